//===- DtypeTest.cpp - Unit tests of the dtype lattice --------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Category membership, naming, suggestions for misspellings, and PyTorch's
// type promotion lifted to sets.
//
//===----------------------------------------------------------------------===//
#include "Shape/Dtype.h"

#include <doctest/doctest.h>
#include <initializer_list>
#include <string>

using namespace shapecheck;
using ST = ScalarType;

namespace {

DtypeSet setOf(std::initializer_list<ST> Types) {
  DtypeSet S;
  for (ST T : Types)
    S = S.join(DtypeSet::of(T));
  return S;
}

DtypeSet category(const char *Name) {
  std::optional<DtypeSet> S = DtypeSet::fromCategory(Name);
  INFO("category ", Name);
  REQUIRE(S.has_value());
  return *S;
}

ST promote1(ST A, ST B) {
  DtypeSet R = DtypeSet::promote(DtypeSet::of(A), DtypeSet::of(B));
  for (unsigned I = 0; I != unsigned(ST::Count); ++I)
    if (R == DtypeSet::of(ST(I)))
      return ST(I);
  FAIL("promotion of a pair is not a single type: ", R.str());
  return ST::Count;
}

const char *const AllCategories[] = {
    "Shaped",  "Bool",    "Num",     "Inexact", "Float",     "BFloat16",
    "Float16", "Float32", "Float64", "Complex", "Complex64", "Complex128",
    "Integer", "UInt",    "UInt2",   "UInt4",   "UInt8",     "UInt16",
    "UInt32",  "UInt64",  "Int",     "Int2",    "Int4",      "Int8",
    "Int16",   "Int32",   "Int64",   "Real"};

} // namespace

TEST_CASE("Dtype: every jaxtyping category is known and named back") {
  for (const char *Name : AllCategories) {
    INFO(Name);
    DtypeSet S = category(Name);
    CHECK_FALSE(S.empty());
    CHECK(S.str() == Name);
  }
}

TEST_CASE("Dtype: unknown and miscased category names are rejected") {
  CHECK_FALSE(DtypeSet::fromCategory("float32").has_value());
  CHECK_FALSE(DtypeSet::fromCategory("Flaot").has_value());
  CHECK_FALSE(DtypeSet::fromCategory("").has_value());
  CHECK_FALSE(DtypeSet::fromCategory("Float ").has_value());
  CHECK_FALSE(DtypeSet::fromCategory("Key").has_value());
  CHECK_FALSE(DtypeSet::fromCategory("Int1").has_value());
}

TEST_CASE("Dtype: category membership") {
  CHECK(category("Shaped") == DtypeSet::any());
  CHECK(category("Bool") == DtypeSet::of(ST::Bool));
  CHECK(category("Float") ==
        setOf({ST::BFloat16, ST::Float16, ST::Float32, ST::Float64}));
  CHECK(category("Complex") == setOf({ST::Complex64, ST::Complex128}));
  CHECK(category("UInt") == setOf({ST::UInt2, ST::UInt4, ST::UInt8, ST::UInt16,
                                   ST::UInt32, ST::UInt64}));
  CHECK(category("Int") ==
        setOf({ST::Int2, ST::Int4, ST::Int8, ST::Int16, ST::Int32, ST::Int64}));
  CHECK(category("Integer") == category("Int").join(category("UInt")));
  CHECK(category("Inexact") == category("Float").join(category("Complex")));
  CHECK(category("Real") == category("Float").join(category("Integer")));
  CHECK(category("Num") == category("Real").join(category("Complex")));
  CHECK(category("Shaped") == category("Num").join(category("Bool")));
  CHECK(category("Float32") == DtypeSet::of(ST::Float32));
  CHECK(category("BFloat16") == DtypeSet::of(ST::BFloat16));
  CHECK(category("UInt2") == DtypeSet::of(ST::UInt2));
  CHECK(category("Int4") == DtypeSet::of(ST::Int4));
  CHECK(category("Complex128") == DtypeSet::of(ST::Complex128));

  // Negative memberships that matter for checking.
  CHECK_FALSE(category("Num").contains(ST::Bool));
  CHECK_FALSE(category("Real").contains(ST::Complex64));
  CHECK_FALSE(category("Integer").contains(ST::Bool));
  CHECK_FALSE(category("Float").contains(ST::Int32));
  CHECK_FALSE(category("Int").contains(ST::UInt8));
}

