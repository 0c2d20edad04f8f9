//===- RulesTestUtil.h - Helpers for the rules' unit tests ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef SHAPECHECK_TEST_RULESTESTUTIL_H
#define SHAPECHECK_TEST_RULESTESTUTIL_H

#include "Rules/RuleSet.h"
#include "Shape/ShapeSyntax.h"
#include "Solver/Signature.h"
#include <doctest/doctest.h>
#include <string>

namespace shapecheck::test {

inline SourceLoc at(unsigned Line, unsigned Col = 1) {
  SourceLoc L;
  L.File = "model.cpp";
  L.Line = Line;
  L.Col = Col;
  return L;
}

/// A fixed-shape array value: arr({2, 3}), with a dtype category.
inline RuleValue arr(std::initializer_list<int64_t> Sizes,
                     const char *Cat = "Float32") {
  ShapeTerm T;
  for (int64_t S : Sizes)
    T.Prefix.push_back(Dim::constant(S));
  return RuleValue::array(ArrayType{T, *DtypeSet::fromCategory(Cat)});
}

/// An array value from a shape string with rigid variables (the view of a
/// function body whose parameter is annotated).
inline RuleValue sym(Solver &S, Instantiation &I, const std::string &Shape,
                     const char *Cat = "Float32") {
  ShapeSpec Spec;
  SyntaxError Err;
  bool Ok = parseShape(Shape, Spec, Err);
  REQUIRE_MESSAGE(Ok, Err.Message);
  return RuleValue::array(
      ArrayType{I.shape(Spec, at(1)), *DtypeSet::fromCategory(Cat)});
}

inline RuleCall call(std::string Name, std::vector<RuleValue> Args,
                     unsigned Line = 10) {
  RuleCall C;
  C.QualifiedName = std::move(Name);
  C.Args = std::move(Args);
  for (size_t I = 0; I < C.Args.size(); ++I)
    C.ArgLocs.push_back(at(Line, unsigned(10 + 5 * I)));
  C.Loc = at(Line, 3);
  return C;
}

inline RuleCall method(std::string Name, RuleValue Object,
                       std::vector<RuleValue> Args, unsigned Line = 10) {
  RuleCall C = call(std::move(Name), std::move(Args), Line);
  C.Object = std::move(Object);
  C.ObjectLoc = at(Line, 3);
  return C;
}

/// Loads text as a rules file, failing the test on errors.
inline void loadOk(RuleSet &R, const std::string &Text,
                   const std::string &Path = "test.rules") {
  std::vector<Diagnostic> Errs;
  bool Ok = R.loadText(Text, Path, Errs);
  std::string All;
  for (const Diagnostic &E : Errs)
    All += E.str() + "\n";
  REQUIRE_MESSAGE(Ok, All);
}

/// The errors of loading text.
inline std::vector<Diagnostic> loadErrors(const std::string &Text) {
  RuleSet R;
  std::vector<Diagnostic> Errs;
  CHECK_FALSE(R.loadText(Text, "bad.rules", Errs));
  return Errs;
}

/// The shipped packs, loaded once per test.
inline RuleSet &torch() {
  static RuleSet *R = [] {
    auto *Set = new RuleSet();
    std::vector<Diagnostic> Errs;
    bool Ok = Set->loadBuiltin(Errs);
    std::string All;
    for (const Diagnostic &E : Errs)
      All += E.str() + "\n";
    REQUIRE_MESSAGE(Ok, All);
    return Set;
  }();
  return *R;
}

/// The result of a call as text ("Float32[2 4]", "?").
inline std::string eval(RuleSet &R, Solver &S, const RuleCall &C) {
  std::optional<RuleValue> V = R.evaluate(C, S);
  if (!V)
    return "<no rule>";
  return V->str(S);
}

inline bool hasRule(const Solver &S, const std::string &Rule) {
  for (const Finding &F : S.findings())
    if (checkName(F.Check) == Rule)
      return true;
  return false;
}

inline std::string messages(const Solver &S) {
  std::string Out;
  for (const Finding &F : S.findings())
    Out += checkName(F.Check).str() + ": " + F.Message + "\n";
  return Out;
}

} // namespace shapecheck::test

#endif
