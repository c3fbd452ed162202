// Following chip strings through a game to print its moves in the paper's notation.
#include "PaperRecorder.hpp"

#include <cctype>
#include <stdexcept>

namespace babylon {

PaperRecorder::PaperRecorder(const Position& start) {
  for (const Stack& s : start.stacks())
    stacks_.push_back({s, s.height == 1 ? std::string(1, colorLetter(s.color)) : std::string()});
}

std::size_t PaperRecorder::find(const Stack& s, std::size_t skip) const {
  // Prefer a stack whose chips are known, so that the record spells as much as it can.
  std::size_t unknown = stacks_.size();
  for (std::size_t i = 0; i < stacks_.size(); ++i) {
    if (i == skip || !(stacks_[i].first == s)) continue;
    if (!stacks_[i].second.empty()) return i;
    if (unknown == stacks_.size()) unknown = i;
  }
  if (unknown == stacks_.size()) throw std::logic_error("PaperRecorder: the move's stack is not in the position");
  return unknown;
}

std::string PaperRecorder::word(std::size_t i) const {
  const auto& [stack, chips] = stacks_[i];
  if (!chips.empty() && stack.height <= 2) return chips;
  return std::string(1, static_cast<char>(std::toupper(colorLetter(stack.color))));
}

std::string PaperRecorder::play(const Move& m) {
  std::size_t a = find(m.a, stacks_.size());
  std::size_t b = find(m.b, a);
  std::string text = word(a) + word(b);
  std::string chips =
      stacks_[a].second.empty() || stacks_[b].second.empty() ? "" : stacks_[a].second + stacks_[b].second;
  stacks_[b] = {m.result(), chips};
  stacks_.erase(stacks_.begin() + static_cast<std::ptrdiff_t>(a));
  return text;
}

}  // namespace babylon
