//===- ReasonDesc.h - Why a constraint holds, as data -----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Every constraint the solver is given carries a reason and a location, as
// in Futhark's type checker: which argument of which call, which annotation,
// which constructor parameter. A ReasonDesc says it as data: a kind and the
// names it refers to. Sites fill the fields; str() is the one place that
// turns a description into English, when a message or a note is written.
// The same type says where a variable was declared (Origin::What), so that
// a message can tell two variables of one name apart by what declared them.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPE_REASONDESC_H
#define SHAPECHECK_SHAPE_REASONDESC_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shapecheck {

struct ReasonDesc {
  /// The kinds and their ids, with each kind's English form, are listed in
  /// Shape/ReasonKinds.def.
  enum class Kind : uint8_t {
#define SHAPECHECK_REASON(Name, Id) Name,
#include "Shape/ReasonKinds.def"
  };

  Kind K = Kind::None;
  /// The function, method, module or class the description is about.
  std::string Callee;
  /// A parameter of Callee.
  std::string Param;
  /// A variable, field or dimension.
  std::string Name;
  /// Which of several (RnnState: 0 the state, 1 the cell state).
  unsigned Index = 0;
  /// Terms and operand descriptions, printed when the reason was made
  /// (the solver's bindings change afterwards).
  std::vector<std::string> Operands;
  /// The operation a shape function checks ("matmul"), for parts.
  std::string Op;
  /// What this is a part of: the site of a part, the object of an
  /// ObjectDim.
  std::shared_ptr<const ReasonDesc> Within;

  bool empty() const { return K == Kind::None; }
  /// Same kind and fields, Within compared by value.
  bool operator==(const ReasonDesc &O) const;
  bool operator!=(const ReasonDesc &O) const { return !(*this == O); }
  /// The English form; "" for None.
  std::string str() const;
  /// The scope a variable declared here belongs to, for telling apart two
  /// variables of one name: the function or class named ("f", "Net"), or
  /// "" when the description names none.
  std::string scope() const;
  /// Whether a variable declared here is a size the class's constructor
  /// takes from its caller (a parameter, a field of an options parameter,
  /// ...): each construction decides it. The dimensions a class's
  /// annotations name are the user's contract instead, and are not.
  bool isConstructorDecided() const;
  /// Whether a variable declared here stands for a value the program
  /// computes and nobody can know (a local set once from an unknown value,
  /// or a part of one, a batch's size): one fixed value, not every value,
  /// so that a condition on it is undecided rather than false.
  bool isUnknownValue() const;

  static ReasonDesc callArgument(std::string Callee, std::string Param);
  static ReasonDesc call(std::string Callee);
  /// Instantiation: a template's instance, named with its arguments
  /// ("ResNetImpl<BasicBlock>", "run<Net>").
  static ReasonDesc instantiation(std::string Template);
  static ReasonDesc rnnState(std::string Callee, unsigned Index);
  static ReasonDesc parameter(std::string Callee, std::string Param);
  static ReasonDesc functionResult(std::string Callee);
  static ReasonDesc rule(std::string Callee);
  static ReasonDesc module(std::string Callee);
  static ReasonDesc signature(std::string Callee);
  /// Kinds whose only field is a name: AssignedValue, Initializer,
  /// FieldInitializer, Annotation, Field.
  static ReasonDesc named(Kind K, std::string Name);
  /// Kinds whose only field is the class: NewObject, CtorParameter,
  /// CtorSetField, SymbolicLocal (whose Callee is the function).
  static ReasonDesc ofClass(Kind K, std::string Class);
  /// ClassDim; Field empty when the class's own annotation names it.
  static ReasonDesc classDim(std::string Class, std::string Field);
  /// CtorOptionsField, CtorParamElement, SymbolicPart (Class: the
  /// function; Param: the local).
  static ReasonDesc ctorParamPart(Kind K, std::string Class, std::string Param);
  static ReasonDesc objectDim(std::string Name, ReasonDesc Object);
  /// A part of the operation Op checked at Site; Site may be None.
  static ReasonDesc part(const ReasonDesc &Site, llvm::StringRef Op, Kind K,
                         std::vector<std::string> Operands = {});
  /// A part on its own (a requirement: "the element count of [2 3]").
  static ReasonDesc part(Kind K, std::vector<std::string> Operands = {});
  static ReasonDesc of(Kind K);
};

/// The kebab-case id of a kind ("call-argument"): the "kind" of a reason in
/// the reports and the result cache.
llvm::StringRef reasonKindId(ReasonDesc::Kind K);
/// The kind with this id, if there is one.
std::optional<ReasonDesc::Kind> parseReasonKindId(llvm::StringRef Id);

/// A description as data for the reports and the result cache: an object
/// with "kind" and the fields that are set ("callee", "param", "name",
/// "index", "operands", "op", "within"); null for None. One form, so that a
/// replayed finding reports what the analysed one did.
llvm::json::Value toJSON(const ReasonDesc &D);
bool fromJSON(const llvm::json::Value &V, ReasonDesc &D, llvm::json::Path P);

/// "site: op: " -- how a shape function's message starts: Site rendered,
/// then the operation, left out when Site names it already ("call to
/// 'torch::matmul'" names "matmul"). Empty Site: "op: ".
std::string leadText(const ReasonDesc &Site, llvm::StringRef Op);

} // namespace shapecheck

#endif
