// The game's values as JSON for the trip between ranks (sent as CBOR): positions, moves, lines,
// instances, justifications. Each decode gives back exactly the value encoded.
#pragma once

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "claims/ClaimInstances.hpp"
#include "claims/WinningLine.hpp"
#include "core/Move.hpp"
#include "core/Position.hpp"
#include "strategies/Strategy.hpp"

namespace babylon::distributed {

using nlohmann::json;

json encodePosition(const Position& p);  // [[color, height], ...]
Position decodePosition(const json& j);
json encodeMove(const Move& m);  // [a.color, a.height, b.color, b.height]
Move decodeMove(const json& j);
json encodeLine(const std::vector<BestPlayStep>& line);
std::vector<BestPlayStep> decodeLine(const json& j);
json encodeInstance(const Instance& i);
Instance decodeInstance(const json& j);
json encodeInstances(const std::vector<Instance>& all);
std::vector<Instance> decodeInstances(const json& j);
json encodeJustification(const Justification& why);
Justification decodeJustification(const json& j);

// An optional value as the value or null.
template <typename T, typename Encode>
json encodeOptional(const std::optional<T>& value, Encode encode) {
  return value ? encode(*value) : json(nullptr);
}
template <typename Decode>
auto decodeOptional(const json& j, Decode decode) -> std::optional<decltype(decode(j))> {
  if (j.is_null()) return std::nullopt;
  return decode(j);
}

}  // namespace babylon::distributed
