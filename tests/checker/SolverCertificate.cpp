// The reference solver decides every move; the project's notation writes the lines.
#include "SolverCertificate.hpp"

#include <map>
#include <set>
#include <stdexcept>

#include "ReferenceSolver.hpp"
#include "core/Move.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"

namespace babylon::checkertest {

namespace {

reference::Stacks toReference(const Position& p) {
  reference::Stacks s;
  for (const Stack& x : p.stacks()) s.push_back({x.height, x.color});
  return s;
}

bool aliceMoves(const Position& p) { return (p.chips() - static_cast<int>(p.stackCount())) % 2 == 0; }

struct Builder {
  bool aliceCertified;
  reference::ReferenceSolver solver;
  std::map<std::string, std::string> entries;  // position -> move, sorted by position text
  std::set<std::string> walked;

  void walk(const Position& p) {
    if (!walked.insert(formatStackList(p)).second) return;
    if (aliceMoves(p) != aliceCertified) {
      for (const Successor& s : successors(p)) walk(s.position);
      return;
    }
    for (const Successor& s : successors(p))
      if (!solver.wins(toReference(s.position))) {
        entries[formatStackList(p)] = formatMoveExplicit(s.move);
        walk(s.position);
        return;
      }
    throw std::logic_error("the certified side loses at " + formatStackList(p));
  }
};

}  // namespace

std::string TextCertificate::text() const {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

std::size_t TextCertificate::firstEntry() const {
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i] == "positions") return i + 1;
  throw std::logic_error("no positions section");
}

std::size_t TextCertificate::firstStart() const { return 4; }

TextCertificate solverCertificate(bool aliceCertified, const std::string& claim, const std::vector<Position>& starts) {
  Builder b{aliceCertified, {}, {}, {}};
  TextCertificate c;
  c.lines = {"babylon-certificate 1", aliceCertified ? "side alice" : "side bob", "claim " + claim, "starts"};
  for (const Position& s : starts) {
    b.walk(s);
    c.lines.push_back(formatStackList(s));
  }
  c.lines.push_back("positions");
  for (const auto& [position, move] : b.entries) c.lines.push_back(position + " : " + move);
  c.lines.push_back("end");
  return c;
}

std::vector<Position> aliceInitialStarts(int maxN) {
  std::vector<Position> out;
  for (int t = 2; t <= maxN; ++t)
    for (int p = 1; 2 * p <= t; ++p)
      if (t % 2 == 1 || p <= 2) out.push_back(Position::initial(std::vector<int>{p, t - p}));
  return out;
}

}  // namespace babylon::checkertest
