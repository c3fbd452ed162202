// A unit of the exploration: its obligations and edges as Z3 answers (proofs/ExplorerUnit.hpp).
#include "ExplorerUnit.hpp"

#include <stdexcept>

#include "core/Notation.hpp"

namespace babylon::symbolic {

namespace {

const std::string kRestsOnLemmas =
    "end game: after every reply of Alice, one of K0-K4 applies, or K5's named moves lead to one (proved)";

// An instance of family f's shape as a position in the paper's notation, if the values give one.
std::string positionOf(Family f, const Env& env) {
  try {
    if (auto p = instantiate(familyShape(f), env)) return formatPaper(*p);
  } catch (const std::out_of_range&) {}
  return "";
}

}  // namespace

Expr never() { return lit(0) == lit(1); }

Expr assumptionAbove(Family f, int finiteUpTo) {
  Expr own = familyAssumption(f);
  return finiteUpTo > 0 ? own && 2 * var("m") > lit(finiteUpTo) : own;
}

std::optional<NotProved> ExplorerUnit::discharge(const std::string& id, Family f, const std::string& words,
                                                 const Expr& assumption, const Expr& claim, const char* kind,
                                                 const std::vector<std::string>& rules) {
  if (run.guard) run.guard->check();
  Z3Session::Solved s = z3.solve(assumption && !claim);
  if (s.answer == Z3Answer::Unsat) {
    graph.obligations.push_back({id, kind, familyName(f), words, assumption, claim, f, true, rules});
    return std::nullopt;
  }
  return NotProved{s.model, s.answer == Z3Answer::Unknown, words};
}

bool ExplorerUnit::nonEmpty(const std::string& id, Family f, const Expr& region, bool withModel,
                            const std::vector<std::string>& rules) {
  if (withModel)
    return discharge(id + ".empty", f, "this case's region is empty", region, never(), "symbolic", rules).has_value();
  if (run.guard) run.guard->check();
  if (z3.check(region) != Z3Answer::Unsat) return true;
  // The same query `region` and not false: Z3 has answered it.
  graph.obligations.push_back(
      {id + ".empty", "symbolic", familyName(f), "this part of the region is empty", region, never(), f, true, rules});
  return false;
}

bool ExplorerUnit::emptyNotRecorded(const Expr& f) { return z3.check(f) == Z3Answer::Unsat; }

void ExplorerUnit::reach(Family f) {
  if (!endGame(f)) reached.push_back(f);
}

Edge ExplorerUnit::base(Family from, const SymbolicMove* alice, const Expr& region, const Env& instance) const {
  Edge e;
  e.from = from;
  if (alice) {
    e.alice = alice->text();
    e.aliceClass = alice->paperClass;
  }
  e.region = region;
  e.instance = instance;
  e.position = positionOf(from, instance);
  return e;
}

void ExplorerUnit::setInstance(Edge& e, const Env& env) {
  e.instance = env;
  e.position = positionOf(e.from, env);
}

void ExplorerUnit::add(Edge e, EdgeStatus status, std::string why) {
  e.status = status;
  e.why = std::move(why);
  graph.edges.push_back(std::move(e));
}

void ExplorerUnit::openAt(Edge e, const NotProved& failed, const std::string& why) {
  setInstance(e, failed.instance);
  add(std::move(e), EdgeStatus::Open, failed.noAnswer ? "not shown (Z3 gave no answer in time): " + failed.claim : why);
}

void ExplorerUnit::illegalAfterWitness(const std::string& alice) {
  for (auto w = witnesses.rbegin(); w != witnesses.rend(); ++w) {
    std::vector<std::string> at = w->path;
    at.push_back(w->move);
    if (at == nodePath) {
      w->illegal.push_back(alice);
      return;
    }
  }
  throw std::logic_error("illegalAfterWitness: no witness leads to the node being explored");
}

void ExplorerUnit::restOnLemmas(Edge e, const std::string& more) {
  add(std::move(e), EdgeStatus::RestsOnLemmas,
      kRestsOnLemmas + more +
          "; the edge rests on Lemmas 4.2 and 4.3 (the same run closes their graph over counter-abstracted positions)");
}

}  // namespace babylon::symbolic
