//===- RuleParser.cpp - Parsing rules files -------------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Rules/RuleParser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <cstdlib>

using namespace shapecheck;
using namespace shapecheck::rules;
using llvm::StringRef;

namespace {

bool isIdentStart(char C) { return llvm::isAlpha(C) || C == '_'; }
bool isIdentChar(char C) { return llvm::isAlnum(C) || C == '_'; }
bool isOperatorChar(char C) { return StringRef("+-*/%^&|~!=<>").count(C); }

/// Limits that keep parsing bounded on hostile input.
constexpr unsigned MaxDepth = 64;
constexpr size_t MaxErrors = 50;

class Parser {
public:
  Parser(StringRef Text, StringRef Path, std::vector<Diagnostic> &Errors)
      : Text(Text), Path(Path.str()), Errors(Errors) {}

  void parseFile(RuleFile &Out);

private:
  //===--- Positions and errors -------------------------------------------===//
  struct Mark {
    size_t Pos;
    unsigned Line, Col;
  };
  Mark mark() const { return {Pos, Line, unsigned(Pos - LineStart + 1)}; }
  SourceLoc locFrom(const Mark &M) const {
    SourceLoc L;
    L.File = Path;
    L.Line = M.Line;
    L.Col = M.Col;
    // End at the last character before Pos, skipping trailing spaces.
    size_t End = Pos;
    while (End > M.Pos && (Text[End - 1] == ' ' || Text[End - 1] == '\t'))
      --End;
    L.EndLine = Line;
    L.EndCol = End > M.Pos ? unsigned(End - LineStart) : M.Col;
    if (L.EndCol < L.Col && L.EndLine == L.Line)
      L.EndCol = L.Col;
    return L;
  }
  SourceLoc here() const { return locFrom(mark()); }

  bool error(const SourceLoc &L, std::string Message, std::string Hint = {}) {
    if (!Failed)
      Errors.push_back(errorAt(L, std::move(Message), std::move(Hint)));
    Failed = true;
    return false;
  }
  bool error(std::string Message, std::string Hint = {}) {
    return error(here(), std::move(Message), std::move(Hint));
  }
  /// "expected X" with what was found instead.
  bool expected(StringRef What, std::string Hint = {}) {
    return error("expected " + What.str() + ", found " + found(),
                 std::move(Hint));
  }
  std::string found() const {
    if (Pos >= Text.size())
      return "end of file";
    if (Text[Pos] == '\n')
      return "end of line";
    size_t E = Pos + 1;
    if (isIdentChar(Text[Pos]))
      while (E < Text.size() && isIdentChar(Text[E]))
        ++E;
    return "'" + Text.slice(Pos, E).str() + "'";
  }

  //===--- Characters -----------------------------------------------------===//
  char peek(size_t K = 0) const {
    return Pos + K < Text.size() ? Text[Pos + K] : '\0';
  }
  void advance(size_t N = 1) {
    for (size_t I = 0; I < N && Pos < Text.size(); ++I) {
      if (Text[Pos] == '\n') {
        ++Line;
        LineStart = Pos + 1;
      }
      ++Pos;
    }
  }
  /// Skips blanks and comments; newlines too when inside brackets.
  void skip() {
    while (Pos < Text.size()) {
      char C = Text[Pos];
      if (C == ' ' || C == '\t' || C == '\r')
        advance();
      else if (C == '#')
        while (Pos < Text.size() && Text[Pos] != '\n')
          advance();
      else if (C == '\n' && Depth > 0)
        advance();
      else
        break;
    }
  }
  bool atEnd() const { return Pos >= Text.size(); }
  bool atEol() {
    skip();
    return atEnd() || peek() == '\n';
  }
  /// Consumes Tok after blanks. Words must not continue with an identifier
  /// character.
  bool accept(StringRef Tok) {
    skip();
    if (!Text.substr(Pos).starts_with(Tok))
      return false;
    if (isIdentChar(Tok.back()) && isIdentChar(peek(Tok.size())))
      return false;
    advance(Tok.size());
    return true;
  }
  bool expect(StringRef Tok, std::string Hint = {}) {
    if (accept(Tok))
      return true;
    return expected("'" + Tok.str() + "'", std::move(Hint));
  }
  bool open(StringRef Tok) {
    if (!expect(Tok))
      return false;
    ++Depth;
    return true;
  }
  bool close(StringRef Tok, std::string Hint = {}) {
    --Depth;
    return expect(Tok, std::move(Hint));
  }
  bool expectEol() {
    if (atEol())
      return true;
    return expected("end of line");
  }
  /// An identifier, or an empty string (no error).
  StringRef ident() {
    skip();
    size_t B = Pos;
    if (!isIdentStart(peek()))
      return {};
    while (isIdentChar(peek()))
      advance();
    return Text.slice(B, Pos);
  }

