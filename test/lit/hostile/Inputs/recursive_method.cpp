// Input of recursive-method.test: methods that call themselves on integers.
struct Spline {
  int bisect(int start, int end) {
    int mid = (start + end) / 2;
    if (end - start <= 1)
      return mid;
    if (mid > 2)
      return bisect(mid, end);
    return bisect(start, mid);
  }
  int search(int lo, int hi, int depth) {
    if (depth == 0 || hi - lo < 2)
      return lo;
    int third = (hi - lo) / 3;
    return search(lo, lo + third, depth - 1) + search(lo + third, hi - third, depth - 1) +
           search(hi - third, hi, depth - 1);
  }
};
