// Positions, moves, the exact solver and Grundy values for Python.
#include <string>
#include <vector>

#include <pybind11/operators.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "Bindings.hpp"
#include "Interruptible.hpp"
#include "core/Grundy.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"
#include "reports/PositionSvg.hpp"
#include "verify/Starts.hpp"

namespace py = pybind11;
using namespace pybind11::literals;

namespace babylon::python {

namespace {

// A start from chips per color: `3,5` or [3, 5], read by the command line's parser.
Position chipsPosition(const py::object& chips) {
  if (py::isinstance<py::str>(chips)) return parseInitial(chips.cast<std::string>());
  std::string text;
  for (py::handle c : py::reinterpret_borrow<py::iterable>(chips))
    text += (text.empty() ? "" : ",") + py::str(c).cast<std::string>();
  return parseInitial(text);
}

RunGuard freshGuard() { return RunGuard(RunGuard::defaultMaxMemory()); }

}  // namespace

Move moveIn(const Position& p, const py::object& move) {
  std::string text = py::isinstance<Move>(move) ? formatMoveExplicit(move.cast<Move>()) : move.cast<std::string>();
  return parseMove(p, text);
}

void bindPositions(py::module_& m) {
  py::class_<Move>(m, "Move", "A move: stack a placed on stack b (same height or same top color).")
      .def_property_readonly("explicit", &formatMoveExplicit, "the explicit form, e.g. r1>b1")
      .def_property_readonly("paper", &formatMovePaper, "the paper's stack string, e.g. rb")
      .def("__str__", &formatMoveExplicit)
      .def("__repr__", [](const Move& mv) { return "Move('" + formatMoveExplicit(mv) + "')"; })
      .def(py::self == py::self)
      .def("__hash__", [](const Move& mv) { return py::hash(py::str(formatMoveExplicit(mv))); });

  py::class_<Position>(m, "Position",
                       "A position: a stack list ('r1 r1 b3 g2') or the paper's notation ('<3,5;4;2>'); "
                       "Position.from_chips('3,3,3') for a start of singletons.")
      .def(py::init([](const std::string& text) { return parsePosition(text); }), "text"_a)
      .def_static("from_chips", &chipsPosition, "chips"_a,
                  "the start with that many singletons of each color: '3,3,3' or [3, 3, 3]")
      .def(
          "moves",
          [](const Position& p) {
            std::vector<Move> moves;
            for (const Successor& s : successors(p)) moves.push_back(s.move);
            return moves;
          },
          "one move for each distinct position it leads to")
      .def(
          "play",
          [](const Position& p, const py::object& move) {
            Move mv = moveIn(p, move);
            return p.combined(mv.a, mv.b);
          },
          "move"_a, "the position after a move (a Move, or text such as 'rb' or 'r1>b1')")
      .def_property_readonly("chips", &Position::chips)
      .def_property_readonly("stack_list", &formatStackList, "the stacks, e.g. 'r1 r1 b3'")
      .def_property_readonly(
          "to_move", [](const Position& p) { return aliceToMove(p) ? "Alice" : "Bob"; },
          "who is to move: Alice moves first, so Alice when chips - stacks is even")
      .def("__str__", &formatPosition)
      .def("__repr__", [](const Position& p) { return "Position('" + formatPosition(p) + "')"; })
      .def(py::self == py::self)
      .def("__hash__", [](const Position& p) { return PositionHash{}(p); })
      .def("_repr_svg_", &report::positionSvg, "the picture of the position (SVG), as solve --svg draws it");
  py::implicitly_convertible<py::str, Position>();

  py::class_<Analysis>(m, "Solution", "The exact outcome of a position, as babylon solve gives it.")
      .def_property_readonly(
          "outcome", [](const Analysis& a) { return std::string(1, outcomeLetter(a.outcome)); },
          "N: the player to move wins; P: the player who just moved wins")
      .def_readonly("winning_moves", &Analysis::winningMoves, "the moves to a P-position, one per distinct result")
      .def_readonly("positions", &Analysis::positions)
      .def_readonly("seconds", &Analysis::seconds)
      .def("__repr__", [](const Analysis& a) {
        std::string moves;
        for (const Move& mv : a.winningMoves) moves += (moves.empty() ? "" : ", ") + formatMoveExplicit(mv);
        return "Solution(outcome='" + std::string(1, outcomeLetter(a.outcome)) + "', winning_moves=[" + moves + "])";
      });

  m.def(
      "solve",
      [](const Position& p, int threads) {
        checkThreads(threads);
        RunGuard guard = freshGuard();
        return interruptible(guard, [&] { return Solver(guard, {threads, true}).analyse(p); });
      },
      "position"_a, "threads"_a = 2, "The exact outcome and every winning move (babylon solve).");
  m.def(
      "grundy",
      [](const Position& p) {
        RunGuard guard = freshGuard();
        return interruptible(guard, [&] { return GrundySolver(guard).value(p); });
      },
      "position"_a, "The Grundy value (nim-value): 0 exactly when the player to move loses.");
  m.def(
      "grundy",
      [](const std::vector<Position>& parts) {
        RunGuard guard = freshGuard();
        return interruptible(guard, [&] {
          GrundySolver solver(guard);
          return analyseSum(parts, solver).grundy;
        });
      },
      "parts"_a, "The Grundy value of a sum of positions whose stacks never meet: the nim-sum of the parts' values.");
}

}  // namespace babylon::python
