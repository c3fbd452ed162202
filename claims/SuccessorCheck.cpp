// Playing each case's Alice move and Bob's reply in the paper's frame, then matching the cited
// family, its stated parameters, and the solver's verdict.
#include "SuccessorCheck.hpp"

#include <numeric>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "lemmas/Claims.hpp"
#include "lemmas/Families.hpp"
#include "core/util/ParallelUnits.hpp"

namespace babylon {

const char* successorProblemName(SuccessorProblem::Kind kind) {
  switch (kind) {
    case SuccessorProblem::Kind::IllegalReply: return "illegal-reply";
    case SuccessorProblem::Kind::NotInFamily: return "not-in-family";
    case SuccessorProblem::Kind::Parameters: return "parameters";
    case SuccessorProblem::Kind::Unsafe: return "unsafe";
  }
  return "?";
}

int SuccessorChecks::checked() const {
  return std::accumulate(entries.begin(), entries.end(), 0, [](int n, const EntryChecks& e) { return n + e.checked; });
}

std::vector<const CaseEntry*> successorEntries(const std::vector<CaseEntry>& table, Family family) {
  std::vector<const CaseEntry*> out;
  for (const CaseEntry& e : table)
    if (e.family == family && !e.successor.empty()) out.push_back(&e);
  return out;
}

namespace {

// The move a paper string names in p, if it names a legal one.
std::optional<Position> play(const Position& p, const std::string& text) {
  try {
    Move m = parseMove(p, text);
    return p.combined(m.a, m.b);
  } catch (const ParseError&) {
    return std::nullopt;
  }
}

// The stated parameters that differ from those the cited family reads off the successor.
std::string parameterMismatches(const CaseEntry& e, const Env& instance, const Env& found) {
  std::string out;
  for (const auto& [name, value] : e.successor) {
    if (!found.has(name)) continue;  // not a parameter of the cited family (u = 0 at position 3)
    std::int64_t stated = value.evalInt(instance), actual = found.get(name);
    if (stated == actual) continue;
    if (!out.empty()) out += ", ";
    out += name + " = " + std::to_string(actual) + ", stated " + value.str() + " = " + std::to_string(stated);
  }
  return out;
}

}  // namespace

std::optional<std::vector<SuccessorProblem>> checkSuccessor(const CaseEntry& e, const Instance& instance,
                                                            Solver& solver) {
  if (!e.guard.evalBool(instance.params)) return std::nullopt;
  std::optional<Position> afterAlice = instance.position;
  if (e.anyAliceMove) return std::nullopt;  // no one move of Alice to play
  if (!e.alice.empty() && !(afterAlice = play(instance.position, e.alice))) return std::nullopt;
  std::vector<SuccessorProblem> problems;
  auto problem = [&](SuccessorProblem::Kind kind, std::optional<Position> successor, std::string detail) {
    problems.push_back({kind, e.id, instance, std::move(successor), std::move(detail), {}});
  };
  std::optional<Position> successor = afterAlice;
  if (e.replyKind == ReplyKind::Move && !(successor = play(*afterAlice, e.reply))) {
    problem(SuccessorProblem::Kind::IllegalReply, std::nullopt,
            "the reply " + e.reply + " is no legal move in " + formatPosition(*afterAlice));
    return problems;
  }
  Position framed = e.successorReflected ? reflect(*successor) : *successor;
  const std::string cited = familyName(e.next);
  if (std::optional<Env> found = matchFamily(e.next, framed)) {
    if (std::string diff = parameterMismatches(e, instance.params, *found); !diff.empty())
      problem(SuccessorProblem::Kind::Parameters, successor, cited + ": " + diff);
  } else {
    bool otherFrame = matchFamily(e.next, reflect(framed)).has_value();
    problem(SuccessorProblem::Kind::NotInFamily, successor,
            formatPosition(framed) + (e.successorReflected ? " (colors exchanged)" : "") + " is not an instance of " +
                cited + " " + familyInfo(e.next).shape + " with " + familyInfo(e.next).hypothesis.str() +
                (otherFrame ? "; it is one in the other color frame" : ""));
  }
  if (!safe(*successor, solver.outcome(*successor)))
    problem(SuccessorProblem::Kind::Unsafe, successor, "the solver finds " + formatPosition(*successor) + " not safe");
  return problems;
}

SuccessorChecks checkSuccessors(const std::vector<const CaseEntry*>& entries, const std::vector<Instance>& instances,
                                Solver& solver, RunGuard& guard, int threads) {
  std::size_t units = entries.size() * instances.size();
  std::vector<std::optional<std::vector<SuccessorProblem>>> results(units);
  runUnits(units, threads, guard, [&](std::size_t i) {
    results[i] = checkSuccessor(*entries[i / instances.size()], instances[i % instances.size()], solver);
  });
  SuccessorChecks out;
  for (std::size_t e = 0; e < entries.size(); ++e) {
    EntryChecks counts{entries[e]->id};
    for (std::size_t i = 0; i < instances.size(); ++i) {
      auto& r = results[e * instances.size() + i];
      if (!r) continue;
      ++counts.checked;
      counts.problems += !r->empty();
      for (SuccessorProblem& p : *r) out.problems.push_back(std::move(p));
    }
    out.entries.push_back(counts);
  }
  return out;
}

}  // namespace babylon
