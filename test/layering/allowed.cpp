// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// What Rules may include: its own headers, the layers below, LLVM Support.
#include "Rules/RuleSet.h"
#include "Shape/DimExpr.h"
#include "ShapeFns/ShapeFns.h"
#include "Solver/Solver.h"
#include "llvm/ADT/StringRef.h"
