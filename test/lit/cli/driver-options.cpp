// Options passed through to the driver: --rules (a missing rules file is a
// configuration error), --unresolved, --resource-dir and --dump-shapes (which
// never mixes into a JSON report).
//
// RUN: %expect-exit 2 %shapecheck --rules %t.missing-rules.yaml %s \
// RUN:   -- -I %shapecheck-include 2>&1 | FileCheck --check-prefix=RULES %s
// RULES: shapecheck: error:
//
// RUN: %expect-exit 0 %shapecheck --unresolved=off %s -- -I %shapecheck-include
// RUN: %expect-exit 0 %shapecheck --unresolved=error %s -- -I %shapecheck-include
// RUN: %expect-exit 0 %shapecheck --unresolved note %s -- -I %shapecheck-include
//
// The resource directory reaches Clang (-v shows its invocation; Debian's
// Clang finds its builtin headers elsewhere too, so <stddef.h> still works).
// RUN: rm -rf %t.rd && mkdir %t.rd
// RUN: %expect-exit 0 %shapecheck --resource-dir=%t.rd %s \
// RUN:   -- -I %shapecheck-include -DSTDDEF -v 2>&1 \
// RUN:   | FileCheck --check-prefix=RESOURCE %s
// RESOURCE: "-resource-dir" "{{[^"]*}}driver-options.cpp.tmp.rd"
//
// RUN: %expect-exit 0 %shapecheck --dump-shapes %s -- -I %shapecheck-include \
// RUN:   | FileCheck --check-prefix=DUMP %s
// DUMP: same
// RUN: %expect-exit 0 %shapecheck --dump-shapes --format=json %s \
// RUN:   -- -I %shapecheck-include 2> %t.dump | %json-summary -
// RUN: FileCheck --check-prefix=DUMP --input-file=%t.dump %s

#include <shapecheck/shapecheck.hpp>
#ifdef STDDEF
#include <stddef.h>
#endif
struct Tensor {};

SHAPECHECK_RETURN(Float, "n m")
Tensor same(SHAPECHECK(Float, "n m") Tensor x) { return x; }