TEST_CASE("Dtype: subsumption, meet and join") {
  CHECK(category("Float32").subsetOf(category("Float")));
  CHECK(category("Float").subsetOf(category("Inexact")));
  CHECK(category("Inexact").subsetOf(category("Num")));
  CHECK(category("Num").subsetOf(category("Shaped")));
  CHECK(category("Int8").subsetOf(category("Real")));
  CHECK_FALSE(category("Float").subsetOf(category("Float32")));
  CHECK_FALSE(category("Bool").subsetOf(category("Num")));
  CHECK_FALSE(category("Complex").subsetOf(category("Real")));

  CHECK(category("Float").meet(category("Real")) == category("Float"));
  CHECK(category("Bool").meet(category("Float")).empty());
  CHECK(category("Inexact").meet(category("Real")) == category("Float"));
  CHECK(DtypeSet().empty());
  CHECK(DtypeSet().subsetOf(category("Bool")));
}

TEST_CASE("Dtype: str of sets that are not categories") {
  CHECK(setOf({ST::Float32, ST::Int64}).str() == "{float32, int64}");
  CHECK(setOf({ST::Int64, ST::Float32}).str() == "{float32, int64}");
  CHECK(setOf({ST::Bool, ST::Float32}).str() == "{bool, float32}");
  CHECK(setOf({ST::Complex128, ST::UInt8}).str() == "{complex128, uint8}");
  CHECK(setOf({ST::Float32, ST::Float64}).str() == "{float32, float64}");
  CHECK(DtypeSet().str() == "{}");
  // Everything but one type is not a category either.
  DtypeSet AllButInt2(DtypeSet::any().bits() & ~DtypeSet::of(ST::Int2).bits());
  CHECK(AllButInt2.str().front() == '{');
  CHECK(AllButInt2.str().find(" int2") == std::string::npos);
  CHECK(AllButInt2.str().find(" uint2") != std::string::npos);
}

TEST_CASE("Dtype: scalar type names") {
  CHECK(scalarTypeName(ST::Bool) == "bool");
  CHECK(scalarTypeName(ST::UInt2) == "uint2");
  CHECK(scalarTypeName(ST::Int64) == "int64");
  CHECK(scalarTypeName(ST::BFloat16) == "bfloat16");
  CHECK(scalarTypeName(ST::Float32) == "float32");
  CHECK(scalarTypeName(ST::Complex128) == "complex128");
  for (unsigned I = 0; I != unsigned(ST::Count); ++I) {
    // The lowercase scalar names are not category names.
    std::string Name = scalarTypeName(ST(I)).str();
    CHECK(DtypeSet::fromCategory(Name) == std::nullopt);
  }
}

TEST_CASE("Dtype: suggestions for misspelled categories") {
  CHECK(DtypeSet::suggestCategory("Flaot") == "Float");
  CHECK(DtypeSet::suggestCategory("float32") == "Float32");
  CHECK(DtypeSet::suggestCategory("float") == "Float");
  CHECK(DtypeSet::suggestCategory("int64") == "Int64");
  CHECK(DtypeSet::suggestCategory("Uint8") == "UInt8");
  CHECK(DtypeSet::suggestCategory("Complx") == "Complex");
  CHECK(DtypeSet::suggestCategory("Shapped") == "Shaped");
  CHECK(DtypeSet::suggestCategory("Integr") == "Integer");
  CHECK(DtypeSet::suggestCategory("bool") == "Bool");
  CHECK(DtypeSet::suggestCategory("double") == "Float64");
  CHECK(DtypeSet::suggestCategory("half") == "Float16");
  // Nothing close.
  CHECK(DtypeSet::suggestCategory("").empty());
  CHECK(DtypeSet::suggestCategory("xyz").empty());
  CHECK(DtypeSet::suggestCategory("Tensor").empty());
  CHECK(DtypeSet::suggestCategory("PRNGKeyArray").empty());
}

