//===- Glob.h - '*' globs over check ids -------------------------*- C++
//-*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one glob matcher of check ids, shared by the configuration's `Checks`
// list (Config/CheckGlobs.h) and suppression comments (Suppress/Directive.h).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPE_GLOB_H
#define SHAPECHECK_SHAPE_GLOB_H

#include "llvm/ADT/StringRef.h"

namespace shapecheck {

/// '*' matches any run of characters; everything else is literal. Linear in
/// the pattern times the text, whatever the number of stars.
bool starGlobMatch(llvm::StringRef Pattern, llvm::StringRef Text);

} // namespace shapecheck

#endif
