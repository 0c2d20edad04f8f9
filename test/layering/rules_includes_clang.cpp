// Only lib/Frontend includes Clang headers.
#include "clang/Basic/SourceLocation.h"
