// Building the mutants of the paper's strategy from its case table and keep-alive rules.
#include "Mutants.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <type_traits>

#include "lemmas/CaseTable.hpp"
#include "strategies/KeepAlive.hpp"

namespace babylon {

const char* mutantKindName(MutantKind k) {
  switch (k) {
    case MutantKind::ReplyReplaced: return "reply-replaced";
    case MutantKind::GuardNegated: return "guard-negated";
    case MutantKind::CaseDropped: return "case-dropped";
    case MutantKind::CompletionRemoved: return "completion-removed";
    case MutantKind::RepairRemoved: return "repair-removed";
  }
  return "?";
}

namespace {

bool fired(const std::map<std::string, std::uint64_t>& coverage, const std::string& id) {
  auto it = coverage.find(id);
  return it != coverage.end() && it->second > 0;
}

// Other moves in the paper's stack strings: the colors exchanged (rr -> bb, rbR -> brB), the
// last stack left out (rbR -> rb, brrb -> brr), the two stacks exchanged (rb -> br, BR -> RB;
// not rR -> Rr, which makes the same stack).
std::vector<std::string> otherReplies(const std::string& reply) {
  std::vector<std::string> out;
  auto add = [&](std::string r) {
    if (r != reply && std::find(out.begin(), out.end(), r) == out.end()) out.push_back(std::move(r));
  };
  add(swapColorLetters(reply));
  if (reply.size() >= 3) add(reply.substr(0, reply.size() - 1));
  if (reply.size() == 2 && std::tolower(reply[0]) != std::tolower(reply[1])) add(std::string{reply[1], reply[0]});
  return out;
}

MutantKind droppedKind(Origin o) {
  switch (o) {
    case Origin::Completion: return MutantKind::CompletionRemoved;
    case Origin::Repair: return MutantKind::RepairRemoved;
    default: return MutantKind::CaseDropped;
  }
}

class MutantList {
 public:
  void add(MutantKind kind, std::string target, std::string description, PaperStrategyOptions options) {
    char id[16];
    std::snprintf(id, sizeof id, "M%03zu", list_.size() + 1);
    list_.push_back({id, kind, std::move(target), std::move(description), std::move(options)});
  }
  // The paper's table with entry `i` changed by `change` (or erased when change is null).
  template <typename Change>
  void addTableMutant(MutantKind kind, std::size_t i, std::string description, Change change) {
    PaperStrategyOptions options;
    if constexpr (std::is_same_v<Change, std::nullptr_t>)
      options.table.erase(options.table.begin() + i);
    else
      change(options.table[i]);
    add(kind, caseTable()[i].id, std::move(description), std::move(options));
  }
  std::vector<Mutant> take() { return std::move(list_); }

 private:
  std::vector<Mutant> list_;
};

void tableMutants(const std::map<std::string, std::uint64_t>& coverage, MutantList& out) {
  const std::vector<CaseEntry>& table = caseTable();
  const std::string always = Expr::always().str();
  for (std::size_t i = 0; i < table.size(); ++i) {
    const CaseEntry& e = table[i];
    if (e.reflection || !fired(coverage, e.id)) continue;
    if (e.replyKind == ReplyKind::Move)
      for (const std::string& r : otherReplies(e.reply))
        out.addTableMutant(MutantKind::ReplyReplaced, i, "reply " + e.reply + " -> " + r,
                           [r](CaseEntry& m) { m.reply = r; });
    if (e.guard.str() != always)
      out.addTableMutant(MutantKind::GuardNegated, i, "guard " + e.guard.str() + " negated",
                         [](CaseEntry& m) { m.guard = !m.guard; });
    out.addTableMutant(droppedKind(e.origin), i, std::string(originName(e.origin)) + " case left out", nullptr);
  }
}

void ruleMutants(const std::map<std::string, std::uint64_t>& coverage, MutantList& out) {
  for (const CaseInfo& rule : keepAliveCases()) {
    if (!fired(coverage, rule.id)) continue;
    PaperStrategyOptions options;
    options.disabledRules = {rule.id};
    out.add(droppedKind(rule.origin), rule.id,
            std::string("keep-alive rule (") + originName(rule.origin) + ") disabled", std::move(options));
  }
}

}  // namespace

std::unique_ptr<Strategy> makeMutantStrategy(const Mutant& mutant) {
  return mutant.side == Side::Alice ? makeAliceStrategy(mutant.aliceOptions) : makePaperStrategy(mutant.options);
}

std::vector<Mutant> buildAliceMutants(const std::map<std::string, std::uint64_t>& coverage) {
  std::vector<Mutant> out;
  auto add = [&](MutantKind kind, const CaseInfo& c, std::string description, AliceStrategyOptions options) {
    char id[16];
    std::snprintf(id, sizeof id, "A%03zu", out.size() + 1);
    Mutant m{id, kind, c.id, std::move(description), {}, Side::Alice, std::move(options)};
    out.push_back(std::move(m));
  };
  for (const CaseInfo& c : aliceCases()) {
    if (!fired(coverage, c.id)) continue;
    add(MutantKind::ReplyReplaced, c, "reply -> " + aliceAlternative(c.id), {.replaced = {c.id}});
    add(MutantKind::GuardNegated, c, "guard negated", {.negated = {c.id}});
    add(droppedKind(c.origin), c, std::string(originName(c.origin)) + " case left out", {.dropped = {c.id}});
  }
  return out;
}

std::vector<Mutant> buildMutants(const std::map<std::string, std::uint64_t>& coverage) {
  MutantList out;
  tableMutants(coverage, out);
  ruleMutants(coverage, out);
  bool anyRepairFired = false;
  for (const CaseEntry& e : caseTable()) anyRepairFired |= e.origin == Origin::Repair && fired(coverage, e.id);
  if (anyRepairFired) {
    PaperStrategyOptions literal;
    literal.repairs = false;
    out.add(MutantKind::RepairRemoved, "all repairs", "the literal paper: every repair left out", std::move(literal));
  }
  return out.take();
}

}  // namespace babylon
