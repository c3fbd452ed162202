// Parsers and printers for the position notations; every parse error names what and where.
#include "Notation.hpp"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <optional>
#include <stdexcept>

#include "ParseError.hpp"
#include "Printable.hpp"

namespace babylon {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) {
      parts.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  return parts;
}

// A non-negative decimal number no larger than kMaxChips; `what` names it in errors.
int parseCount(std::string_view text, const std::string& what) {
  text = trim(text);
  if (text.empty()) throw ParseError(what + " is empty");
  if (text.front() == '-') throw ParseError(what + " '" + std::string(text) + "' is negative");
  long value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec == std::errc::result_out_of_range || (ec == std::errc() && value > kMaxChips))
    throw ParseError(what + " '" + std::string(text) + "' is too large (at most " + std::to_string(kMaxChips) + ")");
  if (ec != std::errc() || end != text.data() + text.size())
    throw ParseError(what + " '" + std::string(text) + "' is not a number");
  return static_cast<int>(value);
}

// The paper typesets its positions with angle brackets: ⟨ ⟩ (U+27E8/9) and 〈 〉 (U+2329/A,
// U+3008/9) are read as < and >.
std::string asciiBrackets(std::string_view text) {
  std::string out(text);
  for (const char* open : {"\u27E8", "\u2329", "\u3008"})
    for (std::size_t at; (at = out.find(open)) != std::string::npos;) out.replace(at, std::strlen(open), "<");
  for (const char* close : {"\u27E9", "\u232A", "\u3009"})
    for (std::size_t at; (at = out.find(close)) != std::string::npos;) out.replace(at, std::strlen(close), ">");
  return out;
}

Position checked(std::vector<Stack> stacks, const std::string& where) {
  try {
    return Position(std::move(stacks));
  } catch (const std::invalid_argument& e) {
    throw ParseError(where + ": " + e.what());
  }
}

}  // namespace

std::string formatStack(const Stack& s) { return colorLetter(s.color) + std::to_string(s.height); }

std::string colorLegend() {
  std::string out;
  for (std::size_t c = 0; c < kColorLetters.size(); ++c)
    out += (out.empty() ? "" : ", ") + std::string(1, kColorLetters[c]) + " " + std::string(kColorNames[c]);
  return out;
}

namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// The color a stack starts with: a full name (`yellow`) or a letter, in any case; `used` is the
// number of characters it takes.
std::optional<Color> colorPrefix(std::string_view token, std::size_t& used) {
  std::string low;
  for (char c : token) low += lower(c);
  for (std::size_t c = 0; c < kColorLetters.size(); ++c)
    if (low.starts_with(kColorNames[c])) {
      used = kColorNames[c].size();
      return static_cast<Color>(c);
    }
  used = 1;
  return colorFromLetter(low[0]);
}

// Everything before the height, whole (never a part of a multi-byte character) for messages.
std::string_view colorWord(std::string_view token) {
  std::size_t end = 0;
  while (end < token.size() && !(token[end] >= '0' && token[end] <= '9')) ++end;
  return token.substr(0, std::max<std::size_t>(end, 1));
}

bool isStackSeparator(char c) { return isSpace(c) || c == ','; }

}  // namespace

