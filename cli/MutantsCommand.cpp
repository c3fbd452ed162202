// `babylon mutants --max-n N`: a table (or JSON) of the mutants and their verdicts; exit 0 only
// when no mutant survived and there were at least kMinMutants of them. With --symbolic, the
// obligation mutants of the case table, judged by the symbolic verifier first and by the finite
// verifier up to N chips after it; exit 0 only when none survived. With --rules, the mutants of
// every other rule (proofs/RuleMutants); exit 0 only when none survived.
#include "MutantsCommand.hpp"

#include <algorithm>
#include <chrono>
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "CommandProgress.hpp"
#include "ExitCodes.hpp"
#include "RunOptions.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "core/Limits.hpp"
#include "mutants/Mutants.hpp"
#include "reports/MutantsView.hpp"
#include "reports/ObligationMutantsView.hpp"
#include "reports/RuleMutantsView.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::cli {

namespace {

// Fewer mutants than this is too weak a test of the verifier to pass.

struct MutantsArgs {
  int maxN = 0;
  std::string side = "bob";
  bool json = false;
  bool symbolic = false;
  bool rules = false;
  std::vector<std::string> cases;
  std::vector<std::string> classes;  // with --rules: only these classes (ruleMutantClassName)
  RunOptions run;
};

int runSymbolic(const MutantsArgs& args) {
  if (args.side != "bob") throw ParseError("--symbolic mutates Bob's case table: --side alice has no symbolic mutants");
  auto guard = args.run.makeGuard();
  watchStopSignals(guard);
  CommandProgress progress("symbolic", args.run.quiet);
  std::string stage = "symbolic";
  report::ObligationMutationOptions options{args.maxN, args.run.threads, args.cases};
  options.progress = [&](const std::string& now, std::size_t done, std::size_t total) {
    if (now != stage) {
      stage = now;
      progress.restart(now);
    }
    progress.callback()(done, total);
  };
  report::ObligationMutationRun result = report::runObligationMutants(options, *guard);
  progress.finish();
  if (args.json) {
    nlohmann::json out = report::obligationMutationRunJson(result);
    out["side"] = args.side;
    std::cout << commandJson("mutants", out).dump(2) << "\n";
  } else {
    report::printObligationMutants(result, std::cout);
  }
  if (!result.complete) return stoppedEarly("mutants", result.stopReason, "", *guard);
  return result.passes() ? kOk : kCheckFailed;
}

// The rule mutants (proofs/RuleMutants): Alice's rules, the lemmas' hypotheses, K0-K5, the
// generated moves; Alice's (or Bob's) starts played up to --max-n where the proof does not kill a mutant.
int runRules(const MutantsArgs& args) {
  if (args.symbolic || !args.cases.empty() || args.side != "bob")
    throw ParseError("--rules takes none of --symbolic, --case, --side (it mutates every rule but Bob's case tables)");
  std::vector<RuleMutant> mutants = buildRuleMutants();
  if (!args.classes.empty()) {
    for (const std::string& name : args.classes)
      if (std::none_of(std::begin(kRuleMutantClasses), std::end(kRuleMutantClasses),
                       [&](RuleMutantClass c) { return name == ruleMutantClassName(c); }))
        throw ParseError("--class " + name + ": no such class of rule mutant (see mutants --help)");
    std::erase_if(mutants, [&](const RuleMutant& m) {
      return std::find(args.classes.begin(), args.classes.end(), ruleMutantClassName(m.cls)) == args.classes.end();
    });
  }
  auto guard = args.run.makeGuard();
  watchStopSignals(guard);
  CommandProgress progress("rules", args.run.quiet);
  auto t0 = std::chrono::steady_clock::now();
  std::vector<RuleJudgement> result;
  try {
    result = judgeRuleMutants(
        mutants, {.playUpTo = args.maxN, .threads = args.run.threads, .progress = progress.callback()}, *guard);
  } catch (const RunStopped& e) {
    progress.finish();
    return stoppedEarly("mutants", e.what(), "", *guard);
  }
  progress.finish();
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (args.json) {
    nlohmann::json out = report::ruleMutantsJson(result, args.maxN, seconds);
    out["max_n"] = args.maxN;
    out["stop_reason"] = "";
    out["rules"] = true;
    std::cout << commandJson("mutants", out).dump(2) << "\n";
  } else {
    report::printRuleMutants(result, args.maxN, seconds, std::cout);
  }
  return report::ruleSurvivors(result) == 0 && !result.empty() ? kOk : kCheckFailed;
}

int run(const MutantsArgs& args) {
  if (args.rules) return runRules(args);
  if (args.symbolic) return runSymbolic(args);
  if (!args.cases.empty()) throw ParseError("--case needs --symbolic (it names a case of the table to mutate)");
  if (!args.classes.empty()) throw ParseError("--class needs --rules (it names a class of rule mutant)");
  auto guard = args.run.makeGuard();
  CommandProgress progress("mutants", args.run.quiet);
  MutationOptions options{args.maxN, args.run.threads, args.side == "alice" ? Side::Alice : Side::Bob};
  options.progress = progress.callback();
  MutationRun result = runMutants(options, *guard);
  progress.finish();
  if (args.json) {
    nlohmann::json out = report::mutationRunJson(result);
    out["max_n"] = args.maxN;
    out["side"] = args.side;
    std::cout << commandJson("mutants", out).dump(2) << "\n";
  } else {
    report::printMutants(result, args.side == "alice" ? "Alice's" : "the paper's (Bob's)", args.maxN, std::cout);
  }
  if (!result.complete) {
    return stoppedEarly("mutants", result.stopReason, "", *guard);
  }
  bool pass = result.passes();
  return pass ? kOk : kCheckFailed;
}

}  // namespace

