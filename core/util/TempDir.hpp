// A private temporary directory (mkdtemp, mode 0700) under $TMPDIR, removed with its contents
// when the object goes: no fixed shared name another user could pre-create or read.
#pragma once

#include <filesystem>
#include <string>

namespace babylon {

class TempDir {
 public:
  // Throws ParseError (one line naming TMPDIR) when the directory cannot be made.
  explicit TempDir(const std::string& prefix);
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace babylon
