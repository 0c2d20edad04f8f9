//===- ReasonJson.cpp - Reasons and origins as JSON -----------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one data form of a ReasonDesc, shared by the JSON and SARIF reports and
// the result cache: kind ids from ReasonKinds.def, the fields that are set.
//
//===----------------------------------------------------------------------===//
#include "Shape/ReasonDesc.h"
#include <limits>

using namespace shapecheck;
namespace json = llvm::json;
using Kind = ReasonDesc::Kind;

namespace {
struct KindId {
  Kind K;
  llvm::StringRef Id;
};
constexpr KindId KindIds[] = {
#define SHAPECHECK_REASON(Name, Id) {Kind::Name, Id},
#include "Shape/ReasonKinds.def"
};
} // namespace

llvm::StringRef shapecheck::reasonKindId(Kind K) {
  return KindIds[static_cast<unsigned>(K)].Id;
}

std::optional<Kind> shapecheck::parseReasonKindId(llvm::StringRef Id) {
  for (const KindId &E : KindIds)
    if (E.Id == Id)
      return E.K;
  return std::nullopt;
}

bool ReasonDesc::operator==(const ReasonDesc &O) const {
  if (K != O.K || Callee != O.Callee || Param != O.Param || Name != O.Name ||
      Index != O.Index || Operands != O.Operands || Op != O.Op ||
      bool(Within) != bool(O.Within))
    return false;
  return !Within || *Within == *O.Within;
}

json::Value shapecheck::toJSON(const ReasonDesc &D) {
  if (D.empty())
    return nullptr;
  json::Object O{{"kind", reasonKindId(D.K)}};
  auto Put = [&](llvm::StringRef Key, const std::string &V) {
    if (!V.empty())
      O[Key] = V;
  };
  Put("callee", D.Callee);
  Put("param", D.Param);
  Put("name", D.Name);
  if (D.Index || D.K == Kind::RnnState)
    O["index"] = D.Index;
  if (!D.Operands.empty())
    O["operands"] = D.Operands;
  Put("op", D.Op);
  if (D.Within && !D.Within->empty())
    O["within"] = toJSON(*D.Within);
  return O;
}

bool shapecheck::fromJSON(const json::Value &V, ReasonDesc &D, json::Path P) {
  D = ReasonDesc();
  if (V.getAsNull())
    return true;
  json::ObjectMapper O(V, P);
  std::string Id;
  if (!O || !O.map("kind", Id))
    return false;
  std::optional<Kind> K = parseReasonKindId(Id);
  if (!K) {
    P.field("kind").report("unknown reason kind");
    return false;
  }
  D.K = *K;
  std::optional<ReasonDesc> Within;
  int64_t Index = 0;
  bool Ok = O.mapOptional("callee", D.Callee) &&
            O.mapOptional("param", D.Param) && O.mapOptional("name", D.Name) &&
            O.mapOptional("index", Index) &&
            O.mapOptional("operands", D.Operands) &&
            O.mapOptional("op", D.Op) && O.mapOptional("within", Within);
  if (Index < 0 || Index > std::numeric_limits<unsigned>::max()) {
    P.field("index").report("expected an index");
    return false;
  }
  D.Index = static_cast<unsigned>(Index);
  if (Within && !Within->empty())
    D.Within = std::make_shared<const ReasonDesc>(std::move(*Within));
  return Ok;
}
