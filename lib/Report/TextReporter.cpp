//===- TextReporter.cpp - Clang-style text diagnostics --------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/TextReporter.h"
#include "Report/Utf8.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Unicode.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace shapecheck;

// The escapes clang prints (llvm::raw_ostream::changeColor on Unix).
static const char *const Bold = "\x1b[1m";
static const char *const Reset = "\x1b[0m";
static const char *const CaretColor = "\x1b[0;1;32m"; // bold green
static const char *const FixItColor = "\x1b[0;32m";   // green

static const char *levelColor(Level L) {
  switch (L) {
  case Level::Error:
    return "\x1b[0;1;31m"; // bold red
  case Level::Warning:
    return "\x1b[0;1;35m"; // bold magenta
  case Level::Note:
    return "\x1b[0;1;36m"; // bold cyan
  }
  return "";
}

static std::string hex(uint32_t V, unsigned Digits) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::format_hex_no_prefix(V, Digits, /*Upper=*/true);
  return S;
}

Snippet shapecheck::renderSnippet(llvm::StringRef Line, const SourceLoc &Loc) {
  Snippet Out;
  size_t Size = Line.size();
  // Display columns (0-based) where the character holding each byte starts
  // and ends; index Size is the end of the line.
  std::vector<unsigned> StartCol(Size + 1), EndCol(Size + 1);
  unsigned Col = 0;
  for (size_t I = 0; I < Size;) {
    unsigned char C = Line[I];
    size_t Len = 1;
    unsigned Width;
    if (C == '\t') {
      Width = 8 - Col % 8;
      Out.Source.append(Width, ' ');
    } else if (C < 0x20 || C == 0x7F) {
      std::string Shown = "<U+" + hex(C, 4) + ">";
      Width = Shown.size();
      Out.Source += Shown;
    } else if (C < 0x80) {
      Width = 1;
      Out.Source += char(C);
    } else {
      Utf8Char U = decodeUtf8(Line, I);
      int W =
          U.Valid
              ? llvm::sys::unicode::columnWidthUTF8(Line.substr(I, U.Length))
              : -1;
      std::string Shown;
      if (!U.Valid)
        Shown = "<" + hex(C, 2) + ">"; // one invalid byte at a time
      else if (W < 0)
        Shown = "<U+" + hex(U.CodePoint, 4) + ">";
      if (Shown.empty()) {
        Len = U.Length;
        Width = W;
        Out.Source += Line.substr(I, Len).str();
      } else {
        Width = Shown.size();
        Out.Source += Shown;
      }
    }
    for (size_t K = I; K != I + Len; ++K) {
      StartCol[K] = Col;
      EndCol[K] = Col + Width;
    }
    Col += Width;
    I += Len;
  }
  StartCol[Size] = EndCol[Size] = Col;

  if (Loc.Col == 0)
    return Out;
  size_t Begin = std::min<size_t>(Loc.Col - 1, Size);
  size_t End = Begin + 1; // exclusive, in bytes
  if (Loc.EndLine > Loc.Line)
    End = Size; // a multi-line range: underline to the end of this line
  else if (Loc.EndLine == Loc.Line && Loc.EndCol >= Loc.Col)
    End = Loc.EndCol;
  End = std::min(End, Size);
  unsigned CaretBegin = StartCol[Begin];
  unsigned CaretEnd = End > Begin ? EndCol[End - 1] : CaretBegin + 1;
  Out.Caret.assign(CaretBegin, ' ');
  Out.Caret += '^';
  if (CaretEnd > CaretBegin + 1)
    Out.Caret.append(CaretEnd - CaretBegin - 1, '~');
  return Out;
}

static unsigned digits(unsigned N) {
  unsigned D = 1;
  for (; N >= 10; N /= 10)
    ++D;
  return D;
}

std::string shapecheck::gutter(unsigned Line, unsigned Width) {
  // clang's TextDiagnostic::emitSnippet: the width is that of the largest
  // line number shown, at least 4; one space more before it.
  unsigned W = std::max(4u, digits(Width));
  if (Line == 0)
    return std::string(W + 2, ' ') + "| ";
  return std::string(W - digits(Line) + 1, ' ') + std::to_string(Line) + " | ";
}

