// Every command's --json has the same top-level keys, in this order: version, command, complete,
// totals, then the command's own data, then peak_memory_bytes (schemas in reports/schemas/).
#pragma once

#include <cstddef>
#include <functional>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

namespace babylon::cli {

// `data`'s own "complete" and "totals" are used when it has them (else true and {}); the peak is
// the process's resident memory so far. Ordered, so that the shared keys read first.
nlohmann::ordered_json commandJson(const std::string& command, const nlohmann::json& data);

// Writes `doc.dump(2)` with the empty array of its top-level `key` filled with `count` elements,
// each made by `element` and written at once: the same text as a document holding them all,
// without holding them all (verify --json from millions of starts).
void dumpWithArray(std::ostream& out, const nlohmann::ordered_json& doc, const std::string& key, std::size_t count,
                   const std::function<nlohmann::json(std::size_t)>& element);

// The program's version, from CMake's project(VERSION).
const std::string& programVersion();

}  // namespace babylon::cli
