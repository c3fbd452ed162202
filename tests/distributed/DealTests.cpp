// How the units are dealt to the ranks: every unit to one rank, the shares equal to within one,
// and the even-numbered units (classify's even totals, where all its work is) shared as evenly.
#include <algorithm>
#include <vector>

#include <catch2/catch.hpp>

#include "distributed/SpreadRuns.hpp"

using babylon::distributed::SpreadRuns;

TEST_CASE("units are dealt in snake order, evenly, with the even units shared evenly", "[deal]") {
  CHECK(std::vector<int>{SpreadRuns::dealtTo(0, 3), SpreadRuns::dealtTo(1, 3), SpreadRuns::dealtTo(2, 3),
                         SpreadRuns::dealtTo(3, 3), SpreadRuns::dealtTo(4, 3), SpreadRuns::dealtTo(5, 3),
                         SpreadRuns::dealtTo(6, 3)} == std::vector<int>{0, 1, 2, 2, 1, 0, 0});
  for (int ranks = 1; ranks <= 9; ++ranks)
    for (std::size_t units : {1u, 7u, 54u, 69u, 200u}) {
      INFO(ranks << " ranks, " << units << " units");
      std::vector<int> all(static_cast<std::size_t>(ranks)), even(static_cast<std::size_t>(ranks));
      for (std::size_t u = 0; u < units; ++u) {
        int r = SpreadRuns::dealtTo(u, ranks);
        REQUIRE((0 <= r && r < ranks));
        ++all[static_cast<std::size_t>(r)];
        if (u % 2 == 0) ++even[static_cast<std::size_t>(r)];
      }
      auto spread = [](const std::vector<int>& counts) {
        auto [low, high] = std::minmax_element(counts.begin(), counts.end());
        return *high - *low;
      };
      CHECK(spread(all) <= 1);
      CHECK(spread(even) <= 1);
    }
}
