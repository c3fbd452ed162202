// Writing counterexamples as JSON and reading them back, with one-line errors.
#include "CounterexampleFile.hpp"

#include <fstream>
#include <iterator>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"
#include "core/ParseError.hpp"
#include "core/util/AtomicWrite.hpp"

namespace babylon {

nlohmann::json justificationJson(const Justification& why) {
  nlohmann::json params = nlohmann::json::object();
  for (const auto& [name, value] : why.params) params[name] = value;
  return {{"case", why.caseId}, {"rule", why.rule}, {"params", params}, {"origin", originName(why.origin)}};
}

namespace {

// `paper` is the move as the game record names it (PaperRecorder), as in the text and the HTML.
nlohmann::json stepJson(std::size_t index, const LineStep& s, const std::string& paper) {
  nlohmann::json j = {{"number", index + 1},
                      {"player", s.bob ? "bob" : "alice"},
                      {"move", formatMoveExplicit(s.move)},
                      {"paper", paper},
                      {"after", formatPosition(s.after)}};
  if (s.why) j.update(justificationJson(*s.why));
  return j;
}

nlohmann::json endJson(const Counterexample& c) {
  nlohmann::json j = {{"kind", turnFailureName(c.end.kind, c.start.side)},
                      {"position", formatPosition(c.finalPosition())},
                      {"description", describeEnd(c)}};
  if (c.end.reply) {
    j["move"] = formatMoveExplicit(c.end.reply->move);
    j.update(justificationJson(c.end.reply->why));
  }
  return j;
}

nlohmann::json diagnosisJson(const Diagnosis& d) {
  nlohmann::json first = nullptr;
  if (d.firstUnsafeBobMove) first = *d.firstUnsafeBobMove + 1;
  return {{"start_safe", d.startSafe}, {"first_unsafe_bob_move", first}, {"failed_when_safe", d.failedWhenSafe}};
}

// The field `name` of `j`, which must have the given type; `what` names the type in errors.
const nlohmann::json& field(const nlohmann::json& j, const char* name, nlohmann::json::value_t type, const char* what,
                            const std::string& source) {
  if (!j.contains(name)) throw ParseError(source + ": missing field '" + name + "'");
  const nlohmann::json& f = j.at(name);
  bool ok = f.type() == type ||
            (type == nlohmann::json::value_t::number_integer && f.type() == nlohmann::json::value_t::number_unsigned);
  if (!ok) throw ParseError(source + ": field '" + name + "' must be " + what);
  return f;
}

}  // namespace

nlohmann::json counterexampleJson(const Counterexample& c) {
  nlohmann::json moves = nlohmann::json::array(), steps = nlohmann::json::array();
  PaperRecorder names(c.start.position);
  for (std::size_t i = 0; i < c.steps.size(); ++i) {
    moves.push_back(formatMoveExplicit(c.steps[i].move));
    steps.push_back(stepJson(i, c.steps[i], names.play(c.steps[i].move)));
  }
  nlohmann::json params = nlohmann::json::object();
  for (const auto& [name, value] : c.start.params) params[name] = value;
  return {{"version", kCounterexampleFileVersion},
          {"strategy", c.strategy},
          {"start", formatPosition(c.start.position)},
          {"start_kind", startKindName(c.start.kind)},
          {"side", sideName(c.start.side)},
          {"start_params", params},
          {"length", c.steps.size()},
          {"moves", moves},
          {"steps", steps},
          {"end", endJson(c)},
          {"diagnosis", diagnosisJson(c.diagnosis)}};
}

SavedCounterexample counterexampleFromJson(const nlohmann::json& j, const std::string& source) {
  using T = nlohmann::json::value_t;
  if (!j.is_object()) throw ParseError(source + ": expected a JSON object");
  const auto& version = field(j, "version", T::number_integer, "an integer", source);
  if (version.get<long>() != kCounterexampleFileVersion)
    throw ParseError(source + ": unsupported version " + version.dump() + " (expected " +
                     std::to_string(kCounterexampleFileVersion) + ")");
  SavedCounterexample s;
  s.strategy = field(j, "strategy", T::string, "a string", source).get<std::string>();
  std::string start = field(j, "start", T::string, "a string", source).get<std::string>();
  try {
    s.start = parsePosition(start);
  } catch (const ParseError& e) {
    throw ParseError(source + ": start: " + e.what());
  }
  // "side" was added with Alice's strategies; files without it are Bob's.
  if (j.contains("side")) {
    std::string side = field(j, "side", T::string, "a string", source).get<std::string>();
    auto parsed = parseSide(side);
    if (!parsed) throw ParseError(source + ": unknown side '" + side + "' (expected bob or alice)");
    s.side = *parsed;
  }
  if (s.side == Side::Bob && s.start.chips() % 2 != 0)
    throw ParseError(source + ": start " + start + " has an odd number of chips (Bob's games have 2m)");
  std::string kind = field(j, "start_kind", T::string, "a string", source).get<std::string>();
  auto k = parseStartKind(kind);
  if (!k) throw ParseError(source + ": unknown start_kind '" + kind + "'");
  s.kind = *k;
  for (const auto& m : field(j, "moves", T::array, "an array of moves", source)) {
    if (!m.is_string()) throw ParseError(source + ": moves must be strings such as \"r1>b1\"");
    s.moves.push_back(m.get<std::string>());
  }
  s.caseIds.assign(s.moves.size(), std::nullopt);
  if (j.contains("steps")) {
    const auto& steps = field(j, "steps", T::array, "an array", source);
    if (steps.size() != s.moves.size())
      throw ParseError(source + ": 'steps' has " + std::to_string(steps.size()) + " entries but 'moves' has " +
                       std::to_string(s.moves.size()));
    for (std::size_t i = 0; i < steps.size(); ++i)
      if (steps[i].is_object() && steps[i].contains("case") && steps[i]["case"].is_string())
        s.caseIds[i] = steps[i]["case"].get<std::string>();
  }
  return s;
}

void saveCounterexample(const Counterexample& c, const std::filesystem::path& file) {
  try {
    report::writeFileAtomic(file, counterexampleJson(c).dump(2) + "\n", false);
  } catch (const report::WriteError& e) {
    // A ParseError, so that the command reports one line (and its output so far) instead of aborting.
    throw ParseError("cannot write counterexample file '" + file.string() + "' (" + e.what() + ")");
  }
}

SavedCounterexample loadCounterexample(const std::filesystem::path& file) {
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec))
    throw ParseError("counterexample file '" + file.string() + "' is a directory");
  std::ifstream in(file, std::ios::binary);
  if (!in) throw ParseError("cannot read counterexample file '" + file.string() + "'");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw ParseError("cannot read counterexample file '" + file.string() + "'");
  return counterexampleFromText(text, file.string());
}

SavedCounterexample counterexampleFromText(std::string_view text, const std::string& source) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    // parse_error, but also out_of_range for numbers such as 1e400.
    throw ParseError(source + ": not valid JSON (" + e.what() + ")");
  }
  try {
    return counterexampleFromJson(j, source);
  } catch (const nlohmann::json::exception& e) {
    throw ParseError(source + ": unexpected content (" + e.what() + ")");
  }
}

std::string counterexampleFileName(const Start& start) {
  std::string name = std::string(start.side == Side::Alice ? "alice-" : "") + startKindName(start.kind);
  for (char& ch : name)
    if (ch == '.') ch = '_';
  for (const auto& [letter, value] : start.params) name += "-" + letter + std::to_string(value);
  return name + ".json";
}

}  // namespace babylon
