// Each --format: text findings on stdout and the summary on stderr; JSON and
// SARIF documents alone on stdout (nothing on stderr), valid and complete.
//
// RUN: %expect-exit 1 %shapecheck --format=text %s -- -I %shapecheck-include \
// RUN:   > %t.txt 2> %t.txt.err
// RUN: FileCheck --check-prefix=TEXT --input-file=%t.txt %s
// RUN: FileCheck --check-prefix=TEXT-ERR --input-file=%t.txt.err %s
//
// RUN: %expect-exit 1 %shapecheck --format=json %s -- -I %shapecheck-include \
// RUN:   > %t.json 2> %t.json.err
// RUN: %json-summary %t.json | FileCheck --check-prefix=JSON %s
// RUN: count 0 < %t.json.err
//
// RUN: %expect-exit 1 %shapecheck --format sarif %s -- -I %shapecheck-include \
// RUN:   > %t.sarif 2> %t.sarif.err
// RUN: %validate-sarif --github %t.sarif
// RUN: %json-summary %t.sarif | FileCheck --check-prefix=SARIF-ABS %s
// RUN: count 0 < %t.sarif.err
//
// URIs relative to the source root: the current directory by default.
// RUN: cd %S && %expect-exit 1 %shapecheck --format=sarif formats.cpp \
// RUN:   -- -I %shapecheck-include > %t.rel.sarif
// RUN: %validate-sarif %t.rel.sarif
// RUN: %json-summary %t.rel.sarif | FileCheck --check-prefix=SARIF-REL %s
// RUN: %expect-exit 1 %shapecheck --format=sarif --source-root %S/.. %s \
// RUN:   -- -I %shapecheck-include > %t.root.sarif
// RUN: %json-summary %t.root.sarif | FileCheck --check-prefix=SARIF-ROOT %s
//
// A clean file: valid empty reports, exit 0.
// RUN: %expect-exit 0 %shapecheck --format=json %S/Inputs/clean.cpp \
// RUN:   -- -I %shapecheck-include | %json-summary - \
// RUN:   | FileCheck --check-prefix=JSON-CLEAN %s
// RUN: %expect-exit 0 %shapecheck --format=sarif %S/Inputs/clean.cpp \
// RUN:   -- -I %shapecheck-include > %t.clean.sarif
// RUN: %validate-sarif %t.clean.sarif

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// TEXT: formats.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
// TEXT-NEXT: Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// TEXT-NEXT: {{^ +[|] +\^}}
// TEXT-NOT: generated
// TEXT-ERR: 1 error generated.
// JSON: json version=1 successful=true errors=1 warnings=0
// JSON-NEXT: finding annotation-syntax error formats.cpp:[[@LINE-7]]:{{[0-9]+}}
// JSON-NOT: finding
// SARIF-ABS: sarif version=2.1.0 rules={{[1-9][0-9]*}} successful=true
// SARIF-ABS-NEXT: result annotation-syntax error uri=file:///{{.*}}/formats.cpp line=[[@LINE-10]] col={{[0-9]+}}
// SARIF-REL: result annotation-syntax error uri=formats.cpp line=[[@LINE-11]]
// SARIF-ROOT: result annotation-syntax error uri=cli/formats.cpp line=[[@LINE-12]]
// JSON-CLEAN: json version=1 successful=true errors=0 warnings=0
// JSON-CLEAN-NOT: finding
