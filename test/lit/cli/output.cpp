// --output FILE: the report goes to FILE, stdout stays empty, the summary
// still goes to stderr. An output that cannot be written is exit code 2.
//
// RUN: rm -rf %t && mkdir %t
// RUN: %expect-exit 1 %shapecheck --output %t/report.txt %s \
// RUN:   -- -I %shapecheck-include > %t/stdout 2> %t/stderr
// RUN: count 0 < %t/stdout
// RUN: FileCheck --input-file=%t/report.txt %s
// RUN: FileCheck --check-prefix=ERR --input-file=%t/stderr %s
//
// RUN: %expect-exit 1 %shapecheck --format=json -o %t/report.json %s \
// RUN:   -- -I %shapecheck-include > %t/stdout
// RUN: count 0 < %t/stdout
// RUN: %json-summary %t/report.json | FileCheck --check-prefix=JSON %s
//
// RUN: %expect-exit 1 %shapecheck --format=sarif --output=%t/report.sarif %s \
// RUN:   -- -I %shapecheck-include > %t/stdout
// RUN: count 0 < %t/stdout
// RUN: %validate-sarif %t/report.sarif
//
// `-o -` is stdout.
// RUN: %expect-exit 1 %shapecheck -o - %s -- -I %shapecheck-include \
// RUN:   2> /dev/null | FileCheck %s
//
// RUN: %expect-exit 2 %shapecheck -o %t/no/such/dir/report.txt %s \
// RUN:   -- -I %shapecheck-include 2>&1 | FileCheck --check-prefix=BAD %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: output.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
// ERR: 1 error generated.
// JSON: finding annotation-syntax error output.cpp:[[@LINE-3]]
// BAD: shapecheck: error: cannot write '{{.*}}report.txt':
