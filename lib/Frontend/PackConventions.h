//===- PackConventions.h - Library conventions the packs declare -*- C++
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// The facts about a library that the frontend follows but that are not
// shapes -- LibTorch's in-place `_` suffix, `forward`, its module holder
// class, `register_module`, `c10::ScalarType` -- are declared by the packs
// (`convention KEY = VALUE, ...` in rules/torch.rules; docs/rules.md lists
// the keys). Without a loaded pack that declares one, the frontend does
// not apply it.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_PACKCONVENTIONS_H
#define SHAPECHECK_FRONTEND_PACKCONVENTIONS_H

#include "Rules/RuleSet.h"
#include "llvm/ADT/StringRef.h"

namespace shapecheck {

/// Whether Name is a value of the pack's convention Key.
inline bool packSays(const RuleSet *Rules, llvm::StringRef Key,
                     llvm::StringRef Name) {
  return Rules && Rules->hasConvention(Key, Name);
}

/// The single value of convention Key, or "" when no pack declares it.
inline llvm::StringRef packValue(const RuleSet *Rules, llvm::StringRef Key) {
  if (!Rules)
    return {};
  llvm::ArrayRef<std::string> V = Rules->convention(Key);
  return V.empty() ? llvm::StringRef() : llvm::StringRef(V.front());
}

/// Whether a method named Name is the module method that `operator()`
/// calls (LibTorch: `forward`).
inline bool isModuleMethod(const RuleSet *Rules, llvm::StringRef Name) {
  llvm::StringRef M = packValue(Rules, "module_method");
  return !M.empty() && Name == M;
}

} // namespace shapecheck

#endif
