// Compile flags come from compile_commands.json (-p, or found upwards from
// the file) or from the flags after `--`; response files (@file) are
// expanded in both; --extra-arg adds flags.
//
// RUN: rm -rf %t && mkdir -p %t/db
// RUN: echo '-std=c++20 -DFROM_RSP -I %shapecheck-include' > %t/flags.rsp
// RUN: not %shapecheck %s -- @%t/flags.rsp \
// RUN:   | FileCheck --check-prefix=RSP %s --implicit-check-not='{{warning|error}}:'
// RUN: echo '[{"directory": "%/t", "file": "%/s", "command": "clang++ @%/t/flags.rsp -DFROM_DB -c %/s"}]' > %t/db/compile_commands.json
// RUN: not %shapecheck -p %t/db %s \
// RUN:   | FileCheck --check-prefixes=RSP,DB %s --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck -p %t/db --extra-arg=-DEXTRA %s \
// RUN:   | FileCheck --check-prefixes=RSP,DB,EXTRA %s --implicit-check-not='{{warning|error}}:'
// Without the flags, the annotations are not even compiled in: silent.
// RUN: %shapecheck %s -- -std=c++20 -I %shapecheck-include | count 0

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};
Float<Tensor, "2 3"> make23();
void takes33(Float<Tensor, "3 3"> x);

void f() {
#ifdef FROM_RSP
  // RSP: compile-commands.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33'
  takes33(make23());
#endif
#ifdef FROM_DB
  // DB: compile-commands.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33'
  takes33(make23());
#endif
#ifdef EXTRA
  // EXTRA: compile-commands.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33'
  takes33(make23());
#endif
}
