//===- ReasonDesc.cpp - Reasons and origins in English --------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "Shape/ReasonDesc.h"
#include "llvm/ADT/StringExtras.h"

using namespace shapecheck;
using Kind = ReasonDesc::Kind;

static std::string quoted(llvm::StringRef S) { return "'" + S.str() + "'"; }

/// "a", "a and b", "a, b and c".
static std::string listed(const std::vector<std::string> &Items) {
  std::string Out;
  for (size_t I = 0; I < Items.size(); ++I) {
    if (I)
      Out += I + 1 == Items.size() ? " and " : ", ";
    Out += Items[I];
  }
  return Out;
}

/// Whether Text mentions Word as a whole identifier ("torch::sum" mentions
/// "sum", "cumsum" does not).
static bool mentionsWord(llvm::StringRef Text, llvm::StringRef Word) {
  auto IsIdent = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  for (size_t At = Text.find(Word); At != llvm::StringRef::npos;
       At = Text.find(Word, At + 1)) {
    size_t End = At + Word.size();
    if ((At == 0 || !IsIdent(Text[At - 1])) &&
        (End == Text.size() || !IsIdent(Text[End])))
      return true;
  }
  return false;
}

std::string shapecheck::leadText(const ReasonDesc &Site, llvm::StringRef Op) {
  std::string S = Site.str();
  if (S.empty())
    return Op.empty() ? std::string() : Op.str() + ": ";
  if (Op.empty() || mentionsWord(S, Op))
    return S + ": ";
  return S + ": " + Op.str() + ": ";
}

/// Operand I, or "?" when a site left it out.
static llvm::StringRef operand(const ReasonDesc &D, size_t I) {
  return I < D.Operands.size() ? llvm::StringRef(D.Operands[I]) : "?";
}

/// The English form of a part of an operation, without its site.
static std::string partStr(const ReasonDesc &D) {
  switch (D.K) {
  case Kind::Operands:
    return "shapes " + listed(D.Operands);
  case Kind::BatchDims:
    return ("the batch dimensions " + operand(D, 0) + " of " + operand(D, 1) +
            " and " + operand(D, 2) + " of " + operand(D, 3))
        .str();
  case Kind::ElementCount:
    return ("the element count of " + operand(D, 0)).str();
  case Kind::InferredRemainder:
    return ("-1 in " + operand(D, 0) + " for " + operand(D, 1) +
            ": the remainder of its " + operand(D, 2) +
            " elements divided by " + operand(D, 3))
        .str();
  case Kind::ExactDivision:
    return "an exact division";
  case Kind::EllipsisAxes:
    return "the axes covered by '...'";
  case Kind::Operand:
    return operand(D, 0).str();
  default:
    return "";
  }
}

std::string ReasonDesc::str() const {
  switch (K) {
  case Kind::None:
    return "";
  case Kind::CallArgument:
    return "argument " + quoted(Param) + " of call to " + quoted(Callee);
  case Kind::Call:
    return "call to " + quoted(Callee);
  case Kind::Instantiation:
    return "instantiation of " + quoted(Callee);
  case Kind::RnnState:
    return std::string(Index == 0 ? "the initial state"
                                  : "the initial cell state") +
           " of " + quoted(Callee);
  case Kind::ConvertedValue:
    return "converted value";
  case Kind::AssignedValue:
    return "value assigned to " + quoted(Name);
  case Kind::Initializer:
    return "initializer of " + quoted(Name);
  case Kind::FieldInitializer:
    return "initializer of field " + quoted(Name);
  case Kind::ReturnedValue:
    return "returned value";
  case Kind::SizeCheck:
    return Name.empty() ? "the size check" : "the size check " + quoted(Name);
  case Kind::Parameter:
    return "parameter " + quoted(Param) +
           (Callee.empty() ? "" : " of " + quoted(Callee));
  case Kind::Annotation:
    return Name.empty() ? "the annotation"
                        : "the annotation of " + quoted(Name);
  case Kind::ConversionAnnotation:
    return "the annotation of the conversion";
  case Kind::DeclaredSizes:
    return "the sizes of its type";
  case Kind::FunctionResult:
    return "the result of " + quoted(Callee);
  case Kind::Rule:
    return "the rule for " + quoted(Callee);
  case Kind::Module:
    return "the module " + quoted(Callee);
  case Kind::ModuleState:
    return "the state the module's options give";
  case Kind::Signature:
    return "the signature of " + quoted(Callee);
  case Kind::ObjectDim:
    return quoted(Name) + " of " + (Within ? Within->str() : "an object");
  case Kind::NewObject:
    return "an object of " + quoted(Callee);
  case Kind::Field:
    return "the field " + quoted(Name);
  case Kind::ClassDim:
    return quoted(Callee) +
           (Name.empty()
                ? ""
                : ", named in the annotation of its field " + quoted(Name));
  case Kind::CtorParameter:
    return quoted(Callee) + ", a parameter of its constructor";
  case Kind::CtorOptionsField:
    return quoted(Callee) + ", a field of its constructor's parameter " +
           quoted(Param);
  case Kind::CtorParamElement:
    return quoted(Callee) + ", an element of its constructor's parameter " +
           quoted(Param);
  case Kind::CtorSetField:
    return quoted(Callee) + ", a field set by its constructor";
  case Kind::SymbolicLocal:
    return quoted(Callee) + ", a local set once from an unknown value";
  case Kind::SymbolicPart:
    return quoted(Callee) + ", a part of the local " + quoted(Param) +
           " whose value is not known";
  case Kind::DataSize:
    return "the size of a batch that " + quoted(Callee) +
           " makes, known when the program runs";
  case Kind::Operands:
  case Kind::BatchDims:
  case Kind::ElementCount:
  case Kind::InferredRemainder:
  case Kind::ExactDivision:
  case Kind::EllipsisAxes:
  case Kind::Operand:
    return (Within ? leadText(*Within, Op) : leadText(ReasonDesc(), Op)) +
           partStr(*this);
  }
  return "";
}

