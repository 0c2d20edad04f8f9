//===- RuleJoin.cpp - Joins of values and appends to lists ----------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The join of two values is what both agree on: where two paths meet (the
// branches of an `if`, the trips of a loop) and for what an iterator points
// to. Two lists of different lengths join to an open list: the items they
// share, then any number of items like the rest of both (RuleValue::Rest),
// which is how a Sequential filled in a loop of unknown count is known.
//
//===----------------------------------------------------------------------===//
#include "Rules/RuleValue.h"
#include <algorithm>

using namespace shapecheck;

RuleValue shapecheck::joinRules(Solver &S, const RuleValue &A,
                                const RuleValue &B) {
  if (A.K != B.K)
    return RuleValue::unknown();
  switch (A.K) {
  case RuleValue::Unknown:
  case RuleValue::None:
    return A;
  case RuleValue::Array: {
    RuleValue V = RuleValue::array(S.join(A.Arr, B.Arr));
    V.Weak = A.Weak && B.Weak;
    return V;
  }
  case RuleValue::Int:
    return RuleValue::integer(
        S.provablyEqual(A.IntV, B.IntV) ? S.resolve(A.IntV) : Dim::dynamic());
  case RuleValue::Ints: {
    if (A.IntsV.size() != B.IntsV.size())
      return RuleValue::unknown();
    std::vector<Dim> Ds;
    for (size_t I = 0; I < A.IntsV.size(); ++I)
      Ds.push_back(S.provablyEqual(A.IntsV[I], B.IntsV[I])
                       ? S.resolve(A.IntsV[I])
                       : Dim::dynamic());
    return RuleValue::ints(std::move(Ds));
  }
  case RuleValue::Bool:
  case RuleValue::Str:
    return A.BoolV == B.BoolV && A.Name == B.Name ? A : RuleValue::unknown();
  case RuleValue::Scalar:
  case RuleValue::Dtype: {
    RuleValue V = A;
    V.DtypeV = A.DtypeV.join(B.DtypeV);
    return V;
  }
  case RuleValue::List:
  case RuleValue::Iter: {
    size_t N = std::min(A.Items.size(), B.Items.size());
    RuleValue V = A;
    V.Items.resize(N);
    for (size_t I = 0; I < N; ++I)
      V.Items[I] = joinRules(S, A.Items[I], B.Items[I]);
    V.Rest.clear();
    V.Tail.clear();
    if (A.Items.size() == B.Items.size() && !A.Open && !B.Open)
      return V;
    // Two open lists alike but for their items' values (the branches of an
    // `if` that leaves the list alone): the same last items too.
    bool SameTail = A.Open && B.Open && A.Items.size() == B.Items.size() &&
                    A.Tail.size() == B.Tail.size() && !A.Rest.empty() &&
                    !B.Rest.empty();
    if (SameTail)
      for (size_t I = 0; I < A.Tail.size() && SameTail; ++I) {
        V.Tail.push_back(joinRules(S, A.Tail[I], B.Tail[I]));
        SameTail = !V.Tail.back().is(RuleValue::Unknown);
      }
    if (!SameTail)
      V.Tail.clear();
    // The lists differ in length: the items both have, then any number of
    // items like the others and like the rest of each.
    V.Open = true;
    std::optional<RuleValue> Rest;
    bool Unknown = false;
    auto Add = [&](const RuleValue &Item) {
      Rest = Rest ? joinRules(S, *Rest, Item) : Item;
    };
    for (const RuleValue *L : {&A, &B}) {
      for (size_t I = N; I < L->Items.size(); ++I)
        Add(L->Items[I]);
      if (L->Open && L->Rest.empty())
        Unknown = true; // items nothing is known of
      for (const RuleValue &R : L->Rest)
        Add(R);
      // Last items that the other list does not have at its end (a loop's
      // trips): like the rest.
      if (!SameTail)
        for (const RuleValue &T : L->Tail)
          Add(T);
    }
    if (Rest && !Unknown && !Rest->is(RuleValue::Unknown))
      V.Rest.push_back(std::move(*Rest));
    return V;
  }
  case RuleValue::Tuple: {
    if (A.Items.size() != B.Items.size())
      return RuleValue::unknown();
    RuleValue V = A;
    V.Open = A.Open || B.Open;
    for (size_t I = 0; I < A.Items.size(); ++I)
      V.Items[I] = joinRules(S, A.Items[I], B.Items[I]);
    return V;
  }
  case RuleValue::Options:
  case RuleValue::Module: {
    if (A.Name != B.Name || A.Fields.size() != B.Fields.size())
      return RuleValue::unknown();
    RuleValue V = A;
    for (size_t I = 0; I < A.Fields.size(); ++I) {
      if (A.Fields[I].first != B.Fields[I].first)
        return RuleValue::unknown();
      V.Fields[I].second = joinRules(S, A.Fields[I].second, B.Fields[I].second);
    }
    return V;
  }
  }
  return RuleValue::unknown();
}

void shapecheck::appendItem(Solver &S, RuleValue &List, RuleValue Item) {
  if (!List.Open) {
    List.Items.push_back(std::move(Item));
    return;
  }
  // After an unknown number of items like the rest: one known to come
  // last. Nothing is known of items after an unknown number of items
  // nothing is known of.
  if (List.Rest.empty())
    return;
  List.Tail.push_back(std::move(Item));
}

std::optional<RuleValue> shapecheck::anyItem(Solver &S, const RuleValue &List) {
  if (List.Open && List.Rest.empty())
    return std::nullopt;
  std::optional<RuleValue> Out;
  for (const std::vector<RuleValue> *L : {&List.Items, &List.Rest, &List.Tail})
    for (const RuleValue &Item : *L)
      Out = Out ? joinRules(S, *Out, Item) : Item;
  if (!Out || Out->is(RuleValue::Unknown))
    return std::nullopt;
  return Out;
}
