//===- RuleSet.h - Loaded rules and their evaluation ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A RuleSet holds the declarations of every loaded rules file (the shipped
// packs, rules/*.rules, and user files given with --rules) and answers
// "what does this call return?" for a RuleCall:
//
//   RuleSet Rules;
//   std::vector<Diagnostic> Errs;
//   Rules.loadBuiltin(Errs);             // rules/*.rules, compiled in
//   Rules.load("my.rules", Errs);        // a user's stubs
//   if (auto R = Rules.evaluate(Call, Solver)) ...  // else: unknown callee
//
// Name lookup: the exact qualified name first; then the name without the
// template arguments of its classes (Eigen::MatrixBase<...>::transpose is
// Eigen::MatrixBase::transpose); then the `convention impl_suffix` removed
// from a class name (torch::nn::LinearImpl::forward is torch::nn::Linear's
// forward); then the file's `alias` rewrites of a leading part of the name
// (alias torch = at: torch::matmul is also looked up as at::matmul).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_RULES_RULESET_H
#define SHAPECHECK_RULES_RULESET_H

#include "Rules/RuleAst.h"
#include "Rules/RuleParser.h"
#include "Rules/RuleValue.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <deque>
#include <functional>
#include <memory>
#include <optional>

namespace shapecheck {

class RuleSet {
public:
  RuleSet();
  ~RuleSet();
  RuleSet(const RuleSet &) = delete;
  RuleSet &operator=(const RuleSet &) = delete;

  //===--- Loading --------------------------------------------------------===//
  /// Loads a rules file. Errors (located, with hints) are appended; a file
  /// with errors adds nothing. Later files may refer to earlier ones, and a
  /// later declaration of a name takes precedence over earlier ones (a
  /// user's stub overrides the shipped rule).
  bool load(llvm::StringRef Path, std::vector<Diagnostic> &Errors);
  /// Loads rules from text; Path names it in locations.
  bool loadText(llvm::StringRef Text, llvm::StringRef Path,
                std::vector<Diagnostic> &Errors);
  /// Loads the packs shipped with shapecheck (rules/*.rules, compiled in).
  bool loadBuiltin(std::vector<Diagnostic> &Errors);
  /// The names and texts of the shipped packs.
  static std::vector<std::pair<llvm::StringRef, llvm::StringRef>>
  builtinPacks();

