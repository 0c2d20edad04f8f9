//===- ArrayTypes.h - Which C++ types are arrays ----------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Duck typing: a class is an array type as soon as it is used as the T of an
// annotation (`Float<T, "n">`) or is the declared type of a SHAPECHECK
// declaration. A class template used so (`Tensor<float>`) makes each of its
// specializations an array type. The rules declare more array types by
// name (`array at::Tensor, at::TensorBase` in rules/torch.rules), class
// templates whatever their arguments (`array Eigen::Matrix<dtype, dim,
// dim>`, which also gives the static sizes of a specialization), and
// classes that are arrays through a base (`array derived Eigen::DenseBase`:
// Eigen's expression templates).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_ARRAYTYPES_H
#define SHAPECHECK_FRONTEND_ARRAYTYPES_H

#include "Solver/Types.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <optional>

namespace clang {
class QualType;
class Type;
class Decl;
} // namespace clang

namespace shapecheck {

/// Whether T (through a reference) is an integer type other than bool: the
/// type of a size, a count or an axis.
bool isIntegerType(clang::QualType T);

/// What a parameter of type T lends its callee to write: the referee of a
/// non-const lvalue reference (`MatrixXd &out`), the pointee of a pointer
/// to non-const (`MatrixXd *out`); a null type otherwise.
clang::QualType writablePointee(clang::QualType T);

class RuleSet;

class ArrayTypes {
public:
  ArrayTypes() = default;
  /// Rules: classes whose qualified names they declare as arrays are
  /// arrays too.
  explicit ArrayTypes(const RuleSet *Rules) : Rules(Rules) {}

  /// Records T (through references and qualifiers) as an array type. Types
  /// that are not classes (int, pointers) are ignored.
  void add(clang::QualType T);
  bool isArray(clang::QualType T) const;
  bool empty() const { return Types.empty(); }
  /// The sizes and dtype that T's template arguments give, by its pack
  /// pattern: `Eigen::Matrix<float, 3, -1>` is Float32[3 _] (an unknown
  /// size is Dynamic); nullopt when T has no pattern.
  std::optional<ArrayType> staticType(clang::QualType T) const;

  /// Whether a parameter of type T is an array its callee may write, the
  /// caller's array afterwards (writablePointee is an array).
  bool isOutParam(clang::QualType T) const;

private:
  bool declaredByRules(const clang::Type *Canonical) const;

  const RuleSet *Rules = nullptr;
  mutable llvm::DenseMap<const clang::Type *, bool> RulesCache;
  llvm::SmallPtrSet<const clang::Type *, 8> Types;     // canonical
  llvm::SmallPtrSet<const clang::Decl *, 8> Templates; // class templates
};

} // namespace shapecheck

#endif
