//===- ReasonFields.cpp - Structured reasons in JSON-based reports --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "Report/ReasonFields.h"
#include "llvm/ADT/STLExtras.h"

using namespace shapecheck;
using Json = nlohmann::ordered_json;

/// Where Key goes in an object: the fields of a reason in the documented
/// order (docs/json-format.md), any other key after them.
static unsigned rank(llvm::StringRef Key) {
  static constexpr llvm::StringLiteral Order[] = {
      "kind", "callee", "param", "name", "index", "operands", "op", "within"};
  return llvm::find(Order, Key) - std::begin(Order);
}

/// V as an ordered JSON value: an object's keys in the documented order, so
/// that the output is stable.
static Json ordered(const llvm::json::Value &V) {
  if (auto S = V.getAsString())
    return S->str();
  if (auto I = V.getAsInteger())
    return *I;
  if (auto B = V.getAsBoolean())
    return *B;
  if (auto D = V.getAsNumber())
    return *D;
  if (const llvm::json::Array *A = V.getAsArray()) {
    Json Out = Json::array();
    for (const llvm::json::Value &E : *A)
      Out.push_back(ordered(E));
    return Out;
  }
  const llvm::json::Object *O = V.getAsObject();
  if (!O)
    return nullptr;
  std::vector<llvm::StringRef> Keys;
  for (const auto &KV : *O)
    Keys.push_back(KV.first);
  llvm::sort(Keys, [](llvm::StringRef A, llvm::StringRef B) {
    return std::make_pair(rank(A), A) < std::make_pair(rank(B), B);
  });
  Json Out = Json::object();
  for (llvm::StringRef K : Keys)
    Out[K.str()] = ordered(*O->get(K));
  return Out;
}

static void put(Json &Out, const char *Key, const ReasonDesc &D) {
  if (!D.empty())
    Out[Key] = ordered(toJSON(D));
}

void shapecheck::addReasonFields(Json &Out, const Finding &F) {
  put(Out, "reason", F.Reason);
  put(Out, "expected", F.Expected);
}

void shapecheck::addNoteFields(Json &Out, const DiagNote &N) {
  if (N.Role != NoteRole::None)
    Out["role"] = noteRoleId(N.Role).str();
  put(Out, "label", N.Label);
}
