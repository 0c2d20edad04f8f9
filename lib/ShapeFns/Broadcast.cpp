//===- Broadcast.cpp - numpy broadcasting of several shapes ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A thin wrapper of Solver::broadcast whose findings name the operation.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Broadcast.h"
#include "ShapeFns/Support.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;

std::optional<ShapeTerm> shapefns::broadcast(Solver &S,
                                             llvm::ArrayRef<ShapeTerm> Shapes,
                                             const Reason &R,
                                             llvm::StringRef Op) {
  // The solver appends ": sizes ... do not broadcast" to the context; name
  // the shapes involved before it.
  std::vector<std::string> Operands;
  for (const ShapeTerm &T : Shapes)
    Operands.push_back(S.str(T));
  Reason Sub =
      derive(R, ReasonDesc::part(R.Context, Op, ReasonDesc::Kind::Operands,
                                 std::move(Operands)));
  std::optional<ShapeTerm> Out = S.broadcast(Shapes, Sub);
  if (!Out)
    return std::nullopt;
  clearBcast(*Out);
  return Out;
}
