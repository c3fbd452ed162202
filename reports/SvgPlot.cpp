// Axes, decade ticks, polylines with point markers and a legend, in a fixed 640x320 box.
#include "SvgPlot.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "HtmlEscape.hpp"

namespace babylon::report {

namespace {

constexpr double kWidth = 640, kHeight = 320, kLeft = 70, kRight = 20, kTop = 30, kBottom = 45;

struct Frame {
  double x0, x1, d0, d1;  // x range and decade range (log10 y)
  double px(double x) const { return kLeft + (x1 > x0 ? (x - x0) / (x1 - x0) : 0.5) * (kWidth - kLeft - kRight); }
  double py(double y) const {
    return kHeight - kBottom - (std::log10(y) - d0) / (d1 - d0) * (kHeight - kTop - kBottom);
  }
};

std::string decadeLabel(int d) {
  if (d >= 0 && d <= 6) return fmt::format("{}", static_cast<long long>(std::pow(10.0, d)));
  if (d < 0 && d >= -3) return fmt::format("{:.{}f}", std::pow(10.0, d), -d);
  return fmt::format("1e{}", d);
}

std::string axes(const Frame& f, const std::string& xLabel, const std::string& yLabel) {
  std::string s = fmt::format(R"(<line x1="{0}" y1="{1}" x2="{2}" y2="{1}" stroke="#333"/>)"
                              R"(<line x1="{0}" y1="{3}" x2="{0}" y2="{1}" stroke="#333"/>)",
                              kLeft, kHeight - kBottom, kWidth - kRight, kTop);
  for (int d = static_cast<int>(f.d0); d <= static_cast<int>(f.d1); ++d) {
    double y = f.py(std::pow(10.0, d));
    s += fmt::format(R"(<line x1="{0}" y1="{1:.1f}" x2="{2}" y2="{1:.1f}" stroke="#e5e5e5"/>)"
                     R"(<text x="{3}" y="{4:.1f}" text-anchor="end" font-size="11">{5}</text>)",
                     kLeft, y, kWidth - kRight, kLeft - 6, y + 4, decadeLabel(d));
  }
  int step = std::max(1, static_cast<int>(std::ceil((f.x1 - f.x0) / 12)));
  for (int x = static_cast<int>(std::ceil(f.x0)); x <= static_cast<int>(f.x1); x += step)
    s += fmt::format(R"(<text x="{:.1f}" y="{}" text-anchor="middle" font-size="11">{}</text>)", f.px(x),
                     kHeight - kBottom + 16, x);
  s += fmt::format(R"(<text x="{}" y="{}" text-anchor="middle" font-size="12">{}</text>)",
                   (kLeft + kWidth - kRight) / 2, kHeight - 8, escapeHtml(xLabel));
  s += fmt::format(
      R"svg(<text x="14" y="{}" text-anchor="middle" font-size="12" transform="rotate(-90 14 {})">{}</text>)svg",
      (kTop + kHeight - kBottom) / 2, (kTop + kHeight - kBottom) / 2, escapeHtml(yLabel));
  return s;
}

std::string line(const Frame& f, const PlotSeries& series, int index) {
  std::string points, marks;
  for (const auto& [x, y] : series.points) {
    if (y <= 0) continue;
    points += fmt::format("{:.1f},{:.1f} ", f.px(x), f.py(y));
    marks +=
        fmt::format(R"(<circle cx="{:.1f}" cy="{:.1f}" r="2.5" fill="{}"><title>{}: n = {}, {:g}</title></circle>)",
                    f.px(x), f.py(y), series.color, escapeHtml(series.name), x, y);
  }
  std::string legend = fmt::format(
      R"(<rect x="{0}" y="{1}" width="12" height="3" fill="{2}"/><text x="{3}" y="{4}" font-size="11">{5}</text>)",
      kLeft + 10, kTop + 4 + 16 * index, series.color, kLeft + 28, kTop + 9 + 16 * index, escapeHtml(series.name));
  return fmt::format(R"(<polyline fill="none" stroke="{}" stroke-width="1.8" points="{}"/>)", series.color, points) +
         marks + legend;
}

}  // namespace

std::string logPlot(const std::string& title, const std::string& xLabel, const std::string& yLabel,
                    const std::vector<PlotSeries>& series) {
  double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
  for (const PlotSeries& s : series)
    for (const auto& [x, y] : s.points)
      if (y > 0) {
        x0 = std::min(x0, x), x1 = std::max(x1, x);
        y0 = std::min(y0, y), y1 = std::max(y1, y);
      }
  std::string head = fmt::format(
      R"(<svg xmlns="http://www.w3.org/2000/svg" class="plot" width="{}" height="{}" viewBox="0 0 {} {}" role="img">)"
      R"(<title>{}</title><text x="{}" y="18" text-anchor="middle" font-size="13" font-weight="bold">{}</text>)",
      kWidth, kHeight, kWidth, kHeight, escapeHtml(title), kWidth / 2, escapeHtml(title));
  if (x0 > x1) return head + R"(<text x="320" y="160" text-anchor="middle">no data</text></svg>)";
  Frame f{x0, x1, std::floor(std::log10(y0)), std::ceil(std::log10(y1))};
  if (f.d1 <= f.d0) f.d1 = f.d0 + 1;
  std::string body = axes(f, xLabel, yLabel);
  for (std::size_t i = 0; i < series.size(); ++i) body += line(f, series[i], static_cast<int>(i));
  return head + body + "</svg>";
}

}  // namespace babylon::report
