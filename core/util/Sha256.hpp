// SHA-256 of bytes in lower-case hex (OpenSSL's libcrypto): the published files' checksums and
// the case tables' fingerprint.
#pragma once

#include <string>
#include <string_view>

namespace babylon {

std::string sha256Hex(std::string_view bytes);

}  // namespace babylon
