// `babylon prove [--json] [--smt-dir DIR]`: the symbolic verifier's family graph and verdict, then the
// paper's side conditions; refuted ones show Z3's counter-model and the verifier's verdict on it.
#include "ProveCommand.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>

#include <unistd.h>
#include <iostream>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "CommandProgress.hpp"
#include "ExitCodes.hpp"
#include "RunOptions.hpp"
#include "core/ParseError.hpp"
#include "core/Printable.hpp"
#include "core/util/TempDir.hpp"
#include "strategies/PaperStrategy.hpp"
#include "proofs/ProofRun.hpp"
#include "proofs/TheoremRun.hpp"
#include "reports/ProofView.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::cli {

namespace {

struct ProveArgs {
  bool json = false;
  bool failOnFindings = false;
  bool noCvc5 = false;
  bool z3Fresh = false;
  bool textOnly = false;
  bool lookahead = false;
  int finiteUpTo = 0;
  std::string smtDir;
  unsigned timeoutMs = 10000;
  RunOptions run;
};

nlohmann::json toJson(const ProofRun& run, const std::string& smtDir) {
  nlohmann::json obligations = nlohmann::json::array();
  for (const ProofRecord& r : run.records) obligations.push_back(report::obligationJson(r, true));
  nlohmann::json totals = report::proofCountsJson(run);
  totals["obligations"] = totals["total"];
  totals.erase("total");
  totals["seconds"] = run.seconds;
  // The folder's name escaped, as JSON text must be valid UTF-8 and the name need not be.
  return {{"obligations", obligations}, {"smt_dir", printable(smtDir, smtDir.size())}, {"totals", totals}};
}

int run(const ProveArgs& args) {
  // --smt-dir is where the files stay; without it, cvc5 reads them from a private folder that
  // goes away with the run.
  std::optional<TempDir> privateDir;
  std::string smtDir = args.smtDir;
  if (!smtDir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(smtDir, ec);
    if (ec || !std::filesystem::is_directory(smtDir, ec))
      throw ParseError("--smt-dir '" + smtDir + "' cannot be created: " + (ec ? ec.message() : "not a folder"));
    if (::access(smtDir.c_str(), W_OK | X_OK) != 0)
      throw ParseError("--smt-dir '" + smtDir + "' is not writable: " + std::strerror(errno));
  } else if (!args.noCvc5) {
    privateDir.emplace("babylon-obligations");
  }
  std::string filesDir = privateDir ? privateDir->path().string() : smtDir;
  auto guard = args.run.makeGuard();
  watchStopSignals(guard);
  auto strategy = makePaperStrategy();
  ProverOptions options{args.timeoutMs, filesDir, !args.noCvc5, args.z3Fresh};
  TheoremProof theorem;
  CommandProgress progress("families", args.run.quiet);
  if (!args.textOnly) {
    TheoremRunOptions run{args.lookahead, args.finiteUpTo, args.run.threads, options};
    bool first = true;
    theorem = proveTheorem(run, *strategy, *guard,
                           {[&](const char* step) {
                              if (!first) progress.restart(step);
                              first = false;
                            },
                            progress.callback()});
  }
  // Stopped during the theorem's steps: the text's side conditions are not begun, and what was
  // finished is printed as on a complete run, then said to be incomplete.
  bool stopped = !theorem.stopReason.empty();
  ProofRun run;
  if (!stopped) {
    progress.restart("the text");
    try {
      run = proveAll(options, args.run.threads, *strategy, *guard, progress.callback());
    } catch (const RunStopped& e) {
      stopped = true;
      theorem.stopReason = e.what();
      theorem.stoppedIn = "the text";
    }
  }
  progress.finish();
  if (args.json) {
    nlohmann::json out = toJson(run, smtDir);
    if (stopped) {
      out["complete"] = false;
      out["stopped"] = {{"reason", theorem.stopReason}, {"in_step", theorem.stoppedIn}};
    }
    out["verdict"] = args.textOnly ? "not examined" : theorem.verdict();
    out["theorem"] = args.textOnly ? nlohmann::json{{"skipped", "--text-only"}} : report::theoremJson(theorem);
    out["alice_half"] =
        args.textOnly ? nlohmann::json{{"skipped", "--text-only"}} : report::aliceHalfJson(theorem.alice);
    out["both_halves_proved"] = !args.textOnly && theorem.proved() && theorem.alice.proved();
    std::cout << commandJson("prove", out).dump(2) << "\n";
  } else {
    // A stopped run prints the parts whose steps all finished: Bob's once the family graph was
    // explored, Alice's once her steps were proved, the text's never.
    bool aliceDone = !stopped || theorem.stoppedIn == "the text";
    if (args.textOnly)
      std::cout << "Theorem 4.1: not examined (--text-only: the symbolic verifier did not run)\n\n";
    else {
      if (!stopped || theorem.stoppedIn != "families") report::printTheorem(theorem, std::cout);
      if (aliceDone) report::printAliceHalf(theorem.alice, std::cout);
      if (theorem.proved() && theorem.alice.proved())
        std::cout << "Theorem 4.1: both halves proved for all n (Bob's and Alice's verdicts above)\n\n";
    }
    if (!stopped) {
      std::cout << "The paper's side conditions and wording (findings about the text; they do not decide the "
                   "verdict)\n\n";
      report::printSideConditions(run, smtDir, std::cout);
    }
  }
  if (stopped)
    return stoppedEarly("prove", theorem.stopReason + " during " + theorem.stoppedIn,
                        "the steps finished before it are reported above", *guard);
  // A re-check that could not run fails the command whatever the verdict: it is no agreement.
  int failures = run.recheckFailures + theorem.recheck.recheckFailures + theorem.lemmas.recheckFailures +
                 theorem.alice.steps.recheckFailures;
  if (failures > 0)
    std::cerr << fmt::format("babylon: the cvc5 re-check could not run for {} obligations (see 'cvc5:' above)\n",
                             failures);
  // Findings about the text (refuted side conditions) do not fail the command unless asked.
  bool findingsFail = args.failOnFindings && !run.allProved();
  bool theoremOk = args.textOnly || theorem.proved();
  return theoremOk && !findingsFail && failures == 0 ? kOk : kCheckFailed;
}

}  // namespace

