#include "PublishedFiles.hpp"

#include <fstream>
#include <iterator>
#include <memory>
#include <stdexcept>

#include <fmt/format.h>
#include <openssl/evp.h>
#include <zstd.h>

#include "core/util/TempDir.hpp"
#include "verify/Certificate.hpp"

namespace babylon::report {

std::string sha256Hex(std::string_view bytes) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("SHA-256 failed (OpenSSL)");
  std::string hex;
  for (unsigned int i = 0; i < length; ++i) hex += fmt::format("{:02x}", digest[i]);
  return hex;
}

std::string zstdCompress(std::string_view bytes, int level) {
  std::string out(ZSTD_compressBound(bytes.size()), '\0');
  std::size_t n = ZSTD_compress(out.data(), out.size(), bytes.data(), bytes.size(), level);
  if (ZSTD_isError(n)) throw std::runtime_error(std::string("zstd: ") + ZSTD_getErrorName(n));
  out.resize(n);
  return out;
}

namespace {

PublishedFile finish(PublishedFile f) {
  f.sha256 = sha256Hex(f.content);
  return f;
}

}  // namespace

PublishedFile certificateFile(const Strategy& strategy, const std::vector<Start>& starts, const std::string& claim,
                              const std::string& comment, RunGuard& guard) {
  TempDir dir("babylon-report-certificate");
  std::string path = (dir.path() / "certificate.cert.zst").string();
  CertificateSummary summary = writeCertificate(strategy, starts, claim, comment, path, guard);
  std::ifstream in(path, std::ios::binary);
  PublishedFile f;
  f.name = "certificate.cert.zst";
  f.content.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  if (!in && !in.eof()) throw std::runtime_error("cannot read back the certificate");
  f.items = summary.positions;
  f.what = fmt::format("the certificate of the verify stage: {} starts ({}), and the move Bob's strategy made at each "
                       "of the {} positions reached with Bob to move",
                       summary.starts, claim, summary.positions);
  f.recheck = "babylon-check certificate.cert.zst";
  f.expect = "exit status 0: every line from every start ends with Bob winning";
  return finish(std::move(f));
}

PublishedFile obligationsFile(const std::vector<const ProofRecord*>& records) {
  std::string text;
  int proved = 0, refuted = 0, unknown = 0;
  for (const ProofRecord* r : records) {
    const Obligation& o = r->result.obligation;
    std::string comment = o.place + ": " + o.statement;
    for (char& c : comment)
      if (c == '\n' || c == '\r') c = ' ';
    text += fmt::format("; {}\n(echo \"{}\")\n{}(reset)\n", comment, o.id, r->result.smtlib);
    switch (r->result.status) {
      case ProofStatus::Proved: ++proved; break;
      case ProofStatus::Refuted: ++refuted; break;
      default: ++unknown;
    }
  }
  PublishedFile f;
  f.name = "obligations.smt2.zst";
  f.content = zstdCompress(text, 19);
  f.items = records.size();
  f.what = fmt::format("the SMT-LIB 2 queries of the {} side conditions the prove stage proved, as the project "
                       "printed them from its Expr; each is 'assumption and not claim', so unsat means the claim holds "
                       "for all integers (the symbolic verifier's queries: babylon prove --smt-dir DIR)",
                       records.size());
  f.recheck = "zstd -dc obligations.smt2.zst | cvc5 --lang smt2";
  f.expect = fmt::format("each id, then unsat for the {} Z3 proved, sat for the {} it refuted{}", proved, refuted,
                         unknown ? fmt::format(" (and {} Z3 left unknown)", unknown) : "");
  return finish(std::move(f));
}

}  // namespace babylon::report
