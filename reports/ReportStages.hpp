// Runs the report's stages in order — classify, verify, lemmas, prove, mutants, graphs — timing
// each, telling an observer (the progress bar) how far each has got, and stopping cleanly when
// the run guard stops: finished stages are kept, later ones are marked skipped.
#pragma once

#include <cstddef>
#include <string>

#include "core/RunGuard.hpp"
#include "reports/Report.hpp"

namespace babylon::report {

class StageObserver {
 public:
  virtual ~StageObserver() = default;
  virtual void started(const std::string& /*stage*/) {}
  virtual void progressed(std::size_t /*done*/, std::size_t /*total*/) {}
  virtual void finished(const StageRecord& /*record*/) {}
};

// The strategy is the one verified, played at refuted obligations' counter-models and drawn in
// the strategy graph. settings.maxN must be at most kMaxChips.
Report runReport(const ReportSettings& settings, const Strategy& strategy, RunMetadata metadata, RunGuard& guard,
                 StageObserver& observer);

}  // namespace babylon::report
