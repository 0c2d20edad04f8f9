#include <shapecheck/shapecheck.hpp>
struct Tensor {};
SHAPECHECK_RETURN(Float, "n")
Tensor swap(SHAPECHECK(Float, "m") Tensor x) { return x; }

SHAPECHECK_RETURN(Float, "n m")
Tensor drop(SHAPECHECK(Float, "n m k") Tensor x) { return x; }
