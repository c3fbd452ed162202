// Where the person's lines come from in `babylon play`: a stream (a pipe, a file, a test's
// string), or, when the person types at a terminal, a line editor with history (libedit).
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

namespace babylon::cli {

class LineSource {
 public:
  virtual ~LineSource() = default;
  // Shows the prompt and returns the next line without its newline; nullopt at end of input.
  virtual std::optional<std::string> readLine(const std::string& prompt) = 0;
};

// Lines read from a stream, the prompt written to `out`; with `echo`, each line is repeated
// after the prompt, so that piped input reads as a transcript.
class StreamLines final : public LineSource {
 public:
  StreamLines(std::istream& in, std::ostream& out, bool echo) : in_(in), out_(out), echo_(echo) {}
  std::optional<std::string> readLine(const std::string& prompt) override;

 private:
  std::istream& in_;
  std::ostream& out_;
  bool echo_;
};

// Lines typed at the terminal through libedit's readline interface: arrow keys move in the line
// and through the history of the session's lines, Ctrl-D at an empty line ends the input. Only
// for a terminal on both standard input and standard output; one at a time (libedit's readline
// interface has a single global state).
class EditedLines final : public LineSource {
 public:
  EditedLines();
  ~EditedLines() override;
  EditedLines(const EditedLines&) = delete;
  EditedLines& operator=(const EditedLines&) = delete;
  std::optional<std::string> readLine(const std::string& prompt) override;

 private:
  std::string last_;  // the last line put in the history, so that a repeated line is kept once
};

}  // namespace babylon::cli
