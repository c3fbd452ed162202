// The exploration's driver: the units of each wave of families run on the threads, each in its
// own ExplorerUnit, and merged in the order one thread would find them.
#include "SymbolicVerifier.hpp"

#include <algorithm>
#include <deque>
#include <limits>
#include <map>
#include <mutex>
#include <set>

#include <fmt/format.h>

#include "core/util/ParallelUnits.hpp"
#include "proofs/Bounds.hpp"
#include "proofs/ExplorerCases.hpp"
#include "proofs/ExplorerUnit.hpp"
#include "strategies/KeepAlive.hpp"

namespace babylon::symbolic {

namespace {

// What one unit of the exploration found: its edges and obligations (numbered when the units are
// merged), the families it entered inline (positions 1-3 after a hand-over) and those it reached.
struct Fragment {
  FamilyGraph graph;
  std::vector<Family> reached;
};

// The closure re-checked from the merged graph, apart from the units that made it: each closed
// edge's successor is an instance of the family it closes into (lemmas/Families' hypothesis read
// by membership), under the edge's region. An edge not shown so is opened.
void recheckClosure(FamilyGraph& graph, unsigned timeoutMs, RunGuard* guard) {
  Z3Session z3(timeoutMs);
  for (Edge& e : graph.edges) {
    if (e.status != EdgeStatus::Closed || !e.next || !e.successor) continue;
    if (guard) guard->check();
    auto direct = membership(*e.next, *e.successor);
    auto mirror = membership(*e.next, reflected(*e.successor));
    Expr claim = (direct ? direct->holds : never()) || (mirror ? mirror->holds : never());
    std::string id =
        "symbolic." + std::to_string(graph.obligations.size() + 1) + ".closure." + (e.caseId.empty() ? e.to : e.caseId);
    Z3Session::Solved s = z3.solve(e.region && !claim);
    if (s.answer == Z3Answer::Unsat) {
      graph.obligations.push_back({id, "closure", familyName(e.from),
                                   "the successor of " + e.caseId + " is an instance of " + e.to, e.region, claim,
                                   e.from, true});
      continue;
    }
    e.status = EdgeStatus::Open;
    e.next.reset();
    e.why = "closure re-check: the successor is not shown an instance of " + e.to +
            (s.answer == Z3Answer::Unknown ? " (Z3 gave no answer in time)" : "");
    if (s.answer == Z3Answer::Sat) ExplorerUnit::setInstance(e, s.model);
    e.why += " (" + e.to + ")";
    e.to.clear();
  }
}

// The end game reads every move of Alice from the generic rule (allMoves) at many positions: K0's
// "Alice cannot move", K4's and K5's "after every reply of Alice". allMoves reads a position's
// shape alone, so each shape's move set is checked complete once, over fresh variables
// (genericPosition), against the rule itself (movesComplete); every position of that shape is an
// instance. A move the generator left out fails the obligation of its colors.
void endGameMovesComplete(FamilyGraph& graph) {
  for (Shape s : graph.replyShapes) {
    SymbolicPosition p = genericPosition(s);
    std::string shape = fmt::format("R{}B{}", s.first, s.second);
    for (const auto& [colors, claim] : movesComplete(p, allMoves(p)))
      graph.obligations.push_back({"symbolic." + std::to_string(graph.obligations.size() + 1) + ".end-game." + shape +
                                       ".moves-complete." + colors,
                                   "moves-complete", "the end game",
                                   "at any position of " + std::to_string(s.first) + " red and " +
                                       std::to_string(s.second) + " blue hills, the moves the end game reads for " +
                                       "Alice are every move of the generic rule (" + colors + ")",
                                   positionFacts(p), claim, std::nullopt, false});
  }
}

}  // namespace

FamilyGraph exploreFamilies(const ExploreOptions& options) {
  RunGuard unlimited(std::numeric_limits<std::uint64_t>::max());
  RunGuard& poll = options.guard ? *options.guard : unlimited;
  std::map<Family, Bounds> bounds;  // the end game's families have no shape: no bounds, nothing left out
  for (int i = 0; i <= static_cast<int>(Family::KeepAlive); ++i)
    if (Family f = static_cast<Family>(i); hasShape(f))
      bounds[f] = boundsOf(assumptionAbove(f, options.finiteUpTo), options.timeoutMs);
  const RunSettings settings{.table = options.table,
                             .keepAlive = options.keepAlive,
                             .guard = options.guard,
                             .k5Levels = options.quick ? 0 : kKeepAliveDepth,
                             .finiteUpTo = options.finiteUpTo,
                             .timeoutMs = options.timeoutMs,
                             .nameMoves = options.nameMoves,
                             .bounds = bounds,
                             .slips = options.slips};
  // The units of a family: one per move of Alice (or one for Bob's first move).
  auto unitsOf = [&](Family f) {
    return bobMovesFirst(f) ? std::size_t{1} : ExplorerCases::movesExplored(f, options.slips).size();
  };
  // Explored wave by wave (the families first reached by the last wave), each wave's units spread
  // over the threads; every unit's result depends only on the unit.
  std::map<Family, std::vector<Fragment>> done;
  std::vector<Family> wave{options.start};
  std::size_t finished = 0, known = 0;  // units, for `progress` (the total grows wave by wave)
  std::mutex progressMutex;
  while (!wave.empty()) {
    std::vector<std::pair<Family, std::size_t>> units;
    for (Family f : wave) {
      done[f].resize(unitsOf(f));
      for (std::size_t i = 0; i < done[f].size(); ++i) units.emplace_back(f, i);
    }
    known += units.size();
    runUnits(units.size(), std::max(1, options.threads), poll, [&](std::size_t u) {
      auto [f, i] = units[u];
      ExplorerUnit unit(settings);
      ExplorerCases(unit).explore(f, i);
      if (unit.sizeNeed > settings.finiteUpTo)
        unit.graph.sizeNeeds.push_back(
            {f, unit.graph.edges.empty() ? "" : unit.graph.edges.front().alice, unit.sizeNeed});
      done.at(f)[i] = Fragment{std::move(unit.graph), std::move(unit.reached)};
      std::lock_guard lock(progressMutex);
      ++finished;
      if (options.progress) options.progress(finished, known);
    });
    std::vector<Family> next;
    for (Family f : wave)
      for (const Fragment& part : done[f])
        for (Family r : part.reached)
          if (!done.count(r) && std::find(next.begin(), next.end(), r) == next.end()) next.push_back(r);
    wave = std::move(next);
  }
  // Merged in the order one thread exploring breadth-first would have found them; obligations are
  // numbered here.
  FamilyGraph graph;
  std::deque<Family> work{options.start};
  std::set<Family> seen{options.start};
  while (!work.empty()) {
    Family f = work.front();
    work.pop_front();
    graph.families.push_back(f);
    for (Fragment& part : done.at(f)) {
      for (Family inline_ : part.graph.families)
        if (std::find(graph.families.begin(), graph.families.end(), inline_) == graph.families.end())
          graph.families.push_back(inline_);
      for (Edge& e : part.graph.edges) graph.edges.push_back(std::move(e));
      for (SizeNeed& n : part.graph.sizeNeeds) graph.sizeNeeds.push_back(std::move(n));
      graph.replyShapes.insert(part.graph.replyShapes.begin(), part.graph.replyShapes.end());
      for (Obligation& o : part.graph.obligations) {
        o.id = "symbolic." + std::to_string(graph.obligations.size() + 1) + "." + o.id;
        graph.obligations.push_back(std::move(o));
      }
      for (Family r : part.reached)
        if (seen.insert(r).second) work.push_back(r);
    }
  }
  recheckClosure(graph, options.timeoutMs, options.guard);
  endGameMovesComplete(graph);
  return graph;
}

}  // namespace babylon::symbolic
