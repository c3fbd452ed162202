// The paper's claims as data: Theorem 4.1, the target states, Lemmas 4.2-4.5 and positions 1-3,
// each with its shape, its hypotheses as expression objects and its stated exceptions, so that
// the exhaustive check (claims/ClaimCheck) and the reports read them from one place.
//
// Every claim says the same of its instances: they are safe (Bob wins with best play).
// Parameters use the paper's letters (lemmas/Params.hpp). The lone-stack states of Lemmas 4.2
// and 4.3 add: u the height of the single x-stack X (the paper's u in Lemma 4.3), t the number of
// y-stacks (the paper's t), t_u how many y-stacks have height u, t_half how many have height u/2
// (none when u is odd). X is red, the y-stacks blue; the reflection has the same outcome.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "CaseTable.hpp"
#include "Expr.hpp"
#include "core/Solver.hpp"

namespace babylon {

enum class ClaimShape : std::uint8_t {
  Family,         // a family of lemmas/Families.hpp: its shape, hypothesis and matchFamily
  LoneStackEven,  // Lemma 4.2: an even state with one stack X of color x and t >= 1 y-stacks
  LoneStackOdd,   // Lemma 4.3: an odd state with one stack X of color x and t >= 1 y-stacks
};

// A proviso of the paper ("unless 2u+2 = m and s > 1", "provided u < m"): the condition holds
// on the instances the claim is about; the instances that fail it are the exceptional ones.
struct NamedCondition {
  std::string words;  // as the paper puts it
  Expr condition = Expr::always();
};

struct Claim {
  std::string id;         // "T4.1", "target", "L4.2", ..., "P3"
  std::string title;      // "Lemma 4.5"
  std::string statement;  // the paper's statement
  ClaimShape shape = ClaimShape::Family;
  Family family = Family::KeepAlive;  // for ClaimShape::Family
  Expr domain = Expr::always();       // what counts as an instance of the shape at all (e.g. p >= 1)
  std::vector<Expr> hypotheses;       // the claim is about the instances meeting every one
  // The stated exceptions, checked for tightness. In the paper's claims each condition is one of
  // the hypotheses; a claim with a hypothesis dropped keeps its exception (see withoutException).
  std::vector<NamedCondition> exceptions;

  Expr hypothesis() const;  // the conjunction of the hypotheses
  // The parameters an instance reports: every variable of the domain, hypotheses and exceptions.
  std::vector<std::string> parameters() const;
};

// In the paper's order: Theorem 4.1, target states, Lemmas 4.2-4.5, positions 1-3.
const std::vector<Claim>& paperClaims();
// Throws std::out_of_range naming the id.
const Claim& paperClaim(const std::string& id);

// The claim as if the paper had not stated the exception: the hypothesis with those words is
// dropped (a deliberately false claim when the exception is needed). Throws if there is none.
Claim withoutException(const Claim& claim, const std::string& words);

// The parts of a conjunction (a condition that is not one is its own only part), and back.
std::vector<Expr> conjuncts(const Expr& e);
Expr conjunction(const std::vector<Expr>& parts);

// Section 3: "A state is safe if it leads to a win by Bob with best play." Alice moves from even
// states, so an even state is safe iff the player to move loses (P), an odd one iff she wins (N).
bool safe(const Position& p, Outcome playerToMove);

}  // namespace babylon