std::string ReasonDesc::scope() const {
  switch (K) {
  case Kind::Signature:
  case Kind::Parameter:
  case Kind::ClassDim:
  case Kind::CtorParameter:
  case Kind::CtorOptionsField:
  case Kind::CtorParamElement:
  case Kind::CtorSetField:
  case Kind::SymbolicLocal:
  case Kind::SymbolicPart:
    return Callee;
  case Kind::ObjectDim:
    if (!Within)
      return "";
    if (Within->K == Kind::Field)
      return Within->Name;
    if (Within->K == Kind::Parameter)
      return Within->Param;
    // An object made here has no name of its own; its class's name would
    // read as the class's own dimension.
    return "";
  default:
    return "";
  }
}

bool ReasonDesc::isConstructorDecided() const {
  switch (K) {
  case Kind::CtorParameter:
  case Kind::CtorOptionsField:
  case Kind::CtorParamElement:
  case Kind::CtorSetField:
    return true;
  default:
    return false;
  }
}

bool ReasonDesc::isUnknownValue() const {
  return K == Kind::SymbolicLocal || K == Kind::SymbolicPart ||
         K == Kind::DataSize;
}

ReasonDesc ReasonDesc::of(Kind K) {
  ReasonDesc D;
  D.K = K;
  return D;
}

ReasonDesc ReasonDesc::callArgument(std::string Callee, std::string Param) {
  ReasonDesc D = of(Kind::CallArgument);
  D.Callee = std::move(Callee);
  D.Param = std::move(Param);
  return D;
}

ReasonDesc ReasonDesc::call(std::string Callee) {
  ReasonDesc D = of(Kind::Call);
  D.Callee = std::move(Callee);
  return D;
}

ReasonDesc ReasonDesc::instantiation(std::string Template) {
  ReasonDesc D = of(Kind::Instantiation);
  D.Callee = std::move(Template);
  return D;
}

ReasonDesc ReasonDesc::rnnState(std::string Callee, unsigned Index) {
  ReasonDesc D = of(Kind::RnnState);
  D.Callee = std::move(Callee);
  D.Index = Index;
  return D;
}

ReasonDesc ReasonDesc::parameter(std::string Callee, std::string Param) {
  ReasonDesc D = of(Kind::Parameter);
  D.Callee = std::move(Callee);
  D.Param = std::move(Param);
  return D;
}

ReasonDesc ReasonDesc::functionResult(std::string Callee) {
  return ofClass(Kind::FunctionResult, std::move(Callee));
}

ReasonDesc ReasonDesc::rule(std::string Callee) {
  return ofClass(Kind::Rule, std::move(Callee));
}

ReasonDesc ReasonDesc::module(std::string Callee) {
  return ofClass(Kind::Module, std::move(Callee));
}

ReasonDesc ReasonDesc::signature(std::string Callee) {
  return ofClass(Kind::Signature, std::move(Callee));
}

ReasonDesc ReasonDesc::named(Kind K, std::string Name) {
  ReasonDesc D = of(K);
  D.Name = std::move(Name);
  return D;
}

ReasonDesc ReasonDesc::ofClass(Kind K, std::string Class) {
  ReasonDesc D = of(K);
  D.Callee = std::move(Class);
  return D;
}

ReasonDesc ReasonDesc::classDim(std::string Class, std::string Field) {
  ReasonDesc D = ofClass(Kind::ClassDim, std::move(Class));
  D.Name = std::move(Field);
  return D;
}

ReasonDesc ReasonDesc::ctorParamPart(Kind K, std::string Class,
                                     std::string Param) {
  ReasonDesc D = ofClass(K, std::move(Class));
  D.Param = std::move(Param);
  return D;
}

ReasonDesc ReasonDesc::objectDim(std::string Name, ReasonDesc Object) {
  ReasonDesc D = named(Kind::ObjectDim, std::move(Name));
  D.Within = std::make_shared<const ReasonDesc>(std::move(Object));
  return D;
}

ReasonDesc ReasonDesc::part(const ReasonDesc &Site, llvm::StringRef Op, Kind K,
                            std::vector<std::string> Operands) {
  ReasonDesc D = part(K, std::move(Operands));
  D.Op = Op.str();
  if (!Site.empty())
    D.Within = std::make_shared<const ReasonDesc>(Site);
  return D;
}

ReasonDesc ReasonDesc::part(Kind K, std::vector<std::string> Operands) {
  ReasonDesc D = of(K);
  D.Operands = std::move(Operands);
  return D;
}
