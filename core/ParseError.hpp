// The error every parser throws: a one-line message naming what is wrong and where.
#pragma once

#include <stdexcept>
#include <string>

namespace babylon {

class ParseError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace babylon
