//===- Conv.cpp - Convolution and pooling ---------------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The window formulas are evaluated as DimExprs, so a symbolic input size
// gives a symbolic output size ((n-3)//2+1 for kernel 3, stride 2) and
// literal parameters that cannot fit give an invalid-size finding.
//
//===----------------------------------------------------------------------===//
#include "ShapeFns/Conv.h"
#include "ShapeFns/Support.h"

using namespace shapecheck;
using namespace shapecheck::shapefns;

static DimExpr k(int64_t C) { return DimExpr::constant(C); }

static std::string spatial(unsigned Axis) {
  return "spatial axis " + std::to_string(Axis);
}

/// Reports a literal parameter below Min; checks poison.
static bool checkParam(Solver &S, const Reason &R, llvm::StringRef Op,
                       const Dim &D, llvm::StringRef Name, int64_t Min,
                       unsigned Axis) {
  if (!checkArith(S, R, Op, D, Name.str() + " of " + spatial(Axis)))
    return false;
  std::optional<int64_t> C = D.asConstant();
  if (!C || *C >= Min)
    return true;
  fail(S, CheckId::InvalidSize, R, Op,
       Name.str() + " " + std::to_string(*C) + " of " + spatial(Axis) +
           (Min > 0 ? " must be positive" : " must be non-negative"));
  return false;
}

static bool checkWindow(Solver &S, const Reason &R, llvm::StringRef Op,
                        const Window &W, unsigned Axis) {
  return checkParam(S, R, Op, W.Kernel, "kernel size", 1, Axis) &&
         checkParam(S, R, Op, W.Stride, "stride", 1, Axis) &&
         checkParam(S, R, Op, W.Padding, "padding", 0, Axis) &&
         checkParam(S, R, Op, W.Dilation, "dilation", 1, Axis);
}

static std::string params(Solver &S, const Dim &N, const Window &W) {
  return "input size " + sizeStr(S, N) + ", kernel size " +
         sizeStr(S, W.Kernel) + ", stride " + sizeStr(S, W.Stride) +
         ", padding " + sizeStr(S, W.Padding) + ", dilation " +
         sizeStr(S, W.Dilation);
}

/// Reports a literal output size <= 0; checks poison.
static bool checkOutput(Solver &S, const Reason &R, llvm::StringRef Op,
                        const Dim &Out, unsigned Axis,
                        const std::string &Params) {
  if (!checkArith(S, R, Op, Out, "the output size of " + spatial(Axis)))
    return false;
  std::optional<int64_t> C = Out.asConstant();
  if (!C || *C > 0)
    return true;
  fail(S, CheckId::InvalidSize, R, Op,
       "the output size " + std::to_string(*C) + " of " + spatial(Axis) +
           " is not positive (" + Params + "): the input is too small");
  return false;
}

std::optional<Dim> shapefns::convOutputSize(Solver &S, const Dim &In0,
                                            const Window &W0, const Reason &R,
                                            llvm::StringRef Op, bool CeilMode,
                                            unsigned Axis) {
  Window W{plain(S.resolve(W0.Kernel)), plain(S.resolve(W0.Stride)),
           plain(S.resolve(W0.Padding)), plain(S.resolve(W0.Dilation))};
  Dim N = plain(S.resolve(In0));
  if (!checkWindow(S, R, Op, W, Axis) ||
      !checkArith(S, R, Op, N, "the input size of " + spatial(Axis)))
    return std::nullopt;
  if (N.isDynamic() || W.Kernel.isDynamic() || W.Stride.isDynamic() ||
      W.Padding.isDynamic() || W.Dilation.isDynamic())
    return Dim::dynamic();
  const DimExpr &Kk = W.Kernel.E, &St = W.Stride.E, &P = W.Padding.E,
                &D = W.Dilation.E;
  DimExpr Eff = D * (Kk - k(1)) + k(1); // the effective kernel
  DimExpr Num = N.E + k(2) * P - Eff;
  DimExpr Out;
  if (!CeilMode) {
    Out = Num.floorDiv(St) + k(1);
  } else {
    Out = (Num + St - k(1)).floorDiv(St) + k(1);
    // PyTorch drops the last window when it would start in the right
    // padding: (out-1)*s >= n + p. That cannot happen when p + s <= Eff.
    DimExpr Start = (Out - k(1)) * St - (N.E + P);
    if (std::optional<int64_t> C = Start.asConstant()) {
      if (*C >= 0)
        Out = Out - k(1);
    } else {
      std::optional<int64_t> Slack = (Eff - P - St).asConstant();
      if (!Slack || *Slack < 0)
        return Dim::dynamic();
    }
  }
  Dim Res = Dim::expr(Out);
  if (!checkOutput(S, R, Op, Res, Axis, params(S, N, W)))
    return std::nullopt;
  return Res;
}

