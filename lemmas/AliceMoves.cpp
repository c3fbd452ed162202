// Alice's rules (lemmas/AliceMoves.hpp), as the tables' folder holds them.
#include "AliceMoves.hpp"

#include <stdexcept>

#include "CaseTableFile.hpp"

namespace babylon::alice {

const std::vector<AliceMove>& aliceMoves() { return loadedCaseTables().alice; }

const AliceMove& aliceMove(const std::string& caseId) {
  for (const AliceMove& m : aliceMoves())
    if (m.id == caseId) return m;
  throw std::out_of_range("no case '" + caseId + "' among Alice's moves");
}

}  // namespace babylon::alice
