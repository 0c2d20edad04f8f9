//===- rules_load_bench.cpp - Time to load the shipped rules packs --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Loads every shipped pack (rules/*.rules, compiled in) into a fresh RuleSet
// R times and prints the best and the median time of one load, and the
// number of declarations. The target is under 10 ms per load.
//
//   rules_load_bench [R]      (default 50)
//
//===----------------------------------------------------------------------===//
#include "Rules/RuleSet.h"
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace shapecheck;

int main(int argc, char **argv) {
  int Runs = argc > 1 ? std::atoi(argv[1]) : 50;
  if (Runs < 1)
    Runs = 1;
  size_t Bytes = 0;
  for (const auto &P : RuleSet::builtinPacks())
    Bytes += P.second.size();
  std::vector<double> Ms;
  size_t Decls = 0;
  for (int I = 0; I < Runs; ++I) {
    auto T0 = std::chrono::steady_clock::now();
    RuleSet R;
    std::vector<Diagnostic> Errs;
    if (!R.loadBuiltin(Errs)) {
      for (const Diagnostic &E : Errs)
        std::fprintf(stderr, "%s\n", E.str().c_str());
      return 2;
    }
    auto T1 = std::chrono::steady_clock::now();
    Ms.push_back(std::chrono::duration<double, std::milli>(T1 - T0).count());
    Decls = R.numDeclarations();
  }
  std::sort(Ms.begin(), Ms.end());
  std::printf("rules packs: %zu bytes, %zu declarations\n", Bytes, Decls);
  std::printf("load all packs: best %.3f ms, median %.3f ms over %d runs "
              "(target < 10 ms)\n",
              Ms.front(), Ms[Ms.size() / 2], Runs);
  return Ms[Ms.size() / 2] < 10.0 ? 0 : 1;
}
