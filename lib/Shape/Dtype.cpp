//===- Dtype.cpp - Dtype categories as a lattice of sets ------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The jaxtyping dtype categories as bit sets over ScalarType, the names used
// to print them, and PyTorch's type promotion lifted to sets.
//
//===----------------------------------------------------------------------===//
#include "Shape/Dtype.h"

#include <algorithm>
#include <iterator>

using namespace shapecheck;
using llvm::StringRef;

namespace {

using ST = ScalarType;

constexpr unsigned NumScalarTypes = unsigned(ST::Count);

constexpr uint32_t bit(ST T) { return 1u << unsigned(T); }

/// The bits of the contiguous enumerator range [First, Last].
constexpr uint32_t range(ST First, ST Last) {
  return (bit(Last) << 1) - bit(First);
}

constexpr uint32_t AllBits = (1u << NumScalarTypes) - 1;
constexpr uint32_t BoolBits = bit(ST::Bool);
constexpr uint32_t UIntBits = range(ST::UInt2, ST::UInt64);
constexpr uint32_t IntBits = range(ST::Int2, ST::Int64);
constexpr uint32_t FloatBits = range(ST::BFloat16, ST::Float64);
constexpr uint32_t ComplexBits = range(ST::Complex64, ST::Complex128);

struct Category {
  StringRef Name;
  uint32_t Bits;
};

/// Every category jaxtyping defines, in its documentation's order. Each names
/// a distinct set, so the table also serves str().
constexpr Category Categories[] = {
    {"Shaped", AllBits},
    {"Bool", BoolBits},
    {"Num", UIntBits | IntBits | FloatBits | ComplexBits},
    {"Inexact", FloatBits | ComplexBits},
    {"Float", FloatBits},
    {"BFloat16", bit(ST::BFloat16)},
    {"Float16", bit(ST::Float16)},
    {"Float32", bit(ST::Float32)},
    {"Float64", bit(ST::Float64)},
    {"Complex", ComplexBits},
    {"Complex64", bit(ST::Complex64)},
    {"Complex128", bit(ST::Complex128)},
    {"Integer", UIntBits | IntBits},
    {"UInt", UIntBits},
    {"UInt2", bit(ST::UInt2)},
    {"UInt4", bit(ST::UInt4)},
    {"UInt8", bit(ST::UInt8)},
    {"UInt16", bit(ST::UInt16)},
    {"UInt32", bit(ST::UInt32)},
    {"UInt64", bit(ST::UInt64)},
    {"Int", IntBits},
    {"Int2", bit(ST::Int2)},
    {"Int4", bit(ST::Int4)},
    {"Int8", bit(ST::Int8)},
    {"Int16", bit(ST::Int16)},
    {"Int32", bit(ST::Int32)},
    {"Int64", bit(ST::Int64)},
    {"Real", UIntBits | IntBits | FloatBits},
};

/// The order in which str() lists the members of a set that is not a
/// category: jaxtyping's order (bool, floating, complex, unsigned, signed).
constexpr ST PrintOrder[] = {
    ST::Bool,      ST::BFloat16,   ST::Float16, ST::Float32, ST::Float64,
    ST::Complex64, ST::Complex128, ST::UInt2,   ST::UInt4,   ST::UInt8,
    ST::UInt16,    ST::UInt32,     ST::UInt64,  ST::Int2,    ST::Int4,
    ST::Int8,      ST::Int16,      ST::Int32,   ST::Int64,
};
static_assert(std::size(PrintOrder) == NumScalarTypes,
              "every scalar type is printed");

/// Promotion ranks kinds: a mixed operation yields the higher kind.
enum class Kind { Bool, UInt, Int, Float, Complex };

Kind kindOf(ST T) {
  if (T == ST::Bool)
    return Kind::Bool;
  if (T <= ST::UInt64)
    return Kind::UInt;
  if (T <= ST::Int64)
    return Kind::Int;
  if (T <= ST::Float64)
    return Kind::Float;
  return Kind::Complex;
}

/// Width in bits; BFloat16 and Float16 are both 16 bits wide.
unsigned widthOf(ST T) {
  switch (T) {
  case ST::Bool:
    return 1;
  case ST::UInt2:
  case ST::Int2:
    return 2;
  case ST::UInt4:
  case ST::Int4:
    return 4;
  case ST::UInt8:
  case ST::Int8:
    return 8;
  case ST::UInt16:
  case ST::Int16:
  case ST::BFloat16:
  case ST::Float16:
    return 16;
  case ST::UInt32:
  case ST::Int32:
  case ST::Float32:
    return 32;
  case ST::UInt64:
  case ST::Int64:
  case ST::Float64:
  case ST::Complex64:
    return 64;
  case ST::Complex128:
  case ST::Count:
    break;
  }
  return 128;
}

/// The signed integer type of at least Width bits (Int64 at most).
ST signedOfWidth(unsigned Width) {
  for (ST T : {ST::Int2, ST::Int4, ST::Int8, ST::Int16, ST::Int32})
    if (widthOf(T) >= Width)
      return T;
  return ST::Int64;
}

/// The complex type whose real part holds a float of FloatWidth bits.
ST complexForFloatWidth(unsigned FloatWidth) {
  return FloatWidth > 32 ? ST::Complex128 : ST::Complex64;
}

/// The real part's width of a floating or complex type.
unsigned floatWidth(ST T) {
  return kindOf(T) == Kind::Complex ? widthOf(T) / 2 : widthOf(T);
}

/// Promotion of two operands of the same kind.
ST promoteSameKind(ST A, ST B) {
  // The two 16-bit floats are not ordered; PyTorch goes to Float32.
  if ((A == ST::BFloat16 && B == ST::Float16) ||
      (A == ST::Float16 && B == ST::BFloat16))
    return ST::Float32;
  return std::max(A, B);
}

/// PyTorch's promotion of one scalar type pair (tensors of equal rank).
ST promotePair(ST A, ST B) {
  Kind KA = kindOf(A), KB = kindOf(B);
  if (KA == KB)
    return promoteSameKind(A, B);
  if (KA > KB) {
    std::swap(A, B);
    std::swap(KA, KB);
  }
  // Now KA < KB: B is of the higher kind.
  switch (KB) {
  case Kind::Int:
    if (KA == Kind::UInt) // uint8 + int8 -> int16: hold both ranges.
      return signedOfWidth(std::max(2 * widthOf(A), widthOf(B)));
    return B;
  case Kind::Complex:
    if (KA == Kind::Float) // float64 + complex64 -> complex128
      return complexForFloatWidth(std::max(floatWidth(A), floatWidth(B)));
    return B;
  default: // An integer or bool meets a float, or bool meets an integer.
    return B;
  }
}

/// Common names from C++, NumPy and PyTorch that are far, by spelling, from
/// the category they mean.
constexpr std::pair<StringRef, StringRef> Aliases[] = {
    {"any", "Shaped"},   {"double", "Float64"},   {"half", "Float16"},
    {"long", "Int64"},   {"short", "Int16"},      {"char", "Int8"},
    {"byte", "UInt8"},   {"cfloat", "Complex64"}, {"cdouble", "Complex128"},
    {"boolean", "Bool"}, {"number", "Num"},       {"integral", "Integer"},
};

} // namespace

