//===- ShapeDump.cpp - The --dump-shapes listing --------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Frontend/ShapeDump.h"
#include "Solver/Scheme.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <tuple>

using namespace shapecheck;

void ShapeDump::addFunction(const SourceLoc &Loc, std::string Name,
                            std::vector<Param> Params,
                            std::optional<ArrayType> Result,
                            std::string ResultType, SourceLoc Extent) {
  Functions.emplace(Loc, Function{std::move(Name), std::move(Params),
                                  std::move(Result), std::move(ResultType),
                                  std::move(Extent)});
}

/// Whether Path is Suffix or ends with "/" + Suffix (after removing "./").
static bool pathEndsWith(llvm::StringRef Path, llvm::StringRef Suffix) {
  while (Suffix.consume_front("./"))
    ;
  if (Path == Suffix)
    return true;
  return Path.ends_with(Suffix) && Path[Path.size() - Suffix.size() - 1] == '/';
}

/// Whether a qualified name ends with the components of Name.
static bool nameEndsWith(llvm::StringRef Qualified, llvm::StringRef Name) {
  Name.consume_front("::");
  if (Qualified == Name)
    return true;
  return Qualified.ends_with(Name) &&
         Qualified.drop_back(Name.size()).ends_with("::");
}

bool ShapeDump::selected(const Function &F) const {
  if (Filter.empty() || Filter == "*")
    return true;
  llvm::StringRef File, LineText;
  std::tie(File, LineText) = llvm::StringRef(Filter).rsplit(':');
  unsigned Line = 0;
  if (!File.empty() && !File.ends_with(":") &&
      !LineText.getAsInteger(10, Line) && Line != 0) {
    const SourceLoc &E = F.Extent;
    return E.valid() && pathEndsWith(E.File, File) && E.Line <= Line &&
           Line <= std::max(E.Line, E.EndLine);
  }
  return nameEndsWith(F.Name, Filter);
}

void ShapeDump::addLocal(const void *Key, const SourceLoc &Loc,
                         std::string Name, const ArrayType &T, Solver &S) {
  // What the code up to the declaration makes of it: a size still unknown
  // there stays unknown, though a later use binds it (`b2->forward(a)`
  // requires 64 of a width nobody knows: 64 holds only if the program is
  // right, and a program that is wrong there has another width).
  ArrayType Now = S.resolve(T);
  auto It = Locals.find(Key);
  if (It == Locals.end()) {
    std::string Text = S.str(Now);
    Locals[Key] = Local{Loc, std::move(Name), std::move(Now), std::move(Text)};
    return;
  }
  It->second.T = S.resolve(S.join(It->second.T, Now));
  It->second.Text = S.str(It->second.T);
}

static std::string where(const SourceLoc &L) {
  return L.File + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Col);
}

std::string ShapeDump::render(Solver &S) const {
  std::vector<std::pair<SourceLoc, std::string>> Lines;
  std::vector<SourceLoc> Extents; // of the selected functions
  bool All = Filter.empty() || Filter == "*";
  for (const auto &[Loc, F] : Functions) {
    if (!selected(F))
      continue;
    Extents.push_back(F.Extent.valid() ? F.Extent : Loc);
    std::vector<std::optional<ArrayType>> All;
    for (const Param &P : F.Params)
      All.push_back(P.Array);
    All.push_back(F.Result);
    // A dtype variable shared by parameters and result is shown.
    std::vector<DtypeVarId> Shared = sharedDtypeVars(S, All);
    auto Str = [&](const ArrayType &T) {
      ArrayType R = S.resolve(T);
      return S.str(R, llvm::is_contained(Shared, R.DtypeVar));
    };
    std::string Text = "'" + F.Name + "': (";
    for (size_t I = 0; I < F.Params.size(); ++I) {
      const Param &P = F.Params[I];
      Text +=
          (I ? ", " : "") + P.Name + ": " + (P.Array ? Str(*P.Array) : P.Type);
    }
    Text += ") -> " + (F.Result ? Str(*F.Result) : F.ResultType);
    Lines.emplace_back(Loc, std::move(Text));
  }
  auto inSelected = [&](const SourceLoc &L) {
    for (const SourceLoc &E : Extents)
      if (E.File == L.File && E.Line <= L.Line &&
          L.Line <= std::max(E.Line, E.EndLine))
        return true;
    return false;
  };
  for (const auto &[Key, L] : Locals)
    if (All || inSelected(L.Loc))
      Lines.emplace_back(L.Loc, "'" + L.Name + "': " + L.Text);
  std::stable_sort(Lines.begin(), Lines.end(),
                   [](const auto &A, const auto &B) {
                     if (A.first == B.first)
                       return A.second < B.second;
                     return A.first < B.first;
                   });
  // A template's local in each of its instances: one line per distinct
  // shape.
  Lines.erase(std::unique(Lines.begin(), Lines.end()), Lines.end());
  std::string Out;
  for (const auto &[Loc, Text] : Lines)
    Out += where(Loc) + ": " + Text + "\n";
  return Out;
}
