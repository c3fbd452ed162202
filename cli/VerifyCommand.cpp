// `babylon verify --max-n N [--side bob|alice]`: text summary with game records, or JSON; exit 1 on
// a counterexample.
#include "VerifyCommand.hpp"

#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>

#include <unistd.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "CommandProgress.hpp"
#include "ExitCodes.hpp"
#include "GameRecord.hpp"
#include "RunOptions.hpp"
#include "StrategyChoice.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"
#include "core/ParseError.hpp"
#include "reports/TextTable.hpp"
#include "verify/Certificate.hpp"
#include "core/util/Thousands.hpp"
#include "verify/CounterexampleFile.hpp"
#include "core/Limits.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon::cli {

namespace {

struct VerifyArgs {
  int maxN = 0;
  std::string side = "bob";
  std::string from = "all";    // Bob's default; Alice's starts are the initial ones only
  std::string strategy;        // empty: "paper" for Bob, "alice" for Alice
  CLI::Option* fromOption = nullptr;
  std::string saveDir;
  std::string certificate;
  bool json = false;
  bool coverage = false;  // print the per-case coverage table
  RunOptions run;
  Spread spread;
};

std::string paramsText(const Start& s) {
  std::string out;
  for (const auto& [name, value] : s.params) out += fmt::format("{}{}={}", out.empty() ? "" : " ", name, value);
  return out;
}

nlohmann::json startJson(const StartVerdict& v) {
  nlohmann::json params = nlohmann::json::object();
  for (const auto& [name, value] : v.start.params) params[name] = value;
  nlohmann::json length = nullptr;
  if (v.counterexample) length = v.counterexample->steps.size();
  return {{"start", formatPosition(v.start.position)}, {"kind", startKindName(v.start.kind)}, {"params", params},
          {"verified", v.verified}, {"positions", v.positions}, {"counterexample_length", length},
          {"seconds", v.seconds}};
}

nlohmann::json coverageJson(const Strategy& strategy, const Verification& v) {
  nlohmann::json cases = nlohmann::json::array();
  for (const CaseInfo& c : strategy.cases()) {
    auto it = v.coverage.find(c.id);
    cases.push_back({{"case", c.id}, {"rule", c.rule}, {"origin", originName(c.origin)},
                     {"count", it == v.coverage.end() ? 0 : it->second}});
  }
  nlohmann::json never = nlohmann::json::array(), undeclared = nlohmann::json::array();
  for (const CaseInfo& c : v.neverFired) never.push_back(c.id);
  for (const std::string& id : v.undeclaredCases) {
    undeclared.push_back(id);
    cases.push_back({{"case", id}, {"rule", nullptr}, {"origin", nullptr}, {"count", v.coverage.at(id)}});
  }
  return {{"cases", cases}, {"never_fired", never}, {"undeclared", undeclared}};
}

nlohmann::json toJson(const VerifyArgs& args, const Strategy& strategy, const Verification& v) {
  nlohmann::json starts = nlohmann::json::array(), counterexamples = nlohmann::json::array();
  for (const StartVerdict& s : v.starts) {
    starts.push_back(startJson(s));
    if (s.counterexample) counterexamples.push_back(counterexampleJson(*s.counterexample));
  }
  int total = static_cast<int>(v.starts.size());
  return {{"strategy", v.strategy},
          {"side", args.side},
          {"max_n", args.maxN},
          {"from", args.from},
          {"complete", v.complete},
          {"stop_reason", v.stopReason},
          {"starts", starts},
          {"totals",
           {{"starts", total}, {"verified", v.verified()}, {"counterexamples", v.counterexamples()},
            {"positions", v.positions}, {"fallbacks", v.fallbacks}, {"search_decisions", v.searches}, {"seconds", v.seconds},
            {"peak_memory_bytes", v.peakMemory}}},
          {"coverage", coverageJson(strategy, v)},
          {"counterexamples", counterexamples}};
}

void printFamilies(const Verification& v) {
  struct Row { int starts = 0, verified = 0; std::uint64_t positions = 0; };
  std::map<StartKind, Row> rows;
  for (const StartVerdict& s : v.starts) {
    Row& r = rows[s.start.kind];
    ++r.starts;
    r.verified += s.verified;
    r.positions += s.positions;
  }
  report::TextTable table(
      {{"family", report::TextTable::Align::Left}, {"starts"}, {"verified"}, {"failed"}, {"positions"}});
  auto line = [&](const std::string& name, std::uint64_t starts, std::uint64_t verified, std::uint64_t positions) {
    table.row({name, thousands(starts), thousands(verified), thousands(starts - verified), thousands(positions)});
  };
  for (const auto& [kind, r] : rows) line(startKindName(kind), r.starts, r.verified, r.positions);
  table.rule();
  line("total", v.starts.size(), v.verified(), v.positions);
  std::cout << table.str();
}

// "Bob" or "Alice": the player whose strategy is verified.
std::string player(const Strategy& strategy) { return strategy.side() == Side::Bob ? "Bob" : "Alice"; }
std::string opponent(const Strategy& strategy) { return strategy.side() == Side::Bob ? "Alice" : "Bob"; }

void printCoverage(const Strategy& strategy, const Verification& v) {
  std::cout << "\ncoverage (" << player(strategy) << "'s decisions per case):\n";
  for (const CaseInfo& c : strategy.cases()) {
    auto it = v.coverage.find(c.id);
    std::cout << fmt::format("  {:>12}  {:<28} {}\n", thousands(it == v.coverage.end() ? 0 : it->second), c.id, c.rule);
  }
  for (const std::string& id : v.undeclaredCases)
    std::cout << fmt::format("  {:>12}  {:<28} (not listed by the strategy's cases)\n", thousands(v.coverage.at(id)), id);
}

// One line naming the cases that never fired, so that the table can stay behind --coverage.
void printNeverFired(const Strategy& strategy, const Verification& v, bool tableShown) {
  std::cout << "\nnever fired: " << (v.neverFired.empty() ? "none" : "");
  for (std::size_t i = 0; i < v.neverFired.size(); ++i) std::cout << (i ? ", " : "") << v.neverFired[i].id;
  std::cout << (tableShown ? "\n" : " (--coverage prints " + player(strategy) + "'s decisions per case)\n");
}

void printCounterexample(int index, const Counterexample& c) {
  std::cout << fmt::format("\ncounterexample {}: strategy '{}' from {} ({}, {}), {}\n", index, c.strategy,
                           formatPosition(c.start.position), startKindName(c.start.kind), paramsText(c.start),
                           counted(c.steps.size(), "move"));
  std::cout << recordStart(c.start.position) << "\n";
  PaperRecorder recorder(c.start.position);
  std::vector<std::string> names;
  for (std::size_t i = 0; i < c.steps.size(); ++i) {
    const LineStep& s = c.steps[i];
    names.push_back(recorder.play(s.move));
    std::cout << recordMove(static_cast<int>(i + 1), s.bob, s.move, s.after, s.why ? &*s.why : nullptr, names.back())
              << "\n";
  }
  std::cout << "  end: " << describeEnd(c) << "\n";
  const Diagnosis& d = c.diagnosis;
  std::string who = c.start.side == Side::Bob ? "Bob" : "Alice";
  std::cout << "  solver: the start is " << (d.startSafe ? "won" : "NOT won") << " for " << who
            << " with best play";
  if (d.firstUnsafeBobMove)
    std::cout << fmt::format("; {}'s move {} ({}) turned a won position into a lost one", who,
                             *d.firstUnsafeBobMove + 1, names[static_cast<std::size_t>(*d.firstUnsafeBobMove)]);
  if (d.failedWhenSafe) std::cout << "; the strategy failed in a position " << who << " could still win";
  std::cout << "\n";
}

// The verdict in one line, printed last so that `| tail -1` gives it.
std::string verdictLine(const VerifyArgs& args, const Strategy& strategy, const Verification& v) {
  std::size_t losing = v.starts.size() - static_cast<std::size_t>(v.verified());
  std::string who = player(strategy);
  std::string what = losing == 0 ? fmt::format("{}'s strategy '{}' wins from all {}", who, v.strategy,
                                               counted(v.starts.size(), "start"))
                                 : fmt::format("{}'s strategy '{}' LOSES from {} of {}", who, v.strategy,
                                               thousands(losing), counted(v.starts.size(), "start"));
  return fmt::format("verify: {} ({}) with at most {} chips{}; {}, {}, {}, {:.2f} s, peak memory {}", what, args.from,
                     args.maxN, v.complete ? "" : " (INCOMPLETE: " + v.stopReason + ")",
                     counted(v.positions, "position"), counted(v.fallbacks, "solver fallback"),
                     counted(v.searches, "search decision"), v.seconds, formatBytes(v.peakMemory));
}

void printText(const VerifyArgs& args, const Strategy& strategy, const Verification& v) {
  std::cout << fmt::format("verify: strategy '{}' from {} starts with at most {} chips\n", v.strategy, args.from,
                           args.maxN)
            << player(strategy) << " must win every line: every move of " << opponent(strategy) << " is tried, "
            << player(strategy) << "'s replies come from the strategy.\n\n";
  printFamilies(v);
  std::cout << "positions: decision nodes (" << opponent(strategy) << "'s nodes and " << player(strategy)
            << "'s turns), each counted once, for the first start\nof its total that reaches it.\n";
  if (args.coverage) printCoverage(strategy, v);
  printNeverFired(strategy, v, args.coverage);
  int index = 0;
  for (const StartVerdict& s : v.starts)
    if (s.counterexample) printCounterexample(++index, *s.counterexample);
  std::cout << "\n" << verdictLine(args, strategy, v) << "\n";
}

void saveAll(const Verification& v, const std::filesystem::path& dir) {
  for (const StartVerdict& s : v.starts)
    if (s.counterexample) saveCounterexample(*s.counterexample, dir / counterexampleFileName(s.start));
}

std::filesystem::path prepareDir(const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir, ec))
    throw ParseError("--save-counterexamples: cannot create directory '" + dir + "'" +
                     (ec ? " (" + ec.message() + ")" : ""));
  // Found before the run rather than after it, when the files would be written.
  if (::access(dir.c_str(), W_OK | X_OK) != 0)
    throw ParseError("--save-counterexamples: directory '" + dir + "' is not writable");
  return dir;
}

