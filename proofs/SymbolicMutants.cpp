// Obligation mutants: building them from the case table and judging them by comparing the
// mutated table's family graph with the paper's, edge by edge, at the failing instances.
#include "SymbolicMutants.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include "core/util/ParallelUnits.hpp"
#include "lemmas/Families.hpp"
#include "proofs/SymbolicRules.hpp"
#include "proofs/Z3Session.hpp"

namespace babylon::symbolic {

const char* obligationMutationName(ObligationMutation k) {
  switch (k) {
    case ObligationMutation::ReplyReplaced: return "reply-replaced";
    case ObligationMutation::GuardNegated: return "guard-negated";
  }
  return "?";
}

const char* symbolicVerdictName(SymbolicVerdict v) {
  switch (v) {
    case SymbolicVerdict::Killed: return "killed";
    case SymbolicVerdict::NotDecided: return "not decided";
    case SymbolicVerdict::Survived: return "survived";
  }
  return "?";
}

namespace {

Expr never() { return lit(0) == lit(1); }

// The family's own assumption, as the explorer reads it: its hypothesis and shape equations.

// Satisfiability by Z3 in a session of the caller's own (the judge runs on several threads). A
// time-out counts as satisfiable: nothing is concluded from it.
bool satisfiable(Z3Session& z3, const Expr& f) { return z3.check(f) != Z3Answer::Unsat; }

// A position Bob answers in an entry's case, and the condition (over the family's parameters,
// the entry's guard included) under which he answers it there.
struct Answered {
  SymbolicPosition now;
  Expr region;
};

std::vector<Answered> answeredPositions(const std::vector<CaseEntry>& table, const CaseEntry& e) {
  std::vector<Answered> out;
  if (bobMovesFirst(e.family)) {
    out.push_back({familyShape(e.family), familyAssumption(e.family) && e.guard});
    return out;
  }
  if (isPlan(e.family)) {
    // The plan starts with Bob's reply of the start family's case that leads into it; the plan's
    // entries answer Alice's move after that.
    Family start = explorationStart(e);
    SymbolicPosition shape = familyShape(start);
    for (const CaseEntry& into : table) {
      if (into.family != start || into.next != e.family || into.replyKind != ReplyKind::Move) continue;
      for (const SymbolicMove& alice : allMoves(shape)) {
        if (!into.mayAnswer(alice.paperClass)) continue;
        for (const SymbolicMove& bob : readings(alice.after, into.reply))
          for (const SymbolicMove& next : allMoves(bob.after))
            if (e.mayAnswer(next.paperClass))
              out.push_back({next.after, familyAssumption(start) && alice.legal && into.guard && bob.legal &&
                                             next.legal && e.guard});
      }
    }
    return out;
  }
  SymbolicPosition shape = familyShape(e.family);
  for (const SymbolicMove& alice : allMoves(shape))
    if (e.mayAnswer(alice.paperClass))
      out.push_back({alice.after, familyAssumption(e.family) && alice.legal && e.guard});
  return out;
}

// A stack's word in a stack string on `p`: r or b for the singletons, R or B for a hill; where
// its color has two hills, a hill of constant height h is written as h letters of its color, so
// that the string tells the two apart.
std::string wordOf(const SymbolicPosition& p, const AbstractStack& s) {
  char c = s.red ? 'r' : 'b';
  if (s.hill < 0) return std::string(1, c);
  const auto& hills = s.red ? p.redHills : p.blueHills;
  if (hills.size() >= 2 && s.height.variables().empty()) {
    std::int64_t h = s.height.evalInt(Env{});
    if (h >= 2 && h <= 16) return std::string(static_cast<std::size_t>(h), c);
  }
  return std::string(1, s.red ? 'R' : 'B');
}

// The abstract moves a string reads as on `p`, for telling one move from another: (top, below)
// pairs, unordered when both stacks have one color (x on X leaves what X on x does).
using Pairs = std::set<std::tuple<bool, int, bool, int>>;
Pairs pairsOf(const SymbolicPosition& p, const std::string& reply) {
  Pairs out;
  for (const SymbolicMove& m : readings(p, reply)) {
    auto a = std::make_pair(m.top.red, m.top.hill), b = std::make_pair(m.below.red, m.below.hill);
    if (a.first == b.first && b < a) std::swap(a, b);
    out.insert({a.first, a.second, b.first, b.second});
  }
  return out;
}

Expr legalSomewhere(const SymbolicPosition& p, const std::string& reply) {
  Expr any = never();
  for (const SymbolicMove& m : readings(p, reply)) any = any || m.legal;
  return any;
}

std::vector<std::string> splitPath(const std::string& caseId) {
  std::vector<std::string> parts;
  std::stringstream in(caseId);
  for (std::string part; std::getline(in, part, '/');) parts.push_back(part);
  return parts;
}

bool failing(const Edge& e) { return e.status == EdgeStatus::Open; }

// The edges of entry `id` (of family `f`) in a graph from `start`: those whose case path names
// the entry, and for a plan's entries the edges into the plan (their steps are folded in there).
bool ownEdge(const Edge& edge, Family start, const std::string& id, Family f) {
  if (edge.from != start) return false;
  if (isPlan(f) && edge.plan && *edge.plan == f) return true;
  auto parts = splitPath(edge.caseId);
  return std::find(parts.begin(), parts.end(), id) != parts.end();
}

Expr instanceEquals(const Env& env) {
  Expr all = Expr::always();
  for (const auto& [name, value] : env.values()) all = all && var(name) == lit(value);
  return all;
}

const CaseEntry& entryById(const std::vector<CaseEntry>& table, const std::string& id) {
  auto it = std::find_if(table.begin(), table.end(), [&](const CaseEntry& e) { return e.id == id; });
  if (it == table.end()) throw std::invalid_argument("no case '" + id + "' in the case table");
  return *it;
}

}  // namespace

Family explorationStart(const CaseEntry& e) { return planStart(e.family); }

std::vector<std::string> replacementReplies(const std::vector<CaseEntry>& table, std::size_t entry) {
  const CaseEntry& e = table.at(entry);
  if (e.replyKind != ReplyKind::Move) return {};
  std::vector<Answered> answered = answeredPositions(table, e);
  std::vector<std::string> candidates;
  for (const Answered& a : answered)
    for (const SymbolicMove& m : allMoves(a.now)) {
      std::string s = wordOf(a.now, m.top) + wordOf(a.now, m.below);
      if (s != e.reply && std::find(candidates.begin(), candidates.end(), s) == candidates.end())
        candidates.push_back(s);
    }
  // A string is kept when it names, in some answered position, another move than the reply and
  // than every string kept before it, and is legal somewhere in the entry's region.
  auto signature = [&](const std::string& s) {
    std::vector<Pairs> sig;
    for (const Answered& a : answered) sig.push_back(pairsOf(a.now, s));
    return sig;
  };
  std::vector<std::vector<Pairs>> taken = {signature(e.reply)};
  Z3Session z3;
  std::vector<std::string> out;
  for (const std::string& s : candidates) {
    std::vector<Pairs> sig = signature(s);
    if (std::find(taken.begin(), taken.end(), sig) != taken.end()) continue;
    bool legal = false;
    for (const Answered& a : answered)
      if (!legal) legal = satisfiable(z3, a.region && legalSomewhere(a.now, s));
    if (!legal) continue;
    taken.push_back(std::move(sig));
    out.push_back(s);
  }
  return out;
}

std::vector<ObligationMutant> buildObligationMutants(const std::vector<CaseEntry>& table,
                                                     const std::vector<std::string>& only) {
  for (const std::string& id : only) entryById(table, id);
  const std::string always = Expr::always().str();
  std::vector<ObligationMutant> out;
  auto add = [&](ObligationMutation kind, std::size_t i, std::string description, auto change) {
    char id[16];
    std::snprintf(id, sizeof id, "S%03zu", out.size() + 1);
    ObligationMutant m{id, kind, table[i].id, table[i].family, std::move(description), table};
    change(m.table[i]);
    out.push_back(std::move(m));
  };
  for (std::size_t i = 0; i < table.size(); ++i) {
    const CaseEntry& e = table[i];
    if (e.reflection) continue;
    if (!only.empty() && std::find(only.begin(), only.end(), e.id) == only.end()) continue;
    for (const std::string& r : replacementReplies(table, i))
      add(ObligationMutation::ReplyReplaced, i, "reply " + e.reply + " -> " + r, [r](CaseEntry& m) { m.reply = r; });
    if (e.guard.str() != always)
      add(ObligationMutation::GuardNegated, i, "guard " + e.guard.str() + " negated",
          [](CaseEntry& m) { m.guard = !m.guard; });
  }
  return out;
}

std::string SymbolicMutantJudge::sliceKey(const ObligationMutant& m) const {
  const CaseEntry& e = entryById(table_, m.target);
  Family start = explorationStart(e);
  std::string key = familyName(start);
  if (e.family != start || e.anyAliceMove || bobMovesFirst(start)) return key + " (every case)";
  std::string a = e.alice, b = swapColorLetters(e.alice);
  if (b < a) std::swap(a, b);
  return key + " (Alice's " + a + (a == b ? "" : ", " + b) + ")";
}

std::vector<CaseEntry> SymbolicMutantJudge::slice(const std::vector<CaseEntry>& table,
                                                  const ObligationMutant& m) const {
  const CaseEntry& e = entryById(table_, m.target);
  Family start = explorationStart(e);
  bool byClass = e.family == start && !e.anyAliceMove && !bobMovesFirst(start);
  std::vector<CaseEntry> out;
  for (const CaseEntry& x : table) {
    // A successor family's own cases (the families explored inline, inside an edge of the start
    // family, are positions 1-3 after a hand-over and the plans after Bob's first move).
    if (answersAliceAtShape(x.family) && x.family != start) continue;
    if (x.family == start && byClass && !x.anyAliceMove && x.alice != e.alice && x.alice != swapColorLetters(e.alice))
      continue;  // a case no move of Alice of the entry's class (or its reflection) reaches
    out.push_back(x);
  }
  return out;
}

void SymbolicMutantJudge::prepare(const std::vector<ObligationMutant>& mutants, RunGuard& guard, int threads,
                                  const std::function<void()>& explored) {
  std::vector<std::pair<std::string, const ObligationMutant*>> todo;
  for (const ObligationMutant& m : mutants) {
    std::string key = sliceKey(m);
    bool known = baselines_.count(key) > 0 ||
                 std::any_of(todo.begin(), todo.end(), [&](const auto& t) { return t.first == key; });
    if (!known) todo.emplace_back(key, &m);
  }
  std::vector<FamilyGraph> graphs(todo.size());
  runUnits(todo.size(), std::max(1, threads), guard, [&](std::size_t i) {
    const ObligationMutant& m = *todo[i].second;
    // The quick graph (no K5 at the end game): a mutant is judged by the edges its entry decides.
    graphs[i] = exploreFamilies({.table = slice(table_, m),
                                 .start = explorationStart(entryById(table_, m.target)),
                                 .guard = &guard,
                                 .quick = true});
    // Only the edges are compared; the obligations (most of a graph's memory) are not kept.
    graphs[i].obligations.clear();
    graphs[i].obligations.shrink_to_fit();
    if (explored) explored();
  });
  for (std::size_t i = 0; i < todo.size(); ++i) baselines_.emplace(todo[i].first, std::move(graphs[i]));
}

std::size_t SymbolicMutantJudge::slicesToExplore(const std::vector<ObligationMutant>& mutants) const {
  std::set<std::string> keys;
  for (const ObligationMutant& m : mutants)
    if (!baselines_.count(sliceKey(m))) keys.insert(sliceKey(m));
  return keys.size();
}

SymbolicJudgement SymbolicMutantJudge::judge(const ObligationMutant& mutant, RunGuard* guard) const {
  auto t0 = std::chrono::steady_clock::now();
  const CaseEntry& e = entryById(table_, mutant.target);
  SymbolicJudgement j;
  j.start = explorationStart(e);
  const FamilyGraph& paper = baselines_.at(sliceKey(mutant));
  FamilyGraph mutated =
      exploreFamilies({.table = slice(mutant.table, mutant), .start = j.start, .guard = guard, .quick = true});
  j.obligations = mutated.obligations.size();

  // Where the paper's graph fails, by Alice's move: the union of its failing edges' regions.
  std::map<std::string, Expr> paperFails;
  for (const Edge& edge : paper.edges)
    if (edge.from == j.start && failing(edge)) {
      auto [it, fresh] = paperFails.emplace(edge.alice, edge.region);
      if (!fresh) it->second = it->second || edge.region;
    }
  Z3Session z3;
  const Edge* untested = nullptr;
  for (const Edge& edge : mutated.edges) {
    if (edge.from != j.start) continue;
    ++j.edges;
    if (edge.status == EdgeStatus::RestsOnLemmas) ++j.restingOnLemmas;
    if (edge.status != EdgeStatus::Closed) ++j.openEdges;  // resting on the lemmas counted too
    if (!failing(edge) || j.verdict == SymbolicVerdict::Killed) continue;
    if (edge.instance.values().empty()) {  // no model (a Z3 timeout): nothing to test
      if (!untested) untested = &edge;
      continue;
    }
    auto fails = paperFails.find(edge.alice);
    Expr there = fails == paperFails.end() ? never() : fails->second;
    if (satisfiable(z3, familyAssumption(j.start) && instanceEquals(edge.instance) && there)) continue;
    j.verdict = SymbolicVerdict::Killed;
    j.caseId = edge.caseId;
    j.why = edge.why + (edge.detail.empty() ? "" : " (" + edge.detail + ")");
    j.position = edge.position;
    j.instance = edge.instance;
  }
  if (j.verdict != SymbolicVerdict::Killed) {
    auto own = std::find_if(paper.edges.begin(), paper.edges.end(),
                            [&](const Edge& edge) { return failing(edge) && ownEdge(edge, j.start, e.id, e.family); });
    if (own != paper.edges.end()) {
      j.verdict = SymbolicVerdict::NotDecided;
      j.caseId = own->caseId;
      j.why = "open in the paper's graph already: " + own->why;
      j.position = own->position;
      j.instance = own->instance;
    } else if (untested) {
      j.verdict = SymbolicVerdict::NotDecided;
      j.caseId = untested->caseId;
      j.why = "no instance to test (a Z3 query gave no model): " + untested->why;
    }
  }
  j.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return j;
}

}  // namespace babylon::symbolic
