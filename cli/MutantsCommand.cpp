// `babylon mutants --max-n N`: a table (or JSON) of the mutants and their verdicts; exit 0 only
// when no mutant survived and there were at least kMinMutants of them.
#include "MutantsCommand.hpp"

#include <algorithm>
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "ExitCodes.hpp"
#include "RunOptions.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "core/Limits.hpp"
#include "mutants/Mutants.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::cli {

namespace {

// Fewer mutants than this is too weak a test of the verifier to pass.

struct MutantsArgs {
  int maxN = 0;
  std::string side = "bob";
  bool json = false;
  RunOptions run;
};

nlohmann::json counterexampleSummary(const MutantResult& r) {
  if (!r.counterexample) return nullptr;
  const Counterexample& c = *r.counterexample;
  nlohmann::json unsafeCase = nullptr;
  if (c.diagnosis.firstUnsafeBobMove) unsafeCase = c.steps[*c.diagnosis.firstUnsafeBobMove].why->caseId;
  return {{"start", formatPosition(c.start.position)}, {"kind", startKindName(c.start.kind)},
          {"length", c.steps.size()}, {"end", describeEnd(c)}, {"first_unsafe_bob_case", unsafeCase}};
}

nlohmann::json auditJson(const MutantResult& r) {
  if (!r.audit) return nullptr;
  const SolverAudit& a = *r.audit;
  return {{"bob_decisions", a.bobDecisions}, {"differing_from_paper", a.differing}, {"unsafe", a.unsafe},
          {"first_unsafe", a.firstUnsafe ? nlohmann::json(*a.firstUnsafe) : nlohmann::json(nullptr)}};
}

// Equivalent mutants that needed the solver fallback somewhere: equivalent because the solver
// played where the mutated case no longer did.
int equivalentWithFallbacks(const MutationRun& run) {
  return static_cast<int>(std::count_if(run.results.begin(), run.results.end(), [](const MutantResult& r) {
    return r.verdict == MutantVerdict::Equivalent && r.fallbacks > 0;
  }));
}

nlohmann::json toJson(const MutantsArgs& args, const MutationRun& run) {
  nlohmann::json list = nlohmann::json::array();
  for (const MutantResult& r : run.results)
    list.push_back({{"id", r.mutant.id}, {"kind", mutantKindName(r.mutant.kind)}, {"target", r.mutant.target},
                    {"description", r.mutant.description}, {"verdict", mutantVerdictName(r.verdict)},
                    {"starts", r.starts}, {"failing_starts", r.failingStarts},
                    {"counterexample", counterexampleSummary(r)},
                    {"strategy_error", r.strategyError.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.strategyError)},
                    {"fallbacks", r.fallbacks}, {"solver_audit", auditJson(r)}, {"seconds", r.seconds}});
  const Verification& b = run.baseline;
  return {{"max_n", args.maxN},
          {"side", args.side},
          {"baseline", {{"strategy", b.strategy}, {"starts", b.starts.size()}, {"verified", b.verified()},
                        {"fallbacks", b.fallbacks}, {"positions", b.positions}}},
          {"totals",
           {{"mutants", run.results.size()},
            {"killed", run.count(MutantVerdict::Killed)},
            {"equivalent", run.count(MutantVerdict::Equivalent)},
            {"equivalent_with_fallbacks", equivalentWithFallbacks(run)},
            {"survived", run.count(MutantVerdict::Survived)},
            {"unfinished", run.count(MutantVerdict::Unfinished)},
            {"seconds", run.seconds}}},
          {"complete", run.complete},
          {"stop_reason", run.stopReason},
          {"list", list}};
}

// What decided the verdict, in a few words.
std::string evidence(const MutantResult& r) {
  if (r.counterexample) {
    const Counterexample& c = *r.counterexample;
    return fmt::format("{} of {} fail; from {} ({}) in {}", thousands(r.failingStarts), counted(r.starts, "start"),
                       formatPosition(c.start.position), startKindName(c.start.kind), counted(c.steps.size(), "move"));
  }
  if (!r.strategyError.empty()) return "the strategy threw: " + r.strategyError;
  if (r.audit) {
    std::string text = fmt::format("{} verified; solver: {} of the strategy's moves checked, {} differ from the unmutated strategy's",
                                   counted(r.starts, "start"), thousands(r.audit->bobDecisions),
                                   thousands(r.audit->differing));
    if (r.audit->firstUnsafe) text += "; UNSAFE " + *r.audit->firstUnsafe;
    return text;
  }
  return "not finished";
}

