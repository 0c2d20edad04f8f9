// C++17 code that needs Clang's default (relaxed) matching of template
// template arguments (P0522): std::vector has two template parameters.
// Without xtensor, shapecheck parses it as its command says.
#include <vector>

template <template <class> class C> struct Holder {
  C<int> items;
};

int main() {
  Holder<std::vector> h;
  return int(h.items.size());
}
