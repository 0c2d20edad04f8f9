#include "loader.h"

int main() {
  SeqLoader loader(4, 5);
  std::vector<int> tokens(103);
  loader.batches(tokens, 2);
  loader.rows(tokens);
}
