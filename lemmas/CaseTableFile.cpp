// The reader of the case-table files: one pass over the lines, each entry built with makeCase as
// the tables always were, each error one line naming the file, the line and what is wrong.
#include "CaseTableFile.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "CaseTableParts.hpp"
#include "ExprParser.hpp"
#include "core/MoveNotation.hpp"
#include "core/ParseError.hpp"
#include "core/util/Sha256.hpp"

#ifndef BABYLON_TABLES_DIR
#error "BABYLON_TABLES_DIR (the source tree's lemmas/tables) must be defined by the build"
#endif

namespace babylon {

namespace {

const std::vector<std::string> kParameters = {"m", "j", "k", "s", "u", "v", "H"};
const std::vector<std::string> kFields = {
    "family", "alice",  "guard", "reply", "next", "successor", "successor reflected",
    "claim",  "origin", "text",  "plain"};
const std::vector<std::string> kRequired = {"family", "alice",  "guard", "reply", "next",
                                            "claim",  "origin", "text",  "plain"};

constexpr std::array kFamilies = {Family::Opening,   Family::TargetState, Family::Lemma44,   Family::Lemma45,
                                  Family::Position1, Family::Position2,   Family::Position3, Family::Plan44ii,
                                  Family::Plan45ii,  Family::Plan45i,     Family::KeepAlive};
constexpr std::array kOrigins = {Origin::Paper, Origin::Completion, Origin::SolverFallback, Origin::Repair,
                                 Origin::Solver};

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

std::string trimmed(std::string_view s) {
  std::size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string_view::npos ? std::string() : std::string(s.substr(a, b - a + 1));
}

// A stack string the strategy and the prover can read: letters r, b, R, B that cut into a moved
// stack and the stack below in at least one way.
bool isStackString(const std::string& s) {
  auto pattern = PaperMovePattern::compile(s);
  return pattern && pattern->cuts();
}

struct Field {
  std::string value;
  int line = 0;
};

class FileReader {
 public:
  FileReader(const std::string& where, std::unordered_map<std::string, std::string>& seen)
      : where_(where), seen_(seen) {
    names_.parameters = kParameters;
  }

  std::vector<CaseEntry> read(std::string_view text) {
    int number = 0;
    std::size_t at = 0;
    while (at <= text.size()) {
      std::size_t end = text.find('\n', at);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = text.substr(at, end - at);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      ++number;
      readLine(line, number);
      if (end == text.size()) break;
      at = end + 1;
    }
    finishCase();
    return std::move(entries_);
  }

 private:
  const std::string& where_;
  std::unordered_map<std::string, std::string>& seen_;
  ExprNames names_;
  std::vector<CaseEntry> entries_;
  std::unordered_map<std::string, std::size_t> index_;  // id -> position in entries_, for reflections
  std::optional<std::string> caseId_;
  int caseLine_ = 0;
  std::vector<std::pair<std::string, Field>> fields_;  // of the case being read, in the file's order
  Field* last_ = nullptr;                              // the field a continued line extends

  [[noreturn]] void fail(int line, const std::string& what) const {
    throw ParseError(where_ + ":" + std::to_string(line) + ": " + what);
  }

  void readLine(std::string_view line, int number) {
    if (trimmed(line).empty() || trimmed(line)[0] == '#') return;
    if (line[0] == ' ' || line[0] == '\t') {
      if (!last_) fail(number, "an indented line continues a field, but no field comes before it");
      last_->value += " " + trimmed(line);
      return;
    }
    std::string text(line);
    if (text.rfind("case ", 0) == 0) return startCase(trimmed(text.substr(5)), number);
    if (text.rfind("reflection of ", 0) == 0) return reflect(trimmed(text.substr(14)), number);
    if (text.rfind("define ", 0) == 0) return define(text.substr(7), number);
    std::size_t colon = text.find(':');
    if (colon == std::string::npos)
      fail(number,
           "'" + text + "' is no line of a table (case ID, reflection of ID, define NAME = ..., or FIELD: value)");
    std::string key = text.substr(0, colon);
    if (std::find(kFields.begin(), kFields.end(), key) == kFields.end())
      fail(number, "unknown field '" + key + "' (fields: " + joined(kFields) + ")");
    if (!caseId_) fail(number, "field '" + key + "' outside a case (start one with 'case ID')");
    for (const auto& [k, f] : fields_)
      if (k == key)
        fail(number,
             "field '" + key + "' given twice in case " + *caseId_ + " (first at line " + std::to_string(f.line) + ")");
    fields_.push_back({key, {trimmed(text.substr(colon + 1)), number}});
    last_ = &fields_.back().second;
  }

