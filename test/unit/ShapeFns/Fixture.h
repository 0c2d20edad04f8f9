//===- Fixture.h - Helpers for the shape function tests ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A solver with a reason, shorthands for dimensions and shapes, and access
// to the findings the last call reported.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TEST_SHAPEFNS_FIXTURE_H
#define SHAPECHECK_TEST_SHAPEFNS_FIXTURE_H

#include "ShapeFns/Support.h"
#include <doctest/doctest.h>
#include <initializer_list>
#include <optional>
#include <string>

namespace shapecheck {
namespace test {

struct Fx {
  Solver S;
  Reason R;

  Fx() {
    R.Loc = SourceLoc{"t.cpp", 3, 5, 3, 9};
    R.Context = ReasonDesc::call("f");
  }

  static Dim c(int64_t V) { return Dim::constant(V); }
  static Dim dyn() { return Dim::dynamic(); }
  static Dim expr(DimExpr E) { return Dim::expr(std::move(E)); }
  Dim rigid(const char *Name) {
    return Dim::var(S.freshDimVar(
        Name, VarKind::Rigid,
        Origin{SourceLoc{"t.cpp", 1, 1, 1, 2}, ReasonDesc::signature("f")}));
  }
  Dim flex(const char *Name) {
    return Dim::var(S.freshDimVar(Name, VarKind::Flexible, Origin{}));
  }
  static ShapeTerm shape(std::initializer_list<Dim> Dims) {
    return ShapeTerm::fixed(llvm::ArrayRef<Dim>(Dims.begin(), Dims.size()));
  }
  /// [Prefix *v Suffix] with a shape variable of the given kind.
  ShapeTerm open(std::initializer_list<Dim> Prefix,
                 std::initializer_list<Dim> Suffix,
                 VarKind Kind = VarKind::Dynamic, const char *Name = "") {
    ShapeTerm T;
    T.Prefix.assign(Prefix.begin(), Prefix.end());
    T.Var = S.freshShapeVar(Name, Kind, Origin{});
    T.Suffix.assign(Suffix.begin(), Suffix.end());
    return T;
  }

  std::string str(const std::optional<ShapeTerm> &T) {
    return T ? S.str(*T) : "<error>";
  }
  std::string str(const std::optional<Dim> &D) {
    return D ? S.str(*D) : "<error>";
  }
  size_t count() const { return S.findings().size(); }
  std::string rule() const {
    return S.findings().empty() ? ""
                                : checkName(S.findings().back().Check).str();
  }
  std::string msg() const {
    return S.findings().empty() ? "" : S.findings().back().Message;
  }
  /// Whether the last message contains every piece.
  bool says(std::initializer_list<const char *> Pieces) const {
    for (const char *P : Pieces)
      if (msg().find(P) == std::string::npos)
        return false;
    return true;
  }
};

} // namespace test
} // namespace shapecheck

/// Checks that the last call reported exactly one new finding with Rule.
#define CHECK_REPORTED(F, Rule)                                                \
  do {                                                                         \
    INFO("message: ", (F).msg());                                              \
    CHECK((F).count() == 1);                                                   \
    CHECK((F).rule() == (Rule));                                               \
  } while (0)

#define CHECK_CLEAN(F)                                                         \
  do {                                                                         \
    INFO("message: ", (F).msg());                                              \
    CHECK((F).count() == 0);                                                   \
  } while (0)

#endif
