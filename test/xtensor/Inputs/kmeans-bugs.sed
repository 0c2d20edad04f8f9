# docs/examples/xtensor-kmeans/kmeans.cpp with five one-line mistakes
# (test/xtensor/kmeans.test, docs/xtensor.md): each is caught at its line.
s|^  return xt::sum(diff \* diff, {2});$|  return xt::sum(diff * diff, {1}); // the wrong axis summed|
s|^\(  auto shifted = logits - xt::amax(logits, {1}\), xt::keep_dims); // \[n k\]$|\1); // keep_dims forgotten|
s|^                  {0});$|                  {1}); // summed over the clusters, not the batch|
s|^\(      Matrix Xb = xt::view(X, xt::range(start, stop), \)xt::all()); // \[b d\]$|\10); // one column|
s|^  km.init(X);$|  km.init(xt::view(X, xt::all(), 0)); // one column, not the points|
