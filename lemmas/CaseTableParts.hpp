// Internal to the case tables: one function per table, and the red-blue reflection of entries.
#pragma once

#include <vector>

#include "CaseTable.hpp"

namespace babylon::cases {

std::vector<CaseEntry> opening();
std::vector<CaseEntry> evenHill();
std::vector<CaseEntry> lemma44();
std::vector<CaseEntry> lemma45();
std::vector<CaseEntry> endgame();  // positions 1-3, the multi-move plans, keep-alive

// The entry with red and blue exchanged ("or its red-blue reflection"): letters in the move
// strings, and j<->k, u<->v in the guard. The id gets the suffix ".reflected".
CaseEntry reflected(const CaseEntry& e);

}  // namespace babylon::cases