  void claimId(const std::string& id, int number) {
    if (id.empty() || id.find_first_of(" \t") != std::string::npos)
      fail(number, "case id '" + id + "' must be one word (such as L4.4(ii).exception)");
    auto [it, fresh] = seen_.emplace(id, where_ + ":" + std::to_string(number));
    if (!fresh) fail(number, "duplicate case id '" + id + "' (first at " + it->second + ")");
  }

  void startCase(const std::string& id, int number) {
    finishCase();
    claimId(id, number);
    caseId_ = id;
    caseLine_ = number;
  }

  void reflect(const std::string& of, int number) {
    finishCase();
    auto it = index_.find(of);
    if (it == index_.end()) fail(number, "reflection of '" + of + "': no case " + of + " earlier in this file");
    CaseEntry r = cases::reflected(entries_[it->second]);
    claimId(r.id, number);
    index_.emplace(r.id, entries_.size());
    entries_.push_back(std::move(r));
  }

  void define(const std::string& rest, int number) {
    finishCase();
    std::size_t eq = rest.find('=');
    std::string name = trimmed(rest.substr(0, eq == std::string::npos ? rest.size() : eq));
    if (eq == std::string::npos || name.empty() || !std::all_of(name.begin(), name.end(), [](char c) {
          return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
        }))
      fail(number, "write a definition as 'define NAME = expression'");
    bool taken =
        std::find(kParameters.begin(), kParameters.end(), name) != kParameters.end() ||
        std::any_of(names_.defined.begin(), names_.defined.end(), [&](const auto& d) { return d.first == name; });
    if (taken) fail(number, "'" + name + "' is already a parameter or a defined name");
    names_.defined.push_back({name, expression(rest.substr(eq + 1), ExprSort::Either, "define " + name, number)});
  }

  Expr expression(const std::string& text, ExprSort sort, const std::string& role, int number) const {
    try {
      return parseExpr(text, names_, sort);
    } catch (const ParseError& e) {
      fail(number, role + ", " + e.what());
    }
  }

  const Field* field(const std::string& key) const {
    for (const auto& [k, f] : fields_)
      if (k == key) return &f;
    return nullptr;
  }

  // The value of `values` whose name (nameOf) the field writes; else "unknown WHAT" with every name.
  template <typename T, std::size_t N, typename NameOf>
  T named(const Field& f, const std::array<T, N>& values, NameOf nameOf, const char* what) const {
    std::vector<std::string> names;
    for (T v : values) {
      if (f.value == nameOf(v)) return v;
      names.push_back(nameOf(v));
    }
    fail(f.line, std::string("unknown ") + what + " '" + f.value + "' (one of: " + joined(names) + ")");
  }
  Family family(const Field& f) const { return named(f, kFamilies, familyName, "family"); }
  Origin origin(const Field& f) const { return named(f, kOrigins, originName, "origin"); }

  AliceSpec alice(const Field& f) const {
    if (f.value == "any") return kAnyAliceMove;
    if (f.value == "none") return AliceSpec("");
    if (!isStackString(f.value))
      fail(f.line, "alice: '" + f.value + "' is not a move class (a stack string such as rb or RB; any; none)");
    return AliceSpec(f.value);
  }

  ReplySpec reply(const Field& f) const {
    if (f.value == "switch colors") return kSwitchColors;
    if (f.value == "hand over") return kHandOver;
    if (f.value.empty()) fail(f.line, "reply: a move needs a stack string (or write 'switch colors' or 'hand over')");
    if (!isStackString(f.value))
      fail(f.line, "reply: '" + f.value +
                       "' is not a stack string (letters r, b, R, B naming the moved stack and the stack below)");
    return ReplySpec(f.value);
  }

