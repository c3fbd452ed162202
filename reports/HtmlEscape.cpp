// Character references for the five characters HTML gives meaning to, and code spans.
#include "HtmlEscape.hpp"

namespace babylon::report {

std::string escapeHtml(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string escapeHtmlWithCode(std::string_view text) {
  std::string out;
  bool inCode = false;
  for (std::size_t from = 0; from <= text.size();) {
    std::size_t tick = text.find('`', from);
    // An opening backtick without its closing one stays a backtick.
    if (!inCode && tick != std::string_view::npos && text.find('`', tick + 1) == std::string_view::npos)
      tick = std::string_view::npos;
    out += escapeHtml(text.substr(from, tick == std::string_view::npos ? std::string_view::npos : tick - from));
    if (tick == std::string_view::npos) break;
    out += inCode ? "</code>" : "<code>";
    inCode = !inCode;
    from = tick + 1;
  }
  return out;
}

}  // namespace babylon::report
