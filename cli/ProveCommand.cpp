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
#include "ExitCodes.hpp"
#include "RunOptions.hpp"
#include "core/ParseError.hpp"
#include "core/util/TempDir.hpp"
#include "strategies/PaperStrategy.hpp"
#include "proofs/ProofRun.hpp"
#include "proofs/LoneStackLemmas.hpp"
#include "proofs/SymbolicVerifier.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::cli {

namespace {

struct ProveArgs {
  bool json = false;
  bool failOnFindings = false;
  bool noCvc5 = false;
  bool textOnly = false;
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
            {"unknown", run.unknown}, {"cvc5_disagreements", run.disagreements},
            {"cvc5_failures", run.recheckFailures}, {"seconds", run.seconds}}}};
}

std::string instanceText(const InstanceCheck& c) {
  if (!c.note.empty()) return "no instance played: " + c.note;
  return fmt::format("instance {} ({}): {}", c.position, c.kind,
                     c.verified ? "Bob's strategy wins there: a gap in the proof's wording, not a strategy failure"
                                : fmt::format("Bob's strategy LOSES there (counterexample of {})",
                                              counted(c.counterexampleLength, "move")));
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
  std::cout << fmt::format("\n{} obligations: {} proved, {} refuted, {} unknown; {} disagreements with cvc5; "
                           "{} cvc5 re-checks could not run; {:.2f} s\n",
                           run.records.size(), run.proved, run.refuted, run.unknown, run.disagreements,
                           run.recheckFailures, run.seconds);
  if (!smtDir.empty()) std::cout << "SMT-LIB files: " << smtDir << "\n";
}

// The symbolic verifier's graph, its obligations re-checked, and the verdict.
struct TheoremRun {
  symbolic::FamilyGraph graph;
  ProofRun recheck;
  ProofRun lemmas;  // the written-out proofs of Lemmas 4.2 and 4.3 (proofs/LoneStackLemmas)
  // Closed, with the edges resting on Lemmas 4.2 and 4.3 closed by those proofs.
  bool proved() const { return graph.closedUpToLemmas() && recheck.allProved() && lemmas.allProved(); }
  const char* verdict() const { return proved() ? "proved" : "open"; }
};

nlohmann::json edgeJson(const symbolic::Edge& e) {
  return {{"from", familyName(e.from)}, {"alice", e.alice},       {"alice_class", e.aliceClass},
          {"case", e.caseId},          {"reply", e.reply},       {"to", e.to.empty() ? nullptr : nlohmann::json(e.to)},
          {"open", e.open},            {"rests_on_lemmas", e.restsOnLemmas}, {"detail", e.detail},
          {"region", e.region.str()}, {"instance", modelJson(e.instance)},
          {"position", e.position}};
}

nlohmann::json recheckJson(const ProofRun& r) {
  return {{"total", r.records.size()}, {"proved", r.proved},         {"refuted", r.refuted},
          {"unknown", r.unknown},       {"cvc5_disagreements", r.disagreements}, {"cvc5_failures", r.recheckFailures}};
}

nlohmann::json theoremJson(const TheoremRun& t) {
  nlohmann::json open = nlohmann::json::array(), families = nlohmann::json::array();
  for (const auto& e : t.graph.edges)
    if (!e.open.empty()) open.push_back(edgeJson(e));
  for (Family f : t.graph.families) families.push_back(familyName(f));
  return {{"verdict", t.verdict()},
          {"families", t.graph.families.size()},
          {"family_names", families},
          {"edges", t.graph.edges.size()},
          {"edges_resting_on_lemmas", t.graph.edgesRestingOnLemmas()},
          {"obligations", recheckJson(t.recheck)},
          {"lemmas", recheckJson(t.lemmas)},
          {"open_edges", open}};
}

