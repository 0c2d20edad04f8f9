//===- CommentScanner.cpp - The comments of a C++ source file -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A single pass over the bytes with just enough of C++'s lexical grammar to
// tell comments from literals: identifiers (for raw string prefixes),
// pp-numbers (for digit separators), string and character literals, raw
// strings.
//
//===----------------------------------------------------------------------===//

#include "Suppress/CommentScanner.h"
#include <algorithm>

using namespace shapecheck;

namespace {

bool isIdentChar(unsigned char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') ||
         (C >= '0' && C <= '9') || C == '_' || C >= 0x80;
}

bool isDigit(char C) { return C >= '0' && C <= '9'; }

class Scanner {
public:
  explicit Scanner(llvm::StringRef Text) : Text(Text) {}

  std::vector<Comment> run() {
    while (I < Text.size()) {
      char C = Text[I];
      if (C == '/' && peek(1) == '/')
        lineComment();
      else if (C == '/' && peek(1) == '*')
        blockComment();
      else if (C == '"' || C == '\'')
        quoted(C);
      else if (isDigit(C) || (C == '.' && isDigit(peek(1))))
        number();
      else if (isIdentChar(static_cast<unsigned char>(C)))
        identifier();
      else
        ++I;
    }
    return std::move(Comments);
  }

private:
  char peek(size_t Ahead) const {
    return I + Ahead < Text.size() ? Text[I + Ahead] : '\0';
  }

  /// Whether a backslash-newline starts at Pos; sets Len to its length.
  bool isContinuation(size_t Pos, size_t &Len) const {
    if (Pos >= Text.size() || Text[Pos] != '\\')
      return false;
    llvm::StringRef Rest = Text.substr(Pos + 1);
    if (Rest.starts_with("\r\n")) {
      Len = 3;
      return true;
    }
    if (Rest.starts_with("\n") || Rest.starts_with("\r")) {
      Len = 2;
      return true;
    }
    return false;
  }

  void lineComment() {
    size_t Start = I;
    I += 2;
    while (I < Text.size()) {
      size_t Len;
      if (isContinuation(I, Len)) {
        I += Len;
        continue;
      }
      if (Text[I] == '\n' || Text[I] == '\r')
        break;
      ++I;
    }
    add(Start);
  }

  void blockComment() {
    size_t Start = I;
    size_t End = Text.find("*/", I + 2);
    I = End == llvm::StringRef::npos ? Text.size() : End + 2;
    add(Start);
  }

  /// A string or character literal; an unterminated one ends at the line's
  /// end, as the compiler would recover.
  void quoted(char Quote) {
    ++I;
    while (I < Text.size()) {
      char C = Text[I];
      if (C == '\\') {
        I += 2;
        continue;
      }
      if (C == Quote) {
        ++I;
        return;
      }
      if (C == '\n' || C == '\r')
        return;
      ++I;
    }
  }

  /// A pp-number: digits, letters, '.', digit separators, exponent signs.
  void number() {
    while (I < Text.size()) {
      char C = Text[I];
      if ((C == 'e' || C == 'E' || C == 'p' || C == 'P') &&
          (peek(1) == '+' || peek(1) == '-')) {
        I += 2;
        continue;
      }
      if (C == '\'' && isIdentChar(static_cast<unsigned char>(peek(1)))) {
        I += 2;
        continue;
      }
      if (C == '.' || isIdentChar(static_cast<unsigned char>(C))) {
        ++I;
        continue;
      }
      return;
    }
  }

  void identifier() {
    size_t Start = I;
    while (I < Text.size() && isIdentChar(static_cast<unsigned char>(Text[I])))
      ++I;
    llvm::StringRef Id = Text.slice(Start, I);
    if (I < Text.size() && Text[I] == '"' &&
        (Id == "R" || Id == "u8R" || Id == "uR" || Id == "UR" || Id == "LR"))
      rawString();
  }

  /// At the '"' of R"delim( ... )delim".
  void rawString() {
    size_t Open = Text.find('(', I + 1);
    if (Open == llvm::StringRef::npos || Open - I - 1 > 16) {
      quoted('"');
      return;
    }
    llvm::StringRef Delim = Text.slice(I + 1, Open);
    if (Delim.find_first_of(" ()\\\t\v\f\r\n") != llvm::StringRef::npos) {
      quoted('"');
      return;
    }
    std::string Close = ")" + Delim.str() + "\"";
    size_t End = Text.find(Close, Open + 1);
    I = End == llvm::StringRef::npos ? Text.size() : End + Close.size();
  }

  void add(size_t Start) { Comments.push_back({Text.slice(Start, I), Start}); }

  llvm::StringRef Text;
  size_t I = 0;
  std::vector<Comment> Comments;
};

} // namespace

std::vector<Comment> shapecheck::scanComments(llvm::StringRef Text) {
  return Scanner(Text).run();
}

LineTable::LineTable(llvm::StringRef Text) {
  Starts.push_back(0);
  for (size_t I = 0, E = Text.size(); I != E; ++I) {
    if (Text[I] == '\r' && I + 1 != E && Text[I + 1] == '\n')
      continue; // the '\n' ends the line
    if (Text[I] == '\n' || Text[I] == '\r')
      Starts.push_back(I + 1);
  }
}

unsigned LineTable::line(size_t Offset) const {
  auto It = std::upper_bound(Starts.begin(), Starts.end(), Offset);
  return static_cast<unsigned>(It - Starts.begin());
}

unsigned LineTable::column(size_t Offset) const {
  return static_cast<unsigned>(Offset - Starts[line(Offset) - 1]) + 1;
}
