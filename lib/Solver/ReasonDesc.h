//===- ReasonDesc.h - Why a constraint holds, as data -----------*- C++ -*-===//
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
#ifndef SHAPECHECK_SOLVER_REASONDESC_H
#define SHAPECHECK_SOLVER_REASONDESC_H

#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace shapecheck {

struct ReasonDesc {
  /// Each kind lists its English form; {X} is the field X.
  enum class Kind : uint8_t {
    None, // nothing said (an Expected of None reads "the annotation")

    //--- The value a constraint checks (Reason::Context)
    CallArgument,     // argument '{Param}' of call to '{Callee}'
    Call,             // call to '{Callee}'
    RnnState,         // the initial state of '{Callee}' ({Index} 1: the
                      // initial cell state)
    ConvertedValue,   // converted value
    AssignedValue,    // value assigned to '{Name}'
    Initializer,      // initializer of '{Name}'
    FieldInitializer, // initializer of field '{Name}'
    ReturnedValue,    // returned value

    //--- What demands it (Reason::Expected)
    Parameter,            // parameter '{Param}' of '{Callee}' (or without
                          // " of ..." when Callee is empty)
    Annotation,           // the annotation of '{Name}'; the annotation
    ConversionAnnotation, // the annotation of the conversion
    DeclaredSizes,        // the sizes of its type
    FunctionResult,       // the result of '{Callee}'
    Rule,                 // the rule for '{Callee}'
    Module,               // the module '{Callee}'
    ModuleState,          // the state the module's options give

    //--- Where a variable was declared (Origin::What)
    Signature,        // the signature of '{Callee}'
    ObjectDim,        // '{Name}' of <Within>: an object's own dimension
    NewObject,        // an object of '{Callee}'
    Field,            // the field '{Name}'
    ClassDim,         // '{Callee}'[, named in the annotation of its field
                      // '{Name}']
    CtorParameter,    // '{Callee}', a parameter of its constructor
    CtorOptionsField, // '{Callee}', a field of its constructor's
                      // parameter '{Param}'
    CtorParamElement, // '{Callee}', an element of its constructor's
                      // parameter '{Param}'
    CtorSetField,     // '{Callee}', a field set by its constructor
    SymbolicLocal,    // '{Callee}', a local set once from an unknown value

    //--- A part of an operation a shape function checks. In a Context,
    // Within is the site and Op the operation: "<Within>: {Op}: <part>",
    // with the operation left out when the site names it already.
    Operands,          // shapes {Operands[0]}, {Operands[1]} and ...
    BatchDims,         // the batch dimensions {O[0]} of {O[1]} and {O[2]}
                       // of {O[3]}
    ElementCount,      // the element count of {O[0]}
    InferredRemainder, // -1 in {O[0]} for {O[1]}: the remainder of its
                       // {O[2]} elements divided by {O[3]}
    ExactDivision,     // an exact division
    EllipsisAxes,      // the axes covered by '...'
    Operand,           // {O[0]}: an operand as the shape function words it
                       // ("axis -1 of the 1st tensor [2 3]")
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
  /// The English form; "" for None.
  std::string str() const;
  /// The scope a variable declared here belongs to, for telling apart two
  /// variables of one name: the function or class named ("f", "Net"), or
  /// "" when the description names none.
  std::string scope() const;

  static ReasonDesc callArgument(std::string Callee, std::string Param);
  static ReasonDesc call(std::string Callee);
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
  /// CtorOptionsField, CtorParamElement.
  static ReasonDesc ctorParamPart(Kind K, std::string Class, std::string Param);
  static ReasonDesc objectDim(std::string Name, ReasonDesc Object);
  /// A part of the operation Op checked at Site; Site may be None.
  static ReasonDesc part(const ReasonDesc &Site, llvm::StringRef Op, Kind K,
                         std::vector<std::string> Operands = {});
  /// A part on its own (a requirement: "the element count of [2 3]").
  static ReasonDesc part(Kind K, std::vector<std::string> Operands = {});
  static ReasonDesc of(Kind K);
};

/// "site: op: " -- how a shape function's message starts: Site rendered,
/// then the operation, left out when Site names it already ("call to
/// 'torch::matmul'" names "matmul"). Empty Site: "op: ".
std::string leadText(const ReasonDesc &Site, llvm::StringRef Op);

} // namespace shapecheck

#endif
