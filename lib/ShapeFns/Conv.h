//===- Conv.h - Convolution and pooling -------------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Output sizes of sliding windows, per spatial axis (PyTorch's formulas):
//
//   conv / pool:     floor((n + 2p - d(k-1) - 1) / s) + 1
//                    (ceil instead of floor with ceil_mode, where the last
//                    window must start inside the input or left padding)
//   transposed:      (n-1)s - 2p + d(k-1) + output_padding + 1
//   adaptive pool:   the requested output size
//
// n may be symbolic (the result then is a DimExpr with floor division),
// kernel/stride/padding/dilation are usually literals. A literal result <= 0
// is an `invalid-size` error naming every parameter. The shape-level
// functions take the input as [N C *spatial] or unbatched [C *spatial].
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_CONV_H
#define SHAPECHECK_SHAPEFNS_CONV_H

#include "Solver/Solver.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace shapecheck {
namespace shapefns {

/// One spatial axis of a window.
struct Window {
  Dim Kernel = Dim::constant(1);
  Dim Stride = Dim::constant(1);
  Dim Padding = Dim::constant(0);
  Dim Dilation = Dim::constant(1);
};

/// floor((n + 2p - d(k-1) - 1)/s) + 1, or the ceil_mode variant. Axis names
/// the spatial axis in messages (e.g. 0 for H of NCHW).
std::optional<Dim> convOutputSize(Solver &S, const Dim &In, const Window &W,
                                  const Reason &R, llvm::StringRef Op = "conv",
                                  bool CeilMode = false, unsigned Axis = 0);

/// (n-1)s - 2p + d(k-1) + output_padding + 1; output_padding must be
/// smaller than the stride or the dilation.
std::optional<Dim> convTransposeOutputSize(
    Solver &S, const Dim &In, const Window &W, const Dim &OutputPadding,
    const Reason &R, llvm::StringRef Op = "conv_transpose", unsigned Axis = 0);

enum class PaddingMode { Explicit, Same, Valid };

/// Per-axis parameters: empty means the default, one value applies to every
/// spatial axis, otherwise one value per spatial axis.
struct ConvOptions {
  unsigned SpatialDims = 2;
  llvm::SmallVector<Dim, 3> Stride, Padding, Dilation, OutputPadding;
  PaddingMode Mode = PaddingMode::Explicit; // "same" / "valid" strings
  int64_t Groups = 1;
  bool Transposed = false;
};

/// F.conv{1,2,3}d / conv_transpose{1,2,3}d with a weight of shape
/// [out, in/groups, *kernel] (transposed: [in, out/groups, *kernel]) and an
/// optional bias [out] (null when absent).
std::optional<ShapeTerm> conv(Solver &S, const ShapeTerm &Input,
                              const ShapeTerm &Weight, const ShapeTerm *Bias,
                              const ConvOptions &O, const Reason &R,
                              llvm::StringRef Op = "conv2d");

/// The weight shape of nn::Conv{1,2,3}d(in, out, kernel, groups) (or of the
/// transposed module); in and out must be divisible by groups.
std::optional<ShapeTerm> convWeight(Solver &S, const Dim &InChannels,
                                    const Dim &OutChannels,
                                    llvm::ArrayRef<Dim> Kernel, int64_t Groups,
                                    bool Transposed, const Reason &R,
                                    llvm::StringRef Op = "Conv2d");

struct PoolOptions {
  unsigned SpatialDims = 2;
  /// One per spatial axis or one for all; Stride empty means Kernel.
  llvm::SmallVector<Dim, 3> Kernel, Stride, Padding, Dilation;
  bool CeilMode = false;
};

/// max_pool / avg_pool / lp_pool: channels are kept, spatial axes slide a
/// window; padding must be at most half the kernel.
std::optional<ShapeTerm> pool(Solver &S, const ShapeTerm &Input,
                              const PoolOptions &O, const Reason &R,
                              llvm::StringRef Op = "max_pool2d");

/// adaptive_{avg,max}_pool: the spatial axes become OutputSize (one value
/// for all axes or one per axis; std::nullopt keeps the input's size).
std::optional<ShapeTerm>
adaptivePool(Solver &S, const ShapeTerm &Input, unsigned SpatialDims,
             llvm::ArrayRef<std::optional<Dim>> OutputSize, const Reason &R,
             llvm::StringRef Op = "adaptive_avg_pool2d");

} // namespace shapefns
} // namespace shapecheck

#endif
