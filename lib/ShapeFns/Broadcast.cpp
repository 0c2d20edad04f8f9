//===- Broadcast.cpp - numpy broadcasting of several shapes ---------------===//
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
  Reason Sub = derive(R, lead(R, Op) + "shapes ");
  for (size_t I = 0; I < Shapes.size(); ++I) {
    if (I)
      Sub.Context += I + 1 == Shapes.size() ? " and " : ", ";
    Sub.Context += S.str(Shapes[I]);
  }
  std::optional<ShapeTerm> Out = S.broadcast(Shapes, Sub);
  if (!Out)
    return std::nullopt;
  clearBcast(*Out);
  return Out;
}
