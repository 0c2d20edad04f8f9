// --format=github: GitHub Actions workflow commands on stdout, decoded by a
// parser that follows the runner's (test/tools/parse_github_commands.py);
// paths relative to GITHUB_WORKSPACE when it is set, else as given.
//
// RUN: cd %S && %expect-exit 1 %shapecheck --format=github format-github.cpp \
// RUN:   -- -I %shapecheck-include > %t 2> %t.err
// RUN: count 0 < %t.err
// RUN: %parse-github %t | FileCheck --check-prefix=REL %s
//
// RUN: cd %S && env GITHUB_WORKSPACE=%S/.. %expect-exit 1 %shapecheck \
// RUN:   --format=github %s -- -I %shapecheck-include \
// RUN:   | %parse-github - | FileCheck --check-prefix=WS %s
//
// A file that does not compile: an error annotation titled shapecheck.
// RUN: cd %S && %expect-exit 1 %shapecheck --format=github Inputs/broken.cpp \
// RUN:   -- -I %shapecheck-include | %parse-github - \
// RUN:   | FileCheck --check-prefix=BROKEN %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// REL: error file=format-github.cpp line=[[@LINE-1]] col={{[0-9]+}} endLine=[[@LINE-1]] endColumn={{[0-9]+}} title=annotation-syntax
// REL-NEXT: message: {{.+}}
// WS: error file=cli/format-github.cpp line=[[@LINE-3]]
Tensor quiet(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK
// REL-NOT: line=[[@LINE-1]]
// REL-NOT: error
// BROKEN: error file=Inputs/broken.cpp line={{[0-9]+}} col={{[0-9]+}} {{.*}}title=shapecheck
