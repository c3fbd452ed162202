// Building the obligations from the case tables: coverage and exclusivity of guards, legality of
// replies, successor claims, the even-hill forms, the end-game entry list, and the arithmetic the
// proof states in words.
#include "Obligations.hpp"

#include <set>
#include <stdexcept>

#include "lemmas/Families.hpp"
#include "lemmas/PaperStatements.hpp"
#include "lemmas/Params.hpp"
#include "lemmas/SymbolicMoves.hpp"

namespace babylon {

using namespace param;

namespace {

const std::vector<std::string> kAliceClasses = {"rr", "rb", "br", "bb", "rR", "bB", "RB", "BR"};

Expr anyOf(const std::vector<Expr>& options) {
  if (options.empty()) return lit(0) == lit(1);
  Expr out = options[0];
  for (std::size_t i = 1; i < options.size(); ++i) out = out || options[i];
  return out;
}

// The classes Alice can play in family f (no hills at the start; Bob moves first at positions 1-3).
std::vector<std::string> classesOf(Family f) {
  if (f == Family::Opening) return {"rr", "rb", "br", "bb"};
  if (bobMovesFirst(f)) return {""};
  return kAliceClasses;
}

// The position Bob faces after Alice's class c in family f, and when c is legal.
SymbolicStep afterAlice(Family f, const std::string& c) {
  if (c.empty()) return {Expr::always(), familyShape(f)};
  return applyMoveClass(familyShape(f), c);
}

std::string place(const CaseEntry& e) { return std::string(familyName(e.family)) + ", case " + e.id; }

// The successor's parameters substituted into the cited family's hypothesis.
Expr successorClaim(const CaseEntry& e) { return familyInfo(e.next).hypothesis.substitute(e.successor); }

void coverage(const std::vector<CaseEntry>& table, Family f, std::vector<Obligation>& out) {
  for (const std::string& c : classesOf(f)) {
    std::vector<const CaseEntry*> entries;
    for (const CaseEntry& e : table)
      if (e.family == f && e.alice == c && e.origin != Origin::Repair) entries.push_back(&e);
    SymbolicStep step = afterAlice(f, c);
    Expr assumption = familyAssumption(f) && step.legal;
    std::vector<Expr> guards;
    for (const CaseEntry* e : entries) guards.push_back(e->guard);
    std::string cls = c.empty() ? "Bob's move" : "Alice's " + c;
    out.push_back({"cover." + std::string(familyName(f)) + "." + (c.empty() ? "bob" : c), "coverage", familyName(f),
                   "the cases for " + cls + " cover every instance", assumption, anyOf(guards), f});
    for (std::size_t a = 0; a < entries.size(); ++a)
      for (std::size_t b = a + 1; b < entries.size(); ++b)
        out.push_back({"exclusive." + entries[a]->id + "|" + entries[b]->id, "exclusive", familyName(f),
                       "cases " + entries[a]->id + " and " + entries[b]->id + " never both apply", assumption,
                       !(entries[a]->guard && entries[b]->guard), f});
  }
}

void perEntry(const CaseEntry& e, std::vector<Obligation>& out) {
  if (!hasShape(e.family) || e.anyAliceMove) return;
  SymbolicStep step = afterAlice(e.family, e.alice);
  Expr assumption = familyAssumption(e.family) && step.legal && e.guard;
  if (e.replyKind == ReplyKind::Move)
    out.push_back({"legal." + e.id, "legal", place(e), "the reply " + e.reply + " is a legal move under the guard",
                   assumption, replyLegal(step.after, e.reply), e.family});
  if (!e.successor.empty())
    out.push_back({"successor." + e.id, "successor", place(e),
                   "the successor meets the hypotheses of " + std::string(familyName(e.next)) + ": " + e.claim,
                   assumption, successorClaim(e), e.family});
}

// Section 4: each even-hill reply leaves one of the six listed forms, total and parities kept.
void evenHillForms(const std::vector<CaseEntry>& table, std::vector<Obligation>& out) {
  for (const CaseEntry& e : table) {
    if (e.family != Family::TargetState || e.replyKind != ReplyKind::Move || e.successor.empty()) continue;
    auto value = [&](const std::string& name) {
      // In the concrete frame: a reflected successor names blue quantities with red letters.
      std::string concrete = name;
      if (e.successorReflected) concrete = param::swappedName(name);
      for (const auto& [n, x] : e.successor)
        if (n == concrete) return x;
      return lit(-1);
    };
    Expr j2 = value("j"), k2 = value("k"), u2 = value("u"), v2 = value("v");
    std::vector<Expr> matches;
    for (const auto& f : babylon::evenHillForms())
      matches.push_back(j2 == f[0] && k2 == f[1] && u2 == f[2] && v2 == f[3]);
    SymbolicStep step = afterAlice(e.family, e.alice);
    Expr assumption = familyAssumption(e.family) && step.legal && e.guard;
    // That the successor is a listed form compares two of the paper's tables (it holds for every
    // value where the table's successor is one of the forms as written); that 2m and the hills are
    // kept depends on the family's hypothesis.
    out.push_back({"even-hill-form." + e.id, "even-hill-form", "Section 4, the even-hill strategy",
                   "the reply " + e.reply + " gives one of the six listed forms", assumption, anyOf(matches),
                   e.family});
    out.push_back({"even-hill." + e.id, "even-hill", "Section 4, the even-hill strategy",
                   "the reply " + e.reply + " keeps 2m chips and two hills", assumption,
                   j2 + k2 + 2 * u2 + 2 * v2 == 2 * m && u2 >= 1 && v2 >= 1, e.family});
  }
}

// The condition for s to be the listed form f, red and blue as f names them (the reflected form
// is matched on reflected(s)).
Expr shapeMatches(const SymbolicPosition& s, const ListedForm& f) {
  if (static_cast<int>(s.redHills.size()) != f.redHills || static_cast<int>(s.blueHills.size()) != f.blueHills)
    return lit(0) == lit(1);
  Expr cond = f.condition.substitute({{"j", s.j}, {"k", s.k}});
  if (f.redOdd) cond = cond && s.redHills[0] - 2 * (s.redHills[0] / 2) == 1;
  if (f.redHas2) cond = cond && s.redHills.back() == 2;
  if (f.blueHas2) cond = cond && s.blueHills.back() == 2;
  return cond;
}

void endgameEntry(const std::vector<CaseEntry>& table, std::vector<Obligation>& out) {
  for (const CaseEntry& e : table) {
    if (e.family != Family::TargetState || e.next == Family::TargetState) continue;
    SymbolicStep step = afterAlice(e.family, e.alice);
    std::vector<Expr> matches;
    for (const ListedForm& f : listedEndgameForms())
      for (const SymbolicPosition& s : {step.after, reflected(step.after)}) matches.push_back(shapeMatches(s, f));
    out.push_back({"endgame-entry." + e.id, "endgame-entry",
                   "Section 4, the positions S before Lemma 4.4 and positions 1-3",
                   "when the even-hill reply would leave fewer than four singletons of a color, the position S "
                   "after Alice's " +
                       e.alice + " is one the paper lists (or a reflection)",
                   familyAssumption(e.family) && step.legal && e.guard, anyOf(matches), e.family});
  }
}

void statedArithmetic(std::vector<Obligation>& out) {
  for (const StatedArithmetic& a : babylon::statedArithmetic()) {
    Expr assumption = a.family ? familyAssumption(*a.family) && a.assumption : a.assumption;
    out.push_back({"arithmetic." + a.id, "arithmetic", a.where, a.words, assumption, a.claim, a.family});
  }
}

}  // namespace

const std::vector<ObligationKind>& obligationKinds() {
  static const std::vector<ObligationKind> kinds = {
      {"coverage", "the guards of a case table (or a split of a region into cases) cover every instance", true, false},
      {"exclusive", "two guards of a case table never both hold", true, false},
      {"legal", "a reply of a case table is a legal move under its guard", true, false},
      {"unambiguous", "the readings of a reply of a case table lead to one position", true, false},
      {"even-hill-form", "an even-hill reply of the case table gives one of the six forms the paper lists", true,
       false},
      {"even-hill", "an even-hill reply keeps 2m chips and both hills", false, false},
      {"endgame-entry", "a position entering the end game is one the paper lists", false, true},
      {"successor", "a successor meets the hypotheses of the family cited", false, true},
      {"arithmetic", "arithmetic the paper states in words", false, false},
      {"symbolic", "a step of the symbolic verifier's family graph", false, true},
      {"lemma", "an arithmetic step of a written proof", false, false},
      {"moves-complete",
       "the moves a graph explores at a position are every move of the generic rule there (read from the rule)", true,
       false},
      {"closure", "a closed edge's successor, re-checked after the exploration, is an instance of its family", false,
       true},
      {"generated-move",
       "after moves the generic rule proposes over abstract stacks: they are not legal, or the successor meets "
       "the node's hypothesis",
       false, true, true},
  };
  return kinds;
}

const ObligationKind& obligationKind(const std::string& name) {
  for (const ObligationKind& k : obligationKinds())
    if (name == k.name) return k;
  throw std::logic_error("no obligation kind '" + name + "' (proofs/Obligations: obligationKinds)");
}

std::vector<Obligation> allObligations(const std::vector<CaseEntry>& table) {
  std::vector<Obligation> out;
  evenHillForms(table, out);
  endgameEntry(table, out);
  for (Family f : {Family::Opening, Family::TargetState, Family::Lemma44, Family::Lemma45, Family::Position1,
                   Family::Position2, Family::Position3})
    coverage(table, f, out);
  for (const CaseEntry& e : table) perEntry(e, out);
  statedArithmetic(out);
  return out;
}

}  // namespace babylon
