#include <shapecheck/shapecheck.hpp>
struct Tensor {};
// Three new lines
// above the old
// findings.
SHAPECHECK_RETURN(Float, "n")
Tensor swap(SHAPECHECK(Float, "m") Tensor x) { return x; }

SHAPECHECK_RETURN(Float, "n m")
Tensor drop(SHAPECHECK(Float, "n m") Tensor x) { return x; }

// New code:
SHAPECHECK_RETURN(Float, "a")
Tensor swap2(SHAPECHECK(Float, "b") Tensor x) { return x; }
