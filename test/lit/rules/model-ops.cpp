// Ops real models use (issue 15): interpolate and Upsample (size and
// scale_factor), pixel shuffle, padding modules, flip/roll/tril/triu,
// topk/sort, repeat_interleave, nn::init, transformer layers, LSTM's
// proj_size, masked_select/nonzero (a count only the data knows: `?`),
// index_put_, Tensor::unfold, nn::Unfold/Fold, EmbeddingBag. Each op has a
// silent case with its inferred shape and a case that fires.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

namespace nn = torch::nn;
namespace F = torch::nn::functional;
using torch::indexing::Slice;

//===--- Resampling -------------------------------------------------------===//

// DUMP-LABEL: 'resample_silent'
void resample_silent(SHAPECHECK(Float, "b 8 h w") torch::Tensor x,
                     SHAPECHECK(Float, "b 8 16") torch::Tensor seq) {
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'up': Float[b 8 2*h 2*w]
  auto up = F::interpolate(
      x, F::InterpolateFuncOptions().scale_factor(std::vector<double>({2, 2})));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'half': Float[b 8 h//2 w//2]
  auto half = F::interpolate(x, F::InterpolateFuncOptions().scale_factor(
                                    std::vector<double>{0.5, 0.5}));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'sized': Float[b 8 32 24]
  auto sized = F::interpolate(
      x, F::InterpolateFuncOptions().size(std::vector<int64_t>({32, 24})));
  // A scale that is not a binary fraction: LibTorch's double rounding
  // decides, so the size is not stated.
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'third': Float[b 8 ?]
  auto third = F::interpolate(
      seq, F::InterpolateFuncOptions().scale_factor(std::vector<double>{0.3}));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'up15': Float[b 8 24]
  auto up15 = F::interpolate(
      seq, F::InterpolateFuncOptions().scale_factor(std::vector<double>{1.5}));
  nn::Upsample upsample(
      nn::UpsampleOptions().scale_factor(std::vector<double>({2.0, 2.0})));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'u': Float[b 8 2*h 2*w]
  auto u = upsample(x);
  nn::Upsample to64(nn::UpsampleOptions().size(std::vector<int64_t>({64, 64})));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'u64': Float[b 8 64 64]
  auto u64 = to64->forward(x);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'near': Float[b 8 16 16]
  auto near = torch::upsample_nearest2d(x, {16, 16});
}

void resample_fires(SHAPECHECK(Float, "b 8 h w") torch::Tensor x,
                    SHAPECHECK(Float, "b 16") torch::Tensor flat) {
  // CHECK: model-ops.cpp:[[@LINE+1]]:13: error: call to 'F::interpolate': the scale_factor has 1 entries, but the input [b 8 h w] has 2 spatial axes [rank-mismatch]
  auto up = F::interpolate(
      x, F::InterpolateFuncOptions().scale_factor(std::vector<double>({2})));
  // CHECK: model-ops.cpp:[[@LINE+1]]:16: error: call to 'F::interpolate': the input must have 3, 4 or 5 axes (batch, channels and 1 to 3 spatial axes), but has 2 axes [b 16] [rank-mismatch]
  auto sized = F::interpolate(
      flat, F::InterpolateFuncOptions().size(std::vector<int64_t>({32})));
  nn::Upsample to3d(
      nn::UpsampleOptions().size(std::vector<int64_t>({8, 8, 8})));
  // CHECK: model-ops.cpp:[[@LINE+1]]:12: error: call to 'to3d': interpolate: the size has 3 entries, but the input [b 8 h w] has 2 spatial axes [rank-mismatch]
  auto u = to3d(x);
  // CHECK: model-ops.cpp:[[@LINE+1]]:15: error: call to 'torch::upsample_nearest2d': interpolate: the size has 1 entries, but the input [b 8 h w] has 2 spatial axes [rank-mismatch]
  auto near = torch::upsample_nearest2d(x, {16});
}

//===--- Pixel shuffle and padding ----------------------------------------===//

// DUMP-LABEL: 'shuffle_pad_silent'
void shuffle_pad_silent(SHAPECHECK(Float, "b 12 h w") torch::Tensor x,
                        SHAPECHECK(Float, "b 3 8 8") torch::Tensor img) {
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'ps': Float[b 3 2*h 2*w]
  auto ps = torch::pixel_shuffle(x, 2);
  nn::PixelShuffle shuffle(nn::PixelShuffleOptions(2));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'ps2': Float[b 3 2*h 2*w]
  auto ps2 = shuffle(x);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'ps3': Float[b 3 2*h 2*w]
  auto ps3 = F::pixel_shuffle(x, F::PixelShuffleFuncOptions(2));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'pu': Float[b 12 4 4]
  auto pu = torch::pixel_unshuffle(img, 2);
  nn::ReflectionPad2d reflect(1);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'r': Float[b 3 10 10]
  auto r = reflect(img);
  nn::ZeroPad2d zero(nn::ZeroPad2dOptions({1, 0, 2, 0}));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'z': Float[b 3 10 9]
  auto z = zero(img);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'p': Float[b 3 8 12]
  auto p = F::pad(img, F::PadFuncOptions({2, 2}));
}

void keep_size(SHAPECHECK(Float, "b 3 7 8") torch::Tensor x);

void shuffle_pad_fires(SHAPECHECK(Float, "b 10 h w") torch::Tensor x,
                       SHAPECHECK(Float, "b 3 7 8") torch::Tensor img) {
  // CHECK: model-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::pixel_shuffle': unflatten: cannot infer -1 in (-1, 4): dim -3 of [b 10 h w] has 10 elements, which is not divisible by 4 [reshape]
  auto ps = torch::pixel_shuffle(x, 2);
  // CHECK: model-ops.cpp:[[@LINE+1]]:13: error: call to 'torch::pixel_unshuffle': unflatten: cannot infer -1 in (-1, 2): dim -2 of [b 3 7 8] has 7 elements, which is not divisible by 2 [reshape]
  auto pu = torch::pixel_unshuffle(img, 2);
  nn::ZeroPad2d zero(nn::ZeroPad2dOptions({1, 1, 1, 1}));
  // CHECK: model-ops.cpp:[[@LINE+2]]:13: error: argument 'x' of call to 'keep_size', axis 2: size 9 does not match 7 required by parameter 'x' of 'keep_size' [shape-mismatch]
  // CHECK: model-ops.cpp:[[@LINE+1]]:13: error: argument 'x' of call to 'keep_size', axis 3: size 10 does not match 8 required by parameter 'x' of 'keep_size' [shape-mismatch]
  keep_size(zero(img));
  // CHECK: model-ops.cpp:[[@LINE+1]]:12: error: call to 'F::pad': the padding has an odd number of values (3) [shape-mismatch]
  auto p = F::pad(img, F::PadFuncOptions({1, 1, 1}));
}

//===--- flip, roll, tril/triu, topk, sort, repeat_interleave -------------===//

// DUMP-LABEL: 'reorder_silent'
void reorder_silent(SHAPECHECK(Float, "b n d") torch::Tensor x,
                    SHAPECHECK(Float, "n n") torch::Tensor sq) {
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'f': Float[b n d]
  auto f = x.flip({1, -1});
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'f2': Float[b n d]
  auto f2 = torch::flip(x, {0});
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'r': Float[b n d]
  auto r = x.roll({1, 2}, {1, 2});
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'r2': Float[b n d]
  auto r2 = torch::roll(x, 3);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'lo': Float[n n]
  auto lo = torch::tril(sq);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'up': Float[b n d]
  auto up = x.triu(1);
  auto [vals, idx] = x.topk(3, 1);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'tv': Float[b 3 d]
  auto tv = vals * 1;
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'ti': Int64[b 3 d]
  auto ti = idx * 1;
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'sv': Float[b n d]
  auto sv = std::get<0>(x.sort(-1, true));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'si': Int64[b n d]
  auto si = std::get<1>(x.sort(/*stable=*/true, 1));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'ri': Float[b 3*n d]
  auto ri = x.repeat_interleave(3, 1);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'rf': Float[2*b*n*d]
  auto rf = torch::repeat_interleave(x, 2);
  auto counts = torch::ones({4}, torch::kInt64);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'rt': Float[b ? d]
  auto rt = x.repeat_interleave(counts, 1);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'rc': Int64[?]
  auto rc = torch::repeat_interleave(counts);
}

void reorder_fires(SHAPECHECK(Float, "b n") torch::Tensor x,
                   SHAPECHECK(Float, "n") torch::Tensor v) {
  // CHECK: model-ops.cpp:[[@LINE+1]]:12: error: call to 'x.flip': same_dim: dim 2 is out of range for 2 axes [b n]; valid: -2 to 1 [axis-range]
  auto f = x.flip({0, 2});
  // CHECK: model-ops.cpp:[[@LINE+1]]:12: error: call to 'torch::roll': same_dim: dim -3 is out of range for 2 axes [b n]; valid: -2 to 1 [axis-range]
  auto r = torch::roll(x, {1}, {-3});
  // CHECK: model-ops.cpp:[[@LINE+1]]:25: error: argument 'self' of call to 'torch::tril' has 1 axis [reorder_fires::n], but parameter 'self' of 'at::tril' requires at least 2 axes [*b tril::n m] [rank-mismatch]
  auto lo = torch::tril(v);
  // CHECK: model-ops.cpp:[[@LINE+1]]:24: error: call to 'torch::zeros({4}).topk': narrow: start 0 + length 5 exceeds dim -1 of size 4 in [4] [axis-range]
  auto t = std::get<0>(torch::zeros({4}).topk(5));
  // CHECK: model-ops.cpp:[[@LINE+1]]:24: error: call to 'x.sort': same_dim: dim 2 is out of range for 2 axes [b n]; valid: -2 to 1 [axis-range]
  auto s = std::get<0>(x.sort(2));
  // CHECK: model-ops.cpp:[[@LINE+1]]:13: error: call to 'x.repeat_interleave': size: dim 3 is out of range for 2 axes [b n]; valid: -2 to 1 [axis-range]
  auto ri = x.repeat_interleave(2, 3);
  // CHECK: model-ops.cpp:[[@LINE+1]]:13: error: call to 'operator+': broadcast: shapes [b 2*n] and [b n]: sizes 2*n and n do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  auto rs = x.repeat_interleave(2, 1) + x;
}

//===--- nn::init, transformer layers, LSTM proj_size ---------------------===//

// DUMP-LABEL: 'layers_silent'
void layers_silent(SHAPECHECK(Float, "s b 64") torch::Tensor src,
                   SHAPECHECK(Float, "t b 64") torch::Tensor tgt,
                   SHAPECHECK(Float, "t b 16") torch::Tensor seq) {
  nn::Linear fc(64, 32);
  nn::init::xavier_uniform_(fc->weight);
  nn::init::zeros_(fc->bias);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'w': Float[32 64]
  auto w = nn::init::normal_(torch::empty({32, 64}), 0.0, 0.02);
  nn::TransformerEncoderLayer enc(nn::TransformerEncoderLayerOptions(64, 8));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'e': Float[s b 64]
  auto e = enc(src);
  nn::TransformerDecoderLayer dec(64, 8);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'd': Float[t b 64]
  auto d = dec->forward(tgt, e);
  nn::LSTM lstm(nn::LSTMOptions(16, 32).proj_size(8).num_layers(2));
  auto [out, state] = lstm->forward(seq);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'o': Float[t b 8]
  auto o = out * 1;
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'h': Float[2 b 8]
  auto h = std::get<0>(state) * 1;
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'c': Float[2 b 32]
  auto c = std::get<1>(state) * 1;
}

void layers_fires(SHAPECHECK(Float, "s b 32") torch::Tensor src,
                  SHAPECHECK(Float, "t b 64") torch::Tensor tgt,
                  SHAPECHECK(Float, "s 2 64") torch::Tensor memory,
                  SHAPECHECK(Float, "t b 16") torch::Tensor seq) {
  nn::Linear fc(64, 32);
  auto bias = torch::zeros({32});
  // CHECK: model-ops.cpp:[[@LINE+1]]:29: error: argument 'tensor' of call to 'nn::init::xavier_uniform_' has 1 axis [32], but parameter 'tensor' of 'torch::nn::init::xavier_uniform_' requires at least 2 axes [o i *k] [rank-mismatch]
  nn::init::xavier_uniform_(bias);
  // CHECK: model-ops.cpp:[[@LINE+1]]:18: error: argument 'matrix' of call to 'nn::init::eye_' has 1 axis [3], but parameter 'matrix' of 'torch::nn::init::eye_' requires 2 axes [n m] [rank-mismatch]
  nn::init::eye_(torch::empty({3}));
  nn::TransformerEncoderLayer enc(nn::TransformerEncoderLayerOptions(64, 8));
  // CHECK: model-ops.cpp:[[@LINE+1]]:16: error: argument 'src' of call to 'enc', axis 2: size 32 does not match 64 required by the module 'torch::nn::TransformerEncoderLayer' [shape-mismatch]
  auto e = enc(src);
  nn::TransformerDecoderLayer dec(64, 8);
  // CHECK: model-ops.cpp:[[@LINE+1]]:30: error: argument 'memory' of call to 'dec->forward', axis 1: size 2 does not match 'forward::b' = layers_fires::b required by the module 'torch::nn::TransformerDecoderLayer'; 'layers_fires::b' is a dimension of its own, not always 2 [shape-mismatch]
  auto d = dec->forward(tgt, memory);
  nn::LSTM lstm(nn::LSTMOptions(16, 32).proj_size(8));
  auto [out, state] = lstm->forward(seq);
  // CHECK: model-ops.cpp:[[@LINE+1]]:14: error: call to 'operator+': broadcast: shapes [t b 8] and [1 1 32]: sizes 8 and 32 do not broadcast [broadcast]
  auto bad = out + torch::zeros({1, 1, 32});
}

//===--- Data-dependent sizes, index_put_, unfold/fold, EmbeddingBag
//-------===//

// DUMP-LABEL: 'data_silent'
void data_silent(SHAPECHECK(Float, "b n") torch::Tensor x,
                 SHAPECHECK(Float, "b 3 8 8") torch::Tensor img,
                 SHAPECHECK(Float, "b 12 9") torch::Tensor cols,
                 SHAPECHECK(Int64, "b 5") torch::Tensor bags,
                 SHAPECHECK(Int64, "k") torch::Tensor flat,
                 SHAPECHECK(Int64, "m") torch::Tensor offsets) {
  auto mask = x > 0;
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'sel': Float[?]
  auto sel = x.masked_select(mask);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'nz': Int64[? 2]
  auto nz = x.nonzero();
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'nz3': Int64[? 4]
  auto nz3 = torch::nonzero(img);
  x.index_put_({Slice(), 0}, torch::zeros({1}));
  x.index_put_({mask}, 0.0);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'kept': Float[b n]
  auto kept = x * 1;
  // A bool mask as an index selects as many rows as it has true values.
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'rows': Float[? n]
  auto rows = x.index({x.select(1, 0) > 0});
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'picked': Float[3 n]
  auto picked = x.index({torch::zeros({3}, torch::kInt64)});
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'win': Float[b 3 3 8 4]
  auto win = img.unfold(2, 4, 2);
  nn::Unfold unfold(nn::UnfoldOptions(2).stride(2));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'patches': Float[b 12 16]
  auto patches = unfold(img);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'fpatch': Float[b 27 64]
  auto fpatch = F::unfold(img, F::UnfoldFuncOptions(3).padding(1));
  nn::Fold fold(nn::FoldOptions({4, 4}, {2, 2}));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'folded': Float[b 3 4 4]
  auto folded = fold(cols);
  nn::EmbeddingBag bag(nn::EmbeddingBagOptions(100, 16));
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'eb': Float[b 16]
  auto eb = bag(bags);
  // DUMP: model-ops.cpp:[[@LINE+1]]:8: 'eo': Float[m 16]
  auto eo = bag->forward(flat, offsets);
}

void data_fires(SHAPECHECK(Float, "b n") torch::Tensor x,
                SHAPECHECK(Float, "b 3 8 8") torch::Tensor img,
                SHAPECHECK(Float, "b 10 9") torch::Tensor cols,
                SHAPECHECK(Float, "b 5") torch::Tensor notidx) {
  // CHECK: model-ops.cpp:[[@LINE+1]]:14: error: call to 'x.masked_select': broadcast: shapes [b n] and [3]: sizes n and 3 do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  auto sel = x.masked_select(torch::zeros({3}) > 0);
  // CHECK: model-ops.cpp:[[@LINE+1]]:3: error: call to 'x.index_put_': inplace: shapes [b] and [4]: sizes b and 4 do not broadcast (distinct dimensions broadcast only if one of them is 1) [broadcast]
  x.index_put_({Slice(), 0}, torch::zeros({4}));
  // CHECK: model-ops.cpp:[[@LINE+1]]:14: error: call to 'img.unfold': narrow: start 0 + length 9 exceeds dim 2 of size 8 in [b 3 8 8] [axis-range]
  auto win = img.unfold(2, 9, 1);
  nn::Fold fold(nn::FoldOptions({4, 4}, {2, 2}));
  // CHECK: model-ops.cpp:[[@LINE+1]]:17: error: call to 'fold': unflatten: cannot infer -1 in (-1, 4): dim -2 of [b 10 9] has 10 elements, which is not divisible by 4 [reshape]
  auto folded = fold(cols);
  nn::EmbeddingBag bag(nn::EmbeddingBagOptions(100, 16));
  // CHECK: model-ops.cpp:[[@LINE+1]]:17: error: argument 'input' of call to 'bag' has dtype Float, but the module 'torch::nn::EmbeddingBag' requires Integer [dtype-mismatch]
  auto eb = bag(notidx);
}
