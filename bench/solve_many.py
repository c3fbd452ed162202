#!/usr/bin/env python3
"""Solves every position of a file (one a line) with the Python module, one solve() call each:
the module's side of the call-overhead benchmark against `babylon solve -` (bench/RESULTS.md).
Usage: solve_many.py FILE [THREADS]  (THREADS as solve's --threads, default 2)."""
import sys

import babylon

threads = int(sys.argv[2]) if len(sys.argv) > 2 else 2
with open(sys.argv[1], encoding="utf-8") as lines:
    first_player_wins = sum(babylon.solve(line, threads).outcome == "N" for line in lines if line.strip())
print(first_player_wins)
