// The rules added for coverage (issue 23, test/coverage), on the real
// LibTorch headers, one group per function: tensor methods (pointwise and
// in place, linear algebra, shape operations, reductions), loss modules
// with and without a reduction, distances, pooling modules,
// transposed convolutions and grid sampling as functionals, and the
// Transformer stacks. Passing cases check the inferred shapes (DUMP);
// failing ones are caught at their line with their check id (CHECK).
//
// RUN: not %shapecheck --dump-shapes %s -- %torch-flags > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

namespace nn = torch::nn;
namespace F = torch::nn::functional;

// DUMP-LABEL: 'methods'
void methods(SHAPECHECK(Float, "b n") torch::Tensor x,
             SHAPECHECK(Float, "n") torch::Tensor v,
             SHAPECHECK(Float, "k k") torch::Tensor sq,
             SHAPECHECK(Float, "b n m") torch::Tensor s) {
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'a': Float[b n]
  auto a = x.arctan2(v).sinh().logit().negative();
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'c': Bool[b n]
  auto c = x.greater_equal(v);
  x.hypot_(v); // in place: v broadcasts into x
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'x2': Float[b n]
  auto x2 = x.sin_();
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'inv': Float[k k]
  auto inv = sq.inverse().matrix_power(3);
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'd': Float[]
  auto d = sq.det();
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'pi': Float[b m n]
  auto pi = s.pinverse();
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'mt': Float[b m n]
  auto mt = s.mT();
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'dg': Float[k]
  auto dg = sq.diagonal();
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'de': Float[b n n]
  auto de = x.diag_embed();
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'kr': Float[k*k k*k]
  auto kr = sq.kron(sq);
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'cv': Float[b b]
  auto cv = x.cov();
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'df': Float[b n-1]
  auto df = x.diff();
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'nz': Float[3 4]
  auto nz = x.new_zeros({3, 4});
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'nm': Float[n]
  auto nm = x.nanmean(0);
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'q': Float[b]
  auto q = x.quantile(0.5, 1);
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'mn': Int64[b 5]
  auto mn = x.softmax(1).multinomial(5);
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'vs': Float[6 4]
  auto vs = torch::randn({12, 4}).vsplit(2)[0];
  x.resize_({2, 7});
  // DUMP: coverage-ops.cpp:[[@LINE+1]]:8: 'rs': Float[2 7]
  auto rs = x.clone();
  // CHECK: coverage-ops.cpp:[[@LINE+1]]:14: error: argument 'self' of call to 's.det', axis 2: {{.*}} [shape-mismatch]
  auto bad = s.det();
  // CHECK: coverage-ops.cpp:[[@LINE+1]]:15: error: call to 'torch::randn({3, 4}).vsplit': unflatten: {{.*}} not divisible by 2 [reshape]
  auto bad2 = torch::randn({3, 4}).vsplit(2);
}

struct Losses : nn::Module {
  // Fields left to their default constructor: the default options.
  nn::MSELoss mse;
  nn::CrossEntropyLoss ce;
  nn::BCELoss bce;
  nn::L1Loss l1{nn::L1LossOptions(torch::kNone)};
  nn::CosineSimilarity cos{nn::CosineSimilarityOptions().dim(1)};
  nn::PairwiseDistance pd;

  // DUMP-LABEL: 'Losses::run'
  void run(SHAPECHECK(Float, "b c") torch::Tensor logits,
           SHAPECHECK(Int64, "b") torch::Tensor labels,
           SHAPECHECK(Float, "b 1") torch::Tensor pred,
           SHAPECHECK(Float, "b") torch::Tensor y) {
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'lc': Float[]
    auto lc = ce(logits, labels);
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'lm': Float[]
    auto lm = mse(pred.squeeze(1), y);
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'cs': Float[b]
    auto cs = cos(logits, logits);
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'p': Float[b]
    auto p = pd(logits, logits);
    // A reduction set by the options: not stated.
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'ln': Shaped[...]
    auto ln = l1(pred, pred);
    // BCE needs the target's size; CrossEntropy's probabilities too.
    // CHECK: coverage-ops.cpp:[[@LINE+1]]:26: error: argument 'target' of call to 'bce' has 1 axis [b], {{.*}} [rank-mismatch]
    auto bad = bce(pred, y);
    // CHECK: coverage-ops.cpp:[[@LINE+1]]:28: error: argument 'target' of call to 'ce', axis 1: size 1 {{.*}} [shape-mismatch]
    auto bad2 = ce(logits, pred);
  }
};

struct Pools : nn::Module {
  nn::MaxPool2d pool{nn::MaxPool2dOptions(2)};
  nn::LPPool2d lp{nn::LPPool2dOptions(2, 3).stride(2)};
  nn::FractionalMaxPool2d frac{nn::FractionalMaxPool2dOptions(3).output_size(5)};
  nn::TransformerEncoder enc{nn::TransformerEncoderOptions(
      nn::TransformerEncoderLayerOptions(32, 4), 2)};
  nn::Transformer tr{nn::TransformerOptions(32, 4, 1, 1)};

  // DUMP-LABEL: 'Pools::run'
  void run(SHAPECHECK(Float, "b 8 16 16") torch::Tensor x,
           SHAPECHECK(Float, "s b 32") torch::Tensor src,
           SHAPECHECK(Float, "t b 32") torch::Tensor tgt) {
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'l': Float[b 8 7 7]
    auto l = lp(x);
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'f': Float[b 8 5 5]
    auto f = frac(x);
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'e': Float[s b 32]
    auto e = enc(src);
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'o': Float[t b 32]
    auto o = tr(src, tgt);
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'ct': Float[b 4 32 32]
    auto ct = F::conv_transpose2d(
        x, torch::randn({8, 4, 4, 4}),
        F::ConvTranspose2dFuncOptions().stride(2).padding(1));
    // DUMP: coverage-ops.cpp:[[@LINE+1]]:10: 'gs': Float[b 8 3 5]
    auto gs = F::grid_sample(x, torch::randn({x.size(0), 3, 5, 2}));
    // CHECK: coverage-ops.cpp:[[@LINE+2]]:24: error: argument 'tgt' of call to 'tr', axis 1: {{.*}} [shape-mismatch]
    // CHECK: coverage-ops.cpp:[[@LINE+1]]:24: error: argument 'tgt' of call to 'tr', axis 2: size 16 does not match 32 {{.*}} [shape-mismatch]
    auto bad = tr(src, torch::randn({5, 2, 16}));
  }
};
