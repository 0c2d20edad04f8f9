//===- CacheFiles.cpp - The files of a cache that concurrent runs share ---===//

#include "Cache/CacheFiles.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
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

std::string shapecheck::hashFileContents(llvm::StringRef Path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> B =
      llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!B)
    return "";
  return llvm::toHex(
      llvm::SHA256::hash(llvm::arrayRefFromStringRef((*B)->getBuffer())),
      /*LowerCase=*/true);
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
  int FD;
  if (llvm::sys::fs::openFileForReadWrite(
          Path, FD, llvm::sys::fs::CD_OpenExisting, llvm::sys::fs::OF_None))
    return;
  llvm::sys::fs::setLastAccessAndModificationTime(
      FD, std::chrono::system_clock::now());
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
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
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    if (!Counted(llvm::sys::path::filename(It->path())))
      continue;
    llvm::sys::fs::file_status St;
    if (llvm::sys::fs::status(It->path(), St) ||
        St.type() != llvm::sys::fs::file_type::regular_file)
      continue;
    Entries.push_back({It->path(), St.getSize(), St.getLastModificationTime()});
    Total += St.getSize();
  }
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
