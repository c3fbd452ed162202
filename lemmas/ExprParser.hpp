// Reads a condition or a number in the paper's notation, the notation Expr::str() prints, back
// into an Expr: the case tables' guards and successor parameters as a reader writes them.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "Expr.hpp"

namespace babylon {

// What the names in a text may mean: a parameter (a variable of that name) or a name defined
// earlier as a whole expression (a table's named sub-condition, such as Lemma 4.4's exceptions).
struct ExprNames {
  std::vector<std::string> parameters;
  std::vector<std::pair<std::string, Expr>> defined;
};

// Which kind of expression the text must be.
enum class ExprSort { Condition, Number, Either };

// The expression the text writes, in the grammar of lemmas/README.md: `implies`, `or`, `and`,
// `not`, the comparisons `= != < <= > >=`, `x is even`, `x is odd`, `+ - * /` (floor division by a
// positive whole number; `2u` is 2*u), `[condition]` (1 where it holds, else 0), `(a if c else b)`,
// parentheses, whole numbers and names, and `always`. Throws ParseError "column N: ..." naming
// the first thing that is wrong: an unknown name, a number where a condition belongs or the
// reverse, a missing parenthesis, text left over.
Expr parseExpr(std::string_view text, const ExprNames& names, ExprSort sort = ExprSort::Condition);

}  // namespace babylon
