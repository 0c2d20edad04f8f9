//===- FunctionSummaries.h - Each function body analysed once ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Every function body in user code is analysed exactly once: in source
// order, or earlier, on demand, when a call of an unannotated helper needs
// its scheme. A method of a user module is analysed once more for each
// instance it is called on whose fields differ from the default instance's
// (`Net net(32); net->forward(x)`). A call of a function still being
// analysed (recursion) or past the nesting bound gets no scheme (an unknown
// result).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_FUNCTIONSUMMARIES_H
#define SHAPECHECK_FRONTEND_FUNCTIONSUMMARIES_H

#include "Frontend/AnalysisContext.h"
#include "Frontend/CallModel.h"
#include "Frontend/Env.h"
#include "Solver/Scheme.h"
#include "llvm/ADT/DenseMap.h"
#include <map>
#include <optional>
#include <string>

namespace clang {
class FunctionDecl;
} // namespace clang

namespace shapecheck {

class FunctionSummaries {
public:
  explicit FunctionSummaries(AnalysisContext &AC) : AC(AC) {}

  struct Summary {
    bool Done = false;
    /// For a function without annotations: its generalized scheme.
    std::optional<Scheme> Sc;
    /// For an annotated function whose result is not annotated: what it
    /// returns in its signature's names.
    std::optional<InferredResult> Res;
  };

  /// Analyses the definition Def (which has a body) unless done already;
  /// a method with the fields of This (null: its class's default
  /// instance). Null while Def is being analysed, or when nesting is too
  /// deep.
  const Summary *analyze(const clang::FunctionDecl *Def,
                         const RuleValue *This = nullptr);

  /// The instance a call of the method Def on Object runs on, when it is a
  /// module this TU built that differs from Def's class's default instance
  /// (then Def is analysed for it); null otherwise.
  const RuleValue *ownInstance(const clang::FunctionDecl *Def,
                               const std::optional<ArgValue> &Object);

  /// What one call of the method Def on the instance This with Args
  /// returns: Def analysed with them (a module's forward on its fields and
  /// the call's arguments, dtypes and tuples included). Cached per
  /// instance and arguments; std::nullopt while Def is being analysed so,
  /// or when nesting is too deep.
  /// Findings in Def's body get a note at the call (CallLoc, CallName).
  /// Out: what the body left in the parameters given modules. ThisOut:
  /// the object's fields when the body ends (This a `$current` state).
  std::optional<Value>
  call(const clang::FunctionDecl *Def, const RuleValue &This,
       const std::vector<Value> &Args, const SourceLoc &CallLoc,
       const std::string &CallName,
       std::vector<std::pair<unsigned, Value>> *Out = nullptr,
       RuleValue *ThisOut = nullptr);

  /// Whether one more call of Def may be analysed with its own arguments:
  /// a bound on the contexts per function (each instance and argument
  /// shapes), so that helpers called with ever new shapes (recursion on a
  /// growing array) end; past it, the call uses Def's scheme.
  bool mayInstantiate(const clang::FunctionDecl *Def) const;

  /// Def's summary if it has been analysed on its own (no analysis).
  const Summary *find(const clang::FunctionDecl *Def) const {
    auto It = Map.find(Def);
    return It != Map.end() && It->second.Done ? &It->second : nullptr;
  }

  /// Whether Def's body is one shapecheck analyses: user code (a template
  /// as written, or one of its instances with their arguments).
  bool isAnalysable(const clang::FunctionDecl *Def) const;

private:
  /// Enters the solver scope of an analysis of Def on This (Solver::Scope):
  /// a method on its class's own instance opens Def's scope unless one is
  /// open; a method on an instance whose dimensions are all known decides
  /// Def's. Returns the scope to restore.
  Solver::Scope enterScope(const clang::FunctionDecl *Def,
                           const RuleValue *This);

  AnalysisContext &AC;
  llvm::DenseMap<const clang::FunctionDecl *, Summary> Map;
  /// Methods analysed for one instance, by the instance's key.
  std::map<std::pair<const clang::FunctionDecl *, std::string>, Summary>
      PerInstance;
  /// Calls analysed with their arguments; an empty optional: in progress.
  struct CallOutcome {
    std::optional<Value> Result;
    std::vector<std::pair<unsigned, Value>> Out;
    RuleValue ThisOut;
  };
  std::map<std::pair<const clang::FunctionDecl *, std::string>, CallOutcome>
      Calls;
  /// Calls of each function being analysed with their arguments.
  llvm::DenseMap<const clang::FunctionDecl *, unsigned> Active;
  unsigned Depth = 0;
};

/// The findings S reported from index Before on are about one use of a
/// body (one call, one instance): each gets a note at Site, and is
/// superseded by the same finding of the body's own analysis
/// (Finding::ForOneCall).
void forOneUse(Solver &S, size_t Before, const DiagNote &Site);

/// For a template's instance (a member of a class template's instance, a
/// function template's specialization): a note at the place the program
/// requires it, naming its arguments ("in instantiation of
/// 'ResNetImpl<BasicBlock>' required here"), as a C++ compiler names the
/// instance a template's error is in. None for other code.
std::optional<DiagNote> instantiationNote(const AnalysisContext &AC,
                                          const clang::FunctionDecl *Def);

/// Whether F has a note naming the instance it was found in.
bool hasInstantiationNote(const Finding &F);

/// Whether F was found for one instance: of a template, or an object the
/// program constructs (a note at the construction).
bool hasInstanceNote(const Finding &F);

/// The findings S reported from index Before on were found in a template's
/// instance: each that names no instance yet gets the note Site.
void forInstantiation(Solver &S, size_t Before, const DiagNote &Site);

} // namespace shapecheck

#endif
