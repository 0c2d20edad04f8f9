// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Shape is the lowest layer: the solver is above it.
#include "Solver/Solver.h"
