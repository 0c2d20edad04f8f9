// A compile command's directory is where Clang resolves the command's
// relative paths; the tool's own relative paths (the files given, -o, the
// text report's source lines, NOSHAPECHECK comments) stay relative to where
// it was started.
//
// RUN: rm -rf %t && mkdir -p %t/db %t/run
// RUN: cp %s %t/run/model.cpp
// RUN: echo '[{"directory": "%/t/db", "file": "%/t/run/model.cpp", "command": "clang++ -std=c++20 -I %shapecheck-include -c %/t/run/model.cpp"}]' > %t/db/compile_commands.json
// RUN: cd %t/run && not %shapecheck -p %t/db --format=json -o report.json model.cpp
// RUN: FileCheck %s --input-file=%t/run/report.json
// RUN: not ls %t/db/report.json
// RUN: cd %t/run && not %shapecheck -p %t/db model.cpp | FileCheck %s --check-prefix=TEXT

// CHECK: "errors": 1,
// CHECK: argument 'x' of call to 'takes33', axis 0
// TEXT: model.cpp:[[@LINE+10]]:11: error: argument 'x' of call to 'takes33'
// TEXT-NEXT: {{^ +[0-9]+ [|]}} takes33(make23());{{$}}

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};
Float<Tensor, "2 3"> make23();
void takes33(Float<Tensor, "3 3"> x);

void f() {
  takes33(make23());
  takes33(make23()); // NOSHAPECHECK
}
