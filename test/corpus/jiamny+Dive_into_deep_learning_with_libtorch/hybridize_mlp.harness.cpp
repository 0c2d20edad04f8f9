// Our own driver: the repository's hybridize section
// (12_Computational_performance/Hybridize.cpp: the MLP 512-256-128-2 of
// get_net on a [1 512] batch, once, then timed over 1000 calls) uses no
// data files, so it is run as it is, under another name.
#define main sc_repo_main
#include "12_Computational_performance/Hybridize.cpp"
#undef main
int main() { return sc_repo_main(); }
