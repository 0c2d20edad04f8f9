// A small matrix library (conversion-operator.cpp, mini.rules): a product
// is an expression that a conversion operator makes a matrix.
#pragma once
namespace mini {
struct Matrix {
  Matrix(int rows, int cols) : r(rows), c(cols) {}
  int r, c;
};
struct Product {
  Matrix value;
  operator const Matrix &() const { return value; }
};
inline Product operator*(const Matrix &a, const Matrix &b) {
  return Product{Matrix(a.r, b.c)};
}
} // namespace mini
