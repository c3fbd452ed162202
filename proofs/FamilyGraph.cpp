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

std::vector<SafeMoves> joinedByNode(const std::vector<SafeMoves>& parts) {
  std::vector<SafeMoves> out;
  std::set<std::vector<std::string>> every;
  for (const SafeMoves& s : parts) {
    if (s.every) every.insert(s.path);
    auto it = std::find_if(out.begin(), out.end(), [&](const SafeMoves& n) { return n.path == s.path; });
    if (it == out.end()) it = out.insert(out.end(), {s.path, {}, false});
    for (const std::string& m : s.moves)
      if (std::find(it->moves.begin(), it->moves.end(), m) == it->moves.end()) it->moves.push_back(m);
  }
  std::erase_if(out, [&](const SafeMoves& n) { return every.count(n.path) > 0; });
  return out;
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
