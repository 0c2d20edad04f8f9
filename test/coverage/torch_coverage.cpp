//===- torch_coverage.cpp - Which LibTorch names the pack describes -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Coverage as a fact: parses every header under LibTorch's
// torch/nn/modules/ and torch/nn/functional/ and ATen/core/TensorBody.h
// with Clang, enumerates
//   - the nn modules: classes of torch::nn derived from torch::nn::Module
//     (not templates: `torch::nn::LinearImpl`, found as `torch::nn::Linear`),
//   - the functionals: functions of torch::nn::functional (not ::detail),
//   - the tensor methods: public methods of at::Tensor in TensorBody.h,
// and asks the shipped rules (rules/*.rules, compiled in) whether a rule
// describes each name, or else whether an `undescribed REASON { ... }`
// declaration justifies it. Prints the counts and every name that is
// neither; exits 1 when there is one, or when a justification is stale (its
// name is described by a rule too, or is not in the headers).
//
//   torch_coverage RESOURCE_DIR TORCH_API_INCLUDE ATEN_INCLUDE [--list]
//                  [--pack FILE]
//
// --list prints every name with its status; --pack reads the rules from
// FILE instead of the shipped packs (an older torch.rules: the figures
// before a change).
//
//===----------------------------------------------------------------------===//

#include "Rules/RuleSet.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>
#include <string>

using namespace clang;
using llvm::StringRef;

namespace {

enum Group { Modules, Functionals, TensorMethods, NumGroups };
const char *const GroupNames[NumGroups] = {"modules", "functionals",
                                           "tensor methods"};

struct Found {
  // Name -> where it is declared (first declaration seen).
  std::map<std::string, std::string> Names[NumGroups];
};

bool derivesFromModule(const CXXRecordDecl *D, unsigned Depth = 0) {
  if (!D || Depth > 32 || !D->hasDefinition())
    return false;
  for (const CXXBaseSpecifier &B : D->getDefinition()->bases()) {
    const CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl();
    if (!BD)
      continue;
    if (BD->getQualifiedNameAsString() == "torch::nn::Module")
      return true;
    if (derivesFromModule(BD, Depth + 1))
      return true;
  }
  return false;
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(ASTContext &Ctx, Found &Out) : Ctx(Ctx), Out(Out) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitCXXRecordDecl(CXXRecordDecl *D) {
    if (!D->isThisDeclarationADefinition() || D->getDescribedClassTemplate() ||
        isa<ClassTemplateSpecializationDecl>(D) || D->isLambda())
      return true;
    std::string Where = file(D->getLocation());
    if (!StringRef(Where).contains("torch/nn/modules/"))
      return true;
    std::string Name = D->getQualifiedNameAsString();
    if (!StringRef(Name).starts_with("torch::nn::") || !derivesFromModule(D))
      return true;
    Out.Names[Modules].emplace(Name, Where);
    return true;
  }

  bool VisitFunctionDecl(FunctionDecl *F) {
    if (isa<CXXMethodDecl>(F)) {
      visitMethod(cast<CXXMethodDecl>(F));
      return true;
    }
    if (F->isTemplateInstantiation() || !F->getIdentifier())
      return true;
    std::string Where = file(F->getLocation());
    if (!StringRef(Where).contains("torch/nn/functional/"))
      return true;
    std::string Name = F->getQualifiedNameAsString();
    if (!StringRef(Name).starts_with("torch::nn::functional::") ||
        StringRef(Name).contains("::detail::"))
      return true;
    Out.Names[Functionals].emplace(Name, Where);
    return true;
  }

private:
  void visitMethod(const CXXMethodDecl *M) {
    if (isa<CXXConstructorDecl, CXXDestructorDecl, CXXConversionDecl>(M) ||
        M->isImplicit() || M->getAccess() != AS_public ||
        M->isTemplateInstantiation())
      return;
    const CXXRecordDecl *R = M->getParent();
    if (!R || R->getQualifiedNameAsString() != "at::Tensor")
      return;
    std::string Where = file(M->getLocation());
    if (!StringRef(Where).contains("ATen/core/TensorBody.h"))
      return;
    Out.Names[TensorMethods].emplace(M->getQualifiedNameAsString(), Where);
  }

  std::string file(SourceLocation L) {
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
    if (P.isInvalid())
      return std::string();
    return std::string(P.getFilename()) + ":" + std::to_string(P.getLine());
  }

  ASTContext &Ctx;
  Found &Out;
};

class Consumer : public ASTConsumer {
public:
  explicit Consumer(Found &Out) : Out(Out) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    Visitor(Ctx, Out).TraverseDecl(Ctx.getTranslationUnitDecl());
  }

private:
  Found &Out;
};

class Action : public ASTFrontendAction {
public:
  explicit Action(Found &Out) : Out(Out) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<Consumer>(Out);
  }

