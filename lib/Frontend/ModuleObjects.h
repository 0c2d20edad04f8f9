//===- ModuleObjects.h - Instances of user classes and modules --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A user's nn module is a class whose fields hold modules (`torch::nn::Linear
// fc{784, 64};`), options, arrays and integers, set by in-class
// initialisers, member-initialiser lists (with the constructor's parameters)
// and assignments in the constructor's body (`fc = register_module("fc",
// torch::nn::Linear(...))`). An instance is a RuleValue of kind Module named
// after the class, its fields by name: what the constructor left, run with
// the arguments of the construction site (`Net net(32)`), or, for the
// generic instance a method is analysed with on its own, with each integer
// parameter a dimension of the module (`NetImpl(int64_t hidden)`: `hidden`
// is a rigid dimension shared by every method, as a class's type parameter).
//
// TORCH_MODULE(Net) makes `Net` a torch::nn::ModuleHolder<NetImpl>: a
// holder's constructor arguments build the held class, and `net->forward`
// and `net(x)` call the held class's forward.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_MODULEOBJECTS_H
#define SHAPECHECK_FRONTEND_MODULEOBJECTS_H

#include "Frontend/Env.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include <map>
#include <optional>
#include <set>
#include <string>

namespace clang {
class CXXConstructorDecl;
class CXXMethodDecl;
class CXXRecordDecl;
class FieldDecl;
} // namespace clang

namespace shapecheck {

struct AnalysisContext;
class LibraryCode;
class RuleSet;

class ModuleObjects {
public:
  explicit ModuleObjects(AnalysisContext &AC) : AC(AC) {}

  /// An instance of RD built by Ctor (null: by arity of Args) with Args
  /// (positional; missing ones take their defaults), made at Site.
  /// Unknown when it cannot be built (recursion, nesting too deep).
  /// Generic: the class's own instance, whose missing integer arguments
  /// (and the integer fields of options structs it is given) are the
  /// module's dimensions (IntSymbols.h), not their defaults.
  /// Delegated: Ctor is the target of a delegating constructor of RD,
  /// which is being built.
  RuleValue construct(const clang::CXXRecordDecl *RD,
                      const clang::CXXConstructorDecl *Ctor,
                      const std::vector<Value> &Args, const SourceLoc &Site,
                      bool Generic = false, bool Delegated = false);
  /// An aggregate of RD initialised field by field (`Config wide{5, 16}`,
  /// designated initialisers): an instance with Fields (by name; a field
  /// left out is unknown), made at Site.
  RuleValue aggregate(const clang::CXXRecordDecl *RD,
                      std::vector<std::pair<std::string, RuleValue>> Fields,
                      const SourceLoc &Site);
  /// The instance a method of RD is analysed with on its own; null when
  /// RD cannot be built (or is being built). With several constructors
  /// (statesOf), each field is the join of what each leaves there, unknown
  /// where they disagree.
  const RuleValue *defaultInstance(const clang::CXXRecordDecl *RD);
  /// The constructors whose states a method of RD may find: the
  /// user-declared ones, but for copy and move constructors and those that
  /// only delegate to another (`Net() : Net(784) {}`).
  static void
  statesOf(const clang::CXXRecordDecl *RD,
           llvm::SmallVectorImpl<const clang::CXXConstructorDecl *> &Out);
  /// A field of the default instance that RD's constructors leave different
  /// values in (or that some do not set): what each leaves.
  struct Disagreement {
    std::string Field;
    struct Ctor {
      std::string Signature;
      SourceLoc Loc;
      bool Sets; // leaves a known value
    };
    std::vector<Ctor> Ctors;
  };
  /// After defaultInstance(RD): the fields its constructors disagree on,
  /// the first time it is asked (they are reported once).
  std::vector<Disagreement> takeDisagreements(const clang::CXXRecordDecl *RD);

  /// An instance this TU built with known arguments where the program
  /// constructs it (`Net net(32)`, a builder's `ResNet m({2, 2, 2, 2}, 10,
  /// "resnet18")`), in the order built: its methods run on it, as the TU
  /// that defines its constructor analyses them for another TU's instance.
  /// An argument the analysis knows only as a symbol of the function that
  /// builds the object (a builder's `num_classes` parameter) is unknown
  /// here: the object is what every call of the builder builds.
  struct OwnInstance {
    const clang::CXXRecordDecl *RD;
    const clang::CXXConstructorDecl *Ctor;
    std::vector<Value> Args;
    SourceLoc Site; // the first construction
  };
  const std::vector<OwnInstance> &ownInstances() const { return Own; }

