//===- SourceCache.cpp - Source files read once, by line ------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/SourceCache.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace shapecheck;

SourceCache::Entry &SourceCache::load(llvm::StringRef File) {
  auto It = Files.find(File);
  if (It != Files.end())
    return It->second;
  Entry &E = Files[File.str()];
  auto Buf = llvm::MemoryBuffer::getFile(File, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (Buf && (*Buf)->getBufferSize() <= MaxFileSize)
    E.Text = (*Buf)->getBuffer().str();
  return E;
}

const std::string *SourceCache::contents(llvm::StringRef File) {
  Entry &E = load(File);
  return E.Text ? &*E.Text : nullptr;
}

void SourceCache::setContents(llvm::StringRef File, std::string Text) {
  Entry &E = Files[File.str()];
  E.Text = std::move(Text);
  E.LineStarts.clear();
  E.Indexed = false;
}

std::optional<llvm::StringRef> SourceCache::line(llvm::StringRef File,
                                                 unsigned N) {
  Entry &E = load(File);
  if (!E.Text || N == 0)
    return std::nullopt;
  const std::string &T = *E.Text;
  if (!E.Indexed) {
    E.Indexed = true;
    if (!T.empty())
      E.LineStarts.push_back(0);
    for (size_t I = 0, S = T.size(); I != S; ++I) {
      if (T[I] == '\r' && I + 1 != S && T[I + 1] == '\n')
        ++I;
      else if (T[I] != '\n' && T[I] != '\r')
        continue;
      if (I + 1 != S)
        E.LineStarts.push_back(I + 1);
    }
  }
  if (N > E.LineStarts.size())
    return std::nullopt;
  size_t Begin = E.LineStarts[N - 1];
  size_t End = Begin;
  while (End != T.size() && T[End] != '\n' && T[End] != '\r')
    ++End;
  return llvm::StringRef(T).slice(Begin, End);
}
