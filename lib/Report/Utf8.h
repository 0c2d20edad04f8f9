//===- Utf8.h - Decoding UTF-8 as browsers and Node.js do -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Source files are bytes; columns in our findings count bytes, SARIF columns
// count UTF-16 code units, and GitHub's fingerprints hash UTF-16 code units
// of the file as Node.js decodes it. Decoding follows the WHATWG Encoding
// Standard: each maximal ill-formed subsequence becomes one U+FFFD.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_UTF8_H
#define SHAPECHECK_REPORT_UTF8_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace shapecheck {

struct Utf8Char {
  uint32_t CodePoint; // U+FFFD when ill-formed
  unsigned Length;    // bytes consumed, at least 1
  bool Valid;
};

/// Decodes the character starting at byte I < S.size().
Utf8Char decodeUtf8(llvm::StringRef S, size_t I);

/// How many UTF-16 code units a code point takes: 1 or 2.
inline unsigned utf16Length(uint32_t CP) { return CP >= 0x10000 ? 2 : 1; }

/// The number of UTF-16 code units that the first Bytes bytes of S decode to
/// (Bytes is clamped to S.size(); a character cut by the limit counts whole).
size_t utf16Offset(llvm::StringRef S, size_t Bytes);

} // namespace shapecheck

#endif
