// Checked with model.cpp in either order (see ../../whole-program.test):
// what main.cpp calls is defined there.
#include "model.h"

int main() {
  NeuralNet model(784, 100, 10);
  auto x = torch::randn({64, 784});
  // CHECK-DAG: main.cpp:[[@LINE+1]]:8: 'logits': Float[64 10]
  auto logits = model->forward(x);
  auto wrong = torch::randn({64, 11});
  // CHECK-DAG: main.cpp:[[@LINE+1]]:14: error: call to 'operator+': broadcast: shapes [64 10] and [64 11]
  auto sum = logits + wrong;

  // CHECK-DAG: main.cpp:[[@LINE+1]]:8: 'p': Float[5 8]
  auto p = project(torch::randn({8, 3}), torch::randn({3, 5}));
  auto q = p.t() + torch::randn({8, 5});

  // CHECK-DAG: main.cpp:[[@LINE+1]]:8: 'm': Float[2 3]
  auto m = scaled(torch::randn({2, 3}));
  // CHECK-DAG: main.cpp:[[@LINE+1]]:12: error: call to 'operator+': broadcast: shapes [2 3] and [3 2]
  auto r = m + torch::randn({3, 2});

  // The widths are known here; the constructor that uses them is in
  // model.cpp, which builds this instance for main.cpp.
  const std::vector<int> widths = {64, 32};
  Stack stack(widths, 16);
  // CHECK-DAG: main.cpp:[[@LINE+1]]:8: 's': Float[8 10]
  auto s = stack->forward(torch::randn({8, 16}));
  // CHECK-DAG: main.cpp:[[@LINE+1]]:34: error: argument 'x' of call to 'StackImpl::forward', axis 1: size 17 does not match 16
  auto wrong_in = stack->forward(torch::randn({8, 17}));
  // The same class built with widths whose last is not the head's 32: a
  // finding in model.cpp for this instance, with a note here.
  // CHECK-DAG: main.cpp:[[@LINE+1]]:9: note: for the instance of 'StackImpl' constructed here
  Stack odd(std::vector<int>{64, 30}, 16);
  auto o = odd->forward(torch::randn({8, 16}));
  return 0;
}
