// Every command's --json has the same top-level keys, in this order: version, command, complete,
// totals, then the command's own data, then peak_memory_bytes (schemas in reports/schemas/).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace babylon::cli {

// `data`'s own "complete" and "totals" are used when it has them (else true and {}); the peak is
// the process's resident memory so far. Ordered, so that the shared keys read first.
nlohmann::ordered_json commandJson(const std::string& command, const nlohmann::json& data);

// The program's version, from CMake's project(VERSION).
const std::string& programVersion();

}  // namespace babylon::cli
