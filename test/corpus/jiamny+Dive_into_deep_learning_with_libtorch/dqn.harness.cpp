// Our own driver: the repository's DQN on its 5x5 maze, without the OpenCV
// window. The replay memory is filled by playing (choose_action, step,
// store_transition, as the repository's main does), then one learning step
// runs on a batch of 8 states [8 3 5 5].
#define main sc_repo_main
#include "19_Reinforcement_Learning/Deep_Q_network.cpp"
#undef main
int main() {
  torch::manual_seed(123);
  Env env = Env();
  DQN dqn = DQN();
  auto optimizer = torch::optim::Adam(dqn.eval_net->parameters(), dqn.LR);
  torch::Tensor s = trans_torch(env.start_env());
  while (dqn.memory_counter <= dqn.MEMORY_CAPACITY) {
    torch::Tensor a = dqn.choose_action(s);
    int done;
    torch::Tensor r, s_;
    std::tie(done, r, s_) = env.step(a.data().item<int>());
    s_ = trans_torch(s_);
    dqn.store_transition(s, a, r, s_);
    s = (done == 1 || done == 2) ? trans_torch(env.start_env()) : s_.clone();
  }
  dqn.learn(optimizer);
  return 0;
}
