// Our own driver: the repository's channels section
// (06_ConvolutionalNeuralNetworks/Channels.cpp: a two-channel
// cross-correlation by hand on [2 3 3] with a [2 2 2] kernel, the kernel
// stacked for three output channels, and the 1x1 convolution as a matrix
// product on [3 3 3] with a [2 3 1 1] kernel) uses no data files, so it
// is run as it is, under another name.
#define main sc_repo_main
#include "06_ConvolutionalNeuralNetworks/Channels.cpp"
#undef main
int main() { return sc_repo_main(); }
