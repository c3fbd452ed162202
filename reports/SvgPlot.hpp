// Line plots as inline SVG (no scripts, no external files): positions explored and time against n.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace babylon::report {

struct PlotSeries {
  std::string name;
  std::string color;                              // a CSS color
  std::vector<std::pair<double, double>> points;  // (x, y), x increasing
};

// A plot with a linear x axis and a logarithmic y axis (points with y <= 0 are left out, since
// they have no place on it); an empty plot says "no data".
std::string logPlot(const std::string& title, const std::string& xLabel, const std::string& yLabel,
                    const std::vector<PlotSeries>& series);

}  // namespace babylon::report
