//===- ProgramSummaries.h - What each TU tells the others -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A run over several files sees across them (a `forward` defined in
// model.cpp, called from main.cpp) through per-TU summaries merged for the
// run: after a TU is analysed, each function it defines exports its
// interface, with what the analysis inferred written in as annotations (see
// Solver/TypeAsAnnotation.h). A TU that declares the function without
// defining it reads that interface as if the annotations were written on its
// declaration. A summary holds no AST and no solver state, so that TUs can be
// analysed in any order (or later in parallel, or from a cache).
//
// Functions are keyed by Clang's USR, the same in every TU that declares
// them. A TU that looked up a function no summary had yet records it as
// wanted; the driver analyses it again when a later TU exported it.
//
// Files are analysed in rounds (tool/Run.cpp): every file of a round reads
// the summaries of the rounds before it, frozen (the base), and writes into
// a layer of its own; after the round the layers are merged into the base in
// the order of the files on the command line. What a file sees therefore
// does not depend on how many run at once, nor on which finishes first.
//
// A construction with known arguments of a class whose constructor another
// TU defines (`VGG model(cfg, 10)` in main.cpp, with `cfg` a literal list)
// is a request: the defining TU builds that instance, analyses its methods
// with it (findings there name the construction), and exports their
// interfaces for the instance, keyed by the method's USR and the instance
// (`usr@instance`). What depends on a constructor's arguments (the layers a
// config list builds) then crosses files too.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_PROGRAMSUMMARIES_H
#define SHAPECHECK_FRONTEND_PROGRAMSUMMARIES_H

#include "Rules/RuleValue.h"
#include "Shape/ShapeSyntax.h"
#include "Shape/SourceLoc.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace shapecheck {

/// One function's interface as its defining TU knows it.
struct ExportedSignature {
  /// Per parameter: its annotation (written or inferred), if any.
  std::vector<std::optional<Annotation>> Params;
  /// The result's annotation (written or inferred), if any.
  std::optional<Annotation> Result;
  /// An inferred std::tuple or std::pair result: each item's annotation
  /// (none where unknown); Result is then empty.
  std::vector<std::optional<Annotation>> ResultItems;
  /// The definition, where notes about the inferred interface point.
  SourceLoc Definition;
  /// For one instance (`usr@instance`): the sizes it gives the class's
  /// names (FunctionSig::InstanceDims).
  std::vector<std::pair<std::string, int64_t>> InstanceDims;
  /// A method: whether a call of it may change its object's fields
  /// (ModuleObjects::mayChange where it is defined); a TU that only
  /// declares it asks here instead of assuming so.
  bool ChangesObject = true;
  /// The parameters' names where the function is defined (a header may
  /// name them otherwise, or not at all): a constructor's integer
  /// parameters name its class's dimensions, and an annotation refers to
  /// an integer parameter as `{name}`. Empty where not exported.
  std::vector<std::string> ParamNames;
};

/// An instance another TU asks for: the constructor's arguments (values
/// without solver variables) and where it is constructed. Or a call
/// another TU asks to be analysed with its arguments (Call set), as one TU
/// analyses a body it defines for each call of it: findings in the body
/// are the callee's lines, with a note at the call (Site), and the result
/// is exported under the request's key.
struct InstanceRequest {
  /// Per argument: a value without solver variables (None for an array,
  /// whose shape is in ArgShapes).
  std::vector<RuleValue> Args;
  SourceLoc Site;
  /// A call: the callee as written at the call ("ln2->forward").
  std::string Call;
  /// A call of a method: the key of the instance it runs on (a request
  /// for its constructor, made with this one); empty for a function.
  std::string Instance;
  /// A call: the arrays' shapes in the call's own names (the exported
  /// result uses them), none for an argument that is not an array.
  std::vector<std::optional<Annotation>> ArgShapes;
};

/// What one TU knows of a global integer variable that is not const (a
/// class's `static int expansion;`, defined out of line as `int
/// BasicBlock::expansion = 1;`): its initial value where the TU defines it
/// with a constant, and whether the TU may write it. Merged for the run: the
/// value is known to the others when the defining TU says it and no TU of
/// the run writes the variable (the run's files are the program, as for
/// the instances it builds).
struct GlobalFacts {
  std::optional<int64_t> Init;
  bool Written = false;
  friend bool operator==(const GlobalFacts &A, const GlobalFacts &B) {
    return A.Init == B.Init && A.Written == B.Written;
  }
};

