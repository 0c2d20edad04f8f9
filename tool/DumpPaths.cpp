//===- DumpPaths.cpp - --dump-shapes lines with the user's file names -----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "DumpPaths.h"
#include "llvm/ADT/StringExtras.h"

using namespace shapecheck;

/// The length of the file name of a "FILE:LINE:COL: " line, or 0: the text
/// before the first ":LINE:COL: ".
static size_t fileNameLength(llvm::StringRef Line) {
  for (size_t I = 1; I < Line.size(); ++I) {
    if (Line[I] != ':')
      continue;
    size_t J = I + 1;
    unsigned Numbers = 0;
    while (Numbers != 2 && J < Line.size() && llvm::isDigit(Line[J])) {
      while (J < Line.size() && llvm::isDigit(Line[J]))
        ++J;
      ++Numbers;
      if (J < Line.size() && Line[J] == ':')
        ++J;
      else
        break;
    }
    if (Numbers == 2 && Line[J - 1] == ':' && J < Line.size() && Line[J] == ' ')
      return I;
  }
  return 0;
}

std::string shapecheck::displayShapeDump(llvm::StringRef Dump,
                                         const DisplayPaths &Paths) {
  std::string Out;
  while (!Dump.empty()) {
    auto [Line, Rest] = Dump.split('\n');
    bool Newline = Dump.size() > Line.size();
    Dump = Rest;
    if (size_t N = fileNameLength(Line))
      Out += Paths(Line.take_front(N)) + Line.drop_front(N).str();
    else
      Out += Line.str();
    if (Newline)
      Out += '\n';
  }
  return Out;
}
