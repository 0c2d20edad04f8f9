//===- RuleValue.h - Values and calls seen by the rules ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The Clang-free description of a library call that the rules evaluate: the
// callee's qualified name, the object of a member call, and what is known of
// each argument (a RuleValue). Results are RuleValues too, so that a result
// (a tuple from max(dim), an options builder, a module) can be passed back
// as the argument of a later call.
//
// RuleValue is this layer's value; the frontend's value type (Value,
// lib/Frontend/Env.h) is a layer above and holds its richer values (all but
// unknown, arrays and integers) as RuleValues, converting at the rules'
// boundary (Value::toRule, Value::fromRule).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_RULES_RULEVALUE_H
#define SHAPECHECK_RULES_RULEVALUE_H

#include "Solver/Solver.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shapecheck {

/// What is known about one value: an argument, a field, a result.
struct RuleValue {
  enum Kind : uint8_t {
    Unknown, // nothing is known; agrees with every parameter kind
    None,    // c10::nullopt, an undefined optional
    Array,   // a tensor (Arr)
    Int,     // an integer; Dim may be Dynamic (an unknown integer)
    Ints,    // an integer list: {-1, 10}, IntArrayRef, std::vector<int64_t>
    Bool,    // a literal bool
    Scalar,  // a floating-point or Scalar value: its dtype, and its value
             // when it is a constant (FloatV)
    Str,     // a string (einsum's equation, an enum such as "same")
    Dtype,   // a dtype (torch::kInt64, TensorOptions().dtype(...))
    List,    // a list of values (tensor lists: {a, b}, std::vector<Tensor>)
    Tuple,   // a std::tuple result: max(dim), lstm's (output, (h, c))
    Options, // an options object: Name + Fields
    Module,  // an nn module instance: Name + its constructor's Fields
    Iter,    // an iterator into a list (`layers.rbegin()`): Items and Open
             // are the list's when the iterator was made; what it points
             // to is one of them, whichever it is
  };
  Kind K = Unknown;
  ArrayType Arr;                // Array
  bool Weak = false;            // Array made from a scalar: does not promote
  Dim IntV;                     // Int
  std::vector<Dim> IntsV;       // Ints
  bool BoolV = false;           // Bool
  DtypeSet DtypeV;              // Scalar (its dtype), Dtype
  std::optional<double> FloatV; // Scalar: a constant's value (2.0, 0.5)
  std::string Name;             // Str (the string), Options / Module (type)
  std::vector<RuleValue> Items; // List, Tuple, Iter
  /// List: only its first elements are known, not its length (`chunk`
  /// along an axis of unknown divisibility may give fewer pieces). An
  /// element that is read exists, so it is one of Items; the length, the
  /// last element and the list as a whole are unknown.
  bool Open = false;
  /// An open List or Iter: what every item after Items is like, if that is
  /// known (one value, the join of them all; empty: nothing is known of
  /// them). A Sequential filled in a loop of unknown count is an open list
  /// with no Items and its block as the Rest.
  std::vector<RuleValue> Rest;
  /// An open List: items known to come last, in this order, after any
  /// number of items like the Rest (a decoder pushed after the residual
  /// blocks of a loop of unknown count).
  std::vector<RuleValue> Tail;
  std::vector<std::pair<std::string, RuleValue>> Fields; // Options, Module
  SourceLoc Loc; // where a module or options object was made, if known

  static RuleValue unknown() { return RuleValue(); }
  static RuleValue none();
  static RuleValue array(ArrayType T);
  static RuleValue integer(Dim D);
  static RuleValue integer(int64_t C) { return integer(Dim::constant(C)); }
  static RuleValue ints(std::vector<Dim> Ds);
  static RuleValue ints(std::initializer_list<int64_t> Cs);
  static RuleValue boolean(bool B);
  /// A floating-point scalar (Float) or an integer Scalar (Int64).
  static RuleValue scalar(DtypeSet D);
  /// A constant Float scalar (a literal, `double s = 2.0`): interpolate's
  /// scale factors read its value.
  static RuleValue floatConstant(double V);
  static RuleValue str(std::string S);
  static RuleValue dtype(DtypeSet D);
  static RuleValue list(std::vector<RuleValue> Items);
  static RuleValue tuple(std::vector<RuleValue> Items);
  static RuleValue options(std::string Type);

  bool is(Kind Q) const { return K == Q; }
  /// The field Name of an options object or module, or null.
  const RuleValue *field(llvm::StringRef FieldName) const;
  /// Sets (or adds) a field.
  void setField(llvm::StringRef FieldName, RuleValue V);

  /// Substitutes what S has bound into every size this value holds (its
  /// items' and fields' too): a value another solver can read when it is
  /// ground.
  void resolveIn(Solver &S);

  /// For messages and tests: "Float[2 3]", "7", "{1, 2}", "(Float[2], ...)",
  /// "Conv2dOptions(in_channels=1, ...)".
  std::string str(Solver &S) const;
};

/// The join of two values: what both agree on, Unknown elsewhere. Lists of
/// different lengths give an open list (RuleValue::Rest).
RuleValue joinRules(Solver &S, const RuleValue &A, const RuleValue &B);
/// Appends Item to the list List: after its items, or, when List is open,
/// as one more item like its Rest.
void appendItem(Solver &S, RuleValue &List, RuleValue Item);
/// What an item of List is, whichever it is (the join of all of them and
/// of its Rest); nullopt when nothing is known of some.
std::optional<RuleValue> anyItem(Solver &S, const RuleValue &List);

/// The result of evaluating a call: an array, an integer (a size), a tuple
/// or list of results, an options object, a module instance.
using RuleResult = RuleValue;

/// A call as the frontend describes it, Clang-free.
struct RuleCall {
  /// The callee's qualified name: "at::matmul", "at::Tensor::view",
  /// "torch::nn::Linear" (a constructor: the class), "at::operator+".
  std::string QualifiedName;
  /// The object of a member call (`x` in `x.view(...)`); for a call
  /// through a module holder (`fc->forward(x)`, `fc(x)`) the module.
  std::optional<RuleValue> Object;
  std::vector<RuleValue> Args;    // positional, without the object
  std::vector<SourceLoc> ArgLocs; // parallel to Args; may be shorter
  SourceLoc ObjectLoc;            // the object as written, may be invalid
  SourceLoc Loc;                  // the whole call
  std::string DisplayName;        // for messages; empty: QualifiedName
  /// A method's name in the object's base classes, nearest first
  /// (`Eigen::EigenBase<Derived>::rows` for `Eigen::Matrix<...>::rows`):
  /// looked up when QualifiedName is not described.
  std::vector<std::string> BaseNames;

  const std::string &name() const {
    return DisplayName.empty() ? QualifiedName : DisplayName;
  }
  SourceLoc argLoc(size_t I) const {
    return I < ArgLocs.size() && ArgLocs[I].valid() ? ArgLocs[I] : Loc;
  }
};

} // namespace shapecheck

#endif
