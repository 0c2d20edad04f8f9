# docs/examples/mdspan-stencil/heat.cpp with four one-line mistakes
# (test/mdspan/heat.test, docs/mdspan.md): each is caught at its line.
s|^    next\[i, u.extent(1) - 1\] = \(u\[i, u.extent(1) - 1\];\)$|    next[i, u.extent(1)] = \1 // one past the border|
s|^\(  matvec(y, ColMajor(M), Vec(ones.data(), u.extent(\)1)));$|\10))); // rows, not cols|
s|^  Grid tmp(b.data(), dom.rows, dom.cols);$|  Grid tmp(b.data(), dom.cols, dom.rows); // transposed|
s|^  rowSums(y, u);$|  rowSums(Vec(sums.data(), dom.cols), u); // the wrong length|
