// The verifier's starts, family by family, in increasing total and parameters, as lemmas/
// FamilyInstances enumerates each family from its shape.
#include "Starts.hpp"

#include <algorithm>

#include "lemmas/FamilyInstances.hpp"
#include "lemmas/Theorem41.hpp"

namespace babylon {

namespace {

// <j,k;;> in the paper's notation.
Position initialPosition(int j, int k) {
  std::vector<Stack> stacks;
  stacks.insert(stacks.end(), j, Stack{kRed, 1});
  stacks.insert(stacks.end(), k, Stack{kBlue, 1});
  return Position(std::move(stacks));
}

// A start's parameters as its kind prints them, each with its slot of familySlots(): the letters
// its family's instances range over (familyLetters), named p and q for the initial positions as
// Theorem 4.1 names them, and m after them for the lemma families and positions 1-3, whose
// cases read it.
std::vector<std::pair<std::string, std::size_t>> printedParams(StartKind kind) {
  std::vector<std::string> letters = familyLetters(familyOfStart(kind));
  if (kind != StartKind::Initial && kind != StartKind::Target) letters.push_back("m");
  const auto& slots = familySlots();
  std::vector<std::pair<std::string, std::size_t>> out;
  for (const std::string& letter : letters) {
    auto slot = static_cast<std::size_t>(std::find(slots.begin(), slots.end(), letter) - slots.begin());
    out.emplace_back(kind != StartKind::Initial ? letter : letter == "j" ? "p" : "q", slot);
  }
  return out;
}

}  // namespace

std::optional<StartSet> parseStartSet(std::string_view name) {
  if (name == "initial") return StartSet::Initial;
  if (name == "target") return StartSet::Target;
  if (name == "lemmas") return StartSet::Lemmas;
  if (name == "all") return StartSet::All;
  return std::nullopt;
}

std::optional<StartKind> parseStartKind(std::string_view name) {
  for (StartKind k : {StartKind::Initial, StartKind::Target, StartKind::Lemma44, StartKind::Lemma45,
                      StartKind::Position1, StartKind::Position2, StartKind::Position3})
    if (name == startKindName(k)) return k;
  return std::nullopt;
}

std::vector<Start> familyStarts(StartKind kind, int maxN) {
  std::vector<Start> out;
  auto printed = printedParams(kind);
  for (int total = 1; total <= maxN; ++total)
    forEachFamilyInstance(familyOfStart(kind), total, FamilyReading::WithHypothesis, [&](FamilyInstance&& i) {
      std::vector<std::pair<std::string, int>> params;
      for (const auto& [name, slot] : printed) params.emplace_back(name, static_cast<int>(i.values.values[slot]));
      out.push_back({std::move(i.position), kind, std::move(params)});
    });
  return out;
}

std::vector<Start> aliceInitialStarts(int maxN) {
  std::vector<Start> out;
  for (int total = 2; total <= maxN; ++total)
    for (int p = 1; 2 * p <= total; ++p)
      if (!theorem41SecondPlayerWins(p, total - p))
        out.push_back({initialPosition(p, total - p), StartKind::Initial, {{"p", p}, {"q", total - p}}, Side::Alice});
  return out;
}

std::vector<Start> startsFor(StartSet set, int maxN) {
  std::vector<Start> out;
  auto add = [&out](std::vector<Start> family) {
    for (Start& s : family) out.push_back(std::move(s));
  };
  if (set == StartSet::Initial || set == StartSet::All) add(initialStarts(maxN));
  if (set == StartSet::Target || set == StartSet::All) add(targetStarts(maxN));
  if (set == StartSet::Lemmas || set == StartSet::All)
    for (StartKind k :
         {StartKind::Lemma44, StartKind::Lemma45, StartKind::Position1, StartKind::Position2, StartKind::Position3})
      add(familyStarts(k, maxN));
  return out;
}

}  // namespace babylon
