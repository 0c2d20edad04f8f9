// Assignment into a block (issue 26 §2): `m.col(j) = v`, `m.row(i) = r`,
// `m.block(i, j, r, c) = p`, `segment`/`head` on the left. The value has
// the block's size (eigen.rules: operator= -> assigned); a vector of the
// other orientation is transposed, as Eigen does. Before, only a plain
// variable's assignment was checked, and these were missed.
//
// RUN: not %shapecheck %s -- %eigen-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>
using Eigen::MatrixXd;
using Eigen::VectorXd;

void fill(SHAPECHECK(Float, "n m") MatrixXd &M,
          SHAPECHECK(Float, "n") const VectorXd &v,
          SHAPECHECK(Float, "m") const VectorXd &w) {
  M.col(0) = v;
  // CHECK: block-assign.cpp:[[@LINE+1]]:3: error: call to 'operator=': assigned: axis 0 of the target [n 1] has size n, but the value [m 1] has size m [shape-mismatch]
  M.col(1) = w;
  M.row(0) = w.transpose();
  M.row(0) = w; // a column into a row: transposed
  // CHECK: block-assign.cpp:[[@LINE+1]]:3: error: call to 'operator=': assigned: axis 1 of the target [1 m] has size m, but the value [1 n] has size n [shape-mismatch]
  M.row(1) = v.transpose();
  // CHECK: block-assign.cpp:[[@LINE+1]]:3: error: call to 'operator=': assigned: axis 0 of the target [2 2] has size 2, but the value [3 3] has size 3 [shape-mismatch]
  M.block(0, 0, 2, 2) = MatrixXd::Zero(3, 3);
  M.block(0, 0, 2, 2) = MatrixXd::Zero(2, 2);
  M.topLeftCorner(2, 3) = MatrixXd::Identity(2, 3);
  M.col(0).head(2) = v.tail(2);
  // CHECK: block-assign.cpp:[[@LINE+1]]:3: error: call to 'operator=': assigned: axis 0 of the target [2 1] has size 2, but the value [3 1] has size 3 [shape-mismatch]
  M.col(0).segment(1, 2) = v.head(3);
}
