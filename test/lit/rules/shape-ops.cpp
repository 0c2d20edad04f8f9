// Shape operations: view/reshape with -1 and tracked integers
// (`int64_t n = x.size(0)`), flatten, squeeze/unsqueeze (also in place),
// permute, transpose, expand, repeat, chunk/split (lists: `.chunk(2)[0]`),
// cat/stack of braced lists and std::vector, narrow, slice, select, index
// with Slice/None/Ellipsis/integers, operator[], sizes()/dim()/numel().
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

using torch::indexing::Ellipsis;
using torch::indexing::None;
using torch::indexing::Slice;

// DUMP-LABEL: 'silent'
void silent(SHAPECHECK(Float, "b 3 8 8") torch::Tensor x) {
  int64_t n = x.size(0);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'v': Float[b 192]
  auto v = x.view({n, -1});
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'r': Float[b 3 64]
  auto r = x.reshape({x.size(0), x.size(1), -1});
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'f': Float[b 192]
  auto f = x.flatten(1);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'u': Float[b 1 3 8 8]
  auto u = x.unsqueeze(1);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'p': Float[b 8 8 3]
  auto p = x.permute({0, 2, 3, 1});
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 't': Float[b 8 3 8]
  auto t = x.transpose(1, 2);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'e': Float[b 3 8 8]
  auto e = torch::zeros({1, 3, 1, 8}).expand_as(x);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'rp': Float[b 6 8 8]
  auto rp = x.repeat({1, 2, 1, 1});
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'half': Float[b 3 4 8]
  auto half = x.chunk(2, 2)[0];
  auto parts = x.split(4, -1);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'last': Float[b 3 8 4]
  auto last = parts[1];
  std::vector<torch::Tensor> both = {half, half};
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'c': Float[b 3 8 8]
  auto c = torch::cat(both, 2);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 's': Float[2 b 3 8 8]
  auto s = torch::stack({x, x});
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'nr': Float[b 3 2 8]
  auto nr = x.narrow(2, 0, 2);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'sel': Float[b 8 8]
  auto sel = x.select(1, 0);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'ix': Float[b 1 3 2 8]
  auto ix = x.index({Slice(), None, Slice(), Slice(0, 4, 2)});
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'el': Float[b 3 8]
  auto el = x.index({Ellipsis, 0});
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'first': Float[3 8 8]
  auto first = x[0];
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'sq': Float[b 8 8]
  auto sq = x.narrow(1, 0, 1).squeeze(1);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'w': Float[b 3 64]
  auto w = x.flatten(2);
  w.unsqueeze_(1);
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'w2': Float[b 1 3 64]
  auto w2 = w + 0;
  auto sizes = x.sizes();
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'z': Float[b 3]
  auto z = torch::zeros({sizes[0], sizes[1]});
  // DUMP-NEXT: shape-ops.cpp:[[@LINE+1]]:8: 'rank': Float[4 192]
  auto rank = torch::zeros({x.dim(), x[0].numel()});
}

void fires(SHAPECHECK(Float, "b 3 8 8") torch::Tensor x) {
  int64_t n = x.size(1);
  // CHECK: shape-ops.cpp:[[@LINE+1]]:12: error: call to 'x.view': reshape: cannot infer -1 in (3, 5, -1): [b 3 8 8] has 192 elements per 'b', which is not divisible by 15 [reshape]
  auto v = x.view({n, 5, -1});
  // CHECK: shape-ops.cpp:[[@LINE+1]]:12: error: call to 'x.permute': the permutation (0, 1, 2) has 3 entries, but [b 3 8 8] has 4 axes [rank-mismatch]
  auto p = x.permute({0, 1, 2});
  // CHECK: shape-ops.cpp:[[@LINE+1]]:12: error: call to 'x.transpose': dim1 4 is out of range for 4 axes [b 3 8 8]
  auto t = x.transpose(1, 4);
  auto parts = x.chunk(2, 1);
  // CHECK: shape-ops.cpp:[[@LINE+1]]:12: error: call to 'torch::cat': axis 1 of the 1st tensor [b 2 8 8] has size 2, but axis 1 of the 2nd tensor [b 3 8 8] has size 3
  auto c = torch::cat({parts[0], x}, 2);
  // CHECK: shape-ops.cpp:[[@LINE+1]]:13: error: call to 'x.narrow': start 6 + length 4 exceeds dim 2 of size 8
  auto nr = x.narrow(2, 6, 4);
  // CHECK: shape-ops.cpp:[[@LINE+1]]:13: error: call to 'x.index': too many indices (5) for an array with 4 axes
  auto ix = x.index({0, 0, 0, 0, 0});
  // CHECK: shape-ops.cpp:[[@LINE+1]]:13: error: call to 'x.select': index 3 is out of range for dim 1 of size 3
  auto sl = x.select(1, 3);
}
