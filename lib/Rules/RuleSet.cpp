//===- RuleSet.cpp - Loading rules, looking up names, evaluating calls ----===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Rules/RuleSet.h"
#include "Rules/RuleSetImpl.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>

using namespace shapecheck;
using namespace shapecheck::rules;
using llvm::StringRef;

RuleSet::RuleSet() : P(std::make_unique<Impl>()) {}
RuleSet::~RuleSet() = default;

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

bool RuleSet::load(StringRef Path, std::vector<Diagnostic> &Errors) {
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf) {
    SourceLoc L;
    L.File = Path.str();
    Errors.push_back(
        errorAt(L, "cannot read rules file: " + Buf.getError().message()));
    return false;
  }
  return loadText((*Buf)->getBuffer(), Path, Errors);
}

bool RuleSet::loadText(StringRef Text, StringRef Path,
                       std::vector<Diagnostic> &Errors) {
  RuleFile F;
  // The declarations that parsed are checked too, so that one run reports
  // every broken declaration, in the order of the file.
  std::vector<Diagnostic> Mine;
  bool Parsed = parseRules(Text, Path, F, Mine);
  bool Checked = P->check(F, Mine);
  std::stable_sort(Mine.begin(), Mine.end(),
                   [](const Diagnostic &A, const Diagnostic &B) {
                     return std::make_pair(A.Loc.Line, A.Loc.Col) <
                            std::make_pair(B.Loc.Line, B.Loc.Col);
                   });
  for (Diagnostic &E : Mine)
    Errors.push_back(std::move(E));
  if (!Parsed || !Checked)
    return false;
  P->Files.push_back(std::move(F));
  P->enter(P->Files.back());
  return true;
}

/// The outermost namespace of a qualified name ("" for a global name).
static StringRef outermost(StringRef Name) {
  size_t I = Name.find("::");
  return I == StringRef::npos ? StringRef() : Name.substr(0, I);
}

bool RuleSet::loadBuiltin(std::vector<Diagnostic> &Errors) {
  bool Ok = true;
  size_t First = P->Files.size();
  for (const auto &[Name, Text] : builtinPacks())
    Ok &= loadText(Text, Name, Errors);
  auto Add = [&](StringRef N) {
    if (!outermost(N).empty())
      P->BuiltinNamespaces.insert(outermost(N));
  };
  for (size_t I = First; I < P->Files.size(); ++I) {
    const RuleFile &F = P->Files[I];
    for (const auto &A : F.ArrayTypes)
      Add(A.first);
    for (const auto &A : F.ArrayBases)
      Add(A.first);
    for (const Def &D : F.Defs)
      for (const std::string &N : D.Names)
        Add(N);
    for (const OptionsDecl &O : F.Options)
      for (const std::string &N : O.Names)
        Add(N);
    for (const ModuleDecl &M : F.Modules)
      for (const std::string &N : M.Names)
        Add(N);
  }
  return Ok;
}

const llvm::StringSet<> &RuleSet::builtinNamespaces() const {
  return P->BuiltinNamespaces;
}

size_t RuleSet::numDeclarations() const {
  size_t N = 0;
  for (const RuleFile &F : P->Files)
    N += F.ArrayTypes.size() + F.ArrayBases.size() + F.Aliases.size() +
         F.Defs.size() + F.Options.size() + F.Modules.size() +
         F.Conventions.size() + F.Flags.size() + F.DtypeNames.size() +
         F.UndescribedNames.size();
  return N;
}

