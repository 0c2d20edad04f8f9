#include "model.h"

namespace nn = torch::nn;

void DownSampling(nn::Sequential &sq, int64_t in, int64_t out) {
  sq->push_back(nn::Conv2d(
      nn::Conv2dOptions(in, out, 4).stride(2).padding(1).bias(false)));
  sq->push_back(nn::BatchNorm2d(out));
  sq->push_back(nn::LeakyReLU(nn::LeakyReLUOptions().negative_slope(0.2)));
}

void UpSampling(nn::Sequential &sq, int64_t in, int64_t out) {
  sq->push_back(nn::ConvTranspose2d(
      nn::ConvTranspose2dOptions(in, out, 4).stride(2).padding(1).bias(false)));
  sq->push_back(nn::BatchNorm2d(out));
  sq->push_back(nn::ReLU(true));
}

AutoEncoderImpl::AutoEncoderImpl(const AutoEncoderConfig &cfg) : nz_(cfg.nz) {
  // 64x64 -> 32 -> 16 -> 8 -> 4
  DownSampling(encoder, cfg.in_channels, cfg.nf);
  DownSampling(encoder, cfg.nf, cfg.nf * 2);
  DownSampling(encoder, cfg.nf * 2, cfg.nf * 4);
  DownSampling(encoder, cfg.nf * 4, cfg.nz);
  to_latent = nn::Linear(cfg.nz * 4 * 4, cfg.latent_dim);
  from_latent = nn::Linear(cfg.latent_dim, cfg.nz * 4 * 4);
  // 4x4 -> 8 -> 16 -> 32 -> 64
  UpSampling(decoder, cfg.nz, cfg.nf * 4);
  UpSampling(decoder, cfg.nf * 4, cfg.nf * 2);
  UpSampling(decoder, cfg.nf * 2, cfg.nf);
  decoder->push_back(nn::ConvTranspose2d(
      nn::ConvTranspose2dOptions(cfg.nf, cfg.in_channels, 4).stride(2).padding(1)));
  decoder->push_back(nn::Sigmoid());

  register_module("encoder", encoder);
  register_module("to_latent", to_latent);
  register_module("from_latent", from_latent);
  register_module("decoder", decoder);
}

torch::Tensor AutoEncoderImpl::forward(torch::Tensor x) {
  auto features = encoder->forward(x);
  auto flat = features.view({features.size(0), -1});
  auto code = to_latent->forward(flat);
  auto expanded = from_latent->forward(torch::relu(code));
  auto grid = expanded.view({-1, nz_, 4, 4});
  return decoder->forward(grid);
}
