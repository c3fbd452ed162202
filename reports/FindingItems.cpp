// The findings about the paper in words: one numbered item per kind of finding, each sentence
// saying how far it was checked and never more than the checks establish.
#include <fmt/format.h>

#include "PaperFindings.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::report {

namespace {

std::string plural(std::uint64_t n, const std::string& word) { return counted(n, word); }
std::string count(std::uint64_t n) { return thousands(n); }

// Theorem 4.1: the solver's agreement to n, then each half's verdict (proofs/TheoremVerdict) with
// what the family graph did, and each exhaustive play. A strategy that loses is refuted, never confirmed.
FindingItem theoremItem(const TheoremFinding& t) {
  FindingItem item{"finding-theorem", "", "", "theorem-4-1", false, {}};
  if (!t.classified) {
    item.title = "Theorem 4.1 against the exact solver: not checked (the classify stage did not run)";
  } else if (t.disagreements > 0) {
    item.title = fmt::format("Theorem 4.1 is contradicted at {}", plural(t.disagreements, "start"));
    item.bad = true;
  } else {
    item.title = fmt::format("The exact solver agrees with Theorem 4.1 on all {} <p,q;;> to n = {}",
                             plural(t.starts, "start"), t.maxN);
  }
  item.text = t.verdict.bob.sentence();
  if (t.symbolic) {
    const SymbolicSummary& g = *t.symbolic;
    item.text +=
        fmt::format(" The {} has {}: {} close, {} rest only on Lemmas 4.2 and 4.3, {} open; Z3 proved its {}{}.",
                    !g.quick ? "family graph" : "quick family graph (no K5)", plural(g.edges, "edge"),
                    count(g.edges - g.openEdges), count(g.restingOnLemmas), count(g.openEdges - g.restingOnLemmas),
                    plural(g.obligations, "obligation"), !g.quick ? " and cvc5 re-checked them" : "");
    if (g.quick)
      item.text += " The report's default prove stage (without `--quick-proof`) explores the graph that closes.";
  }
  item.text += " " + t.verdict.alice.sentence();
  for (const HalfVerdict* h : {&t.verdict.bob, &t.verdict.alice})
    for (const PlayCheck& c : h->play) {
      item.points.push_back({c.sentence() + ".", std::nullopt, ""});
      item.bad = item.bad || c.status() == PlayStatus::Refuted;
    }
  return item;
}

FindingItem literalItem(const PaperFindings& f) {
  FindingItem item{"finding-literal", "", "", "mutants", true, {}};
  if (!f.literal) {
    item.title = "The paper's literal strategy: not checked (the mutants stage did not run)";
    item.bad = false;
    return item;
  }
  const LiteralFinding& l = *f.literal;
  item.title = l.losing > 0 ? fmt::format("The paper's literal strategy loses from {} of {} starts", count(l.losing),
                                          count(l.starts))
                            : fmt::format("The paper's literal strategy wins from all {}", plural(l.starts, "start"));
  item.bad = l.losing > 0;
  item.text = fmt::format(
      "Played exactly as written (every repair left out), from every start with at most {} "
      "chips. Each repair below replaces one move the paper gives; with that repair alone "
      "left out, the strategy loses as shown.",
      l.maxN);
  if (l.example)
    item.points.push_back({"The literal strategy: " + l.example->line.title + ". " + l.example->line.ending,
                           l.example->line, l.example->file});
  for (const RepairFinding& r : f.repairs) {
    std::string text = r.losing > 0 ? fmt::format("Repair {}: without it Bob loses from {} of {} starts. {}", r.caseId,
                                                  count(r.losing), count(r.starts), r.text)
                                    : fmt::format("Repair {}: without it Bob still wins from all {} up to n. {}",
                                                  r.caseId, plural(r.starts, "start"), r.text);
    if (r.example)
      item.points.push_back({text, r.example->line, r.example->file});
    else
      item.points.push_back({text, std::nullopt, ""});
  }
  return item;
}

FindingItem sentencesItem(const PaperFindings& f, int maxN) {
  FindingItem item{"finding-sentences", "", "", "lemmas", !f.sentences.empty(), {}};
  if (!f.sentencesChecked) {
    item.title = "Sentences of the proof: not checked (the lemmas stage did not run)";
    return item;
  }
  item.title = f.sentences.empty() ? "No sentence of the proof checked is false"
                                   : fmt::format("{} of the proof {} false", plural(f.sentences.size(), "sentence"),
                                                 f.sentences.size() == 1 ? "is" : "are");
  item.text =
      fmt::format("Each checked on every instance it speaks about, up to {} chips, with the exact solver.", maxN);
  for (const SentenceFinding& s : f.sentences)
    item.points.push_back({fmt::format("{}, {}: contradicted on {} of {} instances. {}", s.claim, s.id,
                                       count(s.disagreements), count(s.checked), s.statement),
                           s.example, ""});
  return item;
}

FindingItem sideConditionsItem(const PaperFindings& f) {
  FindingItem item{"finding-side-conditions", "", "", "obligations", !f.sideConditions.empty(), {}};
  if (!f.sideConditionsChecked) {
    item.title = "Side conditions of the text: not checked (the prove stage did not run)";
    return item;
  }
  item.title = f.sideConditions.empty()
                   ? "Every side condition of the text is proved by Z3"
                   : fmt::format("{} of the text refuted by Z3", plural(f.sideConditions.size(), "side condition"));
  for (const SideConditionFinding& s : f.sideConditions)
    item.points.push_back(
        {fmt::format("{} ({}): {}; counter-model {}", s.place, s.id, s.statement, s.counterModel), std::nullopt, ""});
  return item;
}

FindingItem completionsItem(const PaperFindings& f) {
  FindingItem item{
      "finding-completions",
      fmt::format("{} where the paper says \"easy\" or gives no move", plural(f.completions.size(), "completion")),
      "Bob's strategy plays these explicit rules there, each marked as a completion and verified like "
      "the rest.",
      "coverage",
      false,
      {}};
  for (const CompletionFinding& c : f.completions)
    item.points.push_back(
        {fmt::format("{}: {} ({} of Bob's decisions)", c.caseId, c.rule, count(c.fired)), std::nullopt, ""});
  return item;
}

}  // namespace

std::vector<FindingItem> findingItems(const PaperFindings& f) {
  std::vector<FindingItem> items = {theoremItem(f.theorem), literalItem(f), sentencesItem(f, f.theorem.maxN),
                                    sideConditionsItem(f), completionsItem(f)};
  if (!f.notRun.empty()) {
    std::string names;
    for (const std::string& s : f.notRun) names += (names.empty() ? "" : ", ") + s;
    items.push_back({"finding-not-run",
                     "Not run: " + names,
                     "These stages were not selected, were stopped, or failed; nothing above rests on them.",
                     "verdict",
                     false,
                     {}});
  }
  return items;
}

}  // namespace babylon::report
