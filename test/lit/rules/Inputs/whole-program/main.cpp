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

  // CHECK-DAG: main.cpp:[[@LINE+1]]:8: 'm': Shaped[2 3]
  auto m = scaled(torch::randn({2, 3}));
  // CHECK-DAG: main.cpp:[[@LINE+1]]:12: error: call to 'operator+': broadcast: shapes [2 3] and [3 2]
  auto r = m + torch::randn({3, 2});
  return 0;
}
