// The terminal's width and word wrapping for `babylon play`.
#include "TerminalText.hpp"

#include <cstdlib>
#include <sstream>

#include <sys/ioctl.h>
#include <unistd.h>

namespace babylon::cli {

namespace {
// UTF-8 characters in s (its bytes that do not continue a character).
int columns(const std::string& s) {
  int n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}
}  // namespace

int terminalWidth(int fd) {
  if (const char* env = std::getenv("COLUMNS")) {
    char* end = nullptr;
    long n = std::strtol(env, &end, 10);
    if (end != env && *end == '\0' && n >= 20 && n <= 10000) return static_cast<int>(n);
  }
  winsize size{};
  if (isatty(fd) != 0 && ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col >= 20) return size.ws_col;
  return 80;
}

std::string wrapped(const std::string& text, int width, const std::string& first, const std::string& rest) {
  std::istringstream words(text);
  std::string out, line = first, word;
  bool empty = true;  // no word on the line yet
  while (words >> word) {
    if (!empty && columns(line) + 1 + columns(word) > width) {
      out += line + "\n";
      line = rest;
      empty = true;
    }
    line += (empty ? "" : " ") + word;
    empty = false;
  }
  out += line + "\n";
  // A no-break space joins two words on one line; it is shown as a space.
  for (auto at = out.find(kNoBreakSpace); at != std::string::npos; at = out.find(kNoBreakSpace, at + 1))
    out.replace(at, std::string(kNoBreakSpace).size(), " ");
  return out;
}

}  // namespace babylon::cli