/// What the TU that defines a class's constructors knows of the class's
/// objects (a class derived from a user class with dimensions): an object
/// reached through a pointer to an abstract base is one of the concrete
/// classes derived from it in the run (the run's files are the program, as
/// for global facts), so its sizes are among theirs.
struct ClassFacts {
  std::string Name;               // "LaserMeasurementPackage"
  SourceLoc Definition;           // the class's name where it is defined
  std::vector<std::string> Bases; // every base class's USR, transitively
  bool Abstract = false;
  /// The sizes every object of the class has for its dimensions' names
  /// (its constructors' and static members' doing), where known.
  std::vector<std::pair<std::string, int64_t>> Sizes;
  friend bool operator==(const ClassFacts &A, const ClassFacts &B) {
    return A.Name == B.Name && A.Definition == B.Definition &&
           A.Bases == B.Bases && A.Abstract == B.Abstract && A.Sizes == B.Sizes;
  }
};

class ProgramSummaries {
public:
  ProgramSummaries() = default;
  /// A layer over Base (read-only while this layer lives): lookups see
  /// this layer's entries first, then Base's; writes go to this layer.
  explicit ProgramSummaries(const ProgramSummaries *Base) : Base(Base) {}

  /// The summaries this layer lies over (null: none).
  const ProgramSummaries *base() const { return Base; }

  /// Records that the constructor CtorUSR is called with R.Args; Key names
  /// the instance (the same arguments give the same key).
  void request(llvm::StringRef CtorUSR, const std::string &Key,
               InstanceRequest R);
  /// The requests for CtorUSR, by instance key (a layer's own request for
  /// a key first, then its base's).
  std::map<std::string, InstanceRequest>
  requests(llvm::StringRef CtorUSR) const;
  /// Whether a request for one of CtorUSRs is not in Served (keys).
  bool anyUnserved(const std::set<std::string> &CtorUSRs,
                   const std::set<std::string> &Served) const;

  /// The interface a TU exported for USR, or null.
  const ExportedSignature *find(llvm::StringRef USR) const;
  /// Records (or replaces) USR's interface.
  void add(llvm::StringRef USR, ExportedSignature Sig);
  /// Whether any of USRs has an interface (or global facts) now.
  bool anyKnown(const std::set<std::string> &USRs) const;

  /// What the run's TUs said of the global variable USR so far, or null.
  const GlobalFacts *findGlobal(llvm::StringRef USR) const;
  /// Adds what this TU knows of the global USR to this layer's facts.
  void addGlobal(llvm::StringRef USR, const GlobalFacts &F);
  /// Records what this TU knows of the class USR.
  void addClass(llvm::StringRef USR, ClassFacts F);
  /// The run's classes derived from BaseUSR (by their USR, sorted), as the
  /// base knows them (a layer's own are only its TU's, as for globals).
  std::vector<std::pair<std::string, ClassFacts>>
  derivedFrom(llvm::StringRef BaseUSR) const;
  /// The key under which a TU that asked derivedFrom(BaseUSR) is told that
  /// the answer changed (merge() returns it).
  static std::string derivedKey(llvm::StringRef BaseUSR) {
    return ("derived@" + BaseUSR).str();
  }

  /// Merges a layer's own entries into this one: its interfaces replace
  /// these, its requests are added where the key is new, its global facts
  /// join these (a value said, a write by any TU). Returns the USRs whose
  /// interface or facts are new or different.
  std::set<std::string> merge(const ProgramSummaries &Layer);

  /// What a layer read from its base (tool/RunCache.h replays a file's
  /// analysis while these read the same): the USRs looked up there and the
  /// constructors whose requests were read. A layer is used by one thread.
  struct BaseReads {
    std::set<std::string> Signatures, Requests, Globals, Derived;
  };
  const BaseReads &baseReads() const { return Reads; }
  /// This layer's own entries, not its base's.
  const llvm::StringMap<ExportedSignature> &ownSignatures() const {
    return Sigs;
  }
  const llvm::StringMap<std::map<std::string, InstanceRequest>> &
  ownRequests() const {
    return Requests;
  }
  const llvm::StringMap<GlobalFacts> &ownGlobals() const { return Globals; }
  const llvm::StringMap<ClassFacts> &ownClasses() const { return Classes; }

private:
  const ProgramSummaries *Base = nullptr;
  mutable BaseReads Reads;
  llvm::StringMap<ExportedSignature> Sigs;
  llvm::StringMap<std::map<std::string, InstanceRequest>> Requests;
  llvm::StringMap<GlobalFacts> Globals;
  llvm::StringMap<ClassFacts> Classes;
};

} // namespace shapecheck

#endif
