//===- CacheFiles.cpp - The files of a cache that concurrent runs share ---===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Cache/CacheFiles.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace shapecheck;

std::string shapecheck::cacheKey(llvm::ArrayRef<std::string> Parts) {
  llvm::SHA256 H;
  for (const std::string &P : Parts) {
    std::string Len = std::to_string(P.size()) + ":";
    H.update(Len);
    H.update(P);
  }
  return llvm::toHex(H.final(), /*LowerCase=*/true);
}

/// The bytes of Path when it is a regular file of at most MaxBytes, opened
/// without blocking (a FIFO), following a final symbolic link or not.
static std::unique_ptr<llvm::MemoryBuffer>
readRegularFile(const std::string &Path, uint64_t MaxBytes, bool FollowLink) {
  int Flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (FollowLink ? 0 : O_NOFOLLOW);
  int FD = ::open(Path.c_str(), Flags);
  if (FD < 0)
    return nullptr;
  struct stat St;
  std::unique_ptr<llvm::MemoryBuffer> Out;
  if (::fstat(FD, &St) == 0 && S_ISREG(St.st_mode) && St.st_size >= 0 &&
      static_cast<uint64_t>(St.st_size) <= MaxBytes) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> B =
        llvm::MemoryBuffer::getOpenFile(FD, Path, St.st_size,
                                        /*RequiresNullTerminator=*/false);
    if (B)
      Out = std::move(*B);
  }
  ::close(FD);
  return Out;
}

std::string shapecheck::hashFileContents(llvm::StringRef Path) {
  std::unique_ptr<llvm::MemoryBuffer> B =
      readRegularFile(Path.str(), MaxCacheFileBytes, /*FollowLink=*/true);
  if (!B)
    return "";
  return llvm::toHex(
      llvm::BLAKE3::hash(llvm::arrayRefFromStringRef(B->getBuffer())),
      /*LowerCase=*/true);
}

bool shapecheck::isPlainFileName(llvm::StringRef Name) {
  return !Name.empty() && Name != "." && Name != ".." &&
         Name.find_first_of("/\\") == llvm::StringRef::npos &&
         Name.find('\0') == llvm::StringRef::npos;
}

std::unique_ptr<llvm::MemoryBuffer>
shapecheck::readCacheFile(llvm::StringRef Dir, llvm::StringRef Name,
                          uint64_t MaxBytes) {
  if (!isPlainFileName(Name))
    return nullptr;
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Name);
  return readRegularFile(std::string(P), MaxBytes, /*FollowLink=*/false);
}

bool shapecheck::renameIntoPlace(llvm::StringRef From, llvm::StringRef Dir,
                                 llvm::StringRef Name) {
  llvm::SmallString<256> To(Dir);
  llvm::sys::path::append(To, Name);
  if (llvm::sys::fs::rename(From, To)) {
    llvm::sys::fs::remove(From);
    return false;
  }
  return true;
}

bool shapecheck::writeFileAtomically(llvm::StringRef Dir, llvm::StringRef Name,
                                     llvm::StringRef Bytes) {
  if (llvm::sys::fs::create_directories(Dir))
    return false;
  llvm::SmallString<256> Model(Dir);
  llvm::sys::path::append(Model, "tmp-%%%%%%%%.part");
  int FD;
  llvm::SmallString<256> Temp;
  if (llvm::sys::fs::createUniqueFile(Model, FD, Temp))
    return false;
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Bytes;
    OS.close();
    if (OS.has_error()) {
      OS.clear_error();
      llvm::sys::fs::remove(Temp);
      return false;
    }
  }
  return renameIntoPlace(Temp, Dir, Name);
}

void shapecheck::markUsed(llvm::StringRef Path) {
  std::string P = Path.str();
  struct stat St;
  if (::lstat(P.c_str(), &St) != 0 || !S_ISREG(St.st_mode))
    return;
  // The link itself, were it replaced by one since: never its target.
  ::utimensat(AT_FDCWD, P.c_str(), nullptr, AT_SYMLINK_NOFOLLOW);
}

bool shapecheck::isTemporaryName(llvm::StringRef Name) {
  // tmp-XXXXXXXX.part, and Clang's own temporary for a header written
  // there: tmp-XXXXXXXX-XXXXXXXX.part.tmp.
  auto Random = [](llvm::StringRef R) {
    return R.size() == 8 && llvm::all_of(R, llvm::isAlnum);
  };
  if (!Name.consume_front("tmp-") || !Random(Name.take_front(8)))
    return false;
  Name = Name.drop_front(8);
  if (Name == ".part")
    return true;
  return Name.consume_front("-") && Name.consume_back(".part.tmp") &&
         Random(Name);
}

/// Calls Fn with the path and status of each regular file of Dir (a link
/// is not followed) whose name Wanted accepts.
static void
forEachFileNamed(llvm::StringRef Dir,
                 llvm::function_ref<bool(llvm::StringRef)> Wanted,
                 llvm::function_ref<void(const std::string &,
                                         const llvm::sys::fs::file_status &)>
                     Fn) {
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    if (!Wanted(llvm::sys::path::filename(It->path())))
      continue;
    llvm::sys::fs::file_status St;
    if (!llvm::sys::fs::status(It->path(), St, /*Follow=*/false) &&
        St.type() == llvm::sys::fs::file_type::regular_file)
      Fn(It->path(), St);
  }
}

void shapecheck::evictLeastRecentlyUsed(
    llvm::StringRef Dir, uint64_t MaxBytes,
    llvm::function_ref<bool(llvm::StringRef)> Counted) {
  struct Entry {
    std::string Path;
    uint64_t Size;
    llvm::sys::TimePoint<> Time;
  };
  std::vector<Entry> Entries;
  uint64_t Total = 0;
  forEachFileNamed(
      Dir, Counted,
      [&](const std::string &Path, const llvm::sys::fs::file_status &St) {
        Entries.push_back({Path, St.getSize(), St.getLastModificationTime()});
        Total += St.getSize();
      });
  if (Total <= MaxBytes)
    return;
  std::sort(Entries.begin(), Entries.end(),
            [](const Entry &A, const Entry &B) { return A.Time < B.Time; });
  for (const Entry &E : Entries) {
    if (Total <= MaxBytes / 5 * 4)
      break;
    if (!llvm::sys::fs::remove(E.Path))
      Total -= E.Size;
  }
}

void shapecheck::removeStaleTemporaries(llvm::StringRef Dir) {
  auto Stale = std::chrono::system_clock::now() - std::chrono::hours(1);
  forEachFileNamed(
      Dir, isTemporaryName,
      [&](const std::string &Path, const llvm::sys::fs::file_status &St) {
        if (St.getLastModificationTime() < Stale)
          llvm::sys::fs::remove(Path);
      });
}
