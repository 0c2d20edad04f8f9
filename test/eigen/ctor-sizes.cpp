// Two constructors that size a class's fields differently: each object
// has its constructor's sizes, and the methods analysed on their own keep
// the class's name (`n`), never one constructor's size (ModuleObjects:
// a size is the default object's only if every constructor gives it).
//
// RUN: %shapecheck --dump-shapes %s -- %eigen-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>
using Eigen::MatrixXd;
using Eigen::VectorXd;

class Filter {
public:
  SHAPECHECK(Float, "n") VectorXd x_;
  SHAPECHECK(Float, "n n") MatrixXd P_;
  Filter() : x_(VectorXd::Zero(3)), P_(MatrixXd::Identity(3, 3)) {}
  Filter(int k) : x_(VectorXd::Zero(k)), P_(MatrixXd::Identity(k, k)) {}
  // CHECK: ctor-sizes.cpp:[[@LINE+1]]:35: 'Filter::step': () -> Float[n 1]
  SHAPECHECK(Float, "n") VectorXd step() { return P_ * x_; }
};

int main() {
  Filter a;
  Filter b(5);
  // CHECK: ctor-sizes.cpp:[[@LINE+1]]:8: 'u': Float64[3 1]
  auto u = a.step();
  // CHECK: ctor-sizes.cpp:[[@LINE+1]]:8: 'v': Float64[5 1]
  auto v = b.step();
}
