// The tensor operations of rules/torch.rules on the real LibTorch headers,
// one function per op family: factories, pointwise operations with
// broadcasting, linear algebra, reductions and shape operations. Each
// family has passing cases, whose inferred shapes are checked (DUMP lines),
// and failing cases, each caught at its line with its check id (CHECK
// lines); nothing else is reported.
//
// RUN: not %shapecheck --dump-shapes %s -- %torch-flags > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' \
// RUN:   --implicit-check-not='[unknown-call]' < %t.out

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

#include <tuple>

namespace F = torch::nn::functional;
using torch::indexing::Ellipsis;
using torch::indexing::None;
using torch::indexing::Slice;

//===--- Factories --------------------------------------------------------===//

// DUMP: tensor-ops.cpp:[[@LINE+1]]:6: 'factories': (x: Float[b 3]) -> void
void factories(SHAPECHECK(Float, "b 3") torch::Tensor x) {
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'z': Float[2 3]
  auto z = torch::zeros({2, 3});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'o': Int64[4]
  auto o = torch::ones({4}, torch::kInt64);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'e': Float[2 3 4]
  auto e = torch::empty({2, 3, 4});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'f': Float[2 2]
  auto f = torch::full({2, 2}, 7.0);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'r': Float[5 1]
  auto r = torch::rand({5, 1});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'rn': Float[b 8]
  auto rn = torch::randn({x.size(0), 8});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ri': Int64[5]
  auto ri = torch::randint(10, {5});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ri2': Int64[2 5]
  auto ri2 = torch::randint(0, 10, {2, 5});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'a': Int64[10]
  auto a = torch::arange(10);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'a2': Int64[3]
  auto a2 = torch::arange(2, 10, 3);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'a3': Float32[8]
  auto a3 = torch::arange(0, 8, torch::kFloat32);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'a4': Float64[3]
  auto a4 =
      torch::arange(2, 10, 3, torch::TensorOptions().dtype(torch::kFloat64));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'l': Float[7]
  auto l = torch::linspace(0, 1, 7);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'i': Float[3 3]
  auto i = torch::eye(3);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'i2': Float[3 4]
  auto i2 = torch::eye(3, 4);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'zl': Float[b 3]
  auto zl = torch::zeros_like(x);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ol': Int64[b 3]
  auto ol = torch::ones_like(x, torch::kInt64);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'fl': Float[b 3]
  auto fl = torch::full_like(x, 1.5);
  float buf[12] = {};
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'fb': Float[3 4]
  auto fb = torch::from_blob(buf, {3, 4});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 't': Int64[3]
  auto t = torch::tensor({1, 2, 3});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'tf': Float32[2]
  auto tf = torch::tensor({0.5, 1.5});
}

SHAPECHECK_RETURN(Float, "n 3")
torch::Tensor rows3(SHAPECHECK(Float, "n 3") torch::Tensor x);

void factories_fail() {
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:9: error: argument 'x' of call to 'rows3', axis 1: size 2 does not match 3 required by parameter 'x' of 'rows3' [shape-mismatch]
  rows3(torch::zeros({3, 2}));
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:16: error: call to 'torch::arange': the range is empty in the wrong direction (length -3) [invalid-size]
  auto empty = torch::arange(5, 2);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::eye(3, 4).mm': axis -1 of the 1st operand [3 4] has size 4, but axis -2 of the 2nd operand [3 3] has size 3 [shape-mismatch]
  auto sq = torch::eye(3, 4).mm(torch::eye(3));
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:9: error: argument 'x' of call to 'rows3', axis 1: size 2 does not match 3 required by parameter 'x' of 'rows3' [shape-mismatch]
  rows3(torch::linspace(0, 1, 6).view({3, 2}));
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:14: error: call to 'operator+': broadcast: shapes [3] and [4]: sizes 3 and 4 do not broadcast [broadcast]
  auto sum = torch::tensor({1, 2, 3}) + torch::arange(4);
}

//===--- Pointwise operations and broadcasting ----------------------------===//

