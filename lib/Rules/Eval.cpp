//===- Eval.cpp - Binding arguments and evaluating rule expressions -------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One Evaluator per call of a rule: arguments are coerced to the
// parameters' kinds (an int where an int list is expected, a scalar where
// an array is), annotated parameters are unified with the arguments in a
// fresh Instantiation (flexible variables, as checkCall), and the result
// expression is evaluated in the resulting environment.
//
//===----------------------------------------------------------------------===//
#include "Rules/Builtins.h"
#include "Rules/RuleSetImpl.h"
#include "ShapeFns/Support.h"

using namespace shapecheck;
using namespace shapecheck::rules;
using llvm::StringRef;

static Expr nameExpr(StringRef Name) {
  Expr E;
  E.K = Expr::Name;
  E.Text = Name.str();
  return E;
}

Evaluator::Evaluator(RuleSet &RS, Solver &S, const RuleCall &C,
                     std::string Owner)
    : RS(RS), S(S), C(C), Owner(Owner), Inst(S, VarKind::Flexible, Owner) {
  Inst.ParamValue = [this](StringRef Name) -> std::optional<Dim> {
    RuleValue V = evalName(nameExpr(Name));
    if (V.is(RuleValue::Int))
      return V.IntV;
    if (V.is(RuleValue::Bool))
      return Dim::constant(V.BoolV ? 1 : 0);
    if (UnknownFields && V.is(RuleValue::Unknown))
      return Dim::dynamic();
    return std::nullopt;
  };
}

//===----------------------------------------------------------------------===//
// Coercion and binding
//===----------------------------------------------------------------------===//

static RuleValue weakArray(DtypeSet D) {
  RuleValue A = RuleValue::array(ArrayType{ShapeTerm(), D});
  A.Weak = true;
  return A;
}

static DtypeSet int64Set() { return DtypeSet::of(ScalarType::Int64); }

std::optional<RuleValue> Evaluator::coerce(const RuleValue &V, const Kind &K,
                                           unsigned &Score) const {
  if (K.Which == Kind::Any)
    return V;
  if (V.is(RuleValue::Unknown)) {
    ++Score; // an overload that needs no guess is preferred
    return V;
  }
  if (V.is(RuleValue::None)) {
    if (K.Optional)
      return V;
    return std::nullopt;
  }
  switch (K.Which) {
  case Kind::Array:
    if (V.is(RuleValue::Array)) {
      // Overloads are told apart by dtype category and by fixed rank.
      if (K.Ann && FilterOverloads) {
        if (K.Ann->Dtypes.meet(S.dtypeOf(V.Arr)).empty())
          return std::nullopt;
        ShapeTerm T = S.resolve(V.Arr.Shape);
        if (K.Ann->Shape.VariadicIndex < 0 && T.hasFixedRank() &&
            T.Prefix.size() != K.Ann->Shape.Axes.size())
          return std::nullopt;
      }
      return V;
    }
    ++Score;
    if (V.is(RuleValue::Scalar))
      return weakArray(V.DtypeV);
    if (V.is(RuleValue::Int))
      return weakArray(int64Set());
    if (V.is(RuleValue::Bool))
      return weakArray(DtypeSet::of(ScalarType::Bool));
    return std::nullopt;
  case Kind::Int:
    if (V.is(RuleValue::Int))
      return V;
    return std::nullopt;
  case Kind::Ints: {
    RuleValue L = V;
    if (V.is(RuleValue::Int)) {
      ++Score;
      L = RuleValue::ints({V.IntV});
    } else if (!V.is(RuleValue::Ints)) {
      return std::nullopt;
    }
    if (K.Length && L.IntsV.size() != K.Length) {
      if (L.IntsV.size() != 1)
        return std::nullopt;
      L.IntsV.assign(K.Length, L.IntsV[0]); // ExpandingArray
    }
    return L;
  }
  case Kind::Bool:
    if (V.is(RuleValue::Bool))
      return V;
    return std::nullopt;
  case Kind::Scalar:
    if (V.is(RuleValue::Scalar))
      return V;
    if (V.is(RuleValue::Int)) {
      ++Score;
      return RuleValue::scalar(int64Set());
    }
    if (V.is(RuleValue::Bool)) {
      ++Score;
      return RuleValue::scalar(DtypeSet::of(ScalarType::Bool));
    }
    return std::nullopt;
  case Kind::Str:
    if (V.is(RuleValue::Str))
      return V;
    return std::nullopt;
  case Kind::Dtype:
    if (V.is(RuleValue::Dtype))
      return V;
    return std::nullopt;
  case Kind::Arrays: {
    if (V.is(RuleValue::Ints) && V.IntsV.empty())
      return RuleValue::list({});
    if (!V.is(RuleValue::List) && !V.is(RuleValue::Tuple))
      return std::nullopt;
    // Used item by item (cat, stack): a list of unknown length is unknown.
    if (V.Open) {
      ++Score;
      return RuleValue::unknown();
    }
    RuleValue L = RuleValue::list({});
    for (const RuleValue &Item : V.Items) {
      if (Item.is(RuleValue::Array) || Item.is(RuleValue::Unknown))
        L.Items.push_back(Item);
      else
        return std::nullopt;
    }
    return L;
  }
  case Kind::Options:
    if (V.is(RuleValue::Options) && RS.impl().findOptions(V.Name) == K.Opts)
      return V;
    return std::nullopt;
  case Kind::Module:
    if (V.is(RuleValue::Module))
      return V;
    return std::nullopt;
  case Kind::Any:
    return V;
  }
  return std::nullopt;
}