  //===--- Names
  //------------------------------------------------------------===//
  bool qualifiedName(std::string &Out, StringRef What);
  bool nameList(std::vector<std::string> &Out, SourceLoc &First,
                StringRef What);

  //===--- Declarations
  //-----------------------------------------------------===//
  bool declaration(RuleFile &Out);
  bool arrayDecl(RuleFile &Out);
  bool arrayPattern(const std::string &Name, const SourceLoc &Loc,
                    RuleFile &Out);
  bool aliasDecl(RuleFile &Out);
  bool undescribedDecl(RuleFile &Out);
  bool conventionDecl(RuleFile &Out);
  bool flagsDecl(RuleFile &Out);
  bool stringLiteral(std::string &Out, StringRef What);
  bool dtypeDecl(RuleFile &Out);
  bool defDecl(RuleFile &Out, bool Mutates = false);
  bool optionsDecl(RuleFile &Out);
  bool moduleDecl(RuleFile &Out);
  bool params(std::vector<Param> &Out);
  bool param(Param &Out, bool AllowStar);
  bool kind(Kind &Out);
  bool body(llvm::function_ref<bool()> Entry, StringRef What);
  void recover();

  //===--- Expressions
  //------------------------------------------------------===//
  bool expr(Expr &Out);
  bool additive(Expr &Out);
  bool multiplicative(Expr &Out);
  bool unary(Expr &Out);
  bool primary(Expr &Out);
  bool items(Expr &Out, StringRef Close);
  bool shapeText(std::shared_ptr<Annotation> &Ann, StringRef Category,
                 SourceLoc &ShapeLoc);

  StringRef Text;
  std::string Path;
  std::vector<Diagnostic> &Errors;
  size_t Pos = 0, LineStart = 0;
  unsigned Line = 1;
  unsigned Depth = 0;     // open brackets: newlines are blanks inside
  unsigned ExprDepth = 0; // recursion bound
  bool Failed = false;    // the current declaration has an error
};

} // namespace

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

bool Parser::qualifiedName(std::string &Out, StringRef What) {
  skip();
  Out.clear();
  if (accept("::"))
    Out += "::";
  while (true) {
    StringRef Seg = ident();
    if (Seg.empty())
      return expected(What);
    Out += Seg.str();
    if (Seg == "operator") {
      // operator(), operator[], or a run of operator characters.
      if (peek() == '(' && peek(1) == ')') {
        Out += "()";
        advance(2);
      } else if (peek() == '[' && peek(1) == ']') {
        Out += "[]";
        advance(2);
      } else {
        size_t B = Pos;
        while (isOperatorChar(peek()))
          advance();
        if (B == Pos)
          return expected("an operator symbol after 'operator'",
                          "write e.g. 'at::operator+' or "
                          "'at::Tensor::operator[]'");
        Out += Text.slice(B, Pos).str();
      }
    } else if (peek() == '<') {
      // Template arguments, kept verbatim without blanks: ConvOptions<2>.
      unsigned Nest = 0;
      do {
        char C = peek();
        if (C == '\0' || C == '\n')
          return error("unterminated template argument list in a name",
                       "close it with '>'");
        if (C == '<')
          ++Nest;
        else if (C == '>')
          --Nest;
        if (C != ' ' && C != '\t')
          Out += C;
        advance();
      } while (Nest > 0);
    }
    if (peek() == ':' && peek(1) == ':' && isIdentStart(peek(2))) {
      advance(2);
      Out += "::";
      continue;
    }
    return true;
  }
}

bool Parser::nameList(std::vector<std::string> &Out, SourceLoc &First,
                      StringRef What) {
  do {
    skip();
    Mark M = mark();
    std::string N;
    if (!qualifiedName(N, What))
      return false;
    if (Out.empty())
      First = locFrom(M);
    Out.push_back(std::move(N));
  } while (accept(","));
  return true;
}

//===----------------------------------------------------------------------===//
// Declarations
//===----------------------------------------------------------------------===//

void Parser::parseFile(RuleFile &Out) {
  Out.Path = Path;
  while (true) {
    // Blank lines and comments between declarations.
    while (true) {
      skip();
      if (peek() != '\n')
        break;
      advance();
    }
    if (atEnd() || Errors.size() >= MaxErrors)
      return;
    Failed = false;
    Depth = 0;
    if (!declaration(Out))
      recover();
  }
}

