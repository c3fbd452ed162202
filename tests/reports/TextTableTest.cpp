// The one text-table formatter: columns as wide as their widest cell, numbers right-aligned.
#include <catch2/catch.hpp>

#include "reports/TextTable.hpp"

using babylon::report::TextTable;

TEST_CASE("a text table sizes each column to its widest cell", "[table]") {
  TextTable t({{"kind", TextTable::Align::Left}, {"total"}, {"note", TextTable::Align::Left}}, "  ");
  t.row({"arithmetic", "8", "one refuted"}).row({"legal", "1,084"}).rule().row({"all", "1,092", "x"});
  CHECK(t.str() ==
        "  kind        total  note\n"
        "  ------------------------------\n"
        "  arithmetic      8  one refuted\n"
        "  legal       1,084\n"
        "  ------------------------------\n"
        "  all         1,092  x\n");
}

TEST_CASE("a text table counts a multi-byte character as one column", "[table]") {
  TextTable t({{"start", TextTable::Align::Left}, {"n"}});
  t.row({"⟨3,3;;⟩", "6"}).row({"<3,3;;>", "6"});
  std::string s = t.str();
  CHECK(s.find("⟨3,3;;⟩  6\n") != std::string::npos);
  CHECK(s.find("<3,3;;>  6\n") != std::string::npos);
}
