// The operations of rules/eigen.rules on the real Eigen headers, one
// function per family: every operation has passing cases, whose inferred
// shapes are checked (DUMP lines), and failing cases, each caught at its
// line with its check id (CHECK lines); nothing else is reported.
//
// RUN: not %shapecheck --dump-shapes %s -- %eigen-flags > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <shapecheck/shapecheck.hpp>

#include <Eigen/Dense>

using namespace Eigen;

//===--- Sizes from types, constructors, factories ------------------------===//

// DUMP: dense-ops.cpp:[[@LINE+1]]:6: 'construction': (A: Float[n k]) -> void
void construction(SHAPECHECK(Float, "n k") const MatrixXf &A) {
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'G': Float32[4 4]
  Matrix4f G;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:29: 'H': Float32[3 7]
  Matrix<float, 3, Dynamic> H(3, 7);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'v': Float64[5 1]
  VectorXd v(5);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:15: 'r': Float32[1 6]
  RowVectorXf r(6);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'i': Int32[2 3]
  MatrixXi i(2, 3);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'Z': Float32[n 3]
  MatrixXf Z = MatrixXf::Zero(A.rows(), 3);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'z': Float32[4 1]
  VectorXf z = VectorXf::Ones(4);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'I3': Float32[3 3]
  Matrix3f I3 = Matrix3f::Identity();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'In': Float32[k k]
  MatrixXf In = MatrixXf::Identity(A.cols(), A.cols());
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'C': Float32[2 5]
  MatrixXf C = MatrixXf::Constant(2, 5, 1.5f);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'l': Float32[7 1]
  VectorXf l = VectorXf::LinSpaced(7, 0, 1);
  float buf[12] = {};
  // DUMP: dense-ops.cpp:[[@LINE+1]]:17: 'm': Float32[3 4]
  Map<MatrixXf> m(buf, 3, 4);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:17: 'm4': Float32[4 4]
  Map<Matrix4f> m4(buf);
  int rows = A.rows();
  int count = A.size();
  // DUMP: dense-ops.cpp:[[@LINE+3]]:12: 'F': Float32[k k]
  // CHECK: dense-ops.cpp:[[@LINE+2]]:16: error: initializer of 'F', axis 0: size 'k' does not match 3 required by the sizes of its type; 'k' is a dimension of its own, not always 3 [shape-mismatch]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:16: error: initializer of 'F', axis 1: size 'k' does not match 3 required by the sizes of its type; 'k' is a dimension of its own, not always 3 [shape-mismatch]
  Matrix3f F = A.transpose() * A;
}

//===--- Resizing and mutators ---------------------------------------------===//

// DUMP: dense-ops.cpp:[[@LINE+1]]:6: 'mutators': (A: Float[3 4]) -> void
void mutators(SHAPECHECK(Float, "3 4") const MatrixXf &A) {
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'M': Float32[3 4]
  MatrixXf M(3, 4);
  M.resize(4, 3);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'MA': Float32[4 4]
  MatrixXf MA = M * A;
  M.transposeInPlace();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'MT': Float32[3 3]
  MatrixXf MT = M * A.transpose();
  // Declared empty: dumped with the value it is first given.
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'Z': Float32[4 2]
  MatrixXf Z;
  Z.setZero(4, 2);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'AZ': Float32[3 2]
  MatrixXf AZ = A * Z;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'v': Float32[2 1]
  VectorXf v(2);
  v.conservativeResize(4);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'Av': Float32[3 1]
  VectorXf Av = A * v;
  // Without sizes, the setters keep the shape.
  Z.setZero();
  v.setOnes();
  M.setIdentity();
  Z.setConstant(2.0f);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'AZ2': Float32[3 2]
  MatrixXf AZ2 = A * Z;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'Av2': Float32[3 1]
  VectorXf Av2 = A * v;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'MA2': Float32[3 3]
  MatrixXf MA2 = M * A.transpose();
  M.resize(5, 5);
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'bad': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:18: error: call to 'operator*': mm: axis -1 of the 1st operand [3 4] has size 4, but axis -2 of the 2nd operand [5 5] has size 5 [shape-mismatch]
  MatrixXf bad = A * M;
}

//===--- Assignment ---------------------------------------------------------===//

