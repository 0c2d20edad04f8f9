// Shape is the lowest layer: the solver is above it.
#include "Solver/Solver.h"
