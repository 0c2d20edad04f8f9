//===- HeaderFlags.h - Clang options that a library's headers need --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A pack's `flags "xtensor/" = "-fno-relaxed-template-template-args"`
// (docs/rules.md) names Clang options that the library's headers need with
// Clang but that its users do not pass (they compile with GCC). The
// language options those flags change are applied from the first
// `#include` whose name, as written, starts with the string
// (`<xtensor/xarray.hpp>`), so that a translation unit without the library
// is parsed exactly as its command says.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_HEADERFLAGS_H
#define SHAPECHECK_FRONTEND_HEADERFLAGS_H

#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace clang {
class CompilerInstance;
}

namespace shapecheck {

class RuleSet;

/// Adds to CI's preprocessor the callback that applies the packs' `flags`
/// declarations; nothing when no pack declares one. Call after the
/// preprocessor is created and before parsing. Included: the strings of the
/// declarations whose `#include` a precompiled preamble has already seen
/// (CachedPreamble.h): their options are applied at once. Fired (when not
/// null) receives the strings of those applied at an `#include`.
void installHeaderFlags(clang::CompilerInstance &CI, const RuleSet &Rules,
                        llvm::ArrayRef<std::string> Included = {},
                        std::vector<std::string> *Fired = nullptr);

} // namespace shapecheck

#endif
