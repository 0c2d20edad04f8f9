//===- FunctionIndex.cpp - Annotated signatures and fields ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/FunctionIndex.h"
#include "Frontend/GlobalValues.h"
#include "Frontend/SourceLocs.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Index/USRGeneration.h"
#include "llvm/ADT/StringSet.h"

using namespace shapecheck;
using namespace clang;

std::string FunctionIndex::displayName(const FunctionDecl *F) {
  if (const auto *M = dyn_cast<CXXMethodDecl>(F))
    if (M->getParent()->isLambda())
      return "lambda";
  std::string Name = F->getQualifiedNameAsString();
  static constexpr llvm::StringLiteral Anon = "(anonymous namespace)::";
  for (size_t P; (P = Name.find(Anon.data())) != std::string::npos;)
    Name.erase(P, Anon.size());
  return Name;
}

/// The declarations whose annotations count for F: its redeclarations and,
/// for a template instance, those of its pattern.
static llvm::SmallVector<const FunctionDecl *, 4>
annotatedDecls(const FunctionDecl *F, const SourceLocs &Locs) {
  llvm::SmallVector<const FunctionDecl *, 4> Out;
  auto AddAll = [&](const FunctionDecl *G) {
    for (const FunctionDecl *R : G->redecls())
      if (Locs.isUserCode(R->getLocation()) &&
          R->getNumParams() == F->getNumParams())
        Out.push_back(R);
  };
  AddAll(F);
  if (const FunctionDecl *P = F->getTemplateInstantiationPattern())
    if (P != F)
      AddAll(P);
  return Out;
}

/// The declarations of the methods F overrides, nearest first.
static llvm::SmallVector<const FunctionDecl *, 4>
overriddenDecls(const FunctionDecl *F, const SourceLocs &Locs) {
  llvm::SmallVector<const FunctionDecl *, 4> Out;
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  if (!M)
    return Out;
  llvm::SmallVector<const CXXMethodDecl *, 4> Work(
      M->overridden_methods().begin(), M->overridden_methods().end());
  for (size_t I = 0; I < Work.size() && I < 16; ++I) {
    for (const FunctionDecl *R : Work[I]->redecls())
      if (Locs.isUserCode(R->getLocation()) &&
          R->getNumParams() == F->getNumParams())
        Out.push_back(R);
    Work.append(Work[I]->overridden_methods().begin(),
                Work[I]->overridden_methods().end());
  }
  return Out;
}

static void axisNames(const AxisExpr &E, llvm::StringSet<> &Out) {
  if (E.K == AxisExpr::Var || E.K == AxisExpr::Param)
    Out.insert(E.Name);
  if (E.Lhs)
    axisNames(*E.Lhs, Out);
  if (E.Rhs)
    axisNames(*E.Rhs, Out);
}

static void shapeNames(const ShapeSpec &S, llvm::StringSet<> &Out) {
  for (const Axis &X : S.Axes) {
    if (X.K == Axis::Variadic && !X.Name.empty())
      Out.insert(X.Name);
    if (X.Size)
      axisNames(*X.Size, Out);
  }
}

static bool isIntegerParam(QualType T) {
  T = T.getNonReferenceType();
  return !T.isNull() && T->isIntegerType() && !T->isBooleanType();
}

std::optional<FunctionSig> FunctionIndex::build(const FunctionDecl *F) {
  auto Decls = annotatedDecls(F, Locs);
  // An override takes the annotations of the methods it overrides for the
  // parameters it leaves unannotated, as a type checker infers an
  // unannotated override's parameters from its base.
  auto Bases = overriddenDecls(F, Locs);
  size_t Own = Decls.size();
  Decls.append(Bases.begin(), Bases.end());
  if (Decls.empty())
    return std::nullopt;
  FunctionSig Sig;
  Sig.Name = displayName(F);
  bool Any = false;
  for (unsigned I = 0; I < F->getNumParams(); ++I) {
    ParamSig P;
    P.IsInteger = isIntegerParam(F->getParamDecl(I)->getType());
    for (const FunctionDecl *R : Decls) {
      const ParmVarDecl *PD = R->getParamDecl(I);
      if (P.Name.empty() && PD->getIdentifier())
        P.Name = PD->getName().str();
      if (!P.Ann)
        if (auto A = Reader.fromDecl(PD)) {
          P.Ann = std::move(A->Ann);
          P.AnnLoc = A->Loc;
          Any = true;
        }
    }
    if (P.Name.empty())
      P.Name = "#" + std::to_string(I + 1);
    Sig.Params.push_back(std::move(P));
  }
  // The result too, unless a base's names a size its parameters do not
  // bind: each override decides that one (`H()` is [2 4] in one, [3 4] in
  // another).
  llvm::StringSet<> ParamNames;
  for (const ParamSig &P : Sig.Params)
    if (P.Ann)
      shapeNames(P.Ann->Shape, ParamNames);
  for (size_t I = 0; I < Decls.size(); ++I)
    if (auto A = Reader.fromReturn(Decls[I])) {
      if (I >= Own) {
        llvm::StringSet<> Names;
        shapeNames(A->Ann.Shape, Names);
        if (llvm::any_of(Names, [&](const auto &N) {
              return !ParamNames.count(N.getKey());
            }))
          break;
      }
      Sig.Result = std::move(A->Ann);
      Sig.ResultLoc = A->Loc;
      Any = true;
      break;
    }
  if (!Any)
    return std::nullopt;
  return Sig;
}