std::optional<Dim>
shapefns::convTransposeOutputSize(Solver &S, const Dim &In0, const Window &W0,
                                  const Dim &OutPad0, const Reason &R,
                                  llvm::StringRef Op, unsigned Axis) {
  Window W{plain(S.resolve(W0.Kernel)), plain(S.resolve(W0.Stride)),
           plain(S.resolve(W0.Padding)), plain(S.resolve(W0.Dilation))};
  Dim N = plain(S.resolve(In0)), OP = plain(S.resolve(OutPad0));
  if (!checkWindow(S, R, Op, W, Axis) ||
      !checkParam(S, R, Op, OP, "output_padding", 0, Axis) ||
      !checkArith(S, R, Op, N, "the input size of " + spatial(Axis)))
    return std::nullopt;
  std::optional<int64_t> OPC = OP.asConstant(), SC = W.Stride.asConstant(),
                         DC = W.Dilation.asConstant();
  if (OPC && SC && DC && *OPC >= *SC && *OPC >= *DC) {
    fail(S, CheckId::InvalidSize, R, Op,
         "output_padding " + std::to_string(*OPC) + " of " + spatial(Axis) +
             " must be smaller than either the stride " + std::to_string(*SC) +
             " or the dilation " + std::to_string(*DC));
    return std::nullopt;
  }
  if (N.isDynamic() || OP.isDynamic() || W.Kernel.isDynamic() ||
      W.Stride.isDynamic() || W.Padding.isDynamic() || W.Dilation.isDynamic())
    return Dim::dynamic();
  DimExpr Out = (N.E - k(1)) * W.Stride.E - k(2) * W.Padding.E +
                W.Dilation.E * (W.Kernel.E - k(1)) + OP.E + k(1);
  Dim Res = Dim::expr(Out);
  if (!checkOutput(S, R, Op, Res, Axis,
                   params(S, N, W) + ", output_padding " + sizeStr(S, OP)))
    return std::nullopt;
  return Res;
}

//===----------------------------------------------------------------------===//
// Shape-level functions
//===----------------------------------------------------------------------===//

/// Checks an input of SD spatial axes: [N C *sp] or [C *sp].
static std::optional<ShapeTerm> convInput(Solver &S, const Reason &R,
                                          llvm::StringRef Op,
                                          const ShapeTerm &In, unsigned SD) {
  ShapeTerm T = S.resolve(In);
  clearBcast(T);
  bool Bad = T.knownRank() > SD + 2 ||
             (!T.Var && T.Prefix.size() != SD + 1 && T.Prefix.size() != SD + 2);
  if (Bad) {
    fail(S, CheckId::RankMismatch, R, Op,
         "expects a " + std::to_string(SD + 1) + "-d (unbatched) or " +
             std::to_string(SD + 2) + "-d (batched) input, but it has " +
             rankStr(S, T),
         {T});
    return std::nullopt;
  }
  return T;
}

