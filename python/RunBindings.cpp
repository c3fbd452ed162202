// The long runs for Python: classify, table, the strategies' moves and the verifier. Each returns
// what its command's --json prints, built by the same view and read back with Python's json.
#include <memory>
#include <optional>
#include <string>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "Bindings.hpp"
#include "Interruptible.hpp"
#include "claims/Classification.hpp"
#include "cli/CommandJson.hpp"
#include "cli/PlaySession.hpp"
#include "cli/RunOptions.hpp"
#include "cli/StrategyChoice.hpp"
#include "cli/TableCommand.hpp"
#include "core/Limits.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "reports/ClassifyView.hpp"
#include "reports/GameRecord.hpp"
#include "reports/TableView.hpp"
#include "reports/VerifyView.hpp"
#include "verify/StrategyTurn.hpp"
#include "verify/StrategyVerifier.hpp"

namespace py = pybind11;
using namespace pybind11::literals;

namespace babylon::python {

namespace {

// The command's JSON document as Python objects (dict, list, str, int, float, bool).
py::object fromJson(const std::string& command, const nlohmann::json& data) {
  return py::module_::import("json").attr("loads")(cli::commandJson(command, data).dump());
}

// `A-B`, a single A, or a pair (A, B), as table's range options are written.
std::string rangeText(const py::object& range) {
  if (py::isinstance<py::str>(range)) return range.cast<std::string>();
  if (py::isinstance<py::int_>(range)) return py::str(range).cast<std::string>();
  auto [low, high] = range.cast<std::pair<long long, long long>>();
  return std::to_string(low) + "-" + std::to_string(high);
}

// A strategy with the guard it polls (the solver strategy searches). A guard asked to stop stays
// stopped, so after a Ctrl-C the strategy is built again with a new guard.
class PyStrategy {
 public:
  explicit PyStrategy(std::string name) : name_(std::move(name)) { renew(); }

  template <typename Work>
  auto run(Work&& work) -> decltype(work(std::declval<const Strategy&>(), std::declval<RunGuard&>())) {
    if (guard_->stopRequested()) renew();
    return interruptible(*guard_, [&] { return work(*strategy_, *guard_); });
  }
  const Strategy& strategy() const { return *strategy_; }

