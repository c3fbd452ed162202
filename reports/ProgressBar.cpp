// Redraws one line with a carriage return; finish() erases it so later output starts clean.
#include "ProgressBar.hpp"

#include <cstdio>

#include <fmt/format.h>
#include <unistd.h>

namespace babylon::report {

ProgressBar::ProgressBar(std::string label, bool enabled)
    : label_(std::move(label)), enabled_(enabled), start_(std::chrono::steady_clock::now()) {}

ProgressBar::~ProgressBar() { finish(); }

bool ProgressBar::stderrIsTerminal() { return ::isatty(STDERR_FILENO) == 1; }

std::string ProgressBar::render(const std::string& label, std::size_t done, std::size_t total, double seconds,
                                int width) {
  if (total == 0) return fmt::format("{:<9} [{:^{}}] {:6.1f} s", label, "working", width, seconds);
  int filled = total ? static_cast<int>(static_cast<double>(width) * static_cast<double>(std::min(done, total)) /
                                        static_cast<double>(total))
                     : 0;
  return fmt::format("{:<9} [{}{}] {:>6}/{:<6} {:6.1f} s", label, std::string(filled, '#'),
                     std::string(width - filled, '.'), done, total, seconds);
}

void ProgressBar::update(std::size_t done, std::size_t total) {
  if (!enabled_) return;
  std::lock_guard lock(mutex_);
  auto now = std::chrono::steady_clock::now();
  if (drawn_ && done < total && now - lastDraw_ < std::chrono::milliseconds(100)) return;
  lastDraw_ = now;
  drawn_ = true;
  double seconds = std::chrono::duration<double>(now - start_).count();
  std::fprintf(stderr, "\r%s", render(label_, done, total, seconds, 30).c_str());
  std::fflush(stderr);
}

void ProgressBar::finish() {
  std::lock_guard lock(mutex_);
  if (!enabled_ || !drawn_) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
  drawn_ = false;
}

Ticker::Ticker(std::function<void()> tick)
    : thread_([this, tick = std::move(tick)] {
        std::unique_lock lock(mutex_);
        while (!stop_) {
          tick();
          wake_.wait_for(lock, std::chrono::milliseconds(200));
        }
      }) {}

Ticker::~Ticker() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

}  // namespace babylon::report
