//===- Utf8.cpp - Decoding UTF-8 as browsers and Node.js do ---------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/Utf8.h"

using namespace shapecheck;

Utf8Char shapecheck::decodeUtf8(llvm::StringRef S, size_t I) {
  auto B = [&](size_t K) { return static_cast<unsigned char>(S[K]); };
  unsigned char Lead = B(I);
  if (Lead < 0x80)
    return {Lead, 1, true};
  unsigned Needed;
  uint32_t CP;
  unsigned char Lower = 0x80, Upper = 0xBF;
  if (Lead >= 0xC2 && Lead <= 0xDF) {
    Needed = 1;
    CP = Lead & 0x1F;
  } else if (Lead >= 0xE0 && Lead <= 0xEF) {
    Needed = 2;
    CP = Lead & 0x0F;
    if (Lead == 0xE0)
      Lower = 0xA0; // no overlong forms
    if (Lead == 0xED)
      Upper = 0x9F; // no surrogates
  } else if (Lead >= 0xF0 && Lead <= 0xF4) {
    Needed = 3;
    CP = Lead & 0x07;
    if (Lead == 0xF0)
      Lower = 0x90;
    if (Lead == 0xF4)
      Upper = 0x8F; // nothing above U+10FFFF
  } else {
    return {0xFFFD, 1, false};
  }
  unsigned Len = 1;
  for (unsigned K = 0; K != Needed; ++K) {
    if (I + Len == S.size())
      return {0xFFFD, Len, false}; // truncated at the end
    unsigned char C = B(I + Len);
    if (C < Lower || C > Upper)
      return {0xFFFD, Len, false}; // C starts the next character
    Lower = 0x80;
    Upper = 0xBF;
    CP = (CP << 6) | (C & 0x3F);
    ++Len;
  }
  return {CP, Len, true};
}

size_t shapecheck::utf16Offset(llvm::StringRef S, size_t Bytes) {
  size_t Units = 0;
  for (size_t I = 0; I < Bytes && I < S.size();) {
    Utf8Char C = decodeUtf8(S, I);
    Units += utf16Length(C.CodePoint);
    I += C.Length;
  }
  return Units;
}
