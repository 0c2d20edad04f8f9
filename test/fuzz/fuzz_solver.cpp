//===- fuzz_solver.cpp - Fuzzing the solver on parsed shapes --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Input: two or three shape strings, one a line. Each that parses becomes a
// term of one instantiation (shared names share variables); the solver
// unifies the first with the second, broadcasts the first two, unifies the
// third with the first, joins them, and finishes. Findings are expected;
// crashes, hangs and sanitizer reports are not.
//
//===----------------------------------------------------------------------===//
#include "Shape/ShapeSyntax.h"
#include "Solver/Signature.h"
#include "Solver/Solver.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>

using namespace shapecheck;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  llvm::SmallVector<llvm::StringRef, 3> Lines;
  Text.split(Lines, '\n', /*MaxSplit=*/2);
  Solver S;
  Instantiation Inst(S, VarKind::Flexible, "fuzz");
  std::vector<ShapeTerm> Terms;
  for (size_t I = 0; I < Lines.size(); ++I) {
    ShapeSpec Spec;
    SyntaxError Err;
    if (!parseShape(Lines[I], Spec, Err))
      return 0;
    SourceLoc L;
    L.File = "fuzz";
    L.Line = I + 1;
    L.Col = 1;
    Terms.push_back(Inst.shape(Spec, L));
  }
  if (Terms.size() < 2)
    return 0;
  Reason R;
  R.Loc.File = "fuzz";
  R.Loc.Line = 1;
  R.Context = "fuzz";
  S.unifyShape(Terms[0], Terms[1], R);
  S.broadcast({Terms[0], Terms[1]}, R);
  if (Terms.size() > 2) {
    S.unifyShape(Terms[2], Terms[0], R);
    (void)S.join(S.resolve(Terms[2]), S.resolve(Terms[1]));
  }
  S.finish();
  for (const ShapeTerm &T : Terms)
    (void)S.resolve(T);
  return 0;
}
