// Run-time driver for the corpus manifest image_captioning.json (our own
// code): builds the attention decoder as the tutorial's main does (its
// command line's defaults: embedding 256, hidden 512, attention 512, encoder
// output 512 channels of 7x7, dropout 0.5, teacher forcing 1.0), runs one
// training step (the main's loss: cross entropy on the packed outputs plus
// the doubly stochastic regularization) on random encoder features and
// random captions of sorted lengths, then sampling. The CNN encoder needs a
// TorchScript file and is not built; the vocabulary size and the maximum
// caption length come from Flickr8k and are set to plausible values.
#include <torch/torch.h>

#include "decoder_rnn.h"

using torch::indexing::None;
using torch::indexing::Slice;

int main() {
  torch::manual_seed(0);
  const int64_t batch_size = 32, encoder_out_size = 512, encoder_out_wh = 7;
  const int64_t embedding_size = 256, hidden_size = 512, attention_size = 512;
  const int64_t vocab_size = 3000, max_length = 40;
  DecoderAttentionRNN decoder(embedding_size, hidden_size, vocab_size, max_length,
                              encoder_out_size, attention_size, 0.5, 1.0);
  torch::optim::Adam optimizer(decoder->parameters(), torch::optim::AdamOptions(1e-3));
  decoder->train();
  auto features = torch::randn({batch_size, encoder_out_size, encoder_out_wh, encoder_out_wh});
  // Captions with <start> and <end>, longest first (pack_padded_sequence(..., true)).
  auto lengths = std::get<0>(torch::randint(5, 21, {batch_size}, torch::kLong).sort(0, true));
  auto captions = torch::randint(0, vocab_size, {batch_size, lengths[0].item<int64_t>()}, torch::kLong);
  auto input_captions = captions.index({Slice(), Slice(0, -1)});
  auto caption_lengths = lengths.sub(1);
  auto target_captions = captions.index({Slice(), Slice(1, None)});
  auto packed_targets =
      torch::nn::utils::rnn::pack_padded_sequence(target_captions, caption_lengths, true).data();
  torch::Tensor outputs, alphas;
  std::tie(outputs, alphas) = decoder->forward(features, input_captions, caption_lengths);
  auto packed_outputs =
      torch::nn::utils::rnn::pack_padded_sequence(outputs, caption_lengths, true).data();
  auto loss = torch::nn::functional::cross_entropy(packed_outputs, packed_targets);
  loss += 1.0 * (1.0 - alphas.sum(1)).pow(2).mean();
  decoder->zero_grad();
  loss.backward();
  optimizer.step();
  decoder->eval();
  torch::NoGradGuard no_grad;
  auto sampled = decoder->sample(features);
  std::cout << sampled.first.sizes() << " " << sampled.second.sizes() << "\n";
  return 0;
}
