// Text for a person at a terminal: the width to wrap to, and paragraphs wrapped to it.
#pragma once

#include <string>

namespace babylon::cli {

inline constexpr const char* kNoBreakSpace = "\u00A0";

// The columns to wrap to: COLUMNS when set to a number of at least 20; else, when `fd` is a
// terminal, its width (ioctl TIOCGWINSZ); else 80.
int terminalWidth(int fd);

// `text` broken at spaces into lines of at most `width` columns (a longer word gets a line of
// its own), the first line after `first`, the others after `rest`; each line ends with "\n".
// Columns are counted in UTF-8 characters. A no-break space (kNoBreakSpace) is no place to break
// the line, and is written as a plain space.
std::string wrapped(const std::string& text, int width, const std::string& first = "", const std::string& rest = "");

}  // namespace babylon::cli
