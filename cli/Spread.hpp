// How classify, verify and lemmas run their independent units of work: all in this process (the
// `babylon` command), or spread over MPI ranks (`babylon-mpi`, distributed/), where rank 0 gets
// the merged result and prints it and every other rank runs its share and prints nothing.
#pragma once

#include <functional>
#include <vector>

#include <nlohmann/json.hpp>

#include "claims/ClaimCheck.hpp"
#include "claims/Classification.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon::cli {

struct Spread {
  std::function<Classification(const ClassifyOptions&, RunGuard&)> classify =
      [](const ClassifyOptions& o, RunGuard& g) { return babylon::classify(o, g); };
  std::function<Verification(const Strategy&, const std::vector<Start>&, const VerifyOptions&, RunGuard&)> verify =
      [](const Strategy& s, const std::vector<Start>& starts, const VerifyOptions& o, RunGuard& g) {
        return verifyStrategy(s, starts, o, g);
      };
  std::function<ClaimReport(const ClaimCheckOptions&, RunGuard&)> lemmas = [](const ClaimCheckOptions& o, RunGuard& g) {
    return checkClaims(o, g);
  };
  // False on the MPI ranks other than 0: the command returns (status 0) once its share is run,
  // and neither prints nor writes files.
  bool prints = true;
  // The number of MPI ranks, which the JSON then reports as "ranks"; 0 when not spread (no key).
  int ranks = 0;
};

// A command's JSON data with "ranks" added when the run was spread over MPI ranks.
inline nlohmann::json withRanks(nlohmann::json data, const Spread& spread) {
  if (spread.ranks > 0) data["ranks"] = spread.ranks;
  return data;
}

}  // namespace babylon::cli