const FunctionSig *FunctionIndex::signature(const FunctionDecl *F) {
  if (!F)
    return nullptr;
  F = F->getCanonicalDecl();
  auto It = Sigs.find(F);
  if (It != Sigs.end()) {
    noteUse(F);
    return It->second.get();
  }
  std::unique_ptr<FunctionSig> Sig;
  std::optional<FunctionSig> Built = build(F);
  import(F, Built);
  noteUse(F);
  if (Built)
    Sig = std::make_unique<FunctionSig>(std::move(*Built));
  const FunctionSig *Out = Sig.get();
  Sigs[F] = std::move(Sig);
  return Out;
}

std::string FunctionIndex::usr(const FunctionDecl *F) {
  llvm::SmallString<128> Buf;
  if (clang::index::generateUSRForDecl(F, Buf))
    return "";
  return std::string(Buf);
}

void FunctionIndex::import(const FunctionDecl *F,
                           std::optional<FunctionSig> &Sig) {
  // Only a user function that this TU declares but does not define, and
  // not a template's instance (its pattern is in this TU).
  if (!Program || F->getDefinition() || F->isTemplateInstantiation() ||
      F->isDependentContext() || !Locs.isUserCode(F->getLocation()))
    return;
  std::string Key = usr(F);
  if (Key.empty())
    return;
  const ExportedSignature *E = Program->find(Key);
  Imports[F] = {Key, E != nullptr};
  if (E)
    merge(F, *E, Sig);
}

void FunctionIndex::noteUse(const FunctionDecl *F) {
  if (!Tracking)
    return;
  auto It = Imports.find(F);
  if (It == Imports.end())
    return;
  (It->second.second ? Used : Wanted).insert(It->second.first);
}

void FunctionIndex::merge(const FunctionDecl *F, const ExportedSignature &Ex,
                          std::optional<FunctionSig> &Sig) {
  const ExportedSignature *E = &Ex;
  if (E->Params.size() != F->getNumParams())
    return;
  bool Created = !Sig;
  if (Created) {
    FunctionSig Fresh;
    Fresh.Name = displayName(F);
    for (unsigned I = 0; I < F->getNumParams(); ++I) {
      ParamSig P;
      const ParmVarDecl *PD = F->getParamDecl(I);
      P.IsInteger = isIntegerParam(PD->getType());
      // The definition's name: the exported annotations use it.
      if (E->ParamNames.size() == F->getNumParams())
        P.Name = E->ParamNames[I];
      else
        P.Name = PD->getIdentifier() ? PD->getName().str()
                                     : "#" + std::to_string(I + 1);
      Fresh.Params.push_back(std::move(P));
    }
    Sig = std::move(Fresh);
  }
  bool Any = false;
  for (unsigned I = 0; I < F->getNumParams(); ++I)
    if (!Sig->Params[I].Ann && E->Params[I]) {
      Sig->Params[I].Ann = E->Params[I];
      Sig->Params[I].AnnLoc = E->Definition;
      Any = true;
    }
  if (!Sig->Result && E->Result) {
    Sig->Result = E->Result;
    Sig->ResultLoc = E->Definition;
    Any = true;
  }
  if (!Sig->Result && Sig->ResultItems.empty() && !E->ResultItems.empty()) {
    Sig->ResultItems = E->ResultItems;
    Sig->ResultLoc = E->Definition;
    Any = true;
  }
  if (Created && !Any)
    Sig.reset();
}

const ExportedSignature *FunctionIndex::exported(const FunctionDecl *F) {
  if (!Program || !F)
    return nullptr;
  F = F->getCanonicalDecl();
  signature(F); // imports it, once, and notes the use
  auto It = Imports.find(F);
  if (It == Imports.end() || !It->second.second)
    return nullptr;
  return Program->find(It->second.first);
}