TEST_CASE("Dtype: promotion of single types follows PyTorch") {
  // Same kind: the wider.
  CHECK(promote1(ST::Int8, ST::Int32) == ST::Int32);
  CHECK(promote1(ST::UInt8, ST::UInt16) == ST::UInt16);
  CHECK(promote1(ST::Float16, ST::Float64) == ST::Float64);
  CHECK(promote1(ST::Complex64, ST::Complex128) == ST::Complex128);
  CHECK(promote1(ST::Float32, ST::Float32) == ST::Float32);
  // The two 16-bit floats meet at float32.
  CHECK(promote1(ST::BFloat16, ST::Float16) == ST::Float32);
  CHECK(promote1(ST::Float16, ST::BFloat16) == ST::Float32);
  CHECK(promote1(ST::BFloat16, ST::Float32) == ST::Float32);
  // Bool is the bottom kind.
  CHECK(promote1(ST::Bool, ST::Bool) == ST::Bool);
  CHECK(promote1(ST::Bool, ST::UInt8) == ST::UInt8);
  CHECK(promote1(ST::Bool, ST::Float16) == ST::Float16);
  CHECK(promote1(ST::Complex64, ST::Bool) == ST::Complex64);
  // Unsigned meets signed: a signed type holding both ranges.
  CHECK(promote1(ST::UInt8, ST::Int8) == ST::Int16);
  CHECK(promote1(ST::Int8, ST::UInt8) == ST::Int16);
  CHECK(promote1(ST::UInt8, ST::Int16) == ST::Int16);
  CHECK(promote1(ST::UInt8, ST::Int64) == ST::Int64);
  CHECK(promote1(ST::UInt64, ST::Int64) == ST::Int64);
  // Integers meet floats: the float, however narrow.
  CHECK(promote1(ST::Int64, ST::Float16) == ST::Float16);
  CHECK(promote1(ST::UInt8, ST::BFloat16) == ST::BFloat16);
  CHECK(promote1(ST::Float32, ST::Int32) == ST::Float32);
  // Floats meet complex: complex with at least the float's precision.
  CHECK(promote1(ST::Float64, ST::Complex64) == ST::Complex128);
  CHECK(promote1(ST::Float32, ST::Complex64) == ST::Complex64);
  CHECK(promote1(ST::Float16, ST::Complex64) == ST::Complex64);
  CHECK(promote1(ST::Float32, ST::Complex128) == ST::Complex128);
  CHECK(promote1(ST::Int64, ST::Complex64) == ST::Complex64);
}

TEST_CASE("Dtype: promotion is commutative and yields one type per pair") {
  for (unsigned I = 0; I != unsigned(ST::Count); ++I)
    for (unsigned J = 0; J != unsigned(ST::Count); ++J) {
      INFO(scalarTypeName(ST(I)).str(), " ", scalarTypeName(ST(J)).str());
      ST AB = promote1(ST(I), ST(J));
      CHECK(AB == promote1(ST(J), ST(I)));
      // The result never falls to a lower kind than either operand.
      if (ST(I) != ST::Bool && ST(J) != ST::Bool)
        CHECK(AB != ST::Bool);
    }
}

TEST_CASE("Dtype: promotion of sets") {
  CHECK(DtypeSet::promote(category("Float32"), category("Float32")) ==
        category("Float32"));
  CHECK(DtypeSet::promote(category("Float"), category("Float32")) ==
        setOf({ST::Float32, ST::Float64}));
  CHECK(DtypeSet::promote(category("Int"), category("Float")) ==
        category("Float"));
  CHECK(DtypeSet::promote(category("Bool"), category("Real")) ==
        category("Real"));
  CHECK(DtypeSet::promote(category("UInt8"), category("Int")) ==
        setOf({ST::Int16, ST::Int32, ST::Int64}));
  CHECK(DtypeSet::promote(category("Float64"), category("Complex")) ==
        category("Complex128"));
  CHECK(DtypeSet::promote(category("Inexact"), category("Complex64"))
            .subsetOf(category("Complex")));
  CHECK(DtypeSet::promote(category("Shaped"), category("Shaped")) ==
        DtypeSet::any());
  // Nothing in, nothing out.
  CHECK(DtypeSet::promote(DtypeSet(), category("Float")).empty());
  CHECK(DtypeSet::promote(category("Float"), DtypeSet()).empty());
}
