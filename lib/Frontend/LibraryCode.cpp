//===- LibraryCode.cpp - Library declarations, never analysed -------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/LibraryCode.h"
#include "Frontend/SourceLocs.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclBase.h"

using namespace shapecheck;
using namespace clang;

LibraryCode::LibraryCode(const SourceLocs &Locs,
                         const llvm::StringSet<> &Builtin)
    : Locs(Locs), Namespaces(Builtin) {
  Namespaces.insert("std");
}

llvm::StringRef LibraryCode::outermostNamespace(const DeclContext *DC) {
  llvm::StringRef Out;
  for (; DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getIdentifier())
        Out = NS->getName();
  return Out;
}

bool LibraryCode::isUserScopedEnum(QualType T) const {
  const auto *ET =
      T.isNull() ? nullptr : T.getNonReferenceType()->getAs<EnumType>();
  return ET && ET->getDecl()->isScoped() && ET->getDecl()->isComplete() &&
         !isLibrary(ET->getDecl());
}

bool LibraryCode::isLibrary(const Decl *D) const {
  if (!D)
    return false;
  if (D->getLocation().isValid() && !Locs.isUserCode(D->getLocation()))
    return true;
  const DeclContext *DC =
      isa<DeclContext>(D) ? cast<DeclContext>(D) : D->getDeclContext();
  llvm::StringRef NS = outermostNamespace(DC);
  return !NS.empty() && isLibraryNamespace(NS);
}