void RuleSet::Impl::enter(RuleFile &F) {
  for (const auto &A : F.ArrayTypes)
    ArrayTypes.insert(A.first);
  for (const ArrayPattern &P : F.ArrayPatterns)
    ArrayPatterns[P.Name] = &P;
  for (const auto &B : F.ArrayBases)
    ArrayBases.insert(B.first);
  // A single value is replaced; lists of the packs add up (Eigen's and
  // xtensor's `assign_through`).
  for (const Convention &C : F.Conventions) {
    std::vector<std::string> &V = Conventions[C.Key];
    if (C.Single)
      V.clear();
    V.insert(V.end(), C.Values.begin(), C.Values.end());
  }
  for (const HeaderFlags &H : F.Flags)
    Flags.push_back(&H);
  for (const DtypeName &D : F.DtypeNames)
    DtypeNames[D.Name] = D.Dtype;
  for (const rules::Undescribed &U : F.UndescribedNames) {
    Undescribed[U.Name] = &U;
    UndescribedOrder.push_back(&U);
  }
  // A later file's aliases and overloads come first.
  Aliases.insert(Aliases.begin(), F.Aliases.begin(), F.Aliases.end());
  llvm::StringMap<std::vector<const Def *>> NewDefs;
  std::vector<std::string> Order;
  for (const Def &D : F.Defs)
    for (const std::string &N : D.Names) {
      auto &V = NewDefs[N];
      if (V.empty())
        Order.push_back(N);
      V.push_back(&D);
    }
  for (const std::string &N : Order) {
    Entry &E = Names[N];
    std::vector<const Def *> Merged = NewDefs[N];
    Merged.insert(Merged.end(), E.Defs.begin(), E.Defs.end());
    E.Defs = std::move(Merged);
  }
  for (const OptionsDecl &O : F.Options)
    for (const std::string &N : O.Names) {
      Names[N].Options = &O;
      for (const std::vector<Param> *Ps : {&O.Ctor, &O.Fields})
        for (const Param &Fd : *Ps) {
          Entry &S = Names[N + "::" + Fd.Name];
          S.SetterOf = &O;
          S.Field = &Fd;
        }
    }
  for (const ModuleDecl &M : F.Modules)
    for (const std::string &N : M.Names) {
      Names[N].Module = &M;
      for (const Def &Mt : M.Methods) {
        Entry &E = Names[N + "::" + Mt.Names.front()];
        E.MethodOf = &M;
        if (!E.Method)
          E.Method = &Mt;
      }
    }
}

std::optional<RuleValue>
rules::constructModule(RuleSet &RS, Solver &S, const RuleCall &C,
                       const ModuleDecl &M, const std::vector<RuleValue> &Args,
                       const std::vector<SourceLoc> &Locs) {
  Evaluator Ev(RS, S, C, M.Names.front());
  unsigned Score = 0;
  if (!Ev.bind(M.Ctor, Args, Locs, /*Check=*/false, Score))
    return std::nullopt;
  Evaluator Real(RS, S, C, M.Names.front());
  Real.bind(M.Ctor, Args, Locs, /*Check=*/true, Score);
  RuleValue V;
  V.K = RuleValue::Module;
  V.Name = M.Names.front();
  V.Loc = C.Loc;
  for (const Param &Pm : M.Ctor)
    V.Fields.emplace_back(Pm.Name, Real.env().Vars.lookup(Pm.Name));
  finalize(S, V);
  return V;
}

//===----------------------------------------------------------------------===//
// Lookup
//===----------------------------------------------------------------------===//

/// `torch::nn::LinearImpl::forward` -> `torch::nn::Linear::forward` (with
/// `convention impl_suffix = Impl`): the first scope component ending in
/// Suffix loses it.
static std::string stripSuffix(StringRef Name, StringRef Suffix) {
  if (Suffix.empty())
    return std::string();
  llvm::SmallVector<StringRef, 6> Parts;
  Name.split(Parts, "::");
  std::string Out;
  bool Done = false;
  for (size_t I = 0; I < Parts.size(); ++I) {
    StringRef Part = Parts[I];
    if (!Done && Part.size() > Suffix.size() && Part.ends_with(Suffix)) {
      Part = Part.drop_back(Suffix.size());
      Done = true;
    }
    if (I)
      Out += "::";
    Out += Part.str();
  }
  return Done ? Out : std::string();
}

/// `Eigen::MatrixBase<Eigen::Matrix<float,-1,-1>>::transpose` ->
/// `Eigen::MatrixBase::transpose`: the template arguments of every class
/// component removed (not the `<` of an operator's name).
static std::string stripTemplateArgs(StringRef Name) {
  std::string Out;
  bool Changed = false;
  for (size_t I = 0; I < Name.size(); ++I) {
    char C = Name[I];
    bool AfterIdent =
        !Out.empty() && (llvm::isAlnum(Out.back()) || Out.back() == '_');
    bool IsOperator = StringRef(Out).ends_with("operator");
    if (C == '<' && AfterIdent && !IsOperator) {
      unsigned Nest = 0;
      size_t J = I;
      for (; J < Name.size(); ++J) {
        if (Name[J] == '<')
          ++Nest;
        else if (Name[J] == '>' && --Nest == 0)
          break;
      }
      if (J == Name.size())
        return std::string();
      I = J;
      Changed = true;
      continue;
    }
    Out += C;
  }
  return Changed ? Out : std::string();
}

