// Printing and reading moves in the paper's stack-string notation and the explicit form.
#include "MoveNotation.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

#include "Notation.hpp"
#include "ParseError.hpp"
#include "Printable.hpp"

namespace babylon {

namespace {

std::string stackWord(const Stack& s) {
  char letter = colorLetter(s.color);
  return std::string(1, s.height == 1 ? letter : static_cast<char>(std::toupper(letter)));
}

bool isHillWord(std::string_view word) {
  return word.size() == 1 && std::isupper(static_cast<unsigned char>(word[0])) &&
         colorFromLetter(static_cast<char>(std::tolower(static_cast<unsigned char>(word[0]))));
}

// A paper word is one capital letter (a hill of that color) or a stack's chips in lower case,
// top first (a stack of that height with that top).
bool wellFormed(std::string_view word) {
  if (word.empty()) return false;
  if (isHillWord(word)) return true;
  for (char ch : word)
    if (!colorFromLetter(ch)) return false;
  return true;
}

// Does the paper word describe stack s? (`r`: red singleton, `R`: red hill, `rbb`: height 3, red top.)
bool describes(std::string_view word, const Stack& s) {
  if (!wellFormed(word)) return false;
  if (isHillWord(word)) return *colorFromLetter(static_cast<char>(std::tolower(word[0]))) == s.color && s.height >= 2;
  return *colorFromLetter(word[0]) == s.color && static_cast<int>(word.size()) == s.height;
}

// The word as a message names what it describes: "red singleton", "red hill", "stack r3".
std::string wordMeaning(std::string_view word) {
  if (isHillWord(word))
    return std::string(kColorNames[*colorFromLetter(static_cast<char>(std::tolower(word[0])))]) + " hill";
  if (word.size() == 1) return std::string(kColorNames[*colorFromLetter(word[0])]) + " singleton";
  return "stack " + std::string(1, word[0]) + std::to_string(word.size());
}

void checkLetters(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    if (!std::isalpha(static_cast<unsigned char>(text[i])) || !colorFromLetter(lower))
      throw ParseError("move '" + printable(text) + "': unknown color letter '" +
                       printable(firstCharacter(text.substr(i))) + "' at position " + std::to_string(i + 1));
  }
}

int copies(const Position& p, const Stack& s) {
  return static_cast<int>(std::count(p.stacks().begin(), p.stacks().end(), s));
}

std::string joined(const std::vector<std::string>& items, const std::string& last = " or ") {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) out += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return out;
}

// The distinct stacks of p the word describes, in the position's order.
std::vector<Stack> describedStacks(const Position& p, std::string_view word) {
  std::vector<Stack> out;
  for (const Stack& s : p.stacks())
    if (describes(word, s) && (out.empty() || !(out.back() == s))) out.push_back(s);
  return out;
}

std::vector<std::string> stackNames(const std::vector<Stack>& stacks) {
  std::vector<std::string> names;
  for (const Stack& s : stacks) names.push_back(formatStack(s));
  return names;
}

// Why no stack of `tops` can go on a stack of `belows` (every such move is illegal): the one
// stack would go on itself, or they differ in both height and top color. Two different stacks
// both words describe share a color, so they could be combined: a shared stack is the only case.
std::string whyNone(const std::vector<Stack>& tops, const std::vector<Stack>& belows, const std::string& topMeaning,
                    const std::string& belowMeaning) {
  if (tops.size() == 1 && belows.size() == 1) {
    const Stack &a = tops[0], &b = belows[0];
    if (a == b) return "there is only one " + formatStack(a) + ", and a stack cannot go on itself";
    return formatStack(a) + " and " + formatStack(b) + " differ in both height and top color";
  }
  return "every " + topMeaning + " (" + joined(stackNames(tops), " and ") + ") differs from every " + belowMeaning +
         " (" + joined(stackNames(belows), " and ") + ") in both height and top color";
}

