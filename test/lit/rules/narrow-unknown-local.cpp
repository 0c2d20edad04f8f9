// Past a check that sends every other value to a throw (`if (k !=
// x.size(1)) throw ...;`, `TORCH_CHECK(k == n)`), a local set from a value
// nobody knows (`k = std::stoll(arg)`) is the size it was compared with, on
// that path only, as a type checker narrows after an isinstance test.
// Without the check the requirement that uses it stays undecided (the
// unresolved-constraint page's example, and its fix).
//
// RUN: %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:   -I %shapecheck-include | FileCheck %s --check-prefix=DUMP

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <stdexcept>
#include <string>

SHAPECHECK_RETURN(Float, "b 2*n")
torch::Tensor unchecked(SHAPECHECK(Float, "b n") torch::Tensor x,
                        const std::string &arg) {
  int64_t k = std::stoll(arg);
  // CHECK: narrow-unknown-local.cpp:[[@LINE+1]]:10: warning: returned value: cannot decide whether n+k equals 2*n [unresolved-constraint]
  return torch::cat({x, x.narrow(1, 0, k)}, 1);
}

SHAPECHECK_RETURN(Float, "b 2*n")
torch::Tensor checked(SHAPECHECK(Float, "b n") torch::Tensor x,
                      const std::string &arg) {
  int64_t k = std::stoll(arg);
  if (k != x.size(1))
    throw std::invalid_argument("k must be the number of columns");
  // DUMP: narrow-unknown-local.cpp:[[@LINE+1]]:8: 'y': Float[b n]
  auto y = x.narrow(1, 0, k);
  return torch::cat({x, y}, 1);
}

// The other way round, and against a constant.
SHAPECHECK_RETURN(Float, "b 3")
torch::Tensor three(SHAPECHECK(Float, "b n") torch::Tensor x,
                    const std::string &arg) {
  int64_t k = std::stoll(arg);
  if (!(3 == k))
    throw std::invalid_argument("k must be 3");
  // DUMP: narrow-unknown-local.cpp:[[@LINE+1]]:8: 'z': Float[b 3]
  auto z = torch::zeros({x.size(0), k});
  return z;
}

// A check whose failure does not leave: both paths go on, and k is no
// longer known to be n.
torch::Tensor joined(SHAPECHECK(Float, "b n") torch::Tensor x,
                     const std::string &arg) {
  int64_t k = std::stoll(arg);
  if (k != x.size(1))
    k = std::stoll(arg + "0");
  // DUMP: narrow-unknown-local.cpp:[[@LINE+1]]:8: 'w': Float[b ?]
  auto w = x.narrow(1, 0, k);
  return w;
}
