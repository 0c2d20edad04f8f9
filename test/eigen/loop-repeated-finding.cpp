// A loop that goes past an axis on several trips is one mistake: it is
// reported once, on the first trip that makes it (before, once per trip:
// five errors for `m(0, i)` with i from 3 to 7 on a 3x3 matrix). The last
// trip's probe of a counted loop says only what the plain trips did not.
//
// RUN: not %shapecheck %s -- %eigen-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <Eigen/Dense>

void fill(Eigen::MatrixXd &m, int n) {
  for (int i = 0; i < n; ++i)
    // CHECK: loop-repeated-finding.cpp:[[@LINE+1]]:5: error: call to 'm': narrow: start 3 + length 1 exceeds dim 1 of size 3 in [1 3] [axis-range]
    m(0, i) = 1;
}

int main() {
  Eigen::MatrixXd m(3, 3);
  // CHECK: loop-repeated-finding.cpp:[[@LINE+1]]:3: note: in the call of 'fill' here
  fill(m, 8);
}
