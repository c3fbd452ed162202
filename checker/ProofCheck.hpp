// Whether a proof certificate proves its claim (PROOF-FORMAT.md, "What the check does"): Alice's
// moves and Bob's replies derived from the move rule, the graph's closure and roots checked here,
// and the arithmetic sent to a solver as SMT-LIB queries printed here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ProofText.hpp"

namespace bproof {

// All queries together: their own text, and 16 bytes for each node of the defs each reaches.
inline constexpr std::size_t kMaxQueryBytes = std::size_t{1} << 31;

// One query: "the assumptions imply the claim", printed so that unsat means it holds.
struct Query {
  std::size_t line = 0;  // the certificate's line it checks
  std::string what;      // in words
  std::string body;      // declarations, assertions, the negated claim, (check-sat)
  // The same without the witnesses' formulas on the way to an end-game node (empty where there
  // are none). It assumes less, so where it is unsat so is `body`: a solver may ask it first.
  std::string lean;
  std::vector<std::uint32_t> used;  // the defs it uses, to be defined before it
  // The checker's own define-funs it names (the one-move safety of a shape), after the defs; a
  // solver's process defines each once for the queries it is given.
  std::vector<std::shared_ptr<const std::string>> shared;
  // The query as one SMT-LIB file: a comment naming the line, the logic, the defs, the body.
  std::string standalone(const Formulas& f) const;
};

enum class Answer { Unsat, Sat, NoAnswer, NotAsked };

// Answers a batch of queries, one answer each, in order.
using Solver = std::function<std::vector<Answer>(const std::vector<Query>&, const Formulas&)>;

struct Verdict {
  bool proved = false;
  std::size_t line = 0;  // the first failing line
  std::string why;
  std::size_t families = 0, moves = 0, regions = 0, queries = 0, stated = 0, open = 0, notAsked = 0;
  // Regions into the end game shown by the checker; their nodes; those where Alice's move is
  // illegal; the witnesses
  std::size_t endGames = 0, nodes = 0, illegal = 0, witnesses = 0;
};

// `dir` is the certificate's folder, where the finite certificate it names must be. `solve` is
// given up to `batch` queries at a time, and gives each `chunk` of them to one process (the cost
// bound counts the defs and define-funs once per chunk, as they are sent).
Verdict checkProof(const ProofCertificate& c, const std::string& dir, const Solver& solve, std::size_t batch = 64,
                   std::size_t chunk = 64);

}  // namespace bproof
