// A stand-in for LibTorch's <torch/torch.h> for the examples of the rule
// pages (docs/diagnostics/*.md): the test suite's fake LibTorch headers, whose
// declarations have the same qualified names and parameter lists as the real
// ones, so that the examples are checked in a fraction of a second and give
// the same findings as with the real headers
// (-I /usr/include/torch/csrc/api/include).
#include "../../../../test/lit/rules/Inputs/fake_torch.h"
