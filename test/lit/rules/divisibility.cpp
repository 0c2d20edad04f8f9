// A check that one size divides another (`TORCH_CHECK(e % h == 0)`, in the
// forms real code writes it) makes `h * (e / h)` equal to `e`: viewing
// `[b s e]` as `[b s h e/h]` heads and back is then proven, not left as an
// unresolved constraint.
//
// RUN: %shapecheck --dump-shapes %s -- -std=c++17 %fake-torch \
// RUN:     -I %shapecheck-include -DCHECKED > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.out
// Without the check, whether the view fits depends on sizes nobody knows.
// RUN: %shapecheck %s -- -std=c++17 %fake-torch -I %shapecheck-include \
// RUN:   | FileCheck %s --check-prefix=UNCHECKED
// UNCHECKED: warning: {{.*}}[unresolved-constraint]

#include <fake_torch.h>
#include <shapecheck/shapecheck.hpp>

#include <stdexcept>

[[noreturn]] void checkFailed(const char *Msg);
#define MY_CHECK(cond, msg)                                                    \
  if (__builtin_expect(!(cond), 0)) {                                          \
    checkFailed(msg);                                                          \
  }

class HeadsImpl : public torch::nn::Module {
public:
  HeadsImpl(int64_t embed_dim, int64_t num_heads)
      : embed_dim_(embed_dim), num_heads_(num_heads),
        head_dim_(embed_dim / num_heads), proj(embed_dim, embed_dim) {
#ifdef CHECKED
    MY_CHECK(embed_dim % num_heads == 0, "embed_dim must divide");
#endif
    register_module("proj", proj);
  }

  torch::Tensor forward(SHAPECHECK(Float, "b s embed_dim") torch::Tensor x) {
    const auto b = x.size(0);
    const auto s = x.size(1);
    // DUMP: divisibility.cpp:[[@LINE+1]]:10: 'q': Float[b num_heads s embed_dim//num_heads]
    auto q = proj->forward(x).view({b, s, num_heads_, head_dim_}).transpose(1, 2);
    // DUMP: divisibility.cpp:[[@LINE+1]]:10: 'back': Float[b s embed_dim]
    auto back = q.transpose(1, 2).contiguous().view({b, s, embed_dim_});
    return proj->forward(back);
  }

private:
  int64_t embed_dim_, num_heads_, head_dim_;
  torch::nn::Linear proj;
};
TORCH_MODULE(Heads);

// The check as a plain `if` that throws, on local sizes.
void split(SHAPECHECK(Float, "n d") torch::Tensor x, int64_t parts) {
  const int64_t d = x.size(1);
  if (d % parts != 0)
    throw std::invalid_argument("parts");
  // DUMP: divisibility.cpp:[[@LINE+1]]:8: 'y': Float[n parts d//parts]
  auto y = x.view({x.size(0), parts, d / parts});
  // DUMP: divisibility.cpp:[[@LINE+1]]:8: 'z': Float[n d]
  auto z = y.view({x.size(0), parts * (d / parts)});
}
