#!/usr/bin/env python3
"""A tour of the Python module `babylon`, as one would take it in a notebook.

Run from the repository after the build: PYTHONPATH=build/python python3 examples/babylon_tour.py [PICTURE.svg]
"""
import sys

import babylon

# A start of 3 red and 5 blue singletons. Alice moves first.
start = babylon.Position("<3,5;;>")
solution = babylon.solve(start)
print(f"{start}: {start.to_move} to move, outcome {solution.outcome}")

# Alice stacks two reds; Bob answers with the paper's strategy, which says why.
decision = babylon.Strategy("paper").reply(start, "rr")
print(f"after rr, Bob plays {decision.move.paper}: {decision.reason}")

# Grundy values: 0 exactly when the player to move loses. A sum of positions whose stacks never
# meet is won by the first player exactly when the nim-sum of the values is not 0.
parts = ["<3,4;;>", "r1 b1 g1", "<2,2;3;>"]
values = [babylon.grundy(p) for p in parts]
print(f"Grundy values {values}; their sum {' + '.join(parts)} has value {babylon.grundy(parts)}")

# The paper's strategy for Bob checked against every move of Alice, from every start up to 16 chips.
totals = babylon.verify(babylon.Strategy("paper"), 16)["totals"]
print(f"verify: {totals['verified']} of {totals['starts']} starts verified, {totals['counterexamples']} counterexamples")

# A notebook shows a Position as this picture; here it goes to a file when one is named.
if len(sys.argv) > 1:
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        out.write(start._repr_svg_())
    print(f"picture of {start}: {sys.argv[1]}")