// Only a run that verified every start has something to certify.
// Returns kCheckFailed if the strategy fails on the re-walk (it cannot after a verified run).
int writeCertificateFor(const VerifyArgs& args, const Strategy& strategy, const std::vector<Start>& starts,
                        const Verification& v, RunGuard& guard) {
  std::ostream& note = args.json ? std::cerr : std::cout;
  if (!v.complete || v.verified() != static_cast<int>(starts.size())) {
    std::cerr << "babylon: no certificate written: not every start was verified\n";
    return kOk;
  }
  std::string claim = fmt::format("{} max-n {}", args.from, args.maxN);
  std::string comment = fmt::format("babylon verify --max-n {} --from {} --strategy {}", args.maxN, args.from,
                                    strategy.name());
  auto t0 = std::chrono::steady_clock::now();
  CertificateSummary c;
  try {
    c = writeCertificate(strategy, starts, claim, comment, args.certificate, guard);
  } catch (const std::logic_error& e) {
    std::cerr << "babylon: no certificate written: " << e.what() << "\n";
    return kCheckFailed;
  } catch (const RunStopped&) {
    throw;  // memory limit or Ctrl-C: main reports it
  } catch (const std::runtime_error& e) {
    throw ParseError(std::string("--certificate: ") + e.what());
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  note << fmt::format("certificate: {} ({} starts, {} positions with {} to move, {} bytes, written in {:.2f} s); "
                      "check it with babylon-check\n",
                      args.certificate, c.starts, c.positions, strategy.side() == Side::Bob ? "Bob" : "Alice", c.bytes,
                      seconds);
  return kOk;
}

// Alice's side: her starts are the initial positions Theorem 4.1 gives her.
void checkSide(VerifyArgs& args, Side side, const Strategy& strategy) {
  if (strategy.side() != side)
    throw ParseError("--strategy " + strategy.name() + " is a strategy for " + sideName(strategy.side()) +
                     ", not for --side " + sideName(side));
  if (side == Side::Alice) {
    if (args.fromOption->count() > 0 && args.from != "initial")
      throw ParseError("--side alice: --from must be initial (Alice's starts are <p,q;;> with p+q odd or p <= 2), got " +
                       args.from);
    args.from = "initial";
  }
}

int run(VerifyArgs args) {
  Side side = *parseSide(args.side);
  auto guard = args.run.makeGuard();
  std::unique_ptr<Strategy> strategy =
      makeStrategy(args.strategy.empty() ? (side == Side::Bob ? "paper" : "alice") : args.strategy, *guard);
  checkSide(args, side, *strategy);
  std::filesystem::path dir;
  if (!args.saveDir.empty()) dir = prepareDir(args.saveDir);
  std::vector<Start> starts =
      side == Side::Bob ? startsFor(*parseStartSet(args.from), args.maxN) : aliceInitialStarts(args.maxN);
  Verification v;
  CommandProgress progress("verify", args.run.quiet);
  try {
    VerifyOptions options{args.run.threads, true};
    if (args.spread.ranks == 0) options.progress = progress.callback();
    v = args.spread.verify(*strategy, starts, options, *guard);
    progress.finish();
  } catch (const StrategyError& e) {
    std::cerr << "babylon: verify failed: " << e.what() << "\n";
    return kCheckFailed;
  }
  if (!args.spread.prints) return kOk;
  if (args.json) std::cout << commandJson("verify", withRanks(toJson(args, *strategy, v), args.spread)).dump(2) << "\n";
  else printText(args, *strategy, v);
  if (!dir.empty()) saveAll(v, dir);
  if (!args.certificate.empty() && writeCertificateFor(args, *strategy, starts, v, *guard) != kOk) return kCheckFailed;
  if (!v.complete) {
    return stoppedEarly("verify", v.stopReason,
                        "the " + std::to_string(v.starts.size()) + " finished starts are reported above", *guard);
  }
  return v.verified() == static_cast<int>(v.starts.size()) ? kOk : kCheckFailed;
}

}  // namespace