bool RuleSet::Impl::rewrites(StringRef Name,
                             llvm::function_ref<bool(StringRef)> Found) const {
  // Breadth-first over rewrites: exact, Impl stripped, aliases; bounded.
  std::vector<std::string> Queue{Name.str()};
  for (size_t I = 0; I < Queue.size() && I < 16; ++I) {
    // A copy: pushing may move the queue's strings.
    std::string Cur = Queue[I];
    StringRef N = Cur;
    if (Found(N))
      return true;
    auto Push = [&](std::string Cand) {
      if (Cand.empty())
        return;
      for (const std::string &Q : Queue)
        if (Q == Cand)
          return;
      Queue.push_back(std::move(Cand));
    };
    Push(stripTemplateArgs(N));
    auto Impl = Conventions.find("impl_suffix");
    if (Impl != Conventions.end() && !Impl->second.empty())
      Push(stripSuffix(N, Impl->second.front()));
    for (const AliasDecl &A : Aliases) {
      StringRef From = A.From;
      if (N == From)
        Push(A.To);
      else if (N.starts_with(From) && N.substr(From.size()).starts_with("::"))
        Push(A.To + N.substr(From.size()).str());
    }
  }
  return false;
}

const RuleSet::Entry *RuleSet::Impl::lookup(StringRef Name) const {
  const Entry *Out = nullptr;
  rewrites(Name, [&](StringRef N) {
    auto It = Names.find(N);
    if (It == Names.end())
      return false;
    Out = &It->second;
    return true;
  });
  return Out;
}

static RuleSet::Undescribed toUndescribed(const rules::Undescribed &U) {
  return {U.Name, U.Reason,
          U.Loc.File + ":" + std::to_string(U.Loc.Line) + ":" +
              std::to_string(U.Loc.Col)};
}

std::optional<RuleSet::Undescribed>
RuleSet::undescribed(StringRef QualifiedName) const {
  const rules::Undescribed *Found = nullptr;
  P->rewrites(QualifiedName, [&](StringRef N) {
    Found = P->Undescribed.lookup(N);
    return Found != nullptr;
  });
  if (!Found)
    return std::nullopt;
  return toUndescribed(*Found);
}

std::vector<RuleSet::Undescribed> RuleSet::undescribedNames() const {
  std::vector<Undescribed> Out;
  for (const rules::Undescribed *U : P->UndescribedOrder)
    Out.push_back(toUndescribed(*U));
  return Out;
}

const OptionsDecl *RuleSet::Impl::findOptions(StringRef Name) const {
  const Entry *E = lookup(Name);
  return E ? E->Options : nullptr;
}

bool RuleSet::Impl::isArrayTypeName(StringRef N) const {
  if (N == "Tensor" || ArrayTypes.count(N))
    return true;
  // Aliased spellings: alias torch::Tensor = at::Tensor.
  for (const AliasDecl &A : Aliases)
    if (N == A.From && ArrayTypes.count(A.To))
      return true;
  return false;
}

const RuleSet::Entry *RuleSet::Impl::lookupCall(const RuleCall &C) const {
  if (const Entry *E = lookup(C.QualifiedName))
    return E;
  for (const std::string &B : C.BaseNames)
    if (const Entry *E = lookup(B))
      return E;
  return nullptr;
}

const rules::ArrayPattern *RuleSet::arrayPattern(StringRef Template) const {
  return P->ArrayPatterns.lookup(Template);
}

bool RuleSet::isArrayBase(StringRef Name) const {
  return P->ArrayBases.count(Name);
}

llvm::ArrayRef<const rules::HeaderFlags *> RuleSet::headerFlags() const {
  return P->Flags;
}

llvm::ArrayRef<std::string> RuleSet::convention(StringRef Key) const {
  auto It = P->Conventions.find(Key);
  if (It == P->Conventions.end())
    return {};
  return It->second;
}

