// docs/examples/xtensor-kmeans/kmeans.cpp with five one-line mistakes
// (test/xtensor/kmeans.test): each is caught at its line.
#include <shapecheck/shapecheck.hpp>

#include <cstddef>
#include <iostream>
#include <xtensor/xbuilder.hpp>
#include <xtensor/xio.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xsort.hpp>
#include <xtensor/xtensor.hpp>
#include <xtensor/xview.hpp>

using Matrix = xt::xtensor<double, 2>;

struct KMeansConfig {
  std::size_t clusters = 3;
  std::size_t batch = 64;
  double temperature = 0.5;
};

// Squared distances of every point to every centroid: [n k].
SHAPECHECK_RETURN(Float, "n k")
Matrix sqDistances(SHAPECHECK(Float, "n d") const Matrix &X,
                   SHAPECHECK(Float, "k d") const Matrix &C) {
  auto diff = xt::view(X, xt::all(), xt::newaxis(), xt::all()) -
              xt::view(C, xt::newaxis(), xt::all(), xt::all()); // [n k d]
  return xt::sum(diff * diff, {1}); // the wrong axis summed
}

// Responsibilities: a softmax over the clusters of -D / t, each row sums
// to 1.
SHAPECHECK_RETURN(Float, "n k")
Matrix responsibilities(SHAPECHECK(Float, "n k") const Matrix &D, double t) {
  Matrix logits = -D / t;
  auto shifted = logits - xt::amax(logits, {1}); // keep_dims forgotten
  Matrix e = xt::exp(shifted);
  return e / xt::sum(e, {1}, xt::keep_dims);
}

// Adds a batch's points, weighted by their responsibilities, to the
// per-cluster sums and weights.
void accumulate(SHAPECHECK(Float, "k d") Matrix &sums,
                SHAPECHECK(Float, "k 1") Matrix &weight,
                SHAPECHECK(Float, "b d") const Matrix &Xb,
                SHAPECHECK(Float, "b k") const Matrix &R) {
  // sum over the batch of R[b, k] * Xb[b, d]: [k d]
  sums += xt::sum(xt::view(R, xt::all(), xt::all(), xt::newaxis()) *
                      xt::view(Xb, xt::all(), xt::newaxis(), xt::all()),
                  {1}); // summed over the clusters, not the batch
  weight += xt::view(xt::sum(R, {0}), xt::all(), xt::newaxis()); // [k 1]
}

class SoftKMeans {
public:
  SoftKMeans(std::size_t dims, const KMeansConfig &cfg)
      : cfg_(cfg), centroids_(xt::zeros<double>({cfg.clusters, dims})) {}

  void init(SHAPECHECK(Float, "n d") const Matrix &X) {
    centroids_ = xt::view(X, xt::range(0, cfg_.clusters), xt::all());
  }

  // One pass over X in batches; returns the mean distance to the nearest
  // centroid.
  double step(SHAPECHECK(Float, "n d") const Matrix &X) {
    const std::size_t n = X.shape()[0];
    Matrix sums = xt::zeros<double>({cfg_.clusters, X.shape()[1]});
    Matrix weight = xt::zeros<double>({cfg_.clusters, std::size_t(1)});
    double total = 0;
    for (std::size_t start = 0; start < n; start += cfg_.batch) {
      std::size_t stop = std::min(n, start + cfg_.batch);
      Matrix Xb = xt::view(X, xt::range(start, stop), 0); // one column
      Matrix D = sqDistances(Xb, centroids_);             // [b k]
      Matrix R = responsibilities(D, cfg_.temperature);
      accumulate(sums, weight, Xb, R);
      total += xt::sum(xt::amin(D, {1}))();
    }
    centroids_ = sums / weight;
    return total / double(n);
  }

  const Matrix &centroids() const { return centroids_; }

private:
  KMeansConfig cfg_;
  Matrix centroids_;
};

// Three blobs of points in the plane.
SHAPECHECK_RETURN(Float, "n 2")
Matrix makeBlobs(std::size_t n) {
  Matrix X = xt::zeros<double>({n, std::size_t(2)});
  for (std::size_t i = 0; i < n; ++i) {
    X(i, 0) = double(i % 3) * 4.0 + 0.01 * double(i % 7);
    X(i, 1) = double(i % 3) * -2.0 + 0.01 * double(i % 5);
  }
  return X;
}

int main() {
  KMeansConfig cfg;
  Matrix X = makeBlobs(300);
  SoftKMeans km(X.shape()[1], cfg);
  km.init(xt::view(X, xt::all(), 0)); // one column, not the points
  for (int it = 0; it < 10; ++it)
    std::cout << "iteration " << it << ": " << km.step(X) << "\n";
  std::cout << km.centroids() << "\n";
}
