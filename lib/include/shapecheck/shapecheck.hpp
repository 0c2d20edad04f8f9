//===- shapecheck.hpp - Shape annotations for C++ tensor code ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One self-contained header (no includes), for GCC and Clang, C++11 and up.
// Everything here is transparent to the compiler: it only tells the static
// checker `shapecheck` what shape and dtype an array has, in the annotation
// language of jaxtyping (see docs): "batch seq dim", "*b 3 h+1", "...".
//
// (a) C++20: alias templates named as jaxtyping's dtype categories.
//
//       shapecheck::Float<torch::Tensor, "batch seq dim"> x;  // a Tensor
//       using Image = shapecheck::Float<Tensor, "c h w">;
//       shapecheck::Float<Image, "batch"> y;   // "batch c h w" (dtypes meet)
//
// (b) Any standard: attributes on parameters, variables and fields, and on
//     functions for the result.
//
//       SHAPECHECK_RETURN(Float, "n m")
//       Tensor transpose(SHAPECHECK(Float, "m n") const Tensor &x);
//
//     Under Clang they expand to [[clang::annotate("shapecheck", "Float",
//     "m n")]] and [[clang::annotate("shapecheck.return", "Float", "n m")]];
//     elsewhere to nothing.
//
// (c) Any class may be the array type: the type given as T, or the declared
//     type of an annotated declaration, is an array type for the checker.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_SHAPECHECK_HPP
#define SHAPECHECK_SHAPECHECK_HPP

#if defined(__clang__)
#define SHAPECHECK(Category, Shape)                                            \
  [[clang::annotate("shapecheck", #Category, Shape)]]
#define SHAPECHECK_RETURN(Category, Shape)                                     \
  [[clang::annotate("shapecheck.return", #Category, Shape)]]
#else
#define SHAPECHECK(Category, Shape)
#define SHAPECHECK_RETURN(Category, Shape)
#endif

// Class-type template parameters: GCC announces them with the feature macro;
// Clang (up to 19 at least) supports them from 12 on but still reports the
// C++17 value.
#if __cplusplus >= 202002L &&                                                  \
    ((defined(__clang__) && __clang_major__ >= 12) ||                          \
     (defined(__cpp_nontype_template_args) &&                                  \
      __cpp_nontype_template_args >= 201911L))
#define SHAPECHECK_HAS_ALIASES 1

namespace shapecheck {

/// A string usable as a template argument: a structural literal class type
/// holding the characters (with the terminating NUL).
template <decltype(sizeof(0)) N> struct fixed_string {
  char value[N];
  constexpr fixed_string(const char (&Str)[N]) : value{} {
    for (decltype(sizeof(0)) I = 0; I != N; ++I)
      value[I] = Str[I];
  }
  static constexpr decltype(sizeof(0)) size() { return N - 1; }
  constexpr const char *c_str() const { return value; }
};
template <decltype(sizeof(0)) N>
fixed_string(const char (&)[N]) -> fixed_string<N>;

// One alias per jaxtyping dtype category; each is T itself.
#define SHAPECHECK_CATEGORY(Name)                                              \
  template <class T, fixed_string Shape> using Name = T;
SHAPECHECK_CATEGORY(Shaped)
SHAPECHECK_CATEGORY(Bool)
SHAPECHECK_CATEGORY(Num)
SHAPECHECK_CATEGORY(Inexact)
SHAPECHECK_CATEGORY(Float)
SHAPECHECK_CATEGORY(BFloat16)
SHAPECHECK_CATEGORY(Float16)
SHAPECHECK_CATEGORY(Float32)
SHAPECHECK_CATEGORY(Float64)
SHAPECHECK_CATEGORY(Complex)
SHAPECHECK_CATEGORY(Complex64)
SHAPECHECK_CATEGORY(Complex128)
SHAPECHECK_CATEGORY(Integer)
SHAPECHECK_CATEGORY(UInt)
SHAPECHECK_CATEGORY(UInt2)
SHAPECHECK_CATEGORY(UInt4)
SHAPECHECK_CATEGORY(UInt8)
SHAPECHECK_CATEGORY(UInt16)
SHAPECHECK_CATEGORY(UInt32)
SHAPECHECK_CATEGORY(UInt64)
SHAPECHECK_CATEGORY(Int)
SHAPECHECK_CATEGORY(Int2)
SHAPECHECK_CATEGORY(Int4)
SHAPECHECK_CATEGORY(Int8)
SHAPECHECK_CATEGORY(Int16)
SHAPECHECK_CATEGORY(Int32)
SHAPECHECK_CATEGORY(Int64)
SHAPECHECK_CATEGORY(Real)
#undef SHAPECHECK_CATEGORY

} // namespace shapecheck

#endif // C++20

#endif // SHAPECHECK_SHAPECHECK_HPP
