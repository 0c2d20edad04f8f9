// Our own driver: the repository's transposed-convolution section
// (13_Computer_vision/TransposedConvolution.cpp: trans_conv and corr2d by
// hand on 2x2 and 3x3 inputs, ConvTranspose2d with padding and stride, a
// Conv2d then ConvTranspose2d round trip on [1 10 16 16], and the
// convolution as a matrix product) uses no data files, so it is run as it
// is, under another name. Its main has no return statement, so the
// renamed function's result is not used.
#define main sc_repo_main
#include "13_Computer_vision/TransposedConvolution.cpp"
#undef main
int main() { sc_repo_main(); return 0; }
