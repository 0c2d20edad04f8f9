//===- AnnotationReader.cpp - Annotations from Clang types and attributes -===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/AnnotationReader.h"
#include "Frontend/SourceLocs.h"
#include "Frontend/StaticShapes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace shapecheck;
using namespace clang;

/// One annotation as written: an alias template use or an attribute.
struct AnnotationReader::Layer {
  bool Valid = false;
  Annotation Ann;
  SourceLoc Loc;
};

AnnotationReader::AnnotationReader(ASTContext &Ctx, const SourceLocs &Locs,
                                   ArrayTypes &Arrays)
    : Ctx(Ctx), Locs(Locs), Arrays(Arrays) {}

AnnotationReader::~AnnotationReader() = default;

std::vector<Finding> AnnotationReader::takeFindings() {
  std::vector<Finding> R;
  R.swap(Findings);
  return R;
}

Finding *AnnotationReader::error(const SourceLoc &Loc, std::string Message,
                                 std::string Hint) {
  if (!Reported.insert({Loc, Message}).second)
    return nullptr;
  Finding F;
  F.Check = CheckId::AnnotationSyntax;
  F.Severity = Level::Error;
  F.Message = std::move(Message);
  F.Loc = Loc;
  if (!Hint.empty())
    F.Hints.push_back(std::move(Hint));
  Findings.push_back(std::move(F));
  return &Findings.back();
}

void AnnotationReader::syntaxError(const SourceLoc &At,
                                   const SyntaxError &Err) {
  Finding *F = error(At, Err.Message);
  if (!F)
    return;
  F->Hints = Err.Hints;
  if (Err.Replacement && At.valid())
    F->Fixes.push_back(FixIt{At, *Err.Replacement});
}

//===----------------------------------------------------------------------===//
// String literals
//===----------------------------------------------------------------------===//

namespace {
/// A string argument: its text and, when written as a literal, the literal.
struct StringArg {
  std::string Text;
  const StringLiteral *Literal = nullptr;
  const Expr *E = nullptr;
};
} // namespace

/// The characters of a fixed_string value: a struct whose first field is an
/// array of characters ending with NUL.
static std::optional<std::string> decodeFixedString(const APValue &V) {
  if (!V.isStruct() || V.getStructNumFields() == 0)
    return std::nullopt;
  const APValue &Arr = V.getStructField(0);
  if (!Arr.isArray())
    return std::nullopt;
  std::string Out;
  for (unsigned I = 0; I < Arr.getArrayInitializedElts(); ++I) {
    const APValue &C = Arr.getArrayInitializedElt(I);
    if (!C.isInt())
      return std::nullopt;
    char Ch = char(C.getInt().getExtValue());
    if (Ch == 0)
      return Out;
    Out.push_back(Ch);
  }
  return Out;
}

/// Finds the string literal of an argument through the conversions Clang
/// wraps it in (to fixed_string, array-to-pointer decay, constant folding).
static std::optional<StringArg> stringArg(const Expr *E) {
  StringArg Out;
  Out.E = E;
  const Expr *Cur = E;
  for (unsigned Depth = 0; Cur && Depth < 16; ++Depth) {
    Cur = Cur->IgnoreParenImpCasts();
    if (const auto *SL = dyn_cast<StringLiteral>(Cur)) {
      if (!SL->isOrdinary() && !SL->isUTF8())
        break;
      Out.Text = SL->getString().str();
      Out.Literal = SL;
      return Out;
    }
    if (const auto *CE = dyn_cast<CXXConstructExpr>(Cur)) {
      Cur = CE->getNumArgs() == 1 ? CE->getArg(0) : nullptr;
      continue;
    }
    if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(Cur)) {
      Cur = MT->getSubExpr();
      continue;
    }
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(Cur)) {
      Cur = FC->getSubExpr();
      continue;
    }
    break;
  }
  // Not a literal (a constexpr variable, say): use the folded value.
  if (const auto *CE = dyn_cast<ConstantExpr>(E))
    if (CE->hasAPValueResult())
      if (auto S = decodeFixedString(CE->getAPValueResult())) {
        Out.Text = *S;
        return Out;
      }
  return std::nullopt;
}

