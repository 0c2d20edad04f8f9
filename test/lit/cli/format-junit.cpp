// --format=junit: JUnit XML on stdout, parsed by Python's XML parser and
// checked for the structure JUnit consumers need (test/tools/check_junit.py):
// a suite per checked file, a failure per finding, an error for a file that
// does not compile, a passing test case for a clean file.
//
// RUN: cd %S && %expect-exit 1 %shapecheck --format=junit format-junit.cpp \
// RUN:   Inputs/clean.cpp Inputs/broken.cpp -- -I %shapecheck-include \
// RUN:   > %t.xml 2> %t.err
// RUN: count 0 < %t.err
// RUN: %check-junit %t.xml | FileCheck %s
//
// A clean run: well-formed, no failure, exit 0.
// RUN: cd %S && %expect-exit 0 %shapecheck --format=junit Inputs/clean.cpp \
// RUN:   -- -I %shapecheck-include | %check-junit - \
// RUN:   | FileCheck --check-prefix=CLEAN %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

// A message with characters XML must escape: "<", "&", quotes.
Tensor bad(SHAPECHECK(Float, "n (<&'\"") Tensor x) { return x; }
Tensor quiet(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK

// CHECK: testsuites tests={{[0-9]+}} failures=1 errors=[[ERRORS:[1-9][0-9]*]]
// CHECK-NEXT: testsuite format-junit.cpp tests=1 failures=1 errors=0
// CHECK-NEXT: testcase annotation-syntax at 21:{{[0-9]+}} failure type=annotation-syntax message={{.+}}
// CHECK-NEXT: testsuite Inputs/clean.cpp tests=1 failures=0 errors=0
// CHECK-NEXT: testcase shapecheck passed
// CHECK-NEXT: testsuite Inputs/broken.cpp tests=[[ERRORS]] failures=0 errors=[[ERRORS]]
// CHECK-NEXT: testcase compile at {{[0-9]+:[0-9]+}} error type=shapecheck message={{.+}}
// CHECK-NOT: testsuite

// CLEAN: testsuites tests=1 failures=0 errors=0
// CLEAN-NEXT: testsuite Inputs/clean.cpp tests=1 failures=0 errors=0
// CLEAN-NEXT: testcase shapecheck passed
