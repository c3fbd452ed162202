// SHA-256 through OpenSSL's one-shot digest.
#include "Sha256.hpp"

#include <cstdio>
#include <stdexcept>

#include <openssl/evp.h>

namespace babylon {

std::string sha256Hex(std::string_view bytes) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("SHA-256 failed (OpenSSL)");
  static const char* const hexDigits = "0123456789abcdef";
  std::string hex;
  for (unsigned int i = 0; i < length; ++i) {
    hex += hexDigits[digest[i] >> 4];
    hex += hexDigits[digest[i] & 15];
  }
  return hex;
}

}  // namespace babylon
