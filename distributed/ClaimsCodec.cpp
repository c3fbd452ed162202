// Start results and claim results to JSON and back: failures with their lines, exceptions with
// the instances safe anyway, successor checks and sentences.
#include "distributed/ClaimsCodec.hpp"

#include <stdexcept>

#include "distributed/GameCodec.hpp"

namespace babylon::distributed {

namespace {
json encodeOutcome(Outcome o) { return std::string(1, outcomeLetter(o)); }
Outcome decodeOutcome(const json& j) { return j.get<std::string>() == "P" ? Outcome::P : Outcome::N; }

json encodeSuccessors(const SuccessorChecks& s) {
  json entries = json::array(), problems = json::array();
  for (const EntryChecks& e : s.entries) entries.push_back({e.id, e.checked, e.problems});
  for (const SuccessorProblem& p : s.problems)
    problems.push_back({static_cast<int>(p.kind), p.entry, encodeInstance(p.instance),
                        encodeOptional(p.successor, encodePosition), p.detail, encodeLine(p.line)});
  return {entries, problems};
}

SuccessorChecks decodeSuccessors(const json& j) {
  SuccessorChecks s;
  for (const json& e : j.at(0))
    s.entries.push_back({e.at(0).get<std::string>(), e.at(1).get<int>(), e.at(2).get<int>()});
  for (const json& p : j.at(1))
    s.problems.push_back({static_cast<SuccessorProblem::Kind>(p.at(0).get<int>()), p.at(1).get<std::string>(),
                          decodeInstance(p.at(2)), decodeOptional(p.at(3), decodePosition), p.at(4).get<std::string>(),
                          decodeLine(p.at(5))});
  return s;
}

json encodeSentence(const SentenceResult& s) {
  json disagreements = json::array();
  for (const SentenceCounterexample& c : s.disagreements)
    disagreements.push_back(
        {encodePosition(c.position), c.detail, encodePosition(c.shown), encodeLine(c.line), c.shownSafe});
  return {s.id, s.statement, s.checked, s.agree, disagreements};
}

SentenceResult decodeSentence(const json& j) {
  SentenceResult s;
  s.id = j.at(0).get<std::string>();
  s.statement = j.at(1).get<std::string>();
  s.checked = j.at(2).get<int>();
  s.agree = j.at(3).get<int>();
  for (const json& c : j.at(4))
    s.disagreements.push_back({decodePosition(c.at(0)), c.at(1).get<std::string>(), decodePosition(c.at(2)),
                               decodeLine(c.at(3)), c.at(4).get<bool>()});
  return s;
}
}  // namespace

json encodeStartResult(const StartResult& r) {
  return {r.p, r.q, encodeOutcome(r.outcome), encodeOutcome(r.theorem), r.positions, r.tableReplacements, r.seconds};
}

StartResult decodeStartResult(const json& j) {
  StartResult r;
  r.p = j.at(0).get<int>();
  r.q = j.at(1).get<int>();
  r.outcome = decodeOutcome(j.at(2));
  r.theorem = decodeOutcome(j.at(3));
  r.positions = j.at(4).get<std::uint64_t>();
  r.tableReplacements = j.at(5).get<std::uint64_t>();
  r.seconds = j.at(6).get<double>();
  return r;
}

json encodeClaimResult(const ClaimResult& r) {
  json failures = json::array(), exceptions = json::array(), sentences = json::array();
  for (const ClaimFailure& f : r.failures) failures.push_back({encodeInstance(f.instance), encodeLine(f.line)});
  for (const ExceptionResult& e : r.exceptions)
    exceptions.push_back({e.instances, e.unsafe, encodeInstances(e.safeAnyway)});
  for (const SentenceResult& s : r.sentences) sentences.push_back(encodeSentence(s));
  return {{"instances", r.instances},
          {"failure_count", r.failureCount},
          {"failures", failures},
          {"exceptions", exceptions},
          {"successors", encodeOptional(r.successors, encodeSuccessors)},
          {"sentences", sentences},
          {"seconds", r.seconds}};
}

ClaimResult decodeClaimResult(const json& j, const Claim& claim) {
  ClaimResult r;
  r.claim = claim;
  r.instances = j.at("instances").get<int>();
  r.failureCount = j.at("failure_count").get<int>();
  for (const json& f : j.at("failures")) r.failures.push_back({decodeInstance(f.at(0)), decodeLine(f.at(1))});
  // checkClaim gives one tightness result per stated exception, in the claim's order.
  const json& exceptions = j.at("exceptions");
  if (exceptions.size() != claim.exceptions.size())
    throw std::runtime_error("claim " + claim.id + ": " + std::to_string(exceptions.size()) +
                             " exception results for " + std::to_string(claim.exceptions.size()) + " exceptions");
  for (std::size_t i = 0; i < exceptions.size(); ++i) {
    ExceptionResult e;
    e.exception = claim.exceptions[i];
    e.instances = exceptions[i].at(0).get<int>();
    e.unsafe = exceptions[i].at(1).get<int>();
    e.safeAnyway = decodeInstances(exceptions[i].at(2));
    r.exceptions.push_back(std::move(e));
  }
  r.successors = decodeOptional(j.at("successors"), decodeSuccessors);
  for (const json& s : j.at("sentences")) r.sentences.push_back(decodeSentence(s));
  r.seconds = j.at("seconds").get<double>();
  return r;
}

}  // namespace babylon::distributed
