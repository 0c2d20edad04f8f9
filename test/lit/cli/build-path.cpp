// -p: a build directory with compile_commands.json, or the file itself; a
// missing one, or one without a database, is a configuration error (2).
// Without -p or `--`, the database is searched upwards from the file.
//
// RUN: rm -rf %t && mkdir -p %t/empty %t/proj/src
// RUN: %expect-exit 2 %shapecheck -p %t/none %s 2>&1 \
// RUN:   | FileCheck --check-prefix=NONE %s
// NONE: shapecheck: error: build path '{{.*}}none' does not exist
// RUN: %expect-exit 2 %shapecheck -p %t/empty %s 2>&1 \
// RUN:   | FileCheck --check-prefix=EMPTY %s
// EMPTY: shapecheck: error: no compile_commands.json in the build path '{{.*}}empty'; CMake writes it when configured with `cmake -S . -B {{.*}}empty -DCMAKE_EXPORT_COMPILE_COMMANDS=ON` (Ninja and Makefile generators)
//
// RUN: %make-cdb %t/db %s -I %shapecheck-include
// RUN: %expect-exit 1 %shapecheck -p %t/db %s 2>&1 | FileCheck %s
// RUN: %expect-exit 1 %shapecheck -p %t/db/compile_commands.json %s 2>&1 \
// RUN:   | FileCheck %s
//
// RUN: cp %s %t/proj/src/found.cpp
// RUN: %make-cdb %t/proj %t/proj/src/found.cpp -I %shapecheck-include
// RUN: %expect-exit 1 %shapecheck %t/proj/src/found.cpp 2>&1 \
// RUN:   | FileCheck --check-prefix=FOUND %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: build-path.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
// FOUND: found.cpp:[[@LINE-2]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
