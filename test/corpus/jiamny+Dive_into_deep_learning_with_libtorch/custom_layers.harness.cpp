// Our own driver: the repository's custom-layers section
// (05_DeepLearningComputation/custom_layers.cpp: a CenteredLayer after a
// Linear(8, 128) on [4 8], MyLinear(5, 3) on [2 5], and a Sequential of
// MyLinear(64, 8) and MyLinear(8, 1) on [2 64]) uses no data files, so it
// is run as it is, under another name.
#define main sc_repo_main
#include "05_DeepLearningComputation/custom_layers.cpp"
#undef main
int main() { return sc_repo_main(); }
