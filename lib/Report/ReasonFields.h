//===- ReasonFields.h - Structured reasons in JSON-based reports -*- C++
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// The JSON and SARIF reports show a finding's structured reason and each
// note's role and label in the form ReasonDesc's toJSON gives (Shape/
// ReasonDesc.h), which the result cache keeps too: one form everywhere.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_REPORT_REASONFIELDS_H
#define SHAPECHECK_REPORT_REASONFIELDS_H

#include "Shape/Diagnostic.h"
#include <nlohmann/json.hpp>

namespace shapecheck {

/// Adds "reason" (what was checked) and "expected" (what demanded it) to
/// Out, each when the finding has it.
void addReasonFields(nlohmann::ordered_json &Out, const Finding &F);

/// Adds "role" and "label" to Out, each when the note has it.
void addNoteFields(nlohmann::ordered_json &Out, const DiagNote &N);

} // namespace shapecheck

#endif