RuleValue rules::constructOptions(RuleSet &RS, Solver &S, const RuleCall &C,
                                  const OptionsDecl &O,
                                  const std::vector<RuleValue> &Args,
                                  const std::vector<SourceLoc> &Locs,
                                  bool Check, bool &Ok, unsigned &Score) {
  Evaluator Ev(RS, S, C, O.Names.front());
  Ok = Ev.bind(O.Ctor, Args, Locs, Check, Score);
  RuleValue V = RuleValue::options(O.Names.front());
  V.Loc = C.Loc;
  if (!Ok)
    return V;
  for (const Param &P : O.Ctor)
    V.Fields.emplace_back(P.Name, Ev.env().Vars.lookup(P.Name));
  for (const Param &P : O.Fields) {
    RuleValue F = Check && P.Default ? Ev.eval(*P.Default) : RuleValue();
    unsigned Ignored = 0;
    if (std::optional<RuleValue> CF = Ev.coerceTo(F, P.Ty, Ignored))
      F = std::move(*CF);
    Ev.env().Vars[P.Name] = F;
    V.Fields.emplace_back(P.Name, std::move(F));
  }
  return V;
}

std::optional<RuleValue> Evaluator::coerceTo(const RuleValue &V, const Kind &K,
                                             unsigned &Score) const {
  return coerce(V, K, Score);
}

/// The parameter that the argument at ArgIndex binds to, positionally.
static const Param *paramAt(const std::vector<Param> &Params, size_t ArgIndex) {
  for (size_t I = 0; I < Params.size(); ++I)
    if (Params[I].Star || I == ArgIndex)
      return &Params[I];
  return nullptr;
}

bool Evaluator::narrowsDtype(const Param &P, size_t ArgIndex) const {
  for (const std::vector<Param> *Ps : Fitting) {
    const Param *Q = paramAt(*Ps, ArgIndex);
    if (!Q || Q->Ty.Which != Kind::Array || !Q->Ty.Ann ||
        Q->Ty.Ann->Dtypes != P.Ty.Ann->Dtypes)
      return false;
  }
  return true;
}

