//===- solver_bench.cpp - Throughput and memory of the shape solver -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Builds a chain of N calls through polymorphic signatures, as a long
// function body would: each call instantiates its signature with fresh
// variables and unifies it with the previous result, and the dimensions mix
// constants and the enclosing function's rigid variables.
//
//   solver_bench [N]      (default 100000)
//
// Prints unifications per second and peak memory, for N/4, N/2 and N to
// show that memory grows linearly.
//
//===----------------------------------------------------------------------===//
#include "Solver/Signature.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace shapecheck;

static Annotation ann(const char *Cat, const char *Shape) {
  Annotation A;
  SyntaxError Err;
  if (!parseAnnotation(Cat, Shape, A, Err)) {
    std::fprintf(stderr, "bad annotation '%s': %s\n", Shape,
                 Err.Message.c_str());
    std::exit(2);
  }
  return A;
}

static long peakRssKiB() {
  struct rusage U;
  getrusage(RUSAGE_SELF, &U);
  return U.ru_maxrss;
}

struct Run {
  double Seconds;
  size_t Unifications;
  size_t Findings;
  size_t Vars;
};

static Run chain(unsigned N) {
  SourceLoc L;
  L.File = "bench.cpp";
  L.Line = 1;
  FunctionSig Linear; // (x: [*b n m], w: [m k]) -> [*b n k]
  Linear.Name = "linear";
  Linear.Params.push_back({"x", ann("Float", "*b n m"), L, false});
  Linear.Params.push_back({"w", ann("Float", "m k"), L, false});
  Linear.Result = ann("Float", "*b n k");
  FunctionSig Act; // (x: [*s]) -> [*s]
  Act.Name = "relu";
  Act.Params.push_back({"x", ann("Float", "*s"), L, false});
  Act.Result = ann("Float", "*s");
  FunctionSig Pool; // (x: [*b n c], {k}) -> [*b n//k*k c]... kept simple:
  Pool.Name = "widen";
  Pool.Params.push_back({"x", ann("Float", "*b n c"), L, false});
  Pool.Result = ann("Float", "*b n c+1");

  Solver S;
  FunctionSig Outer;
  Outer.Name = "forward";
  Outer.Params.push_back({"x", ann("Float", "batch seq 16"), L, false});
  BodyScope Body = enterBody(S, Outer);
  ArrayType X = *Body.Params[0];
  DtypeSet F32 = *DtypeSet::fromCategory("Float32");
  auto Start = std::chrono::steady_clock::now();
  for (unsigned I = 0; I < N; ++I) {
    SourceLoc At = L;
    At.Line = I + 2;
    std::optional<ArrayType> Out;
    switch (I % 3) {
    case 0: {
      // The weight's in-features must match the current last axis.
      ShapeTerm W = S.resolve(X.Shape);
      Dim In = W.Var ? W.Suffix.back() : W.Prefix.back();
      ArrayType Weight{ShapeTerm::fixed({In, Dim::constant(16)}), F32};
      Out = checkCall(
          S, Linear,
          {CallArg{X, std::nullopt, At}, CallArg{Weight, std::nullopt, At}},
          At);
      break;
    }
    case 1:
      Out = checkCall(S, Act, {CallArg{X, std::nullopt, At}}, At);
      break;
    case 2:
      Out = checkCall(S, Pool, {CallArg{X, std::nullopt, At}}, At);
      break;
    }
    X = *Out;
  }
  S.finish();
  double Sec =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  return Run{Sec, S.numUnifications(), S.findings().size(),
             S.numDimVars() + S.numShapeVars()};
}

int main(int Argc, char **Argv) {
  unsigned N = Argc > 1 ? unsigned(std::atoi(Argv[1])) : 100000;
  if (N == 0) {
    std::fprintf(stderr, "usage: solver_bench [N > 0]\n");
    return 2;
  }
  std::printf("%10s %10s %12s %14s %12s %12s %9s\n", "calls", "seconds",
              "unifications", "unif/second", "peak-RSS-MiB", "bytes/call",
              "findings");
  std::fflush(stdout);
  // Each size runs in its own process so that its peak memory is its own.
  for (unsigned Calls : {N / 4, N / 2, N}) {
    pid_t Pid = fork();
    if (Pid == 0) {
      long BaseKiB = peakRssKiB();
      Run R = chain(Calls);
      long Peak = peakRssKiB();
      std::printf("%10u %10.3f %12zu %14.0f %12.1f %12.0f %9zu\n", Calls,
                  R.Seconds, R.Unifications, R.Unifications / R.Seconds,
                  Peak / 1024.0, (Peak - BaseKiB) * 1024.0 / Calls, R.Findings);
      std::fflush(stdout);
      _exit(R.Findings == 0 ? 0 : 1);
    }
    int Status = 0;
    waitpid(Pid, &Status, 0);
    if (!WIFEXITED(Status) || WEXITSTATUS(Status) != 0) {
      std::fprintf(stderr, "solver_bench: run of %u calls failed\n", Calls);
      return 1;
    }
  }
  return 0;
}
