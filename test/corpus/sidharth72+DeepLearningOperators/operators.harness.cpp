// Our own main for the CNN operators (not the repository's code). The
// repository's main (src/main.cpp) reads a JSON network description and
// OpenCV images and loads .npy weights; this harness builds the same kind of
// network with the layers' test-mode constructors (random weights) and runs
// it on a random batch of 32x32 RGB images, as the repository's layer tests
// do: conv (same) -> batch norm (inference, then training) -> ReLU -> max
// pool 2x2 -> conv (valid) -> max pool 3x3 stride 2 -> flatten -> batch norm
// on the 2-d features (training) -> softmax on one image (the repository's
// main and softmax tests use a batch of 1). DenseLayer is left out: it needs
// xtensor-blas.
#include "ConvolutionLayer.h"
#include "BatchNormalizationLayer.h"
#include "ReLULayer.h"
#include "MaxPoolingLayer.h"
#include "FlattenLayer.h"
#include "SoftmaxLayer.h"

#include <xtensor/xrandom.hpp>
#include <xtensor/xview.hpp>

#include <cstdio>
#include <stdexcept>

static void expect_shape(const xt::xarray<float> &x, std::vector<size_t> want, const char *what)
{
    if (std::vector<size_t>(x.shape().begin(), x.shape().end()) != want) {
        throw std::runtime_error(std::string("unexpected shape after ") + what);
    }
}

int main()
{
    xt::random::seed(7);
    xt::xarray<float> images = xt::random::rand<float>({2, 32, 32, 3});

    ConvolutionLayer conv1(8, 3, 3);
    BatchNormalizationLayer bn1(8);
    ReLULayer relu;
    MaxPoolingLayer pool1;
    ConvolutionLayer conv2(4, 3, 8);
    MaxPoolingLayer pool2(std::make_tuple(3, 3), std::make_tuple(2, 2));
    FlattenLayer flatten;
    BatchNormalizationLayer bn2(144);
    SoftmaxLayer softmax;

    xt::xarray<float> x = conv1.forward(images, "same");
    expect_shape(x, {2, 32, 32, 8}, "conv1");
    xt::xarray<float> y = bn1.forward(x);
    x = bn1.forward(x, true);
    x = relu.forward(x + y);
    x = pool1.forward(x);
    expect_shape(x, {2, 16, 16, 8}, "pool1");
    x = conv2.forward(x, "valid");
    expect_shape(x, {2, 14, 14, 4}, "conv2");
    x = pool2.forward(x);
    expect_shape(x, {2, 6, 6, 4}, "pool2");
    x = flatten.forward(x);
    expect_shape(x, {2, 144}, "flatten");
    x = bn2.forward(x, true);
    xt::xarray<float> first = xt::view(x, xt::range(0, 1), xt::all());
    xt::xarray<float> probs = softmax.forward(first);
    expect_shape(probs, {1, 144}, "softmax");
    std::printf("ok %f\n", static_cast<double>(xt::sum(probs)()));
    return 0;
}
