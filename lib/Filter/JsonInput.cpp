//===- JsonInput.cpp - Reading a JSON input with located errors -----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Filter/JsonInput.h"
#include "Shape/InputNesting.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

using namespace shapecheck;

std::optional<llvm::json::Value>
shapecheck::parseJsonInput(llvm::StringRef Name, llvm::StringRef Text,
                           std::string &Error) {
  llvm::Expected<llvm::json::Value> V = parseBoundedJSON(Text);
  if (V)
    return std::move(*V);
  std::string Msg = llvm::toString(V.takeError());
  // LLVM writes "[LINE:COL, byte=N]: MESSAGE".
  llvm::SmallVector<llvm::StringRef, 4> M;
  if (llvm::Regex("^\\[([0-9]+):([0-9]+), byte=[0-9]+\\]: (.*)$")
          .match(Msg, &M))
    Error = (Name + ":" + M[1] + ":" + M[2] + ": error: invalid JSON: " + M[3])
                .str();
  else
    Error = (Name + ": error: invalid JSON: " + Msg).str();
  return std::nullopt;
}

std::string shapecheck::jsonShapeError(llvm::StringRef Name,
                                       llvm::json::Path::Root &Root) {
  // getError() reads "MESSAGE at PATH".
  return (Name + ": error: " + llvm::toString(Root.getError())).str();
}

std::optional<std::string> shapecheck::readInputFile(llvm::StringRef File,
                                                     llvm::StringRef What,
                                                     std::string &Error) {
  llvm::sys::fs::file_status St;
  if (std::error_code EC = llvm::sys::fs::status(File, St)) {
    Error =
        ("cannot read the " + What + " '" + File + "': " + EC.message()).str();
    return std::nullopt;
  }
  if (St.type() != llvm::sys::fs::file_type::regular_file ||
      St.getSize() > (256u << 20)) {
    Error = ("the " + What + " '" + File + "' is not a regular file of at " +
             "most 256 MiB")
                .str();
    return std::nullopt;
  }
  auto Buf = llvm::MemoryBuffer::getFile(File);
  if (!Buf) {
    Error = ("cannot read the " + What + " '" + File +
             "': " + Buf.getError().message())
                .str();
    return std::nullopt;
  }
  return (*Buf)->getBuffer().str();
}
