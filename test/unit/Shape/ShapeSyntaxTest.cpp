//===- ShapeSyntaxTest.cpp - Unit tests of the annotation parser ----------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Every construct of the shape language with an accepted and a rejected
// form, error locations and messages, canonical printing, deep copies, the
// limits on hostile input, and a randomized robustness test.
//
//===----------------------------------------------------------------------===//
#include "Shape/ShapeSyntax.h"

#include <cstdint>
#include <doctest/doctest.h>
#include <random>
#include <string>
#include <sys/mman.h>
#include <unistd.h>

using namespace shapecheck;

namespace {

ShapeSpec parseOk(const std::string &Text, const SyntaxLimits &Limits = {}) {
  ShapeSpec S;
  SyntaxError Err;
  bool Ok = parseShape(Text, S, Err, Limits);
  INFO("shape '", Text, "': ", Err.Message);
  REQUIRE(Ok);
  return S;
}

SyntaxError parseErr(const std::string &Text, const SyntaxLimits &Limits = {}) {
  ShapeSpec S;
  SyntaxError Err;
  bool Ok = parseShape(Text, S, Err, Limits);
  INFO("shape '", Text, "' printed as '", printShape(S), "'");
  REQUIRE_FALSE(Ok);
  CHECK_FALSE(Err.InCategory);
  CHECK_FALSE(Err.Message.empty());
  return Err;
}

/// A copy of a text in memory of which only the first Readable bytes (rounded
/// up to a page) may be read: reading further crashes. Bounds the work of a
/// parser without timing it.
class GuardedText {
public:
  GuardedText(const std::string &Text, size_t Readable) : Size(Text.size()) {
    size_t Page = sysconf(_SC_PAGESIZE);
    Mapped = (Size / Page + 2) * Page;
    void *P = mmap(nullptr, Mapped, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    REQUIRE(P != MAP_FAILED);
    Base = static_cast<char *>(P);
    std::copy(Text.begin(), Text.end(), Base);
    size_t Open = (Readable + Page - 1) / Page * Page;
    REQUIRE(mprotect(Base + Open, Mapped - Open, PROT_NONE) == 0);
  }
  ~GuardedText() { munmap(Base, Mapped); }
  llvm::StringRef text() const { return llvm::StringRef(Base, Size); }

private:
  char *Base = nullptr;
  size_t Size, Mapped = 0;
};

/// The canonical spelling of a shape.
std::string canon(const std::string &Text) { return printShape(parseOk(Text)); }

/// The canonical spelling of a one-axis shape's size expression.
std::string expr(const std::string &Text) {
  ShapeSpec S = parseOk(Text);
  REQUIRE(S.Axes.size() == 1);
  REQUIRE(S.Axes[0].K == Axis::Sized);
  REQUIRE(bool(S.Axes[0].Size));
  return printExpr(*S.Axes[0].Size);
}

void checkError(const std::string &Text, unsigned Offset, unsigned Length,
                const std::string &Message, const std::string &Hint = "") {
  INFO("shape '", Text, "'");
  SyntaxError Err = parseErr(Text);
  CHECK(Err.Message == Message);
  CHECK(Err.Offset == Offset);
  CHECK(Err.Length == Length);
  if (!Hint.empty())
    CHECK(Err.Hints == std::vector<std::string>{Hint});
}

std::unique_ptr<AxisExpr> leaf(const char *Name) {
  auto E = std::make_unique<AxisExpr>();
  E->K = AxisExpr::Var;
  E->Name = Name;
  return E;
}

std::unique_ptr<AxisExpr> lit(int64_t V) {
  auto E = std::make_unique<AxisExpr>();
  E->K = AxisExpr::Int;
  E->Value = V;
  return E;
}

std::unique_ptr<AxisExpr> node(AxisExpr::Kind K, std::unique_ptr<AxisExpr> L,
                               std::unique_ptr<AxisExpr> R = nullptr) {
  auto E = std::make_unique<AxisExpr>();
  E->K = K;
  E->Lhs = std::move(L);
  E->Rhs = std::move(R);
  return E;
}

std::string repeat(const std::string &S, unsigned N) {
  std::string Out;
  for (unsigned I = 0; I != N; ++I)
    Out += S;
  return Out;
}

/// A chain `a+a+...+a` of N operands: a left-leaning tree of depth N.
std::string chain(unsigned N, const std::string &Op = "+") {
  std::string Out = "a";
  for (unsigned I = 1; I < N; ++I)
    Out += Op + "a";
  return Out;
}

/// Structural checks every successfully parsed shape must pass.
void checkInvariants(const std::string &Text, const ShapeSpec &S) {
  CHECK(S.Text == Text);
  int Variadics = 0;
  unsigned PrevEnd = 0;
  for (size_t I = 0; I != S.Axes.size(); ++I) {
    const Axis &A = S.Axes[I];
    CHECK(A.Begin >= PrevEnd);
    CHECK(A.Begin < A.End);
    CHECK(A.End <= Text.size());
    PrevEnd = A.End;
    CHECK((A.K == Axis::Sized) == bool(A.Size));
    if (A.Size) {
      CHECK(A.Size->Begin >= A.Begin);
      CHECK(A.Size->End <= A.End);
    }
    if (A.K == Axis::Variadic) {
      ++Variadics;
      CHECK(S.VariadicIndex == int(I));
    }
  }
  CHECK(Variadics <= 1);
  if (Variadics == 0)
    CHECK(S.VariadicIndex == -1);
}

} // namespace

//===----------------------------------------------------------------------===//
// Axes and separators
//===----------------------------------------------------------------------===//

TEST_CASE("ShapeSyntax: the empty string and blanks are a scalar") {
  for (const char *Text : {"", " ", "    "}) {
    ShapeSpec S = parseOk(Text);
    CHECK(S.Axes.empty());
    CHECK(S.VariadicIndex == -1);
    CHECK(S.Text == Text);
    CHECK(printShape(S).empty());
  }
}

TEST_CASE("ShapeSyntax: axes are separated by one or more spaces") {
  ShapeSpec S = parseOk("  batch  3   n ");
  REQUIRE(S.Axes.size() == 3);
  CHECK(S.Axes[0].K == Axis::Sized);
  CHECK(S.Axes[0].Begin == 2);
  CHECK(S.Axes[0].End == 7);
  CHECK(S.Axes[1].Size->K == AxisExpr::Int);
  CHECK(S.Axes[1].Size->Value == 3);
  CHECK(S.Axes[2].Size->Name == "n");
  CHECK(S.Axes[2].Begin == 13);
  CHECK(printShape(S) == "batch 3 n");
  CHECK(S.Text == "  batch  3   n ");

  checkError("a,b", 1, 1, "unknown character ','",
             "separate axes with spaces, not commas");
  checkError("a\tb", 1, 1, "unknown character '\\t'");
  checkError("a\nb", 1, 1, "unknown character '\\n'");
}

TEST_CASE("ShapeSyntax: fixed and named axes") {
  ShapeSpec S = parseOk("28 28 channels x_1 B2");
  REQUIRE(S.Axes.size() == 5);
  CHECK(S.Axes[0].Size->K == AxisExpr::Int);
  CHECK(S.Axes[0].Size->Value == 28);
  CHECK(S.Axes[2].Size->K == AxisExpr::Var);
  CHECK(S.Axes[2].Size->Name == "channels");
  CHECK(S.Axes[3].Size->Name == "x_1");
  CHECK(S.Axes[4].Size->Name == "B2");
  CHECK(canon("0 007") == "0 7");

  checkError("3n", 0, 2, "invalid name '3n'");
  checkError("a$b", 1, 1, "unknown character '$'");
  checkError("n@2", 1, 1, "unknown character '@'");
  checkError("[n]", 0, 1, "unknown character '['");
}

TEST_CASE("ShapeSyntax: integer literals must fit in 64 bits") {
  ShapeSpec S = parseOk("9223372036854775807");
  CHECK(S.Axes[0].Size->Value == INT64_MAX);
  checkError("9223372036854775808", 0, 19,
             "integer literal '9223372036854775808' is too large");
  checkError("n+99999999999999999999999", 2, 23,
             "integer literal '99999999999999999999999' is too large");
}

TEST_CASE("ShapeSyntax: a size without names may not be negative") {
  checkError("-5", 0, 2, "size '-5' is negative (-5)");
  checkError("b 3-8", 2, 3, "size '3-8' is negative (-5)");
  checkError("rows=1-2", 5, 3, "size '1-2' is negative (-1)");
  checkError("-7//2", 0, 5, "size '-7//2' is negative (-4)");
  // With a name, the size is known where the name is bound; 0 is a size.
  parseOk("n-8");
  parseOk("3-3");
  parseOk("-7%2");
  // Overflow and division by zero are reported where the size is used.
  parseOk("4//0");
  parseOk("0-9223372036854775807-2");
}

TEST_CASE("ShapeSyntax: non-ASCII characters are reported whole") {
  checkError("n\xC3\xA9", 1, 2, "unknown character '\xC3\xA9'");
  checkError("\x01", 0, 1, "unknown character '\\x01'");
}

//===----------------------------------------------------------------------===//
// Modifiers
//===----------------------------------------------------------------------===//

TEST_CASE("ShapeSyntax: '...' is the anonymous variadic axis") {
  ShapeSpec S = parseOk("... c h w");
  REQUIRE(S.Axes.size() == 4);
  CHECK(S.Axes[0].K == Axis::Variadic);
  CHECK(S.Axes[0].Name.empty());
  CHECK(S.VariadicIndex == 0);
  CHECK(parseOk("...").VariadicIndex == 0);
  CHECK(parseOk("a b ...").VariadicIndex == 2);
  CHECK(canon("_...") == "...");
  CHECK(canon("#...") == "#...");

  checkError("...n", 0, 4, "'...' cannot have a name");
  checkError("....", 0, 4, "'...' cannot have a name");
  checkError("n...", 1, 3, "'...' cannot be part of another axis");
  checkError("*...", 0, 4, "'...' is already variadic; remove the '*'");
}

TEST_CASE("ShapeSyntax: '*name' is a named variadic axis") {
  ShapeSpec S = parseOk("*batch c");
  CHECK(S.Axes[0].K == Axis::Variadic);
  CHECK(S.Axes[0].Name == "batch");
  CHECK_FALSE(S.Axes[0].Broadcastable);
  CHECK_FALSE(bool(S.Axes[0].Size));
  CHECK(S.VariadicIndex == 0);
  CHECK(parseOk("c *batch").VariadicIndex == 1);

  checkError("*", 0, 1, "expected a name after '*'");
  checkError("*3", 0, 2, "variadic axis '*3' must be a name, not a size");
  checkError("*n+1", 0, 4, "variadic axis '*n+1' cannot be an expression");
  checkError("*{p}", 0, 4, "variadic axis '*{p}' cannot be an expression");
  checkError("*rows=b", 0, 7,
             "variadic axis '*rows=b' cannot have a documentation name");
}

TEST_CASE("ShapeSyntax: '*_' and '*_name' are anonymous variadic axes") {
  for (const char *Text : {"*_", "*_batch", "_*batch", "_*"}) {
    INFO(Text);
    ShapeSpec S = parseOk(Text);
    REQUIRE(S.Axes.size() == 1);
    CHECK(S.Axes[0].K == Axis::Variadic);
    CHECK(S.Axes[0].Name.empty());
    CHECK(printShape(S) == "...");
  }
  checkError("*_3", 0, 3, "variadic axis '*_3' must be a name, not a size");
}

TEST_CASE("ShapeSyntax: a shape has at most one variadic axis") {
  checkError("*a *b", 3, 2,
             "two variadic axes '*a' and '*b': a shape may have at most one");
  checkError("... n *b", 6, 2,
             "two variadic axes '...' and '*b': a shape may have at most one");
  checkError("#*a ...", 4, 3,
             "two variadic axes '#*a' and '...': a shape may have at most "
             "one");
  checkError("*_ *_", 3, 2,
             "two variadic axes '*_' and '*_': a shape may have at most one");
}

TEST_CASE("ShapeSyntax: '#' marks a broadcastable axis") {
  ShapeSpec S = parseOk("#foo #3 #*batch");
  CHECK(S.Axes[0].K == Axis::Sized);
  CHECK(S.Axes[0].Broadcastable);
  CHECK(S.Axes[0].Size->Name == "foo");
  CHECK(S.Axes[1].Broadcastable);
  CHECK(S.Axes[1].Size->Value == 3);
  CHECK(S.Axes[2].K == Axis::Variadic);
  CHECK(S.Axes[2].Broadcastable);
  CHECK(S.Axes[2].Name == "batch");
  ShapeSpec T = parseOk("*#b2");
  CHECK(T.Axes[0].K == Axis::Variadic);
  CHECK(T.Axes[0].Broadcastable);
  CHECK(T.Axes[0].Name == "b2");
  CHECK_FALSE(parseOk("foo").Axes[0].Broadcastable);

  checkError("#", 0, 1, "expected an axis after '#'");
  checkError("##n", 1, 1, "duplicate modifier '#' in '##n'");
  checkError("n#", 1, 1, "modifier '#' must come before the axis");
}

TEST_CASE("ShapeSyntax: '_' marks an unchecked axis") {
  ShapeSpec S = parseOk("b c _ _");
  REQUIRE(S.Axes.size() == 4);
  CHECK(S.Axes[2].K == Axis::Unchecked);
  CHECK(S.Axes[2].Name.empty());
  CHECK_FALSE(bool(S.Axes[2].Size));
  CHECK(S.VariadicIndex == -1);

  ShapeSpec Named = parseOk("_foo _3 _n+1 #_");
  CHECK(Named.Axes[0].K == Axis::Unchecked);
  CHECK(Named.Axes[0].Name == "foo");
  CHECK(Named.Axes[1].K == Axis::Unchecked);
  CHECK(Named.Axes[1].Name == "3");
  CHECK(Named.Axes[2].K == Axis::Unchecked);
  CHECK(Named.Axes[2].Name == "n+1");
  CHECK(Named.Axes[3].K == Axis::Unchecked);
  CHECK(Named.Axes[3].Broadcastable);
  CHECK(printShape(Named) == "_foo _3 _n+1 #_");

  // The body of an unchecked axis must still be well formed.
  checkError("_n+", 2, 1, "expected an operand after '+'");
  checkError("__n", 1, 1, "duplicate modifier '_' in '__n'");
  checkError("n+_m", 2, 1, "unexpected '_' in an expression");
}

TEST_CASE("ShapeSyntax: '?' marks an axis that varies in a tree") {
  ShapeSpec S = parseOk("?n ?*b");
  CHECK(S.Axes[0].Varying);
  CHECK(S.Axes[0].K == Axis::Sized);
  CHECK(S.Axes[1].Varying);
  CHECK(S.Axes[1].K == Axis::Variadic);
  CHECK_FALSE(parseOk("n").Axes[0].Varying);

  checkError("?", 0, 1, "expected an axis after '?'");
  checkError("??n", 1, 1, "duplicate modifier '?' in '??n'");
  checkError("n?", 1, 1, "modifier '?' must come before the axis");
}

TEST_CASE("ShapeSyntax: modifiers combine in any order") {
  for (const char *Text : {"#?*b", "*?#b", "?#*b", "*#?b", "#*?b", "?*#b"}) {
    INFO(Text);
    ShapeSpec S = parseOk(Text);
    CHECK(S.Axes[0].K == Axis::Variadic);
    CHECK(S.Axes[0].Broadcastable);
    CHECK(S.Axes[0].Varying);
    CHECK(S.Axes[0].Name == "b");
    CHECK(printShape(S) == "?#*b");
  }
  for (const char *Text : {"#?_", "_?#", "?_#"}) {
    INFO(Text);
    ShapeSpec S = parseOk(Text);
    CHECK(S.Axes[0].K == Axis::Unchecked);
    CHECK(S.Axes[0].Broadcastable);
    CHECK(S.Axes[0].Varying);
  }
  checkError("?#", 0, 2, "expected an axis after '?#'");
  checkError("#*", 0, 2, "expected a name after '#*'");
  checkError("*#*b", 2, 1, "duplicate modifier '*' in '*#*b'");
}

TEST_CASE("ShapeSyntax: 'name=' is documentation only") {
  ShapeSpec S = parseOk("rows=4 cols=3 b=n+1");
  CHECK(S.Axes[0].K == Axis::Sized);
  CHECK(S.Axes[0].DocName == "rows");
  CHECK(S.Axes[0].Size->Value == 4);
  CHECK(S.Axes[0].Size->Begin == 5);
  CHECK(S.Axes[1].DocName == "cols");
  CHECK(S.Axes[2].DocName == "b");
  CHECK(printExpr(*S.Axes[2].Size) == "n+1");
  CHECK(printShape(S) == "rows=4 cols=3 b=n+1");

  ShapeSpec M = parseOk("#rows=n _cols=3");
  CHECK(M.Axes[0].Broadcastable);
  CHECK(M.Axes[0].DocName == "rows");
  CHECK(M.Axes[1].K == Axis::Unchecked);
  CHECK(M.Axes[1].DocName == "cols");
  CHECK(M.Axes[1].Name == "3");
  CHECK(printShape(M) == "#rows=n _cols=3");

  checkError("=4", 0, 1, "expected a name before '='");
  checkError("rows=", 4, 1, "expected an expression after '='");
  checkError("a=b=c", 3, 1, "unexpected '='");
  checkError("n+1=4", 0, 3, "invalid documentation name 'n+1'");
  checkError("rows=#4", 5, 1, "modifier '#' must come before the axis");
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

TEST_CASE("ShapeSyntax: arithmetic builds the expected tree") {
  ShapeSpec S = parseOk("n+2*m");
  const AxisExpr &E = *S.Axes[0].Size;
  CHECK(E.K == AxisExpr::Add);
  CHECK(E.Begin == 0);
  CHECK(E.End == 5);
  CHECK(E.Lhs->K == AxisExpr::Var);
  CHECK(E.Rhs->K == AxisExpr::Mul);
  CHECK(E.Rhs->Begin == 2);
  CHECK(E.Rhs->Lhs->Value == 2);
  CHECK(E.Rhs->Rhs->Name == "m");

  ShapeSpec T = parseOk("a-b-c");
  const AxisExpr &L = *T.Axes[0].Size;
  CHECK(L.K == AxisExpr::Sub);
  CHECK(L.Lhs->K == AxisExpr::Sub); // left-associative
  CHECK(L.Rhs->Name == "c");

  ShapeSpec U = parseOk("-n*2");
  CHECK(U.Axes[0].Size->K == AxisExpr::Mul);
  CHECK(U.Axes[0].Size->Lhs->K == AxisExpr::Neg);
  CHECK(U.Axes[0].Size->Lhs->Begin == 0);

  ShapeSpec P = parseOk("(n+1)//2");
  const AxisExpr &Q = *P.Axes[0].Size;
  CHECK(Q.K == AxisExpr::FloorDiv);
  CHECK(Q.Lhs->K == AxisExpr::Add);
  CHECK(Q.Lhs->Begin == 0); // a parenthesized node spans its parentheses
  CHECK(Q.Lhs->End == 5);
  CHECK(parseOk("a%b").Axes[0].Size->K == AxisExpr::Mod);
}

TEST_CASE("ShapeSyntax: precedence and associativity") {
  CHECK(expr("a+b*c") == "a+b*c");
  CHECK(expr("(a+b)*c") == "(a+b)*c");
  CHECK(expr("a*(b+c)") == "a*(b+c)");
  CHECK(expr("a-(b-c)") == "a-(b-c)");
  CHECK(expr("(a-b)-c") == "a-b-c");
  CHECK(expr("a-(b+c)") == "a-(b+c)");
  CHECK(expr("a+(b-c)") == "a+(b-c)");
  CHECK(expr("a//(b*c)") == "a//(b*c)");
  CHECK(expr("(a*b)//c") == "a*b//c");
  CHECK(expr("a%b*c") == "a%b*c");
  CHECK(expr("a*(b%c)") == "a*(b%c)");
  CHECK(expr("((((a))))") == "a");
  CHECK(expr("-(a+b)") == "-(a+b)");
  CHECK(expr("-(a*b)") == "-(a*b)");
  CHECK(expr("(-a)*b") == "-a*b");
  CHECK(expr("-(-a)") == "--a");
  CHECK(expr("a--b") == "a--b");
  CHECK(expr("a*-b") == "a*-b");
  CHECK(expr("dim-1") == "dim-1");
}

TEST_CASE("ShapeSyntax: parameters in braces") {
  ShapeSpec S = parseOk("{size} {self.some_value}+3 {_private}");
  const AxisExpr &P = *S.Axes[0].Size;
  CHECK(P.K == AxisExpr::Param);
  CHECK(P.Name == "size");
  CHECK(P.Begin == 0);
  CHECK(P.End == 6);
  CHECK(S.Axes[1].Size->Lhs->K == AxisExpr::Param);
  CHECK(S.Axes[1].Size->Lhs->Name == "self.some_value");
  CHECK(S.Axes[2].Size->Name == "_private");
  CHECK(printShape(S) == "{size} {self.some_value}+3 {_private}");

  checkError("{}", 0, 2, "empty parameter '{}'");
  checkError("n+{size", 2, 1, "unterminated '{'");
  checkError("{self. n}", 0, 1, "unterminated '{'");
  checkError("{1x}", 1, 1, "invalid character '1' in parameter '{1x}'");
  checkError("{a-b}", 2, 1, "invalid character '-' in parameter '{a-b}'");
  checkError("n}", 1, 1, "unmatched '}'");
  checkError("self.n", 4, 1, "unexpected '.'");
}

TEST_CASE("ShapeSyntax: operators need operands") {
  checkError("a+", 1, 1, "expected an operand after '+'");
  checkError("a++b", 1, 1, "expected an operand after '+'");
  checkError("a*", 1, 1, "expected an operand after '*'");
  checkError("a//", 1, 2, "expected an operand after '//'");
  checkError("a%", 1, 1, "expected an operand after '%'");
  checkError("-", 0, 1, "expected an operand after '-'");
  checkError("+a", 0, 1, "expected an operand before '+'");
  checkError("%a", 0, 1, "expected an operand before '%'");
  checkError("()", 0, 1, "expected an operand after '('");
  checkError("a*(b+)", 4, 1, "expected an operand after '+'");
}

TEST_CASE("ShapeSyntax: single '/' and '**' are not operators") {
  checkError("a/2", 1, 1, "unexpected '/'", "use '//' for floor division");
  checkError("a///2", 3, 1, "unexpected '/'", "use '//' for floor division");
  checkError("n**2", 1, 2, "unexpected '**'");
}

TEST_CASE("ShapeSyntax: parentheses must balance") {
  checkError("(a", 0, 1, "expected ')' to match this '('");
  checkError("((a)", 0, 1, "expected ')' to match this '('");
  checkError("a)", 1, 1, "unmatched ')'");
  checkError("(a))", 3, 1, "unmatched ')'");
  checkError(")", 0, 1, "unmatched ')'");
  checkError("a(b)", 1, 1, "expected an operator before '('");
  checkError("(a)(b)", 3, 1, "expected an operator before '('");
  checkError("(a)b", 3, 1, "expected an operator before 'b'");
  checkError("(a b)", 0, 1, "expected ')' to match this '('");
}

//===----------------------------------------------------------------------===//
// Limits
//===----------------------------------------------------------------------===//

TEST_CASE("ShapeSyntax: expression depth is limited") {
  SyntaxLimits L; // MaxDepth 64; a leaf is at depth 1
  parseOk(chain(64), L);
  parseOk(chain(64, "*"), L);
  SyntaxError Err = parseErr(chain(65), L);
  CHECK(Err.Message ==
        "expression is nested too deeply (the limit is 64 levels)");
  CHECK(Err.Offset == 2 * 64 - 1); // the 64th '+'
  CHECK(Err.Length == 1);
  parseErr(chain(65, "//"), L);
  parseErr(chain(2000, "-"), L);

  // A right-leaning tree through parentheses.
  parseOk(repeat("a+(", 63) + "a" + repeat(")", 63), L);
  parseErr(repeat("a+(", 64) + "a" + repeat(")", 64), L);

  // Redundant parentheses and unary minus nest the parser too.
  parseOk(repeat("(", 64) + "a" + repeat(")", 64), L);
  Err = parseErr(repeat("(", 65) + "a" + repeat(")", 65), L);
  CHECK(Err.Offset == 64);
  parseOk(repeat("-", 63) + "a", L);
  parseErr(repeat("-", 64) + "a", L);

  SyntaxLimits Small;
  Small.MaxDepth = 3;
  parseOk("a+b+c", Small);
  parseOk("(a+b)*(c+d)", Small);
  parseErr("a+b+c+d", Small);
  parseErr("-(-a)*b", Small);
}

TEST_CASE("ShapeSyntax: the number of axes is limited") {
  SyntaxLimits L;
  L.MaxAxes = 4;
  parseOk("a b c d", L);
  checkInvariants("a b c d", parseOk("a b c d", L));
  SyntaxError Err = parseErr("a b c d ee", L);
  CHECK(Err.Message == "too many axes (the limit is 4)");
  CHECK(Err.Offset == 8);
  CHECK(Err.Length == 2);

  SyntaxLimits Default;
  parseOk(repeat("a ", 256), Default);
  Err = parseErr(repeat("a ", 257), Default);
  CHECK(Err.Offset == 512);
}

TEST_CASE("ShapeSyntax: the length is limited and long input fails fast") {
  SyntaxLimits L;
  parseOk(std::string(4096, ' '), L);
  SyntaxError Err = parseErr(std::string(4097, 'a'), L);
  CHECK(Err.Message == "shape is too long (4097 characters; the limit is "
                       "4096)");
  CHECK(Err.Offset == 4096);

  // Failing fast, counted in bytes read rather than timed: only the first
  // bytes of each text are readable (the rest is PROT_NONE), and a read
  // past them would crash the test. An over-long shape is not read at all.
  for (const std::string &Huge :
       {std::string(1 << 20, 'a'), repeat("(", 1 << 20), repeat("a+", 1 << 19),
        repeat("a ", 1 << 19)}) {
    GuardedText G(Huge, /*Readable=*/0);
    ShapeSpec S;
    REQUIRE_FALSE(parseShape(G.text(), S, Err, L));
    CHECK(Err.Offset == 4096);
  }

  // With the length limit lifted, the other limits still stop the parse
  // (the whole text is scanned first: test/bench/shape_syntax_bench times
  // these inputs).
  SyntaxLimits Lifted;
  Lifted.MaxLength = 1u << 22;
  Err = parseErr(repeat("(", 1 << 20) + "a", Lifted);
  CHECK(Err.Offset == 64);
  Err = parseErr(chain(1 << 19), Lifted);
  CHECK(Err.Offset == 127);
  Err = parseErr(repeat("a ", 1 << 20), Lifted);
  CHECK(Err.Offset == 512);

  // A huge depth limit cannot make the parser recurse without bound.
  SyntaxLimits Deep = Lifted;
  Deep.MaxDepth = 1u << 30;
  parseErr(repeat("(", 1 << 20) + "a" + repeat(")", 1 << 20), Deep);
  parseErr(repeat("-", 1 << 20) + "a", Deep);
}

//===----------------------------------------------------------------------===//
// Annotations
//===----------------------------------------------------------------------===//

TEST_CASE("ShapeSyntax: annotations pair a dtype with a shape") {
  Annotation A;
  SyntaxError Err;
  REQUIRE(parseAnnotation("Float", "batch channels", A, Err));
  CHECK(A.Category == "Float");
  CHECK(A.Dtypes == *DtypeSet::fromCategory("Float"));
  CHECK(A.Shape.Axes.size() == 2);
  CHECK(A.Shape.Text == "batch channels");

  REQUIRE(parseAnnotation("Shaped", "", A, Err));
  CHECK(A.Dtypes == DtypeSet::any());
  CHECK(A.Shape.Axes.empty());
  REQUIRE(parseAnnotation("UInt32", "2", A, Err));
  CHECK(A.Dtypes.str() == "UInt32");
}

TEST_CASE("ShapeSyntax: an unknown dtype is located in the category") {
  Annotation A;
  SyntaxError Err;
  REQUIRE_FALSE(parseAnnotation("Flaot", "n", A, Err));
  CHECK(Err.InCategory);
  CHECK(Err.Message == "unknown dtype 'Flaot'");
  CHECK(Err.Hints == std::vector<std::string>{"did you mean 'Float'?"});
  CHECK(Err.Replacement == "Float");
  CHECK(Err.Offset == 0);
  CHECK(Err.Length == 5);

  REQUIRE_FALSE(parseAnnotation("float32", "n", A, Err));
  CHECK(Err.Message == "unknown dtype 'float32'");
  CHECK(Err.Replacement == "Float32");

  REQUIRE_FALSE(parseAnnotation("Tensor", "n", A, Err));
  CHECK(Err.InCategory);
  CHECK(Err.Message == "unknown dtype 'Tensor'");
  CHECK(Err.Hints.size() == 1);
  CHECK_FALSE(Err.Replacement);

  REQUIRE_FALSE(parseAnnotation("", "n", A, Err));
  CHECK(Err.InCategory);
  CHECK(Err.Message == "expected a dtype category");
}

TEST_CASE("ShapeSyntax: a shape error in an annotation is in the shape") {
  Annotation A;
  SyntaxError Err;
  Err.InCategory = true; // must be reset
  REQUIRE_FALSE(parseAnnotation("Float", "b n/2", A, Err));
  CHECK_FALSE(Err.InCategory);
  CHECK(Err.Offset == 3);
  CHECK(Err.Message == "unexpected '/'");

  SyntaxLimits L;
  L.MaxAxes = 1;
  REQUIRE_FALSE(parseAnnotation("Int", "a b", A, Err, L));
  CHECK(Err.Message == "too many axes (the limit is 1)");
}

//===----------------------------------------------------------------------===//
// Printing and copying
//===----------------------------------------------------------------------===//

TEST_CASE("ShapeSyntax: canonical spelling round-trips") {
  const char *Cases[][2] = {
      {"  a   b ", "a b"},
      {"... c h w", "... c h w"},
      {"*_", "..."},
      {"*#b n", "#*b n"},
      {"#?_ _x", "?#_ _x"},
      {"rows=4 cols=(3)", "rows=4 cols=3"},
      {"(n)+(1)", "n+1"},
      {"((a*b))//(c%d)", "a*b//(c%d)"},
      {"{self.n}+3", "{self.n}+3"},
      {"-(-(n))", "--n"},
      {"(a-b)-(c-d)", "a-b-(c-d)"},
      {"dim-1 2*dim (dim+1)//2", "dim-1 2*dim (dim+1)//2"},
  };
  for (auto &Case : Cases) {
    INFO(Case[0]);
    std::string Printed = canon(Case[0]);
    CHECK(Printed == Case[1]);
    CHECK(canon(Printed) == Printed);
  }
}

TEST_CASE("ShapeSyntax: printExpr adds only the parentheses it needs") {
  using K = AxisExpr;
  CHECK(printExpr(*node(K::Sub, leaf("a"),
                        node(K::Sub, leaf("b"), leaf("c")))) == "a-(b-c)");
  CHECK(printExpr(*node(K::Sub, node(K::Sub, leaf("a"), leaf("b")),
                        leaf("c"))) == "a-b-c");
  CHECK(printExpr(*node(K::Mul, node(K::Add, leaf("a"), leaf("b")),
                        leaf("c"))) == "(a+b)*c");
  CHECK(printExpr(*node(K::Add, leaf("a"),
                        node(K::Mul, leaf("b"), leaf("c")))) == "a+b*c");
  CHECK(printExpr(*node(K::Mod, leaf("a"),
                        node(K::Mul, leaf("b"), leaf("c")))) == "a%(b*c)");
  CHECK(printExpr(*node(K::Neg, node(K::Add, leaf("a"), lit(1)))) == "-(a+1)");
  CHECK(printExpr(*node(K::Mul, node(K::Neg, leaf("a")), leaf("b"))) == "-a*b");
  CHECK(printExpr(*lit(-3)) == "-3");
  CHECK(printExpr(*node(K::Sub, leaf("n"), lit(-3))) == "n--3");
  CHECK(printExpr(*node(K::FloorDiv, leaf("n"), lit(2))) == "n//2");
  auto P = leaf("self.n");
  P->K = K::Param;
  CHECK(printExpr(*P) == "{self.n}");
  // A printed tree parses back to the same spelling.
  auto Tree =
      node(K::Sub, lit(-3), node(K::Neg, node(K::Mod, leaf("a"), lit(-2))));
  CHECK(canon(printExpr(*Tree)) == printExpr(*Tree));
}

TEST_CASE("ShapeSyntax: printAxis spells every axis kind") {
  ShapeSpec S;
  Axis A;
  A.K = Axis::Variadic;
  A.Name = "batch";
  A.Broadcastable = true;
  S.Axes.push_back(std::move(A));
  Axis U;
  U.K = Axis::Unchecked;
  S.Axes.push_back(std::move(U));
  Axis Z;
  Z.K = Axis::Sized;
  Z.Varying = true;
  Z.DocName = "rows";
  Z.Size = lit(4);
  S.Axes.push_back(std::move(Z));
  CHECK(printShape(S) == "#*batch _ ?rows=4");
  CHECK(canon(printShape(S)) == printShape(S));
}

TEST_CASE("ShapeSyntax: clones are deep and equal") {
  ShapeSpec S = parseOk("*b #rows=n+1 _x {p}*(m-1)");
  ShapeSpec C = cloneShape(S);
  CHECK(printShape(C) == printShape(S));
  CHECK(C.Text == S.Text);
  CHECK(C.VariadicIndex == S.VariadicIndex);
  REQUIRE(C.Axes.size() == 4);
  CHECK(C.Axes[1].Begin == S.Axes[1].Begin);
  CHECK(C.Axes[1].DocName == "rows");
  CHECK(C.Axes[1].Broadcastable);
  CHECK(C.Axes[1].Size.get() != S.Axes[1].Size.get());
  CHECK(C.Axes[3].Size->Rhs->Begin == S.Axes[3].Size->Rhs->Begin);

  // No node is shared with the original, down to the leaves.
  CHECK(C.Axes[1].Size->Lhs.get() != S.Axes[1].Size->Lhs.get());
  CHECK(C.Axes[3].Size->Rhs->Lhs.get() != S.Axes[3].Size->Rhs->Lhs.get());
  CHECK(C.Axes[3].Size->Rhs->Lhs->Name == "m");
  // A plain copy shares the immutable tree instead.
  ShapeSpec Shared = S;
  CHECK(Shared.Axes[1].Size.get() == S.Axes[1].Size.get());
  CHECK(printShape(Shared) == printShape(S));

  Axis A = cloneAxis(S.Axes[2]);
  CHECK(A.K == Axis::Unchecked);
  CHECK(A.Name == "x");
  auto E = cloneExpr(*S.Axes[3].Size);
  CHECK(printExpr(*E) == "{p}*(m-1)");
  E->K = AxisExpr::Add; // the clone is mutable and independent
  CHECK(printExpr(*E) == "{p}+(m-1)");
  CHECK(printExpr(*S.Axes[3].Size) == "{p}*(m-1)");
  CHECK(E->Begin == S.Axes[3].Size->Begin);
  CHECK(E->End == S.Axes[3].Size->End);
}

//===----------------------------------------------------------------------===//
// Robustness
//===----------------------------------------------------------------------===//

namespace {

/// Parses Text and checks either the invariants of a shape and its
/// round-trip, or that the error is located inside the string.
void checkRobust(const std::string &Text) {
  INFO("shape '", Text, "'");
  ShapeSpec S;
  SyntaxError Err;
  if (!parseShape(Text, S, Err)) {
    CHECK_FALSE(Err.Message.empty());
    CHECK(Err.Length >= 1);
    CHECK(Err.Offset < Text.size());
    CHECK(Err.Offset + Err.Length <= Text.size());
    return;
  }
  checkInvariants(Text, S);
  std::string Printed = printShape(S);
  ShapeSpec Again;
  bool Reparsed = parseShape(Printed, Again, Err);
  INFO("printed '", Printed, "': ", Err.Message);
  REQUIRE(Reparsed);
  CHECK(printShape(Again) == Printed);
  CHECK(Again.Axes.size() == S.Axes.size());
  CHECK(Again.VariadicIndex == S.VariadicIndex);
  CHECK(printShape(cloneShape(S)) == Printed);
}

} // namespace

TEST_CASE("ShapeSyntax: random strings over the grammar's alphabet") {
  const std::string Alphabet = "ab1_*#?.=+-/%(){} 0nxN9,";
  std::mt19937 Rng(12345);
  unsigned Accepted = 0;
  for (unsigned I = 0; I != 5000; ++I) {
    std::string Text;
    unsigned Len = Rng() % 24;
    for (unsigned J = 0; J != Len; ++J)
      Text += Alphabet[Rng() % Alphabet.size()];
    ShapeSpec S;
    SyntaxError Err;
    Accepted += parseShape(Text, S, Err);
    checkRobust(Text);
  }
  CHECK(Accepted > 50); // the generator reaches the happy path too
}

TEST_CASE("ShapeSyntax: random mutations of valid shapes") {
  const char *Seeds[] = {"*batch #c rows=h+1 _ ...",
                         "{self.n}//2 -(a*b)%3 ?x _y", "a-(b-(c-d)) 28 28"};
  const std::string Alphabet = "ab1_*#?.=+-/%(){} ";
  std::mt19937 Rng(777);
  for (unsigned I = 0; I != 3000; ++I) {
    std::string Text = Seeds[I % 3];
    for (unsigned Edits = 1 + Rng() % 3; Edits; --Edits) {
      size_t Pos = Rng() % (Text.size() + 1);
      switch (Rng() % 3) {
      case 0: // insert
        Text.insert(Pos, 1, Alphabet[Rng() % Alphabet.size()]);
        break;
      case 1: // delete
        if (Pos < Text.size())
          Text.erase(Pos, 1);
        break;
      default: // replace
        if (Pos < Text.size())
          Text[Pos] = Alphabet[Rng() % Alphabet.size()];
        break;
      }
    }
    checkRobust(Text);
  }
}

TEST_CASE("ShapeSyntax: arbitrary bytes never crash the parser") {
  std::mt19937 Rng(4242);
  for (unsigned I = 0; I != 2000; ++I) {
    std::string Text;
    for (unsigned Len = Rng() % 16; Len; --Len)
      Text += char(Rng() % 256);
    checkRobust(Text);
  }
}
