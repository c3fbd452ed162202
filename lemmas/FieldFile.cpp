// The shared line format of the rule tables (FieldFile.hpp): one pass over the lines, each error
// one line naming the file, the line and what is wrong.
#include "FieldFile.hpp"

#include <algorithm>

#include "core/ParseError.hpp"

namespace babylon {

FieldFile::FieldFile(const std::string& where, std::vector<std::string> fields, std::vector<std::string> required,
                     std::unordered_map<std::string, std::string>& seen, std::string lines)
    : where_(where),
      fields_(std::move(fields)),
      required_(std::move(required)),
      seen_(seen),
      lines_(std::move(lines)) {}

std::string FieldFile::trimmed(std::string_view s) {
  std::size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string_view::npos ? std::string() : std::string(s.substr(a, b - a + 1));
}

std::string FieldFile::joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

void FieldFile::readAll(std::string_view text) {
  int number = 0;
  std::size_t at = 0;
  while (at <= text.size()) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(at, end - at);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++number;
    readLine(line, number);
    if (end == text.size()) break;
    at = end + 1;
  }
  finishCase();
}

void FieldFile::fail(int line, const std::string& what) const {
  throw ParseError(where_ + ":" + std::to_string(line) + ": " + what);
}

const Field* FieldFile::field(const std::string& key) const {
  for (const auto& [k, f] : values_)
    if (k == key) return &f;
  return nullptr;
}

const std::string& FieldFile::sentence(const std::string& key) const {
  const Field& f = *field(key);
  if (f.value.empty()) fail(f.line, key + ": the sentence is empty");
  return f.value;
}

void FieldFile::readLine(std::string_view line, int number) {
  if (trimmed(line).empty() || trimmed(line)[0] == '#') return;
  if (line[0] == ' ' || line[0] == '\t') {
    if (!last_) fail(number, "an indented line continues a field, but no field comes before it");
    last_->value += " " + trimmed(line);
    return;
  }
  std::string text(line);
  if (text.rfind("case ", 0) == 0) {
    finishCase();
    std::string id = trimmed(text.substr(5));
    claimId(id, number);
    caseId_ = id;
    inCase_ = true;
    caseLine_ = number;
    return;
  }
  if (other(text, number)) return;
  std::size_t colon = text.find(':');
  if (colon == std::string::npos) fail(number, "'" + text + "' is no line of a table (" + lines_ + ")");
  std::string key = text.substr(0, colon);
  if (std::find(fields_.begin(), fields_.end(), key) == fields_.end())
    fail(number, "unknown field '" + key + "' (fields: " + joined(fields_) + ")");
  if (!inCase_) fail(number, "field '" + key + "' outside a case (start one with 'case ID')");
  for (const auto& [k, f] : values_)
    if (k == key)
      fail(number,
           "field '" + key + "' given twice in case " + caseId_ + " (first at line " + std::to_string(f.line) + ")");
  values_.push_back({key, {trimmed(text.substr(colon + 1)), number}});
  last_ = &values_.back().second;
}

Origin FieldFile::origin(const Field& f) const {
  static constexpr std::array kOrigins = {Origin::Paper, Origin::Completion, Origin::SolverFallback, Origin::Repair,
                                          Origin::Solver};
  return named(f, kOrigins, originName, "origin");
}

Expr FieldFile::expression(const std::string& text, const ExprNames& names, ExprSort sort, const std::string& role,
                           int number) const {
  try {
    return parseExpr(text, names, sort);
  } catch (const ParseError& e) {
    fail(number, role + ", " + e.what());
  }
}

void FieldFile::claimId(const std::string& id, int number) {
  if (id.empty() || id.find_first_of(" \t") != std::string::npos)
    fail(number, "case id '" + id + "' must be one word (such as L4.4(ii).exception)");
  auto [it, fresh] = seen_.emplace(id, where_ + ":" + std::to_string(number));
  if (!fresh) fail(number, "duplicate case id '" + id + "' (first at " + it->second + ")");
}

void FieldFile::finishCase() {
  last_ = nullptr;
  if (!inCase_) return;
  for (const std::string& key : required_)
    if (!field(key)) fail(caseLine_, "case " + caseId_ + " has no '" + key + "' field");
  finish(caseId_, caseLine_);
  inCase_ = false;
  values_.clear();
}

}  // namespace babylon
