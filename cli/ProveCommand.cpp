// `babylon prove [--json] [--smt-dir DIR]`: the symbolic verifier's family graph, the written proofs'
// steps, then the paper's side conditions (refuted ones with Z3's counter-model and the verifier's
// verdict on it); the last line is Theorem 4.1's verdict (proofs/TheoremVerdict).
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
#include "core/util/AtomicWrite.hpp"
#include "proofs/ProofCertificate.hpp"
#include "proofs/ProofRun.hpp"
#include "proofs/TheoremRun.hpp"
#include "proofs/Tuning.hpp"
#include "proofs/TheoremVerdict.hpp"
#include "proofs/Vacuity.hpp"
#include "reports/ProofView.hpp"
#include "reports/RulesCoveredView.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::cli {

namespace {

struct ProveArgs {
  bool json = false;
  bool failOnFindings = false;
  bool noCvc5 = false;
  bool z3Fresh = false;
  bool textOnly = false;
  int finiteUpTo = 0;
  std::string smtDir;
  std::string certificate;
  unsigned timeoutMs = tuning::kSolverTimeoutMs;
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

// The proof certificate of both halves (proofs/ProofCertificate), and where the graph leaves the
// starts up to N chips to the finite verifier (--finite-up-to N, or the size the graph derives),
// the finite certificate of those starts beside it (FILE.finite.zst), which it names.
void writeCertificates(const ProveArgs& args, const TheoremProof& theorem, const Strategy& strategy, RunGuard& guard) {
  const int upTo = theorem.small ? theorem.small->upTo : args.finiteUpTo;
  std::string comment =
      fmt::format("babylon prove{}", args.finiteUpTo > 0 ? " --finite-up-to " + std::to_string(args.finiteUpTo) : "");
  symbolic::ProofCertificateFiles files =
      symbolic::writeProofCertificates(args.certificate, theorem.graph, upTo, strategy, comment, guard);
  if (files.finite)
    std::cout << fmt::format("finite certificate: {} ({} bytes); check it with babylon-check\n",
                             symbolic::finiteCertificatePath(args.certificate), files.finite->size);
  const symbolic::ProofCertificateSummary& s = files.proof;
  std::cout << fmt::format(
      "proof certificate: {} ({} families, {} regions, {} of them into the end game, where the checker derives Bob's "
      "safety with {} moves of his given as witnesses, his moves named at {} of its nodes, and the lemmas' nodes; {} "
      "lines, {} bytes); check it with babylon-check-proof\n",
      args.certificate, s.families, s.regions, s.endGames, s.witnesses, s.safe, s.lines, s.bytes);
}

int run(const ProveArgs& args) {
  if (!args.certificate.empty()) {
    if (args.textOnly) throw ParseError("--certificate needs the family graph: not with --text-only");
    try {  // found before the run rather than at its end, when the certificate is written
      report::checkOutputFile(args.certificate);
      report::checkOutputFile(symbolic::finiteCertificatePath(args.certificate));
      symbolic::checkAliceRulesStatable();
    } catch (const std::runtime_error& e) {
      throw ParseError(std::string("--certificate: ") + e.what());
    }
  }
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
    TheoremRunOptions run{args.finiteUpTo, args.run.threads, options};
    run.nameMoves = !args.certificate.empty();
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
    progress.restart(kTextStep);
    try {
      run = proveAll(options, args.run.threads, *strategy, *guard, progress.callback());
      VacuityCost text = checkVacuity({&run}, options.timeoutMs, args.run.threads, *guard);
      theorem.vacuity.questions += text.questions;
      theorem.vacuity.seconds += text.seconds;
    } catch (const RunStopped& e) {
      stopped = true;
      theorem.stopReason = e.what();
      theorem.stoppedIn = kTextStep;
    }
  }
  progress.finish();
  if (!args.certificate.empty() && !args.textOnly && !stopped) {
    try {
      writeCertificates(args, theorem, *strategy, *guard);
    } catch (const std::runtime_error& e) {
      throw ParseError(std::string("--certificate: ") + e.what());
    }
  }
  TheoremVerdict verdict =
      args.textOnly ? notExamined("--text-only: the symbolic verifier did not run") : theoremVerdict(theorem);
  // Every obligation the run proved, for the vacuity check's counts: the theorem's, then the text's.
  std::vector<const ProofRun*> proved = {&run};
  if (!args.textOnly) proved = {&theorem.recheck, &theorem.lemmas, &theorem.alice.steps, &run};
  if (args.json) {
    nlohmann::json out = toJson(run, smtDir);
    out["vacuity"] = report::vacuityJson(proved, theorem.vacuity);
    if (stopped) {
      out["complete"] = false;
      out["stopped"] = {{"reason", theorem.stopReason}, {"in_step", theorem.stoppedIn}};
    }
    out["theorem"] = args.textOnly ? nlohmann::json{{"skipped", "--text-only"}} : report::theoremJson(theorem);
    out["alice_half"] =
        args.textOnly ? nlohmann::json{{"skipped", "--text-only"}} : report::aliceHalfJson(theorem.alice);
    out["theorem_4_1"] = report::theoremVerdictJson(verdict);
    if (!args.textOnly && !stopped) out["rules"] = report::rulesCoveredJson(rulesCovered(theorem));
    std::cout << commandJson("prove", out).dump(2) << "\n";
  } else {
    // A stopped run prints the parts whose steps all finished: Bob's once the family graph was
    // explored, Alice's once her steps were proved, the text's never.
    bool aliceDone = !stopped || theorem.stoppedIn == kTextStep;
    if (!args.textOnly) {
      if (!stopped || theorem.stoppedIn != "families") report::printTheorem(theorem, std::cout);
      if (aliceDone) report::printAliceHalf(theorem.alice, std::cout);
    }
    if (!stopped) {
      std::cout << "The paper's side conditions and wording (findings about the text; they do not decide the "
                   "verdict)\n\n";
      report::printSideConditions(run, smtDir, std::cout);
      std::cout << "\n";
      report::printVacuity(proved, theorem.vacuity, std::cout);
      if (!args.textOnly) std::cout << "\n" << report::rulesCoveredLine(rulesCovered(theorem)) << "\n";
    }
    std::cout << "\n" << verdict.sentence() << "\n";
  }
  if (stopped)
    return stoppedEarly("prove", theorem.stopReason + " during " + theorem.stoppedIn,
                        "the steps finished before it are reported above", *guard);
  // A re-check with no answer fails the command whatever the verdict: it is no agreement.
  int failures = run.recheckFailures + theorem.recheck.recheckFailures + theorem.lemmas.recheckFailures +
                 theorem.alice.steps.recheckFailures;
  if (failures > 0)
    std::cerr << fmt::format("babylon: the cvc5 re-check gave no answer for {} obligations (see 'cvc5:' above)\n",
                             failures);
  // A vacuous side condition fails the command too: proved, it would check nothing. (The theorem's
  // own vacuous obligations are in the verdict.)
  int textVacuous = run.vacuous + run.vacuityUndecided;
  if (textVacuous > 0)
    std::cerr << fmt::format(
        "babylon: {} of the text's side conditions are vacuous or undecided (see 'Vacuity:' above)\n", textVacuous);
  // Findings about the text (refuted side conditions) do not fail the command unless asked.
  bool findingsFail = args.failOnFindings && !run.allProved();
  bool theoremOk = args.textOnly || verdict.stepsHold();
  return theoremOk && !findingsFail && failures == 0 && textVacuous == 0 ? kOk : kCheckFailed;
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
  cmd->add_option(
         "--timeout", args->timeoutMs,
         fmt::format("milliseconds per solver query: every Z3 query of the run and each cvc5 re-check (default {})",
                     tuning::kSolverTimeoutMs))
      ->check(atLeast(1));
  cmd->add_flag("--no-cvc5", args->noCvc5, "skip the independent cvc5 re-check");
  cmd->add_flag("--z3-fresh", args->z3Fresh,
                "prove every obligation of the family graph again with Z3, each alone in a fresh context (by "
                "default Z3's answer from the exploration, where it proved that very query, is taken; cvc5 "
                "re-checks every obligation either way)");
  cmd->add_flag("--text-only", args->textOnly,
                "only the paper's side conditions and wording: the symbolic verifier does not run, no verdict");
  cmd->add_option("--finite-up-to", args->finiteUpTo,
                  "the family graph assumes more chips than N; every start of Bob's up to N chips is played "
                  "exhaustively by the finite verifier instead, and so is every start of Alice's up to N chips, her "
                  "strategy's moves against every move of Bob (default 0). Where no named K5 move works at small "
                  "instances, the end game derives a larger N itself, prints it (size_needs) and plays up to it")
      ->check(between(0, kMaxFiniteUpTo));
  cmd->add_option("--certificate", args->certificate,
                  "write both halves (the family graph and the lemmas' nodes; Alice's openings, Lemma A and the "
                  "gather phase) as a proof certificate FILE (zstd) that "
                  "build/babylon-check-proof re-checks; where the run plays his starts up to N chips, also "
                  "FILE.finite.zst, their finite certificate, for build/babylon-check")
      ->check(nonEmptyPath());
  cmd->add_flag("--fail-on-findings", args->failOnFindings,
                "exit 1 also when a side condition of the paper's text is refuted");
  args->run.addTo(*cmd, "no progress bar on stderr (it is drawn only when stderr is a terminal)");
  cmd->footer(
      "Examples:\n"
      "  babylon prove\n"
      "  babylon prove --json --smt-dir obligations/\n"
      "  babylon prove --text-only --fail-on-findings   # exits 1: the paper's side conditions refuted\n"
      "Each obligation is proved by asserting its negation and expecting unsat; a timeout is 'unknown'.\n"
      "Bob's half: the symbolic verifier. Alice's moves come from the generic rule over the paper's families;\n"
      "Bob's cases are split by Z3, his replies applied symbolically, successors matched to families; in the\n"
      "end game, K0-K4 or K5's named moves (the data his strategy plays) are shown on every region. Its status\n"
      "is graph-closed-given-lemmas when every edge closes or rests only on Lemmas 4.2 and 4.3, every obligation\n"
      "is proved by Z3 and cvc5, every obligation of the two lemmas' graph over abstract positions is proved\n"
      "and each conjunct of their hypotheses is needed by one, and every start up to the small sizes is won;\n"
      "else open. Alice's half: her gather phase, Lemma A and Section 2's openings as graphs over counter\n"
      "abstractions (Bob's moves from the generic rule, her replies from her rules' data);\n"
      "graphs-closed-over-abstractions when every obligation is proved, each conjunct of the gather\n"
      "invariant is needed, and her strategy wins every start of hers up to the small sizes. Neither status\n"
      "is a machine proof end to end: the abstractions are argued sound in prose.\n"
      "Then the paper's side conditions (findings about the text). The last line is Theorem 4.1's verdict.\n"
      "Every obligation proved is also checked to mean something: its assumption can hold, and its claim does\n"
      "not hold for every value without it (checks of a case table itself excepted); a vacuous one leaves its\n"
      "half open.\n"
      "Exit status: 0 every step the run took holds (both halves have the status above, cvc5 agrees with Z3,\n"
      "every small size is won, no obligation is vacuous); 1 otherwise, or a cvc5 re-check gave no answer, or a\n"
      "side condition is vacuous, or (with --fail-on-findings) a side condition is refuted. With --text-only: 0\n"
      "unless a re-check gave no answer, a side condition is vacuous or, with --fail-on-findings, refuted.\n"
      "2 bad input, 3 --max-memory reached, 130 interrupted.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