// DUMP: dense-ops.cpp:[[@LINE+1]]:6: 'assignment': (A: Float[3 4], B: Float[4 5]) -> void
void assignment(SHAPECHECK(Float, "3 4") const MatrixXf &A,
                SHAPECHECK(Float, "4 5") const MatrixXf &B) {
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'C': Float32[2 2]
  MatrixXf C(2, 2);
  C = A * B; // a dynamic matrix is resized
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'D': Float32[3 5]
  MatrixXf D = C;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:15: 'r': Float32[1 6]
  RowVectorXf r(6);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'c': Float32[6 1]
  VectorXf c = r; // a row into a column: transposed
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'c2': Float32[6 1]
  VectorXf c2 = c;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:23: 'F': Float32[3 5]
  Matrix<float, 3, 5> F;
  F = A * B;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'N': Float32[1 1]
  MatrixXf N(1, 1);
  N.noalias() = A * B;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'N2': Float32[3 5]
  MatrixXf N2 = N;
  N.noalias() += A * B;
  // CHECK: dense-ops.cpp:[[@LINE+2]]:18: error: argument 'other' of call to 'operator+=', axis 0: size 4 does not match 'n' = 3 required by parameter 'other' of 'Eigen::NoAlias<Eigen::Matrix<float,-1,-1,0,-1,-1>,Eigen::MatrixBase>::operator+=' [shape-mismatch]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:18: error: argument 'other' of call to 'operator+=', axis 1: size 4 does not match 'm' = 5 required by parameter 'other' of 'Eigen::NoAlias<Eigen::Matrix<float,-1,-1,0,-1,-1>,Eigen::MatrixBase>::operator+=' [shape-mismatch]
  N.noalias() += B * B.transpose();
  // CHECK: dense-ops.cpp:[[@LINE+1]]:7: error: value assigned to 'F', axis 1: size 4 does not match 5 required by the sizes of its type [shape-mismatch]
  F = A;
}

//===--- Arithmetic -----------------------------------------------------------===//