// Why the cut of a paper string into `top` and `below` names no legal move of p.
std::string whyNotPaper(const Position& p, std::string_view top, std::string_view below) {
  std::vector<Stack> tops = describedStacks(p, top), belows = describedStacks(p, below);
  std::string topMeaning = wordMeaning(top), belowMeaning = wordMeaning(below);
  if (tops.empty() && belows.empty())
    return "no " + topMeaning + (topMeaning == belowMeaning ? "" : " and no " + belowMeaning);
  if (tops.empty()) return "no " + topMeaning;
  if (belows.empty()) return "no " + belowMeaning;
  return whyNone(tops, belows, topMeaning, belowMeaning);
}

// Why a paper string matches no legal move: for each way of cutting it into two words, what
// is missing or what keeps the stacks apart.
std::string whyNoMatch(const Position& p, std::string_view text) {
  if (text.size() == 1) return "it names one stack; a move names two, the moved stack first";
  std::vector<std::pair<std::string_view, std::string_view>> cuts;
  for (std::size_t cut = 1; cut < text.size(); ++cut)
    if (wellFormed(text.substr(0, cut)) && wellFormed(text.substr(cut)))
      cuts.emplace_back(text.substr(0, cut), text.substr(cut));
  if (cuts.empty())
    return "write each stack as one capital letter (a hill) or as its chips in lower case, top first (rb, rR, rrb)";
  if (cuts.size() == 1) return whyNotPaper(p, cuts[0].first, cuts[0].second);
  std::vector<std::string> reasons;
  for (const auto& [top, below] : cuts)
    reasons.push_back("as " + std::string(top) + " onto " + std::string(below) + ", " + whyNotPaper(p, top, below));
  return joined(reasons, "; ");
}

// Why the explicit move a>b is illegal in p.
std::string whyNotExplicit(const Position& p, const Move& m) {
  std::vector<std::string> missing;
  if (!p.has(m.a)) missing.push_back("no stack " + formatStack(m.a));
  if (!p.has(m.b) && !(m.b == m.a)) missing.push_back("no stack " + formatStack(m.b));
  if (!missing.empty()) return joined(missing, " and ");
  if (m.a == m.b && copies(p, m.a) < 2)
    return "there is only one " + formatStack(m.a) + ", and a stack cannot go on itself";
  return formatStack(m.a) + " and " + formatStack(m.b) + " differ in both height and top color";
}

std::optional<Move> parseExplicit(const Position& p, std::string_view text) {
  // Tokens separated by whitespace or '>'; a single token is a paper stack string instead.
  std::vector<std::string> tokens;
  std::string current;
  for (char ch : text) {
    if (ch == '>' || ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') {
      if (!current.empty()) tokens.push_back(current);
      current.clear();
    } else {
      current += ch;
    }
  }
  if (!current.empty()) tokens.push_back(current);
  bool separated = text.find_first_of(" \t\n\r>") != std::string_view::npos;
  if (!separated) return std::nullopt;
  if (tokens.size() != 2) throw ParseError("move '" + printable(text) + "' must name exactly two stacks");
  Stack stacks[2];
  for (int i = 0; i < 2; ++i) {
    Position one;
    try {
      one = parseStackList(tokens[i]);
    } catch (const ParseError& e) {
      // The list parser counts stacks within the token; in the move this is stack i+1.
      std::string why = e.what();
      if (why.rfind("stack 1 ", 0) == 0) why.replace(0, 7, "stack " + std::to_string(i + 1));
      throw ParseError("move '" + printable(text) + "': " + why);
    }
    if (one.stackCount() != 1) throw ParseError("move '" + printable(text) + "' must name exactly two stacks");
    stacks[i] = one.stacks()[0];
  }
  Move m{stacks[0], stacks[1]};
  if (!isLegal(p, m))
    throw ParseError("move '" + printable(text) + "' is not legal in " + formatPosition(p) + ": " +
                     whyNotExplicit(p, m));
  return m;
}

}  // namespace

std::string formatMovePaper(const Move& m) { return stackWord(m.a) + stackWord(m.b); }

std::string formatMoveExplicit(const Move& m) { return formatStack(m.a) + ">" + formatStack(m.b); }