/// Value I of a per-axis parameter list (empty: Default; one: for all).
static std::optional<Dim> perAxis(Solver &S, const Reason &R,
                                  llvm::StringRef Op,
                                  llvm::ArrayRef<Dim> Values, unsigned I,
                                  unsigned SD, llvm::StringRef Name,
                                  const Dim &Default) {
  if (Values.empty())
    return Default;
  if (Values.size() == 1)
    return Values[0];
  if (Values.size() == SD)
    return Values[I];
  fail(S, CheckId::RankMismatch, R, Op,
       "expects " + Name.str() + " to be a single value or a list of " +
           std::to_string(SD) + " values, but it has " +
           std::to_string(Values.size()));
  return std::nullopt;
}

/// T with its last Count axes replaced by Tail.
static ShapeTerm replaceTail(Solver &S, ShapeTerm T, size_t Count,
                             llvm::ArrayRef<Dim> Tail) {
  auto &Dims = T.Var ? T.Suffix : T.Prefix;
  if (Dims.size() < Count)
    return openShape(S, {}, Tail);
  Dims.resize(Dims.size() - Count);
  Dims.append(Tail.begin(), Tail.end());
  return T;
}

/// Reports a literal channel count not divisible by the groups.
static bool checkGroups(Solver &S, const Reason &R, llvm::StringRef Op,
                        const Dim &C, int64_t Groups, const std::string &What,
                        CheckId Check = CheckId::ShapeMismatch) {
  std::optional<int64_t> N = C.asConstant();
  if (!N || *N % Groups == 0)
    return true;
  fail(S, Check, R, Op,
       What + " " + std::to_string(*N) +
           " is not divisible by groups=" + std::to_string(Groups));
  return false;
}

