//===- TypeAsAnnotation.cpp - A solved type written as an annotation ------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Solver/TypeAsAnnotation.h"
#include <algorithm>

using namespace shapecheck;

/// One axis's text: the size in the names, or `_` when a variable has none
/// (or the text would not parse back to the same axis).
static std::string
axisText(const Dim &D,
         llvm::function_ref<std::optional<std::string>(VarId)> DimName) {
  std::string Prefix = D.Bcast ? "#" : "";
  if (D.isDynamic() || D.E.isPoisoned())
    return "_";
  bool Unnamed = false;
  std::string Text = D.E.str([&](VarId V) -> std::string {
    std::optional<std::string> N = DimName(V);
    if (!N) {
      Unnamed = true;
      return "_";
    }
    return *N;
  });
  if (Unnamed)
    return "_";
  Text.erase(std::remove(Text.begin(), Text.end(), ' '), Text.end());
  ShapeSpec Check;
  SyntaxError Err;
  if (!parseShape(Text, Check, Err) || Check.Axes.size() != 1 ||
      Check.Axes[0].K != Axis::Sized)
    return "_";
  return Prefix + Text;
}

std::optional<Annotation> shapecheck::typeAsAnnotation(
    Solver &S, const ArrayType &T,
    llvm::function_ref<std::optional<std::string>(VarId)> DimName,
    llvm::function_ref<std::optional<std::string>(ShapeVarId)> ShapeName) {
  ShapeTerm Shape = S.resolve(T.Shape);
  // A dtype variable has no annotation: its set is what it requires.
  DtypeSet Dtype = S.dtypeOf(T);
  std::vector<std::string> Axes;
  bool AnyKnown = false;
  for (const Dim &D : Shape.Prefix) {
    Axes.push_back(axisText(D, DimName));
    AnyKnown |= Axes.back() != "_";
  }
  bool Fixed = !Shape.Var;
  if (Shape.Var) {
    std::optional<std::string> N = ShapeName(*Shape.Var);
    Axes.push_back(N ? "*" + *N : "...");
    AnyKnown |= N.has_value();
  }
  for (const Dim &D : Shape.Suffix) {
    Axes.push_back(axisText(D, DimName));
    AnyKnown |= Axes.back() != "_";
  }
  if (!AnyKnown && !Fixed && Dtype == DtypeSet::any())
    return std::nullopt;
  std::string Text;
  for (const std::string &A : Axes)
    Text += (Text.empty() ? "" : " ") + A;
  std::string DtypeName = Dtype.str();
  bool IsCategory = DtypeSet::fromCategory(DtypeName).has_value() &&
                    *DtypeSet::fromCategory(DtypeName) == Dtype;
  Annotation A;
  SyntaxError Err;
  if (!parseAnnotation(IsCategory ? DtypeName : "Shaped", Text, A, Err))
    return std::nullopt;
  A.Dtypes = Dtype;
  return A;
}
