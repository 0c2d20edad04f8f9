//===- Color.cpp - Whether to color text output ---------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Color.h"
#include <cstdlib>
#include <cstring>
#include <unistd.h>

using namespace shapecheck;

bool shapecheck::useColor(ColorMode Mode, int FD) {
  switch (Mode) {
  case ColorMode::Always:
    return true;
  case ColorMode::Never:
    return false;
  case ColorMode::Auto:
    break;
  }
  if (const char *NoColor = std::getenv("NO_COLOR"); NoColor && *NoColor)
    return false;
  if (const char *Term = std::getenv("TERM");
      Term && std::strcmp(Term, "dumb") == 0)
    return false;
  return FD >= 0 && ::isatty(FD);
}