Position parseStackList(std::string_view text) {
  std::vector<Stack> stacks;
  std::size_t i = 0;
  int index = 0;
  while (i < text.size()) {
    if (isStackSeparator(text[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !isStackSeparator(text[end])) ++end;
    std::string_view token = text.substr(i, end - i);
    std::string where = "stack " + std::to_string(++index) + " '" + std::string(token) + "'";
    std::size_t used = 1;
    auto color = colorPrefix(token, used);
    if (!color) {
      std::string_view word = colorWord(token);
      throw ParseError(where + ": unknown color " + (word.size() == 1 ? "letter " : "") + "'" + std::string(word) +
                       "' (colors: " + colorLegend() + ")");
    }
    if (token.size() == used) throw ParseError(where + ": missing height after the color");
    int height = parseCount(token.substr(used), where + ": height");
    if (height == 0) throw ParseError(where + ": height must be at least 1");
    stacks.push_back({*color, static_cast<std::uint8_t>(height)});
    i = end;
  }
  if (stacks.empty()) throw ParseError("no stacks given");
  return checked(std::move(stacks), "position");
}

std::string formatStackList(const Position& p) {
  std::string out;
  for (const Stack& s : p.stacks()) {
    if (!out.empty()) out += ' ';
    out += formatStack(s);
  }
  return out;
}

Position parsePaper(std::string_view text) {
  std::string ascii = asciiBrackets(text);
  std::string_view t = trim(ascii);
  if (t.empty() || t.front() != '<') throw ParseError("paper notation must start with '<'");
  if (t.back() != '>') throw ParseError("paper notation '" + std::string(t) + "' is missing the closing '>'");
  std::string_view inner = t.substr(1, t.size() - 2);
  if (inner.find_first_of("<>") != std::string_view::npos)
    throw ParseError("paper notation '" + std::string(t) + "' has an unbalanced '<' or '>'");
  auto fields = split(inner, ';');
  if (fields.size() > 3)
    throw ParseError("paper notation has " + std::to_string(fields.size()) +
                     " ';'-fields, expected 3 (singletons; red hills; blue hills)");
  if (fields.size() < 3)
    throw ParseError("paper notation '" + std::string(t) + "' is truncated: expected <j,k; red hills; blue hills>");
  auto singles = split(fields[0], ',');
  if (singles.size() != 2)
    throw ParseError("paper notation: the first field must be 'j,k' (red and blue singletons), got '" +
                     std::string(trim(fields[0])) + "'");
  std::vector<Stack> stacks;
  stacks.insert(stacks.end(), parseCount(singles[0], "red singleton count j"), Stack{kRed, 1});
  stacks.insert(stacks.end(), parseCount(singles[1], "blue singleton count k"), Stack{kBlue, 1});
  for (int field = 1; field <= 2; ++field) {
    if (trim(fields[field]).empty()) continue;
    std::string colorName = field == 1 ? "red" : "blue";
    auto hills = split(fields[field], ',');
    for (std::size_t h = 0; h < hills.size(); ++h) {
      std::string what = colorName + " hill " + std::to_string(h + 1);
      int height = parseCount(hills[h], what);
      if (height < 2)
        throw ParseError(what + " has height " + std::to_string(height) + ": a hill has height at least 2");
      stacks.push_back({static_cast<Color>(field - 1), static_cast<std::uint8_t>(height)});
    }
  }
  if (stacks.empty()) throw ParseError("paper notation '" + std::string(t) + "' has no stacks");
  return checked(std::move(stacks), "position");
}

bool hasPaperForm(const Position& p) { return p.colorSpan() <= 2; }

std::string formatPaper(const Position& p) {
  if (!hasPaperForm(p)) throw std::invalid_argument("paper notation covers red and blue only");
  int singles[2] = {0, 0};
  std::string hills[2];
  for (const Stack& s : p.stacks()) {  // canonical order: each color's tallest first
    if (s.height == 1) {
      ++singles[s.color];
      continue;
    }
    if (!hills[s.color].empty()) hills[s.color] += ',';
    hills[s.color] += std::to_string(s.height);
  }
  return "<" + std::to_string(singles[0]) + "," + std::to_string(singles[1]) + ";" + hills[0] + ";" + hills[1] + ">";
}

std::vector<int> parseChips(std::string_view text) {
  auto parts = split(trim(text), ',');
  if (parts.size() > static_cast<std::size_t>(kMaxColors))
    throw ParseError("--chips lists " + std::to_string(parts.size()) + " colors, at most " +
                     std::to_string(kMaxColors) + " are supported");
  std::vector<int> chips;
  for (std::size_t i = 0; i < parts.size(); ++i)
    chips.push_back(parseCount(
        parts[i], "chip count " + std::to_string(i + 1) + " (color '" + colorLetter(static_cast<Color>(i)) + "')"));
  if (std::all_of(chips.begin(), chips.end(), [](int c) { return c == 0; }))
    throw ParseError("--chips gives no chips at all");
  return chips;
}

Position parseInitial(std::string_view chipsText) {
  auto chips = parseChips(chipsText);
  try {
    return Position::initial(chips);
  } catch (const std::invalid_argument& e) {
    throw ParseError(std::string("--chips: ") + e.what());
  }
}

Position parsePosition(std::string_view text) {
  std::string ascii = asciiBrackets(text);
  std::string_view t = trim(ascii);
  if (t.empty()) throw ParseError("no position given");
  if (t.front() != '<' && t.find('<') != std::string_view::npos)
    throw ParseError("position '" + std::string(t) +
                     "' has text before its '<': give paper notation such as "
                     "<3,5;4;2> or a stack list such as 'r1 b2', not both");
  if (t.front() == '<' || t.back() == '>') return parsePaper(t);
  return parseStackList(t);
}

std::string formatPosition(const Position& p) { return hasPaperForm(p) ? formatPaper(p) : formatStackList(p); }

std::vector<Position> parseSum(std::string_view text) {
  if (text.find('+') == std::string_view::npos) return {parsePosition(text)};
  std::vector<Position> parts;
  for (std::size_t from = 0;;) {
    std::size_t plus = std::min(text.find('+', from), text.size());
    std::string_view part = text.substr(from, plus - from);
    std::string number = std::to_string(parts.size() + 1);
    if (trim(part).empty()) throw ParseError("sum '" + printable(text, 60) + "': part " + number + " is empty");
    try {
      parts.push_back(parsePosition(part));
    } catch (const ParseError& e) {
      throw ParseError("part " + number + " of the sum: " + e.what());
    }
    if (plus == text.size()) return parts;
    from = plus + 1;
  }
}

std::string formatSum(const std::vector<Position>& parts) {
  std::string out;
  for (const Position& p : parts) out += (out.empty() ? "" : " + ") + formatPosition(p);
  return out;
}

}  // namespace babylon
