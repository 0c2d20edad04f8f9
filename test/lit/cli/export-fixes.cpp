// --export-fixes=FILE: clang-tidy's export-fixes YAML beside the report, read
// back by PyYAML and, where installed, by clang-apply-replacements, which
// applies the one fix-it (a misspelt dtype) and changes nothing else.
//
// RUN: rm -rf %t && mkdir -p %t/fixes
// RUN: cp %s %t/export-fixes.cpp
// RUN: cd %t && %expect-exit 1 %shapecheck --export-fixes=fixes/out.yaml \
// RUN:   export-fixes.cpp -- -I %shapecheck-include > %t/text 2>&1
// RUN: FileCheck --check-prefix=TEXT --input-file=%t/text %s
// RUN: %python -c "import sys, yaml; d = yaml.safe_load(open(sys.argv[1])); print('main', d['MainSourceFile']); [print('diag', x['DiagnosticName'], x['Level'], x['DiagnosticMessage']['FilePath'], x['DiagnosticMessage']['FileOffset'], x['DiagnosticMessage']['Replacements']) for x in d['Diagnostics']]" %t/fixes/out.yaml \
// RUN:   | FileCheck --check-prefix=YAML -DDIR=%t %s
//
// Also with the other formats, and an unwritable file is exit code 2.
// RUN: cd %t && %expect-exit 1 %shapecheck --format=json \
// RUN:   --export-fixes=fixes/json.yaml export-fixes.cpp \
// RUN:   -- -I %shapecheck-include > /dev/null
// RUN: diff %t/fixes/out.yaml %t/fixes/json.yaml
// RUN: cd %t && %expect-exit 2 %shapecheck --export-fixes=%t/none/x.yaml \
// RUN:   export-fixes.cpp -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck --check-prefix=UNWRITABLE %s

// RUN: %if clang-apply-replacements %{ cp %t/export-fixes.cpp %t/before.cpp %}
// RUN: %if clang-apply-replacements %{ rm %t/fixes/json.yaml %}
// RUN: %if clang-apply-replacements %{ %clang-apply-replacements %t/fixes %}
// RUN: %if clang-apply-replacements %{ FileCheck --check-prefix=APPLIED --input-file=%t/export-fixes.cpp %s %}
// RUN: %if clang-apply-replacements %{ grep -v '^Tensor typo' %t/before.cpp > %t/before.rest %}
// RUN: %if clang-apply-replacements %{ grep -v '^Tensor typo' %t/export-fixes.cpp > %t/after.rest %}
// RUN: %if clang-apply-replacements %{ diff %t/before.rest %t/after.rest %}
// APPLIED-NOT: {{^}}Tensor typo(SHAPECHECK(Flaot
// APPLIED: {{^}}Tensor typo(SHAPECHECK(Float, "n") Tensor x) { return x; }

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
Tensor quiet(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK
// TEXT: export-fixes.cpp:[[@LINE-2]]:{{[0-9]+}}: error:
Tensor typo(SHAPECHECK(Flaot, "n") Tensor x) { return x; }
// TEXT: export-fixes.cpp:[[@LINE-1]]:24: error: unknown dtype 'Flaot'
// YAML: main [[DIR]]/export-fixes.cpp
// YAML-NEXT: diag annotation-syntax Error [[DIR]]/export-fixes.cpp {{[1-9][0-9]+}} []
// YAML-NEXT: diag annotation-syntax Error [[DIR]]/export-fixes.cpp [[OFF:[1-9][0-9]+]] [{'FilePath': '[[DIR]]/export-fixes.cpp', 'Offset': [[OFF]], 'Length': 5, 'ReplacementText': 'Float'}]
// YAML-NOT: diag
// UNWRITABLE: shapecheck: error: cannot write '{{.*}}none/x.yaml'
