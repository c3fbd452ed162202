// Counterexample files: a counterexample as JSON (the same object `babylon verify --json`
// prints), saved for `babylon replay`, and read back with every field checked.
//
// {"version": 1, "strategy": "...", "start": "<3,5;;>", "start_kind": "initial", "side": "bob",
//  "moves": ["r1>b1", ...], "steps": [{"player": "alice", "move": "r1>b1", ...}, ...],
//  "end": {...}, "diagnosis": {...}}
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "verify/Counterexample.hpp"

namespace babylon {

inline constexpr int kCounterexampleFileVersion = 1;

nlohmann::json counterexampleJson(const Counterexample& c);
nlohmann::json justificationJson(const Justification& why);

// What a counterexample file says, before anything is replayed.
struct SavedCounterexample {
  std::string strategy;
  Position start;
  StartKind kind = StartKind::Initial;
  Side side = Side::Bob;                            // whose strategy the line is a counterexample to
  std::vector<std::string> moves;                   // explicit moves, e.g. "r1>b1"
  std::vector<std::optional<std::string>> caseIds;  // per move: the recorded case of Bob's moves
};

// Throws ParseError (one line, naming `source` and the field) on anything malformed.
SavedCounterexample counterexampleFromJson(const nlohmann::json& j, const std::string& source);

void saveCounterexample(const Counterexample& c, const std::filesystem::path& file);
SavedCounterexample loadCounterexample(const std::filesystem::path& file);
// The same from the text of a file (the fuzzer's entry point): every malformed input is a ParseError.
SavedCounterexample counterexampleFromText(std::string_view text, const std::string& source);

// A file name for the start's counterexample: its kind and parameters, e.g.
// "initial-p3-q5.json" ("alice-initial-p3-q4.json" for a start of Alice's strategies).
std::string counterexampleFileName(const Start& start);

}  // namespace babylon