void printText(const MutantsArgs& args, const MutationRun& run) {
  const Verification& b = run.baseline;
  std::cout << fmt::format("mutants: variants of {} strategy, each verified from every start with at most {} "
                           "chips\nbaseline: strategy '{}' {} of {} starts verified, {} solver fallbacks\n\n",
                           args.side == "alice" ? "Alice's" : "the paper's (Bob's)", args.maxN, b.strategy,
                           b.verified(), b.starts.size(), b.fallbacks);
  std::cout << fmt::format("{:<5} {:<19} {:<24} {:<38} {:<11} {:>9}  {}\n", "id", "kind", "target", "mutation",
                           "verdict", "fallbacks", "evidence");
  for (const MutantResult& r : run.results)
    std::cout << fmt::format("{:<5} {:<19} {:<24} {:<38} {:<11} {:>9}  {}\n", r.mutant.id, mutantKindName(r.mutant.kind),
                             r.mutant.target, r.mutant.description, mutantVerdictName(r.verdict), r.fallbacks,
                             evidence(r));
  std::cout << fmt::format("\n{} mutants: {} killed, {} equivalent (solver-confirmed; {} of them through solver "
                           "fallbacks), {} survived{}; {:.2f} s\n",
                           run.results.size(), run.count(MutantVerdict::Killed), run.count(MutantVerdict::Equivalent),
                           equivalentWithFallbacks(run),
                           run.count(MutantVerdict::Survived),
                           run.complete ? "" : fmt::format(", {} unfinished", run.count(MutantVerdict::Unfinished)),
                           run.seconds);
  if (run.count(MutantVerdict::Survived) > 0)
    std::cout << "a survived mutant is a hole in the verifier: it accepted a strategy the solver shows wrong\n";
  if (run.tooFew())
    std::cout << fmt::format("fewer than {} mutants: raise --max-n so that more cases fire\n", kMinMutants);
}

int run(const MutantsArgs& args) {
  auto guard = args.run.makeGuard();
  MutationRun result =
      runMutants({args.maxN, args.run.threads, args.side == "alice" ? Side::Alice : Side::Bob}, *guard);
  if (args.json) std::cout << commandJson("mutants", toJson(args, result)).dump(2) << "\n";
  else printText(args, result);
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
      "mutants", "verify variants of the paper's strategy, each changed in one case, to show the verifier rejects them");
  cmd->add_option("--max-n", args->maxN, "largest total number of chips 2m of a start")
      ->required()
      ->check(between(2, kMaxChips));
  cmd->add_option("--side", args->side, "whose strategy: bob (default, the paper's) or alice (hers)")
      ->transform(CLI::IsMember({"bob", "alice"}, CLI::ignore_case));
  cmd->add_flag("--json", args->json, "print JSON instead of a table");
  args->run.addTo(*cmd);
  cmd->footer(
      "Mutations (only of cases that fire up to --max-n): a reply replaced by another move, a guard\n"
      "negated, a case or keep-alive rule left out, a completion or repair removed, the literal paper.\n"
      "Verdicts: killed (the verifier found a counterexample), equivalent (verified, and the exact\n"
      "solver confirms every move of Bob in the mutant's tree leads to a P-position), survived\n"
      "(verified although some move of Bob is unsafe: a hole in the verifier).\n"
      "Examples:\n"
      "  babylon mutants --max-n 20\n"
      "  babylon mutants --side alice --max-n 21\n"
      "  babylon mutants --max-n 24 --json --threads 4\n"
      "Exit status: 0 no mutant survived and there were at least 20, 1 otherwise, 2 bad input,\n"
      "3 memory limit.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
