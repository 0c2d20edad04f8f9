//===- MissingFiles.h - The files a parse looked for and did not find -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A parse's results depend on the files it did not find as much as on those
// it read: `#include "gen.h"` before the header is generated, a
// `__has_include("opt.h")`, or a header of the same name that would shadow
// the one found in a later include directory. The caches record every path
// Clang looked up and did not find, and a result is replayed only while
// each of them is still absent.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_MISSINGFILES_H
#define SHAPECHECK_FRONTEND_MISSINGFILES_H

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <string>
#include <vector>

namespace shapecheck {

/// Passes every request to the file system below, and records the paths
/// (absolute, in the order first looked up) whose status or opening failed
/// because they do not exist. One parse's; not thread-safe.
class MissRecordingFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  explicit MissRecordingFileSystem(
      llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS)
      : ProxyFileSystem(std::move(FS)) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override;
  bool exists(const llvm::Twine &Path) override;
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override;

  /// The paths recorded so far.
  const std::vector<std::string> &missing() const { return Missing; }

private:
  void noteMissing(const llvm::Twine &Path, std::error_code EC);

  std::vector<std::string> Missing;
  llvm::StringSet<> Seen;
};

} // namespace shapecheck

#endif
