//===- InputNesting.cpp - Bounded nesting of JSON and YAML input ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Shape/InputNesting.h"
#include "llvm/ADT/Twine.h"

using namespace shapecheck;

/// Whether a YAML quote at I of Text starts a quoted scalar: at the start
/// of a line or after an indicator (`[`, `{`, `,`, `:`, `-`, `?`) and
/// blanks; a quote inside a plain scalar (`it's`) is text.
static bool startsYamlQuote(llvm::StringRef Text, size_t I) {
  while (I > 0 && (Text[I - 1] == ' ' || Text[I - 1] == '\t'))
    --I;
  if (I == 0)
    return true;
  char P = Text[I - 1];
  return P == '\n' || P == '\r' || P == '[' || P == '{' || P == ',' ||
         P == ':' || P == '-' || P == '?';
}

std::optional<size_t> shapecheck::tooDeeplyNested(llvm::StringRef Text,
                                                  NestingSyntax S,
                                                  unsigned MaxDepth) {
  bool Yaml = S == NestingSyntax::YAML;
  unsigned Depth = 0;
  for (size_t I = 0, N = Text.size(); I < N; ++I) {
    char C = Text[I];
    if (C == '"' && (!Yaml || startsYamlQuote(Text, I))) {
      // To the closing quote; a backslash escapes the next character.
      for (++I; I < N && Text[I] != '"'; ++I)
        if (Text[I] == '\\')
          ++I;
    } else if (Yaml && C == '\'' && startsYamlQuote(Text, I)) {
      // '' is a quote inside the scalar: the loop reads it as two strings.
      for (++I; I < N && Text[I] != '\''; ++I) {
      }
    } else if (Yaml && C == '#' &&
               (I == 0 || Text[I - 1] == ' ' || Text[I - 1] == '\t' ||
                Text[I - 1] == '\n' || Text[I - 1] == '\r')) {
      while (I < N && Text[I] != '\n')
        ++I;
    } else if (C == '[' || C == '{') {
      if (++Depth > MaxDepth)
        return I;
    } else if ((C == ']' || C == '}') && Depth > 0) {
      --Depth;
    }
  }
  return std::nullopt;
}

std::pair<unsigned, unsigned> shapecheck::lineAndColumn(llvm::StringRef Text,
                                                        size_t Offset) {
  unsigned Line = 1, Col = 1;
  for (size_t I = 0; I < Offset && I < Text.size(); ++I) {
    if (Text[I] == '\n') {
      ++Line;
      Col = 1;
    } else {
      ++Col;
    }
  }
  return {Line, Col};
}

llvm::Expected<llvm::json::Value>
shapecheck::parseBoundedJSON(llvm::StringRef Text) {
  if (std::optional<size_t> At = tooDeeplyNested(Text, NestingSyntax::JSON)) {
    auto [Line, Col] = lineAndColumn(Text, *At);
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::Twine("[") + llvm::Twine(Line) + ":" + llvm::Twine(Col) +
            ", byte=" + llvm::Twine(*At) + "]: nested more than " +
            llvm::Twine(MaxInputNesting) + " levels deep");
  }
  return llvm::json::parse(Text);
}
