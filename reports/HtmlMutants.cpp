// The mutation score: variants of the paper's strategy, each changed in one place, that the
// verifier must reject; a survivor is a hole in the verifier.
#include <cmath>

#include <fmt/format.h>

#include "HtmlEscape.hpp"
#include "HtmlSections.hpp"
#include "core/Notation.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::report {

namespace {

std::string evidence(const MutantResult& m) {
  if (const auto& c = m.counterexample)
    return fmt::format("{} of {} fail; shortest line from {} ({}), {}", thousands(m.failingStarts),
                       counted(m.starts, "start"), formatPosition(c->start.position), startKindName(c->start.kind),
                       counted(c->steps.size(), "move"));
  if (!m.strategyError.empty()) return "the strategy threw: " + m.strategyError;
  if (const auto& a = m.audit) {
    std::string text =
        fmt::format("{} starts verified; the solver checked {} of Bob's moves, {} differ from the paper's", m.starts,
                    a->bobDecisions, a->differing);
    if (a->firstUnsafe) text += "; UNSAFE: " + *a->firstUnsafe;
    return text;
  }
  return "not finished";
}

}  // namespace

std::string mutantsSection(const Report& r) {
  std::string s = sectionStart("mutants", "Mutation score: wrong strategies the verifier must reject");
  if (!r.mutants) return s + stageAbsence(r, "mutants") + "</section>";
  const MutationRun& m = *r.mutants;
  int killed = m.count(MutantVerdict::Killed), survived = m.count(MutantVerdict::Survived);
  int judged = killed + survived;
  s += fmt::format(
      "<p>Variants of the paper's strategy, each changed in one case that fires up to {} chips, verified "
      "like the real one. Killed: the verifier found a losing line. Equivalent: verified, and the exact "
      "solver finds every move of Bob winning in the variant's tree. Survived: verified although some move of "
      "Bob is unsafe, a hole in the verifier. <b>{} mutants: {} killed, {} equivalent, {} survived{}; "
      "mutation score {}.</b> Baseline: strategy <code>{}</code>, {} of {} starts verified; {:.2f} s.</p>",
      r.settings.mutantsMaxN, m.results.size(), killed, m.count(MutantVerdict::Equivalent), survived,
      m.complete ? "" : fmt::format(", {} unfinished", m.count(MutantVerdict::Unfinished)),
      judged ? fmt::format("{}/{} = {:.1f}%", killed, judged, 100.0 * killed / judged) : "n/a",
      escapeHtml(m.baseline.strategy), m.baseline.verified(), m.baseline.starts.size(), m.seconds);
  s += "<table class=\"mutants\"><tr><th>id</th><th>kind</th><th>target</th><th>mutation</th><th>verdict</th>"
       "<th>evidence</th></tr>";
  for (const MutantResult& res : m.results) {
    bool bad = res.verdict == MutantVerdict::Survived || res.verdict == MutantVerdict::Unfinished;
    s += fmt::format(
        R"(<tr class="{}" data-mutant="{}"><td class="mono">{}</td><td>{}</td><td class="mono">{}</td><td>{}</td>)"
        R"(<td class="{}">{}</td><td>{}</td></tr>)",
        bad ? "not-proved" : "", escapeHtml(res.mutant.id), escapeHtml(res.mutant.id), mutantKindName(res.mutant.kind),
        escapeHtml(res.mutant.target), escapeHtml(res.mutant.description), bad ? "bad" : "",
        mutantVerdictName(res.verdict), escapeHtml(evidence(res)));
  }
  return s + "</table></section>";
}

}  // namespace babylon::report