// DUMP: tensor-ops.cpp:[[@LINE+1]]:6: 'pointwise': (x: Float[b 3], w: Float[3], col: Float[b 1]) -> void
void pointwise(SHAPECHECK(Float, "b 3") torch::Tensor x,
               SHAPECHECK(Float, "3") torch::Tensor w,
               SHAPECHECK(Float, "b 1") torch::Tensor col) {
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 's': Float[b 3]
  auto s = x + w;
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'p': Float[b 3]
  auto p = x * col;
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'outer': Float[b 3]
  auto outer = col - w;
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'q': Float[b 3]
  auto q = x / 2.0;
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'big': Float[4 5 3]
  auto big = torch::zeros({4, 1, 3}) + torch::ones({5, 1});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'gt': Bool[b 3]
  auto gt = x > w;
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'eq': Bool[b 3]
  auto eq = x == col;
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'wh': Float[b 3]
  auto wh = torch::where(gt, x, torch::zeros({1}));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'cl': Float[b 3]
  auto cl = torch::clamp(x, -1.0, 1.0);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'pw': Float[b 3]
  auto pw = torch::pow(x, 2);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'act': Float[b 3]
  auto act = torch::relu(x) + torch::gelu(x) + torch::sigmoid(x) + x.tanh();
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'un': Float[b 3]
  auto un = torch::exp(x) * torch::log(x) - torch::sqrt(torch::abs(w));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'neg': Float[b 1]
  auto neg = -col;
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ad': Float[b 3]
  auto ad = x.add(w, /*alpha=*/2).mul(col);
  x += w;
  x.mul_(col);
  x.clamp_(0.0, 6.0);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'i64': Int64[b 3]
  auto i64 = x.to(torch::kLong);
}

void pointwise_fail(SHAPECHECK(Float, "b 3") torch::Tensor x,
                    SHAPECHECK(Float, "3") torch::Tensor w) {
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:12: error: call to 'operator+': broadcast: shapes [b 3] and [4]: sizes 3 and 4 do not broadcast [broadcast]
  auto s = x + torch::ones({4});
  // One finding for the operation, at its first axis that does not broadcast.
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:12: error: call to 'operator<': broadcast: shapes [2 3] and [3 2]: sizes 2 and 3 do not broadcast [broadcast]
  auto c = torch::zeros({2, 3}) < torch::zeros({3, 2});
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::where': shapes [b 3], [b 3] and [2]: sizes 3 and 2 do not broadcast [broadcast]
  auto wh = torch::where(x > 0, x, torch::zeros({2}));
  // In-place: x * w fits, but the result cannot be stored into w.
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:3: error: call to 'operator+=': inplace: the result [b 3] does not fit the target [3] [broadcast]
  w += x;
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:12: error: call to 'torch::maximum': broadcast: shapes [b 3] and [3 3]: sizes b and 3 do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  auto m = torch::maximum(x, torch::zeros({3, 3}));
}

//===--- Linear algebra ---------------------------------------------------===//

// DUMP: tensor-ops.cpp:[[@LINE+1]]:6: 'linalg': (a: Float[b n k], w: Float[k m], v: Float[k], bw: Float[b k m], bias: Float[m]) -> void
void linalg(SHAPECHECK(Float, "b n k") torch::Tensor a,
            SHAPECHECK(Float, "k m") torch::Tensor w,
            SHAPECHECK(Float, "k") torch::Tensor v,
            SHAPECHECK(Float, "b k m") torch::Tensor bw,
            SHAPECHECK(Float, "m") torch::Tensor bias) {
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'y': Float[b n m]
  auto y = torch::matmul(a, w);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'yv': Float[b n]
  auto yv = torch::matmul(a, v);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'vv': Float[]
  auto vv = torch::matmul(v, v);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'vw': Float[m]
  auto vw = v.matmul(w);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'bb': Float[b n m]
  auto bb = torch::bmm(a, bw);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'a0': Float[n k]
  auto a0 = a[0];
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'mm': Float[n m]
  auto mm = torch::mm(a0, w);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'mv': Float[n]
  auto mv = a0.mv(v);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'd': Float[]
  auto d = torch::dot(v, v);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'am': Float[n m]
  auto am = torch::addmm(bias, a0, w);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'bm': Float[b n m]
  auto bm = torch::baddbmm(y, a, bw, /*beta=*/0.5);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ou': Float[k m]
  auto ou = torch::outer(v, bias);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'lin': Float[b n m]
  auto lin = F::linear(a, w.t(), bias);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'es': Float[b n m]
  auto es = torch::einsum("bnk,km->bnm", {a, w});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'tr': Float[b]
  auto tr = torch::einsum("bii->b", {torch::matmul(a, a.transpose(1, 2))});
}

