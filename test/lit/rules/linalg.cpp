// Linear algebra: matmul with numpy's 1-d, 2-d and batched rules, mm, bmm,
// mv, dot, outer, addmm, the functional linear and einsum with a literal
// equation.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

namespace F = torch::nn::functional;

// DUMP-LABEL: 'silent'
void silent(SHAPECHECK(Float, "b n k") torch::Tensor a,
            SHAPECHECK(Float, "k m") torch::Tensor w,
            SHAPECHECK(Float, "k") torch::Tensor v,
            SHAPECHECK(Float, "m") torch::Tensor bias) {
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'c': Float[b n m]
  auto c = torch::matmul(a, w);
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'cv': Float[b n]
  auto cv = a.matmul(v);
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'wt': Float[m k]
  auto wt = w.t();
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'g': Float[m m]
  auto g = torch::mm(wt, w);
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'bb': Float[b n n]
  auto bb = torch::bmm(a, a.transpose(1, 2));
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'mv': Float[m]
  auto mv = torch::mv(wt, v);
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'd': Float[]
  auto d = torch::dot(v, v);
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'o': Float[k m]
  auto o = torch::outer(v, bias);
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'am': Float[m m]
  auto am = torch::addmm(bias, wt, w);
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'lin': Float[b n m]
  auto lin = F::linear(a, wt, bias);
  // DUMP-NEXT: linalg.cpp:[[@LINE+1]]:8: 'e': Float[b n m]
  auto e = torch::einsum("bnk,km->bnm", {a, w});
}

void fires(SHAPECHECK(Float, "b n k") torch::Tensor a,
           SHAPECHECK(Float, "m k") torch::Tensor w,
           SHAPECHECK(Float, "k") torch::Tensor v) {
  // CHECK: linalg.cpp:[[@LINE+1]]:12: error: call to 'torch::matmul': axis -1 of the 1st operand [b n k] has size k, but axis -2 of the 2nd operand [m k] has size m [shape-mismatch]
  auto c = torch::matmul(a, w);
  // CHECK: linalg.cpp:[[@LINE+1]]:12: error: call to 'torch::mm': axis -1 of the 1st operand [m k] has size k, but axis -2 of the 2nd operand [m k] has size m
  auto g = torch::mm(w, w);
  // CHECK: linalg.cpp:[[@LINE+1]]:12: error: call to 'torch::mv': axis -1 of the matrix [k m] has size m, but axis -1 of the vector [k] has size k
  auto m = torch::mv(w.t(), v);
  // CHECK: linalg.cpp:[[@LINE+1]]:12: error: call to 'F::linear': axis -1 (in_features) of the weight [k m] has size m, but axis -1 of the input [b n k] has size k
  auto l = F::linear(a, w.t());
  // CHECK: linalg.cpp:[[@LINE+1]]:12: error: call to 'torch::einsum': subscript 'k' (axis 2) of operand 0 ('bnk', [b n k]) has size k, but subscript 'k' (axis 0) of operand 1 ('km', [m k]) has size m
  auto e = torch::einsum("bnk,km->bnm", {a, w});
  // A malformed equation is an invalid argument, not a shape mismatch.
  // CHECK: linalg.cpp:[[@LINE+1]]:13: error: call to 'torch::einsum': equation "bnk,mk->bnj": output subscript 'j' does not appear in the equation for any input operand [invalid-argument]
  auto e2 = torch::einsum("bnk,mk->bnj", {a, w});
}
