// Writes through a local reference or pointer reach the array they name
// (issue 26 §5: a caller's stale size is worse than none). `MatrixXd &r =
// V;` and `MatrixXd *p = &X;` (never pointed elsewhere) are the arrays they
// name: assignments, in-place methods and out-parameter calls through them
// update it. Through a pointer or reference whose target is not known
// (`c ? A : B`, a pointer re-pointed on some path) every local whose
// address the function takes is unknown afterwards. Before, each read
// below kept the size from before the write ([3 3]).
//
// RUN: %shapecheck --dump-shapes %s -- %eigen-flags > %t.out 2>&1
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <Eigen/Dense>
using Eigen::MatrixXd;

void grow(MatrixXd *out) { *out = MatrixXd::Zero(5, 5); }
void growRef(MatrixXd &out) { out = MatrixXd::Zero(6, 6); }

void known(int argc) {
  MatrixXd X = MatrixXd::Zero(3, 3);
  MatrixXd *p = &X;
  grow(p);
  // CHECK: aliases.cpp:[[@LINE+1]]:12: 'X1': Float64[5 5]
  MatrixXd X1 = X;
  MatrixXd Z = MatrixXd::Zero(3, 3);
  MatrixXd *q = &Z;
  *q = MatrixXd::Zero(4, 4);
  // CHECK: aliases.cpp:[[@LINE+1]]:12: 'Z1': Float64[4 4]
  MatrixXd Z1 = Z;
  MatrixXd V = MatrixXd::Zero(3, 3);
  MatrixXd &r = V;
  growRef(r);
  // CHECK: aliases.cpp:[[@LINE+1]]:12: 'V1': Float64[6 6]
  MatrixXd V1 = V;
  MatrixXd T = MatrixXd::Zero(3, 3);
  MatrixXd &t = T;
  t = MatrixXd::Zero(7, 7);
  // CHECK: aliases.cpp:[[@LINE+1]]:12: 'T1': Float64[7 7]
  MatrixXd T1 = T;
  MatrixXd G = MatrixXd::Zero(3, 3);
  MatrixXd &g = G;
  g.resize(8, 8);
  // CHECK: aliases.cpp:[[@LINE+1]]:12: 'G1': Float64[8 8]
  MatrixXd G1 = G;
  // A copy is not an alias.
  MatrixXd H = MatrixXd::Zero(3, 3);
  MatrixXd K = H;
  K = MatrixXd::Zero(9, 9);
  // CHECK: aliases.cpp:[[@LINE+1]]:12: 'H1': Float64[3 3]
  MatrixXd H1 = H;
}

void unknownTarget(int argc) {
  MatrixXd A = MatrixXd::Zero(3, 3), B = MatrixXd::Zero(3, 3);
  MatrixXd &r = argc > 1 ? A : B;
  r = MatrixXd::Zero(4, 4);
  // CHECK: aliases.cpp:[[@LINE+1]]:12: 'A1': Float64[? ?]
  MatrixXd A1 = A;
  MatrixXd C = MatrixXd::Zero(3, 3), D = MatrixXd::Zero(3, 3);
  MatrixXd *p = &C;
  if (argc > 2)
    p = &D;
  grow(p);
  // CHECK: aliases.cpp:[[@LINE+1]]:12: 'D1': Float64[? ?]
  MatrixXd D1 = D;
}

int main(int argc, char **) {
  known(argc);
  unknownTarget(argc);
}
