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

std::vector<std::pair<std::string, Expr>> movesComplete(const std::vector<TakenMove>& moves,
                                                        const StacksOfHeight& stacks, const std::string& tag,
                                                        const std::vector<std::string>& colorNames) {
  const Expr g[2] = {var("g_top"), var("g_below")};
  auto all = [&](int color, const Expr& h) { return stacks.fixed(color, h) + stacks.varying(color, h); };
  // The move with its fresh heights read as the heights asked.
  auto takes = [&](const TakenMove& m, const Expr& top, const Expr& below) {
    return (m.legal && m.topHeight == top && m.belowHeight == below).substitute({{tag + "1", top}, {tag + "2", below}});
  };
  std::vector<std::pair<std::string, Expr>> out;
  const int colors = static_cast<int>(colorNames.size());
  for (int top = 0; top < colors; ++top)
    for (int below = 0; below < colors; ++below) {
      Expr onBoard = g[0] >= 1 && g[1] >= 1 && all(top, g[0]) >= 1 && all(below, g[1]) >= 1;
      Expr twoIfAlike = Expr::always();
      if (top == below)
        twoIfAlike =
            implies(g[0] == g[1], all(top, g[0]) >= 2) &&
            implies(stacks.fixed(top, g[0]) == 0 && stacks.fixed(top, g[1]) == 0, stacks.varying(top, g[0]) >= 2);
      Expr mergeable = top == below ? Expr::always() : g[0] == g[1];
      Expr found = lit(0) == lit(1);
      for (const TakenMove& m : moves) {
        if (m.topColor != top || m.belowColor != below) continue;
        found = found || takes(m, g[0], g[1]);
        if (top == below) found = found || takes(m, g[1], g[0]);  // listed once for both ways round
      }
      out.emplace_back(colorNames[static_cast<std::size_t>(top)] + colorNames[static_cast<std::size_t>(below)],
                       implies(onBoard && twoIfAlike && mergeable, found));
    }
  return out;
}

}  // namespace babylon::abstract