// DUMP: dense-ops.cpp:[[@LINE+1]]:6: 'arithmetic': (A: Float[n k], B: Float[k m], v: Float[n 1]) -> void
void arithmetic(SHAPECHECK(Float, "n k") const MatrixXf &A,
                SHAPECHECK(Float, "k m") const MatrixXf &B,
                SHAPECHECK(Float, "n 1") const VectorXf &v) {
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'P': Float32[n m]
  MatrixXf P = A * B;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'S': Float32[n k]
  MatrixXf S = A + 2.0f * A - A * 0.5f;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'Q': Float32[n k]
  MatrixXf Q = A.cwiseProduct(A);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'At': Float32[k n]
  MatrixXf At = A.transpose();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'Aa': Float32[k n]
  MatrixXf Aa = A.adjoint().eval();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'D': Float32[n k]
  MatrixXf D = v.asDiagonal() * A;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'x': Float32[3 1]
  Vector3f x = Vector3f::UnitX().cross(Vector3f::UnitY());
  float d = v.dot(v);
  // Unary minus (declared in DenseBase), then a product: -K * x.
  // DUMP: dense-ops.cpp:[[@LINE+1]]:8: 'negP': Float[k k]
  auto negP = -A.transpose() * A;
  // CHECK: dense-ops.cpp:[[@LINE+1]]:14: error: call to '(-v.transpose() * v)': narrow: start 1 + length 1 exceeds dim 0 of size 1 in [1] [axis-range]
  float c1 = (-v.transpose() * v)(1);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'acc': Float32[n k]
  MatrixXf acc = A;
  acc += A;
  acc -= 0.5f * A;
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'E': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:16: error: call to 'operator*': mm: axis -1 of the 1st operand [k m] has size m, but axis -2 of the 2nd operand [n k] has size n [shape-mismatch]
  MatrixXf E = B * A;
  // DUMP: dense-ops.cpp:[[@LINE+3]]:12: 'F': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+2]]:20: error: argument 'other' of call to 'operator+', axis 0: size 'k' does not match 'operator+::n' = arithmetic::n required by parameter 'other' of 'Eigen::MatrixBase<Eigen::Matrix<float,-1,-1,0,-1,-1>>::operator+'; 'k' and 'arithmetic::n' are distinct dimensions that would have to be equal [shape-mismatch]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:20: error: argument 'other' of call to 'operator+', axis 1: size 'arithmetic::m' does not match 'operator+::m' = k required by parameter 'other' of 'Eigen::MatrixBase<Eigen::Matrix<float,-1,-1,0,-1,-1>>::operator+'; 'arithmetic::m' and 'k' are distinct dimensions that would have to be equal [shape-mismatch]
  MatrixXf F = A + B;
  // Eigen does not broadcast: a column plus a matrix is an error.
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'G': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:20: error: argument 'other' of call to 'operator+', axis 1: size 1 does not match 'm' = k required by parameter 'other' of 'Eigen::MatrixBase<Eigen::Matrix<float,-1,-1,0,-1,-1>>::operator+'; 'k' is a dimension of its own, not always 1 [shape-mismatch]
  MatrixXf G = A + v;
  // DUMP: dense-ops.cpp:[[@LINE+3]]:12: 'H': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+2]]:31: error: argument 'other' of call to 'A.cwiseProduct', axis 0: size 'k' does not match 'cwiseProduct::n' = arithmetic::n required by parameter 'other' of 'Eigen::MatrixBase<Eigen::Matrix<float,-1,-1,0,-1,-1>>::cwiseProduct'; 'k' and 'arithmetic::n' are distinct dimensions that would have to be equal [shape-mismatch]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:31: error: argument 'other' of call to 'A.cwiseProduct', axis 1: size 'arithmetic::m' does not match 'cwiseProduct::m' = k required by parameter 'other' of 'Eigen::MatrixBase<Eigen::Matrix<float,-1,-1,0,-1,-1>>::cwiseProduct'; 'arithmetic::m' and 'k' are distinct dimensions that would have to be equal [shape-mismatch]
  MatrixXf H = A.cwiseProduct(B);
  // CHECK: dense-ops.cpp:[[@LINE+2]]:10: error: argument 'other' of call to 'operator+=', axis 0: size 'k' does not match 'operator+=::n' = arithmetic::n required by parameter 'other' of 'Eigen::MatrixBase<Eigen::Matrix<float,-1,-1,0,-1,-1>>::operator+='; 'k' and 'arithmetic::n' are distinct dimensions that would have to be equal [shape-mismatch]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:10: error: argument 'other' of call to 'operator+=', axis 1: size 'arithmetic::m' does not match 'operator+=::m' = k required by parameter 'other' of 'Eigen::MatrixBase<Eigen::Matrix<float,-1,-1,0,-1,-1>>::operator+='; 'arithmetic::m' and 'k' are distinct dimensions that would have to be equal [shape-mismatch]
  acc += B;
  // CHECK: dense-ops.cpp:[[@LINE+1]]:13: error: call to 'v.dot': axis -1 of the 1st operand [n] has size n, but axis -1 of the 2nd operand [k] has size k [shape-mismatch]
  float e = v.dot(A.row(0));
}

//===--- Arrays: * is elementwise ----------------------------------------------===//

// DUMP: dense-ops.cpp:[[@LINE+1]]:6: 'arrays': (a: Float[3 4], b: Float[4 3]) -> void
void arrays(SHAPECHECK(Float, "3 4") const ArrayXXf &a,
            SHAPECHECK(Float, "4 3") const ArrayXXf &b) {
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'p': Float32[3 4]
  ArrayXXf p = a * a + a / 2.0f;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'm': Float32[3 3]
  MatrixXf m = a.matrix() * b.matrix();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'q': Float32[3 4]
  ArrayXXf q = (a.matrix().array() + 1.0f).exp();
  // DUMP: dense-ops.cpp:[[@LINE+3]]:12: 'e': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+2]]:20: error: argument 'other' of call to 'operator*', axis 0: size 4 does not match 'n' = 3 required by parameter 'other' of 'Eigen::ArrayBase<Eigen::Array<float,-1,-1,0,-1,-1>>::operator*' [shape-mismatch]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:20: error: argument 'other' of call to 'operator*', axis 1: size 3 does not match 'm' = 4 required by parameter 'other' of 'Eigen::ArrayBase<Eigen::Array<float,-1,-1,0,-1,-1>>::operator*' [shape-mismatch]
  ArrayXXf e = a * b;
}

