//===- RuleSetImpl.h - The tables behind a RuleSet --------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Internal to lib/Rules: the loaded files, the name table, and the pieces
// of evaluation shared by RuleSet.cpp (lookup, calls), Resolve.cpp (checks
// when a file is loaded) and Eval.cpp (expressions, binding arguments).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_RULES_RULESETIMPL_H
#define SHAPECHECK_RULES_RULESETIMPL_H

#include "Rules/RuleSet.h"
#include "Solver/Signature.h"
#include "llvm/ADT/StringSet.h"
#include <deque>

namespace shapecheck {

/// What one qualified name denotes. Several kinds may share a name (a
/// module's holder class is also a function name in no rule, but an
/// options class may also have `def` overloads).
struct RuleSet::Entry {
  std::vector<const rules::Def *> Defs; // overloads, in order of preference
  const rules::OptionsDecl *Options = nullptr;  // a constructor
  const rules::ModuleDecl *Module = nullptr;    // a constructor
  const rules::OptionsDecl *SetterOf = nullptr; // Opts::field
  const rules::Param *Field = nullptr;
  const rules::ModuleDecl *MethodOf = nullptr; // Module::method
  const rules::Def *Method = nullptr;
};

struct RuleSet::Impl {
  std::deque<rules::RuleFile> Files;
  llvm::StringMap<Entry> Names;
  llvm::StringSet<> ArrayTypes;
  std::vector<rules::AliasDecl> Aliases; // later files first
  llvm::StringSet<> BuiltinNamespaces;   // see builtinNamespaces()
  llvm::StringMap<const rules::ArrayPattern *> ArrayPatterns;
  llvm::StringSet<> ArrayBases;
  llvm::StringMap<std::vector<std::string>> Conventions;
  std::vector<const rules::HeaderFlags *> Flags; // of all files, in order
  llvm::StringMap<DtypeSet> DtypeNames;          // `dtype NAME = CATEGORY`
  llvm::StringMap<const rules::Undescribed *> Undescribed; // and why
  std::vector<const rules::Undescribed *> UndescribedOrder;

  /// Name after the exact, Impl-stripped and aliased candidates (at most
  /// 16), the first for which Found returns true.
  bool rewrites(llvm::StringRef Name,
                llvm::function_ref<bool(llvm::StringRef)> Found) const;

  /// Name after the exact, Impl-stripped and aliased candidates.
  const Entry *lookup(llvm::StringRef Name) const;
  /// The entry of C's callee, or of the first of its base names.
  const Entry *lookupCall(const RuleCall &C) const;
  /// The options declaration called Name (after aliases), or null.
  const rules::OptionsDecl *findOptions(llvm::StringRef Name) const;
  /// Adds a parsed file's declarations; it must have been checked.
  void enter(rules::RuleFile &F);
  /// Checks names, kinds and builtin calls of a parsed file against the
  /// declarations loaded so far plus its own.
  bool check(rules::RuleFile &F, std::vector<Diagnostic> &Errors);
  bool isArrayTypeName(llvm::StringRef N) const;
};

namespace rules {

/// The values of a rule's parameters during one evaluation.
struct Env {
  llvm::StringMap<RuleValue> Vars;
  /// Parameters of array kind, in order, for `Tensor[...]` results'
  /// inherited dtype.
  std::vector<std::string> ArrayParams;
  /// Parameters of kind ints: `{name}` in a shape splices their sizes.
  llvm::StringSet<> IntsParams;
};

/// Evaluates one call of one rule (a def, a module method, a constructor).
class Evaluator {
public:
  Evaluator(RuleSet &RS, Solver &S, const RuleCall &C, std::string Owner);

  /// Binds the arguments to Params; false when they do not fit (arity or
  /// kinds). Score counts coercions (lower is a better overload). With
  /// Check, array arguments are unified with annotated parameters (errors
  /// reported) and defaults are evaluated.
  bool bind(const std::vector<Param> &Params,
            const std::vector<RuleValue> &Args,
            const std::vector<SourceLoc> &Locs, bool Check, unsigned &Score);

  RuleValue eval(const Expr &E);
  /// V as a value of kind K, if it is one (or can be converted).
  std::optional<RuleValue> coerceTo(const RuleValue &V, const Kind &K,
                                    unsigned &Score) const;
  Env &env() { return E; }
  /// For module methods: the module whose constructor is here.
  ReasonDesc ExpectedName; // the module 'torch::nn::Linear'
  /// While choosing an overload: an annotated array parameter accepts only
  /// arrays of its dtype category and (without a variadic axis) its rank.
  /// A call that no overload accepts so is retried without, and then
  /// reports the mismatch.
  bool FilterOverloads = false;
  /// Set by bind when an argument did not fit its annotated parameter (the
  /// error is reported); the call's result is then unknown, as checkCall's,
  /// so that the error does not cascade.
  bool ArgumentFailed = false;
  SourceLoc ExpectedSite; // its construction, if known
  /// A module instance whose construction is unknown: a size that one of
  /// its (unknown) fields would give is an unknown size, not a name.
  bool UnknownFields = false;
  /// The parameter lists of the overloads that fit the call (the chosen
  /// one among them). An argument's dtype variable is narrowed by an
  /// annotated parameter only when all of them require the same category
  /// there: otherwise the choice was a guess.
  std::vector<const std::vector<Param> *> Fitting;

private:
  std::optional<RuleValue> coerce(const RuleValue &V, const Kind &K,
                                  unsigned &Score) const;
  bool isIntsName(llvm::StringRef Name);
  RuleValue evalCall(const Expr &E);
  RuleValue evalName(const Expr &E);
  ArrayType instantiate(const Annotation &A, const SourceLoc &Loc);
  /// The arrays' promoted dtype (an array without axes).
  ArrayType inheritedDtype();
  /// Whether an argument at ArgIndex bound to P may narrow its dtype
  /// variable (see Fitting).
  bool narrowsDtype(const Param &P, size_t ArgIndex) const;
  /// Adds the note at ExpectedSite to the findings from index First on.
  void noteModuleSite(size_t First);

  RuleSet &RS;
  Solver &S;
  const RuleCall &C;
  std::string Owner;
  Env E;
  Instantiation Inst;
};

/// An options object from its constructor's arguments and its fields'
/// defaults. Ok is false when the arguments do not fit the constructor.
RuleValue constructOptions(RuleSet &RS, Solver &S, const RuleCall &C,
                           const OptionsDecl &O,
                           const std::vector<RuleValue> &Args,
                           const std::vector<SourceLoc> &Locs, bool Check,
                           bool &Ok, unsigned &Score);

/// A module instance from its constructor's arguments; nullopt when they do
/// not fit.
std::optional<RuleValue> constructModule(RuleSet &RS, Solver &S,
                                         const RuleCall &C, const ModuleDecl &M,
                                         const std::vector<RuleValue> &Args,
                                         const std::vector<SourceLoc> &Locs);

/// Clears `#` flags and resolves every array in V.
void finalize(Solver &S, RuleValue &V);

} // namespace rules
} // namespace shapecheck

#endif