void linalg_fail(SHAPECHECK(Float, "n k") torch::Tensor a,
                 SHAPECHECK(Float, "k m") torch::Tensor w,
                 SHAPECHECK(Float, "k") torch::Tensor v) {
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::mm': axis -1 of the 1st operand [n k] has size k, but axis -2 of the 2nd operand [n k] has size n [shape-mismatch]
  auto mm = torch::mm(a, a);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::matmul': axis -1 of the 1st operand [k m] has size m, but axis -1 of the 2nd operand [k] has size k [shape-mismatch]
  auto mt = torch::matmul(w, v);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:14: error: call to 'torch::bmm': axis 0 (batch) of the 1st operand [2 3 4] has size 2, but axis 0 (batch) of the 2nd operand [3 4 5] has size 3 [shape-mismatch]
  auto bmm = torch::bmm(torch::randn({2, 3, 4}), torch::randn({3, 4, 5}));
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:12: error: call to 'torch::dot': axis -1 of the 1st operand [k] has size k, but axis -1 of the 2nd operand [5] has size 5 [shape-mismatch]
  auto d = torch::dot(v, torch::ones({5}));
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:14: error: call to 'F::linear': axis -1 (in_features) of the weight [k m] has size m, but axis -1 of the input [n k] has size k [shape-mismatch]
  auto lin = F::linear(a, w);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::einsum': subscript 'j' (axis 1) of operand 0 ('ij', [n k]) has size k, but subscript 'j' (axis 0) of operand 1 ('jk', [4 5]) has size 4 [shape-mismatch]
  auto es = torch::einsum("ij,jk->ik", {a, torch::randn({4, 5})});
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::addmm': inplace: shapes [n m] and [7]: sizes m and 7 do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  auto am = torch::addmm(torch::zeros({7}), a, w);
}

//===--- Reductions -------------------------------------------------------===//