std::function<int()> addMutantsCommand(CLI::App& app) {
  auto args = std::make_shared<MutantsArgs>();
  CLI::App* cmd = app.add_subcommand(
      "mutants",
      "verify variants of the paper's strategy, each changed in one case, to show the verifier rejects them");
  cmd->add_option("--max-n", args->maxN, "largest total number of chips 2m of a start")
      ->required()
      ->check(between(2, kMaxChips));
  cmd->add_option("--side", args->side, "whose strategy: bob (default, the paper's) or alice (hers)")
      ->transform(CLI::IsMember({"bob", "alice"}, CLI::ignore_case));
  cmd->add_flag("--json", args->json, "print JSON instead of a table");
  cmd->add_flag("--symbolic", args->symbolic,
                "obligation mutants of the case table, judged by the symbolic verifier, then by the finite verifier "
                "up to --max-n");
  cmd->add_flag("--rules", args->rules,
                "mutants of every rule but Bob's case tables, judged by the proof (Alice's also by her play up to "
                "--max-n)");
  cmd->add_option("--case", args->cases, "with --symbolic, only the mutants of this case (an id; repeatable)");
  std::string classNames;
  for (RuleMutantClass c : kRuleMutantClasses)
    classNames += std::string(classNames.empty() ? "" : ", ") + ruleMutantClassName(c);
  cmd->add_option("--class", args->classes,
                  "with --rules, only the mutants of this class (" + classNames + "; repeatable)");
  args->run.addTo(*cmd, "no progress bar on stderr (it is drawn only when stderr is a terminal)");
  cmd->footer(
      "Mutations (only of cases that fire up to --max-n): a reply replaced by another move, a guard\n"
      "negated, a case or keep-alive rule left out, a completion or repair removed, the literal paper.\n"
      "Verdicts: killed (the verifier found a counterexample), equivalent (verified, and the exact\n"
      "solver confirms every move of Bob in the mutant's tree leads to a P-position), survived\n"
      "(verified although some move of Bob is unsafe: a hole in the verifier).\n"
      "With --symbolic: every entry of the case table (fired or not, reflections left out) has its reply\n"
      "replaced by each other legal move and its guard negated; the symbolic verifier explores each\n"
      "mutated table from the entry's family and kills the mutant where an edge that closes (or rests\n"
      "on Lemmas 4.2 and 4.3) in the paper's graph fails; it does not decide where the entry's own\n"
      "edges are open already; the others survive it.\n"
      "Those not killed are verified and audited as above: the score is killed symbolically / killed\n"
      "only by the finite verifier / equivalent / surviving non-equivalent.\n"
      "With --rules: each of Alice's rules playing its alternative move, each of her guards and counts\n"
      "negated, each conjunct of Lemmas 4.2/4.3's hypotheses dropped, each case of K1/K2 dropped or its\n"
      "pick negated, each of Alice's generated moves (family graph, lemmas' graph) left out; each is\n"
      "killed when an obligation of the part of prove that reads the rule is refuted, or (Alice's) when\n"
      "her strategy so changed loses a start up to --max-n; it survives unless it wins every such start.\n"
      "Also Bob's end-game rules: each atom of K0-K4's conditions negated, each part of a conjunction or\n"
      "disjunction dropped, each of K0-K4 left out (class keep-alive-condition), each of K5's named moves\n"
      "left out (named-move). Each explores the family graph as prove does (seconds to half an hour each):\n"
      "killed when an edge is open or more than --max-n chips are left to the finite verifier; else\n"
      "Bob's changed strategy plays his starts up to --max-n: killed by the play where it loses a start\n"
      "prove plays, equivalent up to --max-n where it wins all, survived (a hole in the proof) otherwise.\n"
      "--class keeps only the named classes, e.g. --class named-move.\n"
      "Examples:\n"
      "  babylon mutants --max-n 20\n"
      "  babylon mutants --rules --max-n 24 --class lone-rule --class lemma-hypothesis\n"
      "  babylon mutants --symbolic --max-n 24 --case 'L4.4(i)' --case P1\n"
      "  babylon mutants --side alice --max-n 21\n"
      "  babylon mutants --max-n 24 --json --threads 4\n"
      "Exit status: 0 no mutant survived and there were at least 20 (with --symbolic, at least one),\n"
      "1 otherwise, 2 bad input, 3 memory limit, 130 interrupted.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
