//===- TemplateMembers.cpp - Members of the instances a file makes --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/TemplateMembers.h"
#include "Frontend/LibraryCode.h"
#include "Frontend/SourceLocs.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/SetVector.h"

using namespace shapecheck;
using namespace clang;

namespace {

/// The class templates user code declares, in namespaces and classes (a
/// nested template too), never those of library code.
void collectTemplates(const DeclContext *DC, const LibraryCode &Library,
                      llvm::SetVector<ClassTemplateDecl *> &Out,
                      unsigned Depth) {
  if (Depth > 16)
    return;
  for (Decl *D : DC->decls()) {
    if (D->isImplicit() || Library.isLibrary(D))
      continue;
    if (auto *CT = dyn_cast<ClassTemplateDecl>(D)) {
      Out.insert(CT->getCanonicalDecl());
      if (CXXRecordDecl *Pattern = CT->getTemplatedDecl())
        collectTemplates(Pattern, Library, Out, Depth + 1);
    } else if (isa<NamespaceDecl, LinkageSpecDecl, ExportDecl>(D)) {
      collectTemplates(cast<DeclContext>(D), Library, Out, Depth + 1);
    } else if (auto *RD = dyn_cast<CXXRecordDecl>(D)) {
      if (RD->isThisDeclarationADefinition())
        collectTemplates(RD, Library, Out, Depth + 1);
    }
  }
}

/// Whether MD, a member of an instance, has a body written in user code
/// that the TU has not instantiated.
bool wantsBody(const CXXMethodDecl *MD, const SourceLocs &Locs) {
  if (MD->isDefined() || MD->isDeleted() || MD->isDefaulted() ||
      MD->isImplicit() || MD->isInvalidDecl())
    return false;
  const FunctionDecl *Pattern = MD->getTemplateInstantiationPattern();
  const FunctionDecl *Def = nullptr;
  return Pattern && Pattern->isDefined(Def) && Def->hasBody() &&
         Locs.isUserCode(Def->getLocation());
}

} // namespace

unsigned shapecheck::instantiateTemplateMembers(Sema &S, const SourceLocs &Locs,
                                                const LibraryCode &Library) {
  DiagnosticsEngine &Diags = S.getDiagnostics();
  if (Diags.hasFatalErrorOccurred())
    return 0;
  llvm::SetVector<ClassTemplateDecl *> Templates;
  collectTemplates(S.getASTContext().getTranslationUnitDecl(), Library,
                   Templates, 0);
  if (Templates.empty())
    return 0;

  // The errors of a member the program does not use are not the
  // program's: nobody sees them, and none stops the next member (no limit).
  // The parser's scope of the TU is gone by now; an instantiation that
  // declares a builtin it names (`__builtin_memcpy` in OpenCV's headers)
  // puts it in a TU scope, as it would while parsing.
  Scope TUScope(nullptr, Scope::DeclScope, Diags);
  TUScope.setEntity(S.getASTContext().getTranslationUnitDecl());
  Scope *OldScope = S.TUScope;
  if (!OldScope)
    S.TUScope = &TUScope;

  IgnoringDiagConsumer Ignore;
  DiagnosticConsumer *Client = Diags.getClient();
  std::unique_ptr<DiagnosticConsumer> Owned = Diags.takeClient();
  Diags.setClient(&Ignore, /*ShouldOwnClient=*/false);
  Diags.setErrorLimit(0);

  unsigned Count = 0;
  // An instantiated member can make new instances (of this template or
  // another): a few passes, each over the instances there are then.
  for (unsigned Pass = 0; Pass < 4; ++Pass) {
    unsigned Before = Count;
    for (ClassTemplateDecl *CT : Templates) {
      llvm::SmallVector<ClassTemplateSpecializationDecl *, 4> Specs(
          CT->specializations().begin(), CT->specializations().end());
      for (ClassTemplateSpecializationDecl *Spec : Specs) {
        if (Spec->getSpecializationKind() != TSK_ImplicitInstantiation ||
            !Spec->isThisDeclarationADefinition() || Spec->isInvalidDecl() ||
            Spec->isDependentContext())
          continue;
        for (Decl *D : Spec->decls()) {
          auto *MD = dyn_cast<CXXMethodDecl>(D);
          if (!MD || !wantsBody(MD, Locs))
            continue;
          unsigned Errors = Diags.getNumErrors();
          S.InstantiateFunctionDefinition(Spec->getPointOfInstantiation(), MD,
                                          /*Recursive=*/true,
                                          /*DefinitionRequired=*/false,
                                          /*AtEndOfTU=*/true);
          if (Diags.getNumErrors() != Errors)
            MD->setInvalidDecl();
          else if (MD->isDefined())
            ++Count;
        }
      }
    }
    if (Count == Before)
      break;
  }

  S.TUScope = OldScope;
  Diags.setErrorLimit(Diags.getDiagnosticOptions().ErrorLimit);
  if (Owned)
    Diags.setClient(Owned.release(), /*ShouldOwnClient=*/true);
  else
    Diags.setClient(Client, /*ShouldOwnClient=*/false);
  return Count;
}
