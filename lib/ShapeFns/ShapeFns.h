//===- ShapeFns.h - All shape functions -------------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The general shape functions that library rules (torch::matmul,
// Tensor::view, nn::Conv2d, ...) call. Each takes the solver, the input
// shapes and arguments, and a Reason saying where a finding is reported;
// it returns the result shape, or std::nullopt after reporting an error.
// See ShapeFns/Support.h for the conventions they share.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPEFNS_SHAPEFNS_H
#define SHAPECHECK_SHAPEFNS_SHAPEFNS_H

#include "ShapeFns/Broadcast.h"
#include "ShapeFns/Combine.h"
#include "ShapeFns/Conv.h"
#include "ShapeFns/Einsum.h"
#include "ShapeFns/Index.h"
#include "ShapeFns/Layout.h"
#include "ShapeFns/Matmul.h"
#include "ShapeFns/Reduce.h"
#include "ShapeFns/Reshape.h"
#include "ShapeFns/Support.h"

#endif
