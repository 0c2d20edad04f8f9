//===- ShapeSyntax.cpp - The annotation language's syntax tree ------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A hand-written parser for the jaxtyping shape language. A shape string is
// split at spaces into axes; each axis is a run of modifiers followed by a
// body; a body that is an expression is lexed into tokens and parsed by
// recursive descent, one function per precedence level.
//
// Hostile input is bounded: the string length and the number of axes are
// checked before any work is done per axis, every token is visited once, and
// recursion (parentheses, unary minus) and the depth of the resulting tree
// are limited by SyntaxLimits::MaxDepth.
//
//===----------------------------------------------------------------------===//
#include "Shape/ShapeSyntax.h"
#include <cstdint>
#include <optional>

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include <algorithm>
#include <limits>

using namespace shapecheck;
using llvm::StringRef;

namespace {

/// Recursion is bounded by MaxDepth, and never deeper than this whatever the
/// limits say, so that the parser cannot exhaust the stack.
constexpr unsigned HardNestingLimit = 1024;

bool isNameStart(char C) { return llvm::isAlpha(C); }
bool isNameChar(char C) { return llvm::isAlnum(C) || C == '_'; }
bool isParamStart(char C) { return llvm::isAlpha(C) || C == '_'; }
bool isParamChar(char C) { return isNameChar(C) || C == '.'; }

/// [A-Za-z][A-Za-z0-9_]*
bool isName(StringRef S) {
  return !S.empty() && isNameStart(S.front()) &&
         llvm::all_of(S.drop_front(), isNameChar);
}

/// Characters that may appear somewhere in a shape string.
bool isGrammarChar(char C) {
  return llvm::isAlnum(C) || StringRef("_*#?.=+-/%(){}").contains(C);
}

std::string quote(StringRef S) { return "'" + S.str() + "'"; }

/// The bytes of the character at Text[I]: one, or a UTF-8 sequence.
unsigned charLength(StringRef Text, unsigned I) {
  unsigned char Lead = Text[I];
  unsigned Len = Lead >= 0xF0 ? 4 : Lead >= 0xE0 ? 3 : Lead >= 0xC0 ? 2 : 1;
  unsigned N = 1;
  while (N < Len && I + N < Text.size() &&
         (static_cast<unsigned char>(Text[I + N]) & 0xC0) == 0x80)
    ++N;
  return N;
}

/// A character as a message shows it: itself if printable, else an escape.
std::string describeChar(StringRef Text, unsigned I) {
  char C = Text[I];
  switch (C) {
  case '\t':
    return "\\t";
  case '\n':
    return "\\n";
  case '\r':
    return "\\r";
  default:
    break;
  }
  if (llvm::isPrint(C))
    return std::string(1, C);
  unsigned Len = charLength(Text, I);
  if (Len > 1)
    return Text.substr(I, Len).str();
  std::string Out = "\\x";
  Out += llvm::hexdigit(static_cast<unsigned char>(C) >> 4, true);
  Out += llvm::hexdigit(static_cast<unsigned char>(C) & 15, true);
  return Out;
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

/// Fills a SyntaxError; every parse step returns its false.
class ErrorSink {
public:
  explicit ErrorSink(SyntaxError &Err) : Err(Err) {}

  bool error(unsigned Offset, unsigned Length, std::string Message,
             std::string Hint = "") {
    Err.Offset = Offset;
    Err.Length = std::max(1u, Length);
    Err.Message = std::move(Message);
    Err.Hints.clear();
    if (!Hint.empty())
      Err.Hints.push_back(std::move(Hint));
    Err.Replacement.reset();
    Err.InCategory = false;
    return false;
  }

  /// A character outside the grammar at Text[I].
  bool unknownChar(StringRef Text, unsigned I) {
    char C = Text[I];
    std::string Hint;
    if (C == ',' || C == ';')
      Hint = "separate axes with spaces, not commas";
    else if (llvm::isSpace(C))
      Hint = "separate axes with single spaces";
    else if (C == '[' || C == ']')
      Hint = "use parentheses to group an expression";
    return error(I, charLength(Text, I),
                 "unknown character " + quote(describeChar(Text, I)), Hint);
  }

private:
  SyntaxError &Err;
};

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

struct Token {
  enum Kind {
    Int,
    Ident,
    Param,
    Plus,
    Minus,
    Star,
    SlashSlash,
    Percent,
    LParen,
    RParen,
    Eof
  };
  Kind K = Eof;
  unsigned Begin = 0, End = 0; // absolute offsets in the shape string
  int64_t Value = 0;           // Int
  StringRef Name;              // Ident, Param (without braces)

  unsigned length() const { return End - Begin; }
};

/// Splits Text[Begin, End) into tokens. Reports the first bad character.
class Lexer {
public:
  Lexer(StringRef Text, unsigned Begin, unsigned End, ErrorSink &Errors)
      : Text(Text), Pos(Begin), End(End), Errors(Errors) {}

  bool lex(std::vector<Token> &Out) {
    while (Pos < End) {
      Token T;
      if (!lexOne(T))
        return false;
      Out.push_back(T);
    }
    Token Last;
    Last.Begin = Last.End = End;
    Out.push_back(Last);
    return true;
  }

private:
  StringRef Text;
  unsigned Pos, End;
  ErrorSink &Errors;

  char peek(unsigned Ahead = 0) const {
    return Pos + Ahead < End ? Text[Pos + Ahead] : '\0';
  }

  bool punct(Token &T, Token::Kind K, unsigned Len) {
    T.K = K;
    T.Begin = Pos;
    T.End = Pos += Len;
    return true;
  }

  bool lexOne(Token &T) {
    char C = peek();
    if (llvm::isDigit(C))
      return lexInt(T);
    if (isNameStart(C))
      return lexName(T);
    switch (C) {
    case '{':
      return lexParam(T);
    case '+':
      return punct(T, Token::Plus, 1);
    case '-':
      return punct(T, Token::Minus, 1);
    case '%':
      return punct(T, Token::Percent, 1);
    case '(':
      return punct(T, Token::LParen, 1);
    case ')':
      return punct(T, Token::RParen, 1);
    case '*':
      if (peek(1) == '*')
        return Errors.error(Pos, 2, "unexpected '**'",
                            "there is no power operator; write the product "
                            "out, e.g. 'n*n'");
      return punct(T, Token::Star, 1);
    case '/':
      if (peek(1) == '/')
        return punct(T, Token::SlashSlash, 2);
      return Errors.error(Pos, 1, "unexpected '/'",
                          "use '//' for floor division");
    default:
      return misplaced(C);
    }
  }

  /// A grammar character that cannot appear inside an expression.
  bool misplaced(char C) {
    switch (C) {
    case '_':
      return Errors.error(Pos, 1, "unexpected '_' in an expression",
                          "the '_' modifier goes at the start of the axis, "
                          "e.g. '_n'");
    case '#':
    case '?':
    case '*':
      return Errors.error(Pos, 1,
                          "modifier " + quote(std::string(1, C)) +
                              " must come before the axis",
                          "modifiers go at the start of the axis, e.g. '" +
                              std::string(1, C) + "n'");
    case '.':
      if (Text.slice(Pos, End).starts_with("..."))
        return Errors.error(Pos, 3, "'...' cannot be part of another axis",
                            "write '...' on its own, or '*name' for a named "
                            "variadic axis");
      return Errors.error(Pos, 1, "unexpected '.'",
                          "write attribute references in braces, e.g. "
                          "'{self.n}'");
    case '=':
      return Errors.error(Pos, 1, "unexpected '='",
                          "an axis has at most one documentation name, e.g. "
                          "'rows=4'");
    case '}':
      return Errors.error(Pos, 1, "unmatched '}'");
    default:
      return Errors.unknownChar(Text, Pos);
    }
  }

  bool lexInt(Token &T) {
    unsigned Begin = Pos;
    uint64_t Value = 0;
    bool Overflow = false;
    constexpr uint64_t Max = std::numeric_limits<int64_t>::max();
    for (; llvm::isDigit(peek()); ++Pos) {
      unsigned D = peek() - '0';
      if (Value > (Max - D) / 10)
        Overflow = true;
      else
        Value = Value * 10 + D;
    }
    if (isNameChar(peek())) {
      while (isNameChar(peek()))
        ++Pos;
      StringRef Bad = Text.slice(Begin, Pos);
      return Errors.error(Begin, Pos - Begin, "invalid name " + quote(Bad),
                          "names start with a letter; use '*' to multiply, "
                          "e.g. '2*n'");
    }
    if (Overflow)
      return Errors.error(Begin, Pos - Begin,
                          "integer literal " + quote(Text.slice(Begin, Pos)) +
                              " is too large",
                          "sizes must fit in a signed 64-bit integer");
    T.K = Token::Int;
    T.Begin = Begin;
    T.End = Pos;
    T.Value = int64_t(Value);
    return true;
  }

  bool lexName(Token &T) {
    T.K = Token::Ident;
    T.Begin = Pos;
    while (isNameChar(peek()))
      ++Pos;
    T.End = Pos;
    T.Name = Text.slice(T.Begin, Pos);
    return true;
  }

  bool lexParam(Token &T) {
    unsigned Open = Pos;
    size_t Close = Text.slice(0, End).find('}', Open + 1);
    if (Close == StringRef::npos)
      return Errors.error(Open, 1, "unterminated '{'",
                          "close the parameter with '}' (parameters cannot "
                          "contain spaces)");
    StringRef Name = Text.slice(Open + 1, Close);
    if (Name.empty())
      return Errors.error(Open, 2, "empty parameter '{}'",
                          "name a parameter or variable, e.g. '{size}'");
    for (unsigned I = Open + 1; I != Close; ++I) {
      char C = Text[I];
      bool Ok = I == Open + 1 ? isParamStart(C) : isParamChar(C);
      if (!Ok)
        return Errors.error(
            I, charLength(Text, I),
            "invalid character " + quote(describeChar(Text, I)) +
                " in parameter " + quote(Text.slice(Open, Close + 1)),
            "a parameter is a name such as '{size}' or "
            "'{self.n}'");
    }
    T.K = Token::Param;
    T.Begin = Open;
    T.End = Pos = Close + 1;
    T.Name = Name;
    return true;
  }
};

/// Parses a token list into an AxisExpr, tracking the tree's depth (a leaf
/// is at depth 1) and the recursion depth.
class ExprParser {
public:
  ExprParser(StringRef Text, const std::vector<Token> &Tokens,
             unsigned MaxDepth, ErrorSink &Errors)
      : Text(Text), Tokens(Tokens), MaxDepth(MaxDepth),
        MaxNesting(std::min(MaxDepth, HardNestingLimit)), Errors(Errors) {}

  std::unique_ptr<AxisExpr> parse() {
    unsigned Depth;
    auto E = parseSum(nullptr, Depth);
    if (!E)
      return nullptr;
    if (peek().K != Token::Eof)
      return unexpectedAfterOperand(), nullptr;
    return E;
  }

private:
  using Result = std::unique_ptr<AxisExpr>;

  StringRef Text;
  const std::vector<Token> &Tokens;
  size_t Pos = 0;
  unsigned MaxDepth, MaxNesting, Nesting = 0;
  ErrorSink &Errors;

  const Token &peek() const { return Tokens[Pos]; }
  const Token &next() { return Tokens[Pos++]; }
  StringRef text(const Token &T) const { return Text.slice(T.Begin, T.End); }

  static AxisExpr::Kind binaryKind(Token::Kind K) {
    switch (K) {
    case Token::Plus:
      return AxisExpr::Add;
    case Token::Minus:
      return AxisExpr::Sub;
    case Token::Star:
      return AxisExpr::Mul;
    case Token::SlashSlash:
      return AxisExpr::FloorDiv;
    case Token::Percent:
      return AxisExpr::Mod;
    default:
      llvm_unreachable("not a binary operator");
    }
  }

  static bool isAdditive(Token::Kind K) {
    return K == Token::Plus || K == Token::Minus;
  }
  static bool isMultiplicative(Token::Kind K) {
    return K == Token::Star || K == Token::SlashSlash || K == Token::Percent;
  }

  bool tooDeep(const Token &At) {
    return Errors.error(At.Begin, At.length(),
                        "expression is nested too deeply (the limit is " +
                            std::to_string(MaxDepth) + " levels)",
                        "split the expression or name an intermediate size");
  }

  /// Builds `Lhs Op Rhs` unless the tree would grow too deep.
  Result makeBinary(const Token &Op, Result Lhs, unsigned LhsDepth, Result Rhs,
                    unsigned RhsDepth, unsigned &Depth) {
    Depth = 1 + std::max(LhsDepth, RhsDepth);
    if (Depth > MaxDepth)
      return tooDeep(Op), nullptr;
    auto E = std::make_unique<AxisExpr>();
    E->K = binaryKind(Op.K);
    E->Begin = Lhs->Begin;
    E->End = Rhs->End;
    E->Lhs = std::move(Lhs);
    E->Rhs = std::move(Rhs);
    return E;
  }

  /// sum ::= product (('+' | '-') product)*
  Result parseSum(const Token *Prev, unsigned &Depth) {
    Result Lhs = parseProduct(Prev, Depth);
    while (Lhs && isAdditive(peek().K)) {
      const Token &Op = next();
      unsigned RhsDepth;
      Result Rhs = parseProduct(&Op, RhsDepth);
      if (!Rhs)
        return nullptr;
      Lhs = makeBinary(Op, std::move(Lhs), Depth, std::move(Rhs), RhsDepth,
                       Depth);
    }
    return Lhs;
  }

  /// product ::= unary (('*' | '//' | '%') unary)*
  Result parseProduct(const Token *Prev, unsigned &Depth) {
    Result Lhs = parseUnary(Prev, Depth);
    while (Lhs && isMultiplicative(peek().K)) {
      const Token &Op = next();
      unsigned RhsDepth;
      Result Rhs = parseUnary(&Op, RhsDepth);
      if (!Rhs)
        return nullptr;
      Lhs = makeBinary(Op, std::move(Lhs), Depth, std::move(Rhs), RhsDepth,
                       Depth);
    }
    return Lhs;
  }

  /// unary ::= '-' unary | primary
  Result parseUnary(const Token *Prev, unsigned &Depth) {
    if (peek().K != Token::Minus)
      return parsePrimary(Prev, Depth);
    const Token &Op = next();
    if (++Nesting > MaxNesting)
      return tooDeep(Op), nullptr;
    unsigned OperandDepth;
    Result Operand = parseUnary(&Op, OperandDepth);
    --Nesting;
    if (!Operand)
      return nullptr;
    Depth = OperandDepth + 1;
    if (Depth > MaxDepth)
      return tooDeep(Op), nullptr;
    auto E = std::make_unique<AxisExpr>();
    E->K = AxisExpr::Neg;
    E->Begin = Op.Begin;
    E->End = Operand->End;
    E->Lhs = std::move(Operand);
    return E;
  }

  /// primary ::= integer | name | '{' param '}' | '(' sum ')'
  Result parsePrimary(const Token *Prev, unsigned &Depth) {
    const Token &T = peek();
    auto Leaf = [&](AxisExpr::Kind K) {
      next();
      Depth = 1;
      auto E = std::make_unique<AxisExpr>();
      E->K = K;
      E->Value = T.Value;
      E->Name = T.Name.str();
      E->Begin = T.Begin;
      E->End = T.End;
      return E;
    };
    switch (T.K) {
    case Token::Int:
      return Leaf(AxisExpr::Int);
    case Token::Ident:
      return Leaf(AxisExpr::Var);
    case Token::Param:
      return Leaf(AxisExpr::Param);
    case Token::LParen:
      return parseParens(Depth);
    default:
      return missingOperand(Prev), nullptr;
    }
  }

  Result parseParens(unsigned &Depth) {
    const Token &Open = next();
    if (++Nesting > MaxNesting)
      return tooDeep(Open), nullptr;
    Result Inner = parseSum(&Open, Depth);
    --Nesting;
    if (!Inner)
      return nullptr;
    if (peek().K == Token::Eof)
      return Errors.error(Open.Begin, 1, "expected ')' to match this '('"),
             nullptr;
    if (peek().K != Token::RParen)
      return unexpectedAfterOperand(), nullptr;
    // The parenthesized node spans its parentheses.
    Inner->Begin = Open.Begin;
    Inner->End = next().End;
    return Inner;
  }

  bool missingOperand(const Token *Prev) {
    const Token &T = peek();
    if (Prev)
      return Errors.error(Prev->Begin, Prev->length(),
                          "expected an operand after " + quote(text(*Prev)));
    if (T.K == Token::RParen)
      return Errors.error(T.Begin, 1, "unmatched ')'");
    if (T.K == Token::Eof)
      return Errors.error(T.Begin, 1, "expected an expression");
    return Errors.error(T.Begin, T.length(),
                        "expected an operand before " + quote(text(T)));
  }

  /// A complete operand is followed by something that is not an operator.
  bool unexpectedAfterOperand() {
    const Token &T = peek();
    if (T.K == Token::RParen)
      return Errors.error(T.Begin, 1, "unmatched ')'");
    std::string Hint;
    if (T.K == Token::LParen)
      Hint = "there are no function calls; use '*' to multiply";
    return Errors.error(T.Begin, T.length(),
                        "expected an operator before " + quote(text(T)), Hint);
  }
};

//===----------------------------------------------------------------------===//
// Shapes and axes
//===----------------------------------------------------------------------===//

class ShapeParser {
public:
  ShapeParser(StringRef Text, const SyntaxLimits &Limits, SyntaxError &Err)
      : Text(Text), Limits(Limits), Errors(Err) {}

  bool parse(ShapeSpec &Out) {
    if (Text.size() > Limits.MaxLength)
      return Errors.error(Limits.MaxLength, 1,
                          "shape is too long (" + std::to_string(Text.size()) +
                              " characters; the limit is " +
                              std::to_string(Limits.MaxLength) + ")");
    ShapeSpec S;
    S.Text = Text.str();
    unsigned N = Text.size(), I = 0;
    while (true) {
      while (I < N && Text[I] == ' ')
        ++I;
      if (I == N)
        break;
      unsigned Begin = I;
      while (I < N && Text[I] != ' ')
        ++I;
      if (!addAxis(S, Begin, I))
        return false;
    }
    Out = std::move(S);
    return true;
  }

private:
  StringRef Text;
  const SyntaxLimits &Limits;
  ErrorSink Errors;

  bool addAxis(ShapeSpec &S, unsigned Begin, unsigned End) {
    if (S.Axes.size() >= Limits.MaxAxes)
      return Errors.error(Begin, End - Begin,
                          "too many axes (the limit is " +
                              std::to_string(Limits.MaxAxes) + ")");
    Axis A;
    if (!parseAxis(Begin, End, A))
      return false;
    if (A.K == Axis::Variadic) {
      if (S.VariadicIndex >= 0) {
        const Axis &First = S.Axes[S.VariadicIndex];
        return Errors.error(
            Begin, End - Begin,
            "two variadic axes " + quote(slice(First)) + " and " +
                quote(slice(A)) + ": a shape may have at most one",
            "use '...' or '*name' once; other axes have fixed rank");
      }
      S.VariadicIndex = int(S.Axes.size());
    }
    S.Axes.push_back(std::move(A));
    return true;
  }

  StringRef slice(const Axis &A) const { return Text.slice(A.Begin, A.End); }

  /// The modifiers that precede an axis body.
  struct Modifiers {
    bool Star = false, Hash = false, Question = false, Underscore = false;
    unsigned End = 0; // offset of the body
  };

  bool parseModifiers(unsigned Begin, unsigned End, Modifiers &M) {
    unsigned I = Begin;
    for (; I != End; ++I) {
      char C = Text[I];
      bool *Flag = C == '*'   ? &M.Star
                   : C == '#' ? &M.Hash
                   : C == '?' ? &M.Question
                   : C == '_' ? &M.Underscore
                              : nullptr;
      if (!Flag)
        break;
      if (*Flag)
        return Errors.error(I, 1,
                            "duplicate modifier " + quote(Text.substr(I, 1)) +
                                " in " + quote(Text.slice(Begin, End)),
                            "each modifier may appear once");
      *Flag = true;
    }
    M.End = I;
    return true;
  }

  bool parseAxis(unsigned Begin, unsigned End, Axis &A) {
    for (unsigned I = Begin; I != End; ++I)
      if (!isGrammarChar(Text[I]))
        return Errors.unknownChar(Text, I);
    Modifiers M;
    if (!parseModifiers(Begin, End, M))
      return false;
    A.Begin = Begin;
    A.End = End;
    A.Broadcastable = M.Hash;
    A.Varying = M.Question;
    StringRef Body = Text.slice(M.End, End);
    if (Body.starts_with("..."))
      return parseEllipsis(Begin, End, M, A);
    if (Body.empty()) {
      if (M.Underscore) { // `_`, or `*_`: anonymous
        A.K = M.Star ? Axis::Variadic : Axis::Unchecked;
        return true;
      }
      StringRef Mods = Text.slice(Begin, End);
      if (M.Star)
        return Errors.error(Begin, End - Begin,
                            "expected a name after " + quote(Mods),
                            "write '*name' for a named variadic axis, or "
                            "'...' for an anonymous one");
      return Errors.error(Begin, End - Begin,
                          "expected an axis after " + quote(Mods));
    }
    if (M.Star)
      return parseVariadic(Begin, End, M, A);
    return parseSized(M, End, A);
  }

  bool parseEllipsis(unsigned Begin, unsigned End, const Modifiers &M,
                     Axis &A) {
    if (End - M.End > 3)
      return Errors.error(Begin, End - Begin, "'...' cannot have a name",
                          "write '...' on its own, or '*name' for a named "
                          "variadic axis");
    if (M.Star)
      return Errors.error(Begin, End - Begin,
                          "'...' is already variadic; remove the '*'",
                          "write '...' or '*name'");
    A.K = Axis::Variadic; // anonymous, whether or not `_` was written
    return true;
  }

  bool parseVariadic(unsigned Begin, unsigned End, const Modifiers &M,
                     Axis &A) {
    StringRef Body = Text.slice(M.End, End);
    StringRef Token = Text.slice(Begin, End);
    const char *Hint = "a variadic axis matches several axes, so it takes a "
                       "plain name, e.g. '*batch'";
    if (Body.contains('='))
      return Errors.error(Begin, End - Begin,
                          "variadic axis " + quote(Token) +
                              " cannot have a documentation name",
                          Hint);
    if (!isName(Body)) {
      bool IsSize = llvm::all_of(Body, llvm::isDigit);
      return Errors.error(Begin, End - Begin,
                          "variadic axis " + quote(Token) +
                              (IsSize ? " must be a name, not a size"
                                      : " cannot be an expression"),
                          Hint);
    }
    A.K = Axis::Variadic;
    if (!M.Underscore) // `*_name` is anonymous
      A.Name = Body.str();
    return true;
  }

  /// body ::= (name '=')? expr, after the modifiers (none of them `*`).
  bool parseSized(const Modifiers &M, unsigned End, Axis &A) {
    unsigned ExprBegin = M.End;
    StringRef Body = Text.slice(M.End, End);
    size_t Eq = Body.find('=');
    if (Eq != StringRef::npos) {
      unsigned EqPos = M.End + Eq;
      StringRef Doc = Body.take_front(Eq);
      if (Doc.empty())
        return Errors.error(EqPos, 1, "expected a name before '='",
                            "a documentation name looks like 'rows=4'");
      if (!isName(Doc))
        return Errors.error(M.End, Eq,
                            "invalid documentation name " + quote(Doc),
                            "a documentation name is an identifier, e.g. "
                            "'rows=4'");
      if (EqPos + 1 == End)
        return Errors.error(EqPos, 1, "expected an expression after '='");
      A.DocName = Doc.str();
      ExprBegin = EqPos + 1;
    }
    std::vector<Token> Tokens;
    if (!Lexer(Text, ExprBegin, End, Errors).lex(Tokens))
      return false;
    auto Size = ExprParser(Text, Tokens, Limits.MaxDepth, Errors).parse();
    if (!Size)
      return false;
    if (M.Underscore) { // unchecked: keep the text, drop the tree
      A.K = Axis::Unchecked;
      A.Name = Text.slice(ExprBegin, End).str();
      return true;
    }
    // A size without names is a number: a negative one is no size
    // (`3-8`, `-5`; a forged annotation printed -5 as 4294967291).
    if (std::optional<int64_t> V = constantValue(*Size); V && *V < 0)
      return Errors.error(ExprBegin, End - ExprBegin,
                          "size " + quote(Text.slice(ExprBegin, End)) +
                              " is negative (" + std::to_string(*V) + ")",
                          "a size is 0 or more");
    A.K = Axis::Sized;
    A.Size = std::move(Size);
    return true;
  }

  /// The value of E when it has no names and its arithmetic neither
  /// overflows nor divides by zero (those are reported where the size is
  /// used).
  static std::optional<int64_t> constantValue(const AxisExpr &E) {
    int64_t L = 0, R = 0, Out = 0;
    auto Operand = [](const std::shared_ptr<const AxisExpr> &X, int64_t &V) {
      if (!X)
        return false;
      std::optional<int64_t> C = constantValue(*X);
      if (C)
        V = *C;
      return C.has_value();
    };
    switch (E.K) {
    case AxisExpr::Int:
      return E.Value;
    case AxisExpr::Var:
    case AxisExpr::Param:
      return std::nullopt;
    case AxisExpr::Neg:
      if (!Operand(E.Lhs, L) || __builtin_sub_overflow(int64_t(0), L, &Out))
        return std::nullopt;
      return Out;
    default:
      break;
    }
    if (!Operand(E.Lhs, L) || !Operand(E.Rhs, R))
      return std::nullopt;
    switch (E.K) {
    case AxisExpr::Add:
      return __builtin_add_overflow(L, R, &Out) ? std::nullopt
                                                : std::optional<int64_t>(Out);
    case AxisExpr::Sub:
      return __builtin_sub_overflow(L, R, &Out) ? std::nullopt
                                                : std::optional<int64_t>(Out);
    case AxisExpr::Mul:
      return __builtin_mul_overflow(L, R, &Out) ? std::nullopt
                                                : std::optional<int64_t>(Out);
    case AxisExpr::FloorDiv:
    case AxisExpr::Mod: {
      if (R == 0 || (L == INT64_MIN && R == -1))
        return std::nullopt;
      int64_t Q = L / R, M = L % R;
      if (M != 0 && ((M < 0) != (R < 0))) { // floor, as Python's //
        --Q;
        M += R;
      }
      return E.K == AxisExpr::FloorDiv ? Q : M;
    }
    default:
      return std::nullopt;
    }
  }
};

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

/// Binding strength: a child is parenthesized when it binds more loosely.
int precedence(const AxisExpr &E) {
  switch (E.K) {
  case AxisExpr::Add:
  case AxisExpr::Sub:
    return 1;
  case AxisExpr::Mul:
  case AxisExpr::FloorDiv:
  case AxisExpr::Mod:
    return 2;
  case AxisExpr::Neg:
    return 3;
  case AxisExpr::Int:
    return E.Value < 0 ? 3 : 4; // a negative literal prints as a negation
  case AxisExpr::Var:
  case AxisExpr::Param:
    break;
  }
  return 4;
}

StringRef operatorSpelling(AxisExpr::Kind K) {
  switch (K) {
  case AxisExpr::Add:
    return "+";
  case AxisExpr::Sub:
    return "-";
  case AxisExpr::Mul:
    return "*";
  case AxisExpr::FloorDiv:
    return "//";
  case AxisExpr::Mod:
    return "%";
  default:
    return "";
  }
}

void printInto(const AxisExpr &E, std::string &Out);

void printOperand(const AxisExpr *E, bool Parens, std::string &Out) {
  if (!E) {
    Out += "<null>";
    return;
  }
  if (Parens)
    Out += '(';
  printInto(*E, Out);
  if (Parens)
    Out += ')';
}

void printInto(const AxisExpr &E, std::string &Out) {
  int Prec = precedence(E);
  switch (E.K) {
  case AxisExpr::Int:
    Out += std::to_string(E.Value);
    return;
  case AxisExpr::Var:
    Out += E.Name;
    return;
  case AxisExpr::Param:
    Out += "{" + E.Name + "}";
    return;
  case AxisExpr::Neg:
    Out += '-';
    printOperand(E.Lhs.get(), E.Lhs && precedence(*E.Lhs) < Prec, Out);
    return;
  default: // binary, left-associative
    printOperand(E.Lhs.get(), E.Lhs && precedence(*E.Lhs) < Prec, Out);
    Out += operatorSpelling(E.K);
    printOperand(E.Rhs.get(), E.Rhs && precedence(*E.Rhs) <= Prec, Out);
    return;
  }
}

std::string printAxis(const Axis &A) {
  std::string Out;
  if (A.Varying)
    Out += '?';
  if (A.Broadcastable)
    Out += '#';
  switch (A.K) {
  case Axis::Variadic:
    Out += A.Name.empty() ? "..." : "*" + A.Name;
    return Out;
  case Axis::Unchecked:
    Out += '_';
    break;
  case Axis::Sized:
    break;
  }
  if (!A.DocName.empty())
    Out += A.DocName + "=";
  if (A.K == Axis::Unchecked)
    Out += A.Name;
  else if (A.Size)
    printInto(*A.Size, Out);
  return Out;
}

} // namespace

//===----------------------------------------------------------------------===//
// Public interface
//===----------------------------------------------------------------------===//

bool shapecheck::parseShape(StringRef Text, ShapeSpec &Out, SyntaxError &Err,
                            const SyntaxLimits &Limits) {
  return ShapeParser(Text, Limits, Err).parse(Out);
}

bool shapecheck::parseAnnotation(StringRef Category, StringRef Shape,
                                 Annotation &Out, SyntaxError &Err,
                                 const SyntaxLimits &Limits) {
  std::optional<DtypeSet> Dtypes = DtypeSet::fromCategory(Category);
  if (!Dtypes) {
    Err = SyntaxError();
    Err.InCategory = true;
    Err.Length = std::max<size_t>(1, Category.size());
    const char *Dtypes =
        "use a jaxtyping dtype such as Float, Int, Bool or Shaped";
    if (Category.empty()) {
      Err.Message = "expected a dtype category";
      Err.Hints.push_back(Dtypes);
      return false;
    }
    Err.Message = "unknown dtype " + quote(Category);
    StringRef Suggestion = DtypeSet::suggestCategory(Category);
    if (Suggestion.empty()) {
      Err.Hints.push_back(Dtypes);
      return false;
    }
    Err.Hints.push_back("did you mean " + quote(Suggestion) + "?");
    Err.Replacement = Suggestion.str();
    return false;
  }
  Annotation A;
  if (!parseShape(Shape, A.Shape, Err, Limits))
    return false;
  A.Category = Category.str();
  A.Dtypes = *Dtypes;
  Out = std::move(A);
  return true;
}

std::string shapecheck::printExpr(const AxisExpr &E) {
  std::string Out;
  printInto(E, Out);
  return Out;
}

std::string shapecheck::printShape(const ShapeSpec &S) {
  std::string Out;
  for (const Axis &A : S.Axes) {
    if (!Out.empty())
      Out += ' ';
    Out += printAxis(A);
  }
  return Out;
}

std::unique_ptr<AxisExpr> shapecheck::cloneExpr(const AxisExpr &E) {
  auto C = std::make_unique<AxisExpr>();
  C->K = E.K;
  C->Value = E.Value;
  C->Name = E.Name;
  C->Begin = E.Begin;
  C->End = E.End;
  if (E.Lhs)
    C->Lhs = cloneExpr(*E.Lhs);
  if (E.Rhs)
    C->Rhs = cloneExpr(*E.Rhs);
  return C;
}

Axis shapecheck::cloneAxis(const Axis &A) {
  Axis C;
  C.K = A.K;
  C.Broadcastable = A.Broadcastable;
  C.Varying = A.Varying;
  C.Name = A.Name;
  C.DocName = A.DocName;
  if (A.Size)
    C.Size = cloneExpr(*A.Size);
  C.Begin = A.Begin;
  C.End = A.End;
  return C;
}

ShapeSpec shapecheck::cloneShape(const ShapeSpec &S) {
  ShapeSpec C;
  C.Axes.reserve(S.Axes.size());
  for (const Axis &A : S.Axes)
    C.Axes.push_back(cloneAxis(A));
  C.VariadicIndex = S.VariadicIndex;
  C.Text = S.Text;
  return C;
}
