// `babylon report --max-n N --out DIR`: every stage, a progress bar per long stage on a terminal,
// and the report written atomically; Ctrl-C writes the finished stages marked INCOMPLETE (130),
// beside the last complete report (R.incomplete/) when there is one.
#include "ReportCommand.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "ExitCodes.hpp"
#include "RunOptions.hpp"
#include "StrategyChoice.hpp"
#include "core/ParseError.hpp"
#include "core/Printable.hpp"
#include "core/util/AtomicWrite.hpp"
#include "proofs/TheoremRun.hpp"
#include "proofs/Tuning.hpp"
#include "reports/ProgressBar.hpp"
#include "reports/ReportStages.hpp"
#include "reports/ReportTotals.hpp"
#include "reports/ReportWriter.hpp"
#include "core/Limits.hpp"

namespace babylon::cli {

namespace {

// Mutants cost about three times more per two chips (40 s at 20 on two cores, 260 s at 24).
constexpr int kDefaultMutantsMaxN = 20;

struct ReportArgs {
  int maxN = 24;
  std::string out = "report";
  std::string strategy = "paper";
  std::string stagesText;               // --stages as given: one word, comma-separated
  std::vector<std::string> stages;      // the stages it names (filled by run)
  CLI::Option* stagesOption = nullptr;  // given but naming nothing (",,") is bad input, not "all"
  int mutantsMaxN = 0;                  // 0: min(maxN, kDefaultMutantsMaxN)
  int graphN = 8;
  unsigned timeoutMs = tuning::kSolverTimeoutMs;
  bool quickProof = false;  // the prove stage explores the quick family graph (no K5, no re-check)
  int finiteUpTo = 0;
  RunOptions run;
};

int mutantsMaxN(const ReportArgs& a) {
  return a.mutantsMaxN > 0 ? a.mutantsMaxN : std::min(a.maxN, kDefaultMutantsMaxN);
}

// A progress bar per stage on a terminal, and one line per finished stage unless --quiet.
class TerminalProgress : public report::StageObserver {
 public:
  explicit TerminalProgress(bool quiet) : quiet_(quiet), bars_(!quiet && report::ProgressBar::stderrIsTerminal()) {}
  void started(const std::string& stage) override { bar_ = std::make_unique<report::ProgressBar>(stage, bars_); }
  void progressed(std::size_t done, std::size_t total) override {
    if (bar_) bar_->update(done, total);
  }
  void finished(const report::StageRecord& r) override {
    if (bar_) bar_->finish();
    bar_.reset();
    if (!quiet_)
      std::cerr << fmt::format("babylon report: {} {} in {:.2f} s{}\n", r.name, report::stageStatusName(r.status),
                               r.seconds, r.note.empty() ? "" : " (" + r.note + ")");
  }

