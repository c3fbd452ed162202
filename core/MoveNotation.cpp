// Printing and reading moves in the paper's stack-string notation and the explicit form.
#include "MoveNotation.hpp"

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

// Does the paper word describe stack s? (`r`: red singleton, `R`: red hill, `rbb`: height 3, red top.)
bool describes(std::string_view word, const Stack& s) {
  if (word.empty()) return false;
  if (word.size() == 1 && std::isupper(static_cast<unsigned char>(word[0]))) {
    auto c = colorFromLetter(static_cast<char>(std::tolower(word[0])));
    return c && *c == s.color && s.height >= 2;
  }
  for (char ch : word)
    if (!colorFromLetter(ch)) return false;
  return *colorFromLetter(word[0]) == s.color && static_cast<int>(word.size()) == s.height;
}

void checkLetters(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    if (!std::isalpha(static_cast<unsigned char>(text[i])) || !colorFromLetter(lower))
      throw ParseError("move '" + std::string(text) + "': unknown color letter '" +
                       std::string(firstCharacter(text.substr(i))) + "' at position " + std::to_string(i + 1));
  }
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
  if (tokens.size() != 2) throw ParseError("move '" + std::string(text) + "' must name exactly two stacks");
  Stack stacks[2];
  for (int i = 0; i < 2; ++i) stacks[i] = parseStackList(tokens[i]).stacks()[0];
  Move m{stacks[0], stacks[1]};
  if (!isLegal(p, m))
    throw ParseError("move '" + std::string(text) + "' is not legal in " + formatPosition(p) +
                     (compatible(m.a, m.b) ? ": no such stacks" : ": stacks differ in both height and color"));
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
    throw ParseError("move '" + std::string(text) + "' is longer than any move in " + formatPosition(p) + " (" +
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
    throw ParseError("move '" + std::string(text) + "' matches no legal move in " + formatPosition(p));
  Position first = p.combined(matches[0].a, matches[0].b);
  for (const Move& m : matches)
    if (!(p.combined(m.a, m.b) == first))
      throw ParseError("move '" + std::string(text) + "' is ambiguous in " + formatPosition(p) + ": " +
                       formatMoveExplicit(matches[0]) + " or " + formatMoveExplicit(m) +
                       "; write it as 'r1>b1'");
  return matches[0];
}

}  // namespace babylon