//===--- Blocks -----------------------------------------------------------------===//

// DUMP: dense-ops.cpp:[[@LINE+1]]:6: 'blocks': (A: Float[3 4], v: Float[n 1], i: int) -> void
void blocks(SHAPECHECK(Float, "3 4") const MatrixXf &A,
            SHAPECHECK(Float, "n 1") const VectorXf &v, int i) {
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'b': Float32[2 3]
  MatrixXf b = A.block(1, 1, 2, 3);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:15: 'r': Float32[1 4]
  RowVectorXf r = A.row(2);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'c': Float32[3 1]
  VectorXf c = A.col(i);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 't': Float32[2 4]
  MatrixXf t = A.topRows(2);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'br': Float32[1 4]
  MatrixXf br = A.bottomRows(1);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'lc': Float32[3 3]
  MatrixXf lc = A.leftCols(3);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'rc': Float32[3 2]
  MatrixXf rc = A.rightCols(2);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'fixed': Float32[2 2]
  Matrix2f fixed = A.block<2, 2>(0, 0);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'h': Float32[2 1]
  VectorXf h = v.head(2);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'tl': Float32[3 1]
  VectorXf tl = v.tail(3);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 's': Float32[1 1]
  VectorXf s = A.col(0).segment(1, 1);
  float ok = A(2, 3);
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'e1': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:17: error: call to 'A.block': narrow: start 2 + length 2 exceeds dim 0 of size 3 in [3 4] [axis-range]
  MatrixXf e1 = A.block(2, 2, 2, 2);
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'e2': Float32[1 ?]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:17: error: call to 'A.row': narrow: start 3 + length 1 exceeds dim 0 of size 3 in [3 4] [axis-range]
  MatrixXf e2 = A.row(3);
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'e3': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:17: error: call to 'A.leftCols': narrow: start 0 + length 5 exceeds dim 1 of size 4 in [3 4] [axis-range]
  MatrixXf e3 = A.leftCols(5);
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'e4': Float32[? 1]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:17: error: call to 'A.col(1).segment': narrow: start 2 + length 2 exceeds dim 0 of size 3 in [3] [axis-range]
  VectorXf e4 = A.col(1).segment(2, 2);
  // CHECK: dense-ops.cpp:[[@LINE+1]]:14: error: call to 'A': narrow: start 3 + length 1 exceeds dim 0 of size 3 in [3 4] [axis-range]
  float e5 = A(3, 0);
}

//===--- rowwise() and colwise() ------------------------------------------------===//

// DUMP: dense-ops.cpp:[[@LINE+1]]:6: 'vectorwise': (X: Float[n d], mu: Float[1 d], w: Float[n 1]) -> void
void vectorwise(SHAPECHECK(Float, "n d") const MatrixXf &X,
                SHAPECHECK(Float, "1 d") const RowVectorXf &mu,
                SHAPECHECK(Float, "n 1") const VectorXf &w) {
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'centred': Float32[n d]
  MatrixXf centred = X.rowwise() - mu;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'shifted': Float32[n d]
  MatrixXf shifted = X.colwise() + w;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:15: 'means': Float32[1 d]
  RowVectorXf means = X.colwise().mean();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'sums': Float32[n 1]
  VectorXf sums = X.rowwise().sum();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'maxs': Float32[n 1]
  VectorXf maxs = X.rowwise().maxCoeff();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:15: 'norms': Float32[1 d]
  RowVectorXf norms = X.colwise().norm();
  float total = X.sum() + X.mean() + X.norm() + X.squaredNorm();
  // A column for rowwise() fails Eigen's static assertion; a row of the
  // wrong width is an error at run time.
  // DUMP: dense-ops.cpp:[[@LINE+1]]:15: 'r3': Float32[1 3]
  RowVectorXf r3(3);
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'e1': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:31: error: argument 'v' of call to 'operator+', axis 1: size 3 does not match 'd' required by the module 'Eigen::Rowwise'; 'd' is a dimension of its own, not always 3 [shape-mismatch]
  MatrixXf e1 = X.rowwise() + r3;
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'c5': Float32[5 1]
  VectorXf c5(5);
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'e2': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:31: error: argument 'v' of call to 'operator-', axis 0: size 5 does not match 'n' required by the module 'Eigen::Colwise'; 'n' is a dimension of its own, not always 5 [shape-mismatch]
  MatrixXf e2 = X.colwise() - c5;
}

