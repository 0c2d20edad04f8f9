//===- SourceLocs.cpp - Clang positions as SourceLocs ---------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/SourceLocs.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

using namespace shapecheck;
using namespace clang;

std::string SourceLocs::fileName(clang::SourceLocation L) const {
  if (L.isInvalid())
    return "";
  FileID FID = SM.getFileID(SM.getFileLoc(L));
  auto It = Names.find(FID.getHashValue());
  if (It != Names.end())
    return It->second;
  std::string Name;
  if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID)) {
    llvm::SmallString<256> Path(FE->getName());
    SM.getFileManager().makeAbsolutePath(Path);
    llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    Name = std::string(Path);
  } else {
    Name = SM.getBufferName(SM.getFileLoc(L)).str();
  }
  Names[FID.getHashValue()] = Name;
  return Name;
}

SourceLoc SourceLocs::chars(clang::SourceLocation B,
                            clang::SourceLocation E) const {
  SourceLoc Out;
  if (B.isInvalid())
    return Out;
  B = SM.getFileLoc(B);
  PresumedLoc PB = SM.getPresumedLoc(B, /*UseLineDirectives=*/false);
  if (PB.isInvalid())
    return Out;
  Out.File = fileName(B);
  Out.Line = PB.getLine();
  Out.Col = PB.getColumn();
  if (E.isValid()) {
    E = SM.getFileLoc(E);
    PresumedLoc PE = SM.getPresumedLoc(E, /*UseLineDirectives=*/false);
    if (PE.isValid() && SM.getFileID(E) == SM.getFileID(B) &&
        !SM.isBeforeInTranslationUnit(E, B)) {
      Out.EndLine = PE.getLine();
      Out.EndCol = PE.getColumn();
    }
  }
  return Out;
}

SourceLoc SourceLocs::point(clang::SourceLocation L) const {
  return chars(L, L);
}

SourceLoc SourceLocs::range(clang::SourceRange R) const {
  if (R.getBegin().isInvalid())
    return SourceLoc();
  if (R.getEnd().isInvalid())
    R.setEnd(R.getBegin());
  CharSourceRange CR =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, LO);
  if (CR.isValid() && CR.getBegin() != CR.getEnd())
    return chars(CR.getBegin(), CR.getEnd().getLocWithOffset(-1));
  // A range across macro boundaries: from the expansion of its first token
  // to the end of the expansion of its last.
  clang::SourceLocation B = SM.getFileLoc(R.getBegin());
  clang::SourceLocation E = SM.getFileLoc(R.getEnd());
  unsigned Len = Lexer::MeasureTokenLength(E, SM, LO);
  return chars(B, Len ? E.getLocWithOffset(Len - 1) : E);
}

SourceLoc SourceLocs::range(const clang::Stmt *S) const {
  return S ? range(S->getSourceRange()) : SourceLoc();
}

bool SourceLocs::isUserCode(clang::SourceLocation L) const {
  if (L.isInvalid())
    return false;
  L = SM.getFileLoc(L);
  if (SM.isInSystemHeader(L))
    return false;
  FileID FID = SM.getFileID(L);
  return SM.getFileEntryRefForID(FID).has_value();
}
