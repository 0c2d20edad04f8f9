// --rules FILE: a user's stubs describe a third-party library's functions
// and take precedence over the shipped pack; an annotation in the code wins
// over both. A malformed rules file is reported with its locations and
// nothing is checked (exit code 2); so is an unreadable one.
//
// RUN: %expect-exit 1 %shapecheck --dump-shapes \
// RUN:     --rules %rules-inputs/vision.rules %s \
// RUN:     -- -std=c++17 %fake-torch -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
//
// Without the stubs the library is unknown: no findings.
// RUN: %expect-exit 0 %shapecheck %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include
//
// RUN: %expect-exit 2 %shapecheck --rules %rules-inputs/bad.rules %s \
// RUN:     -- -std=c++17 %fake-torch -I %shapecheck-include > %t.bad.out \
// RUN:     2> %t.bad.err
// RUN: count 0 < %t.bad.out
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t.bad.err
// Each error as the text reporter renders any diagnostic: the source line,
// the caret, a fix-it's replacement under the range it replaces, the hint.
// BAD: {{.*}}bad.rules:2:24: error: unknown dtype category or array type 'Flaot'
// BAD-NEXT: {{^ +}}2 | def vision::nms(boxes: Flaot[n 4]
// BAD-NEXT: {{^ +\| +\^~~~~$}}
// BAD-NEXT: {{^ +\| +Float$}}
// BAD-NEXT: hint: did you mean 'Float'?
// BAD-NEXT: {{.*}}bad.rules:3:52: error: unknown shape function 'resahpe'
// BAD-NEXT: {{^ +}}3 | def vision::patchify
// BAD-NEXT: {{^ +\| +\^~+$}}
// BAD-NEXT: {{^ +\| +reshape$}}
// BAD-NEXT: hint: did you mean 'reshape'?
// BAD-NEXT: {{.*}}bad.rules:5:32: error: duplicate parameter 'img'
// BAD-NEXT: {{^ +}}5 | def vision::twice
// BAD-NEXT: {{^ +\| +\^~~$}}
// BAD-NEXT: shapecheck: error: 3 errors in rules files; nothing was checked
//
// RUN: %expect-exit 2 %shapecheck --rules %t.missing.rules %s \
// RUN:     -- -std=c++17 %fake-torch 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: shapecheck: error: cannot read the rules file '{{.*}}missing.rules'

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

// A third-party library without annotations.
namespace vision {
at::Tensor patchify(const at::Tensor &img, int64_t p);
at::Tensor nms(const at::Tensor &boxes, const at::Tensor &scores, double iou);
at::Tensor resize(const at::Tensor &img, at::IntArrayRef size);
} // namespace vision

namespace myops {
SHAPECHECK_RETURN(Float, "n")
at::Tensor scale(SHAPECHECK(Float, "n") const at::Tensor &x, int64_t k);
} // namespace myops

// DUMP-LABEL: 'silent'
void silent(SHAPECHECK(Float, "3 32 32") torch::Tensor img,
            SHAPECHECK(Float, "n 4") torch::Tensor boxes,
            SHAPECHECK(Float, "n") torch::Tensor scores) {
  // DUMP-NEXT: user-rules.cpp:[[@LINE+1]]:8: 'p': Float[64 48]
  auto p = vision::patchify(img, 4);
  // DUMP-NEXT: user-rules.cpp:[[@LINE+1]]:8: 'keep': Int64[?]
  auto keep = vision::nms(boxes, scores, 0.5);
  // DUMP-NEXT: user-rules.cpp:[[@LINE+1]]:8: 'small': Float[3 16 16]
  auto small = vision::resize(img, 16);
  // The user's rule, not the pack's: Float16.
  // DUMP-NEXT: user-rules.cpp:[[@LINE+1]]:8: 'r': Float16[3 32 32]
  auto r = torch::relu(img);
  // The annotation, not the stub: Float[n].
  // DUMP-NEXT: user-rules.cpp:[[@LINE+1]]:8: 's': Float[n]
  auto s = myops::scale(scores, 2);
}

void fires(SHAPECHECK(Float, "n 4") torch::Tensor boxes,
           SHAPECHECK(Float, "m") torch::Tensor scores) {
  // CHECK: user-rules.cpp:[[@LINE+2]]:34: error: argument 'scores' of call to 'vision::nms', axis 0: size 'm' does not match 'nms::n' = fires::n required by parameter 'scores' of 'vision::nms'; 'm' and 'fires::n' are distinct dimensions that would have to be equal [shape-mismatch]
  // CHECK: vision.rules:6:50: note: parameter 'scores' of 'vision::nms' is declared here
  auto keep = vision::nms(boxes, scores, 0.5);
  // CHECK: user-rules.cpp:[[@LINE+1]]:29: error: argument 'img' of call to 'vision::patchify' has 2 axes [n 4], but parameter 'img' of 'vision::patchify' requires 3 axes [c h w] [rank-mismatch]
  auto p = vision::patchify(boxes, 2);
}
