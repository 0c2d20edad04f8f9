// Includes shared.hpp too.
#include "shared.hpp"
Tensor g(SHAPECHECK(Float, "*a *b") Tensor x);