  //===--- Queries --------------------------------------------------------===//
  /// Whether a C++ type (qualified, without cv/ref) is an array type.
  bool isArrayType(llvm::StringRef QualifiedType) const;
  /// The pattern of a class template whose specializations are arrays
  /// with sizes from their template arguments; null when none.
  const rules::ArrayPattern *arrayPattern(llvm::StringRef Template) const;
  /// Whether classes derived from this class (or template) are arrays.
  bool isArrayBase(llvm::StringRef Name) const;
  /// The `flags` declarations of all files: Clang options that a
  /// library's headers need.
  llvm::ArrayRef<const rules::HeaderFlags *> headerFlags() const;
  /// The values of a `convention KEY = ...` (a single value: the last
  /// file's; a list: those of all files); empty when no pack declares it.
  llvm::ArrayRef<std::string> convention(llvm::StringRef Key) const;
  /// Whether Name, or Name without its template arguments, is one of the
  /// values of convention Key.
  bool hasConvention(llvm::StringRef Key, llvm::StringRef Name) const;
  /// The dtype a `dtype NAME = CATEGORY` declaration gives a constant
  /// (`c10::ScalarType::Long` is Int64), if one does.
  std::optional<DtypeSet> dtypeNamed(llvm::StringRef QualifiedName) const;
  /// Whether the rule C calls is a `mutator`: its object holds the result
  /// afterwards.
  bool mutates(const RuleCall &C) const;
  /// Whether the method QualifiedName leaves its object as it was: the
  /// rules describe it with functions (`def`), none of them a `mutator`
  /// (`torch::nn::Module::zero_grad`, `to`, `eval`). A module's own method
  /// (`push_back` of a Sequential) and an undescribed one may change it.
  bool keepsObject(llvm::StringRef QualifiedName) const;
  /// A method or function whose rule returns its array argument's size
  /// along an axis, all its sizes or its rank: `size(self, dim)`,
  /// `sizes(self)`, `dim(self)` as the whole result (LibTorch's
  /// `x.size(1)`, `x.sizes()`, `x.dim()`; Eigen's `rows()` is `size(self,
  /// 0)`). Narrowing reads the checks written with them.
  struct Accessor {
    enum Kind { Size, Sizes, Rank };
    Kind K = Size;
    unsigned Array = 0;                // the parameter holding the array
    std::optional<int64_t> Axis;       // Size: a constant axis
    std::optional<unsigned> AxisParam; // Size: the parameter giving it
  };
  /// The accessor C calls with NumArgs arguments (a method's object is
  /// the first), when the first overload that takes them is one.
  std::optional<Accessor> accessor(const RuleCall &C, size_t NumArgs) const;
  /// The field of an instance of the module ModuleName that holds the
  /// modules its constructor collects (`*modules: module`): what indexing
  /// and iterating a container module reach. Empty when it has none.
  std::string moduleItems(llvm::StringRef ModuleName) const;
  /// What a qualified name denotes, after aliases; null when unknown.
  struct Entry;
  const Entry *lookup(llvm::StringRef QualifiedName) const;
  /// Whether lookup succeeds: the callee is described by the rules.
  bool knows(llvm::StringRef QualifiedName) const {
    return lookup(QualifiedName) != nullptr;
  }
  /// A name that an `undescribed REASON { ... }` declaration lists: no
  /// rule describes it, on purpose (found with the rewrites of lookup).
  struct Undescribed {
    std::string Name;
    std::string Reason; // one of rules::undescribedReasons()
    std::string Loc;    // file:line:col of the name in its rules file
  };
  std::optional<Undescribed> undescribed(llvm::StringRef QualifiedName) const;
  /// Every name of the `undescribed` declarations, in the order loaded.
  std::vector<Undescribed> undescribedNames() const;
  size_t numDeclarations() const;
  /// The outermost namespaces of the names the shipped packs declare
  /// (`at`, `torch`): code in them is library code, described by the
  /// rules, never analysed.
  const llvm::StringSet<> &builtinNamespaces() const;

  //===--- Evaluation -----------------------------------------------------===//
  /// The result of a call, after checking its arguments (findings go to S,
  /// with notes at the rule): an array, an int, a tuple or list, an options
  /// object or a module instance. RuleValue::unknown() when the call is
  /// described but its result cannot be computed (unknown inputs, or an
  /// error was reported). std::nullopt when no rule describes the callee or
  /// none of its overloads accepts the arguments.
  ///
  /// A call whose Object is a module instance calls the module's method of
  /// the same last name (`forward`; `operator()` is `forward`). A call
  /// whose Object is an options object and whose last name is one of its
  /// fields is a builder setter (`.stride(2)`: a copy with the field set)
  /// or, without arguments, a getter.
  std::optional<RuleValue> evaluate(const RuleCall &C, Solver &S);

  /// Calls Method of a module instance (made by evaluate on a module's
  /// constructor) with C's arguments; C.Object is ignored. With
  /// UnknownFields, the instance's construction is unknown: its fields are
  /// unknown, and the sizes they would give are unknown sizes.
  std::optional<RuleValue> callModule(const RuleValue &Instance,
                                      llvm::StringRef Method, const RuleCall &C,
                                      Solver &S, bool UnknownFields = false);

  /// Called by `chain` (Sequential) for a module that no rule describes,
  /// e.g. a user module the frontend analyses; unset: the result is
  /// unknown.
  std::function<std::optional<RuleValue>(const RuleValue &Module,
                                         const RuleValue &Input,
                                         const RuleCall &C, Solver &S)>
      ForeignModule;

  /// Internal state (declarations, tables), defined in RuleSetImpl.h.
  struct Impl;
  Impl &impl() { return *P; }
  const Impl &impl() const { return *P; }

private:
  std::unique_ptr<Impl> P;
};

} // namespace shapecheck

#endif
