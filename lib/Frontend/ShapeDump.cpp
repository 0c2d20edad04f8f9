//===- ShapeDump.cpp - The --dump-shapes listing --------------------------===//
#include "Frontend/ShapeDump.h"
#include <algorithm>

using namespace shapecheck;

void ShapeDump::addFunction(const SourceLoc &Loc, std::string Name,
                            std::vector<Param> Params,
                            std::optional<ArrayType> Result,
                            std::string ResultType) {
  Functions.emplace(Loc, Function{std::move(Name), std::move(Params),
                                  std::move(Result), std::move(ResultType)});
}

void ShapeDump::addLocal(const void *Key, const SourceLoc &Loc,
                         std::string Name, const ArrayType &T, Solver &S) {
  auto It = Locals.find(Key);
  if (It == Locals.end()) {
    Locals[Key] = Local{Loc, std::move(Name), T};
    return;
  }
  It->second.T = ArrayType{S.join(It->second.T.Shape, T.Shape),
                           It->second.T.Dtype.join(T.Dtype)};
}

static std::string where(const SourceLoc &L) {
  return L.File + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Col);
}

std::string ShapeDump::render(Solver &S) const {
  std::vector<std::pair<SourceLoc, std::string>> Lines;
  for (const auto &[Loc, F] : Functions) {
    std::string Text = "'" + F.Name + "': (";
    for (size_t I = 0; I < F.Params.size(); ++I) {
      const Param &P = F.Params[I];
      Text += (I ? ", " : "") + P.Name + ": " +
              (P.Array ? S.str(S.resolve(*P.Array)) : P.Type);
    }
    Text += ") -> " + (F.Result ? S.str(S.resolve(*F.Result)) : F.ResultType);
    Lines.emplace_back(Loc, std::move(Text));
  }
  for (const auto &[Key, L] : Locals)
    Lines.emplace_back(L.Loc, "'" + L.Name + "': " + S.str(S.resolve(L.T)));
  std::stable_sort(Lines.begin(), Lines.end(),
                   [](const auto &A, const auto &B) {
                     if (A.first == B.first)
                       return A.second < B.second;
                     return A.first < B.first;
                   });
  std::string Out;
  for (const auto &[Loc, Text] : Lines)
    Out += where(Loc) + ": " + Text + "\n";
  return Out;
}
