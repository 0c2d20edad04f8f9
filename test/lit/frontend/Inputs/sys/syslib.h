// A "system" library: included with -isystem. Its annotations and bodies are
// never read.
#include <shapecheck/shapecheck.hpp>
struct Tensor {};
inline shapecheck::Float<Tensor, "2 2"> sysMake() { return Tensor(); }
inline void sysTakes(shapecheck::Float<Tensor, "9"> x) {}
inline shapecheck::Float<Tensor, "n"> sysBad(shapecheck::Float<Tensor, "m">
                                                 x) {
  return x; // would be a finding in user code
}
void sysSyntax(shapecheck::Float<Tensor, "n,"> x);
