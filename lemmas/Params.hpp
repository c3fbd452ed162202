// The paper's parameters as expression variables, with the paper's letters:
// m — half the number of chips (the game has 2m chips);
// j, k — the numbers of red and blue singletons; s — k = 2s in Lemma 4.5;
// u, v — the red and blue hills have heights 2u and 2v; H — the height of a new hill (Lemma 4.4 (v)).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "Expr.hpp"

namespace babylon::param {

inline const Expr m = var("m");
inline const Expr j = var("j");
inline const Expr k = var("k");
inline const Expr s = var("s");
inline const Expr u = var("u");
inline const Expr v = var("v");
inline const Expr H = var("H");

// Red and blue exchanged ("or its red-blue reflection"): j <-> k and u <-> v; m, s and H stay.
inline const std::vector<std::pair<std::string, Expr>> kColorSwap = {{"j", k}, {"k", j}, {"u", v}, {"v", u}};
inline std::string swappedName(const std::string& name) {
  for (const auto& [from, to] : kColorSwap)
    if (from == name) return to.str();
  return name;
}

}  // namespace babylon::param
