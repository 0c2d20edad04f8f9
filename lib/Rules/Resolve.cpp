//===- Resolve.cpp - Checking a rules file when it is loaded --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Everything that can be wrong in a rules file independently of the code it
// describes is an error at load time, located in the file: unknown
// parameter kinds, dtype categories and array types, names that are not in
// scope, unknown shape functions, wrong argument counts, and arguments whose
// declared kind does not fit the shape function.
//
//===----------------------------------------------------------------------===//
#include "Rules/Builtins.h"
#include "Rules/RuleSetImpl.h"

using namespace shapecheck;
using namespace shapecheck::rules;
using llvm::StringRef;

namespace {

using Scope = std::vector<const Param *>;

/// Letters of the kinds an expression can have, as in Builtin::ArgKinds;
/// 0 when unknown (a call, `any`). 'f' is a scalar, 'n' none, 'o' an
/// options object, 'M' a module.
char kindLetter(const Kind &K, bool Star) {
  if (Star)
    return K.Which == Kind::Module ? 'm' : K.Which == Kind::Array ? 'l' : 0;
  switch (K.Which) {
  case Kind::Array:
    return 'a';
  case Kind::Int:
    return 'i';
  case Kind::Ints:
    return 'I';
  case Kind::Bool:
    return 'b';
  case Kind::Scalar:
    return 'f';
  case Kind::Str:
    return 's';
  case Kind::Dtype:
    return 'd';
  case Kind::Arrays:
    return 'l';
  case Kind::Options:
    return 'o';
  case Kind::Module:
    return 'M';
  case Kind::Any:
    return 0;
  }
  return 0;
}

StringRef letterName(char L) {
  switch (L) {
  case 'a':
    return "an array";
  case 'i':
    return "an int";
  case 'I':
    return "an int list";
  case 'b':
    return "a bool";
  case 'f':
    return "a scalar";
  case 's':
    return "a string";
  case 'd':
    return "a dtype";
  case 'l':
    return "a list of arrays";
  case 'm':
    return "a list of modules";
  case 'n':
    return "none";
  case 'o':
    return "an options object";
  case 'M':
    return "a module";
  }
  return "a value";
}

bool accepts(StringRef Want, char Have) {
  if (!Have || Want.empty() || Want[0] == '*')
    return true;
  if (Have == 'n')
    return Want.ends_with("?");
  switch (Want[0]) {
  case 'a':
    return StringRef("aifb").contains(Have);
  case 'i':
    return Have == 'i' || Have == 'b';
  case 'I':
    return Have == 'I' || Have == 'i';
  case 'l':
    return Have == 'l';
  case 'm':
    return Have == 'm' || Have == 'l';
  default:
    return Want[0] == Have;
  }
}

class Checker {
public:
  Checker(RuleSet::Impl &I, RuleFile &F, std::vector<Diagnostic> &Errors)
      : I(I), F(F), Errors(Errors) {}

  bool run();

private:
  void error(const SourceLoc &L, std::string Msg, std::string Hint = {}) {
    Errors.push_back(errorAt(L, std::move(Msg), std::move(Hint)));
    Ok = false;
  }
  /// An unknown name Written at L: with a suggestion, "did you mean" and a
  /// fix-it that replaces it; otherwise the hint Otherwise.
  void misspelt(const SourceLoc &L, std::string Msg, StringRef Written,
                StringRef Suggestion, std::string Otherwise) {
    if (Suggestion.empty())
      return error(L, std::move(Msg), std::move(Otherwise));
    error(L, std::move(Msg), "did you mean '" + Suggestion.str() + "'?");
    Errors.back().Fixes.push_back(replaceWord(L, Written, Suggestion));
  }
  bool isArrayType(StringRef N) const {
    if (I.isArrayTypeName(N))
      return true;
    for (const auto &A : F.ArrayTypes)
      if (A.first == N)
        return true;
    return false;
  }
  const OptionsDecl *findOptions(StringRef N) const {
    for (const OptionsDecl &O : F.Options)
      for (const std::string &Name : O.Names)
        if (Name == N)
          return &O;
    for (const AliasDecl &A : F.Aliases)
      if (A.From == N)
        return findOptions(A.To);
    return I.findOptions(N);
  }
  const ModuleDecl *findModule(StringRef N) const {
    for (const ModuleDecl &M : F.Modules)
      for (const std::string &Name : M.Names)
        if (Name == N)
          return &M;
    const RuleSet::Entry *E = I.lookup(N);
    return E ? E->Module : nullptr;
  }
  void kind(Kind &K);
  void params(std::vector<Param> &Ps, Scope &S);
  void expr(Expr &E, const Scope &S);
  void shapeNames(const ShapeSpec &Spec, const SourceLoc &Loc, const Scope &S);
  const Param *findName(StringRef Name, const Scope &S, const SourceLoc &Loc);
  char letterOf(const Expr &E, const Scope &S);
  std::string inScope(const Scope &S) const;