private:
  Found &Out;
};

/// Every header under Dir, recursively, as `#include` lines.
bool includeAll(StringRef Root, StringRef Dir, std::string &Code) {
  std::error_code EC;
  std::set<std::string> Files;
  llvm::SmallString<256> Base(Root);
  llvm::sys::path::append(Base, Dir);
  for (llvm::sys::fs::recursive_directory_iterator I(Base, EC), E;
       I != E && !EC; I.increment(EC))
    if (StringRef(I->path()).ends_with(".h"))
      Files.insert(I->path());
  if (EC || Files.empty()) {
    llvm::errs() << "torch_coverage: no headers under " << Base << "\n";
    return false;
  }
  for (const std::string &F : Files)
    Code += "#include \"" + F + "\"\n";
  return true;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 4) {
    llvm::errs() << "usage: torch_coverage RESOURCE_DIR TORCH_API_INCLUDE "
                    "ATEN_INCLUDE [--list] [--pack FILE]\n";
    return 2;
  }
  StringRef ResourceDir = argv[1], TorchApi = argv[2], AtenInc = argv[3];
  bool List = false;
  std::string Pack;
  for (int I = 4; I < argc; ++I) {
    if (StringRef(argv[I]) == "--list")
      List = true;
    else if (StringRef(argv[I]) == "--pack" && I + 1 < argc)
      Pack = argv[++I];
  }

  shapecheck::RuleSet Rules;
  std::vector<shapecheck::Diagnostic> Errs;
  if (!(Pack.empty() ? Rules.loadBuiltin(Errs) : Rules.load(Pack, Errs))) {
    for (const auto &E : Errs)
      llvm::errs() << E.str() << "\n";
    return 2;
  }

  std::string Code = "#include <torch/torch.h>\n";
  if (!includeAll(TorchApi, "torch/nn/modules", Code) ||
      !includeAll(TorchApi, "torch/nn/functional", Code))
    return 2;
  Code += "#include <ATen/core/TensorBody.h>\n";
  Found F;
  std::vector<std::string> Args = {
      "-std=c++17",    "-fsyntax-only",   "-w",
      "-resource-dir", ResourceDir.str(), "-I",
      TorchApi.str(),  "-idirafter",      AtenInc.str()};
  if (!tooling::runToolOnCodeWithArgs(std::make_unique<Action>(F), Code, Args,
                                      "torch_coverage_input.cpp")) {
    llvm::errs() << "torch_coverage: the LibTorch headers do not parse\n";
    return 2;
  }

  // Justifications that name something the headers do not declare, or
  // that a rule describes: stale.
  std::set<std::string> Seen;
  unsigned Missing = 0, Stale = 0;
  for (int G = 0; G < NumGroups; ++G) {
    unsigned Described = 0, Justified = 0, Miss = 0;
    std::map<std::string, unsigned> ByReason;
    for (const auto &[Name, Where] : F.Names[G]) {
      Seen.insert(Name);
      bool Knows = Rules.knows(Name);
      std::optional<shapecheck::RuleSet::Undescribed> U =
          Rules.undescribed(Name);
      if (Knows && U) {
        llvm::outs() << "stale justification: " << Name << " (" << U->Reason
                     << ", " << U->Loc << ") is described by a "
                     << "rule\n";
        ++Stale;
      }
      if (Knows) {
        ++Described;
        if (List)
          llvm::outs() << "described " << Name << "\n";
      } else if (U) {
        ++Justified;
        ++ByReason[U->Reason];
        if (List)
          llvm::outs() << "justified " << Name << " (" << U->Reason << ")\n";
      } else {
        ++Miss;
        llvm::outs() << "missing " << GroupNames[G] << ": " << Name << " ("
                     << Where << ")\n";
      }
    }
    llvm::outs() << GroupNames[G] << ": " << F.Names[G].size() << " in all, "
                 << Described << " described, " << Justified << " justified, "
                 << Miss << " missing";
    if (!ByReason.empty()) {
      llvm::outs() << " (justified:";
      for (const auto &[R, N] : ByReason)
        llvm::outs() << " " << R << " " << N;
      llvm::outs() << ")";
    }
    llvm::outs() << "\n";
    Missing += Miss;
  }
  for (const shapecheck::RuleSet::Undescribed &U : Rules.undescribedNames())
    if (!Seen.count(U.Name)) {
      llvm::outs() << "stale justification: " << U.Name << " (" << U.Loc
                   << ") is not a module, functional or tensor method of "
                      "these headers\n";
      ++Stale;
    }
  if (Missing || Stale) {
    llvm::outs() << Missing << " names missing, " << Stale
                 << " stale justifications: describe each missing name in "
                    "rules/torch.rules, or justify it in an `undescribed` "
                    "declaration (docs/rules.md)\n";
    return 1;
  }
  return 0;
}
