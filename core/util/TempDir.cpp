// mkdtemp under $TMPDIR (or /tmp), without std::filesystem::temp_directory_path, which throws an
// exception the command line would not expect when TMPDIR names a missing directory.
#include "core/util/TempDir.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "core/ParseError.hpp"

namespace babylon {

TempDir::TempDir(const std::string& prefix) {
  const char* env = std::getenv("TMPDIR");
  std::string base = env && *env ? env : "/tmp";
  std::string pattern = (std::filesystem::path(base) / (prefix + "-XXXXXX")).string();
  if (!::mkdtemp(pattern.data()))
    throw ParseError("cannot create a temporary folder in '" + base + "' (TMPDIR): " + std::strerror(errno));
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

}  // namespace babylon
