// Our own driver: the repository's main for this section (cross-correlation
// by hand, then a 1x2 Conv2d learned on a 6x8 edge image) uses no data
// files, so it is run as it is, under another name.
#define main sc_repo_main
#include "06_ConvolutionalNeuralNetworks/ConvolutionalLayers.cpp"
#undef main
int main() { return sc_repo_main(); }
