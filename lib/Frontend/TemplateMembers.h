//===- TemplateMembers.h - Members of a file's instances --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A compiler instantiates a class template's member function only where the
// program uses it. A file that builds `ResNetImpl<Bottleneck>` (a derived
// class's constructor names it as its base) but never calls its `forward`,
// because `main.cpp` does, has the constructor's instance and nothing else:
// the `forward` written for every block would be analysed only as its
// pattern, with Block's sizes unknown. As an explicit instantiation
// definition would, the members of each instance of a user class template
// are instantiated here once the file is parsed, so that they are analysed
// with the instance's arguments. A member that does not compile for an
// instance (C++ only checks it when used) is left invalid, its errors
// never reported: the program does not use it, or another file that does
// reports them.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_TEMPLATEMEMBERS_H
#define SHAPECHECK_FRONTEND_TEMPLATEMEMBERS_H

namespace clang {
class Sema;
} // namespace clang

namespace shapecheck {

class LibraryCode;
class SourceLocs;

/// Instantiates the member functions that user code defines for the
/// instances the TU makes of its class templates (see above), without
/// reporting their compile errors. Returns how many were instantiated.
unsigned instantiateTemplateMembers(clang::Sema &S, const SourceLocs &Locs,
                                    const LibraryCode &Library);

} // namespace shapecheck

#endif
