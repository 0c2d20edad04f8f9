//===- RuleValue.cpp - Values seen by the rules ---------------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Rules/RuleValue.h"

using namespace shapecheck;

RuleValue RuleValue::none() {
  RuleValue V;
  V.K = None;
  return V;
}

RuleValue RuleValue::array(ArrayType T) {
  RuleValue V;
  V.K = Array;
  V.Arr = std::move(T);
  return V;
}

RuleValue RuleValue::integer(Dim D) {
  RuleValue V;
  V.K = Int;
  V.IntV = std::move(D);
  return V;
}

RuleValue RuleValue::ints(std::vector<Dim> Ds) {
  RuleValue V;
  V.K = Ints;
  V.IntsV = std::move(Ds);
  return V;
}

RuleValue RuleValue::ints(std::initializer_list<int64_t> Cs) {
  std::vector<Dim> Ds;
  for (int64_t C : Cs)
    Ds.push_back(Dim::constant(C));
  return ints(std::move(Ds));
}

RuleValue RuleValue::boolean(bool B) {
  RuleValue V;
  V.K = Bool;
  V.BoolV = B;
  return V;
}

RuleValue RuleValue::scalar(DtypeSet D) {
  RuleValue V;
  V.K = Scalar;
  V.DtypeV = D;
  return V;
}

RuleValue RuleValue::floatConstant(double F) {
  RuleValue V = scalar(*DtypeSet::fromCategory("Float"));
  V.FloatV = F;
  return V;
}

RuleValue RuleValue::str(std::string S) {
  RuleValue V;
  V.K = Str;
  V.Name = std::move(S);
  return V;
}

RuleValue RuleValue::dtype(DtypeSet D) {
  RuleValue V;
  V.K = Dtype;
  V.DtypeV = D;
  return V;
}

RuleValue RuleValue::list(std::vector<RuleValue> Items) {
  RuleValue V;
  V.K = List;
  V.Items = std::move(Items);
  return V;
}

RuleValue RuleValue::tuple(std::vector<RuleValue> Items) {
  RuleValue V;
  V.K = Tuple;
  V.Items = std::move(Items);
  return V;
}

RuleValue RuleValue::options(std::string Type) {
  RuleValue V;
  V.K = Options;
  V.Name = std::move(Type);
  return V;
}

const RuleValue *RuleValue::field(llvm::StringRef FieldName) const {
  for (const auto &F : Fields)
    if (F.first == FieldName)
      return &F.second;
  return nullptr;
}

void RuleValue::setField(llvm::StringRef FieldName, RuleValue V) {
  for (auto &F : Fields)
    if (F.first == FieldName) {
      F.second = std::move(V);
      return;
    }
  Fields.emplace_back(FieldName.str(), std::move(V));
}

static void joinItems(Solver &S, const std::vector<RuleValue> &Items,
                      std::string &Out) {
  for (size_t I = 0; I < Items.size(); ++I) {
    if (I)
      Out += ", ";
    Out += Items[I].str(S);
  }
}

std::string RuleValue::str(Solver &S) const {
  switch (K) {
  case Unknown:
    return "?";
  case None:
    return "none";
  case Array:
    return S.str(S.resolve(Arr));
  case Int:
    return S.str(S.resolve(IntV));
  case Ints: {
    std::string Out = "{";
    for (size_t I = 0; I < IntsV.size(); ++I) {
      if (I)
        Out += ", ";
      Out += S.str(S.resolve(IntsV[I]));
    }
    return Out + "}";
  }
  case Bool:
    return BoolV ? "true" : "false";
  case Scalar:
    return "scalar " + DtypeV.str();
  case Str:
    return "\"" + Name + "\"";
  case Dtype:
    return DtypeV.str();
  case List: {
    std::string Out = "[";
    joinItems(S, Items, Out);
    if (Open && !Rest.empty()) {
      Out += (Items.empty() ? "" : ", ") + Rest[0].str(S) + "...";
      for (const RuleValue &T : Tail)
        Out += ", " + T.str(S);
      return Out + "]";
    }
    return Out + (Open ? ", ...]" : "]");
  }
  case Tuple: {
    std::string Out = "(";
    joinItems(S, Items, Out);
    return Out + ")";
  }
  case Iter: {
    RuleValue L = *this;
    L.K = List;
    return "iterator into " + L.str(S);
  }
  case Options:
  case Module: {
    std::string Out = Name + "(";
    for (size_t I = 0; I < Fields.size(); ++I) {
      if (I)
        Out += ", ";
      Out += Fields[I].first + "=" + Fields[I].second.str(S);
    }
    return Out + ")";
  }
  }
  return "?";
}

void RuleValue::resolveIn(Solver &S) {
  if (K == Array)
    Arr = S.resolve(Arr);
  else if (K == Int)
    IntV = S.resolve(IntV);
  else if (K == Ints)
    for (Dim &D : IntsV)
      D = S.resolve(D);
  for (RuleValue &Item : Items)
    Item.resolveIn(S);
  for (RuleValue &Item : Rest)
    Item.resolveIn(S);
  for (auto &F : Fields)
    F.second.resolveIn(S);
}
