//===- RuleAst.h - The syntax tree of a rules file --------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A rules file is a list of declarations (docs/rules.md):
//
//   array   NAME, ...                          which C++ types are arrays
//   alias   NAME = NAME                        another spelling of a name
//   def     NAME, ...(PARAMS) -> RESULT        a function, method, operator
//   options NAME, ...(PARAMS) { FIELD* }       an options class (builders)
//   module  NAME, ...(PARAMS) { METHOD* }      an nn module class
//   array   NAME<TAGS>                         sizes and dtype from template
//                                              arguments (Eigen::Matrix)
//   array derived NAME, ...                    classes with such a base
//   mutator NAME, ...(PARAMS) -> RESULT        a method that changes self
//   convention KEY = VALUE, ...                a library convention
//   flags "PATH" = "FLAG", ...                  Clang options for a library
//   dtype   NAME = CATEGORY                    a constant that is a dtype
//
// Every node keeps its location in the rules file, so that errors in the
// file and notes about a rule point at the text.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_RULES_RULEAST_H
#define SHAPECHECK_RULES_RULEAST_H

#include "Shape/ShapeSyntax.h"
#include "Shape/SourceLoc.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shapecheck {
namespace rules {

struct Builtin;
struct OptionsDecl;
struct ModuleDecl;

/// An expression: a default value, an argument of a shape function, or a
/// result.
struct Expr {
  enum Kind {
    Name,   // a parameter, or a field of one: `dim`, `opts.stride`
    Int,    // 3
    Float,  // 1e-5 (a scalar: only the dtype is kept)
    Bool,   // true, false
    Str,    // "same"
    NoneV,  // none
    List,   // {a, b}: an int list or a list of arrays
    Tuple,  // (a, b)
    Call,   // reshape(self, size); a dtype cast Int64(x)
    Annot,  // Float[n m], Tensor[*b n]
    Binary, // + - * // on integers
    Neg,    // -x
  };
  Kind K = Int;
  std::string Text; // Name, Str, Call (callee), Annot (category)
  int64_t IntV = 0;
  bool BoolV = false;
  std::string Op;                  // Binary: "+", "-", "*", "//"
  std::vector<Expr> Args;          // List, Tuple, Call, Binary, Neg
  std::shared_ptr<Annotation> Ann; // Annot
  bool InheritDtype = false;       // Annot with an array type as category
  SourceLoc Loc;                   // the whole expression
  SourceLoc ShapeLoc;              // Annot: the text inside [ ]
  // Resolved when the file is loaded:
  const Builtin *Fn = nullptr;        // Call of a shape function
  const ModuleDecl *Object = nullptr; // Call of a module: an instance
  std::optional<DtypeSet> Cast;       // Call of a dtype category: Int64(x)
};

/// A parameter's kind.
struct Kind {
  enum K {
    Array,   // Tensor, a declared array type, or an annotation
    Int,     // int
    Ints,    // ints, ints[N]
    Bool,    // bool
    Scalar,  // float, scalar
    Str,     // str
    Dtype,   // dtype
    Arrays,  // tensors
    Options, // an options type
    Module,  // module
    Any,     // any
  };
  K Which = Any;
  unsigned Length = 0;               // ints[N]; 0: any length
  std::shared_ptr<Annotation> Ann;   // Array with a shape
  SourceLoc AnnLoc;                  // where the shape is written
  SourceLoc TypeLoc;                 // where the kind's name is written
  std::string TypeName;              // Options (as written), Array's category
  const OptionsDecl *Opts = nullptr; // Options, resolved at load
  bool Optional = false;             // `?`: also accepts none
};

struct Param {
  std::string Name;
  Kind Ty;
  std::optional<Expr> Default;
  bool Star = false; // *name: collects the remaining arguments as a list
  SourceLoc Loc;     // the parameter's name
};

/// A function, method or operator signature, or a module's method.
struct Def {
  std::vector<std::string> Names; // qualified names (a module method: one)
  std::vector<Param> Params;
  Expr Result;
  SourceLoc Loc;        // the declaration's first name
  bool Mutates = false; // `mutator`: the object holds the result afterwards
};

struct OptionsDecl {
  std::vector<std::string> Names;
  std::vector<Param> Ctor;   // constructor parameters (also fields)
  std::vector<Param> Fields; // other fields, each with a default
  SourceLoc Loc;
  /// A parameter or field by name, or null.
  const Param *find(const std::string &N) const {
    for (const Param &P : Ctor)
      if (P.Name == N)
        return &P;
    for (const Param &P : Fields)
      if (P.Name == N)
        return &P;
    return nullptr;
  }
};

struct ModuleDecl {
  std::vector<std::string> Names;
  std::vector<Param> Ctor;
  std::vector<Def> Methods; // forward, ...
  SourceLoc Loc;
};

struct AliasDecl {
  std::string From, To;
  SourceLoc Loc;
};

/// `array Eigen::Matrix<dtype, dim, dim>`: a class template whose
/// specializations are arrays, with sizes and dtype read from their template
/// arguments, by position.
struct ArrayPattern {
  enum Tag {
    Ignore, // `_`: not read
    Dtype,  // `dtype`: the scalar type argument (float: Float32)
    Dim,    // `dim`: an integer argument is an axis size; negative: unknown
    Dims,   // `dim...`: every remaining integer argument (a pack)
    Rank,   // `rank`: an integer argument is the number of axes, all unknown
    Shape,  // `shape`: a type argument whose own sizes are the shape
  };
  std::string Name; // the template, without arguments
  std::vector<Tag> Tags;
  SourceLoc Loc;
};

/// `convention KEY = VALUE, ...`: a fact about a library that the frontend
/// needs (docs/rules.md lists the keys).
struct Convention {
  std::string Key;
  std::vector<std::string> Values;
  bool Single = false; // a key with one value: a later file's replaces it
  SourceLoc Loc;
};

/// `flags "xtensor/" = "-fno-relaxed-template-template-args"`: Clang
/// options that a library's headers need, applied from the first
/// `#include` whose name as written starts with the string.
struct HeaderFlags {
  std::string PathFragment;
  std::vector<std::string> Flags;
  SourceLoc Loc;
};

/// `dtype c10::ScalarType::Long = Int64`: a named constant (an enumerator
/// of a `convention dtype_enum` type) that denotes a dtype.
struct DtypeName {
  std::string Name;
  DtypeSet Dtype;
  SourceLoc Loc;
};

/// `undescribed REASON { NAME, ... }`: library names that no rule
/// describes, on purpose, and why (a reason of a closed set:
/// undescribedReasons()). Calls of them stay unknown; the declaration makes
/// the pack's coverage of a library checkable (test/coverage).
struct Undescribed {
  std::string Name;
  std::string Reason;
  SourceLoc Loc;
};

/// The reasons an `undescribed` declaration may give, with their meaning.
const std::vector<std::pair<std::string, std::string>> &undescribedReasons();

/// One parsed file. Declarations are stored in order of appearance per kind.
struct RuleFile {
  std::string Path;
  std::vector<std::pair<std::string, SourceLoc>> ArrayTypes;
  std::vector<ArrayPattern> ArrayPatterns;
  std::vector<std::pair<std::string, SourceLoc>> ArrayBases; // derived
  std::vector<Convention> Conventions;
  std::vector<HeaderFlags> Flags;
  std::vector<DtypeName> DtypeNames;
  std::vector<AliasDecl> Aliases;
  std::vector<Def> Defs;
  std::vector<OptionsDecl> Options;
  std::vector<ModuleDecl> Modules;
  std::vector<Undescribed> UndescribedNames;
};

} // namespace rules
} // namespace shapecheck

#endif
