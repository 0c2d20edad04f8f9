//===- LibraryCode.h - Library declarations, never analysed -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// shapecheck analyses the user's code and takes library code from the rules.
// A declaration is library code when it is in a system header, or inside a
// namespace the shipped rules packs describe (`at`, `torch`: LibTorch's C++
// API headers are usually found with -I, not as system headers) or `std`.
// Library bodies are never walked, and a library class's converting
// constructors are looked through (IntArrayRef from a braced list, Scalar
// from a double, TensorIndex from a Slice).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_LIBRARYCODE_H
#define SHAPECHECK_FRONTEND_LIBRARYCODE_H

#include "llvm/ADT/StringSet.h"

namespace clang {
class Decl;
class DeclContext;
class QualType;
} // namespace clang

namespace shapecheck {

class SourceLocs;

class LibraryCode {
public:
  LibraryCode(const SourceLocs &Locs, const llvm::StringSet<> &Namespaces);

  /// Whether D is library code (see above).
  bool isLibrary(const clang::Decl *D) const;
  /// Whether T is a scoped enumeration of the user's code (`enum class
  /// Layer { CONV64, MAXPOOL }`): its values are integers, as an unscoped
  /// enum's are. A library's enumerations are its pack's business
  /// (c10::ScalarType's enumerators are dtypes).
  bool isUserScopedEnum(clang::QualType T) const;
  /// Whether a top-level namespace of this name holds library code.
  bool isLibraryNamespace(llvm::StringRef Name) const {
    return Namespaces.count(Name) != 0;
  }
  /// The outermost named namespace around DC ("" if none).
  static llvm::StringRef outermostNamespace(const clang::DeclContext *DC);

private:
  const SourceLocs &Locs;
  llvm::StringSet<> Namespaces;
};

} // namespace shapecheck

#endif
