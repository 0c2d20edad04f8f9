// fake_torch.h - a tiny stand-in for LibTorch 1.13's headers, for fast lit
// tests of the rules through the frontend.
//
// Every namespace, class, function and operator has the SAME qualified name
// and a parameter list of the same shape as the real declaration (Debian's
// libtorch-dev, /usr/include/ATen, /usr/include/c10 and
// /usr/include/torch/csrc/api/include), so that Clang resolves calls to the
// names rules/torch.rules describes: at::matmul, at::Tensor::view (an
// IntArrayRef from a braced list), at::TensorBase::size, at::operator+
// (Tensor and Scalar overloads), torch::zeros, torch::nn::LinearImpl with a
// TORCH_MODULE holder, torch::nn::ConvOptions<2> with TORCH_ARG builders,
// torch::indexing::Slice/None/Ellipsis, c10::ScalarType constants.
// Declarations only (TORCH_ARG and the holder need a few inline bodies), so
// that a test parses in a fraction of a second. Include it with -isystem:
// LibTorch's headers are library code.
#ifndef SHAPECHECK_TEST_FAKE_TORCH_H
#define SHAPECHECK_TEST_FAKE_TORCH_H

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

//===----------------------------------------------------------------------===//
// c10
//===----------------------------------------------------------------------===//
namespace c10 {

struct nullopt_t {
  constexpr explicit nullopt_t(int) {}
};
constexpr nullopt_t nullopt{0};

template <class T> class optional {
public:
  constexpr optional() noexcept;
  constexpr optional(nullopt_t) noexcept;
  template <class U = T,
            class = std::enable_if_t<std::is_constructible<T, U &&>::value &&
                                     !std::is_same<std::decay_t<U>,
                                                   nullopt_t>::value &&
                                     !std::is_same<std::decay_t<U>,
                                                   optional>::value>>
  constexpr optional(U &&v);
  bool has_value() const;
  const T &value() const;
};

template <typename T> class ArrayRef {
public:
  ArrayRef();
  ArrayRef(const T &OneElt);
  ArrayRef(const T *data, size_t length);
  template <typename A> ArrayRef(const std::vector<T, A> &Vec);
  template <size_t N> ArrayRef(const T (&Arr)[N]);
  ArrayRef(const std::initializer_list<T> &Vec);
  size_t size() const;
  const T &operator[](size_t Index) const;
  const T &front() const;
  const T &back() const;
  const T *begin() const;
  const T *end() const;
  ArrayRef<T> slice(size_t N, size_t M) const;
  ArrayRef<T> slice(size_t N) const;
  std::vector<T> vec() const;
};
using IntArrayRef = ArrayRef<int64_t>;

template <typename T> class OptionalArrayRef {
public:
  OptionalArrayRef() noexcept;
  OptionalArrayRef(nullopt_t) noexcept;
  OptionalArrayRef(ArrayRef<T> Ref);
  OptionalArrayRef(const T &Value) noexcept;
  OptionalArrayRef(const std::initializer_list<T> &Values);
};
using OptionalIntArrayRef = OptionalArrayRef<int64_t>;

template <class T> class IListRef {
public:
  IListRef(const std::initializer_list<T> &List);
  IListRef(const std::vector<T> &Vec);
  IListRef(ArrayRef<T> Ref);
};

template <class CharT> class basic_string_view {
public:
  basic_string_view(const CharT *Str);
  basic_string_view(const std::basic_string<CharT> &Str);
};
using string_view = basic_string_view<char>;

enum class ScalarType : int8_t {
  Byte,
  Char,
  Short,
  Int,
  Long,
  Half,
  Float,
  Double,
  ComplexHalf,
  ComplexFloat,
  ComplexDouble,
  Bool,
  QInt8,
  QUInt8,
  QInt32,
  BFloat16,
};
constexpr ScalarType kByte = ScalarType::Byte;
constexpr ScalarType kChar = ScalarType::Char;
constexpr ScalarType kShort = ScalarType::Short;
constexpr ScalarType kInt = ScalarType::Int;
constexpr ScalarType kLong = ScalarType::Long;
constexpr ScalarType kHalf = ScalarType::Half;
constexpr ScalarType kFloat = ScalarType::Float;
constexpr ScalarType kDouble = ScalarType::Double;
constexpr ScalarType kBool = ScalarType::Bool;

class Scalar {
public:
  Scalar();
  Scalar(double V);
  Scalar(float V);
  Scalar(int V);
  Scalar(long V);
  Scalar(long long V);
  Scalar(bool V);
};

class TensorOptions {
public:
  TensorOptions();
  /* implicit */ TensorOptions(ScalarType dtype);
  TensorOptions dtype(ScalarType dtype) const noexcept;
  TensorOptions dtype(optional<ScalarType> dtype) const noexcept;
  TensorOptions requires_grad(optional<bool> requires_grad) const noexcept;
};
inline TensorOptions dtype(ScalarType dtype) {
  return TensorOptions().dtype(dtype);
}

} // namespace c10

//===----------------------------------------------------------------------===//
// at
//===----------------------------------------------------------------------===//
namespace at {

using c10::ArrayRef;
using c10::IntArrayRef;
using c10::OptionalIntArrayRef;
using c10::Scalar;
using c10::ScalarType;
using c10::TensorOptions;
using c10::kBool;
using c10::kDouble;
using c10::kFloat;
using c10::kInt;
using c10::kLong;

class Tensor;
namespace indexing {
class TensorIndex;
} // namespace indexing
using TensorList = ArrayRef<Tensor>;
using ITensorListRef = c10::IListRef<Tensor>;

class TensorBase {
public:
  TensorBase();
  int64_t size(int64_t dim) const;
  IntArrayRef sizes() const;
  int64_t dim() const;
  int64_t numel() const;
};

class Tensor : public TensorBase {
public:
  Tensor();
  Tensor(const Tensor &) = default;
  Tensor(Tensor &&) = default;
  /* implicit */ Tensor(const TensorBase &Base);
  Tensor &operator=(const Tensor &) &;
  Tensor &operator=(Tensor &&) &;
  Tensor &operator=(const Scalar &V) &&;
  Tensor &operator=(const Tensor &Rhs) &&; // copy_ into the elements
  Tensor &operator=(Tensor &&Rhs) &&;

