// Strings that configure array code (rules/std.rules): a std::string built
// from a literal is that string, and two known strings compare as they do
// at run time, so a branch on a variant's name is decided where the name
// is known: in the body, and in a helper called with a literal (analysed
// with its argument, as for a known integer). Before, every such branch
// was undecided and the sizes it chose unknown.
//
// RUN: %shapecheck --dump-shapes=main %s -- -std=c++17 %fake-torch \
// RUN:     | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <fake_torch.h>
#include <string>

int expansion(const std::string &kind) {
  int e = 1;
  if (kind != "resnet18" && kind != "resnet34")
    e = 4;
  return e;
}

int main() {
  std::string kind = "resnet50";
  int e = 1;
  if (kind == "resnet50")
    e = 4;
  // CHECK: string-config.cpp:[[@LINE+1]]:8: 'a': Float[4]
  auto a = torch::randn({e});
  // CHECK: string-config.cpp:[[@LINE+1]]:8: 'b': Float[2 1]
  auto b = torch::randn({2, expansion("resnet18")});
  // CHECK: string-config.cpp:[[@LINE+1]]:8: 'c': Float[2 4]
  auto c = torch::randn({2, expansion("resnet101")});
  std::string other = std::string("resnet34");
  // CHECK: string-config.cpp:[[@LINE+1]]:8: 'd': Float[2 1]
  auto d = torch::randn({2, expansion(other)});
}
