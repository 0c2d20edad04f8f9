//===- Color.h - Whether to color text output -------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// --color=always and --color=never decide; --color=auto colors a stream that
// is a terminal, unless the NO_COLOR environment variable is set to a
// non-empty value (https://no-color.org) or TERM is "dumb".
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_COLOR_H
#define SHAPECHECK_TOOL_COLOR_H

#include "CliOptions.h"

namespace shapecheck {

/// Whether output written to file descriptor FD (-1: a file) gets colors.
bool useColor(ColorMode Mode, int FD);

} // namespace shapecheck

#endif