std::function<int()> addVerifyCommand(CLI::App& app, const Spread& spread) {
  auto args = std::make_shared<VerifyArgs>();
  args->spread = spread;
  CLI::App* cmd = app.add_subcommand(
      "verify", "play a strategy for Bob (or, with --side alice, for Alice) against every move of the other player");
  cmd->add_option("--max-n", args->maxN, "largest total number of chips of a start (2m for Bob)")
      ->required()
      ->check(between(2, kMaxChips));
  cmd->add_option("--side", args->side,
                  "whose strategy: bob (default; starts Theorem 4.1 gives Bob) or alice (every <p,q;;> it gives Alice)")
      ->transform(CLI::IsMember({"bob", "alice"}, CLI::ignore_case));
  args->fromOption =
      cmd->add_option("--from", args->from,
                      "starts: initial <p,q;;>, target states <j,k;2u;2v>, lemmas (4.4, 4.5, positions 1-3), or all "
                      "(Bob; Alice's are initial)")
          ->transform(CLI::IsMember({"initial", "target", "lemmas", "all"}, CLI::ignore_case));
  std::vector<std::string> choices = strategyChoices();
  for (const std::string& c : aliceStrategyChoices()) choices.push_back(c);
  cmd->add_option("--strategy", args->strategy,
                  "the strategy: Bob's paper (default), paper-literal, solver, random, first; Alice's alice "
                  "(default with --side alice), alice-solver")
      ->transform(CLI::IsMember(choices, CLI::ignore_case));
  cmd->add_option("--save-counterexamples", args->saveDir, "write each counterexample as DIR/<start>.json");
  cmd->add_option("--certificate", args->certificate,
                  "when every start is verified, write a certificate FILE (zstd) that build/babylon-check re-checks");
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  cmd->add_flag("--coverage", args->coverage, "also print how often each case of the strategy fired");
  args->run.addTo(*cmd, "no progress bar on stderr (it is drawn only when stderr is a terminal)");
  cmd->footer(
      "Examples:\n"
      "  babylon verify --max-n 16\n"
      "  babylon verify --max-n 16 --coverage\n"
      "  babylon verify --side alice --max-n 40 --coverage\n"
      "  babylon verify --max-n 20 --from lemmas --json\n"
      "  babylon verify --max-n 12 --strategy first --save-counterexamples cex/\n"
      "  babylon replay cex/initial-p3-q3.json\n"
      "  babylon verify --max-n 64 --from all --certificate all-64.cert.zst && build/babylon-check all-64.cert.zst\n"
      "Exit status: 0 every start verified, 1 a counterexample was found (or the strategy threw),\n"
      "2 bad input, 3 memory limit.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
