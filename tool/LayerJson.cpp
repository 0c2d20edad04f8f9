//===- LayerJson.cpp - A file's part of the run's summaries, stored -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#include "LayerJson.h"
#include "Cache/CacheFiles.h"
#include "Cache/ResultCache.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cmath>

using namespace shapecheck;
namespace json = llvm::json;

namespace {

using Maybe = std::optional<json::Value>;

bool sameExpr(const std::shared_ptr<const AxisExpr> &A,
              const std::shared_ptr<const AxisExpr> &B) {
  if (!A || !B)
    return !A == !B;
  return A->K == B->K && A->Value == B->Value && A->Name == B->Name &&
         A->Begin == B->Begin && A->End == B->End && sameExpr(A->Lhs, B->Lhs) &&
         sameExpr(A->Rhs, B->Rhs);
}

bool sameAxis(const Axis &A, const Axis &B) {
  return A.K == B.K && A.Broadcastable == B.Broadcastable &&
         A.Varying == B.Varying && A.Name == B.Name && A.DocName == B.DocName &&
         sameExpr(A.Size, B.Size) && A.Begin == B.Begin && A.End == B.End;
}

/// Whether two specs are the same to the last offset.
bool sameSpec(const ShapeSpec &A, const ShapeSpec &B) {
  return A.Text == B.Text && A.VariadicIndex == B.VariadicIndex &&
         A.Axes.size() == B.Axes.size() &&
         std::equal(A.Axes.begin(), A.Axes.end(), B.Axes.begin(), sameAxis);
}

/// An annotation as its text, when the text parses back to the same spec.
Maybe encode(const std::optional<Annotation> &A) {
  if (!A)
    return json::Value(nullptr);
  ShapeSpec Back;
  SyntaxError Err;
  if (!parseShape(A->Shape.Text, Back, Err) || !sameSpec(Back, A->Shape))
    return std::nullopt;
  return json::Object{{"cat", A->Category},
                      {"dtypes", static_cast<int64_t>(A->Dtypes.bits())},
                      {"shape", A->Shape.Text}};
}

bool decode(const json::Value &V, std::optional<Annotation> &A) {
  if (V.getAsNull()) {
    A.reset();
    return true;
  }
  const json::Object *O = V.getAsObject();
  if (!O)
    return false;
  auto Cat = O->getString("cat");
  auto Bits = O->getInteger("dtypes");
  auto Shape = O->getString("shape");
  SyntaxError Err;
  Annotation Out;
  if (!Cat || !Bits || !Shape || !parseShape(*Shape, Out.Shape, Err))
    return false;
  Out.Category = Cat->str();
  Out.Dtypes = DtypeSet(static_cast<uint32_t>(*Bits));
  A = std::move(Out);
  return true;
}

json::Value encode(const SourceLoc &L) { return shapecheck::toJSON(L); }

bool decode(const json::Value *V, SourceLoc &L) {
  json::Path::Root Root;
  bool Ok = V && shapecheck::fromJSON(*V, L, Root);
  llvm::consumeError(Root.getError());
  return Ok;
}

/// A list of optional annotations.
Maybe encode(const std::vector<std::optional<Annotation>> &As) {
  json::Array Out;
  for (const auto &A : As) {
    Maybe J = encode(A);
    if (!J)
      return std::nullopt;
    Out.push_back(std::move(*J));
  }
  return json::Value(std::move(Out));
}

bool decode(const json::Value *V, std::vector<std::optional<Annotation>> &As) {
  const json::Array *A = V ? V->getAsArray() : nullptr;
  if (!A)
    return false;
  As.resize(A->size());
  for (size_t I = 0; I != A->size(); ++I)
    if (!decode((*A)[I], As[I]))
      return false;
  return true;
}

/// [name, size] pairs (decodeSizes reads them).
json::Array encodeSizes(const std::vector<std::pair<std::string, int64_t>> &S) {
  json::Array Out;
  for (const auto &[Name, Size] : S)
    Out.push_back(json::Array{Name, Size});
  return Out;
}

Maybe encode(const ExportedSignature &E) {
  Maybe Params = encode(E.Params), Result = encode(E.Result),
        Items = encode(E.ResultItems);
  if (!Params || !Result || !Items)
    return std::nullopt;
  json::Array Names;
  for (const std::string &N : E.ParamNames)
    Names.push_back(N);
  return json::Object{{"params", std::move(*Params)},
                      {"result", std::move(*Result)},
                      {"items", std::move(*Items)},
                      {"def", encode(E.Definition)},
                      {"dims", encodeSizes(E.InstanceDims)},
                      {"changes", E.ChangesObject},
                      {"names", std::move(Names)}};
}

/// A list of [name, size] pairs.
bool decodeSizes(const json::Array &A,
                 std::vector<std::pair<std::string, int64_t>> &Out) {
  for (const json::Value &D : A) {
    const json::Array *P = D.getAsArray();
    if (!P || P->size() != 2 || !(*P)[0].getAsString() ||
        !(*P)[1].getAsInteger())
      return false;
    Out.push_back({(*P)[0].getAsString()->str(), *(*P)[1].getAsInteger()});
  }
  return true;
}

bool decode(const json::Value &V, ExportedSignature &E) {
  const json::Object *O = V.getAsObject();
  if (!O || !decode(O->get("params"), E.Params) ||
      !decode(O->get("items"), E.ResultItems) ||
      !decode(O->get("def"), E.Definition))
    return false;
  const json::Value *Result = O->get("result");
  const json::Array *Dims = O->getArray("dims");
  // Absent in a layer written before the field: "may change".
  E.ChangesObject = O->getBoolean("changes").value_or(true);
  if (const json::Array *Names = O->getArray("names"))
    for (const json::Value &N : *Names) {
      std::optional<llvm::StringRef> S = N.getAsString();
      if (!S)
        return false;
      E.ParamNames.push_back(S->str());
    }
  return Result && decode(*Result, E.Result) && Dims &&
         decodeSizes(*Dims, E.InstanceDims);
}

/// A size: a constant or `?` (dynamic), with its `#`.
Maybe encode(const Dim &D) {
  if (D.isDynamic())
    return json::Array{"?", D.Bcast};
  std::optional<int64_t> C = D.asConstant();
  if (!C)
    return std::nullopt; // a variable of the requesting unit's solver
  return json::Array{*C, D.Bcast};
}

bool decode(const json::Value &V, Dim &D) {
  const json::Array *A = V.getAsArray();
  if (!A || A->size() != 2 || !(*A)[1].getAsBoolean())
    return false;
  if ((*A)[0].getAsString() == std::optional<llvm::StringRef>("?"))
    D = Dim::dynamic();
  else if (std::optional<int64_t> C = (*A)[0].getAsInteger())
    D = Dim::constant(*C);
  else
    return false;
  D.Bcast = *(*A)[1].getAsBoolean();
  return true;
}

/// A value without arrays (the arguments of an instance request).
Maybe encode(const RuleValue &V) {
  if (V.is(RuleValue::Array) || (V.FloatV && !std::isfinite(*V.FloatV)))
    return std::nullopt;
  Maybe Int = encode(V.IntV);
  if (!Int)
    return std::nullopt;
  json::Array Ints, Items, Fields;
  for (const Dim &D : V.IntsV) {
    Maybe J = encode(D);
    if (!J)
      return std::nullopt;
    Ints.push_back(std::move(*J));
  }
  for (const RuleValue &I : V.Items) {
    Maybe J = encode(I);
    if (!J)
      return std::nullopt;
    Items.push_back(std::move(*J));
  }
  for (const auto &[Name, F] : V.Fields) {
    Maybe J = encode(F);
    if (!J)
      return std::nullopt;
    Fields.push_back(json::Array{Name, std::move(*J)});
  }
  json::Value Float = nullptr;
  if (V.FloatV)
    Float = *V.FloatV;
  return json::Object{{"k", static_cast<int64_t>(V.K)},
                      {"weak", V.Weak},
                      {"int", std::move(*Int)},
                      {"ints", std::move(Ints)},
                      {"bool", V.BoolV},
                      {"dtype", static_cast<int64_t>(V.DtypeV.bits())},
                      {"float", std::move(Float)},
                      {"name", V.Name},
                      {"items", std::move(Items)},
                      {"open", V.Open},
                      {"fields", std::move(Fields)},
                      {"loc", encode(V.Loc)}};
}

bool decode(const json::Value &V, RuleValue &Out) {
  const json::Object *O = V.getAsObject();
  if (!O)
    return false;
  auto K = O->getInteger("k");
  auto Weak = O->getBoolean("weak"), Bool = O->getBoolean("bool"),
       Open = O->getBoolean("open");
  auto Dtype = O->getInteger("dtype");
  auto Name = O->getString("name");
  const json::Value *Int = O->get("int"), *Float = O->get("float");
  const json::Array *Ints = O->getArray("ints"), *Items = O->getArray("items"),
                    *Fields = O->getArray("fields");
  if (!K || *K < 0 || *K > RuleValue::Module || !Weak || !Bool || !Open ||
      !Dtype || !Name || !Int || !Float || !Ints || !Items || !Fields ||
      !decode(*Int, Out.IntV) || !decode(O->get("loc"), Out.Loc))
    return false;
  Out.K = static_cast<RuleValue::Kind>(*K);
  Out.Weak = *Weak;
  Out.BoolV = *Bool;
  Out.Open = *Open;
  Out.DtypeV = DtypeSet(static_cast<uint32_t>(*Dtype));
  Out.Name = Name->str();
  if (!Float->getAsNull()) {
    if (!Float->getAsNumber())
      return false;
    Out.FloatV = *Float->getAsNumber();
  }
  for (const json::Value &D : *Ints)
    if (!decode(D, Out.IntsV.emplace_back()))
      return false;
  for (const json::Value &I : *Items)
    if (!decode(I, Out.Items.emplace_back()))
      return false;
  for (const json::Value &F : *Fields) {
    const json::Array *P = F.getAsArray();
    if (!P || P->size() != 2 || !(*P)[0].getAsString())
      return false;
    auto &Field = Out.Fields.emplace_back();
    Field.first = (*P)[0].getAsString()->str();
    if (!decode((*P)[1], Field.second))
      return false;
  }
  return true;
}

/// The requests for one constructor, by instance key.
Maybe encode(const std::map<std::string, InstanceRequest> &Rs) {
  json::Array Out;
  for (const auto &[Key, R] : Rs) {
    json::Array Args;
    for (const RuleValue &A : R.Args) {
      Maybe J = encode(A);
      if (!J)
        return std::nullopt;
      Args.push_back(std::move(*J));
    }
    json::Array Entry{Key, std::move(Args), encode(R.Site)};
    if (!R.Call.empty()) {
      Maybe Shapes = encode(R.ArgShapes);
      if (!Shapes)
        return std::nullopt;
      Entry.push_back(json::Object{{"call", R.Call},
                                   {"instance", R.Instance},
                                   {"shapes", std::move(*Shapes)}});
    }
    Out.push_back(std::move(Entry));
  }
  return json::Value(std::move(Out));
}

/// The canonical text of a value: a digest of it compares what was read.
std::string digest(const json::Value &V) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << V;
  OS.flush();
  return cacheKey({Text});
}

