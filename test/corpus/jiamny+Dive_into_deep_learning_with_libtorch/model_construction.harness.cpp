// Our own driver: the repository's main for this chapter uses only random
// input ([2 20]), so it is run as it is, under another name.
#define main sc_repo_main
#include "05_DeepLearningComputation/model_construction.cpp"
#undef main
int main() { return sc_repo_main(); }
