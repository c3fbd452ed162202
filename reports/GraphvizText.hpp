// Quoting for Graphviz's DOT language, shared by the graph writers.
#pragma once

#include <string>

namespace babylon::report {

// A DOT double-quoted string: quotes and backslashes escaped, newlines as \n.
std::string dotQuote(const std::string& text);

}  // namespace babylon::report
