// What the program was built from and how: version, git commit, compiler and its options.
#pragma once

#include <string>

namespace babylon::report {

struct BuildInfo {
  std::string version;    // the project's version, e.g. "0.1.0"
  std::string gitCommit;  // full hash, or "unknown" outside a git clone
  bool gitDirty = false;  // tracked files differed from the commit when it was built
  std::string compiler;   // e.g. "GNU 12.2.0"
  std::string options;    // the C++ compile options of the build type
  std::string buildType;  // e.g. "Release"
};

// Written at build time (BuildInfo.cpp.in).
const BuildInfo& buildInfo();

}  // namespace babylon::report
