//===- TempDir.h - A scratch directory for reporter tests -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef SHAPECHECK_TEST_REPORT_TEMPDIR_H
#define SHAPECHECK_TEST_REPORT_TEMPDIR_H

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace shapecheck::test {

/// A unique directory, removed with everything in it at scope exit.
class TempDir {
public:
  TempDir() { llvm::sys::fs::createUniqueDirectory("shapecheck-report", Dir); }
  ~TempDir() { llvm::sys::fs::remove_directories(Dir); }
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;

  std::string path() const { return std::string(Dir.str()); }

  /// Writes Text (bytes as given) to Name inside the directory, creating
  /// parent directories; returns the file's path.
  std::string write(llvm::StringRef Name, llvm::StringRef Text) const {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Name);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Text;
    return std::string(P.str());
  }

private:
  llvm::SmallString<128> Dir;
};

} // namespace shapecheck::test

#endif