/// After an error: skip to the next line that starts in column 1 (a
/// declaration, or more garbage to report); indented lines and '}' belong
/// to the broken declaration.
void Parser::recover() {
  Depth = 0;
  while (!atEnd()) {
    while (!atEnd() && peek() != '\n')
      advance();
    advance();
    char C = peek();
    if (C != ' ' && C != '\t' && C != '\r' && C != '\n' && C != '#' && C != '}')
      return;
  }
}

bool Parser::declaration(RuleFile &Out) {
  Mark M = mark();
  StringRef Word = ident();
  if (Word == "array")
    return arrayDecl(Out);
  if (Word == "alias")
    return aliasDecl(Out);
  if (Word == "def")
    return defDecl(Out);
  if (Word == "mutator")
    return defDecl(Out, /*Mutates=*/true);
  if (Word == "convention")
    return conventionDecl(Out);
  if (Word == "flags")
    return flagsDecl(Out);
  if (Word == "dtype")
    return dtypeDecl(Out);
  if (Word == "options")
    return optionsDecl(Out);
  if (Word == "module")
    return moduleDecl(Out);
  if (Word == "undescribed")
    return undescribedDecl(Out);
  Pos = M.Pos; // report the word itself
  return expected("a declaration",
                  "declarations start with 'array', 'alias', 'def', "
                  "'mutator', 'options', 'module', 'convention', "
                  "'flags', 'dtype' or 'undescribed'");
}

const std::vector<std::pair<std::string, std::string>> &
rules::undescribedReasons() {
  static const std::vector<std::pair<std::string, std::string>> Reasons = {
      {"data", "the result's shape depends on the values in an array"},
      {"not_array", "the result is not an array (a scalar, a bool, a device, "
                    "a name, storage, autograd state) or nothing shaped"},
      {"layout", "it reads or makes a sparse, quantized or other "
                 "non-strided representation whose parts the pack does not "
                 "model"},
      {"named", "named tensors: the axes are chosen by their names"},
      {"internal", "not public API: a name starting with '_' (ATen's "
                   "internals) or a module's implementation detail"},
      {"unexpressed", "the shape is defined, but the rules language cannot "
                      "say it yet (the comment says what is missing)"},
      {"language", "a C++ operation the frontend models itself (assignment)"},
  };
  return Reasons;
}

/// `undescribed REASON {` EOL (NAME, ...)* `}`: names separated by commas
/// or newlines (a trailing comma is allowed).
bool Parser::undescribedDecl(RuleFile &Out) {
  skip();
  Mark M = mark();
  std::string Reason = ident().str();
  SourceLoc RLoc = locFrom(M);
  std::string All;
  bool Known = false;
  for (const auto &[R, Meaning] : undescribedReasons()) {
    All += (All.empty() ? "" : ", ") + R;
    Known |= R == Reason;
  }
  if (Reason.empty())
    return expected("a reason", "the reasons are " + All);
  if (!Known)
    return error(RLoc, "unknown reason '" + Reason + "'",
                 "the reasons are " + All);
  std::vector<Undescribed> Names;
  bool Ok = body(
      [&] {
        while (true) {
          skip();
          if (atEol())
            return true;
          Mark Mk = mark();
          std::string N;
          if (!qualifiedName(N, "a qualified name (e.g. 'at::Tensor::item')"))
            return false;
          Names.push_back({std::move(N), Reason, locFrom(Mk)});
          if (!accept(","))
            return true;
        }
      },
      "a list of names");
  if (!Ok)
    return false;
  Out.UndescribedNames.insert(Out.UndescribedNames.end(), Names.begin(),
                              Names.end());
  return true;
}

bool Parser::arrayDecl(RuleFile &Out) {
  skip();
  bool Derived = false;
  if (Text.substr(Pos).starts_with("derived") && !isIdentChar(peek(7)) &&
      peek(7) != ':') {
    advance(7);
    Derived = true;
  }
  std::vector<std::pair<std::string, SourceLoc>> Names;
  do {
    skip();
    Mark M = mark();
    std::string N;
    if (!qualifiedName(N, "an array type name (e.g. 'at::Tensor')"))
      return false;
    Names.emplace_back(std::move(N), locFrom(M));
  } while (accept(","));
  if (!expectEol())
    return false;
  for (auto &[N, Loc] : Names) {
    if (Derived) {
      Out.ArrayBases.emplace_back(std::move(N), Loc);
      continue;
    }
    if (!arrayPattern(N, Loc, Out))
      return false;
  }
  return true;
}

