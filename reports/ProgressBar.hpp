// A progress bar on stderr for one long stage, drawn only when stderr is a terminal.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace babylon::report {

class ProgressBar {
 public:
  // Draws nothing when `enabled` is false (use stderrIsTerminal() && !quiet).
  ProgressBar(std::string label, bool enabled);
  ~ProgressBar();
  // Thread-safe; redraws at most ten times a second.
  void update(std::size_t done, std::size_t total);
  // Clears the bar's line.
  void finish();
  bool enabled() const { return enabled_; }

  static bool stderrIsTerminal();
  // The bar's text for a width of `width` cells, e.g. "classify [#####.....]  72/144  1.2 s".
  static std::string render(const std::string& label, std::size_t done, std::size_t total, double seconds, int width);

 private:
  std::string label_;
  bool enabled_;
  bool drawn_ = false;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point start_, lastDraw_;
};

// While it lives, calls tick() every fifth of a second from its own thread: for a step that counts
// no progress, so that its bar still shows that it is working.
class Ticker {
 public:
  explicit Ticker(std::function<void()> tick);
  ~Ticker();
  Ticker(const Ticker&) = delete;
  Ticker& operator=(const Ticker&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace babylon::report
