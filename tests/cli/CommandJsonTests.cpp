// A command's JSON written with one array's elements made one at a time (cli/CommandJson's
// dumpWithArray): the same text as the whole document dumped at once.
#include <sstream>

#include <catch2/catch.hpp>

#include "cli/CommandJson.hpp"

using namespace babylon::cli;
using nlohmann::json;
using nlohmann::ordered_json;

namespace {
json element(std::size_t i) {
  return {{"start", "<" + std::to_string(i) + ",1;;>"},
          {"params", {{"p", i}, {"q", 1}}},
          {"verified", i % 2 == 0},
          {"note", "two\nlines"},
          {"empty", json::array()}};
}
}  // namespace

TEST_CASE("A streamed array gives the text of the whole document") {
  for (std::size_t count : {0, 1, 3}) {
    ordered_json whole = {
        {"version", "x"}, {"totals", {{"starts", count}}}, {"starts", json::array()}, {"after", {1, 2}}};
    ordered_json empty = whole;
    for (std::size_t i = 0; i < count; ++i) whole["starts"].push_back(ordered_json(element(i)));
    std::ostringstream out;
    dumpWithArray(out, empty, "starts", count, element);
    INFO(count);
    CHECK(out.str() == whole.dump(2));
    CHECK(ordered_json::parse(out.str()) == whole);
  }
}