std::optional<ShapeTerm> shapefns::conv(Solver &S, const ShapeTerm &Input,
                                        const ShapeTerm &Weight,
                                        const ShapeTerm *Bias,
                                        const ConvOptions &O, const Reason &R,
                                        llvm::StringRef Op) {
  unsigned SD = O.SpatialDims;
  std::optional<ShapeTerm> I = convInput(S, R, Op, Input, SD);
  if (!I)
    return std::nullopt;
  if (O.Groups <= 0) {
    fail(S, CheckId::InvalidSize, R, Op,
         "groups=" + std::to_string(O.Groups) + " must be positive");
    return std::nullopt;
  }
  ShapeTerm W = S.resolve(Weight);
  clearBcast(W);
  if (W.knownRank() > SD + 2 || (!W.Var && W.Prefix.size() != SD + 2)) {
    fail(S, CheckId::RankMismatch, R, Op,
         "expects a weight with " + std::to_string(SD + 2) +
             " axes, but it has " + rankStr(S, W),
         {W});
    return std::nullopt;
  }
  std::string WDesc = "the weight " + S.str(W);
  std::string IDesc = "axis " + std::to_string(-int64_t(SD) - 1) +
                      " (channels) of the input " + S.str(*I);
  ShapeTerm WV = fixedView(W, SD + 2);
  Dim G = Dim::constant(O.Groups);
  std::optional<Dim> Cin = fromEnd(*I, SD + 1);
  Dim Cout;
  if (!O.Transposed) {
    if (Cin && !requireEqual(S, R, Op, product({WV.Prefix[1], G}),
                             "axis 1 of " + WDesc +
                                 " times groups=" + std::to_string(O.Groups),
                             *Cin, IDesc))
      return std::nullopt;
    Cout = WV.Prefix[0];
    if (!checkGroups(S, R, Op, Cout, O.Groups,
                     "the output channels (axis 0) of " + WDesc))
      return std::nullopt;
  } else {
    if (Cin && !requireEqual(S, R, Op, WV.Prefix[0], "axis 0 of " + WDesc, *Cin,
                             IDesc))
      return std::nullopt;
    if (!checkGroups(S, R, Op, WV.Prefix[0], O.Groups,
                     "the input channels (axis 0) of " + WDesc))
      return std::nullopt;
    Cout = product({WV.Prefix[1], G});
  }
  if (Bias) {
    ShapeTerm B = S.resolve(*Bias);
    if (B.knownRank() > 1 || (!B.Var && B.Prefix.size() != 1)) {
      fail(S, CheckId::RankMismatch, R, Op,
           "expects a 1-d bias, but it has " + rankStr(S, B), {B});
      return std::nullopt;
    }
    if (std::optional<Dim> BD = fromEnd(B, 1))
      if (!requireEqual(S, R, Op, Cout, "the output channels of " + WDesc, *BD,
                        "the bias " + S.str(B)))
        return std::nullopt;
  }
  if (O.Mode == PaddingMode::Same && O.Transposed) {
    fail(S, CheckId::InvalidSize, R, Op,
         "padding='same' is not supported for transposed convolutions");
    return std::nullopt;
  }

  llvm::SmallVector<Dim, 4> Tail{plain(S.resolve(Cout))};
  for (unsigned A = 0; A < SD; ++A) {
    Dim N = fromEnd(*I, SD - A).value_or(Dim::dynamic());
    Window Win;
    Win.Kernel = WV.Prefix[2 + A];
    auto St = perAxis(S, R, Op, O.Stride, A, SD, "stride", Dim::constant(1));
    auto Pd = perAxis(S, R, Op, O.Padding, A, SD, "padding", Dim::constant(0));
    auto Dl =
        perAxis(S, R, Op, O.Dilation, A, SD, "dilation", Dim::constant(1));
    auto OP = perAxis(S, R, Op, O.OutputPadding, A, SD, "output_padding",
                      Dim::constant(0));
    if (!St || !Pd || !Dl || !OP)
      return std::nullopt;
    Win.Stride = *St;
    Win.Dilation = *Dl;
    Win.Padding = O.Mode == PaddingMode::Explicit ? *Pd : Dim::constant(0);
    std::optional<Dim> Out;
    if (O.Mode == PaddingMode::Same) {
      if (!checkWindow(S, R, Op, Win, A))
        return std::nullopt;
      std::optional<int64_t> SC = S.resolve(Win.Stride).asConstant();
      if (SC && *SC != 1) {
        fail(S, CheckId::InvalidSize, R, Op,
             "padding='same' is not supported for strided convolutions "
             "(stride " +
                 std::to_string(*SC) + " on " + spatial(A) + ")");
        return std::nullopt;
      }
      Out = plain(S.resolve(N));
    } else if (O.Transposed) {
      Out = convTransposeOutputSize(S, N, Win, *OP, R, Op, A);
    } else {
      Out = convOutputSize(S, N, Win, R, Op, false, A);
    }
    if (!Out)
      return std::nullopt;
    Tail.push_back(*Out);
  }
  return replaceTail(S, *I, SD + 1, Tail);
}

std::optional<ShapeTerm>
shapefns::convWeight(Solver &S, const Dim &In0, const Dim &Out0,
                     llvm::ArrayRef<Dim> Kernel, int64_t Groups,
                     bool Transposed, const Reason &R, llvm::StringRef Op) {
  if (Groups <= 0) {
    fail(S, CheckId::InvalidSize, R, Op,
         "groups=" + std::to_string(Groups) + " must be positive");
    return std::nullopt;
  }
  Dim In = plain(S.resolve(In0)), Out = plain(S.resolve(Out0));
  if (!checkGroups(S, R, Op, In, Groups, "in_channels", CheckId::InvalidSize) ||
      !checkGroups(S, R, Op, Out, Groups, "out_channels", CheckId::InvalidSize))
    return std::nullopt;
  llvm::SmallVector<Dim, 5> Dims;
  auto PerGroup = [&](const Dim &C) {
    return C.isDynamic() ? C : Dim::expr(C.E.floorDiv(k(Groups)));
  };
  Dims.push_back(Transposed ? In : Out);
  Dims.push_back(PerGroup(Transposed ? Out : In));
  for (size_t A = 0; A < Kernel.size(); ++A) {
    Dim K = plain(S.resolve(Kernel[A]));
    if (!checkParam(S, R, Op, K, "kernel size", 1, unsigned(A)))
      return std::nullopt;
    Dims.push_back(K);
  }
  return ShapeTerm::fixed(Dims);
}