// DUMP: tensor-ops.cpp:[[@LINE+1]]:6: 'reductions': (x: Float[b t d]) -> void
void reductions(SHAPECHECK(Float, "b t d") torch::Tensor x) {
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'all': Float[]
  auto all = x.sum();
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 's1': Float[b d]
  auto s1 = x.sum(1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'sk': Float[1 t 1]
  auto sk = torch::sum(x, {-1, 0}, /*keepdim=*/true);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'mean': Float[b t]
  auto mean = x.mean(-1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'mk': Float[b 1 d]
  auto mk = x.mean({1}, /*keepdim=*/true);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'pr': Float[b t]
  auto pr = x.prod(2);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'mx': Float[b d]
  auto mx = std::get<0>(x.max(1));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'mxi': Int64[b d]
  auto mxi = std::get<1>(x.max(1));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'mn': Float[b t 1]
  auto mn = std::get<0>(torch::min(x, 2, /*keepdim=*/true));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'am': Int64[b t]
  auto am = x.argmax(-1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ami': Int64[t d]
  auto ami = torch::argmin(x, 0);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'nrm': Float[b d]
  auto nrm = x.norm(2, {1});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'sd': Float[b 1 1]
  auto sd = x.std({1, 2}, /*unbiased=*/true, /*keepdim=*/true);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'var': Float[t d]
  auto var = torch::var(x, {0}, /*unbiased=*/false);
  // x.std(1) calls LibTorch's C++-only std(int dim) (TensorBody.h, see
  // gh-40287), not std(bool unbiased): a reduction over axis 1.
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'sd1': Float[b d]
  auto sd1 = x.std(1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'lse': Float[b d]
  auto lse = torch::logsumexp(x, 1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'al': Bool[]
  auto al = (x > 0).all();
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'an': Bool[b d]
  auto an = (x > 0).any(1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'sm': Float[b t d]
  auto sm = torch::softmax(x, -1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'lsm': Float[b t d]
  auto lsm = x.log_softmax(1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'centered': Float[b t d]
  auto centered = x - x.mean(1, /*keepdim=*/true);
}

void reductions_fail(SHAPECHECK(Float, "b t d") torch::Tensor x) {
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:12: error: call to 'x.sum': reduce: dim 3 is out of range for 3 axes [b t d]; valid: -3 to 2 [axis-range]
  auto s = x.sum(3);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:12: error: call to 'torch::mean': reduce: dim -4 is out of range for 3 axes [b t d]; valid: -3 to 2 [axis-range]
  auto m = torch::mean(x, std::vector<int64_t>{0, -4});
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::softmax': same_dim: dim 3 is out of range for 3 axes [b t d]; valid: -3 to 2 [axis-range]
  auto sm = torch::softmax(x, 3);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'x.argmax': reduce: dim 5 is out of range for 3 axes [b t d]; valid: -3 to 2 [axis-range]
  auto am = x.argmax(5);
  // keepdim forgotten: [b t d] - [b d].
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:19: error: call to 'operator-': broadcast: shapes [b t d] and [b d]: sizes t and b do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  auto centered = x - x.mean(1);
}

//===--- Shape operations -------------------------------------------------===//

// DUMP: tensor-ops.cpp:[[@LINE+1]]:6: 'shape_ops': (x: Float[b c h w], y: Float[b 6], idx: Int64[k]) -> void
void shape_ops(SHAPECHECK(Float, "b c h w") torch::Tensor x,
               SHAPECHECK(Float, "b 6") torch::Tensor y,
               SHAPECHECK(Int64, "k") torch::Tensor idx) {
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'v': Float[b 2 3]
  auto v = y.view({-1, 2, 3});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'r': Float[b 3 2]
  auto r = torch::reshape(y, {y.size(0), 3, -1});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'f': Float[b c*h*w]
  auto f = x.flatten(1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'tf': Float[b c h*w]
  auto tf = torch::flatten(x, 2);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'uf': Float[b 2 3]
  auto uf = y.unflatten(1, {2, 3});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'sq': Float[b 6]
  auto sq = y.unsqueeze(1).squeeze(1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'us': Float[b 6 1]
  auto us = y.unsqueeze(-1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'pm': Float[b h w c]
  auto pm = x.permute({0, 2, 3, 1});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'tr': Float[b w h c]
  auto tr = x.transpose(1, 3);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'tt': Float[6 b]
  auto tt = y.t();
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ct': Float[b h w c]
  auto ct = pm.contiguous();
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ex': Float[b 6 4]
  auto ex = us.expand({-1, -1, 4});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ea': Float[b 6 4]
  auto ea = us.expand_as(ex);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'rp': Float[2*b 6]
  auto rp = y.repeat({2, 1});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'va': Float[b 6]
  auto va = uf.view_as(y);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ra': Float[b 2 3]
  auto ra = y.reshape_as(uf);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'c0': Float[b 2]
  auto c0 = y.chunk(3, 1)[0];
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 's1': Float[b 4]
  auto s1 = torch::split(y, 4, 1)[0];
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ca': Float[b 12]
  auto ca = torch::cat({y, y}, 1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'st': Float[2 b 6]
  auto st = torch::stack({y, y});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'nr': Float[b 3]
  auto nr = y.narrow(1, 1, 3);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'sl': Float[b 2]
  auto sl = y.slice(1, 0, 4, 2);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'se': Float[b h w]
  auto se = x.select(1, 0);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ix': Float[b 3]
  auto ix = y.index({Slice(), Slice(1, 4)});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ie': Float[b c h w 1]
  auto ie = x.index({Ellipsis, None});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ii': Float[6]
  auto ii = y.index({0});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'op': Float[c h w]
  auto op = x[0];
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'mf': Float[b 6]
  auto mf = y.masked_fill(y > 0, 0.0);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'g': Float[b 2]
  auto g = y.gather(1, torch::zeros({y.size(0), 2}, torch::kInt64));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'is': Float[b k]
  auto is = y.index_select(1, idx);
  // size(i), dim(), numel() and sizes() as integer values.
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'sz': Float[b 6 4]
  auto sz = torch::zeros({y.size(0), y.size(-1), x.dim()});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'nm': Float[6*b]
  auto nm = torch::zeros({y.numel()});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'szs': Float[b c h w]
  auto szs = torch::ones(x.sizes());
}

void shape_ops_fail(SHAPECHECK(Float, "b c h w") torch::Tensor x,
                    SHAPECHECK(Float, "b 6") torch::Tensor y) {
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:12: error: call to 'torch::zeros({4, 6}).view': reshape: cannot infer -1 in (5, -1): [4 6] has 24 elements, which is not divisible by 5 [reshape]
  auto v = torch::zeros({4, 6}).view({5, -1});
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'y.unflatten': dim 1 of [b 6] has 6 elements, but (4, 2) has 8 [reshape]
  auto uf = y.unflatten(1, {4, 2});
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::cat': axis 1 of the 1st tensor [2 3] has size 3, but axis 1 of the 2nd tensor [2 4] has size 4 [shape-mismatch]
  auto ca = torch::cat({torch::zeros({2, 3}), torch::zeros({2, 4})}, 0);
  // CHECK: tensor-ops.cpp:[[@LINE+2]]:13: error: call to 'torch::stack': axis 0 of the 1st tensor [b 6] has size b, but axis 0 of the 2nd tensor [6 b] has size 6 [shape-mismatch]
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::stack': axis 1 of the 1st tensor [b 6] has size 6, but axis 1 of the 2nd tensor [6 b] has size b [shape-mismatch]
  auto st = torch::stack({y, y.t()});
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'x.permute': the permutation (0, 2, 1) has 3 entries, but [b c h w] has 4 axes [rank-mismatch]
  auto pm = x.permute({0, 2, 1});
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'y.transpose': dim1 2 is out of range for 2 axes [b 6]; valid: -2 to 1 [axis-range]
  auto tr = y.transpose(0, 2);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'y.expand': the size 4 requested at position 1 of (-1, 4) must match the existing size 6 at axis 1 of [b 6] (only axes of size 1 can be expanded) [shape-mismatch]
  auto ex = y.expand({-1, 4});
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'y.index': too many indices (3) for an array with 2 axes [b 6] [axis-range]
  auto ix = y.index({Slice(), Slice(), 0});
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'y.narrow': start 4 + length 3 exceeds dim 1 of size 6 in [b 6] [axis-range]
  auto nr = y.narrow(1, 4, 3);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'y.masked_fill': inplace: shapes [b 6] and [b c h w]: sizes b and h do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  auto mf = y.masked_fill(x > 0, 0.0);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:31: error: argument 'index' of call to 'y.index_select' has 2 axes [2 2], but parameter 'index' of 'at::Tensor::index_select' requires 1 axis [k] [rank-mismatch]
  auto is = y.index_select(0, torch::zeros({2, 2}, torch::kInt64));
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:27: error: call to 'y.size': dim 2 is out of range for 2 axes [b 6]; valid: -2 to 1 [axis-range]
  auto sz = torch::zeros({y.size(2)});
}

//===--- Operations whose shape depends on more than the rules can see ----===//

// Each of these once had a rule that gave a definite but wrong shape, and
// the line after it a false positive. Now they have the right shape, or an
// unknown one.
// DUMP: tensor-ops.cpp:[[@LINE+1]]:6: 'no_false_positives': (x: Float[2 10], labels: Int64[4], v: Float[6]) -> void
void no_false_positives(SHAPECHECK(Float, "2 10") torch::Tensor x,
                        SHAPECHECK(Int64, "4") torch::Tensor labels,
                        SHAPECHECK(Float, "6") torch::Tensor v) {
  // GLU halves its axis.
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'g': Float[2 5]
  auto g = torch::glu(x, -1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'gm': Float[2 3]
  auto gm = g.mm(torch::zeros({5, 3}));
  // rot90 with an odd k swaps the axes: [3 2].
  auto r =
      torch::rot90(torch::zeros({2, 3}), 1, {0, 1}).mm(torch::zeros({2, 4}));
  // hstack joins matrices along axis 1 (not -1), vectors along 0.
  auto h = torch::hstack({torch::zeros({2, 3, 4}), torch::zeros({2, 5, 4})});
  auto h1 = torch::hstack({v, v}).view({2, 6});
  // vstack makes vectors rows: [2 6].
  auto vs = torch::vstack({v, v}).mm(torch::zeros({6, 1}));
  // inner of matrices contracts their last axes: [2 4].
  auto in = torch::inner(torch::zeros({2, 3}), torch::zeros({4, 3}));
  // kthvalue(k, dim): the k-th smallest along dim.
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'k': Float[2]
  auto k = std::get<0>(torch::kthvalue(x, 3, 1));
  // one_hot without num_classes counts the classes at run time.
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'oh': Int64[4 ?]
  auto oh = torch::nn::functional::one_hot(labels);
  auto ohs = oh.sum(1);
  // A loss with reduction 'none' keeps the input's shape.
  auto per = torch::mse_loss(x, x, at::Reduction::None).sum(1);
}

//===--- Ops of real models (issue 15) ------------------------------------===//

// Resampling, pixel shuffle, padding, flip/roll/tril/triu, topk/sort,
// repeat_interleave, data-dependent sizes (`?`), index_put_, unfold/fold,
// nn::init, transformer layers, EmbeddingBag and LSTM's proj_size, on the
// real declarations.
// DUMP: tensor-ops.cpp:[[@LINE+1]]:6: 'model_ops': (x: Float[b 8 h w], img: Float[b 3 8 8], src: Float[s b 64], seq: Float[t b 16], bags: Int64[b 5]) -> void
void model_ops(SHAPECHECK(Float, "b 8 h w") torch::Tensor x,
               SHAPECHECK(Float, "b 3 8 8") torch::Tensor img,
               SHAPECHECK(Float, "s b 64") torch::Tensor src,
               SHAPECHECK(Float, "t b 16") torch::Tensor seq,
               SHAPECHECK(Int64, "b 5") torch::Tensor bags) {
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'up': Float[b 8 2*h 2*w]
  auto up = F::interpolate(x, F::InterpolateFuncOptions()
                                  .scale_factor(std::vector<double>({2, 2}))
                                  .mode(torch::kNearest));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'sized': Float[b 8 32 24]
  auto sized = F::interpolate(x, F::InterpolateFuncOptions()
                                     .size(std::vector<int64_t>({32, 24}))
                                     .mode(torch::kBilinear)
                                     .align_corners(false));
  torch::nn::Upsample upsample(torch::nn::UpsampleOptions()
                                   .scale_factor(std::vector<double>({2, 2}))
                                   .mode(torch::kNearest));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'u': Float[b 8 2*h 2*w]
  auto u = upsample(x);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ps': Float[b 2 2*h 2*w]
  auto ps = torch::pixel_shuffle(x, 2);
  torch::nn::PixelShuffle shuffle(torch::nn::PixelShuffleOptions(2));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ps2': Float[b 2 2*h 2*w]
  auto ps2 = shuffle(x);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'pu': Float[b 12 4 4]
  auto pu = F::pixel_unshuffle(img, F::PixelUnshuffleFuncOptions(2));
  torch::nn::ReflectionPad2d reflect(1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'rp': Float[b 3 10 10]
  auto rp = reflect(img);
  torch::nn::ZeroPad2d zero(torch::nn::ZeroPad2dOptions({1, 0, 2, 0}));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'zp': Float[b 3 10 9]
  auto zp = zero(img);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'fp': Float[b 3 8 12]
  auto fp = F::pad(img, F::PadFuncOptions({2, 2}).mode(torch::kReplicate));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'fl': Float[b 8 h w]
  auto fl = x.flip({-1}) + torch::roll(x, {1, 1}, {2, 3});
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'tr': Float[8 8]
  auto tr = torch::tril(torch::ones({8, 8})) + img[0][0].triu(1);
  auto [vals, idx] = img.topk(2, 1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'tk': Int64[b 2 8 8]
  auto tk = idx * 1;
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'so': Float[b 3 8 8]
  auto so = std::get<0>(img.sort(/*stable=*/true, 1));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ri': Float[b 9 8 8]
  auto ri = img.repeat_interleave(3, 1);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'ms': Float[?]
  auto ms = img.masked_select(img > 0);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'nz': Int64[? 4]
  auto nz = torch::nonzero(img);
  img.index_put_({Slice(), 0}, torch::zeros({8, 8}));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'win': Float[b 3 3 8 4]
  auto win = img.unfold(2, 4, 2);
  torch::nn::Unfold unfold(torch::nn::UnfoldOptions(2).stride(2));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'cols': Float[b 12 16]
  auto cols = unfold(img);
  torch::nn::Fold fold(torch::nn::FoldOptions({8, 8}, {2, 2}).stride(2));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'folded': Float[b 3 8 8]
  auto folded = fold(cols);
  torch::nn::Linear fc(64, 32);
  torch::nn::init::xavier_uniform_(fc->weight);
  torch::nn::init::zeros_(fc->bias);
  torch::nn::TransformerEncoderLayer enc(
      torch::nn::TransformerEncoderLayerOptions(64, 8).dim_feedforward(128));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'e': Float[s b 64]
  auto e = enc(src);
  torch::nn::TransformerDecoderLayer dec(
      torch::nn::TransformerDecoderLayerOptions(64, 8));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'd': Float[s b 64]
  auto d = dec->forward(src, e);
  torch::nn::EmbeddingBag bag(torch::nn::EmbeddingBagOptions(100, 16));
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'eb': Float[b 16]
  auto eb = bag(bags);
  torch::nn::LSTM lstm(torch::nn::LSTMOptions(16, 32).proj_size(8));
  auto [out, state] = lstm->forward(seq);
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'h': Float[1 b 8]
  auto h = std::get<0>(state) * 1;
  // DUMP: tensor-ops.cpp:[[@LINE+1]]:8: 'c': Float[1 b 32]
  auto c = std::get<1>(state) + out.sum(0).sum(-1).view({1, -1, 1});
}

void model_ops_fail(SHAPECHECK(Float, "b 10 h w") torch::Tensor x,
                    SHAPECHECK(Float, "s b 32") torch::Tensor src) {
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'F::interpolate': the size has 1 entries, but the input [b 10 h w] has 2 spatial axes [rank-mismatch]
  auto up = F::interpolate(
      x, F::InterpolateFuncOptions().size(std::vector<int64_t>({32})));
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::pixel_shuffle': {{.*}}not divisible by 4{{.*}}[reshape]
  auto ps = torch::pixel_shuffle(x, 2);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:12: error: call to 'x.flip': same_dim: dim 4 is out of range for 4 axes [b 10 h w]; valid: -4 to 3 [axis-range]
  auto f = x.flip({4});
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:36: error: argument 'tensor' of call to 'torch::nn::init::kaiming_normal_' has 1 axis [10], but parameter 'tensor' of 'torch::nn::init::kaiming_normal_' requires at least 2 axes [o i *k] [rank-mismatch]
  torch::nn::init::kaiming_normal_(torch::empty({10}));
  torch::nn::TransformerEncoderLayer enc(64, 8);
  // CHECK: tensor-ops.cpp:[[@LINE+1]]:16: error: argument 'src' of call to 'enc', axis 2: size 32 does not match 64 required by the module 'torch::nn::TransformerEncoderLayer' [shape-mismatch]
  auto e = enc(src);
}
