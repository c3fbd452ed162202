// Counterexamples to JSON and back: every step with its justification, the ending with the
// strategy's reply, and the solver's diagnosis.
#include "distributed/VerifyCodec.hpp"

#include "distributed/GameCodec.hpp"

namespace babylon::distributed {

namespace {
json encodeReply(const Reply& r) { return {encodeMove(r.move), encodeJustification(r.why), r.memory.bytes}; }

Reply decodeReply(const json& j) {
  Reply r;
  r.move = decodeMove(j.at(0));
  r.why = decodeJustification(j.at(1));
  r.memory.bytes = j.at(2).get<std::array<std::uint8_t, 8>>();
  return r;
}
}  // namespace

json encodeCounterexample(const Counterexample& c) {
  json steps = json::array();
  for (const LineStep& s : c.steps)
    steps.push_back({s.bob, encodeMove(s.move), encodePosition(s.after), encodeOptional(s.why, encodeJustification)});
  const Diagnosis& d = c.diagnosis;
  return {{"strategy", c.strategy},
          {"steps", steps},
          {"end", {static_cast<int>(c.end.kind), encodeOptional(c.end.reply, encodeReply)}},
          {"diagnosis",
           {d.startSafe, d.firstUnsafeBobMove ? json(*d.firstUnsafeBobMove) : json(nullptr), d.failedWhenSafe}}};
}

Counterexample decodeCounterexample(const json& j, const Start& start) {
  Counterexample c;
  c.strategy = j.at("strategy").get<std::string>();
  c.start = start;
  for (const json& s : j.at("steps"))
    c.steps.push_back({s.at(0).get<bool>(), decodeMove(s.at(1)), decodePosition(s.at(2)),
                       decodeOptional(s.at(3), decodeJustification)});
  const json& end = j.at("end");
  c.end.kind = static_cast<StrategyTurn::Kind>(end.at(0).get<int>());
  c.end.reply = decodeOptional(end.at(1), decodeReply);
  const json& d = j.at("diagnosis");
  c.diagnosis.startSafe = d.at(0).get<bool>();
  if (!d.at(1).is_null()) c.diagnosis.firstUnsafeBobMove = d.at(1).get<int>();
  c.diagnosis.failedWhenSafe = d.at(2).get<bool>();
  return c;
}

}  // namespace babylon::distributed
