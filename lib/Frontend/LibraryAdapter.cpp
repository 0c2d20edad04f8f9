//===- LibraryAdapter.cpp - The CallModels and library values -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The CallModels asked about a call, and what the rules need to see of a
// call's arguments and what a few library calls give, read from Clang's AST:
//
//  * literals: bool, floating-point (a Float scalar), string (einsum's
//    equation, "same", "..."); dtypes (torch::kInt64: a c10::ScalarType
//    constant); torch::indexing::None (c10::nullopt) and Ellipsis;
//  * conversions of library classes that pass their argument on:
//    IntArrayRef / std::vector<int64_t> / ExpandingArray from a braced list
//    or an int, Scalar from a number, TensorIndex from a Slice, optional
//    from its value, Tensor from TensorBase;
//  * calls: std::get<I> of a tuple or list, element access of a list
//    (`.chunk(2)[0]`, `x.sizes()[1]`), module holders' `->`, `*`, get()
//    and ptr(), register_module (its module), torch::dtype and
//    TensorOptions().dtype(...), std::make_shared of a module, std::move;
//    `net(x)` on a TORCH_MODULE holder of a user module calls its forward;
//
//===----------------------------------------------------------------------===//
#include "Frontend/LibraryAdapter.h"
#include "Frontend/ExprEvaluator.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/ModuleObjects.h"
#include "Frontend/PackConventions.h"
#include "Frontend/RuleNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/OperatorKinds.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace shapecheck;
using namespace clang;

//===----------------------------------------------------------------------===//
// The CallModels
//===----------------------------------------------------------------------===//

std::optional<Value> LibraryAdapter::askModels(CallSite &C) {
  LastOutArgs.clear();
  LastObjectOut.reset();
  for (CallModel *M : AC.Models)
    if (std::optional<CallResult> R = M->evaluate(C, S)) {
      for (auto &[I, V] : R->OutArgs)
        LastOutArgs[I] = std::move(V);
      LastObjectOut = std::move(R->ObjectOut);
      return std::move(R->V);
    }
  return std::nullopt;
}

Value LibraryAdapter::callModels(CallSite &C, bool *Described) {
  std::optional<Value> V = askModels(C);
  if (Described)
    *Described = V.has_value();
  if (V) {
    if (V->kind() != Value::None)
      return *V;
    if (C.ReturnsArray)
      return Value::array(
          shapecheck::ArrayType{S.dynamicShape(), DtypeSet::any()});
    if (C.ReturnsInt)
      return Value::integer(Dim::dynamic());
    return *V;
  }
  if (C.ReturnsArray || C.ReturnsArrays) {
    // Nothing describes the callee: with --report-unknown, say so once per
    // call site (a note, rule unknown-call); go on with an unknown shape.
    // The standard library's functions (std::get, a vector's []) pass on
    // what they are given: when that is unknown, the call that made it is
    // the one to describe.
    if (AC.ReportUnknown && C.Callee && !isa<CXXConstructorDecl>(C.Callee) &&
        !C.Callee->isInStdNamespace()) {
      Reason R;
      R.Loc = C.Loc;
      std::string Written =
          C.WrittenName.empty() ? C.DisplayName : C.WrittenName;
      std::string Name =
          C.QualifiedName.empty() ? C.DisplayName : C.QualifiedName;
      S.report(CheckId::UnknownCall, R,
               "the shape returned by '" + Written +
                   "' is unknown: no annotation or rule describes '" + Name +
                   "'; checks that use it are skipped",
               {}, Level::Note);
    }
    if (C.ReturnsArray)
      return Value::array(
          shapecheck::ArrayType{S.dynamicShape(), DtypeSet::any()});
  }
  if (C.ReturnsInt)
    return Value::integer(Dim::dynamic());
  return Value::none();
}

