//===- StaticShapes.cpp - Sizes that C++ types fix ------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/StaticShapes.h"
#include "Frontend/ArrayTypes.h"
#include "Solver/Solver.h"
#include "clang/AST/Type.h"

using namespace shapecheck;

/// Whether D is the constant C.
static bool isConst(const Dim &D, int64_t C) {
  std::optional<int64_t> V = D.asConstant();
  return V && *V == C;
}

/// For a rank-2 static shape with an axis fixed at 1 (a vector type): the
/// other axis; -1 otherwise. A 1x1 type (`Matrix<double, 1, 1>`) is a
/// column, as Eigen's column-major default makes it.
static int vectorAxis(const DimList &Static) {
  if (Static.size() != 2)
    return -1;
  bool R1 = isConst(Static[0], 1), C1 = isConst(Static[1], 1);
  if (!R1 && !C1)
    return -1;
  return C1 ? 0 : 1;
}

int shapecheck::vectorAxisOf(const ArrayTypes &Arrays, clang::QualType T) {
  std::optional<ArrayType> ST = Arrays.staticType(T);
  return ST && !ST->Shape.Var ? vectorAxis(ST->Shape.Prefix) : -1;
}

Value shapecheck::fitStaticType(const ArrayTypes &Arrays, const Value &V,
                                clang::QualType T) {
  std::optional<ArrayType> ST = Arrays.staticType(T);
  if (!ST)
    return V;
  const DimList &Static = ST->Shape.Prefix;
  if (!V.isArray() || !V.arr().Shape.hasFixedRank())
    return Value::array(*ST);
  ArrayType Out = V.arr();
  if (!(ST->Dtype == DtypeSet::any())) { // the scalar type of the C++ type
    Out.Dtype = ST->Dtype;
    Out.DtypeVar = 0;
  }
  DimList &Dims = Out.Shape.Prefix;
  if (Dims.size() == Static.size()) {
    for (size_t I = 0; I < Dims.size(); ++I)
      if (Dims[I].isDynamic())
        Dims[I] = Static[I];
    return Value::array(Out);
  }
  // A value of another rank than its type's (an xt::xtensor<double, 3>
  // made from a 2-d expression) keeps its shape, so that its assignment
  // reports the difference.
  if (Dims.size() > Static.size())
    return Value::array(Out);
  std::vector<size_t> Unknown;
  for (size_t I = 0; I < Static.size(); ++I)
    if (Static[I].isDynamic())
      Unknown.push_back(I);
  DimList Filled = Static;
  if (Unknown.size() == Dims.size()) {
    for (size_t I = 0; I < Dims.size(); ++I)
      Filled[Unknown[I]] = Dims[I];
  } else if (int Axis = vectorAxis(Static); Dims.size() == 1 && Axis >= 0) {
    Filled[Axis] = Dims[0];
  } else {
    return Value::array(Out);
  }
  Out.Shape = ShapeTerm::fixed(Filled);
  return Value::array(Out);
}

Value shapecheck::assignStaticType(const ArrayTypes &Arrays, Solver &S,
                                   const Value &V0, clang::QualType T,
                                   const Reason &R) {
  std::optional<ArrayType> ST = Arrays.staticType(T);
  if (!ST || !V0.isArray())
    return V0;
  Value V = V0;
  const DimList &Static = ST->Shape.Prefix;
  // A row vector assigned to a column vector (or the reverse) is transposed.
  if (int Axis = vectorAxis(Static);
      Axis >= 0 && V.arr().Shape.hasFixedRank()) {
    DimList D = S.resolve(V.arr().Shape).Prefix;
    if (D.size() == 2 && isConst(D[Axis], 1) && !isConst(D[1 - Axis], 1)) {
      std::swap(D[0], D[1]);
      V.arr().Shape = ShapeTerm::fixed(D);
    }
  }
  V = fitStaticType(Arrays, V, T);
  ArrayType Expected = *ST;
  Expected.Dtype = DtypeSet::any();
  S.unifyArray(Expected, V.arr(), R);
  // A value of another rank is reported once: the variable has its type's.
  if (V.arr().Shape.hasFixedRank() &&
      S.resolve(V.arr().Shape).Prefix.size() != Static.size()) {
    ArrayType Typed = *ST;
    Typed.Dtype = V.arr().Dtype;
    return Value::array(Typed);
  }
  return V;
}