 private:
  void renew() {
    guard_ = std::make_unique<RunGuard>(RunGuard::defaultMaxMemory());
    strategy_ = cli::makeStrategy(name_, *guard_);
  }
  std::string name_;
  std::unique_ptr<RunGuard> guard_;
  std::unique_ptr<Strategy> strategy_;
};

const char* playerName(Side s) { return s == Side::Bob ? "Bob" : "Alice"; }

void checkToMove(const Strategy& s, const Position& p, Side side, const char* role) {
  if (!toMove(p, side))
    throw ParseError("strategy '" + s.name() + "' plays " + playerName(s.side()) + ": " + role + " " +
                     formatPosition(p) + " must have " + playerName(side) + " to move, but " +
                     (aliceToMove(p) ? "Alice" : "Bob") + " is to move there");
}

// The strategy's turn in a game that began at `start`, in the mode `babylon play` begins it in
// (cli/PlaySession.hpp): at `start` itself when `opponent` is empty, else after the other
// player's move `opponent` from `start`. nullopt when the strategy's player cannot move.
std::optional<Reply> strategyTurn(const Strategy& s, const Position& start, const std::optional<Move>& opponent) {
  cli::PlayStart begun = s.side() == Side::Bob ? cli::detectStart(start) : cli::detectAliceStart(start);
  StrategyMemory memory = s.begin(start, begun.kind);
  Position now = opponent ? start.combined(opponent->a, opponent->b) : start;
  StrategyTurn t = playStrategy(s, now, opponent ? &start : nullptr, opponent, memory);
  if (t.kind == StrategyTurn::Kind::CannotMove) return std::nullopt;
  if (t.failed())
    throw StrategyError("strategy '" + s.name() + "' in " + formatPosition(now) + ": " +
                        turnFailureName(t.kind, s.side()));
  return t.reply;
}

}  // namespace

void checkBetween(const char* name, long long value, long long low, long long high) {
  std::string text = std::to_string(value);
  if (std::string error = cli::between(low, high)(text); !error.empty())
    throw ParseError(std::string(name) + ": " + error);
}

void bindRuns(py::module_& m) {
  m.def(
      "classify",
      [](int maxN, int threads) {
        checkBetween("max_n", maxN, 2, kMaxChips);
        checkThreads(threads);
        RunGuard guard(RunGuard::defaultMaxMemory());
        Classification c = interruptible(guard, [&] { return classify({maxN, threads, true}, guard); });
        return fromJson("classify", report::classificationJson(c));
      },
      "max_n"_a, "threads"_a = 2,
      "Every start <p,q;;> with p+q <= max_n solved and compared with Theorem 4.1: classify --json's data.");
  m.def(
      "table",
      [](const py::object& colors, const py::object& perColor, double timeBudget, int threads) {
        checkThreads(threads);
        TableOptions options = cli::tableOptions(rangeText(colors), rangeText(perColor), timeBudget, threads);
        RunGuard guard(RunGuard::defaultMaxMemory());
        EqualStartTable t = interruptible(guard, [&] { return solveEqualStarts(options, guard); });
        return fromJson("table", report::equalStartTableJson(t));
      },
      "colors"_a, "per_color"_a, "time_budget"_a = 60.0, "threads"_a = 2,
      "Who wins each start of c colors with k chips each (colors and per_color: 3, '2-4' or (2, 4)): "
      "table --json's data.");

  py::class_<Reply>(m, "Decision", "A strategy's move and why: the case that fired and its rule.")
      .def_readonly("move", &Reply::move)
      .def_property_readonly(
          "case", [](const Reply& r) { return r.why.caseId; }, "the case's id, e.g. L4.4(ii)")
      .def_property_readonly(
          "rule", [](const Reply& r) { return r.why.rule; }, "the rule as the paper states it")
      .def_property_readonly(
          "params", [](const Reply& r) { return r.why.params; }, "the parameters, (name, value)")
      .def_property_readonly(
          "reason", [](const Reply& r) { return report::caseText(r.why); },
          "case, rule and parameters in words, as play and replay show them")
      .def("__repr__", [](const Reply& r) {
        return "Decision(move='" + formatMoveExplicit(r.move) + "', reason='" + report::caseText(r.why) + "')";
      });

  py::class_<PyStrategy>(m, "Strategy",
                         "A strategy by name, as verify --strategy takes it: Bob's paper (the paper's, repaired), "
                         "paper-literal, solver, random, first; Alice's alice, alice-solver.")
      .def(py::init<std::string>(), "name"_a)
      .def_property_readonly("name", [](const PyStrategy& s) { return s.strategy().name(); })
      .def_property_readonly("side", [](const PyStrategy& s) { return std::string(sideName(s.strategy().side())); })
      .def(
          "move",
          [](PyStrategy& s, const Position& p) {
            checkToMove(s.strategy(), p, s.strategy().side(), "the start");
            return s.run([&](const Strategy& strategy, RunGuard&) { return strategyTurn(strategy, p, std::nullopt); });
          },
          "start"_a,
          "The strategy's first move in a game that begins at `start` with its player to move (Alice at "
          "<p,q;;>, Bob at an odd state); None when that player cannot move.")
      .def(
          "reply",
          [](PyStrategy& s, const Position& start, const py::object& move) {
            checkToMove(s.strategy(), start, opponentOf(s.strategy().side()), "the start");
            Move opponent = moveIn(start, move);
            return s.run([&](const Strategy& strategy, RunGuard&) { return strategyTurn(strategy, start, opponent); });
          },
          "start"_a, "move"_a,
          "The strategy's answer when the game begins at `start` and the other player plays `move` (a Move "
          "or text such as 'rr'), as in babylon play; None when no move is left.");
  py::implicitly_convertible<py::str, PyStrategy>();

  m.def(
      "verify",
      [](PyStrategy& s, int maxN, std::optional<std::string> starts, int threads) {
        checkBetween("max_n", maxN, 2, kMaxChips);
        checkThreads(threads);
        Side side = s.strategy().side();
        std::string from = starts.value_or(side == Side::Bob ? "all" : "initial");
        std::optional<StartSet> set = parseStartSet(from);
        if (!set || (side == Side::Alice && from != "initial"))
          throw ParseError("starts '" + from + "': " +
                           (side == Side::Bob ? "give initial, target, lemmas or all"
                                              : "Alice's starts are initial (<p,q;;> Theorem 4.1 gives her)"));
        Verification v = s.run([&](const Strategy& strategy, RunGuard& guard) {
          std::vector<Start> list = side == Side::Bob ? startsFor(*set, maxN) : aliceInitialStarts(maxN);
          return verifyStrategy(strategy, list, {threads, true}, guard);
        });
        return fromJson("verify", report::verifyJson({side, maxN, from, false}, s.strategy().cases(), v));
      },
      "strategy"_a, "max_n"_a, "starts"_a = py::none(), "threads"_a = 2,
      "The strategy played against every move of the other player from every start (starts: Bob's "
      "initial, target, lemmas or all, the default; Alice's initial): verify --json's data.");
}

}  // namespace babylon::python
