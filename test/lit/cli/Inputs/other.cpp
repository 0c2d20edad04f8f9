// A second file with findings, for runs over several files.
#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor first(SHAPECHECK(Float, "a (") Tensor x) { return x; }
Tensor second(SHAPECHECK(Float, "*a *b") Tensor x) { return x; }