/// The location of bytes [Offset, Offset+Length) of a string argument.
static SourceLoc locateBytes(const StringArg &S, unsigned Offset,
                             unsigned Length, ASTContext &Ctx,
                             const SourceLocs &Locs) {
  if (!S.Literal)
    return Locs.range(S.E);
  const StringLiteral *SL = S.Literal;
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned Size = SL->getLength();
  if (Length == 0)
    Length = 1;
  if (Offset >= Size) {
    // Past the last character: the closing quote.
    clang::SourceLocation Last = SM.getSpellingLoc(SL->getEndLoc());
    unsigned Len = Lexer::MeasureTokenLength(Last, SM, Ctx.getLangOpts());
    clang::SourceLocation Quote = Last.getLocWithOffset(Len ? Len - 1 : 0);
    return Locs.chars(Quote, Quote);
  }
  unsigned EndByte = std::min(Offset + Length, Size) - 1;
  clang::SourceLocation B =
      SL->getLocationOfByte(Offset, SM, Ctx.getLangOpts(), Ctx.getTargetInfo());
  clang::SourceLocation E = SL->getLocationOfByte(
      EndByte, SM, Ctx.getLangOpts(), Ctx.getTargetInfo());
  return Locs.chars(B, E);
}

/// For `SHAPECHECK(Flaot, "n")` the category literal is made by the macro's
/// stringification; its location is the macro use. Finds the argument.
static SourceLoc locateCategory(const StringArg &S, ASTContext &Ctx,
                                const SourceLocs &Locs) {
  const SourceManager &SM = Ctx.getSourceManager();
  clang::SourceLocation L = S.E->getBeginLoc();
  if (S.Literal && !L.isMacroID() && !S.Text.empty())
    return locateBytes(S, 0, S.Text.size(), Ctx, Locs); // inside the quotes
  if (S.Literal && SM.isWrittenInScratchSpace(SM.getSpellingLoc(L))) {
    clang::SourceLocation Use = SM.getExpansionLoc(L);
    bool Invalid = false;
    const char *P = SM.getCharacterData(Use, &Invalid);
    if (!Invalid) {
      // Skip the macro name, then `(` and blanks, to the argument.
      unsigned I = 0;
      while (P[I] && (isalnum((unsigned char)P[I]) || P[I] == '_'))
        ++I;
      while (P[I] == ' ' || P[I] == '\t')
        ++I;
      if (P[I] == '(') {
        ++I;
        while (P[I] == ' ' || P[I] == '\t')
          ++I;
        if (llvm::StringRef(P + I).starts_with(S.Text) && !S.Text.empty())
          return Locs.chars(Use.getLocWithOffset(I),
                            Use.getLocWithOffset(I + S.Text.size() - 1));
      }
    }
    return Locs.point(Use);
  }
  return Locs.range(S.E);
}

//===----------------------------------------------------------------------===//
// Layers
//===----------------------------------------------------------------------===//

bool AnnotationReader::isAnnotationAlias(const TemplateSpecializationType *T) {
  if (!T || !T->isTypeAlias())
    return false;
  const TemplateDecl *TD = T->getTemplateName().getAsTemplateDecl();
  if (!TD || !isa<TypeAliasTemplateDecl>(TD))
    return false;
  const auto *NS = dyn_cast<NamespaceDecl>(TD->getDeclContext());
  if (!NS || !NS->getIdentifier() || NS->getName() != "shapecheck" ||
      !NS->getParent()->getRedeclContext()->isTranslationUnit())
    return false;
  return DtypeSet::fromCategory(TD->getName()).has_value() &&
         T->template_arguments().size() == 2;
}

const AnnotationReader::Layer *
AnnotationReader::readAlias(const TemplateSpecializationType *T) {
  auto &Slot = Cache[T];
  if (Slot)
    return Slot.get();
  Slot = std::make_unique<Layer>();
  Layer &L = *Slot;
  const TemplateArgument &Arg = T->template_arguments()[1];
  std::optional<StringArg> S;
  if (Arg.getKind() == TemplateArgument::Expression) {
    S = stringArg(Arg.getAsExpr());
  } else if (Arg.getKind() == TemplateArgument::StructuralValue) {
    if (auto Text = decodeFixedString(Arg.getAsStructuralValue())) {
      S = StringArg();
      S->Text = *Text;
    }
  }
  if (!S || (!S->E && !S->Literal))
    return &L; // dependent (a template's parameter) or unreadable
  L.Loc = S->Literal ? Locs.range(S->Literal) : Locs.range(S->E);
  llvm::StringRef Category =
      T->getTemplateName().getAsTemplateDecl()->getName();
  SyntaxError Err;
  if (!parseAnnotation(Category, S->Text, L.Ann, Err)) {
    syntaxError(locateBytes(*S, Err.Offset, Err.Length, Ctx, Locs), Err);
    return &L;
  }
  L.Valid = true;
  return &L;
}