json::Value encodeGlobal(const GlobalFacts &F) {
  json::Object O{{"written", F.Written}};
  if (F.Init)
    O["init"] = *F.Init;
  return O;
}

bool decodeGlobal(const json::Value &V, GlobalFacts &F) {
  const json::Object *O = V.getAsObject();
  std::optional<bool> W = O ? O->getBoolean("written") : std::nullopt;
  if (!W)
    return false;
  F.Written = *W;
  if (const json::Value *I = O->get("init")) {
    std::optional<int64_t> N = I->getAsInteger();
    if (!N)
      return false;
    F.Init = *N;
  }
  return true;
}

json::Value encodeClass(const ClassFacts &F) {
  json::Array Bases;
  for (const std::string &B : F.Bases)
    Bases.push_back(B);
  return json::Object{{"name", F.Name},
                      {"def", encode(F.Definition)},
                      {"bases", std::move(Bases)},
                      {"abstract", F.Abstract},
                      {"sizes", encodeSizes(F.Sizes)}};
}

bool decodeClass(const json::Value &V, ClassFacts &F) {
  const json::Object *O = V.getAsObject();
  std::optional<llvm::StringRef> Name = O ? O->getString("name") : std::nullopt;
  std::optional<bool> Abstract = O ? O->getBoolean("abstract") : std::nullopt;
  const json::Array *Bases = O ? O->getArray("bases") : nullptr;
  const json::Array *Sizes = O ? O->getArray("sizes") : nullptr;
  if (!Name || !Abstract || !Bases || !Sizes ||
      !decode(O->get("def"), F.Definition))
    return false;
  F.Name = Name->str();
  F.Abstract = *Abstract;
  for (const json::Value &B : *Bases) {
    std::optional<llvm::StringRef> S = B.getAsString();
    if (!S)
      return false;
    F.Bases.push_back(S->str());
  }
  return decodeSizes(*Sizes, F.Sizes);
}

