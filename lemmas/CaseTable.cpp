// The full case table, assembled from the per-lemma tables, and its look-ups.
#include "CaseTable.hpp"

#include <cctype>

#include "CaseTableParts.hpp"
#include "Params.hpp"

namespace babylon {

const char* originName(Origin o) {
  switch (o) {
    case Origin::Paper: return "paper";
    case Origin::Completion: return "completion";
    case Origin::SolverFallback: return "solver-fallback";
    case Origin::Repair: return "repair";
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

CaseEntry withSuccessor(CaseEntry e, std::vector<std::pair<std::string, Expr>> successor, bool reflected) {
  e.successor = std::move(successor);
  e.successorReflected = reflected;
  return e;
}

namespace cases {
CaseEntry reflected(const CaseEntry& e) {
  auto swapLetters = [](std::string s) {
    for (char& c : s) {
      char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      char to = lower == 'r' ? 'b' : lower == 'b' ? 'r' : lower;
      c = std::isupper(static_cast<unsigned char>(c)) ? static_cast<char>(std::toupper(to)) : to;
    }
    return s;
  };
  CaseEntry r = e;
  r.id += ".reflected";
  r.alice = swapLetters(e.alice);
  r.reply = swapLetters(e.reply);
  using namespace param;
  const std::vector<std::pair<std::string, Expr>> swap = {{"j", k}, {"k", j}, {"u", v}, {"v", u}};
  r.guard = e.guard.substitute(swap);
  // The successor is the mirror image. With the parameters exchanged inside, the expressions give
  // the red names to the other color's quantities: they describe it in the opposite frame.
  for (auto& [name, value] : r.successor) value = value.substitute(swap);
  r.successorReflected = !e.successorReflected;
  r.text = e.text + " [red-blue reflection]";
  return r;
}
}  // namespace cases

const std::vector<CaseEntry>& caseTable() {
  static const std::vector<CaseEntry> table = [] {
    std::vector<CaseEntry> all;
    for (auto part : {cases::opening, cases::evenHill, cases::lemma44, cases::lemma45, cases::endgame})
      for (CaseEntry& e : part()) all.push_back(std::move(e));
    return all;
  }();
  return table;
}

std::vector<const CaseEntry*> casesOf(Family family, const std::string& alice) {
  std::vector<const CaseEntry*> out;
  for (const CaseEntry& e : caseTable())
    if (e.family == family && e.alice == alice) out.push_back(&e);
  return out;
}

}  // namespace babylon
