// A malformed annotation is an `annotation-syntax` error at the exact column
// inside its string literal (through concatenation and escapes), reported
// once however often the annotation is used; a misspelt dtype points at the
// category.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

// CHECK: annotation-syntax.cpp:[[@LINE+2]]:36: error: unknown character ',' [annotation-syntax]
// CHECK: hint: separate axes with spaces, not commas
void a(shapecheck::Float<Tensor, "b, n"> x);
// A misspelt dtype has a fix-it: the replacement under the name.
// CHECK: annotation-syntax.cpp:[[@LINE+5]]:19: error: unknown dtype 'Flaot' [annotation-syntax]
// CHECK-NEXT: SHAPECHECK(Flaot, "b n")
// CHECK-NEXT: {{^ +\| +\^~~~~$}}
// CHECK-NEXT: {{^ +\| +Float$}}
// CHECK-NEXT: hint: did you mean 'Float'?
void b(SHAPECHECK(Flaot, "b n") Tensor x);
// The same in the attribute's own spelling: the fix-it is inside the quotes.
// CHECK: annotation-syntax.cpp:[[@LINE+4]]:42: error: unknown dtype 'flaot32' [annotation-syntax]
// CHECK-NEXT: "flaot32"
// CHECK-NEXT: {{^ +\| +\^~~~~~~$}}
// CHECK-NEXT: {{^ +\| +Float32$}}
void b2([[clang::annotate("shapecheck", "flaot32", "n")]] Tensor x);
// CHECK: annotation-syntax.cpp:[[@LINE+1]]:30: error: two variadic axes '*a' and '*b'
void c(SHAPECHECK(Float, "*a *b") Tensor x);
// CHECK: annotation-syntax.cpp:[[@LINE+1]]:39: error: unknown character '$'
void d(shapecheck::Float<Tensor, "n" "$"> x);
// CHECK: annotation-syntax.cpp:[[@LINE+1]]:36: error: unknown character '\t'
void e(shapecheck::Float<Tensor, "n\t"> x);

// One report for an alias used twice.
// CHECK: annotation-syntax.cpp:[[@LINE+1]]:42: error: expected an operand after '('
using Bad = shapecheck::Float<Tensor, "n (">;
void f(Bad x, Bad y);

// Nested annotations must agree on dtypes and have one variadic axis.
using Image = shapecheck::Float<Tensor, "... h w">;
// CHECK: annotation-syntax.cpp:[[@LINE+1]]:32: error: the dtype categories 'Bool', 'Float' of the nested annotations have no dtype in common [annotation-syntax]
void g(shapecheck::Bool<Image, "b"> x);
// CHECK: annotation-syntax.cpp:[[@LINE+1]]:33: error: the nested annotations have more than one variadic axis
void h(shapecheck::Float<Image, "*b"> x);

// Valid: all the forms of the language.
void ok(shapecheck::Float<Tensor, "*batch c h+1 2*w (n+1)//2 _ #k rows=4 {n}"> x,
        SHAPECHECK(Shaped, "... c") Tensor y, SHAPECHECK(Int8, "") Tensor z,
        int n);