void TextReporter::writeHeader(llvm::raw_ostream &OS, const SourceLoc &Loc,
                               Level L, llvm::StringRef Message,
                               llvm::StringRef CheckName, bool IsNote,
                               bool ToolPrefix) {
  std::string Prefix;
  if (Loc.valid()) {
    Prefix = (Opts.Paths ? (*Opts.Paths)(Loc.File) : Loc.File) + ":" +
             std::to_string(Loc.Line) + ":";
    if (Loc.Col)
      Prefix += std::to_string(Loc.Col) + ":";
    Prefix += " ";
  } else if (ToolPrefix) {
    Prefix = "shapecheck: ";
  }
  if (!Prefix.empty()) {
    if (Opts.Color)
      OS << Bold << Prefix << Reset;
    else
      OS << Prefix;
  }
  if (Opts.Color)
    OS << levelColor(L) << levelName(L) << ": " << Reset;
  else
    OS << levelName(L) << ": ";
  std::string Text = Message.str();
  if (Opts.ShowCheckIds && !CheckName.empty())
    Text += " [" + CheckName.str() + "]";
  // Clang prints primary messages in bold, notes plain.
  if (Opts.Color && !IsNote)
    OS << Bold << Text << Reset;
  else
    OS << Text;
  OS << '\n';
}

/// Text without control characters or invalid UTF-8 (as a snippet shows it).
static std::string printable(llvm::StringRef Text) {
  return renderSnippet(Text, SourceLoc()).Source;
}

void TextReporter::writeSnippet(llvm::raw_ostream &OS, const SourceLoc &Loc,
                                llvm::ArrayRef<FixIt> Fixes) {
  if (!Opts.ShowSnippets || !Loc.valid())
    return;
  std::optional<llvm::StringRef> Line = Sources.line(Loc.File, Loc.Line);
  if (!Line)
    return;
  Snippet S = renderSnippet(*Line, Loc);
  if (Opts.LineNumbers)
    OS << gutter(Loc.Line, Loc.Line);
  OS << S.Source << '\n';
  if (S.Caret.empty())
    return;
  if (Opts.LineNumbers)
    OS << gutter(0, Loc.Line);
  if (Opts.Color)
    OS << CaretColor << S.Caret << Reset << '\n';
  else
    OS << S.Caret << '\n';
  // As clang prints a fix-it: the replacement under the range it replaces.
  for (const FixIt &F : Fixes) {
    if (F.Loc.File != Loc.File || F.Loc.Line != Loc.Line || !F.Loc.Col)
      continue;
    std::string Under = renderSnippet(*Line, F.Loc).Caret;
    Under.resize(Under.find('^'));
    if (Opts.LineNumbers)
      OS << gutter(0, Loc.Line);
    Under += printable(F.Replacement);
    if (Opts.Color)
      OS << FixItColor << Under << Reset << '\n';
    else
      OS << Under << '\n';
  }
}

void TextReporter::writeHints(llvm::raw_ostream &OS,
                              llvm::ArrayRef<std::string> Hints) {
  for (const std::string &H : Hints)
    OS << "  hint: " << printable(H) << '\n';
}

void TextReporter::writeFinding(const Finding &F, llvm::raw_ostream &OS) {
  if (F.Suppressed)
    return;
  writeHeader(OS, F.Loc, F.Severity, F.Message, checkName(F.Check),
              /*IsNote=*/false,
              /*ToolPrefix=*/false);
  writeSnippet(OS, F.Loc, F.Fixes);
  writeHints(OS, F.Hints);
  for (const DiagNote &N : F.Notes) {
    writeHeader(OS, N.Loc, Level::Note, N.Message, "", /*IsNote=*/true,
                /*ToolPrefix=*/false);
    writeSnippet(OS, N.Loc);
  }
}

void TextReporter::writeNotification(const ToolNotification &N,
                                     llvm::raw_ostream &OS) {
  writeHeader(OS, N.Loc, N.Severity, N.Message, "",
              /*IsNote=*/N.Severity == Level::Note, /*ToolPrefix=*/true);
  writeSnippet(OS, N.Loc, N.Fixes);
  writeHints(OS, N.Hints);
  for (const DiagNote &Note : N.Notes) {
    writeHeader(OS, Note.Loc, Level::Note, Note.Message, "", /*IsNote=*/true,
                /*ToolPrefix=*/false);
    writeSnippet(OS, Note.Loc);
  }
}

void TextReporter::write(const ReportData &Data, llvm::raw_ostream &OS) {
  for (const ToolNotification &N : Data.Notifications)
    writeNotification(N, OS);
  for (const Finding &F : sortedFindings(Data.Findings))
    writeFinding(F, OS);
}
