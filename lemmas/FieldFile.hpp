// The line format the rule tables share (lemmas/README.md): entries that start with `case ID`,
// fields written `FIELD: value`, indented lines that continue a field, blank lines and `#`
// comments. Bob's case tables (CaseTableFile) and Alice's rules (AliceRulesFile) are read by it.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "CaseTable.hpp"
#include "ExprParser.hpp"

namespace babylon {

struct Field {
  std::string value;
  int line = 0;
};

class FieldFile {
 public:
  // `where` names the file in messages; `fields` are the field names an entry may have, `required`
  // those it must have; `seen` maps each case id read so far (in this or an earlier file) to its
  // file:line, for the duplicate check; `lines` lists the kinds of line, for a message.
  FieldFile(const std::string& where, std::vector<std::string> fields, std::vector<std::string> required,
            std::unordered_map<std::string, std::string>& seen, std::string lines);
  virtual ~FieldFile() = default;
  FieldFile(const FieldFile&) = delete;
  FieldFile& operator=(const FieldFile&) = delete;

 protected:
  // Reads every line, then ends the last entry. Throws ParseError "where:LINE: what is wrong".
  void readAll(std::string_view text);
  [[noreturn]] void fail(int line, const std::string& what) const;
  const Field* field(const std::string& key) const;
  // A required field's text; "KEY: the sentence is empty" when there is none.
  const std::string& sentence(const std::string& key) const;
  // A line of the file's own, asked before it is read as a field: taken when it returns true
  // (it ends the entry being read with finishCase() where it must).
  virtual bool other(const std::string& text, int number) = 0;
  // The entry `id` (at `line`) has been read; its fields are field()'s until it returns.
  virtual void finish(const std::string& id, int line) = 0;
  // Ends the entry being read, if any: checks its required fields and calls finish().
  void finishCase();
  // The value of `values` whose name (nameOf) the field writes; else "unknown WHAT" with every name.
  template <typename T, std::size_t N, typename NameOf>
  T named(const Field& f, const std::array<T, N>& values, NameOf nameOf, const char* what) const {
    std::vector<std::string> names;
    for (T v : values) {
      if (f.value == nameOf(v)) return v;
      names.push_back(nameOf(v));
    }
    fail(f.line, std::string("unknown ") + what + " '" + f.value + "' (one of: " + joined(names) + ")");
  }
  Origin origin(const Field& f) const;
  // The expression the field's text writes (lemmas/README.md), over `names`; an error names `role`.
  Expr expression(const std::string& text, const ExprNames& names, ExprSort sort, const std::string& role,
                  int number) const;
  // Claims a case id: one word, not seen before.
  void claimId(const std::string& id, int number);

 public:
  static std::string trimmed(std::string_view s);
  static std::string joined(const std::vector<std::string>& words);  // "a, b, c"

 protected:
  const std::string& where_;

 private:
  void readLine(std::string_view line, int number);

  std::vector<std::string> fields_, required_;
  std::unordered_map<std::string, std::string>& seen_;
  std::string lines_;
  std::string caseId_;
  bool inCase_ = false;
  int caseLine_ = 0;
  std::vector<std::pair<std::string, Field>> values_;  // of the case being read, in the file's order
  Field* last_ = nullptr;                              // the field a continued line extends
};

}  // namespace babylon
