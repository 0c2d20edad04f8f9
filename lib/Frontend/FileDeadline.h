//===- FileDeadline.h - The time limit of one file's check ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One file must not hang a run (a CI job): its check has a time limit
// (--file-timeout). The parse stops at the next top-level declaration once
// it has passed, and the analysis at its next function or loop trip (a
// FileTimedOut exception, caught where the analysis of the unit starts).
// The limit is per thread: each file is checked on a thread of its own.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_FILEDEADLINE_H
#define SHAPECHECK_FRONTEND_FILEDEADLINE_H

#include <chrono>
#include <optional>

namespace shapecheck {

/// Thrown by checkFileDeadline once the limit has passed.
struct FileTimedOut {};

/// Sets this thread's limit to Seconds from now; none when 0 or negative.
void startFileDeadline(double Seconds);
/// Clears this thread's limit.
void endFileDeadline();
/// Whether this thread's limit has passed.
bool pastFileDeadline();
/// Throws FileTimedOut when this thread's limit has passed.
void checkFileDeadline();

} // namespace shapecheck

#endif
