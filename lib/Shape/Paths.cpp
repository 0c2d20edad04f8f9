//===- Paths.cpp - File names as findings and inputs name them ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Shape/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

std::string shapecheck::absolutePath(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P); // leaves P as is if it fails
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return llvm::sys::path::convert_to_slash(P);
}
