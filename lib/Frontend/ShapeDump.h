//===- ShapeDump.h - The --dump-shapes listing ------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Each analysed function's signature (annotated, or inferred and
// generalized) and the shape of each array-valued local at its declaration
// (joined over loop trips), one line each, ordered by location:
//
//   /src/f.cpp:3:8: 'f': (x: Float[m n], k: int) -> Float[n m]
//   /src/f.cpp:12:8: 'y': Float[b n]
//
// Types are resolved when the listing is rendered, after solving. A
// template's function and locals are listed for each of its instances
// analysed, once for each distinct line.
//
// With a filter (--dump-shapes=NAME or --dump-shapes=FILE:LINE) only the
// functions it selects are listed, each with the locals inside its extent:
// NAME matches a function's qualified name or its trailing components
// ("f", "ns::f" and "a::ns::f" all match a::ns::f); FILE:LINE the functions
// whose extent in FILE (as given, or its trailing path components) holds
// LINE.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_SHAPEDUMP_H
#define SHAPECHECK_FRONTEND_SHAPEDUMP_H

#include "Solver/Solver.h"
#include "llvm/ADT/DenseMap.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace shapecheck {

class ShapeDump {
public:
  struct Param {
    std::string Name;
    std::optional<ArrayType> Array; // else Type is shown
    std::string Type;
  };
  /// Extent: the function's whole declaration, for the filter.
  void addFunction(const SourceLoc &Loc, std::string Name,
                   std::vector<Param> Params, std::optional<ArrayType> Result,
                   std::string ResultType, SourceLoc Extent = {});
  /// Records a local's value at its declaration; a second visit (a loop's
  /// next trip) joins.
  void addLocal(const void *Key, const SourceLoc &Loc, std::string Name,
                const ArrayType &T, Solver &S);

  std::string render(Solver &S) const;

  /// Lists only what Filter selects (see above); empty or "*": everything.
  void setFilter(std::string F) { Filter = std::move(F); }

private:
  struct Function {
    std::string Name;
    std::vector<Param> Params;
    std::optional<ArrayType> Result;
    std::string ResultType;
    SourceLoc Extent;
  };
  bool selected(const Function &F) const;
  struct Local {
    SourceLoc Loc;
    std::string Name;
    ArrayType T;      // resolved when recorded
    std::string Text; // T, printed when recorded
  };
  std::multimap<SourceLoc, Function> Functions;
  llvm::DenseMap<const void *, Local> Locals;
  std::string Filter;
};

} // namespace shapecheck

#endif
