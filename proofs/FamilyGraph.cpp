// Edge statuses and counts of the family graph (proofs/FamilyGraph.hpp).
#include "FamilyGraph.hpp"

#include <algorithm>

namespace babylon::symbolic {

const char* edgeStatusName(EdgeStatus s) {
  switch (s) {
    case EdgeStatus::Closed: return "closed";
    case EdgeStatus::RestsOnLemmas: return "rests-on-lemmas";
    case EdgeStatus::Open: return "open";
  }
  return "?";
}

int FamilyGraph::smallSizesNeeded() const {
  int n = 0;
  for (const SizeNeed& s : sizeNeeds) n = std::max(n, s.upTo);
  return n;
}

int FamilyGraph::count(EdgeStatus s) const {
  return static_cast<int>(std::count_if(edges.begin(), edges.end(), [s](const Edge& e) { return e.status == s; }));
}

}  // namespace babylon::symbolic
