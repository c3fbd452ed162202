// Theorem 4.1 as a claim about starting positions <p,q;;>.
#pragma once

namespace babylon {

// Theorem 4.1: two-color Babylon with p chips of one color and q of the other, 1 <= p <= q, is
// a win for the second player iff p+q is even and p >= 3 (p being the minority count).
inline bool theorem41SecondPlayerWins(int p, int q) { return (p + q) % 2 == 0 && (p < q ? p : q) >= 3; }

}  // namespace babylon
