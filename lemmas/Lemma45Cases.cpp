// Lemma 4.5: every reply of Alice at an even state <2,2s;2u;2v>, u,v >= 1, not (2u+2 = m, s > 1).
// The parameters are read at the Lemma 4.5 state, before Alice's move.
#include "CaseTableParts.hpp"
#include "Params.hpp"

namespace babylon::cases {

using namespace param;

namespace {
CaseEntry l45(std::string id, const AliceSpec& alice, Expr guard, const ReplySpec& reply, Family next,
              std::string claim, std::string text, std::string plain, Origin origin = Origin::Paper) {
  return makeCase("L4.5" + std::move(id), Family::Lemma45, alice, std::move(guard), reply, next, std::move(claim),
                  origin, std::move(text), std::move(plain));
}
}  // namespace

std::vector<CaseEntry> lemma45() {
  const Expr X = 2 * u + 2 * v;
  return {
      l45("(i)", "BR", Expr::always(), "rr", Family::KeepAlive,
          "the rr stack survives: Bob obliterates every blue 2-stack (Lemma 4.3's rule)",
          "(i) Alice plays BR (u = v). Bob plays rr and keeps the rr stack alive to the end.",
          "Alice put the blue hill on the red one; Bob stacks the two red singletons and keeps this red pair alive to "
          "the end by destroying every blue 2-stack (Lemma 4.3's rule)."),
      l45("(ii).far", "RB", X > m || X < m - 2, "rr", Family::KeepAlive, "a win by Lemma 4.2 or 4.3",
          "(ii) Alice plays RB. If 2u+2v > m or < m-2, Bob plays rr and wins easily by Lemma 4.2 or 4.3.",
          "Alice put the red hill on the blue one; its height is far from m = {m}, so Bob stacks the two red "
          "singletons and wins by Lemma 4.2 or 4.3."),
      l45("(ii).m", "RB", X == m, "rR", Family::KeepAlive, "avoids a red stack of height m",
          "(ii) If 2u+2v = m play rX.",
          "Alice put the red hill on the blue one, a red hill of height m = {m}; Bob puts a red singleton on it, "
          "so that no red stack has height m."),
      l45("(ii).m-1", "RB", X == m - 1, "rr", Family::KeepAlive, "avoids a red stack of height m",
          "(ii) If 2u+2v = m-1 play rr.",
          "Alice put the red hill on the blue one, a red hill of height m-1 (m = {m}); Bob stacks the two red "
          "singletons, so that no red stack has height m."),
      l45("(ii).m-2", "RB", X == m - 2, "br", Family::Plan45ii, "Bob counters rb with brrb",
          "(ii) If 2u+2v = m-2 play br and counter rb with brrb.",
          "Alice put the red hill on the blue one, a red hill of height m-2 (m = {m}); Bob puts a blue chip on a "
          "red one, ready to answer a red chip on a blue one by covering it."),
      l45("(iii).repair", "bb", s == 1 && 2 * v + 2 != m && 2 * v + 2 == 2 * u, kHandOver, Family::KeepAlive,
          "both colors survive",
          "(iii) [Repair: the paper's bbB loses when 2v+2 = 2u: Alice covers with RB, e.g. <2,2;8;6>. The "
          "keep-alive rules choose.]",
          "The paper's reply (the blue pair on the blue hill) loses here, so Bob keeps one color alive instead:",
          Origin::Repair),
      withSuccessor(
          l45("(iii).induction", "bb", s > 1, "bbB", Family::Lemma45, "<2,2s-2;2u;2v+2>, the same form",
              "(iii) Alice plays bb. Without loss of generality s = 1. [For s > 1, bbB gives the same form with s-1.]",
              "Bob puts Alice's blue pair on the blue hill: the same kind of position with 2 fewer blue singletons."),
          {{"s", s - 1}, {"u", u}, {"v", v + 1}, {"m", m}}),
      l45("(iii).a", "bb", s == 1 && 2 * v + 2 != m, "bbB", Family::KeepAlive, "a win (Lemmas 4.2 and 4.3)",
          "(iii) If 2v+2 != m then bbB wins.",
          "Bob puts Alice's blue pair on the blue hill, which wins (Lemmas 4.2 and 4.3)."),
      l45("(iii).b", "bb", s == 1 && 2 * v + 2 == m, "BR", Family::KeepAlive, "a win",
          "(iii) If 2v+2 = m (in which case u = v) Bob wins by BR.",
          "Bob covers the red hill with the blue one, which wins."),
      l45("(iv).repair", "bB", s == 1 && 2 * v + 2 != m && 2 * v + 2 == 2 * u, kHandOver, Family::KeepAlive,
          "both colors survive",
          "(iv) [Repair: the paper's bbB loses when 2v+2 = 2u: Alice covers with RB, e.g. <2,2;8;6>. The "
          "keep-alive rules choose.]",
          "The paper's reply (a blue singleton on the blue hill) loses here, so Bob keeps one color alive "
          "instead:",
          Origin::Repair),
      withSuccessor(
          l45("(iv).induction", "bB", s > 1, "bB", Family::Lemma45, "<2,2s-2;2u;2v+2>, the same form",
              "(iv) Alice plays bB. Without loss of generality s = 1. [For s > 1, bB gives the same form with s-1.]",
              "Bob also puts a blue singleton on the blue hill: the same kind of position with 2 fewer blue "
              "singletons."),
          {{"s", s - 1}, {"u", u}, {"v", v + 1}, {"m", m}}),
      l45("(iv).a", "bB", s == 1 && 2 * v + 2 != m, "bB", Family::KeepAlive, "a win, as in (iii)",
          "(iv) If 2v+2 != m then bbB as above.",
          "Bob also puts a blue singleton on the blue hill, which wins (Lemmas 4.2 and 4.3)."),
      l45("(iv).b", "bB", s == 1 && 2 * v + 2 == m, "rb", Family::KeepAlive, "a win", "(iv) If 2v+2 = m then rb wins.",
          "Bob puts a red chip on a blue one, which wins."),
      l45("(v).a", "br", 2 * u == m - 1, "br", Family::KeepAlive, "a win (u > 1: at least 8 chips)",
          "(v) Alice plays br. If 2u = m-1 then u > 1 and br wins.",
          "Bob also puts a blue chip on a red one, which wins."),
      l45("(v).b", "br", 2 * u != m - 1, "rR", Family::KeepAlive, "a win by Lemma 4.2 or 4.3",
          "(v) If 2u != m-1 then rR wins by Lemma 4.2 or 4.3.",
          "Bob puts the last red singleton on the red hill: red is a single stack, which Lemma 4.2 or 4.3 keeps "
          "alive."),
      l45("(vi).repair", "rb", 2 * u != m - 3 && u == v && m == 4 * u + 3, kHandOver, Family::KeepAlive,
          "both colors survive",
          "(vi) [Repair: the paper's rrb loses when u = v and m = 4u+3: Alice's RB makes a single red stack of "
          "height 4u+3 = m, e.g. <2,8;2;2> with m = 7 (from <2,6;2;2>, m = 5, rrb wins). The keep-alive rules "
          "choose.]",
          "The paper's reply (the last red singleton on Alice's red 2-stack) loses here, so Bob keeps one color "
          "alive instead:",
          Origin::Repair),
      l45("(vi).a", "rb", 2 * u != m - 3, "rrb", Family::KeepAlive, "an easy win",
          "(vi) Alice plays rb. Bob easily wins by rrb,",
          "Bob puts the last red singleton on the red 2-stack Alice just made, which wins easily."),
      l45("(vi).b", "rb", 2 * u == m - 3, "br", Family::KeepAlive, "safe",
          "(vi) unless 2u = m-3, in which case br is safe.",
          "Bob puts a blue chip on the last red singleton, which is safe here."),
      // The paper writes rrb here too, which is no move after Alice's rR (there is no rb stack);
      // reading it as rR loses (e.g. <2,2;2;4>: rR gives red 4, which the blue hill covers).
      l45("(vii).a", "rR", 2 * u != m - 2, kHandOver, Family::KeepAlive, "an easy win",
          "(vii) Alice plays rR. Bob easily wins by rrb. [Completion: rrb is not a move after rR; the keep-alive "
          "rules choose.]",
          "The paper's reply is no move here, so Bob keeps one color alive:", Origin::Completion),
      l45("(vii).b", "rR", 2 * u == m - 2, "br", Family::KeepAlive, "safe",
          "(vii) unless 2u = m-2, in which case br is safe.",
          "Bob puts a blue chip on the last red singleton, which is safe here."),
      l45("(viii).repair", "rr", 2 * u + 2 != m && 2 * u + 2 == 2 * v, kHandOver, Family::KeepAlive,
          "both colors survive",
          "(viii) [Repair: the paper's rrR loses when 2u+2 = 2v: the blue hill covers the red stack, e.g. "
          "<2,2;2;4> with m = 5. The keep-alive rules choose.]",
          "The paper's reply (Alice's red pair on the red hill) loses here, so Bob keeps one color alive instead:",
          Origin::Repair),
      l45("(viii).a", "rr", 2 * u + 2 != m, "rrR", Family::KeepAlive, "safe by Lemma 4.2 or 4.3",
          "(viii) Alice plays rr. If 2u+2 != m then rrR reaches a safe position by Lemma 4.2 or 4.3.",
          "Bob puts Alice's red pair on the red hill: red is a single stack, which Lemma 4.2 or 4.3 keeps alive."),
      l45("(viii).b", "rr", 2 * u + 2 == m && u == v, "BR", Family::KeepAlive, "the red hill is captured",
          "(viii) If 2u+2 = m Bob must capture the red hill with the blue hill, possible iff u = v (so s = 1).",
          "The hills are equally high, so Bob covers the red hill with the blue one."),
  };
}

}  // namespace babylon::cases
