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

#include "AliceRulesFile.hpp"
#include "CaseTableParts.hpp"
#include "EndGameRulesFile.hpp"
#include "ExprParser.hpp"
#include "FieldFile.hpp"
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

// A stack string the strategy and the prover can read: letters r, b, R, B that cut into a moved
// stack and the stack below in at least one way.
bool isStackString(const std::string& s) {
  auto pattern = PaperMovePattern::compile(s);
  return pattern && pattern->cuts();
}

class FileReader : public FieldFile {
 public:
  FileReader(const std::string& where, std::unordered_map<std::string, std::string>& seen)
      : FieldFile(where, kFields, kRequired, seen, "case ID, reflection of ID, define NAME = ..., or FIELD: value") {
    names_.parameters = kParameters;
  }

  std::vector<CaseEntry> read(std::string_view text) {
    readAll(text);
    return std::move(entries_);
  }

 private:
  ExprNames names_;
  std::vector<CaseEntry> entries_;
  std::unordered_map<std::string, std::size_t> index_;  // id -> position in entries_, for reflections

  bool other(const std::string& text, int number) override {
    if (text.rfind("reflection of ", 0) == 0) return reflect(trimmed(text.substr(14)), number), true;
    if (text.rfind("define ", 0) == 0) return define(text.substr(7), number), true;
    return false;
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
    return FieldFile::expression(text, names_, sort, role, number);
  }

  Family family(const Field& f) const { return named(f, kFamilies, familyName, "family"); }

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

  void finish(const std::string& id, int) override {
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
    CaseEntry e = makeCase(id, family(*field("family")), alice(*field("alice")),
                           expression(field("guard")->value, ExprSort::Condition, "guard", field("guard")->line),
                           reply(*field("reply")), family(*field("next")), field("claim")->value,
                           origin(*field("origin")), field("text")->value, plain.value);
    if (const Field* s = field("successor"))
      e = withSuccessor(std::move(e), successor(*s), reflectedFrame && reflectedFrame->value == "yes");
    index_.emplace(e.id, entries_.size());
    entries_.push_back(std::move(e));
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

const std::vector<std::string>& tableFileNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out = caseTableFileNames();
    out.insert(out.end(), {kLoneStackRulesFile, kKeepAliveRulesFile, kNamedMovesFile, kAliceRulesFile});
    return out;
  }();
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
  const std::vector<std::string>& names = tableFileNames();
  for (const std::string& name : names) {
    std::string path = folder + "/" + name;
    std::ifstream in(path, std::ios::binary);
    if (!in)
      throw ParseError(path + ": the case table cannot be read (set BABYLON_TABLES to a folder holding " +
                       FieldFile::joined(names) + ")");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (name == kLoneStackRulesFile)
      out.lone = readLoneStackRules(text, path, seen);
    else if (name == kKeepAliveRulesFile)
      out.keepAlive = readKeepAliveRules(text, path, seen, out.lone);
    else if (name == kNamedMovesFile)
      out.named = readNamedMoves(text, path, seen);
    else if (name == kAliceRulesFile)
      out.alice = readAliceRules(text, path, seen);
    else
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