/// `Eigen::Matrix<dtype, dim, dim>`: template arguments that are all tags
/// make a pattern; other arguments (`Vec<3>`) name one specialization.
bool Parser::arrayPattern(const std::string &Name, const SourceLoc &Loc,
                          RuleFile &Out) {
  StringRef N = Name;
  if (!N.ends_with(">") || N.ends_with("operator>")) {
    Out.ArrayTypes.emplace_back(Name, Loc);
    return true;
  }
  size_t Open = N.find('<');
  llvm::SmallVector<StringRef, 4> Args;
  N.slice(Open + 1, N.size() - 1).split(Args, ',');
  for (StringRef &A : Args)
    A = A.trim();
  ArrayPattern P;
  P.Name = N.substr(0, Open).str();
  P.Loc = Loc;
  bool AnyTag = false, AnyOther = false;
  for (StringRef A : Args) {
    std::optional<ArrayPattern::Tag> T =
        llvm::StringSwitch<std::optional<ArrayPattern::Tag>>(A)
            .Case("_", ArrayPattern::Ignore)
            .Case("dtype", ArrayPattern::Dtype)
            .Case("dim", ArrayPattern::Dim)
            .Case("dim...", ArrayPattern::Dims)
            .Case("rank", ArrayPattern::Rank)
            .Case("shape", ArrayPattern::Shape)
            .Default(std::nullopt);
    (T ? AnyTag : AnyOther) = true;
    if (T)
      P.Tags.push_back(*T);
  }
  if (!AnyTag) {
    Out.ArrayTypes.emplace_back(Name, Loc);
    return true;
  }
  auto Variadic = llvm::find(P.Tags, ArrayPattern::Dims);
  if (Variadic != P.Tags.end() && Variadic + 1 != P.Tags.end())
    return error(Loc, "'dim...' must be the last template argument",
                 "write e.g. 'array std::extents<_, dim...>'");
  if (AnyOther)
    return error(Loc,
                 "template arguments of an array pattern must all be "
                 "'dtype', 'dim', 'dim...', 'rank', 'shape' or '_'",
                 "write e.g. 'array Eigen::Matrix<dtype, dim, dim>'");
  Out.ArrayTypes.emplace_back(P.Name, Loc);
  Out.ArrayPatterns.push_back(std::move(P));
  return true;
}

bool Parser::aliasDecl(RuleFile &Out) {
  AliasDecl A;
  skip();
  Mark M = mark();
  if (!qualifiedName(A.From, "a name to alias (e.g. 'torch')"))
    return false;
  A.Loc = locFrom(M);
  if (!expect("=", "write 'alias torch = at'"))
    return false;
  if (!qualifiedName(A.To, "the name it stands for"))
    return false;
  if (!expectEol())
    return false;
  if (A.From == A.To)
    return error(A.Loc, "alias of '" + A.From + "' to itself");
  Out.Aliases.push_back(std::move(A));
  return true;
}

bool Parser::dtypeDecl(RuleFile &Out) {
  DtypeName D;
  skip();
  Mark M = mark();
  if (!qualifiedName(D.Name,
                     "a constant's name (e.g. 'c10::ScalarType::Long')"))
    return false;
  D.Loc = locFrom(M);
  if (!expect("=", "write 'dtype " + D.Name + " = Int64'"))
    return false;
  skip();
  Mark C = mark();
  StringRef Category = ident();
  std::optional<DtypeSet> Set = DtypeSet::fromCategory(Category);
  if (!Set) {
    Pos = C.Pos;
    StringRef Near = DtypeSet::suggestCategory(Category);
    size_t Before = Errors.size();
    expected("a dtype category (Float32, Int64, ...)",
             Near.empty() ? std::string()
                          : "did you mean '" + Near.str() + "'?");
    if (!Near.empty() && Errors.size() > Before)
      Errors.back().Fixes.push_back(replaceWord(here(), Category, Near));
    return false;
  }
  D.Dtype = *Set;
  if (!expectEol())
    return false;
  Out.DtypeNames.push_back(std::move(D));
  return true;
}

bool Parser::defDecl(RuleFile &Out, bool Mutates) {
  Def D;
  D.Mutates = Mutates;
  if (!nameList(D.Names, D.Loc, "a qualified function name"))
    return false;
  if (!params(D.Params))
    return false;
  if (!expect("->", "a declaration reads 'def NAME(PARAMS) -> RESULT'"))
    return false;
  if (!expr(D.Result) || !expectEol())
    return false;
  Out.Defs.push_back(std::move(D));
  return true;
}

