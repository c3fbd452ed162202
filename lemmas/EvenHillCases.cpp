// The even-hill strategy on target states <j,k;2u;2v>, with the hand-over to the end game when
// the reply would leave fewer than four singletons of a color. Successors are given in the
// generic shape <j,k;2u;2v> of the cited family (s = k/2 where Lemma 4.5 is cited).
#include "CaseTableParts.hpp"
#include "Params.hpp"

namespace babylon::cases {

using namespace param;

namespace {
using Successor = std::vector<std::pair<std::string, Expr>>;

CaseEntry hill(std::string id, std::string alice, Expr guard, const ReplySpec& reply, Family next, std::string claim,
               std::string text, std::string plain, Successor successor, bool reflected = false) {
  return withSuccessor(makeCase(std::move(id), Family::TargetState, alice, std::move(guard), reply, next,
                                std::move(claim), Origin::Paper, std::move(text), std::move(plain)),
                       std::move(successor), reflected);
}

Successor shape(Expr j2, Expr k2, Expr u2, Expr v2) {
  return {{"j", j2}, {"k", k2}, {"u", u2}, {"v", v2}, {"m", m}, {"s", k2 / 2}, {"H", 2 * u2 + 2 * v2}};
}
}  // namespace

std::vector<CaseEntry> evenHill() {
  const std::string xz = "Even-hill strategy: Bob answers xz with xzX";
  const std::string xX = "Even-hill strategy: Bob answers xX with xX";
  const std::string XY = "Even-hill strategy: Bob answers XY with yy";
  const std::string toL44 = "; 3 singletons remain: Lemma 4.4";
  // The plain sentences for a player.
  const std::string pairOnHill =
      "Bob puts the red 2-stack Alice just made on the red hill: each hill keeps an even height, a target state "
      "again.";
  const std::string pairOnHillTo44 =
      "Bob puts the red 2-stack Alice just made on the red hill: the hills keep even heights and 3 red "
      "singletons are left, a position Lemma 4.4 wins for Bob.";
  const std::string pairOnHillBlueTo44 =
      "Bob puts the red 2-stack Alice just made on the red hill: the hills keep even heights and 3 blue "
      "singletons are left, a position Lemma 4.4 (colors exchanged) wins for Bob.";
  const std::string alsoOnHill =
      "Bob also puts a red singleton on the red hill: it grows by 2 in all and stays even, a target state again.";
  const std::string alsoOnHillTo44 =
      "Bob also puts a red singleton on the red hill: it stays even and 3 red singletons are left, a position "
      "Lemma 4.4 wins for Bob.";
  const std::string newHill =
      "Alice's hills merged into one blue hill, so Bob stacks two red chips into a new red hill of height 2: a "
      "target state again.";
  const std::string newHillTo44 =
      "Alice's hills merged into one blue hill, so Bob stacks two red chips into a new red hill: 3 red singletons "
      "are left, a position Lemma 4.4 wins for Bob.";
  const std::string toPosition =
      "Fewer than 3 red singletons would be left after the even-hill reply, so Bob plays the end game of "
      "the paper's position ";
  auto pos = [&](int n) { return toPosition + std::to_string(n) + "."; };
  std::vector<CaseEntry> red = {
      hill("EH.xz.rr", "rr", j >= 6, "rrR", Family::TargetState, "<j-2,k;2u+2;2v>, a target state", xz, pairOnHill,
           shape(j - 2, k, u + 1, v)),
      hill("EH.xz.rr.to-L4.4", "rr", j == 5, "rrR", Family::Lemma44,
           "<3,k;2u+2;2v>, safe by Lemma 4.4 (S = <3,k;2u,2;2v>)", xz + toL44, pairOnHillTo44,
           shape(j - 2, k, u + 1, v)),
      hill("EH.xz.rr.to-position-2", "rr", j == 4, kHandOver, Family::Position2, "S = <2,k;2u,2;2v> is position 2",
           "Fewer than three singletons would remain: position 2", pos(2), shape(j - 2, k, u, v)),
      hill("EH.xz.rb", "rb", j >= 5 && k >= 5, "rbR", Family::TargetState, "<j-1,k-1;2u+2;2v>, a target state", xz,
           pairOnHill, shape(j - 1, k - 1, u + 1, v)),
      hill("EH.xz.rb.to-L4.4", "rb", j == 4, "rbR", Family::Lemma44,
           "<3,k-1;2u+2;2v>, safe by Lemma 4.4 (S = <3,k-1;2u,2;2v>)", xz + toL44, pairOnHillTo44,
           shape(j - 1, k - 1, u + 1, v)),
      // Blue drops to three singletons: Lemma 4.4 with the colors exchanged.
      hill("EH.xz.rb.to-L4.4-blue", "rb", k == 4 && j >= 5, "rbR", Family::Lemma44,
           "<j-1,3;2u+2;2v>, safe by Lemma 4.4 with colors exchanged", xz + toL44, pairOnHillBlueTo44,
           shape(k - 1, j - 1, v, u + 1), true),
      hill("EH.xX.rR", "rR", j >= 6, "rR", Family::TargetState, "<j-2,k;2u+2;2v>, a target state", xX, alsoOnHill,
           shape(j - 2, k, u + 1, v)),
      // Not in the paper's list of positions S: from <5,k;2u;2v> Alice's rR gives <4,k;2u+1;2v>,
      // and the even-hill reply rR leaves <3,k;2u+2;2v>, a Lemma 4.4 state all the same.
      hill("EH.xX.rR.to-L4.4", "rR", j == 5, "rR", Family::Lemma44,
           "<3,k;2u+2;2v>, safe by Lemma 4.4 (S = <4,k;2u+1;2v>, missing from the paper's list)", xX + toL44,
           alsoOnHillTo44, shape(j - 2, k, u + 1, v)),
      hill("EH.xX.rR.to-position-1", "rR", j == 4, kHandOver, Family::Position1, "S = <3,k;2u+1;2v> is position 1",
           "Fewer than three singletons would remain: position 1", pos(1), shape(j - 1, k, u, v)),
      hill("EH.XY.BR", "BR", j >= 6, "rr", Family::TargetState, "<j-2,k;2;2u+2v>, a target state", XY, newHill,
           shape(j - 2, k, lit(1), u + v)),
      hill("EH.XY.BR.to-L4.4", "BR", j == 5, "rr", Family::Lemma44, "<3,k;2;2u+2v>, safe by Lemma 4.4 (S = <5,k;;2v>)",
           XY + toL44, newHillTo44, shape(j - 2, k, lit(1), u + v)),
      hill("EH.XY.BR.to-position-3", "BR", j == 4, kHandOver, Family::Position3, "S = <4,k;;2u+2v> is position 3",
           "Fewer than three singletons would remain: position 3", pos(3), shape(j, k, lit(0), u + v)),
  };
  std::vector<CaseEntry> all;
  for (const CaseEntry& e : red) {
    all.push_back(e);
    // rb and its reflection br are distinct moves with symmetric guards: reflect every entry.
    all.push_back(reflected(e));
  }
  return all;
}

}  // namespace babylon::cases
