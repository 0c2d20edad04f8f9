//===- CallModel.h - What a call returns: the seam for rules ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The body analyzer describes each call (callee, argument shapes and integer
// values, locations) as a CallSite, Clang-free apart from opaque pointers,
// and asks a chain of CallModels what it returns. A model that does not know
// the callee answers std::nullopt and the next one is asked; when none knows
// it, an array-typed result is Solver::dynamicShape() (no false positive).
//
// Arguments and results are Values (Env.h), the frontend's one value type:
// an ArgValue is a Value and where it was written, a CallResult a Value and
// what the callee left in its arguments. RulesModel hands them to the rules
// as RuleValues, the Clang-free form of the layer below, and sorts the
// RuleValue a rule gives back into a Value (Value::fromRule).
//
// Models, asked in this order (set up in TUAnalysis.cpp): AnnotatedCalls
// (annotated signatures, checkCall: a user's annotation wins), RulesModel
// (the rules packs and --rules files: torch::matmul, Tensor::view, nn
// modules) and InferredCalls (generalized schemes of unannotated helpers,
// per module instance for methods of user modules).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_CALLMODEL_H
#define SHAPECHECK_FRONTEND_CALLMODEL_H

#include "Frontend/Env.h"
#include "Solver/Signature.h"
#include <optional>
#include <string>
#include <vector>

namespace clang {
class Expr;
class FunctionDecl;
} // namespace clang

namespace shapecheck {

/// One argument of a call (or a member call's object): the Value its
/// expression has, and where it was written.
struct ArgValue {
  Value V;                        // what the analysis knows of it
  SourceLoc Loc;                  // the argument as written
  const clang::Expr *E = nullptr; // for rules that read literals
  /// A default argument Clang filled in (CXXDefaultArgExpr): the rules
  /// apply their own defaults instead.
  bool IsDefault = false;

  /// The value as the rules see it: Value::toRule, except that a list of
  /// unknown length (Open) is Unknown to a rule.
  RuleValue toRule() const;
  /// The argument as checkCall takes it (an array or an integer).
  CallArg toCallArg() const {
    CallArg A;
    if (V.isArray())
      A.Array = V.arr();
    else if (V.isInt())
      A.Int = V.dim();
    A.Loc = Loc;
    return A;
  }
};

struct CallSite {
  const clang::FunctionDecl *Callee = nullptr; // null: an indirect call
  std::string QualifiedName; // "torch::matmul", "at::Tensor::view"
  /// A method's name in its class's bases (see RuleCall::BaseNames).
  std::vector<std::string> BaseNames;
  std::string DisplayName; // for messages: "matmul", "Net::forward"
  /// The callee as written, for messages about library calls: "torch::mm",
  /// "x.view", "fc2->forward"; empty: DisplayName.
  std::string WrittenName;
  std::optional<ArgValue> Object; // the object of a member call
  std::vector<ArgValue> Args;     // without the object
  SourceLoc Loc;                  // the whole call
  bool ReturnsArray = false;      // the result type is an array type
  bool ReturnsArrays = false;     // a std::tuple or std::vector of arrays
  bool ReturnsInt = false;        // the result type is an integer

  /// The arguments as written, without the defaults Clang filled in
  /// (those come last; the callee's own defaults apply).
  std::vector<Value> givenArgs() const {
    std::vector<Value> Vs;
    for (const ArgValue &A : Args) {
      if (A.IsDefault)
        break;
      Vs.push_back(A.V);
    }
    return Vs;
  }
  /// The result of a callee a model describes but whose result it does not
  /// know: an array of unknown shape, an unknown integer, or None.
  Value unknownResult(Solver &S) const {
    if (ReturnsArray)
      return Value::array(ArrayType{S.dynamicShape(), DtypeSet::any()});
    if (ReturnsInt)
      return Value::integer(Dim::dynamic());
    return Value::none();
  }
};

/// What a model says the call gives: its Value, what the callee's body
/// left in the parameters it was given modules in (by argument index: a
/// Sequential a helper filled), and, for a method that may change its
/// object, the object as the body leaves it (`st.reset(b, t)` sizes st's
/// fields); without it, the object is unknown after the call.
struct CallResult {
  Value V;
  std::vector<std::pair<unsigned, Value>> OutArgs;
  std::optional<RuleValue> ObjectOut;
};

class CallModel {
public:
  virtual ~CallModel();
  /// The result of C, after checking its arguments (findings go to S); or
  /// std::nullopt when this model does not describe the callee.
  virtual std::optional<CallResult> evaluate(const CallSite &C, Solver &S) = 0;
};

} // namespace shapecheck

#endif
