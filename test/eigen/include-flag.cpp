// The same checks whether Eigen's headers are system headers (-isystem) or
// ordinary ones (-I): the pack matches Eigen's classes by name, not by
// where they are, and nothing in Eigen's headers is analysed or reported.
//
// RUN: not %shapecheck %s -- -std=c++17 -I %eigen-include -I %shapecheck-include > %t.i
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.i
// RUN: not %shapecheck %s -- %eigen-flags > %t.isystem
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.isystem

#include <shapecheck/shapecheck.hpp>

#include <Eigen/Dense>

void f(SHAPECHECK(Float, "b 8") const Eigen::MatrixXf &X,
       SHAPECHECK(Float, "8 4") const Eigen::MatrixXf &W,
       SHAPECHECK(Float, "1 4") const Eigen::RowVectorXf &bias) {
  Eigen::MatrixXf H = (X * W).rowwise() + bias;
  // CHECK: include-flag.cpp:[[@LINE+1]]:23: error: call to 'operator*': mm: axis -1 of the 1st operand [b 4] has size 4, but axis -2 of the 2nd operand [8 4] has size 8 [shape-mismatch]
  Eigen::MatrixXf Y = H * W;
}
