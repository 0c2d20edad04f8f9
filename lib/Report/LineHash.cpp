//===- LineHash.cpp - GitHub code scanning's line fingerprints ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/LineHash.h"
#include "Report/SourceCache.h"
#include "Report/Utf8.h"
#include "llvm/ADT/StringExtras.h"
#include <array>
#include <map>

using namespace shapecheck;

namespace {

class LineHasher {
public:
  explicit LineHasher(std::vector<std::string> &Out) : Out(Out) {
    LineNumbers.fill(-1);
    for (unsigned I = 0; I != BlockSize; ++I)
      FirstMod *= Mod;
  }

  void process(uint32_t Unit) {
    if (Unit == ' ' || Unit == '\t' || (PrevCR && Unit == '\n')) {
      PrevCR = false;
      return;
    }
    PrevCR = Unit == '\r';
    if (PrevCR)
      Unit = '\n';
    if (LineNumbers[Index] != -1)
      output();
    if (LineStart) {
      LineStart = false;
      LineNumbers[Index] = ++LineNumber;
    }
    if (Unit == '\n')
      LineStart = true;
    update(Unit);
  }

  void finish() {
    process(EndOfFile);
    for (unsigned I = 0; I != BlockSize; ++I) {
      if (LineNumbers[Index] != -1)
        output();
      update(0);
    }
  }

private:
  static constexpr unsigned BlockSize = 100;
  static constexpr uint64_t Mod = 37;
  static constexpr uint32_t EndOfFile = 65535;

  void update(uint32_t Unit) {
    uint64_t Leaving = Window[Index];
    Window[Index] = Unit;
    // Unsigned arithmetic wraps modulo 2^64, as Long does in JavaScript.
    Hash = Mod * Hash + Unit - FirstMod * Leaving;
    Index = (Index + 1) % BlockSize;
  }

  void output() {
    std::string Hex = llvm::utohexstr(Hash, /*LowerCase=*/true);
    unsigned Seen = ++Counts[Hash];
    // Lines are output in order, one each: LineNumbers[Index] == size + 1.
    Out.push_back(Hex + ":" + std::to_string(Seen));
    LineNumbers[Index] = -1;
  }

  std::vector<std::string> &Out;
  std::array<uint64_t, BlockSize> Window{};
  std::array<int64_t, BlockSize> LineNumbers;
  uint64_t Hash = 0, FirstMod = 1;
  unsigned Index = 0;
  int64_t LineNumber = 0;
  bool LineStart = true, PrevCR = false;
  std::map<uint64_t, unsigned> Counts;
};

} // namespace

std::vector<std::string> shapecheck::lineHashes(llvm::StringRef Contents) {
  std::vector<std::string> Out;
  LineHasher H(Out);
  for (size_t I = 0; I < Contents.size();) {
    Utf8Char C = decodeUtf8(Contents, I);
    if (C.CodePoint >= 0x10000) {
      uint32_t V = C.CodePoint - 0x10000;
      H.process(0xD800 + (V >> 10));
      H.process(0xDC00 + (V & 0x3FF));
    } else {
      H.process(C.CodePoint);
    }
    I += C.Length;
  }
  H.finish();
  return Out;
}

std::string LineHashCache::get(llvm::StringRef File, unsigned Line) {
  auto It = Hashes.find(File);
  if (It == Hashes.end()) {
    std::vector<std::string> H;
    if (const std::string *Text = Sources.contents(File))
      H = lineHashes(*Text);
    It = Hashes.emplace(File.str(), std::move(H)).first;
  }
  if (Line == 0 || Line > It->second.size())
    return "";
  return It->second[Line - 1];
}
