// Bob's first move from a start <p,q;;> (j = p red, k = q blue, p <= q): the general opening for
// p >= 6 and the special openings for p = 5, 4, 3.
#include "CaseTableParts.hpp"
#include "Params.hpp"

namespace babylon::cases {

using namespace param;

namespace {
CaseEntry open(std::string id, const AliceSpec& alice, Expr guard, const ReplySpec& reply, Family next,
               std::string claim, std::string text, std::string plain, Origin origin = Origin::Paper) {
  return makeCase("O" + std::move(id), Family::Opening, alice, std::move(guard), reply, next, std::move(claim), origin,
                  std::move(text), std::move(plain));
}
}  // namespace

std::vector<CaseEntry> opening() {
  const std::string general = "If p >= 6, Bob creates a target state: xx is answered by yy, xy by yx.";
  const std::string p5 = "p = 5: if Alice opens bb or rb he replies rb or bb respectively.";
  const std::string p4 = "p = 4: Bob plays his first move by the general 2-hill strategy unless q = 4.";
  const std::string q4 = "p = q = 4: Bob can force <1,3;2,2;> (or its reflection) after the first move. [Moves ours.]";
  const std::string p3 =
      "p = 3: an easy exercise left for the entertainment of the reader. [Completion: the general opening for "
      "q >= 5, the p = q = 4 opening for q = 3; then the keep-alive rules.]";
  // The plain sentences for a player.
  // After Alice's bb Bob puts red on blue; after her rb he stacks two blue chips.
  const std::string afterBb = "Bob puts a red chip on a blue one: each color has one hill of height 2";
  const std::string afterRb = "Bob stacks two blue chips: each color has one hill of height 2";
  const std::string p5Target = ", with 4 red singletons left (a target state).";
  const std::string p5q5 = ", and Lemma 4.5 wins for Bob with blue as the smaller color.";
  const std::string mirror =
      "Bob answers with the same move in the other color: each color now has one hill of height 2 (a target "
      "state, where Bob's even-hill strategy starts).";
  const std::string mirrorTo45 =
      "Bob answers with the same move in the other color: 2 red singletons are left beside two hills of height 2, "
      "a position Lemma 4.5 wins for Bob.";
  const std::string mirrorP3 =
      "Bob answers with the same move in the other color (the paper leaves p = 3 to the reader); from there he "
      "keeps one color alive to the end.";
  const std::string toQ4 =
      "Bob reaches one red singleton, three blue ones and two red 2-stacks (or the same with the colors "
      "exchanged), which he wins by keeping one color alive.";
  const std::string p3q3 =
      "Bob reaches two singletons of one color and two 2-stacks of the other, which he wins by keeping one color "
      "alive.";
  return {
      withSuccessor(
          open("(p>=6).rr", "rr", j >= 6, "bb", Family::TargetState, "<p-2,q-2;2;2>, a target state", general, mirror),
          {{"j", j - 2}, {"k", k - 2}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      withSuccessor(
          open("(p>=6).bb", "bb", j >= 6, "rr", Family::TargetState, "<p-2,q-2;2;2>, a target state", general, mirror),
          {{"j", j - 2}, {"k", k - 2}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      withSuccessor(
          open("(p>=6).rb", "rb", j >= 6, "br", Family::TargetState, "<p-2,q-2;2;2>, a target state", general, mirror),
          {{"j", j - 2}, {"k", k - 2}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      withSuccessor(
          open("(p>=6).br", "br", j >= 6, "rb", Family::TargetState, "<p-2,q-2;2;2>, a target state", general, mirror),
          {{"j", j - 2}, {"k", k - 2}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      withSuccessor(open("(p=5).bb", "bb", j == 5 && k > 5, "rb", Family::TargetState, "<4,q-3;2;2>, a target state",
                         p5, afterBb + p5Target),
                    {{"j", lit(4)}, {"k", k - 3}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      withSuccessor(open("(p=5).bb.q=5", "bb", j == 5 && k == 5, "rb", Family::Lemma45,
                         "<4,2;2;2>: Lemma 4.5 with blue the minority color",
                         p5 + " If q = 5, Lemma 4.5 applies with blue the minority.", afterBb + p5q5),
                    {{"s", lit(2)}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}, true),
      withSuccessor(open("(p=5).rb", "rb", j == 5 && k > 5, "bb", Family::TargetState, "<4,q-3;2;2>, a target state",
                         p5, afterRb + p5Target),
                    {{"j", lit(4)}, {"k", k - 3}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      withSuccessor(open("(p=5).rb.q=5", "rb", j == 5 && k == 5, "bb", Family::Lemma45,
                         "<4,2;2;2>: Lemma 4.5 with blue the minority color",
                         p5 + " If q = 5, Lemma 4.5 applies with blue the minority.", afterRb + p5q5),
                    {{"s", lit(2)}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}, true),
      withSuccessor(open("(p=5).br", "br", j == 5, "rr", Family::Lemma45, "<2,q-1;2;2>, safe by Lemma 4.5",
                         "p = 5: if Alice opens br then rr wins by Lemma 4.5 again.",
                         "Bob stacks two red chips: 2 red singletons are left beside two hills of height 2, a "
                         "position Lemma 4.5 wins for Bob."),
                    {{"s", (k - 1) / 2}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      withSuccessor(
          open("(p=5).rr.repair", "rr", j == 5 && k <= 7, "br", Family::Lemma45, "<2,q-1;2;2>, safe by Lemma 4.5",
               "p = 5 [Repair: the paper's rr loses for q = 5 and q = 7 (m = 5, 6: red can be forced "
               "into one stack of height m); br gives <2,q-1;2;2>, a Lemma 4.5 state.]",
               "Bob puts a blue chip on a red one (the paper's rr loses here): 2 red singletons are left beside "
               "two hills of height 2, a position Lemma 4.5 wins for Bob.",
               Origin::Repair),
          {{"s", (k - 1) / 2}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      open("(p=5).rr", "rr", j == 5, "rr", Family::KeepAlive, "Bob soon forms a single red stack (Lemma 4.2 or 4.3)",
           "p = 5: if Alice opens rr then rr quickly lets Bob form a single red stack.",
           "Bob stacks two more red chips, so that he can soon gather red into a single stack Alice cannot cover "
           "(Lemmas 4.2 and 4.3)."),
      withSuccessor(open("(p=4).rr", "rr", j == 4 && k > 4, "bb", Family::Lemma45, "<2,q-2;2;2>, safe by Lemma 4.5", p4,
                         mirrorTo45),
                    {{"s", (k - 2) / 2}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      withSuccessor(open("(p=4).bb", "bb", j == 4 && k > 4, "rr", Family::Lemma45, "<2,q-2;2;2>, safe by Lemma 4.5", p4,
                         mirrorTo45),
                    {{"s", (k - 2) / 2}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      withSuccessor(open("(p=4).rb", "rb", j == 4 && k > 4, "br", Family::Lemma45, "<2,q-2;2;2>, safe by Lemma 4.5", p4,
                         mirrorTo45),
                    {{"s", (k - 2) / 2}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      withSuccessor(open("(p=4).br", "br", j == 4 && k > 4, "rb", Family::Lemma45, "<2,q-2;2;2>, safe by Lemma 4.5", p4,
                         mirrorTo45),
                    {{"s", (k - 2) / 2}, {"u", lit(1)}, {"v", lit(1)}, {"m", m}}),
      open("(p=q=4).rr", "rr", j == 4 && k == 4, "rb", Family::KeepAlive, "<1,3;2,2;>, easy to win", q4, toQ4,
           Origin::Completion),
      open("(p=q=4).rb", "rb", j == 4 && k == 4, "rr", Family::KeepAlive, "<1,3;2,2;>, easy to win", q4, toQ4,
           Origin::Completion),
      open("(p=q=4).bb", "bb", j == 4 && k == 4, "br", Family::KeepAlive, "<3,1;;2,2>, easy to win", q4, toQ4,
           Origin::Completion),
      open("(p=q=4).br", "br", j == 4 && k == 4, "bb", Family::KeepAlive, "<3,1;;2,2>, easy to win", q4, toQ4,
           Origin::Completion),
      // p = 3, q >= 5: the general opening xx -> yy, xy -> yx reaches <1,q-2;2;2> whatever Alice
      // does; q = 3: as for p = q = 4. The end game from there is left to the keep-alive rules.
      open("(p=3).rr", "rr", j == 3 && k >= 5, "bb", Family::KeepAlive, "<1,q-2;2;2>", p3, mirrorP3,
           Origin::Completion),
      open("(p=3).bb", "bb", j == 3 && k >= 5, "rr", Family::KeepAlive, "<1,q-2;2;2>", p3, mirrorP3,
           Origin::Completion),
      open("(p=3).rb", "rb", j == 3 && k >= 5, "br", Family::KeepAlive, "<1,q-2;2;2>", p3, mirrorP3,
           Origin::Completion),
      open("(p=3).br", "br", j == 3 && k >= 5, "rb", Family::KeepAlive, "<1,q-2;2;2>", p3, mirrorP3,
           Origin::Completion),
      open("(p=q=3).rr", "rr", j == 3 && k == 3, "rb", Family::KeepAlive, "<0,2;2,2;>", p3, p3q3, Origin::Completion),
      open("(p=q=3).rb", "rb", j == 3 && k == 3, "rr", Family::KeepAlive, "<0,2;2,2;>", p3, p3q3, Origin::Completion),
      open("(p=q=3).bb", "bb", j == 3 && k == 3, "br", Family::KeepAlive, "<2,0;;2,2>", p3, p3q3, Origin::Completion),
      open("(p=q=3).br", "br", j == 3 && k == 3, "bb", Family::KeepAlive, "<2,0;;2,2>", p3, p3q3, Origin::Completion),
  };
}

}  // namespace babylon::cases