bool Evaluator::bind(const std::vector<Param> &Params,
                     const std::vector<RuleValue> &Args,
                     const std::vector<SourceLoc> &Locs, bool Check,
                     unsigned &Score) {
  auto LocOf = [&](size_t I) {
    return I < Locs.size() && Locs[I].valid() ? Locs[I] : C.Loc;
  };
  size_t AI = 0;
  std::vector<std::pair<const Param *, size_t>> Bound;
  for (const Param &P : Params) {
    RuleValue V;
    size_t ArgIndex = AI;
    if (P.Star) {
      V = RuleValue::list({});
      for (; AI < Args.size(); ++AI) {
        std::optional<RuleValue> CV = coerce(Args[AI], P.Ty, Score);
        if (!CV)
          return false;
        V.Items.push_back(std::move(*CV));
      }
      // `*sizes: int` is an int list: `Tensor[{sizes}]`.
      if (P.Ty.Which == Kind::Int) {
        std::vector<Dim> Ds;
        for (const RuleValue &I : V.Items)
          Ds.push_back(I.is(RuleValue::Int) ? I.IntV : Dim::dynamic());
        V = RuleValue::ints(std::move(Ds));
      }
    } else if (AI < Args.size()) {
      const RuleValue &A = Args[AI];
      bool Direct = !(P.Ty.Which == Kind::Options && P.Ty.Opts) ||
                    (A.is(RuleValue::Options) &&
                     RS.impl().findOptions(A.Name) == P.Ty.Opts) ||
                    (A.is(RuleValue::Unknown) && AI + 1 == Args.size()) ||
                    (A.is(RuleValue::None) && P.Ty.Optional);
      if (Direct) {
        std::optional<RuleValue> CV = coerce(A, P.Ty, Score);
        if (!CV)
          return false;
        V = std::move(*CV);
        ++AI;
      } else {
        // The remaining arguments construct the options object, as C++'s
        // converting constructors do: Conv2d(1, 10, 5).
        std::vector<RuleValue> Rest(Args.begin() + AI, Args.end());
        std::vector<SourceLoc> RestLocs;
        for (size_t I = AI; I < Args.size(); ++I)
          RestLocs.push_back(LocOf(I));
        bool Ok = false;
        ++Score;
        V = constructOptions(RS, S, C, *P.Ty.Opts, Rest, RestLocs, Check, Ok,
                             Score);
        if (!Ok)
          return false;
        AI = Args.size();
      }
    } else if (P.Default) {
      V = Check ? eval(*P.Default) : RuleValue();
      if (Check) {
        unsigned Ignored = 0;
        if (std::optional<RuleValue> CV = coerce(V, P.Ty, Ignored))
          V = std::move(*CV);
      }
    } else if (P.Ty.Which == Kind::Options && P.Ty.Opts) {
      // A default-constructed options object: Flatten() is
      // Flatten(FlattenOptions()).
      bool Ok = false;
      V = constructOptions(RS, S, C, *P.Ty.Opts, {}, {}, Check, Ok, Score);
      if (!Ok)
        return false;
    } else {
      return false; // a required parameter is missing
    }
    if (P.Ty.Which == Kind::Ints || (P.Star && P.Ty.Which == Kind::Int))
      E.IntsParams.insert(P.Name);
    if (P.Ty.Which == Kind::Array)
      E.ArrayParams.push_back(P.Name);
    Bound.push_back({&P, ArgIndex});
    E.Vars[P.Name] = std::move(V);
  }
  if (AI < Args.size())
    return false; // too many arguments
  if (!Check)
    return true;
  // Annotations are instantiated once every parameter is bound, so that a
  // shape may use a later parameter's value ({options.normalized_shape}).
  for (const auto &[PP, ArgIndex] : Bound) {
    const Param &P = *PP;
    if (P.Ty.Which != Kind::Array || !P.Ty.Ann || P.Star)
      continue;
    RuleValue &V = E.Vars[P.Name];
    ArrayType Want = instantiate(*P.Ty.Ann, P.Ty.AnnLoc);
    if (V.is(RuleValue::Array)) {
      Reason R;
      R.Loc = LocOf(ArgIndex);
      R.Context = ReasonDesc::callArgument(C.name(), P.Name);
      if (ExpectedSite.valid()) {
        R.Expected = ExpectedName;
        R.ExpectedLoc = ExpectedSite;
      } else {
        R.Expected = ReasonDesc::parameter(Owner, P.Name);
        R.ExpectedLoc = P.Ty.AnnLoc;
      }
      ArrayType Actual = V.Arr;
      if (!narrowsDtype(P, ArgIndex))
        Actual.DtypeVar = 0;
      if (!S.unifyArray(Want, Actual, R))
        ArgumentFailed = true;
    } else if (V.is(RuleValue::Unknown)) {
      V = RuleValue::array(std::move(Want));
    }
  }
  S.solveDeferred();
  return true;
}

//===----------------------------------------------------------------------===//
// Annotations
//===----------------------------------------------------------------------===//

