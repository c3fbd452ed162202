// Plain-text tables for the commands' output: columns sized to their widest cell (so nothing
// overflows), numbers right-aligned, a rule under the header. The commands' text tables go through
// this one formatter; Debian 12 packages no C++ table library (no tabulate, no libfort).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace babylon::report {

class TextTable {
 public:
  enum class Align { Left, Right };
  struct Column {
    std::string header;
    Align align = Align::Right;
  };
  explicit TextTable(std::vector<Column> columns, std::string indent = "");
  // One row, a cell per column (missing cells are empty). Counts are best given through
  // thousands() (core/util/Thousands.hpp).
  TextTable& row(std::vector<std::string> cells);
  // A rule under the rows so far (before a total line, say).
  TextTable& rule();
  std::string str() const;

 private:
  std::vector<Column> columns_;
  std::string indent_;
  std::vector<std::vector<std::string>> rows_;  // an empty row is a rule
};

}  // namespace babylon::report
