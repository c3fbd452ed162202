// Malformed certificates are refused with the line number of the fault.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "Certificate.hpp"
#include "CheckerProgram.hpp"

namespace {

const std::string kGood =
    "babylon-certificate 1\n"
    "side alice\n"
    "claim initial max-n 3\n"
    "starts\n"
    "r1 b1\n"
    "r1 b1 b1\n"
    "positions\n"
    "r1 b1 : r1>b1\n"
    "r1 b1 b1 : b1>b1\n"
    "end\n";

// The message of the Malformed thrown for kGood with `from` replaced by `to`.
std::string faultAfter(const std::string& from, const std::string& to) {
  std::string text = kGood;
  auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  try {
    bcheck::parseCertificateText(text);
  } catch (const bcheck::Malformed& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("A well-formed certificate parses, comments included", "[checker]") {
  auto c = bcheck::parseCertificateText("# written by a test\n" + kGood);
  CHECK(c.starts.size() == 2);
  CHECK(c.entries.size() == 2);
  CHECK(c.claimLine == 4);
}

TEST_CASE("Each malformed field is named with its line", "[checker]") {
  CHECK(faultAfter("babylon-certificate 1", "babylon-certificate 2").rfind("line 1:", 0) == 0);
  CHECK(faultAfter("side alice", "side carol").rfind("line 2:", 0) == 0);
  CHECK(faultAfter("max-n 3", "max-n three").rfind("line 3:", 0) == 0);
  CHECK(faultAfter("claim initial", "claim lemmas").rfind("line 3:", 0) == 0);  // not a set of Alice's
  CHECK(faultAfter("starts\n", "start\n").rfind("line 4:", 0) == 0);
  CHECK(faultAfter("r1 b1\nr1 b1 b1\n", "r1 x1\n").rfind("line 5:", 0) == 0);
  CHECK(faultAfter("r1 b1\nr1 b1 b1\n", "b1 r1\n").rfind("line 5:", 0) == 0);  // not canonical
  CHECK(faultAfter("r1 b1 : r1>b1", "r1 b1 r1>b1").rfind("line 8:", 0) == 0);
  CHECK(faultAfter("r1 b1 : r1>b1", "r1 b1 : r1-b1").rfind("line 8:", 0) == 0);
  CHECK(faultAfter("r1 b1 : r1>b1", "b1 r1 : r1>b1").rfind("line 8:", 0) == 0);
  CHECK(faultAfter("r1 b1 : r1>b1", "r2 b1 b1 : r2>b1").rfind("line 8:", 0) == 0);  // Bob to move
  CHECK(faultAfter("r1 b1 b1 : b1>b1", "r1 b1 : b1>r1").rfind("line 9:", 0) == 0);  // twice
  CHECK(faultAfter("end\n", "").rfind("line 10:", 0) == 0);
  CHECK(faultAfter("end\n", "end\nr1 b1\n").rfind("line 11:", 0) == 0);
  CHECK(faultAfter("r1 b1 : r1>b1", "r1 b300 : r1>b1").rfind("line 8:", 0) == 0);
}

TEST_CASE("A text cut into chunks anywhere parses as a whole", "[checker]") {
  for (std::size_t size : {1, 2, 3, 7, 64}) {
    bcheck::CertificateParser parser;
    for (std::size_t at = 0; at < kGood.size(); at += size) parser.text(std::string_view(kGood).substr(at, size));
    auto c = parser.finish();
    CHECK(c.starts.size() == 2);
    CHECK(c.entries.size() == 2);
  }
  CHECK(faultAfter("end\n", "end").rfind("accepted", 0) == 0);  // the last line may lack its '\n'
}

TEST_CASE("The file reader gives the same certificate for bytes cut anywhere, plain or zstd", "[checker]") {
  for (const std::string& bytes : {kGood, babylon::checkertest::compressed(kGood)})
    for (std::size_t size : {1, 2, 3, 5, 4096}) {
      bcheck::CertificateReader reader;
      for (std::size_t at = 0; at < bytes.size(); at += size) reader.bytes(std::string_view(bytes).substr(at, size));
      auto c = reader.finish();
      CHECK(c.starts.size() == 2);
      CHECK(c.entries.size() == 2);
    }
}

TEST_CASE("A line longer than the format's limit is refused at that line", "[checker]") {
  std::string limit = std::to_string(bcheck::kMaxLineBytes);
  std::string comment(bcheck::kMaxLineBytes, '#');
  CHECK(faultAfter("positions\n", "positions\n" + comment + "\n") == "accepted");
  CHECK(faultAfter("positions\n", "positions\n" + comment + "#\n") ==
        "line 8: longer than " + limit + " bytes, the format's limit");
  // Refused before its end arrives: the rest of the text is never needed.
  bcheck::CertificateParser parser;
  parser.text("babylon-certificate 1\n" + comment);
  CHECK_THROWS_WITH(parser.text("r"), "line 2: longer than " + limit + " bytes, the format's limit");
}

TEST_CASE("Echoed text is short and escaped", "[checker]") {
  CHECK(faultAfter("r1 b1\nr1 b1 b1\n", "r1 \x1b[2K\rproved\a\n") ==
        "line 5: not a position in stack notation: 'r1 \\x1b[2K\\x0dproved\\x07'");
  CHECK(faultAfter("r1 b1\nr1 b1 b1\n", "r1 \\x1b\n") == "line 5: not a position in stack notation: 'r1 \\x5cx1b'");
  std::string junk = "r1 " + std::string(3000, 'x') + " end";
  CHECK(faultAfter("r1 b1\nr1 b1 b1\n", junk + "\n") == "line 5: not a position in stack notation: 'r1 " +
                                                            std::string(37, 'x') + "...(3007 bytes)..." +
                                                            std::string(16, 'x') + " end'");
  CHECK(faultAfter("claim initial", "claim \x1b]0;x\a") == "line 3: unknown start set '\\x1b]0;x\\x07' for this side");
}

TEST_CASE("The sixteen colors are the letters r b g o p w k c m t s n l h d y", "[checker]") {
  auto p = bcheck::parsePosition("r1 b1 g1 o1 p1 w1 k1 c1 m1 t1 s1 n1 l1 h1 d1 y1");
  REQUIRE(p);
  CHECK(bcheck::isCanonical(*p));
  CHECK(p->back().color == 15);
  CHECK_FALSE(bcheck::parsePosition("r1 e1"));
}