bool LibraryAdapter::holdsArrays(QualType T, unsigned Depth) const {
  // std::tuple<Tensor, Tensor>, std::vector<Tensor>, nested.
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.isNull() ? nullptr : T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || !Spec->isInStdNamespace() || Depth > 4)
    return false;
  for (const TemplateArgument &A : Spec->getTemplateArgs().asArray()) {
    if (A.getKind() == TemplateArgument::Type &&
        (AC.Arrays.isArray(A.getAsType()) ||
         holdsArrays(A.getAsType(), Depth + 1)))
      return true;
    if (A.getKind() == TemplateArgument::Pack)
      for (const TemplateArgument &P : A.pack_elements())
        if (P.getKind() == TemplateArgument::Type &&
            (AC.Arrays.isArray(P.getAsType()) ||
             holdsArrays(P.getAsType(), Depth + 1)))
          return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Library values
//===----------------------------------------------------------------------===//

static QualType bareType(QualType T) {
  return T.isNull()
             ? T
             : T.getNonReferenceType().getCanonicalType().getUnqualifiedType();
}

static Value rich(RuleValue V) { return Value::fromRule(std::move(V)); }

static Value floatScalar() {
  return rich(RuleValue::scalar(*DtypeSet::fromCategory("Float")));
}

/// The outermost namespace of a qualified name (`xt` of `xt::a::b`).
static llvm::StringRef outermost(llvm::StringRef Qualified) {
  return Qualified.split("::").first;
}

/// A tag class of `convention true_tag` (xtensor's `keep_dims_type`) is
/// true; a std::tuple of tag classes (empty classes of the same library, the
/// outermost namespace of a true_tag: `xt::keep_dims |
/// xt::evaluation_strategy::immediate`) is true when it holds one, false
/// otherwise; nothing for other classes.
std::optional<bool> LibraryAdapter::trueTag(const CXXRecordDecl *RD) const {
  if (!AC.Rules || AC.Rules->convention("true_tag").empty())
    return std::nullopt;
  auto OfTagLibrary = [&](const CXXRecordDecl *Tag) {
    std::string N = Tag->getQualifiedNameAsString();
    for (const std::string &T : AC.Rules->convention("true_tag"))
      if (outermost(T) == outermost(N))
        return true;
    return false;
  };
  if (packSays(AC.Rules, "true_tag", RD->getQualifiedNameAsString()))
    return true;
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  if (!Spec || !RD->isInStdNamespace() || RD->getName() != "tuple" ||
      Spec->getTemplateArgs().size() != 1 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Pack)
    return std::nullopt;
  bool Any = false, Holds = false;
  for (const TemplateArgument &A : Spec->getTemplateArgs()[0].pack_elements()) {
    const CXXRecordDecl *Tag = A.getKind() == TemplateArgument::Type
                                   ? A.getAsType()->getAsCXXRecordDecl()
                                   : nullptr;
    if (!Tag || !Tag->hasDefinition() || !Tag->isEmpty() || !OfTagLibrary(Tag))
      return std::nullopt;
    Any = true;
    Holds |= packSays(AC.Rules, "true_tag", Tag->getQualifiedNameAsString());
  }
  if (!Any)
    return std::nullopt;
  return Holds;
}

std::optional<Value> LibraryAdapter::libraryConstant(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *B = dyn_cast<CXXBoolLiteralExpr>(E))
    return rich(RuleValue::boolean(B->getValue()));
  if (const auto *FL = dyn_cast<FloatingLiteral>(E))
    return rich(RuleValue::floatConstant(FL->getValueAsApproximateDouble()));
  if (const auto *SL = dyn_cast<StringLiteral>(E)) {
    if (SL->isOrdinary() || SL->isUTF8())
      return rich(RuleValue::str(SL->getString().str()));
    return std::nullopt;
  }
  if (E->isValueDependent() || E->isTypeDependent() || E->containsErrors())
    return std::nullopt;
  QualType T = bareType(E->getType());
  if (T.isNull())
    return std::nullopt;
  if (const auto *ET = T->getAs<EnumType>()) {
    const EnumDecl *ED = ET->getDecl();
    Expr::EvalResult R;
    if (!E->EvaluateAsInt(R, AC.Ctx, Expr::SE_NoSideEffects))
      return std::nullopt;
    // Another enumerator of the library's is its value, a constant that a
    // rule tests (MNIST's `Mode::kTest`).
    if (!packSays(AC.Rules, "dtype_enum", ED->getQualifiedNameAsString()))
      return Value::integer(Dim::constant(R.Val.getInt().getExtValue()));
    for (const EnumConstantDecl *C : ED->enumerators())
      if (llvm::APSInt::isSameValue(C->getInitVal(), R.Val.getInt()))
        if (auto D = AC.Rules->dtypeNamed(C->getQualifiedNameAsString()))
          return rich(RuleValue::dtype(*D));
    return std::nullopt;
  }
  if (const auto *RD = T->getAsCXXRecordDecl()) {
    std::string Name = RD->getQualifiedNameAsString();
    if (packSays(AC.Rules, "none_type", Name))
      return rich(RuleValue::none());
    if (packSays(AC.Rules, "ellipsis_type", Name))
      return rich(RuleValue::str("..."));
    if (std::optional<bool> B = trueTag(RD))
      return rich(RuleValue::boolean(*B));
    return std::nullopt;
  }
  if (T->isBooleanType()) {
    bool B = false;
    if (E->EvaluateAsBooleanCondition(B, AC.Ctx) && !E->HasSideEffects(AC.Ctx))
      return rich(RuleValue::boolean(B));
    return std::nullopt;
  }
  if (T->isRealFloatingType())
    return floatScalar();
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Constructors
//===----------------------------------------------------------------------===//

static bool isStdClass(const CXXRecordDecl *RD, llvm::StringRef Name) {
  return RD && RD->isInStdNamespace() && RD->getIdentifier() &&
         RD->getName() == Name;
}

bool LibraryAdapter::followsElements(QualType T) const {
  if (AC.Arrays.isArray(T) || holdsArrays(T))
    return true;
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (isStdClass(RD, "shared_ptr"))
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
        Spec && Spec->getTemplateArgs().size() >= 1 &&
        Spec->getTemplateArgs()[0].getKind() == TemplateArgument::Type)
      RD = Spec->getTemplateArgs()[0].getAsType()->getAsCXXRecordDecl();
  // A module: a holder (`CouplingLayer`) or a user class's instance.
  return RD && (ModuleObjects::isHolder(RD, AC.Rules) ||
                (AC.Library && !AC.Library->isLibrary(RD) && !RD->isLambda()));
}