json::Value
encodeDerived(const std::vector<std::pair<std::string, ClassFacts>> &Classes) {
  json::Array Out;
  for (const auto &[USR, F] : Classes)
    Out.push_back(json::Array{USR, encodeClass(F)});
  return Out;
}

template <typename Map> std::vector<llvm::StringRef> sortedKeys(const Map &M) {
  std::vector<llvm::StringRef> Keys;
  for (const auto &E : M)
    Keys.push_back(E.getKey());
  llvm::sort(Keys);
  return Keys;
}

} // namespace

std::optional<json::Value> shapecheck::layerToJSON(const ProgramSummaries &L) {
  json::Array Sigs, Requests;
  for (llvm::StringRef USR : sortedKeys(L.ownSignatures())) {
    Maybe J = encode(L.ownSignatures().find(USR)->second);
    if (!J)
      return std::nullopt;
    Sigs.push_back(json::Array{USR, std::move(*J)});
  }
  for (llvm::StringRef Ctor : sortedKeys(L.ownRequests())) {
    Maybe J = encode(L.ownRequests().find(Ctor)->second);
    if (!J)
      return std::nullopt;
    Requests.push_back(json::Array{Ctor, std::move(*J)});
  }
  json::Array Globals;
  for (llvm::StringRef USR : sortedKeys(L.ownGlobals()))
    Globals.push_back(
        json::Array{USR, encodeGlobal(L.ownGlobals().find(USR)->second)});
  json::Array Classes;
  for (llvm::StringRef USR : sortedKeys(L.ownClasses()))
    Classes.push_back(
        json::Array{USR, encodeClass(L.ownClasses().find(USR)->second)});
  return json::Object{{"sigs", std::move(Sigs)},
                      {"requests", std::move(Requests)},
                      {"globals", std::move(Globals)},
                      {"classes", std::move(Classes)}};
}

