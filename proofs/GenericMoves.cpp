// The generic move rule over abstract stacks (GenericMoves.hpp).
#include "GenericMoves.hpp"

namespace babylon::abstract {

std::vector<SourcePair> sourcePairs(const std::vector<PairSource>& sources) {
  std::vector<SourcePair> out;
  for (std::size_t i = 0; i < sources.size(); ++i)
    for (std::size_t j = 0; j < sources.size(); ++j) {
      if (i == j && !sources[i].isClass) continue;  // a named stack is one stack
      bool sameColor = sources[i].color == sources[j].color;
      if (sameColor && i > j) continue;
      out.push_back({i, j, sameColor});
    }
  return out;
}

Expr legalMove(bool sameColor, const Expr& topPresent, const Expr& belowPresent, const Expr& topHeight,
               const Expr& belowHeight) {
  return topPresent && belowPresent && (sameColor ? Expr::always() : topHeight == belowHeight);
}

}  // namespace babylon::abstract
