//===- SolverTestUtil.h - Helpers for solver unit tests ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef SHAPECHECK_TEST_SOLVERTESTUTIL_H
#define SHAPECHECK_TEST_SOLVERTESTUTIL_H

#include "Shape/ShapeSyntax.h"
#include "Solver/Signature.h"
#include "Solver/Solver.h"
#include <doctest/doctest.h>

namespace shapecheck::test {

inline SourceLoc loc(unsigned Line, unsigned Col = 1) {
  SourceLoc L;
  L.File = "t.cpp";
  L.Line = Line;
  L.Col = Col;
  return L;
}

/// A reason at Line: a call to Callee.
inline Reason why(const std::string &Callee, unsigned Line = 1) {
  Reason R;
  R.Loc = loc(Line);
  R.Context = ReasonDesc::call(Callee);
  return R;
}

inline ShapeSpec spec(const std::string &Text) {
  ShapeSpec Spec;
  SyntaxError Err;
  bool Ok = parseShape(Text, Spec, Err);
  REQUIRE_MESSAGE(Ok, Err.Message);
  return Spec;
}

/// Instantiates a shape string with the given instantiation.
inline ShapeTerm term(Instantiation &I, const std::string &Text,
                      unsigned Line = 1) {
  return I.shape(spec(Text), loc(Line));
}

inline Annotation ann(const std::string &Cat, const std::string &Text) {
  Annotation A;
  SyntaxError Err;
  bool Ok = parseAnnotation(Cat, Text, A, Err);
  REQUIRE_MESSAGE(Ok, Err.Message);
  return A;
}

inline ShapeTerm fixed(std::initializer_list<int64_t> Sizes) {
  ShapeTerm T;
  for (int64_t S : Sizes)
    T.Prefix.push_back(Dim::constant(S));
  return T;
}

inline bool hasRule(const Solver &S, const std::string &Rule) {
  for (const Finding &F : S.findings())
    if (checkName(F.Check) == Rule)
      return true;
  return false;
}

} // namespace shapecheck::test

#endif
