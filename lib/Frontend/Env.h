//===- Env.h - Values and the flow-sensitive state --------------*- C++ -*-===//
//
// The state of a function body at one program point: what each local (and,
// in a method, each field of `this`) holds: an array type, a symbolic
// integer, or a richer value the rules know (an int list, a tuple of arrays,
// an nn module instance, an options object, a dtype, ...). Branches are
// joined with Solver::join (equal dimensions kept, others Dynamic); loops
// compare states for their fixed point.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_ENV_H
#define SHAPECHECK_FRONTEND_ENV_H

#include "Rules/RuleValue.h"
#include "Solver/Solver.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>

namespace clang {
class ValueDecl;
} // namespace clang

namespace shapecheck {

/// The value of an expression or a variable.
struct Value {
  enum Kind : uint8_t { None, Array, Int, Rich };
  Kind K = None;
  ArrayType Arr; // Array
  Dim I;         // Int; Dynamic when unknown
  /// Rich: any other value the rules know (never Unknown, Array or Int).
  std::shared_ptr<const RuleValue> R;

  static Value none() { return Value(); }
  static Value array(ArrayType T) {
    Value V;
    V.K = Array;
    V.Arr = std::move(T);
    return V;
  }
  static Value integer(Dim D) {
    Value V;
    V.K = Int;
    V.I = std::move(D);
    return V;
  }
  /// A RuleValue as a Value: arrays and ints as such, Unknown as None.
  static Value fromRule(RuleValue V);
  /// The Value as the rules see it (None is Unknown).
  RuleValue toRule() const;
  bool isArray() const { return K == Array; }
  bool isInt() const { return K == Int; }
  bool isRich() const { return K == Rich; }
  /// Whether this is a rich value of kind Q.
  bool is(RuleValue::Kind Q) const { return K == Rich && R->K == Q; }
};

/// A text that identifies V, its solver variables included (two arrays
/// printed alike, [b 16], differ when their b are different variables):
/// the key of analyses cached per argument values.
std::string valueKey(Solver &S, const RuleValue &V);
std::string valueKey(Solver &S, const Value &V);

/// The join of two values at a merge point.
Value joinValues(Solver &S, const Value &A, const Value &B);
/// Whether two values are the same (for a loop's fixed point).
bool sameValue(Solver &S, const Value &A, const Value &B);
/// A value that admits everything of its kind.
Value widen(Solver &S, const Value &V);

class Env {
public:
  /// False after return, break, continue or goto, until a label or a join.
  bool Reachable = true;
  llvm::DenseMap<const clang::ValueDecl *, Value> Vars;

  static Env unreachable() {
    Env E;
    E.Reachable = false;
    return E;
  }
  const Value *lookup(const clang::ValueDecl *D) const {
    auto It = Vars.find(D);
    return It == Vars.end() ? nullptr : &It->second;
  }
};

/// The join of two states: variables present in both, values joined.
Env joinEnvs(Solver &S, const Env &A, const Env &B);
bool sameEnv(Solver &S, const Env &A, const Env &B);
/// Every variable admits everything (after a label reached by goto).
Env widenEnv(Solver &S, const Env &E);
/// Variables whose value differs between A and B admit everything.
Env widenChanged(Solver &S, const Env &A, const Env &B);

} // namespace shapecheck

#endif
