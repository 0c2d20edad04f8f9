#!/usr/bin/env python3
"""nested_loops.py DEPTH: prints a C++ function with DEPTH nested for loops,
each of which transposes an annotated 2x3 array after checking it is 2x3 (so
the state changes on every trip of every loop), and a call in the innermost
body."""
import sys

depth = int(sys.argv[1])
print('#include <shapecheck/shapecheck.hpp>')
print('struct Tensor {};')
print('shapecheck::Float<Tensor, "n m"> transpose('
      'shapecheck::Float<Tensor, "m n"> x);')
print('shapecheck::Float<Tensor, "2 3"> make23();')
print('void takes23(shapecheck::Float<Tensor, "2 3"> x);')
print('void f(int n) {')
print('  Tensor x = make23();')
for i in range(depth):
    pad = '  ' * (i + 1)
    print('%sfor (int i%d = 0; i%d < n; ++i%d) {' % (pad, i, i, i))
    print('%s  takes23(x);' % pad)
    print('%s  x = transpose(x);' % pad)
print('  ' * (depth + 1) + 'takes23(x);')
for i in reversed(range(depth)):
    print('  ' * (i + 1) + '}')
print('}')
