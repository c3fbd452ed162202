// The end game: Bob's move at positions 1-3, and the multi-move plans of Lemmas 4.4 (ii) and
// 4.5 (ii). Positions 1-3 are odd states (Bob to move); their parameters are read there.
#include "CaseTableParts.hpp"
#include "Params.hpp"

namespace babylon::cases {

using namespace param;

namespace {
CaseEntry entry(std::string id, Family family, const AliceSpec& alice, Expr guard, const ReplySpec& reply, Family next,
                std::string claim, std::string text, std::string plain, Origin origin = Origin::Paper) {
  return makeCase(std::move(id), family, alice, std::move(guard), reply, next, std::move(claim), origin,
                  std::move(text), std::move(plain));
}
}  // namespace

std::vector<CaseEntry> endgame() {
  return {
      withSuccessor(entry("P1", Family::Position1, "", 2 * u + 4 != m, "rR", Family::Lemma45,
                          "<2,k;2u+2;2v>, safe by Lemma 4.5", "Position 1: by Lemma 4.5, rR is safe unless 2u+4 = m.",
                          "Bob puts a red singleton on the red hill: 2 red singletons are left, a position Lemma 4.5 "
                          "wins for Bob."),
                    {{"s", k / 2}, {"u", u + 1}, {"v", v}, {"m", m}}),
      entry("P1.exception", Family::Position1, "", 2 * u + 4 == m, "br", Family::KeepAlive,
            "a single red stack of height other than m (Lemmas 4.2 and 4.3)",
            "Position 1: if 2u+4 = m, br lets Bob create a single red stack of height different from m.",
            "Bob puts a blue chip on a red one, so that he can make red a single stack of a height other than "
            "m = {m}."),
      withSuccessor(
          entry("P2", Family::Position2, "", 2 * u + 4 != m, "rrR", Family::Lemma45, "<2,k;2u+2;2v>, safe by Lemma 4.5",
                "Position 2: very similar; details left to the reader. [Completion: as position 1, rrR.]",
                "Bob puts the red 2-stack on the red hill: 2 red singletons are left, a position Lemma 4.5 wins "
                "for Bob.",
                Origin::Completion),
          {{"s", k / 2}, {"u", u + 1}, {"v", v}, {"m", m}}),
      entry("P2.exception", Family::Position2, "", 2 * u + 4 == m, "br", Family::KeepAlive,
            "a single red stack of height other than m (Lemmas 4.2 and 4.3)",
            "Position 2: very similar; details left to the reader. [Completion: as position 1, br.]",
            "Bob puts a blue chip on a red one, so that he can make red a single stack of a height other than "
            "m = {m}.",
            Origin::Completion),
      withSuccessor(
          entry("P3", Family::Position3, "", Expr::always(), "rr", Family::Lemma45,
                "<2,k;2;2v>, safe by Lemma 4.5 (m > 4)", "Position 3: Bob plays rr and wins by Lemma 4.5 since m > 4.",
                "Bob stacks two red singletons into a new red hill: 2 red singletons are left, a position "
                "Lemma 4.5 wins for Bob."),
          {{"s", k / 2}, {"u", lit(1)}, {"v", v}, {"m", m}}),
      entry("L4.4(ii).plan.rb", Family::Plan44ii, "rb", Expr::always(), "brrb", Family::KeepAlive,
            "red is the single hill R of height m-2: Lemma 4.3",
            "(ii) Alice can try to prevent this by rb, but then brrb wins for Bob by Lemma 4.3 again.",
            "Bob covers the red 2-stack Alice just made with his blue 2-stack: red is left as a single hill, "
            "which Lemma 4.3 keeps alive."),
      entry("L4.4(ii).plan.threat", Family::Plan44ii, kAnyAliceMove, Expr::always(), "rR", Family::KeepAlive,
            "red is a single stack of height m-1: Lemma 4.3",
            "(ii) Bob plays rR next, which finishes the game by Lemma 4.3.",
            "Bob carries out his threat: a red singleton on the red hill makes red a single stack one lower than "
            "m = {m}, which Lemma 4.3 keeps alive."),
      entry("L4.5(ii).plan.rb.repair", Family::Plan45ii, "rb", m == 6, "rbbr", Family::KeepAlive,
            "two red stacks of height 4 = m-2; none can be covered",
            "(ii) [Repair: with m = 6 the paper's brrb makes a blue 4-stack that covers X = 4, e.g. <2,6;2;2> "
            "after RB; Bob puts rb on br instead.]",
            "Bob puts the red 2-stack Alice just made on his blue 2-stack (the paper's reply loses when m = 6): "
            "two red stacks of height 4 that nothing can cover.",
            Origin::Repair),
      entry("L4.5(ii).plan.rb", Family::Plan45ii, "rb", Expr::always(), "brrb", Family::KeepAlive,
            "red is the single stack X of height m-2", "(ii) counter rb with brrb.",
            "As planned, Bob covers the red 2-stack Alice just made with his blue 2-stack, leaving red a single "
            "stack of height m-2 (m = {m})."),
      entry("L4.5(ii).plan.other", Family::Plan45ii, kAnyAliceMove, Expr::always(), kHandOver, Family::KeepAlive,
            "keep both colors alive", "(ii) [Completion: any other move of Alice is met by the keep-alive rules.]",
            "Alice did not put a red chip on a blue one, so Bob keeps one color alive:", Origin::Completion),
  };
}

}  // namespace babylon::cases