/// The keys of `convention` and whether each takes one value.
static const std::pair<StringRef, bool> ConventionKeys[] = {
    {"inplace_suffix", true},   {"module_method", true},
    {"impl_suffix", true},      {"module_holder", false},
    {"register_module", false}, {"module_cast", false},
    {"dtype_enum", false},      {"none_type", false},
    {"ellipsis_type", false},   {"dtype_function", false},
    {"dtype_options", false},   {"assign_through", false},
    {"true_tag", false},        {"undefined_default", false},
    {"fill_chain", false},      {"literal_constructor", false},
};

bool Parser::conventionDecl(RuleFile &Out) {
  Convention C;
  skip();
  Mark M = mark();
  C.Key = ident().str();
  C.Loc = locFrom(M);
  if (C.Key.empty())
    return expected("a convention's key (e.g. 'inplace_suffix')");
  const std::pair<StringRef, bool> *Known = nullptr;
  for (const auto &K : ConventionKeys)
    if (K.first == C.Key)
      Known = &K;
  if (!Known) {
    std::string All;
    for (const auto &K : ConventionKeys)
      All += (All.empty() ? "" : ", ") + K.first.str();
    return error(C.Loc, "unknown convention '" + C.Key + "'",
                 "the conventions are " + All);
  }
  if (!expect("=", "write 'convention " + C.Key + " = VALUE'"))
    return false;
  do {
    skip();
    if (peek() == '"') {
      std::string V;
      if (!stringLiteral(V, "a string"))
        return false;
      C.Values.push_back(std::move(V));
      continue;
    }
    std::string V;
    if (!qualifiedName(V, "a name or a string"))
      return false;
    C.Values.push_back(std::move(V));
  } while (accept(","));
  if (!expectEol())
    return false;
  if (Known->second && C.Values.size() != 1)
    return error(C.Loc, "convention '" + C.Key + "' takes one value");
  C.Single = Known->second;
  Out.Conventions.push_back(std::move(C));
  return true;
}

bool Parser::stringLiteral(std::string &Out, StringRef What) {
  skip();
  if (peek() != '"')
    return expected(What);
  advance();
  size_t B = Pos;
  while (peek() != '"' && peek() != '\n' && peek() != '\0')
    advance();
  if (peek() != '"')
    return error("unterminated string literal");
  Out = Text.slice(B, Pos).str();
  advance();
  return true;
}

bool Parser::flagsDecl(RuleFile &Out) {
  HeaderFlags H;
  skip();
  Mark M = mark();
  if (!stringLiteral(H.PathFragment,
                     "a part of a header's path in quotes (e.g. \"xtensor/\")"))
    return false;
  H.Loc = locFrom(M);
  if (H.PathFragment.empty())
    return error(H.Loc, "the header path of 'flags' is empty");
  if (!expect("=", "write 'flags \"xtensor/\" = \"-fno-...\"'"))
    return false;
  do {
    std::string F;
    if (!stringLiteral(F, "a Clang option in quotes"))
      return false;
    H.Flags.push_back(std::move(F));
  } while (accept(","));
  if (!expectEol())
    return false;
  Out.Flags.push_back(std::move(H));
  return true;
}

bool Parser::optionsDecl(RuleFile &Out) {
  OptionsDecl O;
  if (!nameList(O.Names, O.Loc, "an options class name"))
    return false;
  if (!params(O.Ctor))
    return false;
  if (atEol()) {
    Out.Options.push_back(std::move(O));
    return true;
  }
  bool Ok = body(
      [&] {
        Param P;
        if (!param(P, /*AllowStar=*/false))
          return false;
        if (!P.Default)
          return error(P.Loc, "field '" + P.Name + "' needs a default value",
                       "fields set by the constructor belong in its "
                       "parameter list; others read 'name: kind = value'");
        O.Fields.push_back(std::move(P));
        return true;
      },
      "a field 'name: kind = default'");
  if (!Ok)
    return false;
  Out.Options.push_back(std::move(O));
  return true;
}

