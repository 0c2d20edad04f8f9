//===- HeaderFlags.cpp - Clang options that a library's headers need ------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/HeaderFlags.h"
#include "Rules/RuleAst.h"
#include "Rules/RuleSet.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"

using namespace shapecheck;
using namespace clang;

namespace {

/// The language options of the command with Extra appended, or nothing
/// when Clang rejects the options.
std::optional<LangOptions> parsedWith(const CompilerInvocation &Base,
                                      llvm::ArrayRef<std::string> Extra) {
  std::vector<std::string> Args = Base.getCC1CommandLine();
  Args.insert(Args.end(), Extra.begin(), Extra.end());
  std::vector<const char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(A.c_str());
  IntrusiveRefCntPtr<DiagnosticOptions> DO(new DiagnosticOptions());
  IgnoringDiagConsumer Ignore;
  DiagnosticsEngine Diags(new DiagnosticIDs(), DO, &Ignore,
                          /*ShouldOwnClient=*/false);
  CompilerInvocation Inv;
  if (!CompilerInvocation::CreateFromArgs(Inv, Argv, Diags) ||
      Diags.hasErrorOccurred())
    return std::nullopt;
  return Inv.getLangOpts();
}

/// Sets in Cur every language option that differs between Without and With.
void applyDifference(LangOptions &Cur, const LangOptions &Without,
                     const LangOptions &With) {
#define LANGOPT(Name, Bits, Default, Description)                              \
  if (With.Name != Without.Name)                                               \
    Cur.Name = With.Name;
#define ENUM_LANGOPT(Name, Type, Bits, Default, Description)                   \
  if (With.get##Name() != Without.get##Name())                                 \
    Cur.set##Name(With.get##Name());
#include "clang/Basic/LangOptions.def"
}

/// Applies the options of D to CI's language options.
void applyFlags(CompilerInstance &CI, const rules::HeaderFlags &D) {
  std::optional<LangOptions> Without = parsedWith(CI.getInvocation(), {});
  std::optional<LangOptions> With = parsedWith(CI.getInvocation(), D.Flags);
  if (Without && With)
    applyDifference(CI.getLangOpts(), *Without, *With);
}

/// Applies each declaration's options at the first `#include` whose name,
/// as written, starts with its string (`<xtensor/xarray.hpp>`), and records
/// that string in Fired (when not null).
class FlagsOnInclude : public PPCallbacks {
public:
  FlagsOnInclude(CompilerInstance &CI,
                 std::vector<const rules::HeaderFlags *> Pending,
                 std::vector<std::string> *Fired)
      : CI(CI), Pending(std::move(Pending)), Fired(Fired) {}

  void InclusionDirective(SourceLocation, const Token &, StringRef FileName,
                          bool, CharSourceRange, OptionalFileEntryRef,
                          StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    for (auto It = Pending.begin(); It != Pending.end();) {
      if (!FileName.starts_with((*It)->PathFragment)) {
        ++It;
        continue;
      }
      applyFlags(CI, **It);
      if (Fired)
        Fired->push_back((*It)->PathFragment);
      It = Pending.erase(It);
    }
  }

private:
  CompilerInstance &CI;
  std::vector<const rules::HeaderFlags *> Pending;
  std::vector<std::string> *Fired;
};

} // namespace

void shapecheck::installHeaderFlags(CompilerInstance &CI, const RuleSet &Rules,
                                    llvm::ArrayRef<std::string> Included,
                                    std::vector<std::string> *Fired) {
  llvm::ArrayRef<const rules::HeaderFlags *> All = Rules.headerFlags();
  if (All.empty() || !CI.hasPreprocessor())
    return;
  std::vector<const rules::HeaderFlags *> Pending;
  for (const rules::HeaderFlags *D : All) {
    if (llvm::is_contained(Included, D->PathFragment))
      applyFlags(CI, *D);
    else
      Pending.push_back(D);
  }
  if (!Pending.empty())
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<FlagsOnInclude>(CI, std::move(Pending), Fired));
}
