// A command's progress bar on stderr, drawn only when stderr is a terminal and --quiet is not
// given: the same bar as the report's stages. finish() (or the destructor) clears it before the
// command prints its result.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

#include "reports/ProgressBar.hpp"

namespace babylon::cli {

class CommandProgress {
 public:
  CommandProgress(std::string label, bool quiet)
      : bar_(std::make_unique<report::ProgressBar>(std::move(label),
                                                   !quiet && report::ProgressBar::stderrIsTerminal())) {}
  // The run's progress(done, total); thread-safe.
  std::function<void(std::size_t, std::size_t)> callback() {
    return [this](std::size_t done, std::size_t total) { bar_->update(done, total); };
  }
  // A new label for the next step, e.g. "explore" then "prove".
  void restart(std::string label) {
    bool enabled = bar_->enabled();
    bar_->finish();
    bar_ = std::make_unique<report::ProgressBar>(std::move(label), enabled);
  }
  void finish() { bar_->finish(); }

 private:
  std::unique_ptr<report::ProgressBar> bar_;
};

}  // namespace babylon::cli
