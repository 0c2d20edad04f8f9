// A file that does not compile.
#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor f(SHAPECHECK(Float, "n") Tensor x) { return x }
int g( {