bool RuleSet::hasConvention(StringRef Key, StringRef Name) const {
  llvm::ArrayRef<std::string> Values = convention(Key);
  if (Values.empty())
    return false;
  std::string Bare = stripTemplateArgs(Name);
  for (const std::string &V : Values)
    if (V == Name || (!Bare.empty() && V == Bare))
      return true;
  return false;
}

bool RuleSet::mutates(const RuleCall &C) const {
  const Entry *E = P->lookupCall(C);
  if (!E)
    return false;
  for (const Def *D : E->Defs)
    if (D->Mutates)
      return true;
  return false;
}

bool RuleSet::keepsObject(llvm::StringRef QualifiedName) const {
  const Entry *E = lookup(QualifiedName);
  if (!E || E->MethodOf || E->Module || E->Options || E->SetterOf ||
      E->Defs.empty())
    return false;
  for (const Def *D : E->Defs)
    if (D->Mutates)
      return false;
  return true;
}

/// The index of the parameter an expression names, if it names one.
static std::optional<unsigned> paramIndex(const Def &D, const rules::Expr &E) {
  if (E.K != rules::Expr::Name)
    return std::nullopt;
  for (unsigned I = 0; I < D.Params.size(); ++I)
    if (D.Params[I].Name == E.Text)
      return I;
  return std::nullopt;
}

static std::optional<int64_t> constantOf(const rules::Expr &E) {
  if (E.K == rules::Expr::Int)
    return E.IntV;
  if (E.K == rules::Expr::Neg && E.Args.size() == 1 &&
      E.Args[0].K == rules::Expr::Int)
    return -E.Args[0].IntV;
  return std::nullopt;
}

