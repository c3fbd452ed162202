// The error every parser throws: a one-line message naming what is wrong and where.
#pragma once

#include <stdexcept>
#include <string>

#include "core/Printable.hpp"

namespace babylon {

// The message is made printable once, here: whatever input it echoes (a NUL, a terminal escape,
// bytes that are not UTF-8), what() is one line of valid UTF-8 that no NUL cuts short.
class ParseError : public std::runtime_error {
 public:
  explicit ParseError(const std::string& what) : std::runtime_error(printable(what, 2000)) {}
  explicit ParseError(const char* what) : ParseError(std::string(what)) {}
};

}  // namespace babylon
