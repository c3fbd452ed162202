// Writes that never leave a half-written report: each file goes to a temporary name and is renamed
// into place, and a whole report is built in a staging directory that then replaces the old one.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace babylon::report {

// Anything that stops a report from being written, with the path in the message.
class WriteError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Writes `content` to DIR/.tmp-NAME, flushes it to disk, then renames it to `path`.
void writeFileAtomic(const std::filesystem::path& path, std::string_view content);

// Why writeFileAtomic(path, ...) cannot or must not write `path`, found before any work: the
// path is empty, names a directory or something else that is not a regular file (the rename
// would replace a device such as /dev/null), or its folder is missing or not writable. Empty
// when the file can be written.
std::string whyNotWritable(const std::filesystem::path& path);

// The file that marks a directory as a babylon report, which a new report may replace.
inline constexpr const char* kReportMarker = ".babylon-report";

// A report directory built beside its final place and moved there in one step, so that the
// target is always either the old complete report or the new one.
class StagedDirectory {
 public:
  // Throws WriteError when `target` exists and is neither an empty directory nor a report
  // (holding kReportMarker): a report never replaces anything else.
  explicit StagedDirectory(const std::filesystem::path& target);
  ~StagedDirectory();  // removes the staging directory unless it was committed
  StagedDirectory(const StagedDirectory&) = delete;
  StagedDirectory& operator=(const StagedDirectory&) = delete;

  const std::filesystem::path& staging() const { return staging_; }
  const std::filesystem::path& target() const { return target_; }
  // Writes the marker and swaps the staging directory into place (atomically exchanged with an
  // existing target where the file system allows it); the old report is then removed.
  void commit();

 private:
  std::filesystem::path target_, staging_;
  bool committed_ = false;
};

// Whether a report may be written to `target` (absent, an empty directory, or a report).
bool replaceable(const std::filesystem::path& target);

}  // namespace babylon::report
