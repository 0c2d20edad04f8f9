//===- PreambleCache.cpp - Precompiled preambles shared by runs -----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Frontend/PreambleCache.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace shapecheck;

PreambleCache::PreambleCache(std::string Dir, uint64_t MaxBytes,
                             std::string Salt, uint64_t MinSourceBytes)
    : Dir(std::move(Dir)), Salt(std::move(Salt)), MaxBytes(MaxBytes),
      MinSourceBytes(MinSourceBytes) {}

PreambleStats PreambleCache::stats() const {
  std::lock_guard<std::mutex> L(M);
  return Counts;
}

std::vector<std::string> PreambleCache::warnings() const {
  std::lock_guard<std::mutex> L(M);
  return Warnings;
}

static unsigned &counter(PreambleStats &S, PreambleCache::Outcome O) {
  using Outcome = PreambleCache::Outcome;
  switch (O) {
  case Outcome::Hit:
    return S.Hits;
  case Outcome::Built:
    return S.Built;
  case Outcome::Stale:
    return S.Stale;
  case Outcome::Damaged:
    return S.Damaged;
  case Outcome::Unusable:
    return S.Unusable;
  case Outcome::Small:
    return S.Small;
  case Outcome::None:
    break;
  }
  return S.None;
}

void PreambleCache::count(Outcome O) {
  std::lock_guard<std::mutex> L(M);
  ++counter(Counts, O);
}

void PreambleCache::recount(Outcome From, Outcome To) {
  std::lock_guard<std::mutex> L(M);
  --counter(Counts, From);
  ++counter(Counts, To);
}

void PreambleCache::warn(const std::string &Message) {
  std::lock_guard<std::mutex> L(M);
  if (Warned.insert(Message).second)
    Warnings.push_back(Message);
}

bool PreambleCache::writable() {
  {
    std::lock_guard<std::mutex> L(M);
    if (Writable >= 0)
      return Writable;
  }
  std::string Problem;
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
    Problem = EC.message();
  else if (std::error_code EC =
               llvm::sys::fs::access(Dir, llvm::sys::fs::AccessMode::Write))
    Problem = EC.message();
  if (!Problem.empty())
    warn("cannot write the preamble cache in '" + Dir + "' (" + Problem +
         "); files are parsed without it");
  std::lock_guard<std::mutex> L(M);
  Writable = Problem.empty();
  return Writable;
}

bool PreambleCache::mayStore() const {
  std::lock_guard<std::mutex> L(M);
  return Stored < MaxBytes / 2;
}

void PreambleCache::stored(uint64_t Bytes) {
  std::lock_guard<std::mutex> L(M);
  Stored += Bytes;
}
