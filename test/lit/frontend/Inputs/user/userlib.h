// A user header (-I): its annotations and bodies are checked.
#include <syslib.h>
inline shapecheck::Float<Tensor, "n"> userBad(shapecheck::Float<Tensor, "m">
                                                  x) {
  return x;
}
