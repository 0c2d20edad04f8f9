//===- MissingFiles.cpp - The files a parse looked for and did not find ---===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Frontend/MissingFiles.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Errc.h"
#include "llvm/Support/Path.h"

using namespace shapecheck;

void MissRecordingFileSystem::noteMissing(const llvm::Twine &Path,
                                          std::error_code EC) {
  // Not there, or a component of the path is a file: either may change.
  if (EC != llvm::errc::no_such_file_or_directory &&
      EC != llvm::errc::not_a_directory)
    return;
  llvm::SmallString<256> P;
  Path.toVector(P);
  if (P.empty())
    return;
  getUnderlyingFS().makeAbsolute(P);
  // Not `..` (CachedPreamble.cpp: paths that climb out of symbolic links).
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/false);
  if (Seen.insert(P).second)
    Missing.push_back(std::string(P));
}

llvm::ErrorOr<llvm::vfs::Status>
MissRecordingFileSystem::status(const llvm::Twine &Path) {
  llvm::ErrorOr<llvm::vfs::Status> S = ProxyFileSystem::status(Path);
  if (!S)
    noteMissing(Path, S.getError());
  return S;
}

llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
MissRecordingFileSystem::openFileForRead(const llvm::Twine &Path) {
  auto F = ProxyFileSystem::openFileForRead(Path);
  if (!F)
    noteMissing(Path, F.getError());
  return F;
}

bool MissRecordingFileSystem::exists(const llvm::Twine &Path) {
  // Through status, which records the path when it is not there.
  return bool(status(Path));
}
