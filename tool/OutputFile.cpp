//===- OutputFile.cpp - Writing the files the user asked for --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "OutputFile.h"
#include "Fatal.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

using namespace shapecheck;

namespace {

/// Writes Text to a new file next to Path, then renames it to Path: a write
/// that fails (a full disk, a file size limit) leaves no truncated report,
/// and an existing file is replaced whole, keeping its permissions. Returns
/// the reason of a failure.
std::string writeAtomically(llvm::StringRef Path, llvm::StringRef Text) {
  llvm::SmallString<256> Model(Path);
  llvm::sys::path::remove_filename(Model);
  llvm::sys::path::append(Model, "." + llvm::sys::path::filename(Path) +
                                     "-%%%%%%.tmp");
  int FD;
  llvm::SmallString<256> Temp;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, Temp))
    return EC.message();
  llvm::sys::RemoveFileOnSignal(Temp);
  auto Discard = [&](std::string Why) {
    llvm::sys::fs::remove(Temp);
    llvm::sys::DontRemoveFileOnSignal(Temp);
    return Why;
  };
  llvm::sys::fs::file_status Old;
  if (!llvm::sys::fs::status(Path, Old))
    llvm::sys::fs::setPermissions(Temp, Old.permissions());
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      std::string Why = OS.error().message();
      OS.clear_error();
      return Discard(Why);
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Path))
    return Discard(EC.message());
  llvm::sys::DontRemoveFileOnSignal(Temp);
  return "";
}

} // namespace

/// Writes Text to File, or stdout for "" and "-"; false (after a message)
/// on failure.
bool shapecheck::writeFile(const std::string &File, llvm::StringRef Text) {
  if (File.empty() || File == "-") {
    llvm::outs() << Text;
    llvm::outs().flush();
    if (llvm::outs().has_error()) {
      fatal("cannot write the report to stdout: " +
            llvm::outs().error().message());
      llvm::outs().clear_error();
      return false;
    }
    return true;
  }
  std::string Why;
  llvm::sys::fs::file_status St;
  if (!llvm::sys::fs::status(File, St) &&
      St.type() != llvm::sys::fs::file_type::regular_file) {
    // A device or a pipe (`-o /dev/null`): written directly, as asked.
    std::error_code EC;
    llvm::raw_fd_ostream OS(File, EC, llvm::sys::fs::OF_None);
    if (!EC) {
      OS << Text;
      OS.close();
      if (OS.has_error()) {
        EC = OS.error();
        OS.clear_error();
      }
    }
    Why = EC ? EC.message() : "";
  } else {
    Why = writeAtomically(File, Text);
  }
  if (!Why.empty()) {
    fatal("cannot write '" + File + "': " + Why);
    return false;
  }
  return true;
}