std::optional<Value> LibraryAdapter::lookThrough(const CXXConstructExpr *E,
                                                 const CallSite &C) {
  const CXXConstructorDecl *Ctor = E->getConstructor();
  if (!Ctor || !AC.Library)
    return std::nullopt;
  const CXXRecordDecl *RD = Ctor->getParent();
  if (!AC.Library->isLibrary(RD) && !C.ReturnsArray)
    return std::nullopt;
  // `std::vector<torch::Tensor> outs;`, a field `std::vector<Block>
  // blocks_;`: an empty list, filled later (push_back).
  if (isStdClass(RD, "vector") && E->getNumArgs() == 0)
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
        Spec && Spec->getTemplateArgs().size() >= 1 &&
        Spec->getTemplateArgs()[0].getKind() == TemplateArgument::Type &&
        followsElements(Spec->getTemplateArgs()[0].getAsType()))
      return rich(RuleValue::list({}));
  // `return {mu, log_var};` as a std::pair, std::tuple<...>(a, b): a tuple
  // of the items; a copy or conversion of a pair or tuple: the same items.
  if (isStdClass(RD, "pair") || isStdClass(RD, "tuple")) {
    std::vector<RuleValue> Items;
    for (const Value &A : C.givenArgs())
      Items.push_back(A.toRule());
    if (Items.size() >= 2)
      return rich(RuleValue::tuple(std::move(Items)));
    if (Items.size() == 1 && Items[0].is(RuleValue::Tuple))
      return Value::fromRule(Items[0]);
    return std::nullopt;
  }
  const ArgValue *Only = nullptr;
  for (const ArgValue &A : C.Args) {
    if (A.IsDefault)
      continue;
    if (Only)
      return std::nullopt; // two arguments: not a conversion
    Only = &A;
  }
  if (!Only)
    return std::nullopt;
  Value V = Only->V;
  if (V.kind() == Value::None)
    return std::nullopt;
  if (C.ReturnsArray) // Tensor from TensorBase
    return V.isArray() ? std::optional<Value>(V) : std::nullopt;
  // Of the standard library's classes only conversions are looked
  // through: std::vector<int64_t>(4) holds four zeros, not {4}; but
  // std::vector<double>({2, 2}) is built from the list.
  const CXXRecordDecl *P0 = Ctor->getNumParams() >= 1
                                ? Ctor->getParamDecl(0)
                                      ->getType()
                                      .getNonReferenceType()
                                      ->getAsCXXRecordDecl()
                                : nullptr;
  bool FromList = E->isStdInitListInitialization() ||
                  (P0 && isStdClass(P0, "initializer_list"));
  if (RD->isInStdNamespace() && !FromList && !isStdClass(RD, "basic_string") &&
      !isStdClass(RD, "basic_string_view"))
    return std::nullopt;
  return V;
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

