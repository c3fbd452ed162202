// `babylon prove [--json] [--smt-dir DIR]`: exit 0 only if every obligation is proved and cvc5
// agrees; refuted obligations show Z3's counter-model and the verifier's verdict on it.
#include "ProveCommand.hpp"

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "ExitCodes.hpp"
#include "RunOptions.hpp"
#include "core/ParseError.hpp"
#include "strategies/PaperStrategy.hpp"
#include "proofs/ProofRun.hpp"

namespace babylon::cli {

namespace {

struct ProveArgs {
  bool json = false;
  bool noCvc5 = false;
  std::string smtDir;
  unsigned timeoutMs = 10000;
  RunOptions run;
};

nlohmann::json modelJson(const Env& model) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [name, value] : model.values()) out[name] = value;
  return out;
}

nlohmann::json recordJson(const ProofRecord& record) {
  const ProofResult& r = record.result;
  const Obligation& o = r.obligation;
  nlohmann::json j = {{"id", o.id}, {"kind", o.kind}, {"place", o.place}, {"statement", o.statement},
                      {"assumption", o.assumption.str()}, {"claim", o.claim.str()}, {"smtlib", r.smtlib},
                      {"status", proofStatusName(r.status)}, {"seconds", r.seconds}, {"cvc5", r.cvc5},
                      {"disagreement", r.disagreement}, {"counter_model", nullptr}, {"instance", nullptr}};
  if (r.status == ProofStatus::Refuted) j["counter_model"] = modelJson(r.counterModel);
  if (record.instance) {
    const InstanceCheck& c = *record.instance;
    j["instance"] = {{"position", c.position}, {"kind", c.kind}, {"verified", c.verified},
                     {"counterexample_length", c.counterexampleLength}, {"note", c.note}};
  }
  return j;
}

nlohmann::json toJson(const ProofRun& run, const std::string& smtDir) {
  nlohmann::json obligations = nlohmann::json::array();
  for (const ProofRecord& r : run.records) obligations.push_back(recordJson(r));
  return {{"obligations", obligations},
          {"smt_dir", smtDir},
          {"totals",
           {{"obligations", run.records.size()}, {"proved", run.proved}, {"refuted", run.refuted},
            {"unknown", run.unknown}, {"cvc5_disagreements", run.disagreements}, {"seconds", run.seconds}}}};
}

std::string instanceText(const InstanceCheck& c) {
  if (!c.note.empty()) return "no instance played: " + c.note;
  return fmt::format("instance {} ({}): {}", c.position, c.kind,
                     c.verified ? "Bob's strategy wins there: a gap in the proof's wording, not a strategy failure"
                                : fmt::format("Bob's strategy LOSES there (counterexample of {} moves)",
                                              c.counterexampleLength));
}

void printText(const ProofRun& run, const std::string& smtDir) {
  std::map<std::string, std::map<std::string, int>> byKind;
  for (const ProofRecord& r : run.records) {
    byKind[r.result.obligation.kind][proofStatusName(r.result.status)]++;
    byKind[r.result.obligation.kind]["cvc5 " + r.result.cvc5]++;
  }
  std::cout << "Proof obligations (Z3 for all integers; cvc5 re-check of the same SMT-LIB query)\n\n";
  for (const auto& [kind, counts] : byKind) {
    std::cout << fmt::format("  {:<15}", kind);
    for (const auto& [status, count] : counts) std::cout << fmt::format("  {} {}", count, status);
    std::cout << "\n";
  }
  for (const ProofRecord& record : run.records) {
    const ProofResult& r = record.result;
    if (r.status == ProofStatus::Proved && !r.disagreement) continue;
    std::cout << fmt::format("\n{} {}  [{}]\n  {}\n  assuming {}\n  claim    {}\n  cvc5: {}\n", proofStatusName(r.status),
                             r.obligation.id, r.obligation.place, r.obligation.statement, r.obligation.assumption.str(),
                             r.obligation.claim.str(), r.cvc5);
    if (r.status == ProofStatus::Refuted) {
      std::cout << "  counter-model:";
      for (const auto& [name, value] : r.counterModel.values()) std::cout << " " << name << "=" << value;
      std::cout << "\n";
    }
    if (record.instance) std::cout << "  " << instanceText(*record.instance) << "\n";
  }
  std::cout << fmt::format("\n{} obligations: {} proved, {} refuted, {} unknown; {} disagreements with cvc5; {:.2f} s\n",
                           run.records.size(), run.proved, run.refuted, run.unknown, run.disagreements, run.seconds);
  if (!smtDir.empty()) std::cout << "SMT-LIB files: " << smtDir << "\n";
}

int run(const ProveArgs& args) {
  if (args.timeoutMs == 0) throw ParseError("--timeout must be positive");
  std::string smtDir = args.smtDir;
  if (smtDir.empty() && !args.noCvc5) {
    auto dir = std::filesystem::temp_directory_path() / "babylon-obligations";
    smtDir = dir.string();
  }
  if (!smtDir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(smtDir, ec);
    if (ec) throw ParseError("--smt-dir '" + smtDir + "' cannot be created: " + ec.message());
  }
  auto guard = args.run.makeGuard();
  auto strategy = makePaperStrategy();
  ProofRun run = proveAll({args.timeoutMs, smtDir, !args.noCvc5}, args.run.threads, *strategy, *guard);
  if (args.json) std::cout << toJson(run, smtDir).dump(2) << "\n";
  else printText(run, smtDir);
  return run.allProved() ? kOk : kCheckFailed;
}

}  // namespace

std::function<int()> addProveCommand(CLI::App& app) {
  auto args = std::make_shared<ProveArgs>();
  CLI::App* cmd = app.add_subcommand("prove", "prove every arithmetic side condition of the proof with Z3, re-checked by cvc5");
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  cmd->add_option("--smt-dir", args->smtDir, "write each obligation's SMT-LIB 2 query here (default: a temporary folder)");
  cmd->add_option("--timeout", args->timeoutMs, "milliseconds per obligation and solver (default 10000)");
  cmd->add_flag("--no-cvc5", args->noCvc5, "skip the independent cvc5 re-check");
  args->run.addTo(*cmd);
  cmd->footer(
      "Examples:\n"
      "  babylon prove\n"
      "  babylon prove --json --smt-dir obligations/\n"
      "Each obligation is proved by asserting its negation and expecting unsat; a timeout is 'unknown'.\n"
      "Exit status: 0 every obligation proved and cvc5 agrees, 1 otherwise, 2 bad input.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