void printTheorem(const TheoremRun& t) {
  const auto& g = t.graph;
  std::cout << "Theorem 4.1, Bob's half: the symbolic verifier over the paper's families\n\n";
  std::string names;
  for (Family f : g.families) names += (names.empty() ? "" : ", ") + std::string(familyName(f));
  std::cout << fmt::format("  families  {} ({})\n  edges     {} ({} closed, {} open, of which {} rest only on Lemmas "
                           "4.2 and 4.3)\n",
                           g.families.size(), names, g.edges.size(),
                           g.edges.size() - static_cast<std::size_t>(g.openEdges()), g.openEdges(),
                           g.edgesRestingOnLemmas());
  auto cvc5Proved = std::count_if(t.recheck.records.begin(), t.recheck.records.end(),
                                  [](const ProofRecord& r) { return r.result.cvc5 == "proved"; });
  std::cout << fmt::format("  obligations {}: Z3 {} proved, {} refuted, {} unknown; cvc5 (on the project's own "
                           "SMT-LIB printing) {} proved; {} disagreements; {} re-checks could not run\n",
                           t.recheck.records.size(), t.recheck.proved, t.recheck.refuted, t.recheck.unknown,
                           cvc5Proved, t.recheck.disagreements, t.recheck.recheckFailures);
  const ProofRun& l = t.lemmas;
  std::cout << fmt::format("  Lemmas 4.2 and 4.3: the paper's proofs written out step by step (proofs/LoneStackLemmas.cpp), "
                           "{} steps: Z3 {} proved, {} refuted, {} unknown; {} disagreements with cvc5\n",
                           l.records.size(), l.proved, l.refuted, l.unknown, l.disagreements);
  for (const ProofRecord& r : l.records)
    if (r.result.status != ProofStatus::Proved || r.result.disagreement)
      std::cout << fmt::format("    NOT PROVED {}: {}\n", r.result.obligation.id, r.result.obligation.statement);
  std::map<std::string, std::vector<const symbolic::Edge*>> byReason;
  for (const auto& e : g.edges)
    if (!e.open.empty()) byReason[e.open].push_back(&e);
  if (!byReason.empty()) std::cout << "\n  Open edges, by reason (each with an instance the finite verifier plays):\n";
  for (const auto& [reason, edges] : byReason) {
    std::cout << fmt::format("    {} edge{}: {}\n", edges.size(), edges.size() == 1 ? "" : "s", reason);
    for (const symbolic::Edge* e : edges)
      std::cout << fmt::format("      {} {} {} -> {}   e.g. {}{}\n", familyName(e->from),
                               e->alice.empty() ? "(Bob first)" : "Alice " + e->alice + " (" + e->aliceClass + ")",
                               e->caseId, e->reply.empty() ? "-" : e->reply, e->position.empty() ? "-" : e->position,
                               e->detail.empty() ? "" : "  (" + e->detail + ")");
  }
  std::string verdict =
      t.proved() ? "Theorem 4.1, Bob's half: proved for all n (the edges into the end game by Lemmas 4.2 and 4.3, "
                   "whose written-out proofs are checked step by step)"
      : g.closedUpToLemmas()
          ? "OPEN: the family graph is closed up to Lemmas 4.2 and 4.3, but not every step of their proofs is proved"
          : fmt::format("OPEN: {} edges neither close nor rest only on Lemmas 4.2 and 4.3, so nothing is claimed for all n "
                        "(the finite verifier checks to n)",
                        g.openEdges() - g.edgesRestingOnLemmas());
  std::cout << fmt::format("\n  Verdict: {}\n\n", verdict);
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
  ProverOptions options{args.timeoutMs, filesDir, !args.noCvc5};
  TheoremRun theorem;
  if (!args.textOnly) {
    theorem.graph = symbolic::exploreFamilies(caseTable(), Family::Opening, guard.get());
    theorem.recheck = proveObligations(theorem.graph.obligations, options, args.run.threads, *strategy, *guard);
    theorem.lemmas = proveObligations(loneStackLemmaObligations(), options, args.run.threads, *strategy, *guard);
  }
  ProofRun run = proveAll(options, args.run.threads, *strategy, *guard);
  if (args.json) {
    nlohmann::json out = toJson(run, smtDir);
    out["verdict"] = args.textOnly ? "not examined" : theorem.verdict();
    out["theorem"] = args.textOnly ? nlohmann::json{{"skipped", "--text-only"}} : theoremJson(theorem);
    std::cout << commandJson("prove", out).dump(2) << "\n";
  } else {
    if (args.textOnly)
      std::cout << "Theorem 4.1: not examined (--text-only: the symbolic verifier did not run)\n\n";
    else
      printTheorem(theorem);
    std::cout << "The paper's side conditions and wording (findings about the text; they do not decide the verdict)\n\n";
    printText(run, smtDir);
  }
  // A re-check that could not run fails the command whatever the verdict: it is no agreement.
  int failures = run.recheckFailures + theorem.recheck.recheckFailures + theorem.lemmas.recheckFailures;
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
  CLI::App* cmd = app.add_subcommand("prove", "the symbolic verifier over the paper's families, and the proof's side conditions, by Z3 and cvc5");
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  cmd->add_option("--smt-dir", args->smtDir, "write each obligation's SMT-LIB 2 query here, also with --no-cvc5 (default: a private temporary folder, removed afterwards)");
  cmd->add_option("--timeout", args->timeoutMs, "milliseconds per obligation and solver (default 10000)")
      ->check(atLeast(1));
  cmd->add_flag("--no-cvc5", args->noCvc5, "skip the independent cvc5 re-check");
  cmd->add_flag("--text-only", args->textOnly,
                "only the paper's side conditions and wording: the symbolic verifier does not run, no verdict");
  cmd->add_flag("--fail-on-findings", args->failOnFindings, "exit 1 also when a side condition of the paper's text is refuted");
  args->run.addTo(*cmd);
  cmd->footer(
      "Examples:\n"
      "  babylon prove\n"
      "  babylon prove --json --smt-dir obligations/\n"
      "  babylon prove --text-only --fail-on-findings\n"
      "Each obligation is proved by asserting its negation and expecting unsat; a timeout is 'unknown'.\n"
      "First the symbolic verifier: Alice's moves from the generic rule over the paper's families, Bob's\n"
      "cases split by Z3, his replies applied symbolically, successors matched to families; its verdict is\n"
      "'proved' only when every edge of the family graph is closed or rests only on Lemmas 4.2 and 4.3, and every\n"
      "step of their written-out proofs is proved. Then the paper's side conditions (findings about the text).\n"
      "Exit status: 0 Theorem 4.1's half proved for all n (that verdict, every obligation proved, cvc5 agrees),\n"
      "1 otherwise (or a side condition refuted, with --fail-on-findings, or a cvc5 re-check could not run);\n"
      "with --text-only, 0 unless a re-check could not run or, with --fail-on-findings, a side condition is refuted;\n"
      "2 bad input, 3 --max-memory reached, 130 interrupted.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
