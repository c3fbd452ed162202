// The claims of Section 4, their hypotheses taken from the families (one source of truth) and
// their stated exceptions located among those hypotheses.
#include "Claims.hpp"

#include <algorithm>
#include <stdexcept>

#include "Families.hpp"
#include "Params.hpp"

namespace babylon {

namespace {

// The lone-stack parameters (see Claims.hpp).
const Expr t = var("t");
const Expr tU = var("t_u");
const Expr tHalf = var("t_half");

// The hypothesis of the family whose printed form is `printed`, named by the paper's words.
NamedCondition stated(Family f, const std::string& printed, std::string words) {
  for (const Expr& c : conjuncts(familyInfo(f).hypothesis))
    if (c.str() == printed) return {std::move(words), c};
  throw std::logic_error(std::string("the hypothesis of ") + familyName(f) + " has no part '" + printed + "'");
}

// `claimed` completes statements that describe the family without saying it is safe.
Claim familyClaim(std::string id, std::string title, Family f, std::vector<NamedCondition> exceptions,
                  std::string claimed = "", Expr domain = Expr::always()) {
  const FamilyInfo& info = familyInfo(f);
  return {std::move(id),     std::move(title),           info.statement + claimed, ClaimShape::Family, f,
          std::move(domain), conjuncts(info.hypothesis), std::move(exceptions)};
}

Claim lemma42() {
  using param::m, param::u;
  NamedCondition exceeds{"the height of X exceeds m", u > m};
  // With a single y-stack either stack can be X: a state with u < m is then the reflection of
  // one with X the taller stack, and is read that way (not as an exception to the lemma).
  Expr domain = t >= 1 && (t >= 2 || u >= m);
  return {
      "L4.2",
      "Lemma 4.2",
      "Lemma 4.2: any even state with just one stack X of color x and at least one of color y is safe, provided the "
      "height of X exceeds m.",
      ClaimShape::LoneStackEven,
      Family::KeepAlive,
      domain,
      {exceeds.condition},
      {exceeds}};
}

Claim lemma43() {
  using param::m, param::u;
  NamedCondition below{"u < m", u < m};
  NamedCondition notAllHalf{"not all y-stacks are of height u/2", tHalf != t};
  NamedCondition atMostTwo{"at most two are of height u", tU <= 2};
  return {
      "L4.3",
      "Lemma 4.3",
      "Lemma 4.3: any odd state with just one stack X of color x is safe, provided the height u of X is less than m, "
      "not all y-stacks are of height u/2, and at most two are of height u.",
      ClaimShape::LoneStackOdd,
      Family::KeepAlive,
      t >= 1,
      {below.condition, notAllHalf.condition, atMostTwo.condition},
      {below, notAllHalf, atMostTwo}};
}

std::vector<Claim> build() {
  using param::j;
  std::vector<Claim> out;
  // Theorem 4.1 for 1 <= p <= q, p+q even: "a win for the second player iff p >= 3".
  out.push_back(
      familyClaim("T4.1", "Theorem 4.1", Family::Opening, {stated(Family::Opening, "j >= 3", "p >= 3")}, "", j >= 1));
  // The even-hill strategy keeps Bob safe from every target state (the proof's induction).
  out.push_back(familyClaim("target", "Target states", Family::TargetState, {}, " are safe"));
  out.push_back(lemma42());
  out.push_back(lemma43());
  out.push_back(familyClaim("L4.4", "Lemma 4.4", Family::Lemma44, {stated(Family::Lemma44, "u+v >= 3", "u+v >= 3")}));
  out.push_back(familyClaim("L4.5", "Lemma 4.5", Family::Lemma45,
                            {stated(Family::Lemma45, "not (2u+2 = m and s > 1)", "unless 2u+2 = m and s > 1")}));
  // Positions 1-3 are odd states: Bob, to move, wins from them.
  const std::string bobWins = "; Bob to move there: safe";
  out.push_back(familyClaim("P1", "Position 1", Family::Position1, {}, bobWins));
  out.push_back(familyClaim("P2", "Position 2", Family::Position2, {}, bobWins));
  out.push_back(familyClaim("P3", "Position 3", Family::Position3, {}, bobWins));
  return out;
}

}  // namespace

Expr Claim::hypothesis() const { return conjunction(hypotheses); }

std::vector<std::string> Claim::parameters() const {
  std::vector<Expr> all = hypotheses;
  all.push_back(domain);
  for (const NamedCondition& e : exceptions) all.push_back(e.condition);
  return conjunction(all).variables();
}

const std::vector<Claim>& paperClaims() {
  static const std::vector<Claim> claims = build();
  return claims;
}

const Claim& paperClaim(const std::string& id) {
  for (const Claim& c : paperClaims())
    if (c.id == id) return c;
  throw std::out_of_range("no claim '" + id + "'");
}

Claim withoutException(const Claim& claim, const std::string& words) {
  for (const NamedCondition& e : claim.exceptions) {
    if (e.words != words) continue;
    Claim out = claim;
    out.id += "-without-exception";
    std::erase_if(out.hypotheses, [&](const Expr& h) { return h.str() == e.condition.str(); });
    return out;
  }
  throw std::out_of_range(claim.id + " states no exception '" + words + "'");
}

std::vector<Expr> conjuncts(const Expr& e) {
  if (e.kind() != Expr::Kind::And) return {e};
  std::vector<Expr> out = conjuncts(e.children()[0]);
  for (Expr& c : conjuncts(e.children()[1])) out.push_back(std::move(c));
  return out;
}

Expr conjunction(const std::vector<Expr>& parts) {
  Expr out = Expr::always();
  for (const Expr& p : parts) out = out && p;
  return out;
}

bool safe(const Position& p, Outcome playerToMove) {
  bool aliceToMove = p.stackCount() % 2 == 0;
  return aliceToMove ? playerToMove == Outcome::P : playerToMove == Outcome::N;
}

}  // namespace babylon
