// Positions, moves, lines, instances and justifications to JSON and back.
#include "distributed/GameCodec.hpp"

namespace babylon::distributed {

namespace {
json encodeStack(const Stack& s) { return {s.color, s.height}; }
Stack decodeStack(const json& j) { return Stack{j.at(0).get<Color>(), j.at(1).get<std::uint8_t>()}; }
}  // namespace

json encodePosition(const Position& p) {
  json out = json::array();
  for (const Stack& s : p.stacks()) out.push_back(encodeStack(s));
  return out;
}

Position decodePosition(const json& j) {
  std::vector<Stack> stacks;
  for (const json& s : j) stacks.push_back(decodeStack(s));
  return Position(std::move(stacks));
}

json encodeMove(const Move& m) { return {m.a.color, m.a.height, m.b.color, m.b.height}; }

Move decodeMove(const json& j) {
  return Move{Stack{j.at(0).get<Color>(), j.at(1).get<std::uint8_t>()},
              Stack{j.at(2).get<Color>(), j.at(3).get<std::uint8_t>()}};
}

json encodeLine(const std::vector<BestPlayStep>& line) {
  json out = json::array();
  for (const BestPlayStep& s : line) out.push_back({s.bob, encodeMove(s.move), encodePosition(s.after)});
  return out;
}

std::vector<BestPlayStep> decodeLine(const json& j) {
  std::vector<BestPlayStep> line;
  for (const json& s : j) line.push_back({s.at(0).get<bool>(), decodeMove(s.at(1)), decodePosition(s.at(2))});
  return line;
}

json encodeInstance(const Instance& i) { return {encodePosition(i.position), i.params.values()}; }

Instance decodeInstance(const json& j) {
  Instance i{decodePosition(j.at(0)), {}};
  for (const auto& [name, value] : j.at(1).get<std::vector<std::pair<std::string, std::int64_t>>>())
    i.params.set(name, value);
  return i;
}

json encodeInstances(const std::vector<Instance>& all) {
  json out = json::array();
  for (const Instance& i : all) out.push_back(encodeInstance(i));
  return out;
}

std::vector<Instance> decodeInstances(const json& j) {
  std::vector<Instance> all;
  for (const json& i : j) all.push_back(decodeInstance(i));
  return all;
}

json encodeJustification(const Justification& why) {
  return {why.caseId, why.rule, why.params, static_cast<int>(why.origin), why.search};
}

Justification decodeJustification(const json& j) {
  Justification why;
  why.caseId = j.at(0).get<std::string>();
  why.rule = j.at(1).get<std::string>();
  why.params = j.at(2).get<std::vector<std::pair<std::string, int>>>();
  why.origin = static_cast<Origin>(j.at(3).get<int>());
  why.search = j.at(4).get<bool>();
  return why;
}

}  // namespace babylon::distributed
