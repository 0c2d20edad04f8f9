// --format=gitlab: a GitLab Code Quality report on stdout, checked against
// GitLab's documented format (test/tools/check_gitlab.py); paths relative to
// --source-root, else CI_PROJECT_DIR, else the current directory;
// fingerprints that do not change when the code above moves.
//
// RUN: cd %S && %expect-exit 1 %shapecheck --format=gitlab format-gitlab.cpp \
// RUN:   -- -I %shapecheck-include > %t.json 2> %t.err
// RUN: count 0 < %t.err
// RUN: %check-gitlab %t.json > %t.summary
// RUN: FileCheck --check-prefix=REL --input-file=%t.summary %s
//
// RUN: cd %S && env CI_PROJECT_DIR=%S/.. %expect-exit 1 %shapecheck \
// RUN:   --format=gitlab %s -- -I %shapecheck-include \
// RUN:   | %check-gitlab - | FileCheck --check-prefix=CI %s
//
// The same code two lines lower: the same fingerprint.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %python -c "import sys; t = open(sys.argv[1]).read(); open(sys.argv[2], 'w').write('//\n//\n' + t)" %s %t.dir/format-gitlab.cpp
// RUN: cd %t.dir && %expect-exit 1 %shapecheck --format=gitlab \
// RUN:   format-gitlab.cpp -- -I %shapecheck-include | %check-gitlab - \
// RUN:   > %t.moved
// RUN: %python -c "import sys; a, b = (open(p).read().split('fingerprint=')[1] for p in sys.argv[1:]); sys.exit(a != b)" %t.summary %t.moved

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// REL: issue annotation-syntax major format-gitlab.cpp:[[@LINE-1]] fingerprint={{[0-9a-f]{32}$}}
// CI: issue annotation-syntax major cli/format-gitlab.cpp:[[@LINE-2]]
Tensor quiet(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK
// REL-NOT: issue
