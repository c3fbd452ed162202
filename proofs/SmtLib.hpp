// The project's own SMT-LIB 2 printer for expression objects: the text cvc5 re-checks is printed
// from the Expr directly, not by Z3, so a fault in either translation (proofs/ExprZ3 or this one)
// shows up as a disagreement between the two solvers instead of fooling both.
#pragma once

#include <string>

#include "lemmas/Expr.hpp"

namespace babylon {

// The term or formula in SMT-LIB 2 syntax over Int constants named by the parameters.
std::string toSmtLib(const Expr& e);

// The query for "assumption implies claim": the declarations, the assumption, the negated claim
// and (check-sat); unsat means the claim holds for all integers.
std::string smtLibQuery(const Expr& assumption, const Expr& claim, const std::string& comment = "");

}  // namespace babylon