DtypeSet DtypeSet::any() { return DtypeSet(AllBits); }

std::optional<DtypeSet> DtypeSet::fromCategory(StringRef Name) {
  for (const Category &C : Categories)
    if (C.Name == Name)
      return DtypeSet(C.Bits);
  return std::nullopt;
}

StringRef DtypeSet::suggestCategory(StringRef Name) {
  if (Name.empty())
    return "";
  std::string Lower = Name.lower();
  for (const auto &[Alias, Target] : Aliases)
    if (Lower == Alias)
      return Target;
  StringRef Best;
  unsigned BestDistance = 0;
  for (const Category &C : Categories) {
    unsigned D = StringRef(Lower).edit_distance(C.Name.lower());
    if (Best.empty() || D < BestDistance) {
      Best = C.Name;
      BestDistance = D;
    }
  }
  // Accept about one edit per three characters, at least one.
  unsigned Allowed = std::max<size_t>(1, (Name.size() + 2) / 3);
  return BestDistance <= Allowed ? Best : StringRef();
}

DtypeSet DtypeSet::promote(DtypeSet A, DtypeSet B) {
  uint32_t Result = 0;
  for (unsigned I = 0; I != NumScalarTypes; ++I) {
    if (!A.contains(ST(I)))
      continue;
    for (unsigned J = 0; J != NumScalarTypes; ++J)
      if (B.contains(ST(J)))
        Result |= bit(promotePair(ST(I), ST(J)));
  }
  return DtypeSet(Result);
}

std::string DtypeSet::str() const {
  for (const Category &C : Categories)
    if (C.Bits == Bits)
      return C.Name.str();
  std::string Out = "{";
  for (ST T : PrintOrder) {
    if (!contains(T))
      continue;
    if (Out.size() > 1)
      Out += ", ";
    Out += scalarTypeName(T).str();
  }
  return Out + "}";
}

StringRef shapecheck::scalarTypeName(ScalarType T) {
  switch (T) {
  case ST::Bool:
    return "bool";
  case ST::UInt2:
    return "uint2";
  case ST::UInt4:
    return "uint4";
  case ST::UInt8:
    return "uint8";
  case ST::UInt16:
    return "uint16";
  case ST::UInt32:
    return "uint32";
  case ST::UInt64:
    return "uint64";
  case ST::Int2:
    return "int2";
  case ST::Int4:
    return "int4";
  case ST::Int8:
    return "int8";
  case ST::Int16:
    return "int16";
  case ST::Int32:
    return "int32";
  case ST::Int64:
    return "int64";
  case ST::BFloat16:
    return "bfloat16";
  case ST::Float16:
    return "float16";
  case ST::Float32:
    return "float32";
  case ST::Float64:
    return "float64";
  case ST::Complex64:
    return "complex64";
  case ST::Complex128:
    return "complex128";
  case ST::Count:
    break;
  }
  return "<invalid>";
}
