//===- FileUri.cpp - Paths as the URIs SARIF wants ------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/FileUri.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace shapecheck;

static bool isUnreserved(unsigned char C) {
  return llvm::isAlnum(C) || C == '-' || C == '.' || C == '_' || C == '~';
}

std::string shapecheck::percentEncodePath(llvm::StringRef Path) {
  std::string Out;
  for (unsigned char C : Path) {
    if (isUnreserved(C) || C == '/') {
      Out += char(C);
    } else {
      Out += '%';
      Out += llvm::hexdigit(C >> 4, /*LowerCase=*/false);
      Out += llvm::hexdigit(C & 15, /*LowerCase=*/false);
    }
  }
  return Out;
}

std::optional<std::string> shapecheck::relativePath(llvm::StringRef File,
                                                    llvm::StringRef Root) {
  std::string F = absolutePath(File), R = absolutePath(Root);
  while (R.size() > 1 && R.back() == '/')
    R.pop_back();
  llvm::StringRef Rest(F);
  if (!Rest.consume_front(R))
    return std::nullopt;
  if (R != "/" && !Rest.consume_front("/"))
    return std::nullopt; // "/rootx/a" is not under "/root"
  if (Rest.empty())
    return std::nullopt;
  return Rest.str();
}

std::optional<std::string> shapecheck::relativeUri(llvm::StringRef File,
                                                   llvm::StringRef Root) {
  if (std::optional<std::string> Rel = relativePath(File, Root))
    return percentEncodePath(*Rel);
  return std::nullopt;
}

std::string shapecheck::fileUri(llvm::StringRef Path, bool Directory) {
  std::string P = absolutePath(Path);
  std::string Uri = "file://";
  llvm::StringRef Rest(P);
  // A Windows drive ("C:/x") keeps its colon: file:///C:/x.
  if (Rest.size() >= 2 && llvm::isAlpha(Rest[0]) && Rest[1] == ':') {
    Uri += "/" + Rest.take_front(2).str();
    Rest = Rest.drop_front(2);
  }
  Uri += percentEncodePath(Rest);
  if (Directory && (Uri.empty() || Uri.back() != '/'))
    Uri += '/';
  return Uri;
}

void DisplayPaths::addInput(llvm::StringRef Given) {
  Inputs.emplace(absolutePath(Given), Given.str());
  if (llvm::sys::path::is_absolute(Given))
    AbsoluteInputs = true;
}

std::string DisplayPaths::operator()(llvm::StringRef File) const {
  if (File.empty())
    return "";
  std::string Abs = absolutePath(File);
  auto It = Inputs.find(Abs);
  if (It != Inputs.end())
    return It->second;
  if (!AbsoluteInputs)
    if (std::optional<std::string> Rel = relativePath(Abs, Cwd))
      return *Rel;
  return File.str();
}
