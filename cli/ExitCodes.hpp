// Exit statuses of the `babylon` command, shared by every subcommand.
#pragma once

namespace babylon::cli {

inline constexpr int kOk = 0;
inline constexpr int kCheckFailed = 1;    // a check found a disagreement or counterexample
inline constexpr int kBadInput = 2;       // the command line or a notation could not be read
inline constexpr int kMemoryLimit = 3;    // --max-memory reached; finished work was reported
inline constexpr int kInterrupted = 130;  // Ctrl-C; finished work was reported

}  // namespace babylon::cli
