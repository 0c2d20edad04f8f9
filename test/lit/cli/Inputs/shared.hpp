// A header with findings, included by use1.cpp and use2.cpp.
#include <shapecheck/shapecheck.hpp>
struct Tensor {};
inline Tensor quiet(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK
inline Tensor loud(SHAPECHECK(Float, "n (") Tensor x) { return x; }
