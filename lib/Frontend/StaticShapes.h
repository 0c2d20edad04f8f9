//===- StaticShapes.h - Sizes that C++ types fix ----------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A pack pattern (`array Eigen::Matrix<dtype, dim, dim>`) gives a class
// template's specializations static sizes: `Eigen::Matrix4f` is [4 4],
// `Eigen::VectorXf` is [_ 1]. What the rules compute for a value of such a
// type is combined with them:
//
//   - a result of unknown shape has the type's sizes;
//   - a result with the type's rank takes the type's size on its unknown
//     axes;
//   - a result with fewer axes fills the type's unknown axes in order
//     (`VectorXf v(n)` is [n 1], `RowVectorXf r(n)` is [1 n]), and a 1-d
//     result in a vector type lies along the vector (`v.head(3)` is [3 1]);
//   - a value assigned to a variable of a type with fixed sizes must have
//     them (`Matrix3f m = a * b;`); a vector of the other orientation is
//     transposed first, as Eigen does.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_STATICSHAPES_H
#define SHAPECHECK_FRONTEND_STATICSHAPES_H

#include "Frontend/Env.h"

namespace clang {
class QualType;
} // namespace clang

namespace shapecheck {

class ArrayTypes;
class Solver;

/// V combined with the static sizes of its C++ type T; V itself when T has
/// none.
Value fitStaticType(const ArrayTypes &Arrays, const Value &V,
                    clang::QualType T);

/// For a vector type (a static rank-2 shape with exactly one axis fixed
/// at 1: `VectorXd` is [_ 1], `RowVector3f` [1 3]): the axis along the
/// vector (0 for a column, 1 for a row); -1 for any other type.
int vectorAxisOf(const ArrayTypes &Arrays, clang::QualType T);

/// The value a variable of type T holds after V is assigned to it; V's
/// fixed sizes are checked against T's (reported with R).
Value assignStaticType(const ArrayTypes &Arrays, Solver &S, const Value &V,
                       clang::QualType T, const Reason &R);

} // namespace shapecheck

#endif
