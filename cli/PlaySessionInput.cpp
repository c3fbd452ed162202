// The two sources of the person's lines: a stream, and libedit's readline on a terminal.
#include "PlaySessionInput.hpp"

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <istream>
#include <memory>
#include <ostream>

#include <editline/readline.h>

namespace babylon::cli {

std::optional<std::string> StreamLines::readLine(const std::string& prompt) {
  out_ << prompt << std::flush;
  std::string line;
  if (!std::getline(in_, line)) return std::nullopt;
  if (echo_) out_ << line << "\n";
  return line;
}

EditedLines::EditedLines() {
  // libedit reads and shows multi-byte characters only in a locale that has them (the user's).
  std::setlocale(LC_CTYPE, "");
  // ~/.editrc may configure the session under this name ("babylon:bind -v" for vi keys).
  rl_readline_name = "babylon";
  using_history();
}

EditedLines::~EditedLines() { clear_history(); }

std::optional<std::string> EditedLines::readLine(const std::string& prompt) {
  std::fflush(stdout);
  std::unique_ptr<char, decltype(&std::free)> line(readline(prompt.c_str()), &std::free);
  if (!line) return std::nullopt;
  std::string text(line.get());
  if (text.find_first_not_of(" \t") != std::string::npos && text != last_) {
    add_history(text.c_str());
    last_ = text;
  }
  return text;
}

}  // namespace babylon::cli
