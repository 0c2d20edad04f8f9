//===- CallModel.h - What a call returns: the seam for rules ----*- C++ -*-===//
//
// The body analyzer describes each call (callee, argument shapes and integer
// values, locations) as a CallSite, Clang-free apart from opaque pointers,
// and asks a chain of CallModels what it returns. A model that does not know
// the callee answers std::nullopt and the next one is asked; when none knows
// it, an array-typed result is Solver::dynamicShape() (no false positive).
//
// Models now: AnnotatedCalls (annotated signatures, checkCall) and
// InferredCalls (generalized schemes of unannotated helpers). Library rules
// (torch::matmul, Tensor::view, ...) plug in as one more model.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_CALLMODEL_H
#define SHAPECHECK_FRONTEND_CALLMODEL_H

#include "Solver/Solver.h"
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
  SourceLoc Loc;                  // the argument as written
  const clang::Expr *E = nullptr; // for rules that read literals
};

struct CallSite {
  const clang::FunctionDecl *Callee = nullptr; // null: an indirect call
  std::string QualifiedName;      // "torch::matmul", "at::Tensor::view"
  std::string DisplayName;        // for messages: "matmul", "Net::forward"
  std::optional<ArgValue> Object; // the object of a member call
  std::vector<ArgValue> Args;     // without the object
  SourceLoc Loc;                  // the whole call
  bool ReturnsArray = false;      // the result type is an array type
  bool ReturnsInt = false;        // the result type is an integer
};

/// What a model says the call gives.
struct CallResult {
  std::optional<ArrayType> Array;
  std::optional<Dim> Int;
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
