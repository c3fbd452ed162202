// Collects the findings about the paper from a report's stages, and writes them as JSON.
#include "PaperFindings.hpp"

#include <cctype>

#include <fmt/format.h>

#include "HtmlSections.hpp"
#include "ReportTotals.hpp"
#include "lemmas/CaseTable.hpp"
#include "core/util/Thousands.hpp"
#include "core/Notation.hpp"
#include "verify/CounterexampleFile.hpp"

namespace babylon::report {

namespace {

std::string fileSafe(const std::string& id) {
  std::string out;
  for (char c : id) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  while (out.find("--") != std::string::npos) out.replace(out.find("--"), 2, "-");
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

Evidence evidence(const Counterexample& c, const std::string& file) { return {strategyLine(c), file, &c}; }

TheoremFinding theorem(const Report& r) {
  TheoremFinding t;
  t.maxN = r.settings.maxN;
  if (r.classification) {
    t.classified = true;
    t.starts = static_cast<int>(r.classification->starts.size());
    t.disagreements = r.classification->disagreements();
  }
  if (r.verification) {
    t.verified = true;
    t.verifyStarts = static_cast<int>(r.verification->starts.size());
    t.verifyLosses = r.verification->counterexamples();
    t.fallbacks = r.verification->fallbacks;
  }
  t.symbolic = r.symbolic;
  t.verdict = reportVerdict(r);
  return t;
}

const CaseEntry* entry(const std::string& id) {
  for (const CaseEntry& e : caseTable())
    if (e.id == id) return &e;
  return nullptr;
}

void mutantFindings(const Report& r, PaperFindings& f) {
  if (!r.mutants) return;
  for (const MutantResult& m : r.mutants->results) {
    if (m.mutant.kind != MutantKind::RepairRemoved) continue;
    std::optional<Evidence> example;
    if (m.mutant.target == "all repairs") {
      if (m.counterexample) example = evidence(*m.counterexample, "counterexamples/paper-literal.json");
      f.literal = LiteralFinding{r.settings.mutantsMaxN, m.starts, m.failingStarts, std::move(example)};
      continue;
    }
    if (m.counterexample)
      example = evidence(*m.counterexample, "counterexamples/repair-" + fileSafe(m.mutant.target) + ".json");
    const CaseEntry* e = entry(m.mutant.target);
    f.repairs.push_back({m.mutant.target, e ? e->text : "", m.starts, m.failingStarts, std::move(example)});
  }
}

void lemmaFindings(const Report& r, PaperFindings& f) {
  if (!r.lemmas) return;
  f.sentencesChecked = true;
  for (const SentenceRow& s : r.lemmas->sentences) {
    if (s.disagreements == 0) continue;
    std::optional<GameLine> example;
    if (s.line >= 0) example = r.lemmas->lines[static_cast<std::size_t>(s.line)];
    f.sentences.push_back({s.claim, s.id, s.statement, s.checked, s.disagreements, std::move(example)});
  }
}

std::string modelText(const Env& model) {
  std::string out;
  for (const auto& [name, value] : model.values())
    out += fmt::format("{}{} = {}", out.empty() ? "" : ", ", name, value);
  return out;
}

void proofFindings(const Report& r, PaperFindings& f) {
  if (!r.proofs) return;
  f.sideConditionsChecked = true;
  for (const ProofRecord& rec : r.proofs->records)
    if (rec.result.status == ProofStatus::Refuted)
      f.sideConditions.push_back({rec.result.obligation.id, rec.result.obligation.place,
                                  rec.result.obligation.statement, modelText(rec.result.counterModel)});
}

void completionFindings(const Report& r, PaperFindings& f) {
  for (const CaseInfo& c : r.strategyCases) {
    if (c.origin != Origin::Completion) continue;
    std::uint64_t fired = 0;
    if (r.verification)
      if (auto it = r.verification->coverage.find(c.id); it != r.verification->coverage.end()) fired = it->second;
    f.completions.push_back({c.id, c.rule, fired});
  }
}

nlohmann::json evidenceJson(const std::optional<Evidence>& e) {
  if (!e) return nullptr;
  nlohmann::json j = gameLineJson(e->line);
  j["file"] = e->file;
  return j;
}

}  // namespace

PaperFindings paperFindings(const Report& r) {
  PaperFindings f;
  f.theorem = theorem(r);
  mutantFindings(r, f);
  lemmaFindings(r, f);
  proofFindings(r, f);
  completionFindings(r, f);
  for (const StageRecord& s : r.stages)
    if (s.status != StageStatus::Done) f.notRun.push_back(s.name);
  return f;
}

PaperCounts paperCounts(const PaperFindings& f) {
  PaperCounts c;
  if (f.literal) {
    c.repairs = 0;
    for (const RepairFinding& r : f.repairs) *c.repairs += r.losing > 0;
  }
  if (f.sentencesChecked) c.falseSentences = static_cast<int>(f.sentences.size());
  if (f.sideConditionsChecked) c.refutedSideConditions = static_cast<int>(f.sideConditions.size());
  c.completions = static_cast<int>(f.completions.size());
  return c;
}

std::string PaperCounts::sentence() const {
  std::vector<std::string> found, notChecked;
  auto add = [&](const std::optional<int>& n, const std::string& word, const std::string& plural,
                 const std::string& kind) {
    if (n)
      found.push_back(fmt::format("{} {}", *n, *n == 1 ? word : plural));
    else
      notChecked.push_back(kind);
  };
  add(repairs, "move repaired (it loses as printed)", "moves repaired (each loses as printed)", "repairs");
  add(falseSentences, "false sentence", "false sentences", "sentences");
  add(refutedSideConditions, "refuted side condition", "refuted side conditions", "side conditions");
  found.push_back(fmt::format("{} where it says \"easy\" or gives no move", counted(completions, "completion")));
  std::string s = "The paper: ";
  for (std::size_t i = 0; i < found.size(); ++i) s += (i ? ", " : "") + found[i];
  if (!notChecked.empty()) {
    s += " (not checked: ";
    for (std::size_t i = 0; i < notChecked.size(); ++i) s += (i ? ", " : "") + notChecked[i];
    s += ")";
  }
  return s + ".";
}

nlohmann::json paperCountsJson(const PaperCounts& c) {
  auto value = [](const std::optional<int>& n) { return n ? nlohmann::json(*n) : nlohmann::json(nullptr); };
  return {{"moves_repaired", value(c.repairs)},
          {"false_sentences", value(c.falseSentences)},
          {"refuted_side_conditions", value(c.refutedSideConditions)},
          {"completions", c.completions},
          {"sentence", c.sentence()}};
}

std::string lineText(const GameLine& line) {
  std::string s = formatPosition(line.start);
  for (const RecordRow& row : line.rows) s += fmt::format(" {}.{} {}", row.number, row.bob ? "B" : "A", row.move);
  return s;
}

nlohmann::json paperFindingsJson(const PaperFindings& f) {
  const TheoremFinding& t = f.theorem;
  nlohmann::json theorem = {
      {"max_n", t.maxN},
      {"classified", t.classified},
      {"starts", t.starts},
      {"disagreements", t.disagreements},
      {"verified", t.verified},
      {"verify_starts", t.verifyStarts},
      {"verify_losses", t.verifyLosses},
      {"fallbacks", t.fallbacks},
      {"symbolic_verdict", t.symbolic ? nlohmann::json(t.symbolic->verdict()) : nullptr},
      {"symbolic_open_edges", t.symbolic ? nlohmann::json(t.symbolic->openEdges) : nullptr},
      {"symbolic_edges", t.symbolic ? nlohmann::json(t.symbolic->edges) : nullptr},
      {"symbolic_resting_on_lemmas", t.symbolic ? nlohmann::json(t.symbolic->restingOnLemmas) : nullptr},
      {"symbolic_quick", t.symbolic ? nlohmann::json(t.symbolic->quick) : nullptr}};
  nlohmann::json literal = nullptr;
  if (f.literal)
    literal = {{"max_n", f.literal->maxN},
               {"starts", f.literal->starts},
               {"losing", f.literal->losing},
               {"example", evidenceJson(f.literal->example)}};
  nlohmann::json repairs = nlohmann::json::array(), sentences = nlohmann::json::array(),
                 sides = nlohmann::json::array(), completions = nlohmann::json::array();
  for (const RepairFinding& r : f.repairs)
    repairs.push_back({{"case", r.caseId},
                       {"text", r.text},
                       {"starts", r.starts},
                       {"losing", r.losing},
                       {"example", evidenceJson(r.example)}});
  for (const SentenceFinding& s : f.sentences)
    sentences.push_back({{"claim", s.claim},
                         {"id", s.id},
                         {"statement", s.statement},
                         {"checked", s.checked},
                         {"disagreements", s.disagreements},
                         {"example", s.example ? gameLineJson(*s.example) : nlohmann::json(nullptr)}});
  for (const SideConditionFinding& s : f.sideConditions)
    sides.push_back({{"id", s.id}, {"place", s.place}, {"statement", s.statement}, {"counter_model", s.counterModel}});
  for (const CompletionFinding& c : f.completions)
    completions.push_back({{"case", c.caseId}, {"rule", c.rule}, {"fired", c.fired}});
  return {{"theorem_4_1", theorem},       {"literal_strategy", literal},      {"repairs", repairs},
          {"false_sentences", sentences}, {"refuted_side_conditions", sides}, {"completions", completions},
          {"stages_not_run", f.notRun}};
}

}  // namespace babylon::report