//===--- Inverse, determinant, solve --------------------------------------------===//

// DUMP: dense-ops.cpp:[[@LINE+1]]:6: 'solving': (A: Float[n n], M: Float[m n], b: Float[n 1], y: Float[m 1]) -> void
void solving(SHAPECHECK(Float, "n n") const MatrixXf &A,
             SHAPECHECK(Float, "m n") const MatrixXf &M,
             SHAPECHECK(Float, "n 1") const VectorXf &b,
             SHAPECHECK(Float, "m 1") const VectorXf &y) {
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'Ai': Float32[n n]
  MatrixXf Ai = A.inverse();
  float det = A.determinant();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'x': Float32[n 1]
  VectorXf x = A.ldlt().solve(b);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'x2': Float32[n 1]
  VectorXf x2 = A.partialPivLu().solve(b);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'ls': Float32[n 1]
  VectorXf ls = M.colPivHouseholderQr().solve(y);
  LLT<MatrixXf> llt(A);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'x3': Float32[n 1]
  VectorXf x3 = llt.solve(b);
  // The factors of a square matrix's decomposition have its size.
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'L': Float32[n n]
  MatrixXf L = A.llt().matrixL();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'D': Float32[n 1]
  VectorXf D = A.ldlt().vectorD();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'U': Float32[n n]
  MatrixXf U = llt.matrixU();
  // Eigenvalue solvers: complex values and vectors for a general matrix
  // (std::complex<float> is Complex64), real ones for a self-adjoint one.
  EigenSolver<MatrixXf> es(A);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:8: 'vals': Complex64[n 1]
  auto vals = es.eigenvalues();
  // DUMP: dense-ops.cpp:[[@LINE+1]]:13: 'vecs': Complex64[n n]
  MatrixXcf vecs = es.eigenvectors();
  SelfAdjointEigenSolver<MatrixXf> sa(A.transpose() * A);
  // DUMP: dense-ops.cpp:[[@LINE+1]]:12: 'sv': Float32[n 1]
  VectorXf sv = sa.eigenvalues();
  // CHECK: dense-ops.cpp:[[@LINE+1]]:35: error: argument 'a' of call to 'Eigen::EigenSolver<Eigen::Matrix<float,-1,-1,0,-1,-1>>', axis 1: size 'solving::n' does not match 'EigenSolver::n' = m required by parameter 'a' of 'Eigen::EigenSolver<Eigen::Matrix<float,-1,-1,0,-1,-1>>'; 'solving::n' and 'm' are distinct dimensions that would have to be equal [shape-mismatch]
  EigenSolver<MatrixXf> notSquare(M);
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'e1': Float32[? ?]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:17: error: argument 'self' of call to 'M.inverse', axis 1: size 'solving::n' does not match 'inverse::n' = m required by parameter 'self' of 'Eigen::MatrixBase<Eigen::Matrix<float,-1,-1,0,-1,-1>>::inverse'; 'solving::n' and 'm' are distinct dimensions that would have to be equal [shape-mismatch]
  MatrixXf e1 = M.inverse();
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'e2': Float32[? 1]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:32: error: argument 'b' of call to 'A.ldlt().solve', axis 0: size 'm' does not match 'n' required by the module 'Eigen::SquareDecomposition'; 'm' and 'n' are distinct dimensions that would have to be equal [shape-mismatch]
  VectorXf e2 = A.ldlt().solve(y);
  // DUMP: dense-ops.cpp:[[@LINE+2]]:12: 'e3': Float32[? 1]
  // CHECK: dense-ops.cpp:[[@LINE+1]]:47: error: argument 'b' of call to 'M.colPivHouseholderQr().solve', axis 0: size 'n' does not match 'm' required by the module 'Eigen::Decomposition'; 'n' and 'm' are distinct dimensions that would have to be equal [shape-mismatch]
  VectorXf e3 = M.colPivHouseholderQr().solve(b);
}
