// The parts of the Python module `babylon`, each registering its classes and functions.
#pragma once

#include <pybind11/pybind11.h>

#include "core/Move.hpp"

namespace babylon::python {

void bindPositions(pybind11::module_& m);  // Position, Move, solve, grundy (PositionBindings.cpp)
void bindRuns(pybind11::module_& m);       // classify, table, Strategy, verify (RunBindings.cpp)

// A move in `p` given as a Move or as text (`rb`, `r1 b1`, `r1>b1`), read by the command line's
// parser, so that an illegal move gets its message (ParseError).
Move moveIn(const Position& p, const pybind11::object& move);

// The command line's check of a whole-number option (cli/RunOptions' `between`), its message
// naming the Python argument: "max_n: must be between 2 and 255, got 300" (ParseError).
void checkBetween(const char* name, long long value, long long low, long long high);
// `threads`, as --threads takes it: 1 to 64.
inline void checkThreads(int threads) { checkBetween("threads", threads, 1, 64); }

}  // namespace babylon::python
