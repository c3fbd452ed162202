// `babylon verify [--max-n N] [--side bob|alice]`: one run, its view (reports/VerifyView) as text or
// JSON, counterexample files and a certificate when asked; exit 1 on a counterexample.
#include "VerifyCommand.hpp"

#include <chrono>
#include <filesystem>
#include <iostream>

#include <unistd.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "CommandProgress.hpp"
#include "ExitCodes.hpp"
#include "RunOptions.hpp"
#include "StrategyChoice.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "core/util/AtomicWrite.hpp"
#include "reports/VerifyView.hpp"
#include "strategies/AliceStrategy.hpp"
#include "verify/Certificate.hpp"
#include "verify/CounterexampleFile.hpp"
#include "core/Limits.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon::cli {

namespace {

// --max-n when none is given: a few seconds on two cores even for paper-literal, whose
// counterexamples cost the most to find (bench/RESULTS.md).
constexpr int kDefaultMaxN = 32;

struct VerifyArgs {
  int maxN = kDefaultMaxN;
  std::string side = "bob";
  std::string from = "all";  // Bob's default; Alice's starts are the initial ones only
  std::string strategy;      // empty: "paper" for Bob, "alice" for Alice
  CLI::Option* fromOption = nullptr;
  std::string saveDir;
  std::string certificate;
  bool json = false;
  bool coverage = false;      // print the per-case coverage table
  bool stopAtLemmaA = false;  // Alice's side: end each line where Lemma A's hypothesis first holds
  RunOptions run;
  Spread spread;
};

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
  std::string comment =
      fmt::format("babylon verify --max-n {} --from {} --strategy {}", args.maxN, args.from, strategy.name());
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
  note << fmt::format(
      "certificate: {} ({} starts, {} positions with {} to move, {} bytes, written in {:.2f} s); "
      "check it with babylon-check\n",
      args.certificate, c.starts, c.positions, strategy.side() == Side::Bob ? "Bob" : "Alice", c.bytes, seconds);
  return kOk;
}

// Alice's side: her starts are the initial positions Theorem 4.1 gives her.
void checkSide(VerifyArgs& args, Side side, const Strategy& strategy) {
  if (strategy.side() != side)
    throw ParseError("--strategy " + strategy.name() + " is a strategy for " + sideName(strategy.side()) +
                     ", not for --side " + sideName(side));
  if (side == Side::Alice) {
    if (args.fromOption->count() > 0 && args.from != "initial")
      throw ParseError(
          "--side alice: --from must be initial (Alice's starts are <p,q;;> with p+q odd or p <= 2), got " + args.from);
    args.from = "initial";
  } else if (args.stopAtLemmaA) {
    throw ParseError("--stop-at-lemma-a is for --side alice (Lemma A is Alice's keep-alive phase)");
  }
  if (args.stopAtLemmaA && !args.certificate.empty())
    throw ParseError("--certificate needs every line played to its end: not with --stop-at-lemma-a");
}

int run(VerifyArgs args) {
  Side side = *parseSide(args.side);
  auto guard = args.run.makeGuard();
  std::unique_ptr<Strategy> strategy =
      makeStrategy(args.strategy.empty() ? (side == Side::Bob ? "paper" : "alice") : args.strategy, *guard);
  checkSide(args, side, *strategy);
  std::filesystem::path dir;
  if (!args.saveDir.empty()) dir = prepareDir(args.saveDir);
  if (!args.certificate.empty()) {
    try {  // found before the run rather than at its end, when the certificate is written
      report::checkOutputFile(args.certificate);
    } catch (const report::WriteError& e) {
      throw ParseError(std::string("--certificate: ") + e.what());
    }
  }
  std::vector<Start> starts =
      side == Side::Bob ? startsFor(*parseStartSet(args.from), args.maxN) : aliceInitialStarts(args.maxN);
  Verification v;
  CommandProgress progress("verify", args.run.quiet);
  try {
    VerifyOptions options{args.run.threads, true};
    if (args.stopAtLemmaA) {
      options.stopAt = lemmaAHolds;
      options.stopAtLemma = "Lemma A";
    }
    if (args.spread.ranks == 0) options.progress = progress.callback();
    v = args.spread.verify(*strategy, starts, options, *guard);
    progress.finish();
  } catch (const StrategyError& e) {
    std::cerr << "babylon: verify failed: " << e.what() << "\n";
    return kCheckFailed;
  }
  if (!args.spread.prints) return kOk;
  report::VerifyRequest request{side, args.maxN, args.from, args.coverage};
  if (args.json) {
    auto doc = commandJson("verify", withRanks(report::verifyJson(request, strategy->cases(), v, false), args.spread));
    dumpWithArray(std::cout, doc, "starts", v.starts.size(),
                  [&](std::size_t i) { return report::startJson(v.starts[i]); });
    std::cout << "\n";
  } else
    report::printVerification(std::cout, request, strategy->cases(), v);
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
  cmd->add_option("--max-n", args->maxN,
                  "largest total number of chips of a start (2m for Bob); default " + std::to_string(kDefaultMaxN))
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
  cmd->add_option("--save-counterexamples", args->saveDir, "write each counterexample as DIR/<start>.json")
      ->check(nonEmptyPath());
  cmd->add_option("--certificate", args->certificate,
                  "when every start is verified, write a certificate FILE (zstd) that build/babylon-check re-checks")
      ->check(nonEmptyPath());
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  cmd->add_flag("--coverage", args->coverage, "also print how often each case of the strategy fired");
  cmd->add_flag("--stop-at-lemma-a", args->stopAtLemmaA,
                "--side alice only: end each line at the first position, Bob to move, where Lemma A's hypothesis "
                "holds (one color a single stack no stack of the other color matches in height, n odd), counting it "
                "as a win resting on Lemma A, which babylon prove proves for all n; the output says how many");
  args->run.addTo(*cmd, "no progress bar on stderr (it is drawn only when stderr is a terminal)");
  cmd->footer(
      "Examples:\n"
      "  babylon verify\n"
      "  babylon verify --max-n 16\n"
      "  babylon verify --max-n 16 --coverage\n"
      "  babylon verify --side alice --max-n 40 --coverage\n"
      "  babylon verify --side alice --max-n 51 --stop-at-lemma-a\n"
      "  babylon verify --max-n 20 --from lemmas --json\n"
      "  babylon verify --max-n 12 --strategy first --save-counterexamples cex/   # exits 1: counterexamples\n"
      "  babylon replay cex/initial-p3-q3.json\n"
      "  babylon verify --max-n 64 --from all --certificate all-64.cert.zst && build/babylon-check all-64.cert.zst\n"
      "Exit status: 0 every start verified, 1 a counterexample was found (or the strategy threw),\n"
      "2 bad input, 3 memory limit.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
