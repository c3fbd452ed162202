// Input echoed in a message: short, and every byte outside printable ASCII escaped, so that a
// hostile file or path cannot flood the terminal or send it control sequences.
#pragma once

#include <string>
#include <string_view>

namespace bcheck {

inline constexpr std::size_t kExcerptBytes = 60;  // at most this many bytes of input are echoed

// Bytes outside 0x20..0x7e become \xNN; past kExcerptBytes, the middle is replaced by
// "...(N bytes)..." so that both ends stay visible (a path's file name, a line's start).
std::string excerpt(std::string_view text);

}  // namespace bcheck