std::function<int()> addProveCommand(CLI::App& app) {
  auto args = std::make_shared<ProveArgs>();
  CLI::App* cmd = app.add_subcommand(
      "prove", "the symbolic verifier over the paper's families, and the proof's side conditions, by Z3 and cvc5");
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  cmd->add_option("--smt-dir", args->smtDir,
                  "write each obligation's SMT-LIB 2 query here, also with --no-cvc5 (default: a private temporary "
                  "folder, removed afterwards)")
      ->check(nonEmptyPath());
  cmd->add_option("--timeout", args->timeoutMs, "milliseconds per obligation and solver (default 10000)")
      ->check(atLeast(1));
  cmd->add_flag("--no-cvc5", args->noCvc5, "skip the independent cvc5 re-check");
  cmd->add_flag("--z3-fresh", args->z3Fresh,
                "prove every obligation of the family graph again with Z3, each alone in a fresh context (by "
                "default Z3's answer from the exploration, where it proved that very query, is taken; cvc5 "
                "re-checks every obligation either way)");
  cmd->add_flag("--text-only", args->textOnly,
                "only the paper's side conditions and wording: the symbolic verifier does not run, no verdict");
  cmd->add_flag("--lookahead", args->lookahead,
                "where none of the keep-alive rules K0-K4 is shown after a hand-over to the end game, also try K5 "
                "symbolically, two moves of Bob deep as the concrete rule looks (a move of Bob after which every "
                "reply of Alice allows one of K0-K4, or such a move); the move the concrete rule plays at an "
                "instance Z3 finds is tried first, on the whole region, where K4 is not shown, then on the "
                "instance's cell (how the hills compare with each other and with m there), at both levels; many "
                "more queries, about 1.5 minutes instead of 20 seconds");
  cmd->add_option("--finite-up-to", args->finiteUpTo,
                  "the family graph assumes more chips than N; every start of Bob's up to N chips is played "
                  "exhaustively by the finite verifier instead (default 0: the graph covers every size)")
      ->check(between(0, kMaxFiniteUpTo));
  cmd->add_flag("--fail-on-findings", args->failOnFindings,
                "exit 1 also when a side condition of the paper's text is refuted");
  args->run.addTo(*cmd, "no progress bar on stderr (it is drawn only when stderr is a terminal)");
  cmd->footer(
      "Examples:\n"
      "  babylon prove\n"
      "  babylon prove --json --smt-dir obligations/\n"
      "  babylon prove --text-only --fail-on-findings   # exits 1: the paper's side conditions refuted\n"
      "Each obligation is proved by asserting its negation and expecting unsat; a timeout is 'unknown'.\n"
      "First the symbolic verifier: Alice's moves from the generic rule over the paper's families, Bob's\n"
      "cases split by Z3, his replies applied symbolically, successors matched to families; its verdict is\n"
      "'proved' only when every edge of the family graph is closed or rests only on Lemmas 4.2 and 4.3, and every\n"
      "step of their written-out proofs is proved. Then Alice's half: Lemma A (her keep-alive phase), Section 2's\n"
      "openings (p <= 2) and her gather phase (n odd, p >= 3) written out step by step; it says 'proved for all n'\n"
      "only when every step is proved. Then the paper's side conditions (findings about the text).\n"
      "Exit status: 0 Theorem 4.1's half proved for all n (that verdict, every obligation proved, cvc5 agrees),\n"
      "1 otherwise (or a side condition refuted, with --fail-on-findings, or a cvc5 re-check could not run);\n"
      "with --text-only, 0 unless a re-check could not run or, with --fail-on-findings, a side condition is refuted;\n"
      "2 bad input, 3 --max-memory reached, 130 interrupted.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
