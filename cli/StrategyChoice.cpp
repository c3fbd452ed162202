// The table of strategies the command line can build.
#include "StrategyChoice.hpp"

#include <functional>
#include <utility>

#include "core/ParseError.hpp"
#include "strategies/AliceStrategy.hpp"
#include "strategies/PaperStrategy.hpp"
#include "strategies/ReferenceStrategies.hpp"

namespace babylon::cli {

namespace {
using Factory = std::function<std::unique_ptr<Strategy>(RunGuard&)>;

const std::vector<std::pair<std::string, Factory>>& table() {
  static const std::vector<std::pair<std::string, Factory>> choices = {
      {"paper", [](RunGuard& g) { return makePaperStrategy({.guard = &g}); }},
      // The paper's moves even where the verifier found them losing (no repair entries).
      {"paper-literal", [](RunGuard& g) { return makePaperStrategy({.repairs = false, .guard = &g}); }},
      {"solver", [](RunGuard& g) -> std::unique_ptr<Strategy> { return std::make_unique<SolverStrategy>(g); }},
      {"random", [](RunGuard&) -> std::unique_ptr<Strategy> { return std::make_unique<RandomStrategy>(); }},
      {"first", [](RunGuard&) -> std::unique_ptr<Strategy> { return std::make_unique<FirstMoveStrategy>(); }},
  };
  return choices;
}

// Alice's strategies (`--side alice`).
const std::vector<std::pair<std::string, Factory>>& aliceTable() {
  static const std::vector<std::pair<std::string, Factory>> choices = {
      {"alice", [](RunGuard&) { return makeAliceStrategy(); }},
      {"alice-solver",
       [](RunGuard& g) -> std::unique_ptr<Strategy> { return std::make_unique<SolverStrategy>(g, Side::Alice); }},
  };
  return choices;
}
}  // namespace

std::vector<std::string> strategyChoices() {
  std::vector<std::string> names;
  for (const auto& [name, factory] : table()) names.push_back(name);
  return names;
}

std::vector<std::string> aliceStrategyChoices() {
  std::vector<std::string> names;
  for (const auto& [name, factory] : aliceTable()) names.push_back(name);
  return names;
}

// "paper-without:CASE": the paper's strategy with one case (a repair) left out — the strategy the
// report's repair lines are losing lines of.
std::unique_ptr<Strategy> paperWithout(const std::string& caseId, RunGuard& guard) {
  PaperStrategyOptions options{.guard = &guard};
  for (auto it = options.table.begin(); it != options.table.end(); ++it)
    if (it->id == caseId) {
      options.table.erase(it);
      return makePaperStrategy(std::move(options));
    }
  throw ParseError("strategy 'paper-without:" + caseId + "': no case '" + caseId + "' in the paper's table");
}

std::unique_ptr<Strategy> makeStrategy(const std::string& choice, RunGuard& guard) {
  if (choice.starts_with(kPaperWithout)) return paperWithout(choice.substr(kPaperWithout.size()), guard);
  for (const auto* t : {&table(), &aliceTable()})
    for (const auto& [name, factory] : *t)
      if (name == choice) return factory(guard);
  std::string known;
  for (const auto* t : {&table(), &aliceTable()})
    for (const auto& [name, factory] : *t) known += (known.empty() ? "" : ", ") + name;
  throw ParseError("unknown strategy '" + choice + "' (known: " + known + ")");
}

}  // namespace babylon::cli
