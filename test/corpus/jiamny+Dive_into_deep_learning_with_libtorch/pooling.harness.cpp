// Our own driver: the repository's pooling section
// (06_ConvolutionalNeuralNetworks/Pooling.cpp: pool2d by hand, max and
// average, on a 3x3 input, then MaxPool2d with default, given and
// rectangular window, padding and stride on [1 1 4 4] and on two channels)
// uses no data files, so it is run as it is, under another name.
#define main sc_repo_main
#include "06_ConvolutionalNeuralNetworks/Pooling.cpp"
#undef main
int main() { return sc_repo_main(); }