bool Parser::moduleDecl(RuleFile &Out) {
  ModuleDecl M;
  if (!nameList(M.Names, M.Loc, "a module class name"))
    return false;
  if (!params(M.Ctor))
    return false;
  if (atEol()) {
    Out.Modules.push_back(std::move(M));
    return true;
  }
  bool Ok = body(
      [&] {
        Def D;
        skip();
        Mark Mk = mark();
        std::string N;
        if (!qualifiedName(N, "a method name (e.g. 'forward')"))
          return false;
        D.Loc = locFrom(Mk);
        if (StringRef(N).contains("::"))
          return error(D.Loc, "a module method is named without a scope",
                       "write 'forward(x: Tensor) -> ...'");
        D.Names.push_back(std::move(N));
        if (!params(D.Params) ||
            !expect("->", "a method reads 'NAME(PARAMS) -> RESULT'") ||
            !expr(D.Result))
          return false;
        M.Methods.push_back(std::move(D));
        return true;
      },
      "a method 'name(params) -> result'");
  if (!Ok)
    return false;
  Out.Modules.push_back(std::move(M));
  return true;
}

/// `{` EOL (entry EOL)* `}` EOL; `{ }` and `{}` on one line are allowed.
bool Parser::body(llvm::function_ref<bool()> Entry, StringRef What) {
  if (!expect("{", "a body is written '{' on the declaration's line, one "
                   "entry per line, and '}' on its own line"))
    return false;
  while (true) {
    while (true) {
      skip();
      if (peek() != '\n')
        break;
      advance();
    }
    if (accept("}"))
      return expectEol();
    if (atEnd())
      return error("unterminated body: expected '}'");
    if (!Entry())
      return false;
    if (accept("}"))
      return expectEol();
    if (!atEol())
      return expected("end of line after " + What.str());
  }
}

bool Parser::params(std::vector<Param> &Out) {
  if (!open("("))
    return false;
  if (accept(")")) {
    --Depth;
    return true;
  }
  do {
    Param P;
    if (!param(P, /*AllowStar=*/true))
      return false;
    for (const Param &Q : Out)
      if (Q.Name == P.Name)
        return error(P.Loc, "duplicate parameter '" + P.Name + "'");
    if (!Out.empty() && Out.back().Star)
      return error(P.Loc,
                   "a parameter follows the star parameter '*" +
                       Out.back().Name + "'",
                   "the star parameter collects the remaining arguments; "
                   "put it last");
    if (!P.Default && !Out.empty() && Out.back().Default && !P.Star)
      return error(P.Loc, "parameter '" + P.Name +
                              "' without a default follows one with a default");
    Out.push_back(std::move(P));
  } while (accept(","));
  return close(")", "parameters are separated by ','");
}

bool Parser::param(Param &Out, bool AllowStar) {
  skip();
  Mark M = mark();
  if (AllowStar && accept("*"))
    Out.Star = true;
  StringRef N = ident();
  if (N.empty())
    return expected("a parameter name");
  Out.Name = N.str();
  Out.Loc = locFrom(M);
  if (!expect(":", "a parameter reads 'name: kind', e.g. 'dim: int'"))
    return false;
  if (!kind(Out.Ty))
    return false;
  if (accept("=")) {
    if (Out.Star)
      return error(Out.Loc, "a star parameter has no default");
    Expr D;
    if (!expr(D))
      return false;
    Out.Default = std::move(D);
  }
  return true;
}

bool Parser::kind(Kind &Out) {
  skip();
  Mark M = mark();
  std::string N;
  if (!qualifiedName(N, "a parameter kind (int, ints, bool, float, scalar, "
                        "str, dtype, tensors, module, any, Tensor, an "
                        "annotation or an options type)"))
    return false;
  Out.TypeLoc = locFrom(M);
  static const std::pair<StringRef, Kind::K> Simple[] = {
      {"int", Kind::Int},       {"ints", Kind::Ints},
      {"bool", Kind::Bool},     {"float", Kind::Scalar},
      {"scalar", Kind::Scalar}, {"str", Kind::Str},
      {"dtype", Kind::Dtype},   {"tensors", Kind::Arrays},
      {"module", Kind::Module}, {"any", Kind::Any},
  };
  bool IsSimple = false;
  for (const auto &[Word, K] : Simple)
    if (N == Word) {
      Out.Which = K;
      IsSimple = true;
    }
  if (IsSimple) {
    if (Out.Which == Kind::Ints && peek() == '[') {
      advance();
      skip();
      Mark NM = mark();
      StringRef Digits;
      size_t B = Pos;
      while (llvm::isDigit(peek()))
        advance();
      Digits = Text.slice(B, Pos);
      unsigned Len = 0;
      if (Digits.empty() || Digits.getAsInteger(10, Len) || Len == 0 ||
          Len > 16)
        return error(locFrom(NM),
                     "expected a length from 1 to 16 in 'ints[N]'");
      Out.Length = Len;
      if (!expect("]"))
        return false;
    }
  } else {
    // An array type, a dtype category (both optionally with a shape), or an
    // options type; which one is decided when the file is loaded.
    Out.TypeName = N;
    Out.Which = Kind::Options;
    if (peek() == '[') {
      Out.Which = Kind::Array;
      if (!shapeText(Out.Ann, N, Out.AnnLoc))
        return false;
    } else {
      Out.AnnLoc = locFrom(M);
    }
  }
  if (peek() == '?') {
    advance();
    Out.Optional = true;
  }
  return true;
}

