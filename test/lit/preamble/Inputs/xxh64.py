#!/usr/bin/env python3
"""xxh64.py FILE: prints the XXH64 hash (seed 0) of FILE's bytes as 16
lower-case hex digits, as llvm::xxHash64 computes it. The preamble cache
names its precompiled headers by this hash; the tests use it to forge a
header whose name matches its bytes."""
import struct
import sys

M = (1 << 64) - 1
P1, P2, P3 = 11400714785074694791, 14029467366897019727, 1609587929392839161
P4, P5 = 9650029242287828579, 2870177450012600261


def rotl(x, r):
    return ((x << r) | (x >> (64 - r))) & M


def rnd(acc, lane):
    return (rotl((acc + lane * P2) & M, 31) * P1) & M


def merge(h, v):
    return ((h ^ rnd(0, v)) * P1 + P4) & M


def xxh64(data):
    n, i = len(data), 0
    if n >= 32:
        v = [(P1 + P2) & M, P2, 0, (-P1) & M]
        while i + 32 <= n:
            lanes = struct.unpack_from("<4Q", data, i)
            v = [rnd(a, b) for a, b in zip(v, lanes)]
            i += 32
        h = (rotl(v[0], 1) + rotl(v[1], 7) + rotl(v[2], 12) +
             rotl(v[3], 18)) & M
        for x in v:
            h = merge(h, x)
    else:
        h = P5
    h = (h + n) & M
    while i + 8 <= n:
        h ^= rnd(0, struct.unpack_from("<Q", data, i)[0])
        h = (rotl(h, 27) * P1 + P4) & M
        i += 8
    if i + 4 <= n:
        h ^= (struct.unpack_from("<I", data, i)[0] * P1) & M
        h = (rotl(h, 23) * P2 + P3) & M
        i += 4
    while i < n:
        h ^= (data[i] * P5) & M
        h = (rotl(h, 11) * P1) & M
        i += 1
    h ^= h >> 33
    h = (h * P2) & M
    h ^= h >> 29
    h = (h * P3) & M
    h ^= h >> 32
    return h


with open(sys.argv[1], "rb") as f:
    print("%016x" % xxh64(f.read()))
