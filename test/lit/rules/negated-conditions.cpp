// Negated conditions nested in a loop's test and an if's: each `!x` is
// decided by x alone. Before, `!x` whose x was not known was evaluated
// whole, and evaluating it asked for x's condition again, so the work grew
// exponentially with the nesting: the six levels of drain() below took
// more than two minutes (a do-loop in an OpenCV constructor of
// Dive-into-DL's DQN took more than 18). Written to finish at once; a
// regression runs here for hours rather than failing quickly.
//
// RUN: %shapecheck %s -- -std=c++17 %fake-torch \
// RUN:     | FileCheck %s --allow-empty --implicit-check-not='{{warning|error}}:'
// CHECK-NOT: {{.}}
#include <fake_torch.h>

struct Queue {
  bool empty() const;
  bool full() const;
  int size() const;
};

void drain(Queue &q, torch::Tensor x) {
  int n = 0;
  do {
    if (!q.empty() && !(!q.full() && !(!q.empty() && !(!q.full() &&
                                                      !(!q.empty())))))
      ++n;
  } while (!q.empty() && !q.full() && n++ < q.size());
}

int main() {
  Queue q;
  drain(q, torch::randn({2, 3}));
}
