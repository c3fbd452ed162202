#!/usr/bin/env python3
"""Solves every position of a file (one a line) with the Python module, one solve() call each:
the module's side of the call-overhead benchmark against `babylon solve -` (bench/RESULTS.md)."""
import sys

import babylon

with open(sys.argv[1], encoding="utf-8") as lines:
    first_player_wins = sum(babylon.solve(line).outcome == "N" for line in lines if line.strip())
print(first_player_wins)
