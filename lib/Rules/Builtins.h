//===- Builtins.h - Shape functions callable from rules ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The functions a rule's result may call (`reshape(self, size)`,
// `conv(x, w, ...)`), each a thin adapter from RuleValues to the general
// shape functions of lib/ShapeFns. A builtin declares the kinds of its
// arguments, so that a rules file that passes a bool where an int list is
// needed is rejected when it is loaded, and the evaluator coerces arguments
// (an int where an int list is expected, a scalar where an array is) before
// the call.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_RULES_BUILTINS_H
#define SHAPECHECK_RULES_BUILTINS_H

#include "Rules/RuleValue.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <functional>

namespace shapecheck {
class RuleSet;
namespace rules {

/// What a builtin sees besides its arguments.
struct BuiltinCtx {
  Solver &S;
  Reason R;           // the call; ExpectedLoc points at the rule
  llvm::StringRef Op; // the builtin's name, for messages
  RuleSet &Rules;     // for chain(): applying modules
  const RuleCall &Call;
  /// Whether evaluating the arguments reported an error (checked()).
  bool ArgsReported = false;
};

/// A builtin returns RuleValue::unknown() when it cannot compute the result
/// (unknown inputs) or after it reported an error.
using BuiltinFn = RuleValue (*)(BuiltinCtx &C, llvm::ArrayRef<RuleValue> Args);

/// Argument kinds, one letter each: a array, i int, I int list (an int is
/// accepted), b bool, s str, d dtype, l list of arrays, m list of modules,
/// * anything. A trailing '?' accepts none. The last kind repeats when
/// MaxArgs is Variadic. Missing optional arguments are none.
struct Builtin {
  llvm::StringRef Name;
  unsigned MinArgs, MaxArgs;
  llvm::StringRef ArgKinds; // space-separated, e.g. "a I b?"
  BuiltinFn Fn;
  llvm::StringRef Summary; // one line, for docs and errors
  /// The kind of argument I ("a", "I?", ...).
  llvm::StringRef argKind(unsigned I) const;
};

constexpr unsigned Variadic = ~0u;

/// The builtin called Name, or null.
const Builtin *findBuiltin(llvm::StringRef Name);
llvm::ArrayRef<Builtin> allBuiltins();

/// Builtins by family (BuiltinsShape.cpp, BuiltinsIndex.cpp,
/// BuiltinsNN.cpp); allBuiltins() concatenates them.
llvm::ArrayRef<Builtin> shapeBuiltins();
llvm::ArrayRef<Builtin> indexBuiltins();
llvm::ArrayRef<Builtin> nnBuiltins();

//===--- Helpers shared by the builtins
//------------------------------------===//

/// The dtype of a binary operation's result, as an array without axes:
/// PyTorch promotion of the non-weak (tensor) operands; scalars only lift
/// an integral result to Float. When every operand is a non-weak array of
/// one dtype variable, the result has it too (`x + x` keeps x's dtype).
ArrayType promoteValues(Solver &S, llvm::ArrayRef<const RuleValue *> Vs);

/// An array result from a shape function's answer (std::nullopt: it
/// reported an error, the result is unknown), of dtype D, or of the dtype
/// (set and variable) of DtypeOf.
RuleValue arrayResult(const std::optional<ShapeTerm> &T, DtypeSet D);
RuleValue arrayResult(const std::optional<ShapeTerm> &T,
                      const ArrayType &DtypeOf);

/// A constant integer, if V is one.
std::optional<int64_t> constInt(const RuleValue &V);
/// All constants, if V is an int list of constants (or an int).
std::optional<std::vector<int64_t>> constInts(const RuleValue &V);
/// The dims of an int list, or of an int as a one-element list.
std::vector<Dim> dimsOf(const RuleValue &V);

} // namespace rules
} // namespace shapecheck

#endif