  /// The user class of an instance made by construct, or null.
  const clang::CXXRecordDecl *classOf(const RuleValue &Instance) const;
  /// Whether Instance is an object of RD: of RD or of a class derived from
  /// it (a method RD defines runs on the derived object's state).
  bool isObjectOf(const RuleValue &Instance,
                  const clang::CXXRecordDecl *RD) const;
  /// Whether a method other than a constructor assigns field FD: then its
  /// value in a method is unknown.
  bool writtenOutsideConstructors(const clang::FieldDecl *FD);
  /// Whether a way to write field FD is kept beyond the statement that
  /// makes it: its address taken (`p_ = &v_`), or the field bound to a
  /// reference that an object holds (a reference field's initialiser,
  /// `View data_{v_}` of an aggregate with a reference member, a
  /// constructor's non-const reference parameter), anywhere in the class.
  /// A write through it is not seen where it happens, so the field is not
  /// followed along the program: a method reads it as unknown.
  bool keptByReference(const clang::FieldDecl *FD);
  /// Whether calling M may change its object: M has no body here, is
  /// library code, or a method of its class (M's or another it calls)
  /// writes one of the class's fields. A user module's `sample(n)` that only
  /// reads its layers leaves the module as it was.
  bool mayChange(const clang::CXXMethodDecl *M);
  /// The names a declaration of one of RD's constructors gives its
  /// parameters where the definition names them otherwise (a header's
  /// `encoder_out_size` for the .cpp's `encoder_features`), as (declared,
  /// defined) pairs; the definition's names are those of this TU's
  /// definition, else those its TU exported.
  void headerNames(
      const clang::CXXRecordDecl *RD,
      llvm::SmallVectorImpl<std::pair<llvm::StringRef, llvm::StringRef>> &Out);

  /// The dimensions of an instance: its constructor's integer arguments by
  /// parameter name (the symbols of the generic instance), kept as fields
  /// named "$dim:NAME".
  static void
  dimsOf(const RuleValue &Instance,
         llvm::SmallVectorImpl<std::pair<llvm::StringRef, Dim>> &Out);
  static constexpr llvm::StringLiteral DimPrefix = "$dim:";
  /// The field of an instance whose constructor another TU defines and
  /// was asked to build it: the instance's key (ProgramSummaries.h).
  static constexpr llvm::StringLiteral InstanceField = "$instance";
  /// The field of `*this` as a method of the class finds it when another
  /// method of the same object calls it: every field is the caller's state
  /// at the call (not what the constructor left).
  static constexpr llvm::StringLiteral CurrentField = "$current";
  /// The field of an object whose fields are its whole state where it is
  /// used: built here and followed since (every call that may change it
  /// analysed on it, CallResult::ObjectOut), so a method called on it
  /// reads every field as it is, as for `$current`, in its own scope.
  static constexpr llvm::StringLiteral StateField = "$state";

  /// The class a TORCH_MODULE holder holds (`NetImpl` for `Net`, a
  /// torch::nn::ModuleHolder<NetImpl>: `convention module_holder`), or null.
  static const clang::CXXRecordDecl *heldClass(const clang::CXXRecordDecl *RD,
                                               const RuleSet *Rules);
  /// The methods RD inherits from the user classes it derives from (but
  /// constructors, destructors and those RD hides with a member of the
  /// same name): an object of RD runs them on its state.
  static void
  inheritedMethods(const clang::CXXRecordDecl *RD, const LibraryCode &Library,
                   llvm::SmallVectorImpl<const clang::CXXMethodDecl *> &Out);
  /// Whether RD is a module holder of the packs or derives from one.
  static bool isHolder(const clang::CXXRecordDecl *RD, const RuleSet *Rules);
  /// The constructor of RD that N arguments select (by arity; the first
  /// of several), or null.
  static const clang::CXXConstructorDecl *
  pickConstructor(const clang::CXXRecordDecl *RD, unsigned N);
  /// RD's method `forward` (`convention module_method`) that takes N
  /// arguments (the first of several), or null.
  static const clang::CXXMethodDecl *
  forwardOf(const clang::CXXRecordDecl *RD, unsigned N, const RuleSet *Rules);

private:
  /// Records a construction with arguments for ownInstances.
  void recordOwn(const clang::CXXRecordDecl *RD,
                 const clang::CXXConstructorDecl *Ctor,
                 const std::vector<Value> &Args, const SourceLoc &Site);
  /// Asks the TU that defines Ctor for the instance Args build (when they
  /// are all known); its key.
  std::optional<std::string>
  requestInstance(const clang::CXXConstructorDecl *Ctor,
                  const std::vector<Value> &Args, const SourceLoc &Site);

  /// The fields RD's methods (not its constructors) may change; null while
  /// RD is being scanned.
  const llvm::DenseSet<const clang::FieldDecl *> *
  writesOf(const clang::CXXRecordDecl *RD);

  AnalysisContext &AC;
  /// Built instances by constructor and arguments.
  std::map<std::string, RuleValue> Built;
  std::vector<OwnInstance> Own;
  std::set<std::string> OwnKeys;
  llvm::DenseMap<const clang::CXXRecordDecl *, std::unique_ptr<RuleValue>>
      Defaults;
  llvm::DenseMap<const clang::CXXRecordDecl *, std::vector<Disagreement>>
      Disagreements;
  llvm::DenseSet<const clang::CXXRecordDecl *> Building;
  llvm::StringMap<const clang::CXXRecordDecl *> Classes; // by rules name
  llvm::DenseMap<const clang::CXXRecordDecl *,
                 llvm::DenseSet<const clang::FieldDecl *>>
      Written;
  llvm::DenseMap<const clang::CXXRecordDecl *,
                 llvm::DenseSet<const clang::FieldDecl *>>
      Kept;
  llvm::DenseSet<const clang::CXXRecordDecl *> Scanning;
  unsigned Depth = 0;
};

} // namespace shapecheck

#endif