std::optional<ShapeTerm> shapefns::pool(Solver &S, const ShapeTerm &Input,
                                        const PoolOptions &O, const Reason &R,
                                        llvm::StringRef Op) {
  unsigned SD = O.SpatialDims;
  std::optional<ShapeTerm> I = convInput(S, R, Op, Input, SD);
  if (!I)
    return std::nullopt;
  if (O.Kernel.empty()) {
    fail(S, CheckId::InvalidSize, R, Op, "a kernel size is required");
    return std::nullopt;
  }
  llvm::SmallVector<Dim, 3> Tail;
  for (unsigned A = 0; A < SD; ++A) {
    auto K =
        perAxis(S, R, Op, O.Kernel, A, SD, "kernel_size", Dim::constant(1));
    if (!K)
      return std::nullopt;
    auto St = perAxis(S, R, Op, O.Stride, A, SD, "stride", *K);
    auto Pd = perAxis(S, R, Op, O.Padding, A, SD, "padding", Dim::constant(0));
    auto Dl =
        perAxis(S, R, Op, O.Dilation, A, SD, "dilation", Dim::constant(1));
    if (!St || !Pd || !Dl)
      return std::nullopt;
    Window Win{*K, *St, *Pd, *Dl};
    if (!checkWindow(S, R, Op, Win, A))
      return std::nullopt;
    std::optional<int64_t> KC = S.resolve(*K).asConstant(),
                           PC = S.resolve(*Pd).asConstant(),
                           DC = S.resolve(*Dl).asConstant();
    int64_t Eff, Twice;
    bool Fits = KC && PC && DC && checkedMul(*KC - 1, *DC, Eff) &&
                checkedAdd(Eff, 1, Eff) && checkedMul(*PC, 2, Twice);
    if (Fits && Twice > Eff) {
      fail(S, CheckId::InvalidSize, R, Op,
           "padding " + std::to_string(*PC) + " of " + spatial(A) +
               " should be at most half of the effective kernel size " +
               std::to_string(Eff));
      return std::nullopt;
    }
    Dim N = fromEnd(*I, SD - A).value_or(Dim::dynamic());
    std::optional<Dim> Out = convOutputSize(S, N, Win, R, Op, O.CeilMode, A);
    if (!Out)
      return std::nullopt;
    Tail.push_back(*Out);
  }
  return replaceTail(S, *I, SD, Tail);
}

std::optional<ShapeTerm>
shapefns::adaptivePool(Solver &S, const ShapeTerm &Input, unsigned SD,
                       llvm::ArrayRef<std::optional<Dim>> OutputSize,
                       const Reason &R, llvm::StringRef Op) {
  std::optional<ShapeTerm> I = convInput(S, R, Op, Input, SD);
  if (!I)
    return std::nullopt;
  if (OutputSize.size() != 1 && OutputSize.size() != SD) {
    fail(S, CheckId::RankMismatch, R, Op,
         "expects output_size to be a single value or a list of " +
             std::to_string(SD) + " values, but it has " +
             std::to_string(OutputSize.size()));
    return std::nullopt;
  }
  llvm::SmallVector<Dim, 3> Tail;
  for (unsigned A = 0; A < SD; ++A) {
    const std::optional<Dim> &Want = OutputSize[OutputSize.size() == 1 ? 0 : A];
    if (!Want) {
      Tail.push_back(fromEnd(*I, SD - A).value_or(Dim::dynamic()));
      continue;
    }
    Dim D = plain(S.resolve(*Want));
    if (!checkParam(S, R, Op, D, "output size", 0, A))
      return std::nullopt;
    Tail.push_back(D);
  }
  return replaceTail(S, *I, SD, Tail);
}