  std::vector<std::pair<std::string, Expr>> successor(const Field& f) const {
    std::vector<std::pair<std::string, Expr>> out;
    std::stringstream parts(f.value);
    for (std::string part; std::getline(parts, part, ',');) {
      std::size_t eq = part.find('=');
      std::string name = trimmed(part.substr(0, eq == std::string::npos ? part.size() : eq));
      if (eq == std::string::npos)
        fail(f.line, "successor: write each parameter as 'NAME = expression', not '" + trimmed(part) + "'");
      if (std::find(kParameters.begin(), kParameters.end(), name) == kParameters.end())
        fail(f.line, "successor: '" + name + "' is not a parameter (" + joined(kParameters) + ")");
      if (std::any_of(out.begin(), out.end(), [&](const auto& p) { return p.first == name; }))
        fail(f.line, "successor: '" + name + "' given twice");
      out.push_back({name, expression(part.substr(eq + 1), ExprSort::Number, "successor " + name, f.line)});
    }
    return out;
  }

  void finishCase() {
    last_ = nullptr;
    if (!caseId_) return;
    for (const std::string& key : kRequired)
      if (!field(key)) fail(caseLine_, "case " + *caseId_ + " has no '" + key + "' field");
    const Field* reflectedFrame = field("successor reflected");
    if (reflectedFrame && reflectedFrame->value != "yes" && reflectedFrame->value != "no")
      fail(reflectedFrame->line, "successor reflected: write yes or no, not '" + reflectedFrame->value + "'");
    if (reflectedFrame && !field("successor"))
      fail(reflectedFrame->line, "successor reflected: the case has no successor");
    const Field& plain = *field("plain");
    if (plain.value.empty()) fail(plain.line, "plain: the sentence for a player is empty");
    if (field("reply")->value == "hand over") {
      Family next = family(*field("next"));
      if (next != Family::KeepAlive && !bobMovesFirst(next))
        fail(field("next")->line, "next: a hand over leads to Lemmas 4.2/4.3 or to position 1, 2 or 3, not to " +
                                      std::string(familyName(next)));
    }
    CaseEntry e = makeCase(*caseId_, family(*field("family")), alice(*field("alice")),
                           expression(field("guard")->value, ExprSort::Condition, "guard", field("guard")->line),
                           reply(*field("reply")), family(*field("next")), field("claim")->value,
                           origin(*field("origin")), field("text")->value, plain.value);
    if (const Field* s = field("successor"))
      e = withSuccessor(std::move(e), successor(*s), reflectedFrame && reflectedFrame->value == "yes");
    index_.emplace(e.id, entries_.size());
    entries_.push_back(std::move(e));
    caseId_.reset();
    fields_.clear();
  }
};

}  // namespace

std::string caseTableFolder() {
  const char* chosen = std::getenv("BABYLON_TABLES");
  return chosen && *chosen ? std::string(chosen) : std::string(BABYLON_TABLES_DIR);
}

const std::vector<std::string>& caseTableFileNames() {
  static const std::vector<std::string> names = {"opening.cases", "even-hill.cases", "lemma44.cases", "lemma45.cases",
                                                 "endgame.cases"};
  return names;
}

std::vector<CaseEntry> readCaseFile(std::string_view text, const std::string& where,
                                    std::unordered_map<std::string, std::string>& seen) {
  return FileReader(where, seen).read(text);
}

CaseTables loadCaseTables(const std::string& folder) {
  CaseTables out;
  out.folder = folder;
  std::string all;
  std::unordered_map<std::string, std::string> seen;
  for (const std::string& name : caseTableFileNames()) {
    std::string path = folder + "/" + name;
    std::ifstream in(path, std::ios::binary);
    if (!in)
      throw ParseError(path + ": the case table cannot be read (set BABYLON_TABLES to a folder holding " +
                       joined(caseTableFileNames()) + ")");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (CaseEntry& e : readCaseFile(text, path, seen)) out.entries.push_back(std::move(e));
    all += text;
  }
  out.sha256 = sha256Hex(all);
  return out;
}

namespace {
std::atomic<bool> tablesRead{false};
}  // namespace

const CaseTables& loadedCaseTables() {
  // A failed load throws and leaves nothing behind: the next call tries again.
  static const CaseTables tables = [] {
    CaseTables t = loadCaseTables(caseTableFolder());
    tablesRead = true;
    return t;
  }();
  return tables;
}

bool caseTablesLoaded() { return tablesRead; }

}  // namespace babylon
