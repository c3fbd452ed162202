// Naming moves the way the paper's case analysis does.
#include "PaperFrame.hpp"

#include "core/MoveNotation.hpp"

namespace babylon {

std::string moveClass(const Move& paperMove) {
  std::string name = formatMovePaper(paperMove);
  // Rr (the hill onto a singleton of its color) makes the same stack as rR.
  if (name == "Rr") return "rR";
  if (name == "Bb") return "bB";
  return name;
}

}  // namespace babylon