  // Shape operations.
  Tensor view(IntArrayRef size) const;
  Tensor view(ScalarType dtype) const;
  Tensor reshape(IntArrayRef shape) const;
  Tensor view_as(const Tensor &other) const;
  Tensor flatten(int64_t start_dim = 0, int64_t end_dim = -1) const;
  Tensor unflatten(int64_t dim, IntArrayRef sizes) const;
  Tensor squeeze() const;
  Tensor squeeze(int64_t dim) const;
  Tensor unsqueeze(int64_t dim) const;
  const Tensor &unsqueeze_(int64_t dim) const;
  const Tensor &squeeze_() const;
  Tensor permute(IntArrayRef dims) const;
  Tensor transpose(int64_t dim0, int64_t dim1) const;
  Tensor t() const;
  Tensor contiguous() const;
  Tensor expand(IntArrayRef size, bool implicit = false) const;
  Tensor expand_as(const Tensor &other) const;
  Tensor repeat(IntArrayRef repeats) const;
  std::vector<Tensor> chunk(int64_t chunks, int64_t dim = 0) const;
  std::vector<Tensor> split(int64_t split_size, int64_t dim = 0) const;
  std::vector<Tensor> unbind(int64_t dim = 0) const;
  Tensor narrow(int64_t dim, int64_t start, int64_t length) const;
  Tensor slice(int64_t dim = 0, c10::optional<int64_t> start = c10::nullopt,
               c10::optional<int64_t> end = c10::nullopt,
               int64_t step = 1) const;
  Tensor select(int64_t dim, int64_t index) const;
  Tensor index(ArrayRef<indexing::TensorIndex> indices) const;
  Tensor index(std::initializer_list<indexing::TensorIndex> indices) const;
  Tensor index_select(int64_t dim, const Tensor &index) const;
  Tensor gather(int64_t dim, const Tensor &index,
                bool sparse_grad = false) const;
  Tensor masked_fill(const Tensor &mask, const Scalar &value) const;
  Tensor operator[](int64_t index) const;
  Tensor operator[](const Tensor &index) const;

  // Pointwise.
  Tensor relu() const;
  void backward(const Tensor &gradient = {}, bool retain_graph = false,
                bool create_graph = false) const;
  Tensor sigmoid() const;
  Tensor tanh() const;
  Tensor exp() const;
  Tensor abs() const;
  Tensor clone(c10::optional<int> memory_format = c10::nullopt) const;
  Tensor pow(const Scalar &exponent) const;
  Tensor pow(const Tensor &exponent) const;
  Tensor add(const Tensor &other, const Scalar &alpha = 1) const;
  Tensor mul(const Tensor &other) const;
  Tensor clamp(const c10::optional<Scalar> &min,
               const c10::optional<Scalar> &max = c10::nullopt) const;
  Tensor where(const Tensor &condition, const Tensor &other) const;
  Tensor operator-() const;
  Tensor &operator+=(const Tensor &other);
  Tensor &operator+=(const Scalar &other);
  Tensor &operator*=(const Tensor &other);
  const Tensor &add_(const Tensor &other, const Scalar &alpha = 1) const;
  Tensor to(ScalarType dtype, bool non_blocking = false,
            bool copy = false) const;
  Tensor to(TensorOptions options, bool non_blocking = false,
            bool copy = false) const;
  Tensor toType(ScalarType t) const;
  Tensor type_as(const Tensor &other) const;
  Tensor softmax(int64_t dim,
                 c10::optional<ScalarType> dtype = c10::nullopt) const;
  Tensor log_softmax(int64_t dim,
                     c10::optional<ScalarType> dtype = c10::nullopt) const;

  // Linear algebra.
  Tensor matmul(const Tensor &other) const;
  Tensor mm(const Tensor &mat2) const;
  Tensor bmm(const Tensor &mat2) const;
  Tensor mv(const Tensor &vec) const;
  Tensor dot(const Tensor &tensor) const;

  // Reductions.
  Tensor sum(c10::optional<ScalarType> dtype = c10::nullopt) const;
  Tensor sum(OptionalIntArrayRef dim, bool keepdim = false,
             c10::optional<ScalarType> dtype = c10::nullopt) const;
  Tensor mean(c10::optional<ScalarType> dtype = c10::nullopt) const;
  Tensor mean(OptionalIntArrayRef dim, bool keepdim = false,
              c10::optional<ScalarType> dtype = c10::nullopt) const;
  std::tuple<Tensor, Tensor> max(int64_t dim, bool keepdim = false) const;
  Tensor max() const;
  Tensor max(const Tensor &other) const;
  std::tuple<Tensor, Tensor> min(int64_t dim, bool keepdim = false) const;
  Tensor argmax(c10::optional<int64_t> dim = c10::nullopt,
                bool keepdim = false) const;
  Tensor norm(const c10::optional<Scalar> &p, IntArrayRef dim,
              bool keepdim = false) const;
  Tensor std(bool unbiased = true) const;
  Tensor std(OptionalIntArrayRef dim, bool unbiased = true,
             bool keepdim = false) const;
  Tensor all() const;
  Tensor any(int64_t dim, bool keepdim = false) const;
  std::tuple<Tensor, Tensor> sort(int64_t dim = -1,
                                  bool descending = false) const;
  std::tuple<Tensor, Tensor> topk(int64_t k, int64_t dim = -1,
                                  bool largest = true,
                                  bool sorted = true) const;
  std::tuple<Tensor, Tensor> sort(c10::optional<bool> stable, int64_t dim = -1,
                                  bool descending = false) const;

