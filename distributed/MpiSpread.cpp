// The commands' Spread for babylon-mpi: the three spread runs, printing on rank 0 only.
#include "distributed/SpreadCommands.hpp"

namespace babylon::distributed {

cli::Spread mpiSpread(const std::shared_ptr<SpreadRuns>& runs) {
  cli::Spread spread;
  spread.classify = [runs](const ClassifyOptions& o, RunGuard& g) { return spreadClassify(*runs, o, g); };
  spread.verify = [runs](const Strategy& s, const std::vector<Start>& starts, const VerifyOptions& o, RunGuard& g) {
    return spreadVerify(*runs, s, starts, o, g);
  };
  spread.lemmas = [runs](const ClaimCheckOptions& o, RunGuard& g) { return spreadLemmas(*runs, o, g); };
  spread.prints = runs->rank() == 0;
  spread.ranks = runs->ranks();
  return spread;
}

}  // namespace babylon::distributed