/// `[shape]` right after a category: parses the shape with parseShape.
bool Parser::shapeText(std::shared_ptr<Annotation> &Ann, StringRef Category,
                       SourceLoc &ShapeLoc) {
  advance(); // '['
  Mark M = mark();
  size_t B = Pos;
  while (peek() != ']' && peek() != '\n' && peek() != '\0')
    advance();
  if (peek() != ']')
    return error(locFrom(M), "unterminated shape: expected ']'",
                 "a shape reads e.g. 'Float[b n]'");
  StringRef Shape = Text.slice(B, Pos);
  ShapeLoc = locFrom(M);
  advance(); // ']'
  Ann = std::make_shared<Annotation>();
  Ann->Category = Category.str();
  SyntaxError Err;
  if (!parseShape(Shape, Ann->Shape, Err)) {
    SourceLoc L = ShapeLoc;
    L.Col = M.Col + Err.Offset;
    L.EndLine = L.Line;
    L.EndCol = L.Col + (Err.Length ? Err.Length - 1 : 0);
    size_t Before = Errors.size();
    error(L, "in shape '" + Shape.str() + "': " + Err.Message);
    if (Errors.size() > Before)
      Errors.back().Hints = Err.Hints;
    return false;
  }
  // The category is checked when the file is loaded (array type names are
  // known then); dtype categories are resolved here.
  if (auto D = DtypeSet::fromCategory(Category))
    Ann->Dtypes = *D;
  else
    Ann->Dtypes = DtypeSet::any();
  return true;
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

bool Parser::expr(Expr &Out) {
  if (++ExprDepth > MaxDepth) {
    --ExprDepth;
    return error("expression nested too deeply");
  }
  bool Ok = additive(Out);
  --ExprDepth;
  return Ok;
}

bool Parser::additive(Expr &Out) {
  skip();
  Mark M = mark();
  if (!multiplicative(Out))
    return false;
  while (true) {
    skip();
    std::string Op;
    // '->' is not a minus.
    if (peek() == '+')
      Op = "+";
    else if (peek() == '-' && peek(1) != '>')
      Op = "-";
    else
      return true;
    advance();
    Expr Rhs;
    if (!multiplicative(Rhs))
      return false;
    Expr B;
    B.K = Expr::Binary;
    B.Op = Op;
    B.Args.push_back(std::move(Out));
    B.Args.push_back(std::move(Rhs));
    B.Loc = locFrom(M);
    Out = std::move(B);
  }
}

bool Parser::multiplicative(Expr &Out) {
  skip();
  Mark M = mark();
  if (!unary(Out))
    return false;
  while (true) {
    skip();
    std::string Op;
    if (peek() == '/' && peek(1) == '/')
      Op = "//";
    else if (peek() == '*')
      Op = "*";
    else
      return true;
    advance(Op.size());
    Expr Rhs;
    if (!unary(Rhs))
      return false;
    Expr B;
    B.K = Expr::Binary;
    B.Op = Op;
    B.Args.push_back(std::move(Out));
    B.Args.push_back(std::move(Rhs));
    B.Loc = locFrom(M);
    Out = std::move(B);
  }
}

bool Parser::unary(Expr &Out) {
  skip();
  Mark M = mark();
  if (peek() == '-' && peek(1) != '>') {
    advance();
    Expr Inner;
    if (++ExprDepth > MaxDepth)
      return error("expression nested too deeply");
    bool Ok = unary(Inner);
    --ExprDepth;
    if (!Ok)
      return false;
    if (Inner.K == Expr::Int && Inner.IntV != INT64_MIN) {
      Inner.IntV = -Inner.IntV;
      Inner.Loc = locFrom(M);
      Out = std::move(Inner);
      return true;
    }
    if (Inner.K == Expr::Float) {
      Inner.Loc = locFrom(M);
      Out = std::move(Inner);
      return true;
    }
    Out.K = Expr::Neg;
    Out.Args.push_back(std::move(Inner));
    Out.Loc = locFrom(M);
    return true;
  }
  return primary(Out);
}

/// Comma-separated expressions up to Close (already opened).
bool Parser::items(Expr &Out, StringRef Close) {
  if (accept(Close)) {
    --Depth;
    return true;
  }
  do {
    Expr E;
    if (!expr(E))
      return false;
    Out.Args.push_back(std::move(E));
  } while (accept(","));
  return close(Close, "items are separated by ','");
}

bool Parser::primary(Expr &Out) {
  skip();
  Mark M = mark();
  char C = peek();
  if (llvm::isDigit(C)) {
    size_t B = Pos;
    bool IsFloat = false;
    while (llvm::isDigit(peek()))
      advance();
    if (peek() == '.' && llvm::isDigit(peek(1))) {
      IsFloat = true;
      advance();
      while (llvm::isDigit(peek()))
        advance();
    }
    if (peek() == 'e' || peek() == 'E') {
      size_t Save = Pos;
      advance();
      if (peek() == '+' || peek() == '-')
        advance();
      if (llvm::isDigit(peek())) {
        IsFloat = true;
        while (llvm::isDigit(peek()))
          advance();
      } else {
        Pos = Save; // not an exponent
      }
    }
    StringRef Lit = Text.slice(B, Pos);
    Out.Loc = locFrom(M);
    if (IsFloat) {
      Out.K = Expr::Float;
      Out.Text = Lit.str();
      return true;
    }
    Out.K = Expr::Int;
    if (Lit.getAsInteger(10, Out.IntV))
      return error(Out.Loc, "integer literal '" + Lit.str() +
                                "' does not fit in 64 bits");
    return true;
  }
  if (C == '"') {
    advance();
    size_t B = Pos;
    while (peek() != '"' && peek() != '\n' && peek() != '\0')
      advance();
    if (peek() != '"')
      return error(locFrom(M), "unterminated string literal");
    Out.K = Expr::Str;
    Out.Text = Text.slice(B, Pos).str();
    advance();
    Out.Loc = locFrom(M);
    return true;
  }
  if (C == '{') {
    open("{");
    Out.K = Expr::List;
    if (!items(Out, "}"))
      return false;
    Out.Loc = locFrom(M);
    return true;
  }
  if (C == '(') {
    open("(");
    Out.K = Expr::Tuple;
    if (!items(Out, ")"))
      return false;
    Out.Loc = locFrom(M);
    if (Out.Args.size() == 1) { // parentheses only group
      Expr Inner = std::move(Out.Args[0]);
      Out = std::move(Inner);
    } else if (Out.Args.empty()) {
      return error(Out.Loc, "an empty tuple '()' has no meaning here");
    }
    return true;
  }
  if (!isIdentStart(C))
    return expected("an expression");
  // A name: a parameter (possibly dotted), a literal word, a call, an
  // annotation Category[shape].
  std::string N = ident().str();
  if (N == "true" || N == "false") {
    Out.K = Expr::Bool;
    Out.BoolV = N == "true";
    Out.Loc = locFrom(M);
    return true;
  }
  if (N == "none") {
    Out.K = Expr::NoneV;
    Out.Loc = locFrom(M);
    return true;
  }
  // Array type names in annotations may be qualified: at::Tensor[n].
  while (peek() == ':' && peek(1) == ':' && isIdentStart(peek(2))) {
    advance(2);
    N += "::" + ident().str();
  }
  if (peek() == '[') {
    Out.K = Expr::Annot;
    Out.Text = N;
    if (!shapeText(Out.Ann, N, Out.ShapeLoc))
      return false;
    Out.Loc = locFrom(M);
    return true;
  }
  skip();
  if (StringRef(N).contains("::") && peek() != '(')
    return error(locFrom(M), "a qualified name '" + N +
                                 "' is only allowed as an annotation's "
                                 "array type, as in '" +
                                 N + "[n m]', or to construct a module");
  while (peek() == '.' && isIdentStart(peek(1))) {
    advance();
    N += "." + ident().str();
  }
  skip();
  if (peek() == '(') {
    if (StringRef(N).contains('.'))
      return error(locFrom(M), "'" + N + "' is a field, not a function");
    open("(");
    Out.K = Expr::Call;
    Out.Text = N;
    if (!items(Out, ")"))
      return false;
    Out.Loc = locFrom(M);
    return true;
  }
  Out.K = Expr::Name;
  Out.Text = N;
  Out.Loc = locFrom(M);
  return true;
}

bool rules::parseRules(StringRef Text, StringRef Path, RuleFile &Out,
                       std::vector<Diagnostic> &Errors) {
  size_t Before = Errors.size();
  Parser(Text, Path, Errors).parseFile(Out);
  return Errors.size() == Before;
}
