// Internal to the case tables: the red-blue reflection of an entry, which the table files ask for
// with `reflection of ID` (CaseTableFile.cpp).
#pragma once

#include "CaseTable.hpp"

namespace babylon::cases {

// The entry with red and blue exchanged ("or its red-blue reflection"): letters in the move
// strings, and j<->k, u<->v in the guard. The id gets the suffix ".reflected".
CaseEntry reflected(const CaseEntry& e);

}  // namespace babylon::cases