 private:
  bool quiet_, bars_;
  std::unique_ptr<report::ProgressBar> bar_;
};

std::string commandLine(const ReportArgs& a) {
  // The folder's name escaped: the command line goes into report.json, which must be valid UTF-8.
  std::string s = fmt::format("babylon report --max-n {} --out {}", a.maxN, printable(a.out, a.out.size()));
  if (a.strategy != "paper") s += " --strategy " + a.strategy;
  if (!a.stages.empty()) {
    s += " --stages ";
    for (std::size_t i = 0; i < a.stages.size(); ++i) s += (i ? "," : "") + a.stages[i];
  }
  if (a.mutantsMaxN > 0) s += fmt::format(" --mutants-max-n {}", a.mutantsMaxN);
  if (a.graphN != 8) s += fmt::format(" --graph-n {}", a.graphN);
  if (a.timeoutMs != tuning::kSolverTimeoutMs) s += fmt::format(" --timeout {}", a.timeoutMs);
  if (a.quickProof) s += " --quick-proof";
  if (a.finiteUpTo != 0) s += fmt::format(" --finite-up-to {}", a.finiteUpTo);
  return s + fmt::format(" --threads {}", a.run.threads);
}

report::ReportSettings settingsFor(const ReportArgs& a) {
  report::ReportSettings s;
  s.maxN = a.maxN;
  s.threads = a.run.threads;
  s.mutantsMaxN = mutantsMaxN(a);
  s.graphN = a.graphN;
  s.proofTimeoutMs = a.timeoutMs;
  s.quickProof = a.quickProof;
  s.finiteUpTo = a.finiteUpTo;
  if (!a.stages.empty()) s.stages = a.stages;
  return s;
}

void checkArgs(const ReportArgs& a) {
  if (a.stagesOption && a.stagesOption->count() > 0 &&
      std::none_of(a.stages.begin(), a.stages.end(), [](const std::string& s) { return !s.empty(); }))
    throw ParseError("--stages names no stage (known: classify, verify, lemmas, prove, mutants, graphs)");
  // Checked before the stages run, not after: a bad --out would throw their work away.
  if (a.out.empty()) throw ParseError("--out is empty: give the report's directory");
  std::filesystem::path last = std::filesystem::path(a.out).lexically_normal().filename();
  if (last == "." || last == "..") throw ParseError("--out '" + a.out + "': give a directory name");
  std::error_code ec;
  (void)std::filesystem::status(a.out, ec);  // only the error matters: a too-long name, a symlink loop
  if (ec && ec != std::errc::no_such_file_or_directory)
    throw ParseError("--out '" + a.out + "' cannot be used: " + ec.message());
  if (!report::replaceable(a.out))
    throw ParseError("--out: '" + a.out + "' exists and is not a babylon report (no " + report::kReportMarker +
                     "); refusing to replace it");
  try {
    report::checkOutputDirectory(a.out);
  } catch (const report::WriteError& e) {
    throw ParseError(std::string("--out: ") + e.what());
  }
}

// The stages `--stages` names, in lower case; an unknown one is bad input. (One word read here
// rather than a CLI11 list: a list that splits to nothing, ",,", would take the next argument.)
std::vector<std::string> namedStages(const std::string& text) {
  std::vector<std::string> out;
  std::size_t from = 0;
  while (from <= text.size()) {
    std::size_t comma = std::min(text.find(',', from), text.size());
    std::string word = text.substr(from, comma - from);
    std::transform(word.begin(), word.end(), word.begin(), [](unsigned char c) { return std::tolower(c); });
    if (!word.empty()) {
      if (std::find(report::kStageNames.begin(), report::kStageNames.end(), word) == report::kStageNames.end())
        throw ParseError("--stages: '" + printable(word) +
                         "' is not a stage (known: classify, verify, lemmas, prove, mutants, graphs)");
      out.push_back(word);
    }
    from = comma + 1;
  }
  return out;
}

int run(const ReportArgs& given) {
  ReportArgs args = given;
  args.stages = namedStages(given.stagesText);
  checkArgs(args);
  auto guard = args.run.makeGuard();
  watchStopSignals(guard);
  std::unique_ptr<Strategy> strategy = makeStrategy(args.strategy, *guard);
  TerminalProgress progress(args.run.quiet);
  report::Report r =
      report::runReport(settingsFor(args), *strategy, report::collectMetadata(commandLine(args)), *guard, progress);
  // A stopped run never replaces a report already there: it goes beside it, R.incomplete/.
  bool stopped = !r.complete && !r.stopReason.empty();
  std::string out = args.out;
  std::error_code ec;
  if (stopped && std::filesystem::exists(std::filesystem::path(out) / report::kReportMarker, ec))
    out = std::filesystem::path(out).lexically_normal().string() + ".incomplete";
  if (out != args.out && !report::replaceable(out)) {
    std::cerr << "babylon: error: cannot write the stopped report: '" << out
              << "' exists and is not a babylon report\n";
    return kBadInput;
  }
  try {
    report::writeReport(r, out);
  } catch (const report::WriteError& e) {
    std::cerr << "babylon: error: cannot write the report: " << e.what() << "\n";
    return kBadInput;
  }
  std::cout << report::verdictLine(r) << "\n"
            << "report written to " << out << "/ (summary.md, report.html, report.json, graphs/)\n";
  if (stopped) {
    std::cerr << "babylon: report stopped early: " << r.stopReason << "; the finished stages were written to " << out
              << "/, marked INCOMPLETE" << (out != args.out ? "; the previous report in " + args.out + "/ is kept" : "")
              << "\n";
    return r.interrupted ? kInterrupted : kMemoryLimit;
  }
  // Findings about the paper are not failures; a failed check of the harness is.
  return report::failedChecks(r).empty() ? kOk : kCheckFailed;
}

}  // namespace

std::function<int()> addReportCommand(CLI::App& app) {
  auto args = std::make_shared<ReportArgs>();
  CLI::App* cmd =
      app.add_subcommand("report", "run classify, verify, lemmas, prove and mutants and write the evidence");
  cmd->add_option("--max-n", args->maxN, "largest total number of chips (default 24)")->check(between(2, kMaxChips));
  cmd->add_option("--out", args->out, "the report's directory, replaced as a whole (default report)")
      ->check(nonEmptyPath());
  cmd->add_option("--strategy", args->strategy, "Bob's strategy to verify (default paper)")
      ->transform(CLI::IsMember(strategyChoices(), CLI::ignore_case));
  args->stagesOption =
      cmd->add_option("--stages", args->stagesText, "only these stages, comma-separated (default all)");
  cmd->add_option("--mutants-max-n", args->mutantsMaxN,
                  fmt::format("largest total for the mutants (default: --max-n, at most {})", kDefaultMutantsMaxN))
      ->check(between(2, kMaxChips));
  cmd->add_option("--graph-n", args->graphN, "total of the starts drawn in the strategy graph (default 8)")
      ->check(between(6, 16, true));
  cmd->add_option(
         "--timeout", args->timeoutMs,
         fmt::format("milliseconds per solver query: every Z3 query of the run and each cvc5 re-check (default {})",
                     tuning::kSolverTimeoutMs))
      ->check(atLeast(1));
  cmd->add_flag("--quick-proof", args->quickProof,
                "the prove stage explores the quick family graph (no K5 at the end game, about 20 seconds), which "
                "stays open, so the report says Bob's half is open; by default it proves as 'babylon prove' does "
                "(every obligation re-checked by cvc5)");
  cmd->add_option("--finite-up-to", args->finiteUpTo,
                  "the prove stage's family graph assumes more chips than N; every start of Bob's up to N chips is "
                  "played exhaustively instead (default 0; the graph derives a larger N where it needs one, as "
                  "'babylon prove' does)")
      ->check(between(0, kMaxFiniteUpTo));
  args->run.addTo(*cmd, "no progress bar and no stage lines on stderr");
  cmd->footer(
      "Writes DIR/summary.md, DIR/report.html (self-contained), DIR/report.json (schema: reports/report.schema.json)\n"
      "and DIR/graphs/ (Graphviz DOT and SVG). DIR is replaced in one step; it must be absent, empty or a report.\n"
      "Examples:\n"
      "  babylon report --max-n 24 --out report\n"
      "  babylon report --max-n 40 --out reports/reference --quiet\n"
      "  babylon report --max-n 12 --quick-proof --out quick-report\n"
      "  babylon report --max-n 12 --strategy first --out /tmp/first   # exits 1: the strategy first loses\n"
      "The first line printed, and the first of each file, is the verdict: Theorem 4.1's status for each half,\n"
      "the exhaustive plays, and the findings about the paper counted (findings are not failures).\n"
      "Exit status: 0 the report was written complete and no check of the harness failed; 1 a check failed\n"
      "(a strategy lost, a proof step was not proved, cvc5 disagreed, a mutant survived, ...); 2 bad input or\n"
      "the report cannot be written; 3 memory limit and 130 Ctrl-C (the finished stages are written, marked\n"
      "INCOMPLETE).");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