/// Whether the (dotted) name denotes an int list: a parameter of kind ints,
/// or a field of kind ints of an options parameter.
bool Evaluator::isIntsName(StringRef Name) {
  auto It = E.IntsParams.find(Name);
  if (It != E.IntsParams.end())
    return true;
  auto [Head, Field] = Name.rsplit('.');
  if (Field.empty())
    return false;
  RuleValue Obj = evalName(nameExpr(Head));
  if (!Obj.is(RuleValue::Options))
    return false;
  const OptionsDecl *O = RS.impl().findOptions(Obj.Name);
  const Param *P = O ? O->find(Field.str()) : nullptr;
  return P && P->Ty.Which == Kind::Ints;
}

ArrayType Evaluator::instantiate(const Annotation &A, const SourceLoc &Loc) {
  ShapeTerm T;
  bool UnknownRank = false;
  for (const Axis &Ax : A.Shape.Axes) {
    if (Ax.K == Axis::Sized && !Ax.Varying && Ax.Size &&
        Ax.Size->K == AxisExpr::Param) {
      // `{size}` with an int list: its sizes become axes.
      RuleValue V = evalName(nameExpr(Ax.Size->Name));
      bool Splice = V.is(RuleValue::Ints) ||
                    (V.is(RuleValue::Unknown) && isIntsName(Ax.Size->Name));
      if (Splice) {
        if (V.is(RuleValue::Unknown)) {
          if (T.Var) {
            UnknownRank = true;
          } else {
            T.Var = S.dynamicShape().Var;
          }
          continue;
        }
        for (Dim D : V.IntsV) {
          D.Bcast = Ax.Broadcastable;
          (T.Var ? T.Suffix : T.Prefix).push_back(std::move(D));
        }
        continue;
      }
    }
    ShapeSpec One;
    One.Axes.push_back(Ax);
    One.VariadicIndex = Ax.K == Axis::Variadic ? 0 : -1;
    ShapeTerm Part = Inst.shape(One, Loc);
    if (Part.Var) {
      if (T.Var)
        UnknownRank = true; // a spliced unknown list took the segment
      else
        T.Var = Part.Var;
      continue;
    }
    for (Dim &D : Part.Prefix)
      (T.Var ? T.Suffix : T.Prefix).push_back(std::move(D));
  }
  if (UnknownRank)
    T = S.dynamicShape();
  return ArrayType{std::move(T), A.Dtypes};
}