bool shapecheck::layerFromJSON(const json::Value &V, ProgramSummaries &Layer) {
  const json::Object *O = V.getAsObject();
  const json::Array *Sigs = O ? O->getArray("sigs") : nullptr;
  const json::Array *Requests = O ? O->getArray("requests") : nullptr;
  const json::Array *Globals = O ? O->getArray("globals") : nullptr;
  if (!Sigs || !Requests || !Globals)
    return false;
  for (const json::Value &G : *Globals) {
    const json::Array *P = G.getAsArray();
    GlobalFacts F;
    if (!P || P->size() != 2 || !(*P)[0].getAsString() ||
        !decodeGlobal((*P)[1], F))
      return false;
    Layer.addGlobal(*(*P)[0].getAsString(), F);
  }
  // Absent in a layer written before classes were exported: none.
  if (const json::Array *Classes = O->getArray("classes"))
    for (const json::Value &C : *Classes) {
      const json::Array *P = C.getAsArray();
      ClassFacts F;
      if (!P || P->size() != 2 || !(*P)[0].getAsString() ||
          !decodeClass((*P)[1], F))
        return false;
      Layer.addClass(*(*P)[0].getAsString(), std::move(F));
    }
  for (const json::Value &S : *Sigs) {
    const json::Array *P = S.getAsArray();
    ExportedSignature E;
    if (!P || P->size() != 2 || !(*P)[0].getAsString() || !decode((*P)[1], E))
      return false;
    Layer.add(*(*P)[0].getAsString(), std::move(E));
  }
  for (const json::Value &R : *Requests) {
    const json::Array *P = R.getAsArray();
    const json::Array *Rs =
        P && P->size() == 2 ? (*P)[1].getAsArray() : nullptr;
    if (!Rs || !(*P)[0].getAsString())
      return false;
    for (const json::Value &One : *Rs) {
      const json::Array *Q = One.getAsArray();
      const json::Array *Args = Q && (Q->size() == 3 || Q->size() == 4)
                                    ? (*Q)[1].getAsArray()
                                    : nullptr;
      InstanceRequest Req;
      if (!Args || !(*Q)[0].getAsString() || !decode(&(*Q)[2], Req.Site))
        return false;
      if (Q->size() == 4) {
        // A call request.
        const json::Object *C = (*Q)[3].getAsObject();
        std::optional<llvm::StringRef> Call =
            C ? C->getString("call") : std::nullopt;
        std::optional<llvm::StringRef> Instance =
            C ? C->getString("instance") : std::nullopt;
        if (!Call || Call->empty() || !Instance ||
            !decode(C->get("shapes"), Req.ArgShapes))
          return false;
        Req.Call = Call->str();
        Req.Instance = Instance->str();
      }
      for (const json::Value &A : *Args)
        if (!decode(A, Req.Args.emplace_back()))
          return false;
      Layer.request(*(*P)[0].getAsString(), (*Q)[0].getAsString()->str(),
                    std::move(Req));
    }
  }
  return true;
}

