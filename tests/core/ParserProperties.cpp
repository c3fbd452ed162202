// The parsers never crash: on any string they return a value or throw babylon::ParseError, and
// what they accept prints back to the same position (or is a legal move).
#include <rapidcheck/catch.h>

#include <string>
#include <vector>

#include "Generators.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"

using namespace babylon;

namespace {

// Strings over the notations' own alphabet, so that they get deep into the parsers.
rc::Gen<std::string> notationString() {
  static const std::string alphabet = "<>;,0123456789 rbgRB-";
  return rc::gen::container<std::string>(rc::gen::elementOf(alphabet));
}

// Strings glued from whole tokens of the notations: near misses of valid input.
rc::Gen<std::string> tokenString() {
  static const std::vector<std::string> tokens{"<",
                                               ">",
                                               ";",
                                               ",",
                                               " ",
                                               "\t",
                                               "0",
                                               "1",
                                               "2",
                                               "3",
                                               "4",
                                               "7",
                                               "12",
                                               "128",
                                               "255",
                                               "256",
                                               "-1",
                                               "+1",
                                               "99999999999999999999",
                                               "r",
                                               "b",
                                               "g",
                                               "e",
                                               "x",
                                               "R",
                                               "B",
                                               "G",
                                               "r1",
                                               "b1",
                                               "g2",
                                               "r2",
                                               "b3",
                                               ">",
                                               ".5"};
  return rc::gen::map(rc::gen::container<std::vector<std::string>>(rc::gen::elementOf(tokens)),
                      [](const std::vector<std::string>& parts) {
                        std::string out;
                        for (const auto& t : parts) out += t;
                        return out;
                      });
}

// A valid text with up to three random edits (insert, delete or replace a character of the
// notation alphabet): mostly near misses, sometimes still valid.
rc::Gen<std::string> mutated(rc::Gen<std::string> valid) {
  return rc::gen::exec([valid] {
    static const std::string alphabet = "<>;,0123456789 rbgRB-";
    std::string text = *valid;
    int edits = *rc::gen::inRange(0, 4);
    for (int e = 0; e < edits; ++e) {
      std::size_t at = *rc::gen::inRange<std::size_t>(0, text.size() + 1);
      char c = *rc::gen::elementOf(alphabet);
      switch (*rc::gen::inRange(0, 3)) {
        case 0: text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c); break;
        case 1:
          if (at < text.size()) text.erase(at, 1);
          break;
        default:
          if (at < text.size()) text[at] = c;
          break;
      }
    }
    return text;
  });
}

rc::Gen<std::string> positionText() {
  auto shape = testgen::StackShape{30, 8, 1, 3};
  return rc::gen::oneOf(rc::gen::map(testgen::positions(shape), [](const Position& p) { return formatPosition(p); }),
                        rc::gen::map(testgen::positions(shape), [](const Position& p) { return formatStackList(p); }));
}

rc::Gen<std::string> anyInput() {
  return rc::gen::oneOf(rc::gen::arbitrary<std::string>(), notationString(), tokenString(), mutated(positionText()));
}

// Move texts for p: random garbage, or a legal move's paper or explicit form, perhaps mutated.
rc::Gen<std::string> moveInput(const Position& p) {
  std::vector<std::string> valid;
  for (const Move& m : legalMoves(p)) {
    valid.push_back(formatMovePaper(m));
    valid.push_back(formatMoveExplicit(m));
    valid.push_back(formatStack(m.a) + " " + formatStack(m.b));
  }
  return rc::gen::oneOf(anyInput(), mutated(rc::gen::elementOf(valid)));
}

// Runs a parser; only ParseError may escape it. Returns whether it accepted the text.
template <typename Parse>
bool acceptsOrParseError(Parse&& parse) {
  try {
    parse();
    return true;
  } catch (const ParseError&) {
    return false;
  }
}

}  // namespace

TEST_CASE("Position parsers return a position or throw ParseError", "[parsers]") {
  rc::prop("parsePosition", [] {
    std::string text = *anyInput();
    Position p;
    bool ok = acceptsOrParseError([&] { p = parsePosition(text); });
    RC_CLASSIFY(ok, "accepted");
    if (ok) {
      RC_ASSERT(p.stackCount() >= 1u);
      RC_ASSERT(p.chips() <= kMaxChips);
      RC_ASSERT(parsePosition(formatPosition(p)) == p);
    }
  });
  rc::prop("parsePaper", [] {
    std::string text = *anyInput();
    Position p;
    if (acceptsOrParseError([&] { p = parsePaper(text); })) {
      RC_ASSERT(hasPaperForm(p));
      RC_ASSERT(parsePaper(formatPaper(p)) == p);
    }
  });
  rc::prop("parseStackList", [] {
    std::string text = *anyInput();
    Position p;
    if (acceptsOrParseError([&] { p = parseStackList(text); })) RC_ASSERT(parseStackList(formatStackList(p)) == p);
  });
}

TEST_CASE("Chips parsers return counts or throw ParseError", "[parsers]") {
  rc::prop("parseChips and parseInitial", [] {
    std::string text = *anyInput();
    std::vector<int> chips;
    if (acceptsOrParseError([&] { chips = parseChips(text); })) {
      RC_ASSERT(chips.size() <= static_cast<std::size_t>(kMaxColors));
      for (int c : chips) RC_ASSERT(c >= 0 && c <= kMaxChips);
    }
    Position p;
    if (acceptsOrParseError([&] { p = parseInitial(text); })) RC_ASSERT(p.chips() >= 1);
  });
}

TEST_CASE("parseMove returns a legal move or throws ParseError", "[parsers]") {
  // <3,3;4,2;2>: singletons and hills of both colors, so many stack strings match something.
  const Position p = parsePaper("<3,3;4,2;2>");
  rc::prop("parseMove on a fixed position", [&] {
    std::string text = *moveInput(p);
    Move m;
    bool ok = acceptsOrParseError([&] { m = parseMove(p, text); });
    RC_CLASSIFY(ok, "accepted");
    if (ok) RC_ASSERT(isLegal(p, m));
  });
}
