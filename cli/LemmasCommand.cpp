// `babylon lemmas [--max-n N] [--json] [--claim ID]...`: exit 0 when every claim's statement holds
// on every instance checked, 1 when one fails (findings about the paper's text do not fail).
#include "LemmasCommand.hpp"

#include <cctype>
#include <iostream>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "CommandJson.hpp"
#include "CommandProgress.hpp"
#include "ExitCodes.hpp"
#include "reports/LemmasView.hpp"
#include "RunOptions.hpp"
#include "core/ParseError.hpp"
#include "claims/ClaimCheck.hpp"

namespace babylon::cli {

namespace {

// --max-n when none is given: a few seconds on two cores (bench/RESULTS.md).
constexpr int kDefaultMaxN = 30;

struct LemmasArgs {
  int maxN = kDefaultMaxN;
  bool json = false;
  int listCap = 20;
  std::vector<std::string> claims;
  RunOptions run;
  Spread spread;
};

std::string claimIds() {
  std::vector<std::string> ids;
  for (const Claim& c : paperClaims()) ids.push_back(c.id);
  return fmt::format("{}", fmt::join(ids, ", "));
}

std::vector<Claim> selected(const std::vector<std::string>& ids) {
  if (ids.empty()) return paperClaims();
  std::vector<Claim> out;
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  for (const std::string& id : ids) {  // claim ids are matched without regard to case
    const Claim* found = nullptr;
    for (const Claim& c : paperClaims())
      if (lower(c.id) == lower(id)) found = &c;
    if (!found) throw ParseError("--claim '" + id + "' is not a claim (one of: " + claimIds() + ")");
    out.push_back(*found);
  }
  return out;
}

int run(const LemmasArgs& args) {
  ClaimCheckOptions options{args.maxN, args.run.threads, args.listCap, selected(args.claims)};
  auto guard = args.run.makeGuard();
  CommandProgress progress("lemmas", args.run.quiet || args.spread.ranks > 0);
  std::size_t done = 0, total = options.claims.size();
  auto bar = progress.callback();
  bar(0, total);
  ClaimReport report = args.spread.ranks > 0
                           ? args.spread.lemmas(options, *guard)
                           : checkClaims(options, *guard, [&](const ClaimResult&) { bar(++done, total); });
  progress.finish();
  if (!args.spread.prints) return kOk;
  if (args.json)
    std::cout << commandJson("lemmas", withRanks(report::claimReportJson(report), args.spread)).dump(2) << "\n";
  else
    report::printClaimReport(report, std::cout);
  if (!report.complete) {
    return stoppedEarly("lemmas", report.stopReason,
                        "the " + std::to_string(report.claims.size()) + " finished claims are reported above", *guard);
  }
  // Exit 1 only when a claim's statement fails; findings about the paper's text (tight
  // exceptions, successor claims, contradicted sentences) are reported, not failures.
  return report.allClaimsHold() ? kOk : kCheckFailed;
}

}  // namespace

std::function<int()> addLemmasCommand(CLI::App& app, const Spread& spread) {
  auto args = std::make_shared<LemmasArgs>();
  args->spread = spread;
  CLI::App* cmd = app.add_subcommand(
      "lemmas",
      "check every claim of Section 4 (Theorem 4.1, target states, Lemmas 4.2-4.5, positions 1-3) on "
      "every instance with at most N chips, with the exact solver");
  cmd->add_option("--max-n", args->maxN, "largest total number of chips 2m; default " + std::to_string(kDefaultMaxN))
      ->check(between(2, kMaxChips));
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  cmd->add_option("--claim", args->claims, "check only this claim (repeatable): " + claimIds());
  cmd->add_option("--list", args->listCap,
                  "list at most this many failures, safe-anyway exceptions and problems per item (default 20)")
      ->check(atLeast(0));
  args->run.addTo(*cmd, "no progress bar on stderr (it is drawn only when stderr is a terminal)");
  cmd->footer(
      "Examples:\n"
      "  babylon lemmas\n"
      "  babylon lemmas --max-n 24\n"
      "  babylon lemmas --max-n 30 --claim L4.5 --claim L4.3 --json\n"
      "For each claim: its instances and failures (with Alice's winning line in the paper's notation),\n"
      "the tightness of each stated exception (exceptional instances that are safe anyway), the\n"
      "case tables' successor claims played on every instance, and Lemma 4.5 (viii)'s sentences.\n"
      "Exit status: 0 every claim's statement holds on every instance checked, 1 a claim's statement\n"
      "fails, 2 bad input, 3 memory limit. What the paper's text gets wrong (a tight exception, a\n"
      "successor claim, a contradicted sentence) is reported as a finding and does not change the status.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
