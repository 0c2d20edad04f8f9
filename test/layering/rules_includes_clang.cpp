// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Only lib/Frontend includes Clang headers.
#include "clang/Basic/SourceLocation.h"
