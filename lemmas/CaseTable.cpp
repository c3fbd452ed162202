// The case table's look-ups, names and the red-blue reflection; the entries come from the data
// files (CaseTableFile.cpp).
#include "CaseTable.hpp"

#include <cctype>
#include <regex>
#include <stdexcept>

#include "CaseTableFile.hpp"
#include "CaseTableParts.hpp"
#include "Params.hpp"

namespace babylon {

const char* originName(Origin o) {
  switch (o) {
    case Origin::Paper: return "paper";
    case Origin::Completion: return "completion";
    case Origin::SolverFallback: return "solver-fallback";
    case Origin::Repair: return "repair";
    case Origin::Solver: return "solver";
  }
  return "?";
}

const char* familyName(Family f) {
  switch (f) {
    case Family::Opening: return "opening";
    case Family::TargetState: return "target state";
    case Family::Lemma44: return "Lemma 4.4";
    case Family::Lemma45: return "Lemma 4.5";
    case Family::Position1: return "position 1";
    case Family::Position2: return "position 2";
    case Family::Position3: return "position 3";
    case Family::Plan44ii: return "Lemma 4.4 (ii) plan";
    case Family::Plan45ii: return "Lemma 4.5 (ii) plan";
    case Family::Plan45i: return "Lemma 4.5 (i) plan";
    case Family::KeepAlive: return "Lemmas 4.2/4.3";
  }
  return "?";
}

bool bobMovesFirst(Family f) { return f == Family::Position1 || f == Family::Position2 || f == Family::Position3; }

bool isPlan(Family f) { return f == Family::Plan44ii || f == Family::Plan45ii; }

Family planStart(Family f) {
  if (f == Family::Plan44ii) return Family::Lemma44;
  if (f == Family::Plan45ii) return Family::Lemma45;
  return f;
}

bool threatMayBeParried(Family f) { return f == Family::Plan44ii; }

bool endGame(Family f) { return f == Family::KeepAlive || isPlan(f) || f == Family::Plan45i; }

bool answersAliceAtShape(Family f) {
  return f == Family::Opening || f == Family::TargetState || f == Family::Lemma44 || f == Family::Lemma45;
}

bool handsOverToBobFirst(const CaseEntry& e) { return e.replyKind == ReplyKind::HandOver && bobMovesFirst(e.next); }

CaseEntry makeCase(std::string id, Family family, const AliceSpec& alice, Expr guard, const ReplySpec& reply,
                   Family next, std::string claim, Origin origin, std::string text, std::string plain) {
  if (reply.kind == ReplyKind::Move && reply.move.empty())
    throw std::logic_error("case " + id + ": a move with no stack string (kHandOver means no move)");
  if (plain.empty()) throw std::logic_error("case " + id + ": no plain sentence");
  return {std::move(id), family, alice.moveClass,  alice.any, std::move(guard), reply.kind,
          reply.move,    next,   std::move(claim), origin,    std::move(text),  std::move(plain)};
}

CaseEntry withSuccessor(CaseEntry e, std::vector<std::pair<std::string, Expr>> successor, bool reflected) {
  e.successor = std::move(successor);
  e.successorReflected = reflected;
  return e;
}

std::string swapColorLetters(std::string moves) {
  for (char& c : moves) {
    char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    char to = lower == 'r' ? 'b' : lower == 'b' ? 'r' : lower;
    c = std::isupper(static_cast<unsigned char>(c)) ? static_cast<char>(std::toupper(to)) : to;
  }
  return moves;
}

std::string swapColorWords(const std::string& plain) {
  static const std::regex word(R"(\b(red|blue|Red|Blue)\b)");
  std::string out;
  auto at = plain.cbegin();
  for (std::sregex_iterator it(plain.begin(), plain.end(), word), end; it != end; ++it) {
    out.append(at, plain.cbegin() + it->position());
    std::string w = it->str();
    out += w == "red" ? "blue" : w == "blue" ? "red" : w == "Red" ? "Blue" : "Red";
    at = plain.cbegin() + it->position() + it->length();
  }
  out.append(at, plain.cend());
  return out;
}

std::string plainFor(const std::string& plain, const std::vector<std::pair<std::string, std::string>>& values,
                     bool reflected) {
  std::string out = reflected ? swapColorWords(plain) : plain;
  for (const auto& [name, value] : values) {
    std::string key = "{" + name + "}";
    for (auto at = out.find(key); at != std::string::npos; at = out.find(key, at + value.size()))
      out.replace(at, key.size(), value);
  }
  return out;
}

namespace cases {
CaseEntry reflected(const CaseEntry& e) {
  CaseEntry r = e;
  r.id += ".reflected";
  r.reflection = true;
  r.reflectionOf = e.id;
  r.alice = swapColorLetters(e.alice);
  r.reply = swapColorLetters(e.reply);
  const auto& swap = param::kColorSwap;
  r.guard = e.guard.substitute(swap);
  // The successor is the mirror image. With the parameters exchanged inside, the expressions give
  // the red names to the other color's quantities: they describe it in the opposite frame.
  for (auto& [name, value] : r.successor) value = value.substitute(swap);
  r.successorReflected = !e.successorReflected;
  r.text = e.text + " [red-blue reflection]";
  r.plain = swapColorWords(e.plain);
  return r;
}
}  // namespace cases

const std::vector<CaseEntry>& caseTable() { return loadedCaseTables().entries; }

std::vector<const CaseEntry*> casesOf(Family family, const std::string& alice) {
  std::vector<const CaseEntry*> out;
  for (const CaseEntry& e : caseTable())
    if (e.family == family && e.answers(alice)) out.push_back(&e);
  return out;
}

}  // namespace babylon