/// A constant index (an int argument).
static std::optional<int64_t> constIndex(const ArgValue &A) {
  if (A.V.isInt())
    return A.V.dim().asConstant();
  return std::nullopt;
}

/// Item I of a tuple, list or int list (negative: from the end).
std::optional<Value> shapecheck::itemOf(const Value &V, int64_t I) {
  if (V.is(RuleValue::Tuple) || V.is(RuleValue::List)) {
    int64_t N = int64_t(V.rich()->Items.size());
    if (I < 0 && V.rich()->Open) // counted from an unknown end
      return std::nullopt;
    if (I < 0)
      I += N;
    if (I < 0 || I >= N)
      return std::nullopt;
    return Value::fromRule(V.rich()->Items[size_t(I)]);
  }
  if (V.is(RuleValue::Ints)) {
    int64_t N = int64_t(V.rich()->IntsV.size());
    if (I < 0)
      I += N;
    if (I < 0 || I >= N)
      return std::nullopt;
    return Value::integer(V.rich()->IntsV[size_t(I)]);
  }
  return std::nullopt;
}

/// The record type T names, through references and sugar (null if none).
static const CXXRecordDecl *recordOf(QualType T) {
  const CXXRecordDecl *RD =
      T.isNull() ? nullptr : T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD ? RD->getCanonicalDecl() : nullptr;
}

/// A call on an iterator into a known list (`layers.rbegin()`, RuleValue::
/// Iter). The iterator does not know where it points, only into what: what
/// it points to (`*it`, `it->`) is one of the list's items, their join, so
/// that a loop over it sees what every layer has in common; moving it
/// (`++it`, `it + 1`, `std::next(it)`) gives an iterator into the same
/// list. Comparisons and the rest are unknown.
static std::optional<Value> iteratorCall(Solver &S, const CallExpr *E,
                                         const FunctionDecl *F,
                                         const Value &It) {
  OverloadedOperatorKind Op = F->getOverloadedOperator();
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  unsigned Operands = F->getNumParams() + (M ? 1 : 0);
  if ((Op == OO_Star && Operands == 1) || Op == OO_Arrow) {
    if (std::optional<RuleValue> Item = anyItem(S, *It.rich()))
      return Value::fromRule(std::move(*Item));
    return std::nullopt;
  }
  const CXXRecordDecl *ItType =
      M ? M->getParent()->getCanonicalDecl()
        : (F->getNumParams() ? recordOf(F->getParamDecl(0)->getType())
                             : nullptr);
  if (ItType && recordOf(E->getType()) == ItType)
    return It;
  return std::nullopt;
}

/// The first template argument of a function template's specialization,
/// if it is a type.
static const CXXRecordDecl *templateTypeArg(const FunctionDecl *F) {
  const TemplateArgumentList *TA = F->getTemplateSpecializationArgs();
  if (!TA || TA->size() < 1 || TA->get(0).getKind() != TemplateArgument::Type)
    return nullptr;
  return TA->get(0).getAsType()->getAsCXXRecordDecl();
}