Move parseMove(const Position& p, std::string_view text) {
  if (text.empty()) throw ParseError("empty move");
  // A move names two stacks of the position, so its text is never longer than the chips plus the
  // separators (at most two words of letters, or "r12 > b3"); refusing longer text at once keeps
  // parsing linear whatever its length.
  std::size_t longest = 2 * static_cast<std::size_t>(p.chips()) + 16;
  if (text.size() > longest)
    throw ParseError("move '" + printable(text) + "' is longer than any move in " + formatPosition(p) + " (" +
                     std::to_string(text.size()) + " characters)");
  if (auto m = parseExplicit(p, text)) return *m;
  checkLetters(text);
  // Paper words: cut the text in two words; only cuts whose word lengths fit a stack are tried
  // (a word is one capital letter or as many letters as the stack's height).
  std::vector<Move> matches;
  std::vector<Move> legal = legalMoves(p);
  for (std::size_t cut = 1; cut < text.size(); ++cut) {
    std::string_view top = text.substr(0, cut), below = text.substr(cut);
    for (const Move& m : legal)
      if ((top.size() == 1 || top.size() == m.a.height) && (below.size() == 1 || below.size() == m.b.height) &&
          describes(top, m.a) && describes(below, m.b))
        matches.push_back(m);
  }
  if (matches.empty())
    throw ParseError("move '" + std::string(text) + "' is not legal in " + formatPosition(p) + ": " +
                     whyNoMatch(p, text));
  // One explicit move for each distinct position the matches lead to: those are the choices.
  std::vector<Position> reached;
  std::vector<std::string> choices;
  for (const Move& m : matches) {
    Position next = p.combined(m.a, m.b);
    if (std::find(reached.begin(), reached.end(), next) != reached.end()) continue;
    reached.push_back(next);
    choices.push_back(formatMoveExplicit(m));
  }
  if (choices.size() > 1)
    throw ParseError("move '" + std::string(text) + "' is ambiguous in " + formatPosition(p) + ": it can be " +
                     joined(choices) + "; type one of these");
  return matches[0];
}

std::optional<PaperMovePattern> PaperMovePattern::compile(std::string_view text) {
  // The limit keeps parseMove's length check (2 x chips + 16) out of play.
  if (text.empty() || text.size() > 16 || text.find_first_of(" \t\n\r>") != std::string_view::npos) return std::nullopt;
  for (char ch : text)
    if (!std::isalpha(static_cast<unsigned char>(ch)) ||
        !colorFromLetter(static_cast<char>(std::tolower(static_cast<unsigned char>(ch)))))
      return std::nullopt;
  auto word = [](std::string_view w) {
    if (isHillWord(w)) return Word{*colorFromLetter(static_cast<char>(std::tolower(w[0]))), true, 0};
    return Word{*colorFromLetter(w[0]), false, static_cast<int>(w.size())};
  };
  PaperMovePattern pattern;
  for (std::size_t cut = 1; cut < text.size(); ++cut) {
    std::string_view top = text.substr(0, cut), below = text.substr(cut);
    if (wellFormed(top) && wellFormed(below)) pattern.cuts_.push_back({word(top), word(below)});
  }
  return pattern;
}

std::optional<Move> PaperMovePattern::match(const Position& p) const {
  // parseMove's search: each cut in turn, the legal moves in legalMoves' order; the first match
  // is the answer if every match leads to the position it leads to.
  std::optional<Move> first;
  std::optional<Position> reached;
  auto stacks = p.stacks();
  for (const Cut& cut : cuts_)
    for (std::size_t i = 0; i < stacks.size(); ++i) {
      const Stack& a = stacks[i];
      if ((i > 0 && stacks[i - 1] == a) || !cut.top.describes(a)) continue;
      bool twoOfA = i + 1 < stacks.size() && stacks[i + 1] == a;
      for (std::size_t j = 0; j < stacks.size(); ++j) {
        const Stack& b = stacks[j];
        if ((j > 0 && stacks[j - 1] == b) || !cut.below.describes(b) || !compatible(a, b) || (a == b && !twoOfA))
          continue;
        Move m{a, b};
        if (!first) {
          first = m;
          continue;
        }
        if (!reached) reached = p.combined(first->a, first->b);
        if (!(p.combined(a, b) == *reached)) return std::nullopt;  // ambiguous
      }
    }
  return first;
}

}  // namespace babylon