std::string shapecheck::readNow(const ProgramSummaries &Base,
                                llvm::StringRef Name) {
  Maybe J;
  if (Name.consume_front("s:")) {
    const ExportedSignature *E = Base.find(Name);
    J = E ? encode(*E) : Maybe(json::Value("none"));
  } else if (Name.consume_front("r:")) {
    J = encode(Base.requests(Name));
  } else if (Name.consume_front("g:")) {
    const GlobalFacts *G = Base.findGlobal(Name);
    J = G ? Maybe(encodeGlobal(*G)) : Maybe(json::Value("none"));
  } else if (Name.consume_front("d:")) {
    J = encodeDerived(Base.derivedFrom(Name));
  }
  return J ? digest(*J) : "";
}

std::optional<std::vector<std::pair<std::string, std::string>>>
shapecheck::readsOf(const ProgramSummaries &Layer,
                    const ProgramSummaries &Base) {
  std::vector<std::pair<std::string, std::string>> Out;
  const ProgramSummaries::BaseReads &R = Layer.baseReads();
  for (const std::string &USR : R.Signatures)
    Out.push_back({"s:" + USR, ""});
  for (const std::string &Ctor : R.Requests)
    Out.push_back({"r:" + Ctor, ""});
  for (const std::string &USR : R.Globals)
    Out.push_back({"g:" + USR, ""});
  for (const std::string &USR : R.Derived)
    Out.push_back({"d:" + USR, ""});
  for (auto &[Name, Digest] : Out) {
    Digest = readNow(Base, Name);
    if (Digest.empty())
      return std::nullopt;
  }
  return Out;
}