std::optional<Value> LibraryAdapter::libraryCall(const CallExpr *E, CallSite &C,
                                                 AssignFn Assign) {
  const FunctionDecl *F = C.Callee;
  if (!F || !AC.Library || !AC.Library->isLibrary(F))
    return std::nullopt;
  std::string Name = F->getNameAsString();
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  const CXXRecordDecl *Parent = M ? M->getParent() : nullptr;
  Value Obj = C.Object ? C.Object->V : Value::none();
  auto Arg = [&](size_t I) {
    return I < C.Args.size() ? C.Args[I].V : Value::none();
  };
  if (Obj.is(RuleValue::Iter))
    return iteratorCall(AC.S, E, F, Obj);
  if (!M && !C.Args.empty() && Arg(0).is(RuleValue::Iter))
    return iteratorCall(AC.S, E, F, Arg(0));

  // Smart pointers: shared_ptr, unique_ptr and libstdc++'s bases of them
  // (__shared_ptr_access declares shared_ptr's operator->).
  bool SmartPointer = Parent && Parent->isInStdNamespace() &&
                      Parent->getIdentifier() &&
                      Parent->getName().contains("ptr");
  if (M && (ModuleObjects::isHolder(Parent, AC.Rules) || SmartPointer)) {
    OverloadedOperatorKind Op = F->getOverloadedOperator();
    if (Op == OO_Arrow || (Op == OO_Star && C.Args.empty()) || Name == "get" ||
        Name == "ptr")
      return Obj.isRich() ? std::optional<Value>(Obj) : std::nullopt;
    if (Op == OO_Call && Obj.is(RuleValue::Module) && AC.Objects)
      if (const CXXRecordDecl *U = AC.Objects->classOf(*Obj.rich())) {
        // `net(x)` on a holder of a user module: its forward.
        const CXXMethodDecl *Fwd =
            ModuleObjects::forwardOf(U, unsigned(C.Args.size()), AC.Rules);
        if (!Fwd)
          return std::nullopt;
        CallSite Fc = C;
        Fc.Callee = Fwd;
        Fc.QualifiedName = ruleName(Fwd);
        Fc.DisplayName = FunctionIndex::displayName(Fwd);
        Fc.ReturnsArray = AC.Arrays.isArray(Fwd->getReturnType());
        return callModels(Fc);
      }
    // Other calls (`blocks[0]`, a holder's forward) go on below.
  }
  std::string Qualified = F->getQualifiedNameAsString();
  if (packSays(AC.Rules, "module_cast", Qualified) && Obj.is(RuleValue::Module))
    return Obj; // block->as<torch::nn::Linear>()
  if (packSays(AC.Rules, "register_module", Qualified)) {
    Value V = Arg(1);
    return V.kind() != Value::None ? std::optional<Value>(V) : std::nullopt;
  }
  if (F->isInStdNamespace() && !M) {
    if (Name == "get" && !C.Args.empty()) {
      const TemplateArgumentList *TA = F->getTemplateSpecializationArgs();
      if (TA && TA->size() >= 1 &&
          TA->get(0).getKind() == TemplateArgument::Integral)
        return itemOf(Arg(0), TA->get(0).getAsIntegral().getExtValue());
      return std::nullopt;
    }
    if ((Name == "move" || Name == "forward" || Name == "as_const") &&
        C.Args.size() == 1) {
      Value V = Arg(0);
      return V.kind() != Value::None ? std::optional<Value>(V) : std::nullopt;
    }
    if (Name == "make_tuple" || Name == "forward_as_tuple" ||
        Name == "make_pair") {
      std::vector<RuleValue> Items;
      for (size_t I = 0; I < C.Args.size(); ++I)
        Items.push_back(Arg(I).toRule());
      return rich(RuleValue::tuple(std::move(Items)));
    }
    if (Name == "make_shared" || Name == "make_unique") {
      const CXXRecordDecl *T = templateTypeArg(F);
      if (!T || !AC.Objects)
        return std::nullopt;
      std::vector<Value> Args;
      for (const ArgValue &A : C.Args)
        Args.push_back(A.V);
      if (!AC.Library->isLibrary(T)) {
        RuleValue I = AC.Objects->construct(
            T,
            ModuleObjects::pickConstructor(T->getDefinition(),
                                           unsigned(Args.size())),
            Args, C.Loc);
        return I.is(RuleValue::Module) ? rich(std::move(I)) : Value::none();
      }
      // A library module (torch::nn::LinearImpl): its rule.
      CallSite Cc = C;
      Cc.Callee = nullptr;
      Cc.QualifiedName = ruleClassName(T);
      Cc.ReturnsArray = false;
      Cc.ReturnsInt = false;
      if (std::optional<Value> V = askModels(Cc))
        return *V;
      return std::nullopt;
    }
    return std::nullopt;
  }
  if (packSays(AC.Rules, "dtype_function", Qualified) && C.Args.size() == 1)
    return Arg(0);
  if (Parent &&
      packSays(AC.Rules, "dtype_options", Parent->getQualifiedNameAsString()) &&
      !C.Args.empty())
    // TensorOptions().requires_grad(true) keeps the options' dtype (its
    // `dtype(...)` setter is a `dtype_function`).
    return Obj;
  // A container module's modules: `blocks[0]`, `blocks->at<Linear>(1)`.
  if (M && Obj.is(RuleValue::Module) && AC.Rules)
    if (const RuleValue *Mods =
            Obj.rich()->field(AC.Rules->moduleItems(Obj.rich()->Name));
        Mods && Mods->is(RuleValue::List))
      Obj = Value::fromRule(*Mods);
  // Element access of a list: `.chunk(2)[0]`, `x.sizes()[1]`, `.size()`.
  if (M && (Obj.is(RuleValue::List) || Obj.is(RuleValue::Tuple) ||
            Obj.is(RuleValue::Ints))) {
    OverloadedOperatorKind Op = F->getOverloadedOperator();
    size_t N = Obj.is(RuleValue::Ints) ? Obj.rich()->IntsV.size()
                                       : Obj.rich()->Items.size();
    if ((Op == OO_Subscript || Name == "at") && C.Args.size() == 1) {
      if (auto I = constIndex(C.Args[0]))
        return itemOf(Obj, *I);
      return std::nullopt;
    }
    // An iterator into a list of known items (`layers_.rbegin()`).
    if (Obj.is(RuleValue::List) && Parent && Parent->isInStdNamespace() &&
        C.Args.empty() &&
        llvm::is_contained({"begin", "end", "cbegin", "cend", "rbegin", "rend",
                            "crbegin", "crend"},
                           Name)) {
      RuleValue It = *Obj.rich();
      It.K = RuleValue::Iter;
      return rich(std::move(It));
    }
    if (Name == "front" && C.Args.empty())
      return itemOf(Obj, 0);
    if (Name == "back" && C.Args.empty())
      return itemOf(Obj, -1);
    bool Open = Obj.isRich() && Obj.rich()->Open;
    if (Name == "size" && C.Args.empty())
      return Value::integer(Open ? Dim::dynamic() : Dim::constant(int64_t(N)));
    // A std::vector of arrays filled in order: `outs.push_back(h)`.
    if ((Name == "push_back" || Name == "emplace_back") && C.Args.size() == 1 &&
        Obj.is(RuleValue::List) && Parent && Parent->isInStdNamespace()) {
      Value Item = Arg(0);
      const auto *MC = dyn_cast<CXXMemberCallExpr>(E);
      if (!MC || Item.kind() == Value::None)
        return std::nullopt;
      RuleValue L = *Obj.rich();
      appendItem(AC.S, L, Item.toRule());
      Assign(MC->getImplicitObjectArgument(), rich(std::move(L)), E);
      return Value::none();
    }
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Names as written
//===----------------------------------------------------------------------===//

std::string LibraryAdapter::writtenText(SourceRange R) const {
  if (R.isInvalid())
    return "";
  const SourceManager &SM = AC.Locs.sourceManager();
  CharSourceRange CR = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(R), SM, AC.Locs.langOpts());
  if (CR.isInvalid())
    return "";
  bool Invalid = false;
  llvm::StringRef Text =
      Lexer::getSourceText(CR, SM, AC.Locs.langOpts(), &Invalid);
  if (Invalid || Text.empty() || Text.size() > 40 || Text.contains('\n'))
    return "";
  return Text.str();
}

std::string LibraryAdapter::writtenName(const CallExpr *E) const {
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E)) {
    if (OC->getOperator() == OO_Call && OC->getNumArgs() > 0) {
      std::string T = writtenText(OC->getArg(0)->getSourceRange());
      if (!T.empty())
        return T;
    }
    return std::string("operator") + getOperatorSpelling(OC->getOperator());
  }
  const Expr *Callee = E->getCallee()->IgnoreImplicit();
  std::string T = writtenText(Callee->getSourceRange());
  if (!T.empty())
    return T;
  if (const auto *ME = dyn_cast<MemberExpr>(Callee))
    return ME->getMemberNameInfo().getAsString();
  if (const FunctionDecl *F = E->getDirectCallee())
    return F->getNameAsString();
  return "";
}
