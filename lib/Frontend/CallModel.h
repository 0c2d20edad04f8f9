//===- CallModel.h - What a call returns: the seam for rules ----*- C++ -*-===//
//
// The body analyzer describes each call (callee, argument shapes and integer
// values, locations) as a CallSite, Clang-free apart from opaque pointers,
// and asks a chain of CallModels what it returns. A model that does not know
// the callee answers std::nullopt and the next one is asked; when none knows
// it, an array-typed result is Solver::dynamicShape() (no false positive).
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

#include "Rules/RuleValue.h"
#include "Solver/Solver.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class Expr;
class FunctionDecl;
} // namespace clang

namespace shapecheck {

/// What the analysis knows about one argument (or a member call's object).
struct ArgValue {
  std::optional<ArrayType> Array; // an array-valued argument
  std::optional<Dim> Int;         // an integer argument; Dynamic: unknown
  /// Any other known value: an int list, a tensor list, a bool, a string, a
  /// dtype, an options object, a module instance, a tuple.
  std::shared_ptr<const RuleValue> Rich;
  SourceLoc Loc;                  // the argument as written
  const clang::Expr *E = nullptr; // for rules that read literals
  /// A default argument Clang filled in (CXXDefaultArgExpr): the rules
  /// apply their own defaults instead.
  bool IsDefault = false;

  /// The value as the rules see it (Unknown when nothing is known).
  RuleValue toRule() const;
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
};

/// What a model says the call gives.
struct CallResult {
  std::optional<ArrayType> Array;
  std::optional<Dim> Int;
  /// Any other value (a tuple, a list, a module instance, ...).
  std::shared_ptr<const RuleValue> Rich;
  /// What the callee's body left in the parameters it was given modules
  /// in (by argument index): a Sequential a helper filled.
  std::vector<std::pair<unsigned, std::shared_ptr<const RuleValue>>> OutArgs;
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