bool FunctionIndex::declaresAnnotations(const FunctionDecl *F) {
  return build(F->getCanonicalDecl()).has_value();
}

std::optional<int64_t> FunctionIndex::globalValue(const VarDecl *VD) {
  if (!Program || !isTrackedGlobal(VD))
    return std::nullopt;
  std::string Key = globalUSR(VD);
  if (Key.empty())
    return std::nullopt;
  const GlobalFacts *G = Program->findGlobal(Key);
  (G ? Used : Wanted).insert(Key);
  if (!G || G->Written)
    return std::nullopt;
  return G->Init;
}

std::string FunctionIndex::usr(const CXXRecordDecl *RD) {
  llvm::SmallString<128> Buf;
  if (clang::index::generateUSRForDecl(RD->getCanonicalDecl(), Buf))
    return "";
  return std::string(Buf);
}

std::vector<std::pair<std::string, ClassFacts>>
FunctionIndex::derivedClasses(const CXXRecordDecl *RD) {
  if (!Program || !RD)
    return {};
  std::string USR = usr(RD);
  if (USR.empty())
    return {};
  auto Out = Program->derivedFrom(USR);
  (Out.empty() ? Wanted : Used).insert(ProgramSummaries::derivedKey(USR));
  return Out;
}

const ExportedSignature *FunctionIndex::served(llvm::StringRef Key) {
  if (!Program)
    return nullptr;
  const ExportedSignature *E = Program->find(Key);
  (E ? Used : Wanted).insert(Key.str());
  return E;
}

const FunctionSig *FunctionIndex::instanceSignature(const FunctionDecl *F,
                                                    llvm::StringRef Key) {
  if (!Program || !F)
    return nullptr;
  F = F->getCanonicalDecl();
  std::string Id = usr(F) + "@" + Key.str();
  auto It = InstanceSigs.find(Id);
  if (It != InstanceSigs.end())
    return It->second.get();
  const ExportedSignature *E = Program->find(Id);
  if (!E) {
    // Not cached: the defining TU may export it later.
    Wanted.insert(Id);
    return nullptr;
  }
  Used.insert(Id);
  // The declarations' own annotations first, then the instance's interface.
  std::optional<FunctionSig> Sig = build(F);
  if (Sig && !Sig->Result) {
    // The declared parameters stay; the instance's result completes them.
    if (E->Result || !E->ResultItems.empty()) {
      Sig->Result = E->Result;
      Sig->ResultItems = E->ResultItems;
      Sig->ResultLoc = E->Definition;
    }
  } else if (!Sig) {
    merge(F, *E, Sig);
  }
  if (Sig)
    Sig->InstanceDims = E->InstanceDims;
  auto &Slot = InstanceSigs[Id];
  if (Sig)
    Slot = std::make_unique<FunctionSig>(std::move(*Sig));
  return Slot.get();
}

const LocatedAnnotation *FunctionIndex::annotation(const ValueDecl *D) {
  // An annotation on a structured binding is not read (see
  // UncheckedAnnotations.h): it does not make the tuple an array type.
  if (!D || isa<DecompositionDecl>(D))
    return nullptr;
  D = cast<ValueDecl>(D->getCanonicalDecl());
  auto It = Vars.find(D);
  if (It != Vars.end())
    return It->second.get();
  std::unique_ptr<LocatedAnnotation> Ann;
  auto Try = [&](const ValueDecl *R) {
    if (!Ann && Locs.isUserCode(R->getLocation()))
      if (auto A = Reader.fromDecl(R))
        Ann = std::make_unique<LocatedAnnotation>(std::move(*A));
  };
  if (const auto *V = dyn_cast<VarDecl>(D)) {
    for (const VarDecl *R : V->redecls())
      Try(R);
    if (const VarDecl *P = V->getTemplateInstantiationPattern())
      Try(P);
  } else if (const auto *FD = dyn_cast<FieldDecl>(D)) {
    Try(FD);
    if (const auto *RD = dyn_cast<CXXRecordDecl>(FD->getParent()))
      if (const CXXRecordDecl *P = RD->getTemplateInstantiationPattern())
        for (const FieldDecl *PF : P->fields())
          if (PF->getFieldIndex() == FD->getFieldIndex())
            Try(PF);
  } else {
    Try(D);
  }
  const LocatedAnnotation *Out = Ann.get();
  Vars[D] = std::move(Ann);
  return Out;
}

bool FunctionIndex::anyAnnotation() const {
  for (const auto &E : Sigs)
    if (E.second)
      return true;
  for (const auto &E : Vars)
    if (E.second)
      return true;
  return false;
}
