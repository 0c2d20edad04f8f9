// Our own driver: the repository's hidden-state section
// (08_RecurrentNeuralNetworks/RNN.cpp: X W_xh + H W_hh for X [3 1],
// W_xh [1 4], H [3 4], W_hh [4 4], then the same as one product of the
// concatenations [3 5] and [5 4]) uses no data files, so it is run as it
// is, under another name.
#define main sc_repo_main
#include "08_RecurrentNeuralNetworks/RNN.cpp"
#undef main
int main() { return sc_repo_main(); }
