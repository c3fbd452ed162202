// Escaping text for HTML (and inline SVG) so that positions like <3,5;;> and rule text are shown, not parsed.
#pragma once

#include <string>
#include <string_view>

namespace babylon::report {

// &, <, >, " and ' as character references; safe in element content and quoted attributes.
std::string escapeHtml(std::string_view text);
// The same, with each `...` span of the text (Markdown's code span, as summary.md writes it) as
// <code>...</code>: the one wording of a finding serves both files.
std::string escapeHtmlWithCode(std::string_view text);

}  // namespace babylon::report