  RuleSet::Impl &I;
  RuleFile &F;
  std::vector<Diagnostic> &Errors;
  bool Ok = true;
};

} // namespace

void Checker::kind(Kind &K) {
  if (K.TypeName.empty())
    return;
  bool IsCategory = DtypeSet::fromCategory(K.TypeName).has_value();
  if (K.Which == Kind::Array) { // with a shape
    if (!IsCategory && !isArrayType(K.TypeName)) {
      misspelt(K.TypeLoc,
               "unknown dtype category or array type '" + K.TypeName + "'",
               K.TypeName, DtypeSet::suggestCategory(K.TypeName),
               "use a jaxtyping category (Float, Int64, Num, Shaped, ...), "
               "'Tensor', or a type declared with 'array'");
    }
    return;
  }
  // A bare name: a category (any shape), an array type, an options type.
  if (IsCategory || isArrayType(K.TypeName)) {
    K.Which = Kind::Array;
    if (IsCategory) {
      auto A = std::make_shared<Annotation>();
      A->Category = K.TypeName;
      A->Dtypes = *DtypeSet::fromCategory(K.TypeName);
      SyntaxError Err;
      parseShape("...", A->Shape, Err);
      K.Ann = std::move(A);
    }
    return;
  }
  if (const OptionsDecl *O = findOptions(K.TypeName)) {
    K.Opts = O;
    return;
  }
  misspelt(K.TypeLoc, "unknown parameter kind '" + K.TypeName + "'", K.TypeName,
           DtypeSet::suggestCategory(K.TypeName),
           "kinds are int, ints, ints[N], bool, float, scalar, str, dtype, "
           "tensors, module, any, Tensor (or a type declared with 'array'), "
           "an annotation such as 'Float[n k]', or a type declared with "
           "'options'");
}

std::string Checker::inScope(const Scope &S) const {
  std::string Out;
  for (const Param *P : S) {
    if (!Out.empty())
      Out += ", ";
    Out += P->Name;
  }
  return Out.empty() ? "no parameters are in scope"
                     : "parameters in scope: " + Out;
}

const Param *Checker::findName(StringRef Name, const Scope &S,
                               const SourceLoc &Loc) {
  auto [Head, Field] = Name.split('.');
  const Param *Found = nullptr;
  for (const Param *P : S)
    if (P->Name == Head)
      Found = P;
  if (!Found) {
    error(Loc, "unknown name '" + Head.str() + "'", inScope(S));
    return nullptr;
  }
  if (Field.empty())
    return Found;
  if (Found->Ty.Which != Kind::Options || !Found->Ty.Opts) {
    if (Found->Ty.Which != Kind::Any && Found->Ty.Which != Kind::Module)
      error(Loc, "'" + Head.str() + "' has no fields",
            "only parameters of an options type have fields");
    return nullptr;
  }
  StringRef First = Field.split('.').first;
  const Param *Fd = Found->Ty.Opts->find(First.str());
  if (!Fd) {
    std::string Names;
    for (const std::vector<Param> *Ps :
         {&Found->Ty.Opts->Ctor, &Found->Ty.Opts->Fields})
      for (const Param &P : *Ps)
        Names += (Names.empty() ? "" : ", ") + P.Name;
    error(Loc,
          "'" + Found->Ty.Opts->Names.front() + "' has no field '" +
              First.str() + "'",
          "its fields: " + Names);
    return nullptr;
  }
  return Fd;
}

