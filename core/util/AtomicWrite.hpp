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

// A file written under a fresh temporary name beside `path` (DIR/.tmp-NAME.XXXXXXXX, created with
// O_EXCL and O_NOFOLLOW, so a file or symbolic link planted there is never written through) and
// renamed onto `path` by commit(); dropped without commit, the temporary file is removed.
class AtomicFile {
 public:
  explicit AtomicFile(const std::filesystem::path& path);  // throws WriteError
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;
  void write(std::string_view content);  // throws WriteError
  // Flushes the file to disk when `durable`, then renames it into place; throws WriteError.
  void commit(bool durable = true);
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_, temp_;
  int fd_ = -1;
};

// Writes `content` through an AtomicFile: the file at `path` is the old one or the whole new one.
void writeFileAtomic(const std::filesystem::path& path, std::string_view content, bool durable = true);

// Checked before a run's work, so that an output that cannot be written is found at once: throws
// WriteError when `path` is empty, a directory or something else that is not a regular file (the
// rename would replace a device such as /dev/null), or when no file can be created in its folder
// (a file is created there with O_EXCL and removed again).
void checkOutputFile(const std::filesystem::path& path);
// The same for a directory the run will create or replace (a report): the nearest existing folder
// above it must take a new file.
void checkOutputDirectory(const std::filesystem::path& path);

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
