// The tables read from the data files are exactly the ones the C++ tables built (a dump taken
// from them before the files replaced them): same ids, order, fields and guards.
#include <fstream>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "lemmas/CaseTable.hpp"

using namespace babylon;

TEST_CASE("the loaded case table is the one the C++ tables built", "[tables]") {
  std::ifstream in(BABYLON_CONVERSION_FIXTURE);
  nlohmann::json before = nlohmann::json::parse(in);
  const auto& table = caseTable();
  REQUIRE(table.size() == before.size());
  for (std::size_t i = 0; i < table.size(); ++i) {
    const CaseEntry& e = table[i];
    const auto& b = before[i];
    INFO(e.id);
    nlohmann::json successor = nlohmann::json::array();
    for (const auto& [name, value] : e.successor) successor.push_back({name, value.str()});
    CHECK(e.id == b["id"]);
    CHECK(familyName(e.family) == b["family"].get<std::string>());
    CHECK(e.alice == b["alice"]);
    CHECK(e.anyAliceMove == b["any"]);
    CHECK(e.guard.str() == b["guard"]);
    CHECK(static_cast<int>(e.replyKind) == b["replyKind"]);
    CHECK(e.reply == b["reply"]);
    CHECK(familyName(e.next) == b["next"].get<std::string>());
    CHECK(e.claim == b["claim"]);
    CHECK(originName(e.origin) == b["origin"].get<std::string>());
    CHECK(e.text == b["text"]);
    CHECK(e.plain == b["plain"]);
    CHECK(successor == b["successor"]);
    CHECK(e.successorReflected == b["successorReflected"]);
    CHECK(e.reflection == b["reflection"]);
    CHECK(e.reflectionOf == b["reflectionOf"]);
  }
}
