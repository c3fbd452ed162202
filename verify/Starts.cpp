// Enumeration of the verifier's starts, family by family, in increasing total and parameters.
#include "Starts.hpp"

#include <cstdint>

#include "lemmas/Families.hpp"
#include "lemmas/Theorem41.hpp"

namespace babylon {

namespace {

// <j,k; redHills; blueHills> in the paper's notation.
Position paperPosition(int j, int k, std::vector<int> redHills, std::vector<int> blueHills) {
  std::vector<Stack> stacks;
  stacks.insert(stacks.end(), j, Stack{kRed, 1});
  stacks.insert(stacks.end(), k, Stack{kBlue, 1});
  for (int h : redHills) stacks.push_back({kRed, static_cast<std::uint8_t>(h)});
  for (int h : blueHills) stacks.push_back({kBlue, static_cast<std::uint8_t>(h)});
  return Position(std::move(stacks));
}

// The loops below lay out each family's shape; whether a candidate belongs to the family is the
// family's own hypothesis (lemmas/Families.hpp: u+v >= 3, Lemma 4.5's exception, ...), not
// written again here.
void addIfInFamily(std::vector<Start>& out, Family f, Start candidate) {
  if (matchFamily(f, candidate.position)) out.push_back(std::move(candidate));
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

std::vector<Start> initialStarts(int maxN) {
  std::vector<Start> out;
  for (int total = 6; total <= maxN; total += 2)
    for (int p = 3; 2 * p <= total; ++p)
      out.push_back({paperPosition(p, total - p, {}, {}), StartKind::Initial, {{"p", p}, {"q", total - p}}});
  return out;
}

std::vector<Start> targetStarts(int maxN) {
  std::vector<Start> out;
  for (int total = 12; total <= maxN; total += 2)
    for (int j = 4; j + 4 + 4 <= total; ++j)
      for (int k = 4; j + k + 4 <= total; ++k)
        for (int u = 1; j + k + 2 * u + 2 <= total; ++u) {
          int v2 = total - j - k - 2 * u;  // 2v
          if (v2 < 2 || v2 % 2) continue;
          out.push_back(
              {paperPosition(j, k, {2 * u}, {v2}), StartKind::Target, {{"j", j}, {"k", k}, {"u", u}, {"v", v2 / 2}}});
        }
  return out;
}

std::vector<Start> lemma44Starts(int maxN) {
  std::vector<Start> out;
  for (int total = 3 + 3 + 2 * 3; total <= maxN; total += 2)
    for (int k = 3; 3 + k + 4 <= total; ++k)
      for (int u = 1; 3 + k + 2 * u + 2 <= total; ++u) {
        int v2 = total - 3 - k - 2 * u;
        if (v2 < 2 || v2 % 2) continue;
        addIfInFamily(out, Family::Lemma44,
                      {paperPosition(3, k, {2 * u}, {v2}),
                       StartKind::Lemma44,
                       {{"k", k}, {"u", u}, {"v", v2 / 2}, {"m", total / 2}}});
      }
  return out;
}

std::vector<Start> lemma45Starts(int maxN) {
  std::vector<Start> out;
  for (int total = 2 + 2 + 4; total <= maxN; total += 2)
    for (int s = 1; 2 + 2 * s + 4 <= total; ++s)
      for (int u = 1; 2 + 2 * s + 2 * u + 2 <= total; ++u) {
        int v = (total - 2 - 2 * s - 2 * u) / 2;
        addIfInFamily(out, Family::Lemma45,
                      {paperPosition(2, 2 * s, {2 * u}, {2 * v}),
                       StartKind::Lemma45,
                       {{"s", s}, {"u", u}, {"v", v}, {"m", total / 2}}});
      }
  return out;
}

std::vector<Start> position1Starts(int maxN) {
  std::vector<Start> out;
  for (int total = 3 + 4 + 3 + 2; total <= maxN; total += 2)
    for (int k = 4; 3 + k + 3 + 2 <= total; ++k)
      for (int u = 1; 3 + k + 2 * u + 1 + 2 <= total; ++u) {
        int v2 = total - 3 - k - 2 * u - 1;
        if (v2 < 2 || v2 % 2) continue;
        out.push_back({paperPosition(3, k, {2 * u + 1}, {v2}),
                       StartKind::Position1,
                       {{"k", k}, {"u", u}, {"v", v2 / 2}, {"m", total / 2}}});
      }
  return out;
}

std::vector<Start> position2Starts(int maxN) {
  std::vector<Start> out;
  for (int total = 2 + 4 + 2 + 2 + 2; total <= maxN; total += 2)
    for (int k = 4; 2 + k + 2 + 2 + 2 <= total; k += 2)
      for (int u = 1; 2 + k + 2 * u + 2 + 2 <= total; ++u) {
        int v = (total - 2 - k - 2 * u - 2) / 2;
        out.push_back({paperPosition(2, k, {2 * u, 2}, {2 * v}),
                       StartKind::Position2,
                       {{"k", k}, {"u", u}, {"v", v}, {"m", total / 2}}});
      }
  return out;
}

std::vector<Start> position3Starts(int maxN) {
  std::vector<Start> out;
  for (int total = 4 + 4 + 2; total <= maxN; total += 2)
    for (int k = 4; 4 + k + 2 <= total; k += 2) {
      int v = (total - 4 - k) / 2;
      out.push_back({paperPosition(4, k, {}, {2 * v}), StartKind::Position3, {{"k", k}, {"v", v}, {"m", total / 2}}});
    }
  return out;
}

std::vector<Start> aliceInitialStarts(int maxN) {
  std::vector<Start> out;
  for (int total = 2; total <= maxN; ++total)
    for (int p = 1; 2 * p <= total; ++p)
      if (!theorem41SecondPlayerWins(p, total - p))
        out.push_back(
            {paperPosition(p, total - p, {}, {}), StartKind::Initial, {{"p", p}, {"q", total - p}}, Side::Alice});
  return out;
}

std::vector<Start> startsFor(StartSet set, int maxN) {
  std::vector<Start> out;
  auto add = [&out](std::vector<Start> family) {
    for (Start& s : family) out.push_back(std::move(s));
  };
  if (set == StartSet::Initial || set == StartSet::All) add(initialStarts(maxN));
  if (set == StartSet::Target || set == StartSet::All) add(targetStarts(maxN));
  if (set == StartSet::Lemmas || set == StartSet::All) {
    add(lemma44Starts(maxN));
    add(lemma45Starts(maxN));
    add(position1Starts(maxN));
    add(position2Starts(maxN));
    add(position3Starts(maxN));
  }
  return out;
}

}  // namespace babylon
