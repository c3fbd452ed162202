// The walk: a position verified once is not walked again; the game is acyclic (every move removes
// a stack), so marking a position on entry is sound once the whole walk succeeds.
#include "Check.hpp"

#include <set>
#include <unordered_map>
#include <unordered_set>

namespace bcheck {

namespace {

const char* name(Side s) { return s == Side::Bob ? "Bob" : "Alice"; }

class Walk {
 public:
  Walk(Certificate& c, Verdict& v) : c_(c), v_(v) {}

  // The certified side is to move at p; `how` says how the walk got there.
  bool certifiedTurn(const Position& p, const std::string& how) {
    auto found = c_.entries.find(key(p));
    if (found == c_.entries.end()) {
      bool stuck = legalMoves(p).empty();
      return fail(path_.back(), how + "'" + format(p) + "', " +
                                    (stuck ? std::string(name(c_.claim.side)) + " has no legal move there and loses"
                                           : "which has no entry"));
    }
    Entry& e = found->second;
    if (e.checked) return true;
    e.checked = true;
    ++v_.positions;
    path_.push_back(e.line);
    if (!isLegal(p, e.move)) return fail(e.line, format(e.move) + " is not a legal move in '" + format(p) + "'");
    bool ok = opponentTurn(play(p, e.move));
    path_.pop_back();
    return ok;
  }

  bool opponentTurn(const Position& p) {
    if (!visited_.insert(key(p)).second) return true;
    ++v_.positions;
    std::set<std::string> seen;  // two moves may give the same position (r1>r2, r2>r1)
    Side opponent = c_.claim.side == Side::Bob ? Side::Alice : Side::Bob;
    for (const Move& m : legalMoves(p)) {
      Position next = play(p, m);
      if (!seen.insert(key(next)).second) continue;
      std::string how = "after " + std::string(name(opponent)) + "'s " + format(m) + " from '" + format(p) + "': ";
      if (!certifiedTurn(next, how)) return false;
    }
    return true;
  }

  // Plays one start; the path begins with the start's line.
  bool start(const ListedStart& s, bool certifiedMoves) {
    path_ = {s.line};
    return certifiedMoves ? certifiedTurn(s.position, "start ") : opponentTurn(s.position);
  }

  bool fail(LineNumber line, std::string what) {
    v_.path = path_;
    v_.line = line;
    v_.what = std::move(what);
    return false;
  }

 private:
  Certificate& c_;
  Verdict& v_;
  std::unordered_set<std::string> visited_;  // opponent-to-move positions already walked
  std::vector<LineNumber> path_;             // lines of the start and the moves being played
};

// The listed starts must be exactly the claimed ones: a claimed start missing is reported at the
// claim line, a listed start the claim does not cover (or listed twice) at its own line. The
// claimed starts are made one at a time and the walk over them stops at the first one not listed,
// so a claim costs time in proportion to the starts listed, however many starts it names.
bool checkStartList(const Certificate& c, Verdict& v) {
  struct Listed {
    bool claimed = false;
    bool seen = false;  // met in the file-order pass below
  };
  std::unordered_map<std::string, Listed> listed;
  for (const ListedStart& s : c.starts) listed.try_emplace(key(s.position));
  bool allListed = forEachClaimedStart(c.claim, [&](const Position& p) {
    auto found = listed.find(key(p));
    if (found == listed.end()) {
      v.line = c.claimLine;
      v.what = "the claim covers the start '" + format(p) + "', which is not listed";
      return false;
    }
    found->second.claimed = true;
    return true;
  });
  if (!allListed) return false;
  for (const ListedStart& s : c.starts) {
    Listed& l = listed[key(s.position)];
    if (!l.claimed || l.seen) {
      v.line = s.line;
      v.what = "start '" + format(s.position) + "' is not claimed, or listed twice";
      return false;
    }
    l.seen = true;
  }
  v.startCount = c.starts.size();
  return true;
}

}  // namespace

Verdict check(Certificate& c) {
  Verdict v;
  if (!checkStartList(c, v)) return v;
  Walk walk(c, v);
  for (const ListedStart& s : c.starts) {
    bool certifiedMoves = aliceToMove(s.position) == (c.claim.side == Side::Alice);
    if (!walk.start(s, certifiedMoves)) return v;
  }
  v.proved = true;
  return v;
}

std::string describe(const Verdict& v, const Certificate& c) {
  std::string claim = "'" + c.claim.starts + "' max-n " + std::to_string(c.claim.maxN);
  if (v.proved)
    return std::string("proved: ") + name(c.claim.side) + " wins from all " + std::to_string(v.startCount) +
           " starts of " + claim + "; " + std::to_string(v.positions) + " positions checked";
  std::string out = "line " + std::to_string(v.line) + ": " + v.what;
  if (v.path.size() > 1) {
    out += " (path: lines";
    for (auto l : v.path) (out += ' ') += std::to_string(l);
    out += ")";
  }
  return out;
}

}  // namespace bcheck