  // Ops of real models (issue 15).
  Tensor flip(IntArrayRef dims) const;
  Tensor roll(IntArrayRef shifts, IntArrayRef dims = {}) const;
  Tensor triu(int64_t diagonal = 0) const;
  Tensor tril(int64_t diagonal = 0) const;
  Tensor &tril_(int64_t diagonal = 0) const;
  Tensor
  repeat_interleave(const Tensor &repeats,
                    c10::optional<int64_t> dim = c10::nullopt,
                    c10::optional<int64_t> output_size = c10::nullopt) const;
  Tensor
  repeat_interleave(int64_t repeats, c10::optional<int64_t> dim = c10::nullopt,
                    c10::optional<int64_t> output_size = c10::nullopt) const;
  Tensor masked_select(const Tensor &mask) const;
  Tensor nonzero() const;
  Tensor &index_put_(std::initializer_list<indexing::TensorIndex> indices,
                     Tensor const &rhs);
  Tensor &index_put_(std::initializer_list<indexing::TensorIndex> indices,
                     const Scalar &v);
  Tensor unfold(int64_t dimension, int64_t size, int64_t step) const;
};

// Operators (ATen/TensorOperators.h declares them free).
#define FAKE_TORCH_BINARY(OP)                                                  \
  Tensor operator OP(const Tensor &self, const Tensor &other);                 \
  Tensor operator OP(const Tensor &self, const Scalar &other);                 \
  Tensor operator OP(const Scalar &self, const Tensor &other);
FAKE_TORCH_BINARY(+)
FAKE_TORCH_BINARY(-)
FAKE_TORCH_BINARY(*)
FAKE_TORCH_BINARY(/)
FAKE_TORCH_BINARY(<)
FAKE_TORCH_BINARY(>)
FAKE_TORCH_BINARY(==)
#undef FAKE_TORCH_BINARY

// Functions (ATen/ops/*.h).
Tensor matmul(const Tensor &self, const Tensor &other);
Tensor mm(const Tensor &self, const Tensor &mat2);
Tensor bmm(const Tensor &self, const Tensor &mat2);
Tensor mv(const Tensor &self, const Tensor &vec);
Tensor dot(const Tensor &self, const Tensor &tensor);
Tensor outer(const Tensor &self, const Tensor &vec2);
Tensor addmm(const Tensor &self, const Tensor &mat1, const Tensor &mat2,
             const Scalar &beta = 1, const Scalar &alpha = 1);
Tensor einsum(c10::string_view equation, TensorList tensors,
              OptionalIntArrayRef path = c10::nullopt);
Tensor relu(const Tensor &self);
Tensor sigmoid(const Tensor &self);
Tensor tanh(const Tensor &self);
Tensor exp(const Tensor &self);
Tensor sqrt(const Tensor &self);
Tensor gelu(const Tensor &self, c10::string_view approximate = "none");
Tensor dropout(const Tensor &input, double p, bool train);
Tensor where(const Tensor &condition, const Tensor &self, const Tensor &other);
Tensor clamp(const Tensor &self, const c10::optional<Scalar> &min,
             const c10::optional<Scalar> &max = c10::nullopt);
Tensor pow(const Tensor &self, const Scalar &exponent);
Tensor softmax(const Tensor &self, int64_t dim,
               c10::optional<ScalarType> dtype = c10::nullopt);
Tensor log_softmax(const Tensor &self, int64_t dim,
                   c10::optional<ScalarType> dtype = c10::nullopt);
Tensor sum(const Tensor &self, OptionalIntArrayRef dim, bool keepdim = false,
           c10::optional<ScalarType> dtype = c10::nullopt);
Tensor mean(const Tensor &self, OptionalIntArrayRef dim, bool keepdim = false,
            c10::optional<ScalarType> dtype = c10::nullopt);
std::tuple<Tensor, Tensor> max(const Tensor &self, int64_t dim,
                               bool keepdim = false);
Tensor argmax(const Tensor &self, c10::optional<int64_t> dim = c10::nullopt,
              bool keepdim = false);
Tensor logsumexp(const Tensor &self, IntArrayRef dim, bool keepdim = false);
Tensor cat(const ITensorListRef &tensors, int64_t dim = 0);
Tensor stack(TensorList tensors, int64_t dim = 0);
std::vector<Tensor> chunk(const Tensor &self, int64_t chunks, int64_t dim = 0);
Tensor reshape(const Tensor &self, IntArrayRef shape);
Tensor flatten(const Tensor &self, int64_t start_dim = 0, int64_t end_dim = -1);
Tensor transpose(const Tensor &self, int64_t dim0, int64_t dim1);
Tensor permute(const Tensor &self, IntArrayRef dims);
Tensor squeeze(const Tensor &self, int64_t dim);
Tensor unsqueeze(const Tensor &self, int64_t dim);
Tensor narrow(const Tensor &self, int64_t dim, int64_t start, int64_t length);
Tensor max_pool2d(const Tensor &self, IntArrayRef kernel_size,
                  IntArrayRef stride = {}, IntArrayRef padding = 0,
                  IntArrayRef dilation = 1, bool ceil_mode = false);
Tensor avg_pool2d(const Tensor &self, IntArrayRef kernel_size,
                  IntArrayRef stride = {}, IntArrayRef padding = 0,
                  bool ceil_mode = false, bool count_include_pad = true,
                  c10::optional<int64_t> divisor_override = c10::nullopt);
Tensor adaptive_avg_pool2d(const Tensor &self, IntArrayRef output_size);
Tensor conv2d(const Tensor &input, const Tensor &weight,
              const c10::optional<Tensor> &bias = {}, IntArrayRef stride = 1,
              IntArrayRef padding = 0, IntArrayRef dilation = 1,
              int64_t groups = 1);
Tensor flip(const Tensor &self, IntArrayRef dims);
Tensor roll(const Tensor &self, IntArrayRef shifts, IntArrayRef dims = {});
Tensor triu(const Tensor &self, int64_t diagonal = 0);
Tensor tril(const Tensor &self, int64_t diagonal = 0);
Tensor repeat_interleave(const Tensor &repeats,
                         c10::optional<int64_t> output_size = c10::nullopt);
Tensor repeat_interleave(const Tensor &self, int64_t repeats,
                         c10::optional<int64_t> dim = c10::nullopt,
                         c10::optional<int64_t> output_size = c10::nullopt);
Tensor masked_select(const Tensor &self, const Tensor &mask);
Tensor nonzero(const Tensor &self);
Tensor upsample_nearest2d(const Tensor &self, IntArrayRef output_size,
                          c10::optional<double> scales_h = c10::nullopt,
                          c10::optional<double> scales_w = c10::nullopt);
Tensor pixel_shuffle(const Tensor &self, int64_t upscale_factor);
Tensor pixel_unshuffle(const Tensor &self, int64_t downscale_factor);
std::tuple<Tensor, Tensor> topk(const Tensor &self, int64_t k, int64_t dim = -1,
                                bool largest = true, bool sorted = true);
std::tuple<Tensor, Tensor> sort(const Tensor &self, int64_t dim = -1,
                                bool descending = false);

// Factories in at (torch:: has its own, below).
Tensor zeros(IntArrayRef size, TensorOptions options = {});
Tensor ones(IntArrayRef size, TensorOptions options = {});

namespace indexing {
constexpr c10::nullopt_t None = c10::nullopt;
struct EllipsisIndexType final {
  EllipsisIndexType() {}
};
extern const EllipsisIndexType Ellipsis;
struct Slice final {
public:
  Slice(c10::optional<int64_t> start_index = c10::nullopt,
        c10::optional<int64_t> stop_index = c10::nullopt,
        c10::optional<int64_t> step_index = c10::nullopt);
};
class TensorIndex final {
public:
  TensorIndex(c10::nullopt_t);
  TensorIndex(at::indexing::EllipsisIndexType);
  TensorIndex(const char *str);
  TensorIndex(int64_t integer);
  TensorIndex(int integer);
  TensorIndex(Slice slice);
  TensorIndex(Tensor tensor);
};
} // namespace indexing

} // namespace at

