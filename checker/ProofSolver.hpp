// The solver of babylon-check-proof: cvc5 run as a child process, or the queries written to files.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "ProofCheck.hpp"

namespace bproof {

// The solver could not be started, or the queries not written.
struct NoSolver : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Queries per cvc5 process: small enough that `jobs` processes share a batch's work evenly, large
// enough that the defs they share are read once for many queries.
inline constexpr std::size_t kChunk = 16;

// cvc5 started with an argument vector (no shell), a chunk of the batch (kChunk queries) on its
// standard input: the defs the chunk uses once, then each query between (push 1) and (pop 1), each
// (check-sat) limited to `timeoutMs`. `jobs` processes run at once, each taking the next chunk
// when it is done. A query with a lean form (Query::lean) is asked in that form first, and as
// written only where that is not unsat; `asWritten` counts those. After a chunk with a query that
// is not unsat, no later chunk is started: their answers are NotAsked. Throws NoSolver when cvc5
// cannot be started.
std::vector<Answer> askCvc5(const std::vector<Query>& batch, const Formulas& f, const std::string& program,
                            unsigned timeoutMs, unsigned jobs, std::size_t& asWritten);

// Writes each query to DIR/query-N.smt2 (N counts from 1 over the run); throws NoSolver when it
// cannot.
void emitQueries(const std::vector<Query>& batch, const Formulas& f, const std::string& dir, std::size_t& written);

}  // namespace bproof
