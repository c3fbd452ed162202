// Temporary file + fsync + rename for files; staging directory + renameat2(RENAME_EXCHANGE) for reports.
#include "core/util/AtomicWrite.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <random>

#include <fcntl.h>
#include <unistd.h>

namespace babylon::report {

namespace fs = std::filesystem;

namespace {

std::string errnoText(const std::string& what, const fs::path& path) {
  return what + " '" + path.string() + "': " + std::strerror(errno);
}

void writeAll(int fd, std::string_view content, const fs::path& path) {
  while (!content.empty()) {
    ssize_t n = ::write(fd, content.data(), content.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw WriteError(errnoText("cannot write", path));
    content.remove_prefix(static_cast<std::size_t>(n));
  }
}

// The path without a trailing separator, absolute, so that it has a parent and a name.
// The absolute target; a symbolic link is followed, so that the report replaces the folder it
// points to and the link itself stays.
fs::path normalised(const fs::path& p) {
  fs::path abs = fs::absolute(p).lexically_normal();
  if (!abs.has_filename()) abs = abs.parent_path();
  std::error_code ec;
  if (fs::is_symlink(abs, ec)) {
    fs::path resolved = fs::weakly_canonical(abs, ec);
    if (!ec) return resolved;
  }
  return abs;
}

}  // namespace

namespace {

// DIR/.tmp-NAME.XXXXXXXX, new: O_EXCL fails on anything already there, a symbolic link included.
int createTemporary(const fs::path& path, fs::path& temp) {
  static thread_local std::mt19937_64 random{std::random_device{}() ^ static_cast<std::uint64_t>(::getpid())};
  for (int attempt = 0; attempt < 64; ++attempt) {
    char suffix[20];
    std::snprintf(suffix, sizeof suffix, ".%016llx", static_cast<unsigned long long>(random()));
    temp = path.parent_path() / (".tmp-" + path.filename().string() + suffix);
    int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  return -1;
}

}  // namespace

AtomicFile::AtomicFile(const fs::path& path) : path_(path) {
  if (path.empty()) throw WriteError("cannot write a file with an empty name");
  fd_ = createTemporary(fs::absolute(path), temp_);
  if (fd_ < 0) throw WriteError(errnoText("cannot create a file in the folder of", path));
}

AtomicFile::~AtomicFile() {
  if (fd_ >= 0) {
    ::close(fd_);
    ::unlink(temp_.c_str());
  }
}

void AtomicFile::write(std::string_view content) { writeAll(fd_, content, temp_); }

void AtomicFile::commit(bool durable) {
  if (durable && ::fsync(fd_) != 0) throw WriteError(errnoText("cannot flush", temp_));
  int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0 || std::rename(temp_.c_str(), fs::absolute(path_).c_str()) != 0) {
    std::string message = errnoText("cannot move into place", path_);
    ::unlink(temp_.c_str());
    throw WriteError(message);
  }
}

void writeFileAtomic(const fs::path& path, std::string_view content, bool durable) {
  AtomicFile file(path);
  file.write(content);
  file.commit(durable);
}

namespace {

// Creates and removes a file in `dir`; the reason when it cannot, else "".
std::string probeFolder(const fs::path& dir) {
  fs::path temp;
  int fd = createTemporary(dir / "probe", temp);
  if (fd < 0) return std::strerror(errno);
  ::close(fd);
  ::unlink(temp.c_str());
  return "";
}

}  // namespace

void checkOutputFile(const fs::path& path) {
  if (path.empty()) throw WriteError("the file name is empty");
  std::error_code ec;
  if (fs::is_directory(path, ec)) throw WriteError("'" + path.string() + "' is a directory");
  // The rename would replace what is there: never a device such as /dev/null, a pipe or a socket.
  if (fs::exists(path, ec) && !fs::is_regular_file(path, ec))
    throw WriteError("'" + path.string() + "' is not a regular file");
  fs::path dir = fs::absolute(path).parent_path();
  if (!fs::is_directory(dir, ec))
    throw WriteError("no folder '" + dir.string() + "' to write '" + path.string() + "' in");
  if (std::string why = probeFolder(dir); !why.empty())
    throw WriteError("cannot create files in '" + dir.string() + "': " + why);
}

void checkOutputDirectory(const fs::path& path) {
  if (path.empty()) throw WriteError("the directory name is empty");
  fs::path dir = normalised(path).parent_path();
  std::error_code ec;
  while (!fs::exists(dir, ec) && dir.has_parent_path() && dir != dir.parent_path()) dir = dir.parent_path();
  if (!fs::is_directory(dir, ec)) throw WriteError("'" + dir.string() + "' is not a folder");
  if (std::string why = probeFolder(dir); !why.empty())
    throw WriteError("cannot create files in '" + dir.string() + "': " + why);
}

bool replaceable(const fs::path& target) {
  std::error_code ec;
  if (!fs::exists(target, ec)) return !ec;
  if (!fs::is_directory(target, ec)) return false;
  return fs::is_empty(target, ec) || fs::exists(target / kReportMarker, ec);
}

StagedDirectory::StagedDirectory(const fs::path& target)
    : target_(target.empty() ? throw WriteError("cannot write a report to '': give a directory name")
                             : normalised(target)) {
  if (target_.filename().empty() || target_.filename() == "." || target_.filename() == "..")
    throw WriteError("cannot write a report to '" + target.string() + "': give a directory name");
  if (!replaceable(target_))
    throw WriteError("'" + target.string() + "' exists and is not a babylon report (no " + kReportMarker +
                     "); refusing to replace it");
  std::error_code ec;
  fs::create_directories(target_.parent_path(), ec);
  if (ec) throw WriteError("cannot create '" + target_.parent_path().string() + "': " + ec.message());
  std::string name = ".";
  name.append(target_.filename().string()).append(".tmp-").append(std::to_string(::getpid()));
  staging_ = target_.parent_path() / name;
  fs::remove_all(staging_, ec);  // left over by a killed run with the same process id
  if (!fs::create_directory(staging_, ec) || ec)
    throw WriteError("cannot create '" + staging_.string() + "': " + (ec ? ec.message() : "it exists"));
}

StagedDirectory::~StagedDirectory() {
  std::error_code ec;
  if (!committed_) fs::remove_all(staging_, ec);
}

void StagedDirectory::commit() {
  writeFileAtomic(staging_ / kReportMarker,
                  "A report written by `babylon report`; a new report may replace this folder.\n");
  std::error_code ec;
  if (!fs::exists(target_, ec)) {
    if (std::rename(staging_.c_str(), target_.c_str()) != 0)
      throw WriteError(errnoText("cannot move report to", target_));
    committed_ = true;
    return;
  }
  if (!replaceable(target_)) throw WriteError("'" + target_.string() + "' changed during the run; not replaced");
  if (::renameat2(AT_FDCWD, staging_.c_str(), AT_FDCWD, target_.c_str(), RENAME_EXCHANGE) == 0) {
    committed_ = true;
    fs::remove_all(staging_, ec);  // now the old report
    return;
  }
  // No atomic exchange on this file system: move the old report aside first.
  fs::path old = staging_;
  old += ".old";
  if (std::rename(target_.c_str(), old.c_str()) != 0) throw WriteError(errnoText("cannot move aside", target_));
  if (std::rename(staging_.c_str(), target_.c_str()) != 0) {
    std::string message = errnoText("cannot move report to", target_);
    std::rename(old.c_str(), target_.c_str());
    throw WriteError(message);
  }
  committed_ = true;
  fs::remove_all(old, ec);
}

}  // namespace babylon::report
