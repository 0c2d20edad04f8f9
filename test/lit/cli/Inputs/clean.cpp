// A file without findings.
#include <shapecheck/shapecheck.hpp>
struct Tensor {};

SHAPECHECK_RETURN(Float, "n m")
Tensor same(SHAPECHECK(Float, "n m") Tensor x) { return x; }