ArrayType Evaluator::inheritedDtype() {
  std::vector<const RuleValue *> Vs;
  for (const std::string &N : E.ArrayParams) {
    auto It = E.Vars.find(N);
    if (It != E.Vars.end() && It->second.is(RuleValue::Array))
      Vs.push_back(&It->second);
  }
  if (Vs.empty())
    return ArrayType{{}, *DtypeSet::fromCategory("Float"), 0};
  return promoteValues(S, Vs);
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

RuleValue Evaluator::evalName(const Expr &X) {
  StringRef Name = X.Text;
  auto [Head, Rest] = Name.split('.');
  auto It = E.Vars.find(Head);
  if (It == E.Vars.end())
    return RuleValue();
  const RuleValue *V = &It->second;
  while (!Rest.empty()) {
    auto [Field, Tail] = Rest.split('.');
    V = V->field(Field);
    if (!V)
      return RuleValue();
    Rest = Tail;
  }
  return *V;
}

static RuleValue intArith(Solver &S, StringRef Op, const RuleValue &L,
                          const RuleValue &R) {
  if (!L.is(RuleValue::Int) || !R.is(RuleValue::Int))
    return RuleValue();
  if (L.IntV.isDynamic() || R.IntV.isDynamic())
    return RuleValue::integer(Dim::dynamic());
  DimExpr A = S.resolve(L.IntV.E), B = S.resolve(R.IntV.E), Out;
  if (Op == "+")
    Out = A + B;
  else if (Op == "-")
    Out = A - B;
  else if (Op == "*")
    Out = A * B;
  else
    Out = A.floorDiv(B);
  if (Out.isPoisoned())
    return RuleValue::integer(Dim::dynamic());
  return RuleValue::integer(Dim::expr(std::move(Out)));
}

RuleValue Evaluator::eval(const Expr &X) {
  switch (X.K) {
  case Expr::Name:
    return evalName(X);
  case Expr::Int:
    return RuleValue::integer(X.IntV);
  case Expr::Float:
    return RuleValue::scalar(*DtypeSet::fromCategory("Float"));
  case Expr::Bool:
    return RuleValue::boolean(X.BoolV);
  case Expr::Str:
    return RuleValue::str(X.Text);
  case Expr::NoneV:
    return RuleValue::none();
  case Expr::List: {
    std::vector<RuleValue> Items;
    bool AllInts = true;
    for (const Expr &A : X.Args) {
      Items.push_back(eval(A));
      if (!Items.back().is(RuleValue::Int))
        AllInts = false;
    }
    if (AllInts) {
      std::vector<Dim> Ds;
      for (RuleValue &V : Items)
        Ds.push_back(V.IntV);
      return RuleValue::ints(std::move(Ds));
    }
    return RuleValue::list(std::move(Items));
  }
  case Expr::Tuple: {
    std::vector<RuleValue> Items;
    for (const Expr &A : X.Args)
      Items.push_back(eval(A));
    return RuleValue::tuple(std::move(Items));
  }
  case Expr::Annot: {
    ArrayType T = instantiate(*X.Ann, X.ShapeLoc);
    if (X.InheritDtype) {
      ArrayType D = inheritedDtype();
      T.Dtype = D.Dtype;
      T.DtypeVar = D.DtypeVar;
    }
    return RuleValue::array(std::move(T));
  }
  case Expr::Binary:
    return intArith(S, X.Op, eval(X.Args[0]), eval(X.Args[1]));
  case Expr::Neg:
    return intArith(S, "-", RuleValue::integer(0), eval(X.Args[0]));
  case Expr::Call:
    return evalCall(X);
  }
  return RuleValue();
}

static void castArrays(RuleValue &V, DtypeSet D) {
  if (V.is(RuleValue::Array)) {
    V.Arr.Dtype = D;
    V.Arr.DtypeVar = 0;
    V.Weak = false;
  }
  for (RuleValue &Item : V.Items)
    castArrays(Item, D);
}

/// Coerces a builtin's argument to its declared kind; std::nullopt when it
/// cannot be used (unknown, or of another kind).
static std::optional<RuleValue> builtinArg(Solver &S, const RuleValue &V,
                                           StringRef Kind) {
  bool Opt = Kind.ends_with("?");
  char K = Kind.empty() ? '*' : Kind[0];
  if (K == '*')
    return V;
  if (V.is(RuleValue::None))
    return Opt ? std::optional<RuleValue>(V) : std::nullopt;
  if (V.is(RuleValue::Unknown))
    // An unknown dtype (TensorOptions the frontend cannot read) leaves the
    // rule's dtype; a bool a builtin takes as optional is none there (it
    // says what holds either way: an RNN's output for an unknown
    // batch_first); other unknown inputs make the result unknown.
    return (K == 'd' || K == 'b') && Opt
               ? std::optional<RuleValue>(RuleValue::none())
               : std::nullopt;
  switch (K) {
  case 'a':
    if (V.is(RuleValue::Array))
      return V;
    if (V.is(RuleValue::Scalar))
      return weakArray(V.DtypeV);
    if (V.is(RuleValue::Int))
      return weakArray(int64Set());
    if (V.is(RuleValue::Bool))
      return weakArray(DtypeSet::of(ScalarType::Bool));
    return std::nullopt;
  case 'i':
    if (V.is(RuleValue::Int))
      return V;
    if (V.is(RuleValue::Bool))
      return RuleValue::integer(V.BoolV ? 1 : 0);
    return std::nullopt;
  case 'I':
    if (V.is(RuleValue::Ints))
      return V;
    if (V.is(RuleValue::Int))
      return RuleValue::ints({V.IntV});
    return std::nullopt;
  case 'b':
    return V.is(RuleValue::Bool) ? std::optional<RuleValue>(V) : std::nullopt;
  case 's':
    return V.is(RuleValue::Str) ? std::optional<RuleValue>(V) : std::nullopt;
  case 'd':
    return V.is(RuleValue::Dtype) ? std::optional<RuleValue>(V) : std::nullopt;
  case 'l':
  case 'm': {
    if (V.is(RuleValue::Ints) && V.IntsV.empty())
      return RuleValue::list({});
    if (!V.is(RuleValue::List) && !V.is(RuleValue::Tuple))
      return std::nullopt;
    // A list of arrays is used item by item (cat, stack): one whose length
    // is unknown is unknown. Modules keep what is known of the rest
    // (chain).
    if (K == 'l' && V.Open)
      return std::nullopt;
    RuleValue L = RuleValue::list(V.Items);
    L.Open = V.Open;
    L.Rest = V.Rest;
    L.Tail = V.Tail;
    if (K == 'l')
      for (RuleValue &Item : L.Items) {
        if (Item.is(RuleValue::Unknown))
          Item = RuleValue::array(ArrayType{S.dynamicShape(), DtypeSet::any()});
        else if (!Item.is(RuleValue::Array))
          return std::nullopt;
      }
    return L;
  }
  }
  return std::nullopt;
}

RuleValue Evaluator::evalCall(const Expr &X) {
  if (X.Text == "if") {
    // A bool, or an int as C++ tests one (nonzero: true), such as
    // LSTM's proj_size; anything else is unknown.
    std::optional<int64_t> Cond = constInt(eval(X.Args[0]));
    if (!Cond)
      return RuleValue();
    return eval(X.Args[*Cond ? 1 : 2]);
  }
  if (X.Cast) {
    RuleValue V = eval(X.Args[0]);
    castArrays(V, *X.Cast);
    return V;
  }
  if (X.Object) {
    std::vector<RuleValue> Args;
    std::vector<SourceLoc> Locs;
    for (const Expr &A : X.Args) {
      Args.push_back(eval(A));
      Locs.push_back(C.Loc);
    }
    if (auto V = constructModule(RS, S, C, *X.Object, Args, Locs))
      return *V;
    return RuleValue();
  }
  const Builtin *B = X.Fn ? X.Fn : findBuiltin(X.Text);
  if (!B)
    return RuleValue();
  std::vector<RuleValue> Args;
  size_t AtStart = S.findings().size();
  for (unsigned I = 0; I < X.Args.size() || I < B->MinArgs; ++I) {
    RuleValue V = I < X.Args.size() ? eval(X.Args[I]) : RuleValue::none();
    std::optional<RuleValue> CV = builtinArg(S, V, B->argKind(I));
    if (!CV)
      return RuleValue(); // an unknown input: the result is unknown
    Args.push_back(std::move(*CV));
  }
  Reason R;
  R.Loc = C.Loc;
  R.Context = ReasonDesc::call(C.name());
  if (ExpectedSite.valid()) {
    R.Expected = ExpectedName;
    R.ExpectedLoc = ExpectedSite;
  } else {
    R.Expected = ReasonDesc::rule(Owner);
    R.ExpectedLoc = X.Loc;
  }
  size_t Before = S.findings().size();
  BuiltinCtx Ctx{S, R, B->Name, RS, C, Before > AtStart};
  RuleValue Out = B->Fn(Ctx, Args);
  if (ExpectedSite.valid() && S.findings().size() > Before)
    noteModuleSite(Before);
  return Out;
}

void Evaluator::noteModuleSite(size_t First) {
  // A shape function's error inside a module's method (conv's channels, an
  // RNN's input size) names where the module was built, as an argument's
  // error does: the findings since First get the note if they lack it.
  DiagNote Site = requirementNote(ExpectedSite, ExpectedName);
  std::vector<Finding> All = S.takeFindings();
  for (size_t I = 0; I < All.size(); ++I) {
    Finding &F = All[I];
    bool Has = false;
    for (const DiagNote &N : F.Notes)
      Has |= N.Loc == Site.Loc;
    if (I >= First && !Has)
      F.Notes.push_back(Site);
    S.report(std::move(F));
  }
}

void rules::finalize(Solver &S, RuleValue &V) {
  if (V.is(RuleValue::Array)) {
    V.Arr.Shape = S.resolve(V.Arr.Shape);
    shapefns::clearBcast(V.Arr.Shape);
  } else if (V.is(RuleValue::Int)) {
    V.IntV = shapefns::plain(S.resolve(V.IntV));
  } else if (V.is(RuleValue::Ints)) {
    for (Dim &D : V.IntsV)
      D = shapefns::plain(S.resolve(D));
  }
  for (RuleValue &Item : V.Items)
    finalize(S, Item);
  for (auto &F : V.Fields)
    finalize(S, F.second);
}
