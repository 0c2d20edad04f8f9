//===- Env.h - Values and the flow-sensitive state --------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
#include <cassert>
#include <memory>
#include <variant>

namespace clang {
class ValueDecl;
} // namespace clang

namespace shapecheck {

/// The frontend's one value type: what an expression, a variable, a call's
/// argument (ArgValue, CallModel.h) and a call's result (CallResult) hold.
/// A sum type: nothing, an array type, an integer (a symbolic dimension,
/// Dynamic when unknown) or a richer value the rules know (an int list, a
/// tuple of arrays, a module instance, options, a dtype, ...), kept as the
/// rules layer's Clang-free RuleValue. fromRule and toRule convert between
/// the two at the rules' boundary.
class Value {
public:
  /// The alternative held, in the order of Storage's types.
  enum Kind : uint8_t { None, Array, Int, Rich };
  using RichPtr = std::shared_ptr<const RuleValue>;
  using Storage = std::variant<std::monostate, ArrayType, Dim, RichPtr>;

  Value() = default; // None
  static Value none() { return Value(); }
  static Value array(ArrayType T) { return Value(Storage(std::move(T))); }
  static Value integer(Dim D) { return Value(Storage(std::move(D))); }
  /// R: never null, never Unknown, Array or Int (those have their own
  /// alternatives; fromRule sorts them).
  static Value rich(RichPtr R) {
    assert(R && R->K != RuleValue::Unknown && R->K != RuleValue::Array &&
           R->K != RuleValue::Int && "a rich value is none of the others");
    return Value(Storage(std::move(R)));
  }
  /// A RuleValue as a Value: arrays and ints as such, Unknown as None.
  static Value fromRule(RuleValue V);
  /// The Value as the rules see it (None is Unknown).
  RuleValue toRule() const;

  Kind kind() const { return Kind(V.index()); }
  bool isNone() const { return kind() == None; }
  bool isArray() const { return kind() == Array; }
  bool isInt() const { return kind() == Int; }
  bool isRich() const { return kind() == Rich; }
  /// Whether this is a rich value of kind Q.
  bool is(RuleValue::Kind Q) const { return isRich() && rich()->K == Q; }
  /// The alternative's value; only for the kind held.
  const ArrayType &arr() const { return get<ArrayType>(); }
  ArrayType &arr() { return get<ArrayType>(); }
  const Dim &dim() const { return get<Dim>(); }
  const RichPtr &rich() const { return get<RichPtr>(); }

private:
  explicit Value(Storage S) : V(std::move(S)) {}
  /// Reading another kind than the one held is a bug (asserted); a release
  /// build reads an empty value of that kind, as the struct of separate
  /// fields this replaced did.
  template <typename T> const T &get() const {
    if (const T *P = std::get_if<T>(&V))
      return *P;
    assert(false && "Value read as a kind it does not hold");
    static const T Empty{};
    return Empty;
  }
  template <typename T> T &get() {
    assert(std::holds_alternative<T>(V) &&
           "Value written as a kind it does not hold");
    if (!std::holds_alternative<T>(V))
      V.template emplace<T>();
    return std::get<T>(V);
  }
  Storage V;
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
