// Lemma 4.4: every reply of Alice at an even state <3,k;2u;2v> with k >= 3 and u+v >= 3.
// The parameters are read at the Lemma 4.4 state, before Alice's move; H = 2u+2v.
#include "CaseTableParts.hpp"
#include "Params.hpp"

namespace babylon::cases {

using namespace param;

namespace {
CaseEntry l44(std::string id, const AliceSpec& alice, Expr guard, const ReplySpec& reply, Family next,
              std::string claim, std::string text, std::string plain, Origin origin = Origin::Paper) {
  return makeCase("L4.4" + std::move(id), Family::Lemma44, alice, std::move(guard), reply, next, std::move(claim),
                  origin, std::move(text), std::move(plain));
}
}  // namespace

std::vector<CaseEntry> lemma44() {
  const Expr iException = 2 * u + 4 == m && k > 3;
  const Expr iiException = 2 * u + 2 == m && k > 3;
  const Expr iiiA = 2 * u + 3 == m;
  const Expr ivA = 2 * u + 3 == m || 2 * u + 3 == m + 2 || 2 * u + 3 == m - 2;
  const Expr vA = H == m - 3 || H == m - 2;
  const Expr vB = H == m - 1;
  return {
      withSuccessor(l44("(i)", "rb", !iException, "rbR", Family::Lemma45, "<2,k-1;2u+2;2v>, safe by Lemma 4.5",
                        "(i) Alice plays rb. By Lemma 4.5 Bob wins by rbR unless 2u+4 = m and k > 3.",
                        "Bob puts the red 2-stack Alice just made on the red hill: 2 red singletons are left, a "
                        "position Lemma 4.5 wins for Bob."),
                    {{"s", (k - 1) / 2}, {"u", u + 1}, {"v", v}, {"m", m}}),
      l44("(i).exception", "rb", iException, "br", Family::KeepAlive, "both colors survive, by Lemmas 4.2 and 4.3",
          "(i) If 2u+4 = m and k > 3, Bob can reply br, and then easily makes sure both colors survive.",
          "Here (2u+4 = m = {m}) Bob puts a blue chip on a red one instead, and then keeps both colors alive to "
          "the end."),
      withSuccessor(l44("(ii)", "br", !iiException, "brB", Family::Lemma45, "<2,k-1;2u;2v+2>, safe by Lemma 4.5",
                        "(ii) Alice plays br. Bob plays brB unless 2u+2 = m and k > 3.",
                        "Bob puts the blue 2-stack Alice just made on the blue hill: 2 red singletons are left, a "
                        "position Lemma 4.5 wins for Bob."),
                    {{"s", (k - 1) / 2}, {"u", u}, {"v", v + 1}, {"m", m}}),
      l44("(ii).exception", "br", iiException, "br", Family::Plan44ii, "threatens rR, which wins by Lemma 4.3",
          "(ii) If 2u+2 = m and k > 3 (then u > 1), Bob plays br, threatening rR next.",
          "Bob also puts a blue chip on a red one, threatening to put a red singleton on the red hill next, "
          "which wins by Lemma 4.3."),
      l44("(iii).a", "rr", iiiA, "br", Family::KeepAlive, "an easy win (Lemmas 4.2 and 4.3)",
          "(iii) Alice plays rr. If 2u+3 = m then br is an easy win for Bob.",
          "Bob puts a blue chip on the last red singleton, then wins easily by keeping one color alive."),
      l44("(iii).b", "rr", !iiiA && u == v, "BR", Family::KeepAlive, "safe using Lemma 4.3",
          "(iii) If u = v then BR is easily seen to be safe using Lemma 4.3.",
          "The two hills are equally high, so Bob covers the red hill with the blue one; Lemma 4.3 then keeps "
          "red alive."),
      l44("(iii).c", "rr", !iiiA && u != v, "rrr", Family::KeepAlive,
          "Bob can create a single red stack on his next move",
          "(iii) Otherwise rrr is safe, as it allows Bob to create a single red stack on his next move.",
          "Bob puts the last red singleton on Alice's red pair, so that next move he can make red a single "
          "stack."),
      l44("(iv).repair", "rR", 2 * u + 3 == m + 2, "rb", Family::KeepAlive, "both colors survive",
          "(iv) [Repair: when 2u+3 = m+2 the red hill already has height m and the paper's br loses: Alice "
          "covers the last red singleton, e.g. <3,3;6;2>. Bob plays rb instead.]",
          "The red hill is already m = {m} high, so Bob puts a red chip on a blue one (the paper's br loses "
          "here) and keeps both colors alive.",
          Origin::Repair),
      l44("(iv).a", "rR", ivA, "br", Family::KeepAlive, "an easy win (Lemmas 4.2 and 4.3)",
          "(iv) Alice plays rR. If 2u+3 = m, or 2u+3 = m+2, or 2u+3 = m-2, then br leads to an easy win.",
          "Bob puts a blue chip on a red one, then wins easily by keeping one color alive."),
      l44("(iv).b", "rR", !ivA, "rr", Family::KeepAlive, "a win (Lemmas 4.2 and 4.3)", "(iv) Otherwise rr wins.",
          "Bob stacks the last two red singletons, then wins by keeping red alive."),
      l44("(v).a", "RB", vA, "br", Family::KeepAlive, "safe", "(v) Alice plays RB. If H is m-3 or m-2 then br is safe.",
          "Alice put the red hill on the blue one, a red hill of height m-3 or m-2 (m = {m}); Bob puts a blue "
          "chip on a red one, which is safe."),
      l44("(v).b", "RB", vB, "rr", Family::KeepAlive, "safe", "(v) If H is m-1 then rr is safe.",
          "Alice put the red hill on the blue one, a red hill of height m-1 (m = {m}); Bob stacks two red "
          "singletons, which is safe."),
      l44("(v).other", "RB", !vA && !vB, "bb", Family::KeepAlive, "easy (Lemmas 4.2 and 4.3)",
          "(v) The other cases are easy. [Completion: bb, then the keep-alive rules.]",
          "Alice put the red hill on the blue one; Bob stacks two blue chips and then keeps one color alive.",
          Origin::Completion),
      l44("(vi)", "BR", Expr::always(), "rr", Family::KeepAlive, "red survives",
          "(vi) Alice plays BR. Bob easily wins by rr, making sure red survives.",
          "Alice put the blue hill on the red one; Bob stacks two red singletons and makes sure red survives."),
      withSuccessor(
          l44("(vii).bb", "bb", k > 3, "bbB", Family::Lemma44, "<3,k-2;2u;2v+2>, the same form: induction on k",
              "(vii) Alice plays bb. Without loss of generality k > 3; bbB creates a position of the same form.",
              "Bob puts Alice's blue pair on the blue hill: the same kind of position with 2 fewer blue "
              "singletons."),
          {{"k", k - 2}, {"u", u}, {"v", v + 1}, {"m", m}}),
      withSuccessor(
          l44("(vii).bB", "bB", k > 3, "bB", Family::Lemma44, "<3,k-2;2u;2v+2>, the same form: induction on k",
              "(vii) Alice plays bB. Without loss of generality k > 3; bbB (her b and Bob's) gives the same form.",
              "Bob also puts a blue singleton on the blue hill: the same kind of position with 2 fewer blue "
              "singletons."),
          {{"k", k - 2}, {"u", u}, {"v", v + 1}, {"m", m}}),
      // k = 3: the state <3,3;2u;2v> read with colors switched, where Alice's bb is rr and bB is rR.
      l44("(vii).bb.switch", "bb", k == 3, kSwitchColors, Family::Lemma44, "case (iii) with colors switched",
          "(vii) Otherwise (k = 3) switch colors.", "Bob reads the position with the colors exchanged."),
      l44("(vii).bB.switch", "bB", k == 3, kSwitchColors, Family::Lemma44, "case (iv) with colors switched",
          "(vii) Otherwise (k = 3) switch colors.", "Bob reads the position with the colors exchanged."),
  };
}

}  // namespace babylon::cases
