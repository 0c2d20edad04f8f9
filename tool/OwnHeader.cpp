//===- OwnHeader.cpp - Finding shapecheck/shapecheck.hpp ------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "OwnHeader.h"
#include "Frontend/Driver.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace shapecheck;

#ifndef SHAPECHECK_SOURCE_INCLUDE_DIR
#define SHAPECHECK_SOURCE_INCLUDE_DIR ""
#endif
#ifndef SHAPECHECK_BUILD_BIN_DIR
#define SHAPECHECK_BUILD_BIN_DIR ""
#endif

static bool hasHeader(llvm::StringRef Dir) {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, "shapecheck", "shapecheck.hpp");
  return llvm::sys::fs::exists(P);
}

OwnHeaderSearch shapecheck::findOwnHeader(const char *Argv0, void *MainAddr) {
  OwnHeaderSearch S;
  std::string Exe = llvm::sys::fs::getMainExecutable(Argv0, MainAddr);
  bool InBuildTree = false;
  if (!Exe.empty()) {
    InBuildTree = *SHAPECHECK_BUILD_BIN_DIR &&
                  llvm::sys::fs::equivalent(llvm::sys::path::parent_path(Exe),
                                            SHAPECHECK_BUILD_BIN_DIR);
    llvm::SmallString<256> Dir(llvm::sys::path::parent_path(Exe));
    llvm::sys::path::remove_filename(Dir); // <prefix>/bin -> <prefix>
    llvm::sys::path::append(Dir, "include");
    llvm::sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
    S.Tried.push_back(std::string(Dir));
  }
  // The binary of a build tree: the sources' copy.
  if (InBuildTree && *SHAPECHECK_SOURCE_INCLUDE_DIR)
    S.Tried.push_back(SHAPECHECK_SOURCE_INCLUDE_DIR);
  for (const std::string &Dir : S.Tried)
    if (hasHeader(Dir)) {
      S.Found = Dir;
      break;
    }
  return S;
}

void shapecheck::addOwnHeader(const OwnHeaderSearch &Search,
                              DriverOptions &Opts) {
  if (Search.Found.empty())
    return;
  for (llvm::StringRef Default : {"/usr/include", "/usr/local/include"})
    if (llvm::sys::fs::equivalent(Search.Found, Default))
      return;
  Opts.ExtraArgs.push_back("-isystem" + Search.Found);
}

void shapecheck::explainMissingHeader(
    const OwnHeaderSearch &Search,
    std::vector<ToolNotification> &Notifications) {
  bool Missing = false;
  for (const ToolNotification &N : Notifications)
    if (N.Message.find("'shapecheck/shapecheck.hpp' file not found") !=
        std::string::npos)
      Missing = true;
  if (!Missing)
    return;
  ToolNotification N;
  N.Severity = Level::Note;
  if (Search.Tried.empty()) {
    N.Message = "shapecheck could not locate its own executable to find "
                "shapecheck/shapecheck.hpp";
  } else {
    N.Message = "shapecheck looked for its header shapecheck/shapecheck.hpp in";
    for (size_t I = 0; I != Search.Tried.size(); ++I)
      N.Message += (I ? ", '" : " '") + Search.Tried[I] + "'";
  }
  N.Message += "; add the directory that holds shapecheck/shapecheck.hpp "
               "with -I (after '--' or --extra-arg=-I<dir>)";
  Notifications.push_back(std::move(N));
}
