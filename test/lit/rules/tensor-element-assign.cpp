// `buf[0] = t` assigns to a temporary: LibTorch's `operator=` qualified `&&`
// copies t into the selected elements (copy_), so t must broadcast into
// them. A bidirectional RNN that gathers its two directions into a buffer
// (Dive-into-DL's BLSTM) fails at run time when the buffer's axes are in
// another order; on a variable, `b = t` gives b a new value, as before.
//
// RUN: %shapecheck %s -- -std=c++17 %fake-torch -DBUF_TAIL='seq, hidden' \
// RUN:     | FileCheck %s --check-prefix=OK --allow-empty --implicit-check-not='{{warning|error}}:'
// OK-NOT: {{.}}
//
// RUN: not %shapecheck %s -- -std=c++17 %fake-torch -DBUF_TAIL='hidden, seq' \
// RUN:     | FileCheck %s --check-prefix=BAD
// BAD: tensor-element-assign.cpp:[[@LINE+9]]:3: error: call to 'operator=': inplace: shapes [4 5 3] and [4 3 5]: sizes 5 and 3 do not broadcast [broadcast]
// BAD: tensor-element-assign.cpp:[[@LINE+9]]:3: error: call to 'operator=': inplace: shapes [4 5 3] and [4 3 5]: sizes 5 and 3 do not broadcast [broadcast]
#include <fake_torch.h>

int main() {
  const int64_t batch = 4, seq = 3, hidden = 5;
  auto forward_out = torch::randn({batch, seq, hidden});
  auto backward_out = torch::randn({batch, seq, hidden});
  auto buf = torch::empty({2, batch, BUF_TAIL});
  buf[0] = forward_out;
  buf[1] = backward_out;
  buf[1] = 0.5; // a fill: any shape
  auto last = buf[1];
  last = torch::randn({7}); // a new value for the variable
  return 0;
}