void Checker::shapeNames(const ShapeSpec &Spec, const SourceLoc &Loc,
                         const Scope &S) {
  std::vector<const AxisExpr *> Stack;
  for (const Axis &A : Spec.Axes)
    if (A.Size)
      Stack.push_back(A.Size.get());
  while (!Stack.empty()) {
    const AxisExpr *E = Stack.back();
    Stack.pop_back();
    if (E->K == AxisExpr::Param) {
      SourceLoc L = Loc;
      L.Col += E->Begin;
      L.EndCol = Loc.Col + (E->End ? E->End - 1 : E->Begin);
      findName(E->Name, S, L);
    }
    if (E->Lhs)
      Stack.push_back(E->Lhs.get());
    if (E->Rhs)
      Stack.push_back(E->Rhs.get());
  }
}

char Checker::letterOf(const Expr &E, const Scope &S) {
  switch (E.K) {
  case Expr::Int:
    return 'i';
  case Expr::Float:
    return 'f';
  case Expr::Bool:
    return 'b';
  case Expr::Str:
    return 's';
  case Expr::NoneV:
    return 'n';
  case Expr::Annot:
    return 'a';
  case Expr::Binary:
  case Expr::Neg:
    return 'i';
  case Expr::List: {
    bool AllInts = true;
    for (const Expr &A : E.Args) {
      char L = letterOf(A, S);
      if (L != 'i')
        AllInts = false;
    }
    return AllInts ? 'I' : 0;
  }
  case Expr::Name: {
    auto [Head, Field] = StringRef(E.Text).split('.');
    for (const Param *P : S)
      if (P->Name == Head) {
        if (Field.empty())
          return kindLetter(P->Ty, P->Star);
        if (P->Ty.Opts)
          if (const Param *Fd = P->Ty.Opts->find(Field.str()))
            return kindLetter(Fd->Ty, false);
      }
    return 0;
  }
  default:
    return 0;
  }
}

