#!/usr/bin/env python3
"""Writes COUNT random positions, one a line, for the call-overhead benchmark: 6 to 12 chips in 2
to 4 colors, heights 1 to 3, from a fixed seed, so that both sides solve the same lines."""
import random
import sys

count, seed = int(sys.argv[1]), 2026
rng = random.Random(seed)
for _ in range(count):
    colors, chips, stacks = rng.randint(2, 4), rng.randint(6, 12), []
    while chips > 0:
        h = min(chips, rng.choice([1, 1, 1, 2, 3]))
        stacks.append("rbgo"[rng.randrange(colors)] + str(h))
        chips -= h
    print(" ".join(stacks))
