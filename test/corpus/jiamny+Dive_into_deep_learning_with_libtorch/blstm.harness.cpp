// Our own driver: the repository's BLSTM_Model(LAYERS, HIDDEN, INPUTS) on a
// [SEQUENCE INPUTS] = [3 1] series, one forward and one MSE step.
#define main sc_repo_main
#include "08_RecurrentNeuralNetworks/rnn_example.cpp"
#undef main
int main() {
  BLSTM_Model model(LAYERS, HIDDEN, INPUTS);
  torch::optim::Adam optimizer(model.parameters(), torch::optim::AdamOptions(0.0001));
  auto input = torch::rand({SEQUENCE, INPUTS});
  auto target = torch::rand({SEQUENCE, OUTPUTS});
  torch::Tensor output = model.forward(input);
  auto loss = torch::mse_loss(output.view({SEQUENCE, OUTPUTS}), target);
  loss.backward();
  optimizer.step();
  return 0;
}