void Checker::expr(Expr &E, const Scope &S) {
  switch (E.K) {
  case Expr::Name:
    findName(E.Text, S, E.Loc);
    return;
  case Expr::Annot: {
    if (DtypeSet::fromCategory(E.Text)) {
      E.InheritDtype = false;
    } else if (isArrayType(E.Text)) {
      E.InheritDtype = true;
    } else {
      misspelt(E.Loc, "unknown dtype category or array type '" + E.Text + "'",
               E.Text, DtypeSet::suggestCategory(E.Text),
               "use a jaxtyping category (Float, Int64, ...) or 'Tensor' for "
               "the arguments' dtype");
    }
    shapeNames(E.Ann->Shape, E.ShapeLoc, S);
    return;
  }
  case Expr::Call:
    break;
  default:
    for (Expr &A : E.Args)
      expr(A, S);
    return;
  }
  for (Expr &A : E.Args)
    expr(A, S);
  if (E.Text == "if") {
    if (E.Args.size() != 3)
      error(E.Loc, "'if' takes 3 arguments (condition, then, else), not " +
                       std::to_string(E.Args.size()));
    else if (char L = letterOf(E.Args[0], S); L && L != 'b' && L != 'i')
      error(E.Args[0].Loc, "the condition of 'if' must be a bool or an int, "
                           "not " +
                               letterName(L).str());
    return;
  }
  if (const ModuleDecl *M = findModule(E.Text)) {
    // A module (a wrapper object, Eigen's `rowwise()`) constructed by a
    // result: its arguments bind to the constructor's parameters.
    size_t Min = 0;
    for (const Param &P : M->Ctor)
      Min += !P.Default && !P.Star;
    bool Star = !M->Ctor.empty() && M->Ctor.back().Star;
    if (E.Args.size() < Min || (!Star && E.Args.size() > M->Ctor.size()))
      error(E.Loc, "'" + E.Text + "' takes " + std::to_string(Min) +
                       (Min == M->Ctor.size() ? "" : " or more") +
                       " arguments, not " + std::to_string(E.Args.size()));
    E.Object = M;
    return;
  }
  if (StringRef(E.Text).contains("::")) {
    error(E.Loc, "'" + E.Text + "' is not a module declared so far",
          "a qualified name in a result constructs a 'module'");
    return;
  }
  if (auto D = DtypeSet::fromCategory(E.Text)) {
    if (E.Args.size() != 1)
      error(E.Loc, "a dtype cast '" + E.Text + "(...)' takes one argument");
    E.Cast = *D;
    return;
  }
  const Builtin *B = findBuiltin(E.Text);
  if (!B) {
    StringRef Best;
    unsigned BestD = ~0u;
    for (const Builtin &Cand : allBuiltins()) {
      unsigned D = StringRef(E.Text).edit_distance(Cand.Name);
      if (D < BestD) {
        BestD = D;
        Best = Cand.Name;
      }
    }
    misspelt(E.Loc, "unknown shape function '" + E.Text + "'", E.Text,
             BestD <= std::max<size_t>(1, E.Text.size() / 3) ? Best
                                                             : StringRef(),
             "see docs/rules.md for the shape functions");
    return;
  }
  E.Fn = B;
  if (E.Args.size() < B->MinArgs || E.Args.size() > B->MaxArgs) {
    std::string Want =
        B->MinArgs == B->MaxArgs ? std::to_string(B->MinArgs)
        : B->MaxArgs == Variadic
            ? "at least " + std::to_string(B->MinArgs)
            : std::to_string(B->MinArgs) + " to " + std::to_string(B->MaxArgs);
    error(E.Loc,
          "'" + B->Name.str() + "' takes " + Want + " argument" +
              (Want == "1" ? "" : "s") + ", not " +
              std::to_string(E.Args.size()),
          B->Name.str() + ": " + B->Summary.str());
    return;
  }
  for (unsigned K = 0; K < E.Args.size(); ++K) {
    char L = letterOf(E.Args[K], S);
    StringRef Want = B->argKind(K);
    if (!accepts(Want, L))
      error(E.Args[K].Loc,
            "argument " + std::to_string(K + 1) + " of '" + B->Name.str() +
                "' must be " + letterName(Want[0]).str() + ", not " +
                letterName(L).str(),
            B->Name.str() + ": " + B->Summary.str());
  }
}

void Checker::params(std::vector<Param> &Ps, Scope &S) {
  for (Param &P : Ps) {
    kind(P.Ty);
    if (P.Default)
      expr(*P.Default, S);
    S.push_back(&P);
  }
  // Shapes may name any parameter, also a later one.
  for (Param &P : Ps)
    if (P.Ty.Ann)
      shapeNames(P.Ty.Ann->Shape, P.Ty.AnnLoc, S);
}

bool Checker::run() {
  for (Def &D : F.Defs) {
    Scope S;
    params(D.Params, S);
    expr(D.Result, S);
  }
  for (OptionsDecl &O : F.Options) {
    Scope S;
    params(O.Ctor, S);
    params(O.Fields, S);
  }
  for (ModuleDecl &M : F.Modules) {
    Scope S;
    params(M.Ctor, S);
    for (Def &D : M.Methods) {
      Scope MS = S;
      params(D.Params, MS);
      expr(D.Result, MS);
    }
  }
  return Ok;
}

bool RuleSet::Impl::check(RuleFile &F, std::vector<Diagnostic> &Errors) {
  return Checker(*this, F, Errors).run();
}
