//===- Dtype.h - Dtype categories as a lattice of sets ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A dtype category (jaxtyping's Float, Int32, Real, ...) is the set of scalar
// types it admits. Subsumption is set inclusion, unification is intersection
// (empty: a dtype mismatch) and arithmetic promotes element-wise.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPE_DTYPE_H
#define SHAPECHECK_SHAPE_DTYPE_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace shapecheck {

enum class ScalarType : uint8_t {
  Bool,
  UInt2,
  UInt4,
  UInt8,
  UInt16,
  UInt32,
  UInt64,
  Int2,
  Int4,
  Int8,
  Int16,
  Int32,
  Int64,
  BFloat16,
  Float16,
  Float32,
  Float64,
  Complex64,
  Complex128,
  Count
};

class DtypeSet {
public:
  constexpr DtypeSet() = default;
  constexpr explicit DtypeSet(uint32_t Bits) : Bits(Bits) {}
  static DtypeSet of(ScalarType T) { return DtypeSet(1u << unsigned(T)); }
  static DtypeSet any(); // Shaped

  /// A jaxtyping category name (Shaped, Float, Int32, ...), or nullopt.
  static std::optional<DtypeSet> fromCategory(llvm::StringRef Name);
  /// The closest category name for a misspelling, or "" if none is close.
  static llvm::StringRef suggestCategory(llvm::StringRef Name);

  bool empty() const { return Bits == 0; }
  bool contains(ScalarType T) const { return Bits & (1u << unsigned(T)); }
  /// Every dtype of *this is admitted by Other.
  bool subsetOf(DtypeSet Other) const { return (Bits & ~Other.Bits) == 0; }
  DtypeSet meet(DtypeSet O) const { return DtypeSet(Bits & O.Bits); }
  DtypeSet join(DtypeSet O) const { return DtypeSet(Bits | O.Bits); }
  /// The set of result types of an arithmetic operation on one element of
  /// each set (PyTorch's type promotion for same-kind tensors).
  static DtypeSet promote(DtypeSet A, DtypeSet B);

  /// The category name when the set is exactly a category, else a list of
  /// scalar type names in braces.
  std::string str() const;
  uint32_t bits() const { return Bits; }
  friend bool operator==(DtypeSet A, DtypeSet B) { return A.Bits == B.Bits; }
  friend bool operator!=(DtypeSet A, DtypeSet B) { return A.Bits != B.Bits; }

private:
  uint32_t Bits = 0;
};

llvm::StringRef scalarTypeName(ScalarType T); // "float32"

} // namespace shapecheck

#endif
