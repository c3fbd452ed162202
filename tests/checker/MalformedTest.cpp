// Malformed certificates are refused with the line number of the fault.
#include <catch2/catch.hpp>

#include <string>

#include "Certificate.hpp"

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
