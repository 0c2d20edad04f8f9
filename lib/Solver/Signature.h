//===- Signature.h - Annotated signatures and their instances ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Let-polymorphism: each call of an annotated function instantiates its
// signature with fresh flexible variables; its own body sees the same names
// as rigid variables (skolems), so `f(x: "m n") -> "n m"` returning x is an
// error inside f.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SOLVER_SIGNATURE_H
#define SHAPECHECK_SOLVER_SIGNATURE_H

#include "Shape/ShapeSyntax.h"
#include "Solver/Solver.h"
#include "llvm/ADT/StringMap.h"
#include <functional>
#include <optional>

namespace shapecheck {

/// The names of one use of a signature, mapped to solver variables.
class Instantiation {
public:
  /// Owner names the signature in notes ("the signature of 'f'").
  Instantiation(Solver &S, VarKind Kind, std::string Owner);

  /// The value of `{param}` at this use; std::nullopt gives a variable
  /// named `{param}` shared by every mention in this instantiation.
  std::function<std::optional<Dim>(llvm::StringRef)> ParamValue;

  /// Converts an annotation to a term; a name gets a variable on first use.
  /// `Decl` is where the annotation is written.
  ShapeTerm shape(const ShapeSpec &Spec, const SourceLoc &Decl);
  ArrayType array(const Annotation &A, const SourceLoc &Decl);
  Dim dim(const AxisExpr &E, const SourceLoc &Decl);

  /// The kind of the variables made from now on: an annotated body's own
  /// names are rigid, names that only its local annotations use are not.
  void setKind(VarKind K) { Kind = K; }

  /// Name stands for D in this instantiation (a class's dimension in the
  /// signature of one of its methods), instead of a variable of its own.
  void bindOuter(llvm::StringRef Name, Dim D) { Outer[Name] = std::move(D); }

  std::optional<VarId> dimVar(llvm::StringRef Name) const;
  const llvm::StringMap<VarId> &dimVars() const { return Dims; }
  const llvm::StringMap<ShapeVarId> &shapeVars() const { return Shapes; }
  const llvm::StringMap<Dim> &outerNames() const { return Outer; }
  std::optional<ShapeVarId> shapeVar(llvm::StringRef Name) const;
  Solver &solver() { return S; }

private:
  VarId dimVarFor(llvm::StringRef Name, const SourceLoc &Decl);
  OriginId declOrigin(const SourceLoc &Decl);
  Dim param(llvm::StringRef Name, const SourceLoc &Decl);

  Solver &S;
  VarKind Kind;
  std::string Owner;
  llvm::StringMap<VarId> Dims;
  llvm::StringMap<ShapeVarId> Shapes;
  llvm::StringMap<Dim> Params;
  llvm::StringMap<Dim> Outer;
  SourceLoc LastDecl;
  OriginId LastDeclOrigin = 0;
  bool HaveDecl = false;
};

/// A function's annotated interface.
struct ParamSig {
  std::string Name;
  std::optional<Annotation> Ann; // array parameters that are annotated
  SourceLoc AnnLoc;              // where the annotation is written
  bool IsInteger = false;        // may be referenced as {Name}
};

struct FunctionSig {
  std::string Name; // as shown to users: "f", "Net::forward"
  std::vector<ParamSig> Params;
  std::optional<Annotation> Result;
  SourceLoc ResultLoc;
  /// A std::tuple or std::pair result that another TU inferred (Result is
  /// then empty): each item's annotation, or none where it is unknown.
  std::vector<std::optional<Annotation>> ResultItems;
  /// A method's interface for one instance of its class: the sizes that
  /// instance gives the class's names (`in_channels` = 3, from a config
  /// struct's field), bound where the call's object does not bind them.
  std::vector<std::pair<std::string, int64_t>> InstanceDims;
};

/// What an annotated function whose result is not annotated returns, in
/// the terms of its own body: its signature's names are rigid variables
/// there (and a class's dimensions its symbols).
struct InferredResult {
  ArrayType Result;
  /// A std::tuple or std::pair result (IsTuple): its items, each an array
  /// or unknown (std::nullopt); Result is then unused.
  bool IsTuple = false;
  std::vector<std::optional<ArrayType>> Items;
  llvm::StringMap<VarId> Names;       // a name of the signature: its variable
  llvm::StringMap<ShapeVarId> Shapes; // `*name`: its variable
  static InferredResult of(Solver &S, const ArrayType &Result,
                           const Instantiation &Body);
  static InferredResult ofItems(Solver &S,
                                llvm::ArrayRef<std::optional<ArrayType>> Items,
                                const Instantiation &Body);
};

/// The result at one call: the body's names replaced by the call's (Call
/// is the instantiation the call's arguments were checked with).
ArrayType instantiateResult(Solver &S, const InferredResult &R,
                            Instantiation &Call, const SourceLoc &Decl);
/// The same for each item of a tuple result.
std::vector<std::optional<ArrayType>> instantiateItems(Solver &S,
                                                       const InferredResult &R,
                                                       Instantiation &Call,
                                                       const SourceLoc &Decl);

/// What a call passes for one parameter.
struct CallArg {
  std::optional<ArrayType> Array; // an array argument, if known
  std::optional<Dim> Int;         // an integer argument's value, if known
  SourceLoc Loc;
};

/// Checks a call against a fresh instance of F; returns the result type
/// (std::nullopt when F's result is not annotated). Args are positional;
/// missing trailing arguments are not checked. When an argument does not
/// fit, the result has an unknown shape, so the error does not cascade.
std::optional<ArrayType> checkCall(Solver &S, const FunctionSig &F,
                                   llvm::ArrayRef<CallArg> Args,
                                   const SourceLoc &CallLoc,
                                   Instantiation *Inst = nullptr);

/// The view of a signature from inside its own body: rigid variables.
struct BodyScope {
  std::vector<std::optional<ArrayType>> Params; // per parameter
  std::vector<std::optional<Dim>> IntParams;    // {param} values
  std::optional<ArrayType> Result;
};
BodyScope enterBody(Solver &S, const FunctionSig &F);

} // namespace shapecheck

#endif
