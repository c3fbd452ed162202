// The tabular sections of the verifier and the prover: strategy coverage and the Z3 obligations.
#include <algorithm>

#include <fmt/format.h>

#include "HtmlEscape.hpp"
#include "HtmlSections.hpp"
#include "ReportTotals.hpp"
#include "core/RunGuard.hpp"

namespace babylon::report {

namespace {

std::string kindTable(const Verification& v) {
  std::string s =
      "<table><tr><th>family of starts</th><th>starts</th><th>verified</th><th>failed</th>"
      "<th>decision nodes</th></tr>";
  for (const KindRow& k : verifyKinds(v))
    s += fmt::format(R"(<tr><td>{}</td><td class="num">{}</td><td class="num">{}</td><td class="num{}">{}</td>)"
                     R"(<td class="num">{}</td></tr>)",
                     k.kind, k.starts, k.verified, k.starts > k.verified ? " bad" : "", k.starts - k.verified,
                     k.positions);
  return s + "</table>";
}

std::string obligationNote(const ProofRecord& record) {
  const ProofResult& r = record.result;
  std::string note;
  if (r.status == ProofStatus::Refuted) {
    note = "counter-model:";
    for (const auto& [name, value] : r.counterModel.values()) note += fmt::format(" {}={}", name, value);
  }
  if (const auto& c = record.instance) {
    note += "; ";
    note += !c->note.empty() ? "no instance played: " + c->note
            : c->verified
                ? "instance " + c->position + ": Bob's strategy wins there (a gap in the wording)"
                : fmt::format("instance {}: Bob's strategy LOSES ({} moves)", c->position, c->counterexampleLength);
  }
  return note;
}

}  // namespace

std::string coverageSection(const Report& r) {
  std::string s = sectionStart("coverage", "Strategy coverage per case");
  if (!r.verification) return s + stageAbsence(r, "verify") + "</section>";
  const Verification& v = *r.verification;
  s += fmt::format(
      "<p>Strategy <code>{}</code> played from {} starts (every family of Section 4 up to {} chips): {} "
      "verified, {} with a counterexample; {} decision nodes, {} solver fallbacks, {:.2f} s.</p>",
      escapeHtml(v.strategy), v.starts.size(), r.settings.maxN, v.verified(), v.counterexamples(), v.positions,
      v.fallbacks, v.seconds);
  s += kindTable(v);
  s += R"(<p class="legend">Highlighted: <span style="background:#f1f1f1">never fired</span>)"
       R"(<span style="background:#fff7d6">completion</span><span style="background:#ffe6cc">repair</span>)"
       R"(<span style="background:#ffd0d0">solver fallback or undeclared</span></p>)";
  s += "<table class=\"coverage\"><tr><th>case</th><th>origin</th><th>Bob's decisions</th><th>rule</th></tr>";
  for (const CoverageRow& c : coverageRows(r)) {
    std::string cls = c.neverFired() ? "never" : c.origin == "paper" ? "" : c.origin;
    s += fmt::format(
        R"(<tr class="{}" data-case="{}"><td class="mono">{}</td><td>{}</td><td class="num">{}</td><td>{}</td></tr>)",
        cls, escapeHtml(c.id), escapeHtml(c.id), c.origin, c.count, escapeHtml(c.rule));
  }
  s += "</table>";
  s += fmt::format("<p>{} cases never fired up to {} chips", v.neverFired.size(), r.settings.maxN);
  if (!v.neverFired.empty()) {
    s += ": ";
    for (std::size_t i = 0; i < v.neverFired.size(); ++i)
      s += (i ? ", " : "") + std::string("<code>") + escapeHtml(v.neverFired[i].id) + "</code>";
  }
  return s + ".</p></section>";
}

std::string obligationsSection(const Report& r) {
  std::string s = sectionStart("obligations", "Z3 obligations, re-checked by cvc5");
  if (!r.proofs) return s + stageAbsence(r, "prove") + "</section>";
  const ProofRun& p = *r.proofs;
  s += fmt::format(
      "<p>Every arithmetic side condition of the proof, as a claim over all integers: Z3 asserts its "
      "negation and expects unsat; cvc5 answers the same SMT-LIB query independently. {} obligations: "
      "{} proved, {} refuted, {} unknown; {} disagreements with cvc5; {:.2f} s.</p>",
      p.records.size(), p.proved, p.refuted, p.unknown, p.disagreements, p.seconds);
  s += "<table class=\"obligations\"><tr><th>obligation</th><th>statement (assuming &rArr; claim)</th><th>kind</th>"
       "<th>where in the paper</th><th>Z3</th><th>seconds</th><th>cvc5</th><th>note</th></tr>";
  // Failures first (refuted, unknown, cvc5 disagreeing), then the proved ones, each in the run's order.
  auto isBad = [](const ProofRecord& rec) {
    return rec.result.status != ProofStatus::Proved || rec.result.disagreement;
  };
  std::vector<const ProofRecord*> ordered;
  for (const ProofRecord& rec : p.records) ordered.push_back(&rec);
  std::stable_partition(ordered.begin(), ordered.end(), [&](const ProofRecord* rec) { return isBad(*rec); });
  for (const ProofRecord* recPtr : ordered) {
    const ProofRecord& rec = *recPtr;
    const ProofResult& o = rec.result;
    bool bad = isBad(rec);
    s += fmt::format(
        R"(<tr class="{}" data-obligation="{}"><td class="mono">{}</td><td>{}<br><span class="mono">{} &rArr; {}</span></td>)"
        R"(<td>{}</td><td>{}</td><td class="{}">{}</td>)"
        R"(<td class="num">{:.3f}</td><td class="{}">{}</td><td>{}</td></tr>)",
        bad ? "not-proved" : "", escapeHtml(o.obligation.id), escapeHtml(o.obligation.id),
        escapeHtml(o.obligation.statement), escapeHtml(o.obligation.assumption.readable()),
        escapeHtml(o.obligation.claim.readable()), escapeHtml(o.obligation.kind), escapeHtml(o.obligation.place),
        bad ? "bad" : "", proofStatusName(o.status), o.seconds, o.disagreement ? "bad" : "", escapeHtml(o.cvc5),
        escapeHtml(obligationNote(rec)));
  }
  return s + "</table></section>";
}

}  // namespace babylon::report
