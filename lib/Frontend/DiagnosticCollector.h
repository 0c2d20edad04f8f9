//===- DiagnosticCollector.h - Compiler errors as notifications -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Collects the compiler's own errors (instead of printing them to stderr) as
// ToolNotifications with locations: shapecheck analyses a TU with compile
// errors as far as it parsed and says why its results may be incomplete.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_DIAGNOSTICCOLLECTOR_H
#define SHAPECHECK_FRONTEND_DIAGNOSTICCOLLECTOR_H

#include "Shape/Diagnostic.h"
#include "clang/Basic/Diagnostic.h"
#include <vector>

namespace shapecheck {

class DiagnosticCollector : public clang::DiagnosticConsumer {
public:
  /// Errors and fatal errors become notifications; warnings and notes are
  /// dropped (they are the compiler's business, not shapecheck's).
  void HandleDiagnostic(clang::DiagnosticsEngine::Level L,
                        const clang::Diagnostic &Info) override;

  std::vector<ToolNotification> take();
  unsigned numErrors() const { return Errors; }

private:
  std::vector<ToolNotification> Out;
  unsigned Errors = 0;
};

} // namespace shapecheck

#endif
