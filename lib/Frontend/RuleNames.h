//===- RuleNames.h - The names rules give to C++ declarations ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Rules files name declarations by their qualified C++ names, the way
// docs/rules.md describes: `at::matmul`, `at::Tensor::view`,
// `at::operator+`, a constructor by its class (`torch::nn::Linear`), a
// class template specialization with its arguments and no blanks
// (`torch::nn::ConvOptions<2>`, default arguments left out), inline and
// anonymous namespaces skipped.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_RULENAMES_H
#define SHAPECHECK_FRONTEND_RULENAMES_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class QualType;
class CXXMethodDecl;
class CXXRecordDecl;
class NamedDecl;
} // namespace clang

namespace shapecheck {

/// The rules name of a function, method, operator, constructor (its class)
/// or class.
std::string ruleName(const clang::NamedDecl *D);

/// The rules name of a class: `at::Tensor`, `torch::nn::ConvOptions<2>`.
std::string ruleClassName(const clang::CXXRecordDecl *RD);
/// Whether Name, a module's or an object's class as the rules name it, is
/// RD: its name, or its template's for a specialization (a rule's
/// `torch::data::Example` is `torch::data::Example<at::Tensor, at::Tensor>`).
bool isRuleClassOf(llvm::StringRef Name, const clang::CXXRecordDecl *RD);

/// The rules names of method M in the bases of its class, nearest first:
/// `Eigen::MatrixBase<...>::rows`, `Eigen::EigenBase<...>::rows` for a
/// method of `Eigen::PlainObjectBase<...>`. Rules describe a method once,
/// in the base class that every array class derives from.
std::vector<std::string> baseMethodNames(const clang::CXXMethodDecl *M);

/// The rules names of method M in the class of the object it is called on
/// and in that class's bases up to M's own class, nearest first, when the
/// object's class derives from M's: `torch::nn::BatchNorm2dImpl::forward`
/// for LibTorch's `BatchNormImplBase<2, BatchNorm2dImpl>::forward` called
/// on a BatchNorm2d. Rules describe a module's methods under the module's
/// own name. ObjectType may be a pointer (a holder's `operator->`).
std::vector<std::string> objectMethodNames(clang::QualType ObjectType,
                                           const clang::CXXMethodDecl *M);

/// For a dependent type naming a class template (`MatrixBase<Derived>`):
/// the rules name of Member in the template and then in the templates of
/// its bases, nearest first (`Eigen::MatrixBase::rows`,
/// `Eigen::DenseBase::rows`, ...). Empty when T names no class template.
std::vector<std::string> dependentMemberNames(clang::QualType T,
                                              llvm::StringRef Member);

} // namespace shapecheck

#endif
