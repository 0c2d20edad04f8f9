//===- FileDeadline.cpp - The time limit of one file's check --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Frontend/FileDeadline.h"

using namespace shapecheck;

using Clock = std::chrono::steady_clock;

static thread_local std::optional<Clock::time_point> Deadline;

void shapecheck::startFileDeadline(double Seconds) {
  if (Seconds <= 0) {
    Deadline.reset();
    return;
  }
  Deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                std::chrono::duration<double>(Seconds));
}

void shapecheck::endFileDeadline() { Deadline.reset(); }

bool shapecheck::pastFileDeadline() {
  return Deadline && Clock::now() >= *Deadline;
}

void shapecheck::checkFileDeadline() {
  if (pastFileDeadline())
    throw FileTimedOut();
}
