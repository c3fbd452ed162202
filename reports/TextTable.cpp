// Width of each column = its widest cell, counted in code points so that names such as "⟨…⟩" line up.
#include "TextTable.hpp"

#include <algorithm>

namespace babylon::report {

namespace {
std::size_t displayWidth(const std::string& s) {
  return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}
}  // namespace

TextTable::TextTable(std::vector<Column> columns, std::string indent)
    : columns_(std::move(columns)), indent_(std::move(indent)) {}

TextTable& TextTable::row(std::vector<std::string> cells) {
  cells.resize(columns_.size());
  rows_.push_back(std::move(cells));
  return *this;
}

TextTable& TextTable::rule() {
  rows_.emplace_back();
  return *this;
}

std::string TextTable::str() const {
  std::vector<std::size_t> width(columns_.size());
  for (std::size_t c = 0; c < columns_.size(); ++c) {
    width[c] = displayWidth(columns_[c].header);
    for (const auto& r : rows_)
      if (!r.empty()) width[c] = std::max(width[c], displayWidth(r[c]));
  }
  auto line = [&](const std::vector<std::string>& cells) {
    std::string out = indent_;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
      std::size_t pad = width[c] - displayWidth(cells[c]);
      bool last = c + 1 == columns_.size();
      if (columns_[c].align == Align::Right)
        out += std::string(pad, ' ') + cells[c];
      else
        out += cells[c] + (last ? "" : std::string(pad, ' '));
      if (!last) out += "  ";
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + "\n";
  };
  std::vector<std::string> headers;
  for (const Column& c : columns_) headers.push_back(c.header);
  std::string out = line(headers);
  std::size_t total = 0;
  for (std::size_t w : width) total += w;
  std::string ruleLine = indent_ + std::string(total + 2 * (columns_.size() - 1), '-') + "\n";
  out += ruleLine;
  for (const auto& r : rows_) out += r.empty() ? ruleLine : line(r);
  return out;
}

}  // namespace babylon::report
