// Parsing, printing and the move rule of the checker's positions.
#include "Position.hpp"

#include <algorithm>
#include <cctype>

namespace bcheck {

bool stackBefore(const Stack& a, const Stack& b) {
  if (a.color != b.color) return a.color < b.color;
  return a.height > b.height;
}

std::optional<Stack> parseStack(std::string_view t) {
  if (t.size() < 2 || t.size() > 4) return std::nullopt;
  auto c = kColorLetters.find(t[0]);
  if (c == std::string_view::npos || t[1] == '0') return std::nullopt;
  int h = 0;
  for (char d : t.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(d))) return std::nullopt;
    h = 10 * h + (d - '0');
  }
  if (h < 1 || h > kMaxHeight) return std::nullopt;
  return Stack{static_cast<int>(c), h};
}

std::optional<Position> parsePosition(std::string_view text) {
  Position p;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    std::size_t end = text.find(' ', i);
    if (end == std::string_view::npos) end = text.size();
    auto s = parseStack(text.substr(i, end - i));
    if (!s) return std::nullopt;
    p.push_back(*s);
    i = end;
  }
  if (p.empty() || chips(p) > kMaxHeight) return std::nullopt;
  return p;
}

std::optional<Move> parseMove(std::string_view t) {
  auto gt = t.find('>');
  if (gt == std::string_view::npos) return std::nullopt;
  auto from = parseStack(t.substr(0, gt)), onto = parseStack(t.substr(gt + 1));
  if (!from || !onto) return std::nullopt;
  return Move{*from, *onto};
}

bool isCanonical(const Position& p) { return std::is_sorted(p.begin(), p.end(), stackBefore); }

void canonicalize(Position& p) { std::sort(p.begin(), p.end(), stackBefore); }

std::string format(const Stack& s) {
  std::string out(1, kColorLetters[s.color]);
  return out += std::to_string(s.height);
}

std::string format(const Position& p) {
  std::string out;
  for (const Stack& s : p) {
    if (!out.empty()) out += ' ';
    out += format(s);
  }
  return out;
}

std::string format(const Move& m) { return format(m.from) + ">" + format(m.onto); }

int chips(const Position& p) {
  int n = 0;
  for (const Stack& s : p) n += s.height;
  return n;
}

bool aliceToMove(const Position& p) { return (chips(p) - static_cast<int>(p.size())) % 2 == 0; }

bool isLegal(const Position& p, const Move& m) {
  if (m.from.color != m.onto.color && m.from.height != m.onto.height) return false;
  if (m.from.height + m.onto.height > kMaxHeight) return false;
  auto have = std::count(p.begin(), p.end(), m.from);
  return m.from == m.onto ? have >= 2 : have >= 1 && std::count(p.begin(), p.end(), m.onto) >= 1;
}

Position play(const Position& p, const Move& m) {
  Position next = p;
  next.erase(std::find(next.begin(), next.end(), m.from));
  next.erase(std::find(next.begin(), next.end(), m.onto));
  next.push_back({m.from.color, m.from.height + m.onto.height});
  canonicalize(next);
  return next;
}

std::vector<Move> legalMoves(const Position& p) {
  Position kinds = p;
  kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
  std::vector<Move> out;
  for (const Stack& a : kinds)
    for (const Stack& b : kinds)
      if (isLegal(p, {a, b})) out.push_back({a, b});
  return out;
}

std::string key(const Position& p) {
  std::string k;
  for (std::size_t i = 0; i < p.size();) {
    std::size_t j = i;
    while (j < p.size() && p[j] == p[i]) ++j;
    k += {static_cast<char>(p[i].color), static_cast<char>(p[i].height), static_cast<char>(j - i)};
    i = j;
  }
  return k;
}

}  // namespace bcheck