const AnnotationReader::Layer *
AnnotationReader::readAttr(const AnnotateAttr *A) {
  auto &Slot = Cache[A];
  if (Slot)
    return Slot.get();
  Slot = std::make_unique<Layer>();
  Layer &L = *Slot;
  SourceLoc AttrLoc = Locs.range(A->getRange());
  if (A->args_size() != 2) {
    error(AttrLoc,
          "a shapecheck annotation takes a dtype category and a "
          "shape string",
          "write SHAPECHECK(Float, \"batch n\")");
    return &L;
  }
  const Expr *CatE = *A->args_begin();
  const Expr *ShapeE = *(A->args_begin() + 1);
  std::optional<StringArg> Cat = CatE ? stringArg(CatE) : std::nullopt;
  std::optional<StringArg> Shape = ShapeE ? stringArg(ShapeE) : std::nullopt;
  if (!Cat || !Shape) {
    error(AttrLoc, "the dtype category and the shape of a shapecheck "
                   "annotation must be string literals");
    return &L;
  }
  L.Loc = Shape->Literal ? Locs.range(Shape->Literal) : Locs.range(ShapeE);
  SyntaxError Err;
  if (!parseAnnotation(Cat->Text, Shape->Text, L.Ann, Err)) {
    SourceLoc At = Err.InCategory
                       ? locateCategory(*Cat, Ctx, Locs)
                       : locateBytes(*Shape, Err.Offset, Err.Length, Ctx, Locs);
    syntaxError(At, Err);
    return &L;
  }
  L.Valid = true;
  return &L;
}

std::optional<LocatedAnnotation>
AnnotationReader::combine(llvm::ArrayRef<const Layer *> Layers,
                          QualType ArrayT) {
  for (const Layer *L : Layers)
    if (!L->Valid)
      return std::nullopt;
  Arrays.add(ArrayT);
  const Layer &Outer = *Layers.front();
  LocatedAnnotation Out;
  Out.Loc = Outer.Loc;
  Out.Ann.Category = Outer.Ann.Category;
  Out.Ann.Dtypes = Outer.Ann.Dtypes;
  if (Layers.size() == 1) {
    Out.Ann.Shape = cloneShape(Outer.Ann.Shape);
    asVector(Out.Ann.Shape, ArrayT);
    fixedNames(Out.Ann, ArrayT);
    return Out;
  }
  std::string Names;
  for (const Layer *L : Layers) {
    Out.Ann.Dtypes = Out.Ann.Dtypes.meet(L->Ann.Dtypes);
    Names += (Names.empty() ? "'" : ", '") + L->Ann.Category + "'";
  }
  if (Out.Ann.Dtypes.empty()) {
    error(Outer.Loc, "the dtype categories " + Names +
                         " of the nested annotations have no dtype in "
                         "common");
    return std::nullopt;
  }
  for (const Layer *L : Layers) {
    const ShapeSpec &S = L->Ann.Shape;
    for (const Axis &A : S.Axes) {
      if (A.K == Axis::Variadic) {
        if (Out.Ann.Shape.VariadicIndex >= 0) {
          error(Outer.Loc,
                "the nested annotations have more than one variadic axis "
                "('...' or '*name') in total",
                "a shape can have at most one variadic axis");
          return std::nullopt;
        }
        Out.Ann.Shape.VariadicIndex = int(Out.Ann.Shape.Axes.size());
      }
      Out.Ann.Shape.Axes.push_back(cloneAxis(A));
    }
    if (!S.Text.empty())
      Out.Ann.Shape.Text += (Out.Ann.Shape.Text.empty() ? "" : " ") + S.Text;
  }
  asVector(Out.Ann.Shape, ArrayT);
  fixedNames(Out.Ann, ArrayT);
  return Out;
}

void AnnotationReader::fixedNames(Annotation &Ann, QualType ArrayT) const {
  // `SHAPECHECK(Float, "n") Eigen::Vector4f x`: the type says n = 4.
  const ShapeSpec &Shape = Ann.Shape;
  if (Shape.VariadicIndex >= 0)
    return;
  std::optional<ArrayType> ST = Arrays.staticType(ArrayT);
  if (!ST || ST->Shape.Var || ST->Shape.Prefix.size() != Shape.Axes.size())
    return;
  for (size_t I = 0; I < Shape.Axes.size(); ++I) {
    const Axis &A = Shape.Axes[I];
    const Dim &D = ST->Shape.Prefix[I];
    if (A.K != Axis::Sized || !A.Size || A.Size->K != AxisExpr::Var ||
        D.isDynamic())
      continue;
    if (std::optional<int64_t> K = D.E.asConstant())
      Ann.FixedNames.push_back({A.Size->Name, *K});
  }
}

