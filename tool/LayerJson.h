//===- LayerJson.h - A file's part of the run's summaries, stored -*- C++
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// The result cache replays the analysis of a file of a run over several
// files (RunCache.h). What the analysis added to the run's summaries (its
// layer, ProgramSummaries.h) is stored with its findings, and what it read
// of the other files' summaries is stored as digests, so that a replay is
// taken only while the others still export the same. Everything is stored
// exactly or not at all: an annotation whose text does not parse back to
// the same spec, or a request argument that is not a constant, makes the
// analysis uncacheable rather than replayed wrong.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_TOOL_LAYERJSON_H
#define SHAPECHECK_TOOL_LAYERJSON_H

#include "Frontend/ProgramSummaries.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shapecheck {

/// Layer's own interfaces and requests; nullopt when one cannot be stored
/// exactly.
std::optional<llvm::json::Value> layerToJSON(const ProgramSummaries &Layer);

/// Adds what layerToJSON stored to Layer; false when V is not such a value.
bool layerFromJSON(const llvm::json::Value &V, ProgramSummaries &Layer);

/// What Layer read of its base (baseReads()), as names with the digest of
/// what Base gives for each; nullopt when one cannot be digested exactly.
std::optional<std::vector<std::pair<std::string, std::string>>>
readsOf(const ProgramSummaries &Layer, const ProgramSummaries &Base);

/// The digest of what a name of readsOf reads in Base now; "" when it
/// cannot be digested (it then matches no stored digest).
std::string readNow(const ProgramSummaries &Base, llvm::StringRef Name);

} // namespace shapecheck

#endif