std::optional<RuleSet::Accessor> RuleSet::accessor(const RuleCall &C,
                                                   size_t NumArgs) const {
  const Entry *E = P->lookupCall(C);
  if (!E)
    return std::nullopt;
  for (const Def *D : E->Defs) {
    size_t Required = 0;
    bool Star = false;
    for (const Param &Pm : D->Params) {
      Required += !Pm.Default && !Pm.Star;
      Star |= Pm.Star;
    }
    if (Star || NumArgs < Required || NumArgs > D->Params.size())
      continue;
    const rules::Expr &R = D->Result;
    if (R.K != rules::Expr::Call || !R.Fn || R.Args.empty())
      return std::nullopt;
    std::optional<unsigned> Array = paramIndex(*D, R.Args[0]);
    if (!Array || D->Params[*Array].Ty.Which != Kind::Array)
      return std::nullopt;
    Accessor A;
    A.Array = *Array;
    if (R.Text == "size" && R.Args.size() == 2) {
      A.K = Accessor::Size;
      A.Axis = constantOf(R.Args[1]);
      A.AxisParam = paramIndex(*D, R.Args[1]);
      if (!A.Axis && !A.AxisParam)
        return std::nullopt;
      return A;
    }
    if ((R.Text == "sizes" || R.Text == "dim") && R.Args.size() == 1) {
      A.K = R.Text == "dim" ? Accessor::Rank : Accessor::Sizes;
      return A;
    }
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<DtypeSet> RuleSet::dtypeNamed(StringRef QualifiedName) const {
  auto It = P->DtypeNames.find(QualifiedName);
  if (It == P->DtypeNames.end())
    return std::nullopt;
  return It->second;
}

std::string RuleSet::moduleItems(StringRef ModuleName) const {
  const Entry *E = P->lookup(ModuleName);
  if (!E || !E->Module)
    return {};
  for (const Param &Pm : E->Module->Ctor)
    if (Pm.Star && Pm.Ty.Which == Kind::Module)
      return Pm.Name;
  return {};
}

const RuleSet::Entry *RuleSet::lookup(StringRef QualifiedName) const {
  return P->lookup(QualifiedName);
}

bool RuleSet::isArrayType(StringRef QualifiedType) const {
  // `Tensor` alone is the kind of rules' parameters, not a C++ class.
  return QualifiedType != "Tensor" && P->isArrayTypeName(QualifiedType);
}

//===----------------------------------------------------------------------===//
// Evaluation
//===----------------------------------------------------------------------===//

static StringRef lastName(StringRef Qualified) {
  size_t I = Qualified.rfind("::");
  return I == StringRef::npos ? Qualified : Qualified.substr(I + 2);
}

/// The first overload that accepts the arguments with the fewest
/// coercions (0: exact). Ambiguous is set when several overloads tie only
/// because some argument is unknown: the result cannot be told.
static const Def *chooseOverload(RuleSet &RS, Solver &S, const RuleCall &C,
                                 llvm::ArrayRef<const Def *> Defs,
                                 const std::vector<RuleValue> &Args,
                                 const std::vector<SourceLoc> &Locs,
                                 bool &Ambiguous,
                                 std::vector<const std::vector<Param> *> &Fit) {
  const Def *Best = nullptr;
  unsigned BestScore = ~0u, Ties = 0;
  for (bool Filter : {true, false}) {
    Fit.clear();
    for (const Def *D : Defs) {
      Evaluator Trial(RS, S, C, D->Names.front());
      Trial.FilterOverloads = Filter;
      unsigned Score = 0;
      if (!Trial.bind(D->Params, Args, Locs, /*Check=*/false, Score))
        continue;
      Fit.push_back(&D->Params);
      if (Score < BestScore) {
        Best = D;
        BestScore = Score;
        Ties = 1;
      } else if (Score == BestScore) {
        ++Ties;
      }
    }
    if (Best)
      break;
  }
  bool AnyUnknown = false;
  for (const RuleValue &A : Args)
    AnyUnknown |= A.is(RuleValue::Unknown);
  Ambiguous = Best && Ties > 1 && BestScore > 0 && AnyUnknown;
  return Best;
}

static RuleValue setField(RuleSet &RS, Solver &S, const RuleCall &C,
                          const OptionsDecl &O, const Param &Field, bool &Ok) {
  Ok = true;
  const RuleValue &Obj = *C.Object;
  if (C.Args.empty()) { // a getter: opts.stride()
    const RuleValue *F = Obj.field(Field.Name);
    return F ? *F : RuleValue();
  }
  if (C.Args.size() != 1) {
    Ok = false;
    return RuleValue();
  }
  Evaluator Ev(RS, S, C, O.Names.front());
  unsigned Score = 0;
  std::optional<RuleValue> V = Ev.coerceTo(C.Args[0], Field.Ty, Score);
  if (!V) {
    Ok = false;
    return RuleValue();
  }
  RuleValue Out = Obj;
  Out.setField(Field.Name, std::move(*V));
  return Out;
}

std::optional<RuleValue> RuleSet::evaluate(const RuleCall &C, Solver &S) {
  StringRef Last = lastName(C.QualifiedName);
  // Calls on module instances and options objects. A method the module's
  // declaration does not have may be one every module has, declared on
  // the base class (`torch::nn::Module::train`).
  if (C.Object && C.Object->is(RuleValue::Module)) {
    const Entry *ME = P->lookup(C.Object->Name);
    if (ME && ME->Module)
      if (std::optional<RuleValue> V = callModule(*C.Object, Last, C, S))
        return V;
  }
  const Entry *E = P->lookupCall(C);
  if (C.Object && C.Object->is(RuleValue::Options)) {
    const OptionsDecl *O = P->findOptions(C.Object->Name);
    const Param *F = O ? O->find(Last.str()) : nullptr;
    if (F) {
      bool Ok = false;
      RuleValue V = setField(*this, S, C, *O, *F, Ok);
      if (Ok) {
        finalize(S, V);
        return V;
      }
      return std::nullopt;
    }
  }
  if (!E)
    return std::nullopt;

  if (!E->Defs.empty()) {
    std::vector<RuleValue> Args;
    std::vector<SourceLoc> Locs;
    if (C.Object) {
      Args.push_back(*C.Object);
      Locs.push_back(C.ObjectLoc.valid() ? C.ObjectLoc : C.Loc);
    }
    for (size_t I = 0; I < C.Args.size(); ++I) {
      Args.push_back(C.Args[I]);
      Locs.push_back(C.argLoc(I));
    }
    bool Ambiguous = false;
    std::vector<const std::vector<Param> *> Fit;
    if (const Def *D =
            chooseOverload(*this, S, C, E->Defs, Args, Locs, Ambiguous, Fit)) {
      if (Ambiguous)
        return RuleValue();
      Evaluator Ev(*this, S, C, C.QualifiedName);
      Ev.Fitting = std::move(Fit);
      unsigned Score = 0;
      Ev.bind(D->Params, Args, Locs, /*Check=*/true, Score);
      if (Ev.ArgumentFailed)
        return RuleValue();
      RuleValue V = Ev.eval(D->Result);
      S.solveDeferred();
      finalize(S, V);
      return V;
    }
  }
  std::vector<SourceLoc> Locs;
  for (size_t I = 0; I < C.Args.size(); ++I)
    Locs.push_back(C.argLoc(I));
  if (E->Options && !C.Object) {
    bool Ok = false;
    unsigned Score = 0;
    RuleValue V = constructOptions(*this, S, C, *E->Options, C.Args, Locs,
                                   /*Check=*/true, Ok, Score);
    if (!Ok)
      return std::nullopt;
    finalize(S, V);
    return V;
  }
  if (E->Module && !C.Object)
    return rules::constructModule(*this, S, C, *E->Module, C.Args, Locs);
  if (E->Method && E->MethodOf && C.Object &&
      C.Object->is(RuleValue::Unknown)) {
    // A method of a module whose instance is unknown (a field assigned in
    // one branch of a constructor) but whose kind is known: the kind's
    // rule, with what the constructor's arguments would give unknown.
    RuleValue Instance;
    Instance.K = RuleValue::Module;
    Instance.Name = E->MethodOf->Names.front();
    for (const Param &Pm : E->MethodOf->Ctor)
      Instance.Fields.emplace_back(Pm.Name, RuleValue::unknown());
    if (std::optional<RuleValue> V =
            callModule(Instance, lastName(C.QualifiedName), C, S,
                       /*UnknownFields=*/true))
      return V;
    return RuleValue();
  }
  return std::nullopt;
}

std::optional<RuleValue> RuleSet::callModule(const RuleValue &Instance,
                                             StringRef Method,
                                             const RuleCall &C, Solver &S,
                                             bool UnknownFields) {
  const Entry *E = P->lookup(Instance.Name);
  if (!E || !E->Module)
    return std::nullopt;
  const ModuleDecl &M = *E->Module;
  llvm::ArrayRef<std::string> Call = convention("module_method");
  if (Method == "operator()" && !Call.empty())
    Method = Call.front();
  std::vector<SourceLoc> Locs;
  for (size_t I = 0; I < C.Args.size(); ++I)
    Locs.push_back(C.argLoc(I));
  std::string Owner = M.Names.front() + "::" + Method.str();
  auto Prepare = [&](Evaluator &Ev) {
    for (const auto &F : Instance.Fields) {
      Ev.env().Vars[F.first] = F.second;
      for (const Param &Pm : M.Ctor)
        if (Pm.Name == F.first && Pm.Ty.Which == Kind::Ints)
          Ev.env().IntsParams.insert(F.first);
    }
    Ev.ExpectedName = ReasonDesc::module(M.Names.front());
    Ev.ExpectedSite = Instance.Loc;
    Ev.UnknownFields = UnknownFields;
  };
  const Def *Chosen = nullptr;
  unsigned BestScore = ~0u;
  std::vector<const std::vector<Param> *> Fit;
  for (bool Filter : {true, false}) {
    Fit.clear();
    for (const Def &D : M.Methods) {
      if (D.Names.front() != Method)
        continue;
      Evaluator Trial(*this, S, C, Owner);
      Prepare(Trial);
      Trial.FilterOverloads = Filter;
      unsigned Score = 0;
      if (!Trial.bind(D.Params, C.Args, Locs, /*Check=*/false, Score))
        continue;
      Fit.push_back(&D.Params);
      if (Score < BestScore) { // the first of the best
        Chosen = &D;
        BestScore = Score;
      }
    }
    if (Chosen)
      break;
  }
  if (!Chosen)
    return std::nullopt;
  Evaluator Ev(*this, S, C, Owner);
  Prepare(Ev);
  Ev.Fitting = std::move(Fit);
  unsigned Score = 0;
  Ev.bind(Chosen->Params, C.Args, Locs, /*Check=*/true, Score);
  if (Ev.ArgumentFailed)
    return RuleValue();
  RuleValue V = Ev.eval(Chosen->Result);
  S.solveDeferred();
  finalize(S, V);
  return V;
}
