// Training loops over LibTorch's data loaders (torch::data): a dataset's
// examples, mapped by transforms, batched by a loader, iterated as
// `for (auto &batch : *loader)`. The rules describe MNIST's examples
// ([1 28 28] images, Int64 labels, 60000 for training and 10000 for
// testing), Normalize (keeps them), Stack<> (stacks a batch of them) and
// make_data_loader (a list of any number of batches). A batch's size is the
// loader's batch size when every batch is full (the count a multiple of
// it, or drop_last); otherwise only the run knows it, the same for the
// images and the labels of a batch, and an annotation states it. Before,
// every batch was unknown: the labels against the model's output were
// never checked (pytorch-cpp's logistic_regression, rnn).
//
// RUN: not %shapecheck --dump-shapes %s -- %torch-flags > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <shapecheck/shapecheck.hpp>
#include <torch/torch.h>

struct Config {
  int64_t batch_size = 100;
  int64_t hidden = 128;
};

struct NetImpl : torch::nn::Module {
  explicit NetImpl(const Config &c)
      : fc1(register_module("fc1", torch::nn::Linear(784, c.hidden))),
        fc2(register_module("fc2", torch::nn::Linear(c.hidden, 10))) {}
  torch::Tensor forward(torch::Tensor x) {
    return fc2->forward(torch::relu(fc1->forward(x)));
  }
  torch::nn::Linear fc1, fc2;
};
TORCH_MODULE(Net);

void train(const Config &c) {
  Net model(c);
  auto train_set = torch::data::datasets::MNIST("data")
                       .map(torch::data::transforms::Normalize<>(0.1307, 0.3081))
                       .map(torch::data::transforms::Stack<>());
  auto loader = torch::data::make_data_loader<torch::data::samplers::RandomSampler>(
      std::move(train_set), c.batch_size);
  for (auto &batch : *loader) {
    // 60000 examples in batches of c.batch_size: every batch is full in
    // main's call (100); the generic analysis does not know the size.
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:10: 'data': Float[? ?]
    auto data = batch.data.view({c.batch_size, -1});
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:10: 'target': Int64[batch]
    auto target = batch.target;
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:10: 'output': Float[? 10]
    auto output = model->forward(data);
    auto loss = torch::nn::functional::cross_entropy(output, target);
    auto correct = output.argmax(1).eq(target).sum();
    // The generic analysis of train, whose batch size is unknown, cannot
    // decide it; main's call of train can.
    // CHECK-DAG: data-loaders.cpp:[[@LINE+2]]:72: warning: argument 'target' of call to 'torch::nn::functional::cross_entropy': cannot decide whether batch equals 10 [unresolved-constraint]
    // CHECK-DAG: data-loaders.cpp:[[@LINE+1]]:72: error: argument 'target' of call to 'torch::nn::functional::cross_entropy', axis 0: size 100 does not match 'n' = 10 required by parameter 'target' of 'torch::nn::functional::cross_entropy' [shape-mismatch]
    auto transposed = torch::nn::functional::cross_entropy(output.t(), target);
    // CHECK-DAG: data-loaders.cpp:[[@LINE+1]]:22: error: call to 'output.argmax(0).eq': broadcast: shapes [10] and [100]: sizes 10 and 100 do not broadcast [broadcast]
    auto wrongAxis = output.argmax(0).eq(target).sum();
  }
}

void test(const Config &c) {
  Net model(c);
  auto test_set =
      torch::data::datasets::MNIST("data", torch::data::datasets::MNIST::Mode::kTest)
          .map(torch::data::transforms::Stack<>());
  auto loader = torch::data::make_data_loader(
      std::move(test_set), torch::data::DataLoaderOptions().batch_size(64));
  for (const auto &batch : *loader) {
    // 10000 examples in batches of 64: the last one is short, so a batch's
    // size is known only when the program runs; it is one size for the
    // images and the labels.
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:10: 'images': Float[batch 1 28 28]
    auto images = batch.data;
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:10: 'labels': Int64[batch]
    auto labels = batch.target;
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:10: 'output': Float[batch 10]
    auto output = model->forward(images.view({images.size(0), -1}));
    auto loss = torch::nn::functional::cross_entropy(output, labels);
    // Whether [10] and [batch] broadcast is not decided (batch may be 1 or
    // 10): no finding.
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:10: 'maybe': Bool[10]
    auto maybe = output.argmax(0).eq(labels);
  }
  auto dropped = torch::data::make_data_loader(
      torch::data::datasets::MNIST("data", torch::data::datasets::MNIST::Mode::kTest)
          .map(torch::data::transforms::Stack<>()),
      torch::data::DataLoaderOptions(64).drop_last(true));
  for (auto &batch : *dropped) {
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:10: 'full': Float[64 1 28 28]
    auto full = batch.data;
  }
}

void annotated() {
  auto loader = torch::data::make_data_loader(
      torch::data::datasets::MNIST("data").map(torch::data::transforms::Stack<>()),
      64);
  torch::nn::Linear fc(784, 10);
  for (auto &batch : *loader) {
    // The annotation states the batch's size, as a check at run time
    // would: the labels are [64] too.
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:51: 'images': Float[64 1 28 28]
    SHAPECHECK(Float, "64 1 28 28") torch::Tensor images = batch.data;
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:10: 'labels': Int64[64]
    auto labels = batch.target;
    auto logits = fc->forward(images.view({64, -1}));
    // CHECK-DAG: data-loaders.cpp:[[@LINE+1]]:72: error: argument 'target' of call to 'torch::nn::functional::cross_entropy', axis 0: size 'batch' = 64 does not match 'n' = 10 required by parameter 'target' of 'torch::nn::functional::cross_entropy' [shape-mismatch]
    auto transposed = torch::nn::functional::cross_entropy(logits.t(), labels);
  }
}

// A transform that no rule describes: its batches are unknown, never
// guessed.
struct Flip : torch::data::transforms::TensorTransform<> {
  torch::Tensor operator()(torch::Tensor input) override { return input.flip(2); }
};

void custom() {
  auto loader = torch::data::make_data_loader(
      torch::data::datasets::MNIST("data").map(Flip()).map(
          torch::data::transforms::Stack<>()),
      100);
  for (auto &batch : *loader) {
    // DUMP-DAG: data-loaders.cpp:[[@LINE+1]]:10: 'unknown': Shaped[...]
    auto unknown = batch.data;
  }
}

int main() {
  Config c;
  train(c);
  test(c);
  annotated();
  custom();
}
