// The initializers of globals and of static data members defined out of
// line are analysed as a body is (issue 26: a sensor class's `static
// MatrixXd R_;` set at namespace scope): checked against the variable's
// annotation or its type's sizes, comma initializers counted, products
// checked. A class's static members share its names: R_'s m is H_'s.
// Before, nothing outside a function was analysed.
//
// RUN: not %shapecheck %s -- %eigen-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>
using Eigen::MatrixXd;
using Eigen::VectorXd;

MatrixXd A = MatrixXd::Zero(2, 3);
Eigen::Matrix3d F = Eigen::Matrix3d::Identity();
// CHECK: static-init.cpp:[[@LINE+1]]:39: error: initializer of 'C', axis 1: size 3 does not match 'k' = 2 required by the annotation of 'C' [shape-mismatch]
SHAPECHECK(Float, "k k") MatrixXd C = MatrixXd::Identity(2, 3);
// CHECK: static-init.cpp:[[@LINE+1]]:15: error: call to 'operator<<': comma initializer: the 2 items fill the target [3 1] up to row 2, column 1 (too few coefficients) [shape-mismatch]
VectorXd v = (VectorXd(3) << 1, 2).finished();

struct Sensor {
  SHAPECHECK(Float, "m m") static MatrixXd R_;
  SHAPECHECK(Float, "m n") static MatrixXd H_;
  static const MatrixXd M;
};
MatrixXd Sensor::R_ = MatrixXd::Identity(2, 2);
// CHECK: static-init.cpp:[[@LINE+1]]:23: error: initializer of 'H_', axis 0: size 3 does not match 'm' = 2 required by the annotation of 'H_' [shape-mismatch]
MatrixXd Sensor::H_ = MatrixXd::Zero(3, 4);
// CHECK: static-init.cpp:[[@LINE+1]]:28: error: call to 'operator*': mm: axis -1 of the 1st operand [2 2] has size 2, but axis -2 of the 2nd operand [3 3] has size 3 [shape-mismatch]
const MatrixXd Sensor::M = MatrixXd::Ones(2, 2) * MatrixXd::Ones(3, 3);

int main() { return A.rows() + F.rows() > 0 ? 0 : 1; }
