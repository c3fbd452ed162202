// Text from the user made safe to echo in a one-line message: control bytes and invalid UTF-8
// escaped as \xNN (valid UTF-8 such as 日本 kept whole), and long text cut in the middle.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace babylon {

// The text with control bytes, invalid UTF-8 and NUL escaped; longer than maxBytes, the middle
// is replaced by " … (N bytes) … " so that both ends stay readable.
std::string printable(std::string_view text, std::size_t maxBytes = 200);

// The first character of `text`: one whole UTF-8 code point when valid, else its first byte.
std::string_view firstCharacter(std::string_view text);

}  // namespace babylon