void AnnotationReader::asVector(ShapeSpec &Shape, QualType ArrayT) const {
  // One sized axis on a vector type (`Float<VectorXf, "n">`, as jaxtyping
  // writes a vector) is the vector's length: [n 1] for a column, [1 n]
  // for a row. "n 1" keeps its meaning; a variadic shape is left alone.
  if (Shape.Axes.size() != 1 || Shape.VariadicIndex >= 0)
    return;
  int Along = vectorAxisOf(Arrays, ArrayT);
  if (Along < 0)
    return;
  Axis One;
  One.K = Axis::Sized;
  auto Size = std::make_shared<AxisExpr>();
  Size->K = AxisExpr::Int;
  Size->Value = 1;
  Size->Begin = Shape.Axes[0].Begin;
  Size->End = Shape.Axes[0].End;
  One.Size = std::move(Size);
  One.Begin = Shape.Axes[0].Begin;
  One.End = Shape.Axes[0].End;
  Shape.Axes.insert(Along == 0 ? Shape.Axes.end() : Shape.Axes.begin(),
                    std::move(One));
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

std::optional<LocatedAnnotation> AnnotationReader::fromType(QualType T) {
  if (T.isNull())
    return std::nullopt;
  llvm::SmallVector<const Layer *, 2> Layers;
  QualType Cur = T.getNonReferenceType();
  // Sugar chains are short; the bound only guards against surprises.
  for (unsigned Step = 0; Step < 256 && !Cur.isNull(); ++Step) {
    const Type *Ty = Cur.getTypePtr();
    if (const auto *TST = dyn_cast<TemplateSpecializationType>(Ty);
        TST && isAnnotationAlias(TST)) {
      Layers.push_back(readAlias(TST));
      const TemplateArgument &Arg = TST->template_arguments()[0];
      if (Arg.getKind() != TemplateArgument::Type)
        return std::nullopt;
      Cur = Arg.getAsType().getNonReferenceType();
      continue;
    }
    // What `auto` or `decltype` deduced, and what a function or class
    // template was instantiated with, is not an annotation written on this
    // declaration (`auto y = f(x)` does not fix y's shape); the parameters
    // of an alias template are (`Batch<Image>`).
    if (isa<DeducedType>(Ty) || isa<DecltypeType>(Ty) ||
        isa<TypeOfExprType>(Ty) || isa<TypeOfType>(Ty))
      break;
    if (const auto *Subst = dyn_cast<SubstTemplateTypeParmType>(Ty))
      if (!isa_and_nonnull<TypeAliasTemplateDecl>(Subst->getAssociatedDecl()))
        break;
    QualType Next = Cur.getSingleStepDesugaredType(Ctx);
    if (Next == Cur)
      break; // canonical
    Cur = Next.getNonReferenceType();
  }
  if (Layers.empty())
    return std::nullopt;
  return combine(Layers, Cur);
}

/// Returns the shapecheck attributes of D with the given annotation name.
static llvm::SmallVector<const AnnotateAttr *, 1> attrs(const Decl *D,
                                                        llvm::StringRef Name) {
  llvm::SmallVector<const AnnotateAttr *, 1> Out;
  if (!D->hasAttrs())
    return Out;
  for (const auto *A : D->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == Name)
      Out.push_back(A);
  return Out;
}

std::optional<LocatedAnnotation> AnnotationReader::fromDecl(const Decl *D) {
  if (!D)
    return std::nullopt;
  const auto *VD = dyn_cast<ValueDecl>(D);
  if (!VD || isa<FunctionDecl>(D))
    return std::nullopt;
  auto As = attrs(D, "shapecheck");
  if (!As.empty()) {
    const Layer *L = readAttr(As.front());
    return combine({L}, VD->getType());
  }
  return fromType(VD->getType());
}

SourceLoc AnnotationReader::attrLoc(const AnnotateAttr *A) {
  const Layer *L = readAttr(A);
  return L->Valid ? L->Loc : SourceLoc();
}

std::optional<LocatedAnnotation>
AnnotationReader::fromReturn(const FunctionDecl *F) {
  if (!F)
    return std::nullopt;
  auto As = attrs(F, "shapecheck.return");
  if (As.empty())
    As = attrs(F, "shapecheck");
  if (!As.empty()) {
    const Layer *L = readAttr(As.front());
    return combine({L}, F->getReturnType());
  }
  return fromType(F->getReturnType());
}