//===----------------------------------------------------------------------===//
// torch
//===----------------------------------------------------------------------===//
namespace torch {
using namespace at; // NOLINT, as torch/types.h
using at::Tensor;
template <class T> using optional = c10::optional<T>;
using c10::dtype;

constexpr auto kUInt8 = at::ScalarType::Byte;
constexpr auto kInt8 = at::ScalarType::Char;
constexpr auto kInt32 = at::kInt;
constexpr auto kInt64 = at::kLong;
constexpr auto kFloat32 = at::kFloat;
constexpr auto kFloat64 = at::kDouble;

// torch/csrc/autograd/generated/variable_factories.h
Tensor zeros(at::IntArrayRef size, at::TensorOptions options = {});
Tensor ones(at::IntArrayRef size, at::TensorOptions options = {});
Tensor empty(at::IntArrayRef size, at::TensorOptions options = {});
Tensor rand(at::IntArrayRef size, at::TensorOptions options = {});
Tensor randn(at::IntArrayRef size, at::TensorOptions options = {});
Tensor normal(double mean, double std, at::IntArrayRef size);
Tensor full(at::IntArrayRef size, const at::Scalar &fill_value,
            at::TensorOptions options = {});
Tensor randint(int64_t high, at::IntArrayRef size,
               at::TensorOptions options = {});
Tensor arange(const at::Scalar &end, at::TensorOptions options = {});
Tensor arange(const at::Scalar &start, const at::Scalar &end,
              at::TensorOptions options = {});
Tensor arange(const at::Scalar &start, const at::Scalar &end,
              const at::Scalar &step, at::TensorOptions options = {});
Tensor eye(int64_t n, at::TensorOptions options = {});
Tensor eye(int64_t n, int64_t m, at::TensorOptions options = {});
Tensor zeros_like(const Tensor &self, at::TensorOptions options = {},
                  c10::optional<int> memory_format = c10::nullopt);
Tensor ones_like(const Tensor &self, at::TensorOptions options = {},
                 c10::optional<int> memory_format = c10::nullopt);

// torch/expanding_array.h
template <size_t D, typename T = int64_t> class ExpandingArray {
public:
  /*implicit*/ ExpandingArray(std::initializer_list<T> list);
  /*implicit*/ ExpandingArray(std::vector<T> vec);
  /*implicit*/ ExpandingArray(at::ArrayRef<T> values);
  /*implicit*/ ExpandingArray(T single_size);
};

namespace detail {
template <typename T, typename... Args> struct return_type_of_forward {
  using type = decltype(::std::declval<T>().forward(::std::declval<Args>()...));
};
template <typename T, typename... Args>
using return_type_of_forward_t =
    typename return_type_of_forward<T, Args...>::type;
} // namespace detail

namespace nn {

template <typename Contained> class ModuleHolder;

// torch/nn/module.h
class Module {
public:
  Module();
  virtual ~Module();
  template <typename ModuleType>
  std::shared_ptr<ModuleType>
  register_module(std::string name, std::shared_ptr<ModuleType> module);
  template <typename ModuleType>
  std::shared_ptr<ModuleType>
  register_module(std::string name, ModuleHolder<ModuleType> module_holder);
  Tensor &register_parameter(std::string name, Tensor tensor,
                             bool requires_grad = true);
  Tensor &register_buffer(std::string name, Tensor tensor);
  void train(bool on = true);
  void eval();
  void to(ScalarType dtype, bool non_blocking = false);
  void zero_grad(bool set_to_none = false);
  void reset();
  template <typename ModuleType>
  typename ModuleType::ContainedType *as() noexcept;
};

template <typename Derived> class Cloneable : public Module {};

// torch/nn/pimpl.h
template <typename Contained> class ModuleHolder {
protected:
  std::shared_ptr<Contained> impl_;

public:
  using ContainedType = Contained;
  ModuleHolder();
  /* implicit */ ModuleHolder(std::nullptr_t);
  template <typename Head, typename... Tail,
            typename = typename std::enable_if<
                !(std::is_base_of<ModuleHolder, std::decay_t<Head>>::value &&
                  (sizeof...(Tail) == 0))>::type>
  // Builds its module as LibTorch's does (std::make_shared): the module's
  // constructor is instantiated where a class template's holder is built.
  explicit ModuleHolder(Head &&head, Tail &&...tail)
      : impl_(new Contained(std::forward<Head>(head),
                            std::forward<Tail>(tail)...)) {}
  /* implicit */ ModuleHolder(std::shared_ptr<Contained> module);
  Contained *operator->();
  const Contained *operator->() const;
  Contained &operator*();
  const Contained &operator*() const;
  const std::shared_ptr<Contained> &ptr() const;
  Contained *get();
  explicit operator bool() const noexcept;
  bool is_empty() const noexcept;
  template <typename... Args>
  auto operator()(Args &&...args)
      -> torch::detail::return_type_of_forward_t<Contained, Args...>;
};

#define TORCH_MODULE_IMPL(Name, ImplType)                                      \
  class Name : public torch::nn::ModuleHolder<ImplType> { /* NOLINT */         \
  public:                                                                      \
    using torch::nn::ModuleHolder<ImplType>::ModuleHolder;                     \
    using Impl = ImplType;                                                     \
  }
#define TORCH_MODULE(Name) TORCH_MODULE_IMPL(Name, Name##Impl)

// torch/arg.h
#define TORCH_ARG(T, name)                                                     \
public:                                                                        \
  inline auto name(const T &new_##name)->decltype(*this) { /* NOLINT */        \
    this->name##_ = new_##name;                                                \
    return *this;                                                              \
  }                                                                            \
  inline auto name(T &&new_##name)->decltype(*this) { /* NOLINT */             \
    this->name##_ = std::move(new_##name);                                     \
    return *this;                                                              \
  }                                                                            \
  inline const T &name() const noexcept { /* NOLINT */                         \
    return this->name##_;                                                      \
  }                                                                            \
  inline T &name() noexcept { /* NOLINT */                                     \
    return this->name##_;                                                      \
  }                                                                            \
                                                                               \
private:                                                                       \
  T name##_ /* NOLINT */

// Linear
struct LinearOptions {
  LinearOptions(int64_t in_features, int64_t out_features);
  TORCH_ARG(int64_t, in_features);
  TORCH_ARG(int64_t, out_features);
  TORCH_ARG(bool, bias) = true;
};
class LinearImpl : public Cloneable<LinearImpl> {
public:
  LinearImpl(int64_t in_features, int64_t out_features);
  explicit LinearImpl(const LinearOptions &options_);
  Tensor forward(const Tensor &input);
  LinearOptions options;
  Tensor weight;
  Tensor bias;
};
TORCH_MODULE(Linear);

// Convolutions
template <size_t D> struct ConvOptions {
  ConvOptions(int64_t in_channels, int64_t out_channels,
              ExpandingArray<D> kernel_size);
  TORCH_ARG(int64_t, in_channels);
  TORCH_ARG(int64_t, out_channels);
  TORCH_ARG(ExpandingArray<D>, kernel_size);
  TORCH_ARG(ExpandingArray<D>, stride) = 1;
  TORCH_ARG(ExpandingArray<D>, padding) = 0;
  TORCH_ARG(ExpandingArray<D>, dilation) = 1;
  TORCH_ARG(int64_t, groups) = 1;
  TORCH_ARG(bool, bias) = true;
};
using Conv1dOptions = ConvOptions<1>;
using Conv2dOptions = ConvOptions<2>;
class Conv1dImpl : public Cloneable<Conv1dImpl> {
public:
  Conv1dImpl(int64_t input_channels, int64_t output_channels,
             ExpandingArray<1> kernel_size);
  explicit Conv1dImpl(Conv1dOptions options_);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(Conv1d);
class Conv2dImpl : public Cloneable<Conv2dImpl> {
public:
  Conv2dImpl(int64_t input_channels, int64_t output_channels,
             ExpandingArray<2> kernel_size);
  explicit Conv2dImpl(Conv2dOptions options_);
  Tensor forward(const Tensor &input);
  Tensor weight;
  Tensor bias;
};
TORCH_MODULE(Conv2d);

// Pooling
template <size_t D> struct MaxPoolOptions {
  MaxPoolOptions(ExpandingArray<D> kernel_size);
  TORCH_ARG(ExpandingArray<D>, kernel_size);
  TORCH_ARG(ExpandingArray<D>, stride);
  TORCH_ARG(ExpandingArray<D>, padding) = 0;
  TORCH_ARG(ExpandingArray<D>, dilation) = 1;
  TORCH_ARG(bool, ceil_mode) = false;
};
using MaxPool2dOptions = MaxPoolOptions<2>;
class MaxPool2dImpl : public Cloneable<MaxPool2dImpl> {
public:
  MaxPool2dImpl(ExpandingArray<2> kernel_size);
  explicit MaxPool2dImpl(const MaxPool2dOptions &options_);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(MaxPool2d);

template <typename output_size_t> struct AdaptiveAvgPoolOptions {
  AdaptiveAvgPoolOptions(output_size_t output_size);
  TORCH_ARG(output_size_t, output_size);
};
using AdaptiveAvgPool2dOptions =
    AdaptiveAvgPoolOptions<ExpandingArray<2>>; // the real one has optional
                                               // elements
class AdaptiveAvgPool2dImpl : public Cloneable<AdaptiveAvgPool2dImpl> {
public:
  AdaptiveAvgPool2dImpl(ExpandingArray<2> output_size);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(AdaptiveAvgPool2d);

// Normalization, dropout, embedding
struct BatchNormOptions {
  /* implicit */ BatchNormOptions(int64_t num_features);
  TORCH_ARG(int64_t, num_features);
  TORCH_ARG(double, eps) = 1e-5;
};
// As in LibTorch, forward is declared in a base class template.
template <size_t D, typename Derived>
class BatchNormImplBase : public Cloneable<Derived> {
public:
  Tensor forward(const Tensor &input);
};
class BatchNorm2dImpl : public BatchNormImplBase<2, BatchNorm2dImpl> {
public:
  explicit BatchNorm2dImpl(int64_t num_features);
  explicit BatchNorm2dImpl(const BatchNormOptions &options_);
};
TORCH_MODULE(BatchNorm2d);
class BatchNorm1dImpl : public Cloneable<BatchNorm1dImpl> {
public:
  explicit BatchNorm1dImpl(int64_t num_features);
  explicit BatchNorm1dImpl(const BatchNormOptions &options_);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(BatchNorm1d);

struct LayerNormOptions {
  /* implicit */ LayerNormOptions(std::vector<int64_t> normalized_shape);
  TORCH_ARG(std::vector<int64_t>, normalized_shape);
};
class LayerNormImpl : public Cloneable<LayerNormImpl> {
public:
  LayerNormImpl(std::vector<int64_t> normalized_shape);
  explicit LayerNormImpl(LayerNormOptions options_);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(LayerNorm);

struct DropoutOptions {
  /* implicit */ DropoutOptions(double p = 0.5);
};
class DropoutImpl : public Cloneable<DropoutImpl> {
public:
  explicit DropoutImpl(double p);
  explicit DropoutImpl(const DropoutOptions &options_ = {});
  Tensor forward(Tensor input);
};
TORCH_MODULE(Dropout);

struct EmbeddingOptions {
  EmbeddingOptions(int64_t num_embeddings, int64_t embedding_dim);
  TORCH_ARG(int64_t, num_embeddings);
  TORCH_ARG(int64_t, embedding_dim);
};
class EmbeddingImpl : public Cloneable<EmbeddingImpl> {
public:
  EmbeddingImpl(int64_t num_embeddings, int64_t embedding_dim);
  explicit EmbeddingImpl(EmbeddingOptions options_);
  Tensor forward(const Tensor &indices);
};
TORCH_MODULE(Embedding);

// Activations and Flatten
struct ReLUOptions {
  /* implicit */ ReLUOptions(bool inplace = false);
};
class ReLUImpl : public Cloneable<ReLUImpl> {
public:
  explicit ReLUImpl(const ReLUOptions &options_ = {});
  Tensor forward(Tensor input);
};
TORCH_MODULE(ReLU);

struct FlattenOptions {
  TORCH_ARG(int64_t, start_dim) = 1;
  TORCH_ARG(int64_t, end_dim) = -1;
};
class FlattenImpl : public Cloneable<FlattenImpl> {
public:
  explicit FlattenImpl(const FlattenOptions &options_ = {});
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(Flatten);

// Recurrent layers
struct LSTMOptions {
  LSTMOptions(int64_t input_size, int64_t hidden_size);
  TORCH_ARG(int64_t, input_size);
  TORCH_ARG(int64_t, proj_size) = 0;
  TORCH_ARG(int64_t, hidden_size);
  TORCH_ARG(int64_t, num_layers) = 1;
  TORCH_ARG(bool, bias) = true;
  TORCH_ARG(bool, batch_first) = false;
  TORCH_ARG(double, dropout) = 0.0;
  TORCH_ARG(bool, bidirectional) = false;
};
class LSTMImpl : public Cloneable<LSTMImpl> {
public:
  LSTMImpl(int64_t input_size, int64_t hidden_size);
  explicit LSTMImpl(const LSTMOptions &options_);
  std::tuple<Tensor, std::tuple<Tensor, Tensor>>
  forward(const Tensor &input,
          torch::optional<std::tuple<Tensor, Tensor>> hx_opt = {});
};
TORCH_MODULE(LSTM);

struct GRUOptions {
  GRUOptions(int64_t input_size, int64_t hidden_size);
  TORCH_ARG(int64_t, input_size);
  TORCH_ARG(int64_t, hidden_size);
  TORCH_ARG(int64_t, num_layers) = 1;
  TORCH_ARG(bool, batch_first) = false;
  TORCH_ARG(bool, bidirectional) = false;
};
class GRUImpl : public Cloneable<GRUImpl> {
public:
  GRUImpl(int64_t input_size, int64_t hidden_size);
  explicit GRUImpl(const GRUOptions &options_);
  std::tuple<Tensor, Tensor> forward(const Tensor &input, Tensor hx = {});
};
TORCH_MODULE(GRU);

struct MultiheadAttentionOptions {
  MultiheadAttentionOptions(int64_t embed_dim, int64_t num_heads);
};
class MultiheadAttentionImpl : public Cloneable<MultiheadAttentionImpl> {
public:
  MultiheadAttentionImpl(int64_t embed_dim, int64_t num_heads);
  explicit MultiheadAttentionImpl(const MultiheadAttentionOptions &options_);
  std::tuple<Tensor, Tensor> forward(const Tensor &query, const Tensor &key,
                                     const Tensor &value,
                                     const Tensor &key_padding_mask = {},
                                     bool need_weights = true,
                                     const Tensor &attn_mask = {},
                                     bool average_attn_weights = true);
};
TORCH_MODULE(MultiheadAttention);

// Resampling, pixel shuffle, padding, unfold/fold (torch/nn/options/
// upsampling.h, pixelshuffle.h, padding.h, fold.h)
struct UpsampleOptions {
  TORCH_ARG(c10::optional<std::vector<int64_t>>, size) = c10::nullopt;
  TORCH_ARG(c10::optional<std::vector<double>>, scale_factor) = c10::nullopt;
  TORCH_ARG(c10::optional<bool>, align_corners) = c10::nullopt;
};
class UpsampleImpl : public Cloneable<UpsampleImpl> {
public:
  explicit UpsampleImpl(const UpsampleOptions &options_ = {});
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(Upsample);

struct PixelShuffleOptions {
  PixelShuffleOptions(int64_t upscale_factor);
  TORCH_ARG(int64_t, upscale_factor);
};
class PixelShuffleImpl : public Cloneable<PixelShuffleImpl> {
public:
  explicit PixelShuffleImpl(const PixelShuffleOptions &options_);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(PixelShuffle);
struct PixelUnshuffleOptions {
  /* implicit */ PixelUnshuffleOptions(int64_t downscale_factor);
  TORCH_ARG(int64_t, downscale_factor);
};
class PixelUnshuffleImpl : public Cloneable<PixelUnshuffleImpl> {
public:
  explicit PixelUnshuffleImpl(const PixelUnshuffleOptions &options_);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(PixelUnshuffle);

template <size_t D> struct ReflectionPadOptions {
  ReflectionPadOptions(ExpandingArray<D * 2> padding);
  TORCH_ARG(ExpandingArray<D * 2>, padding);
};
using ReflectionPad2dOptions = ReflectionPadOptions<2>;
class ReflectionPad2dImpl : public Cloneable<ReflectionPad2dImpl> {
public:
  explicit ReflectionPad2dImpl(ExpandingArray<4> padding);
  explicit ReflectionPad2dImpl(const ReflectionPad2dOptions &options_);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(ReflectionPad2d);
struct ZeroPad2dOptions {
  ZeroPad2dOptions(ExpandingArray<4> padding);
  TORCH_ARG(ExpandingArray<4>, padding);
};
class ZeroPad2dImpl : public Cloneable<ZeroPad2dImpl> {
public:
  explicit ZeroPad2dImpl(ExpandingArray<4> padding);
  explicit ZeroPad2dImpl(const ZeroPad2dOptions &options_);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(ZeroPad2d);

struct UnfoldOptions {
  UnfoldOptions(ExpandingArray<2> kernel_size);
  TORCH_ARG(ExpandingArray<2>, kernel_size);
  TORCH_ARG(ExpandingArray<2>, dilation) = 1;
  TORCH_ARG(ExpandingArray<2>, padding) = 0;
  TORCH_ARG(ExpandingArray<2>, stride) = 1;
};
class UnfoldImpl : public Cloneable<UnfoldImpl> {
public:
  explicit UnfoldImpl(const UnfoldOptions &options_);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(Unfold);
struct FoldOptions {
  FoldOptions(ExpandingArray<2> output_size, ExpandingArray<2> kernel_size);
  TORCH_ARG(ExpandingArray<2>, output_size);
  TORCH_ARG(ExpandingArray<2>, kernel_size);
  TORCH_ARG(ExpandingArray<2>, dilation) = 1;
  TORCH_ARG(ExpandingArray<2>, padding) = 0;
  TORCH_ARG(ExpandingArray<2>, stride) = 1;
};
class FoldImpl : public Cloneable<FoldImpl> {
public:
  explicit FoldImpl(const FoldOptions &options_);
  Tensor forward(const Tensor &input);
};
TORCH_MODULE(Fold);

// Transformer layers, EmbeddingBag (torch/nn/options/transformerlayer.h,
// embedding.h)
struct TransformerEncoderLayerOptions {
  /* implicit */ TransformerEncoderLayerOptions(int64_t d_model, int64_t nhead);
  TORCH_ARG(int64_t, d_model);
  TORCH_ARG(int64_t, nhead);
  TORCH_ARG(int64_t, dim_feedforward) = 2048;
  TORCH_ARG(double, dropout) = 0.1;
};
class TransformerEncoderLayerImpl
    : public Cloneable<TransformerEncoderLayerImpl> {
public:
  TransformerEncoderLayerImpl(int64_t d_model, int64_t nhead);
  explicit TransformerEncoderLayerImpl(
      const TransformerEncoderLayerOptions &options_);
  Tensor forward(const Tensor &src, const Tensor &src_mask = {},
                 const Tensor &src_key_padding_mask = {});
};
TORCH_MODULE(TransformerEncoderLayer);
struct TransformerDecoderLayerOptions {
  TransformerDecoderLayerOptions(int64_t d_model, int64_t nhead);
  TORCH_ARG(int64_t, d_model);
  TORCH_ARG(int64_t, nhead);
  TORCH_ARG(int64_t, dim_feedforward) = 2048;
};
class TransformerDecoderLayerImpl
    : public Cloneable<TransformerDecoderLayerImpl> {
public:
  TransformerDecoderLayerImpl(int64_t d_model, int64_t nhead);
  explicit TransformerDecoderLayerImpl(
      const TransformerDecoderLayerOptions &options_);
  Tensor forward(Tensor tgt, const Tensor &memory, const Tensor &tgt_mask = {},
                 const Tensor &memory_mask = {},
                 const Tensor &tgt_key_padding_mask = {},
                 const Tensor &memory_key_padding_mask = {});
};
TORCH_MODULE(TransformerDecoderLayer);

struct EmbeddingBagOptions {
  EmbeddingBagOptions(int64_t num_embeddings, int64_t embedding_dim);
  TORCH_ARG(int64_t, num_embeddings);
  TORCH_ARG(int64_t, embedding_dim);
  TORCH_ARG(bool, include_last_offset) = false;
};
class EmbeddingBagImpl : public Cloneable<EmbeddingBagImpl> {
public:
  EmbeddingBagImpl(int64_t num_embeddings, int64_t embedding_dim);
  explicit EmbeddingBagImpl(EmbeddingBagOptions options_);
  Tensor forward(const Tensor &input, const Tensor &offsets = {},
                 const Tensor &per_sample_weights = {});
};
TORCH_MODULE(EmbeddingBag);

// torch/nn/init.h
namespace init {
Tensor constant_(Tensor tensor, Scalar value);
Tensor normal_(Tensor tensor, double mean = 0, double std = 1);
Tensor uniform_(Tensor tensor, double low = 0, double high = 1);
Tensor zeros_(Tensor tensor);
Tensor ones_(Tensor tensor);
Tensor eye_(Tensor matrix);
Tensor xavier_uniform_(Tensor tensor, double gain = 1.0);
Tensor xavier_normal_(Tensor tensor, double gain = 1.0);
Tensor orthogonal_(Tensor tensor, double gain = 1.0);
} // namespace init

// Containers
class AnyModule {
public:
  template <typename ReturnType = Tensor, typename... ArgumentTypes>
  ReturnType forward(ArgumentTypes &&...arguments);
};

class SequentialImpl : public Cloneable<SequentialImpl> {
public:
  SequentialImpl() = default;
  using Iterator = std::vector<AnyModule>::iterator;
  Iterator begin();
  Iterator end();
  template <typename... Modules> explicit SequentialImpl(Modules &&...modules);
  template <typename ReturnType = Tensor, typename... InputTypes>
  ReturnType forward(InputTypes &&...inputs);
  template <typename ModuleType> void push_back(ModuleType module);
  size_t size() const noexcept;
  bool is_empty() const noexcept;
};
class Sequential : public torch::nn::ModuleHolder<SequentialImpl> {
public:
  using torch::nn::ModuleHolder<SequentialImpl>::ModuleHolder;
  Sequential();
};

class ModuleListImpl : public Cloneable<ModuleListImpl> {
public:
  ModuleListImpl() = default;
  template <typename... Modules> explicit ModuleListImpl(Modules &&...modules);
  template <typename M> void push_back(M module);
  size_t size() const noexcept;
  using Iterator = std::vector<std::shared_ptr<Module>>::iterator;
  Iterator begin();
  Iterator end();
  template <typename T> T &at(size_t index);
  std::shared_ptr<Module> operator[](size_t index) const;
};
TORCH_MODULE(ModuleList);

// torch/nn/functional
namespace functional {
struct SoftmaxFuncOptions {
  SoftmaxFuncOptions(int64_t dim);
  TORCH_ARG(int64_t, dim);
};
struct LogSoftmaxFuncOptions {
  LogSoftmaxFuncOptions(int64_t dim);
  TORCH_ARG(int64_t, dim);
};
struct ReLUFuncOptions {
  ReLUFuncOptions(bool inplace = false);
};
template <size_t D> struct ConvFuncOptions {
  TORCH_ARG(Tensor, bias) = Tensor();
  TORCH_ARG(ExpandingArray<D>, stride) = 1;
  TORCH_ARG(ExpandingArray<D>, padding) = 0;
  TORCH_ARG(ExpandingArray<D>, dilation) = 1;
  TORCH_ARG(int64_t, groups) = 1;
};
using Conv2dFuncOptions = ConvFuncOptions<2>;
using MaxPool2dFuncOptions = MaxPool2dOptions;
struct PadFuncOptions {
  PadFuncOptions(std::vector<int64_t> pad);
  TORCH_ARG(std::vector<int64_t>, pad);
};

Tensor relu(const Tensor &input, const ReLUFuncOptions &options = {});
Tensor gelu(const Tensor &input);
struct InterpolateFuncOptions {
  TORCH_ARG(c10::optional<std::vector<int64_t>>, size) = c10::nullopt;
  TORCH_ARG(c10::optional<std::vector<double>>, scale_factor) = c10::nullopt;
  TORCH_ARG(c10::optional<bool>, align_corners) = c10::nullopt;
};
Tensor interpolate(const Tensor &input,
                   const InterpolateFuncOptions &options = {});
using PixelShuffleFuncOptions = PixelShuffleOptions;
Tensor pixel_shuffle(const Tensor &input,
                     const PixelShuffleFuncOptions &options);
using UnfoldFuncOptions = UnfoldOptions;
Tensor unfold(const Tensor &input, const UnfoldFuncOptions &options);
Tensor softmax(const Tensor &input, const SoftmaxFuncOptions &options);
Tensor log_softmax(const Tensor &input, const LogSoftmaxFuncOptions &options);
Tensor linear(const Tensor &input, const Tensor &weight,
              const Tensor &bias = {});
Tensor conv2d(const Tensor &input, const Tensor &weight,
              const Conv2dFuncOptions &options = {});
Tensor max_pool2d(const Tensor &input, const MaxPool2dFuncOptions &options);
Tensor pad(const Tensor &input, const PadFuncOptions &options);
Tensor dropout(Tensor input);
Tensor cross_entropy(const Tensor &input, const Tensor &target);
Tensor mse_loss(const Tensor &input, const Tensor &target);
} // namespace functional

} // namespace nn
} // namespace torch

#endif
