//===- Paths.h - File names as findings and inputs name them ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Every layer names files the same way (findings, notifications, baselines,
// configuration files, the inputs): absolute, lexically normalised. The
// lowest layer holds the one helper, so that all of them agree.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPE_PATHS_H
#define SHAPECHECK_SHAPE_PATHS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace shapecheck {

/// Path made absolute (against the current directory), with "." and ".."
/// removed lexically (no symlinks resolved) and forward slashes.
std::string absolutePath(llvm::StringRef Path);

} // namespace shapecheck

#endif
