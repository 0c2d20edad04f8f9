//===- FunctionIndex.h - Annotated signatures and fields --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The annotated interface of each function (free functions, methods,
// constructors, lambdas' call operators), merged over its redeclarations:
// a declaration in a header may carry the annotations its definition does
// not repeat. Also the annotations of fields and variables. Declarations in
// system headers are never read.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_FUNCTIONINDEX_H
#define SHAPECHECK_FRONTEND_FUNCTIONINDEX_H

#include "Frontend/AnnotationReader.h"
#include "Frontend/ProgramSummaries.h"
#include "Solver/Signature.h"
#include "llvm/ADT/DenseMap.h"
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace clang {
class CXXRecordDecl;
class FunctionDecl;
class ValueDecl;
class VarDecl;
} // namespace clang

namespace shapecheck {

class FunctionIndex {
public:
  FunctionIndex(AnnotationReader &Reader, const SourceLocs &Locs)
      : Reader(Reader), Locs(Locs) {}

  /// F's signature when F has an annotated parameter or result, else null.
  const FunctionSig *signature(const clang::FunctionDecl *F);
  /// The annotation of a variable, parameter or field (null if none).
  const LocatedAnnotation *annotation(const clang::ValueDecl *D);
  /// Whether any signature or declaration looked up so far is annotated.
  bool anyAnnotation() const;

  /// The name shown in messages: "f", "Net::forward", "lambda".
  static std::string displayName(const clang::FunctionDecl *F);

  AnnotationReader &reader() { return Reader; }

  /// The interfaces other TUs of the run export: a function declared here
  /// without a definition takes what they say of it where its declarations
  /// carry no annotation (ProgramSummaries.h).
  void setProgram(const ProgramSummaries *P) { Program = P; }
  /// From now on, record the summaries looked up (wanted, used): the
  /// analysis calls it after the pass that reads every declaration.
  void trackUses() { Tracking = true; }
  /// The USRs of user functions declared here without a definition that no
  /// summary described when the analysis looked them up.
  const std::set<std::string> &wanted() const { return Wanted; }
  /// The USRs (and `usr@instance` keys) whose summary the analysis read.
  const std::set<std::string> &used() const { return Used; }
  /// F's interface for one instance of its class that another TU built
  /// (Key: the instance's key, ModuleObjects::InstanceField), or null.
  const FunctionSig *instanceSignature(const clang::FunctionDecl *F,
                                       llvm::StringRef Key);
  /// What the TU defining F exported of it (F declared here, defined in
  /// another TU of the run), or null; the lookup is tracked as
  /// signature()'s is, so that the file is analysed again once it is known.
  const ExportedSignature *exported(const clang::FunctionDecl *F);
  /// What another TU exported for Key (a call of F it analysed with the
  /// call's arguments, SummaryExport.h), or null; the lookup is tracked,
  /// as an instance's interface is.
  const ExportedSignature *served(llvm::StringRef Key);
  /// Whether F's declarations here carry an annotation of their own (a
  /// contract checked at the call), not only what another TU inferred.
  bool declaresAnnotations(const clang::FunctionDecl *F);
  /// Clang's USR of F (empty if it has none).
  static std::string usr(const clang::FunctionDecl *F);
  /// The value of the global VD (GlobalValues.h) that the run's files say:
  /// its constant initial value when no file of the run writes it, else
  /// std::nullopt. The lookup is tracked, so that a file that read it
  /// before every file had said so is analysed again.
  std::optional<int64_t> globalValue(const clang::VarDecl *VD);
  /// The classes of the run derived from RD that the TUs defining their
  /// constructors exported (ProgramSummaries::derivedFrom), tracked as a
  /// global's facts are.
  std::vector<std::pair<std::string, ClassFacts>>
  derivedClasses(const clang::CXXRecordDecl *RD);
  /// Clang's USR of a class (empty if it has none).
  static std::string usr(const clang::CXXRecordDecl *RD);

private:
  std::optional<FunctionSig> build(const clang::FunctionDecl *F);
  /// Completes Sig (null: F has no annotation here) from F's summary.
  void import(const clang::FunctionDecl *F, std::optional<FunctionSig> &Sig);
  /// Completes Sig (null: F has no annotation here) from E.
  void merge(const clang::FunctionDecl *F, const ExportedSignature &E,
             std::optional<FunctionSig> &Sig);

  AnnotationReader &Reader;
  const SourceLocs &Locs;
  llvm::DenseMap<const clang::FunctionDecl *, std::unique_ptr<FunctionSig>>
      Sigs; // by canonical declaration; null: not annotated
  llvm::DenseMap<const clang::ValueDecl *, std::unique_ptr<LocatedAnnotation>>
      Vars;
  const ProgramSummaries *Program = nullptr;
  /// Per declaration that takes its interface from a summary: the USR, and
  /// whether a summary was found.
  llvm::DenseMap<const clang::FunctionDecl *, std::pair<std::string, bool>>
      Imports;
  bool Tracking = false;
  std::set<std::string> Wanted, Used;
  /// Records F's summary as wanted or used, when tracking.
  void noteUse(const clang::FunctionDecl *F);
  std::map<std::string, std::unique_ptr<FunctionSig>> InstanceSigs;
};

} // namespace shapecheck

#endif
