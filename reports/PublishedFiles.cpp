#include "PublishedFiles.hpp"

#include <fstream>
#include <iterator>
#include <memory>
#include <stdexcept>

#include <fmt/format.h>
#include <zstd.h>

#include "core/util/TempDir.hpp"
#include "proofs/ProofCertificate.hpp"
#include "proofs/SmtLib.hpp"
#include "verify/Certificate.hpp"

namespace babylon::report {

std::string zstdCompress(std::string_view bytes, int level, bool longDistance) {
  std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> ctx(ZSTD_createCCtx(), ZSTD_freeCCtx);
  ZSTD_CCtx_setParameter(ctx.get(), ZSTD_c_compressionLevel, level);
  if (longDistance) {
    ZSTD_CCtx_setParameter(ctx.get(), ZSTD_c_enableLongDistanceMatching, 1);
    ZSTD_CCtx_setParameter(ctx.get(), ZSTD_c_windowLog, 27);
  }
  std::string out(ZSTD_compressBound(bytes.size()), '\0');
  std::size_t n = ZSTD_compress2(ctx.get(), out.data(), out.size(), bytes.data(), bytes.size());
  if (ZSTD_isError(n)) throw std::runtime_error(std::string("zstd: ") + ZSTD_getErrorName(n));
  out.resize(n);
  return out;
}

namespace {

PublishedFile finish(PublishedFile f) {
  f.sha256 = sha256Hex(f.content);
  return f;
}

// The bytes of a file the run wrote in a private temporary folder.
std::string readBack(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string content((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in && !in.eof()) throw std::runtime_error("cannot read back " + path);
  return content;
}

// One query of the script: its comment on one line, the id echoed, the query, a reset.
void appendQuery(std::string& text, const Obligation& o, const std::string& smtlib) {
  std::string comment = o.place + ": " + o.statement;
  for (char& c : comment)
    if (c == '\n' || c == '\r') c = ' ';
  text += fmt::format("; {}\n(echo \"{}\")\n{}(reset)\n", comment, o.id, smtlib);
}

// A certificate of verify/Certificate as published: babylon-check re-checks it.
PublishedFile finiteCertificate(std::string name, std::string content, const CertificateSummary& summary,
                                std::string what) {
  PublishedFile f;
  f.name = std::move(name);
  f.content = std::move(content);
  f.items = summary.positions;
  f.what = std::move(what);
  f.recheck = "babylon-check " + f.name;
  f.expect = "exit status 0: every line from every start ends with Bob winning";
  return finish(std::move(f));
}

struct Verdicts {
  int proved = 0, refuted = 0, unknown = 0;
  void count(ProofStatus s) {
    switch (s) {
      case ProofStatus::Proved: ++proved; break;
      case ProofStatus::Refuted: ++refuted; break;
      default: ++unknown;
    }
  }
  std::string expect() const {
    return fmt::format("each id, then unsat for the {} Z3 proved, sat for the {} it refuted{}", proved, refuted,
                       unknown ? fmt::format(" (and {} Z3 left unknown)", unknown) : "");
  }
};

}  // namespace

PublishedFile certificateFile(const Strategy& strategy, const std::vector<Start>& starts, const std::string& claim,
                              const std::string& comment, RunGuard& guard) {
  TempDir dir("babylon-report-certificate");
  std::string path = (dir.path() / "certificate.cert.zst").string();
  CertificateSummary summary = writeCertificate(strategy, starts, claim, comment, path, guard);
  return finiteCertificate("certificate.cert.zst", readBack(path), summary,
                           fmt::format("the certificate of the verify stage: {} starts ({}), and the move Bob's "
                                       "strategy made at each of the {} positions reached with Bob to move",
                                       summary.starts, claim, summary.positions));
}

std::vector<PublishedFile> proofCertificateFiles(const symbolic::FamilyGraph& graph, int upTo, int openEdges,
                                                 int restingOnLemmas, const Strategy& strategy,
                                                 const std::string& comment, RunGuard& guard) {
  TempDir dir("babylon-report-proof-certificate");
  std::string path = (dir.path() / "proof.cert.zst").string();
  symbolic::ProofCertificateFiles written =
      symbolic::writeProofCertificates(path, graph, upTo, strategy, comment, guard);
  std::vector<PublishedFile> out;
  if (written.finite) {
    const CertificateSummary& s = written.finiteSummary;
    out.push_back(finiteCertificate(
        written.finite->name, readBack(symbolic::finiteCertificatePath(path)), s,
        fmt::format("the finite certificate that proof.cert.zst names by size and SHA-256: Bob's {} starts <p,q;;> up "
                    "to {} chips, which the family graph leaves to the finite verifier, and his move at each of the {} "
                    "positions reached",
                    s.starts, upTo, s.positions)));
  }
  const symbolic::ProofCertificateSummary& s = written.proof;
  PublishedFile f;
  f.name = "proof.cert.zst";
  f.content = readBack(path);
  f.items = s.regions;
  f.what = fmt::format(
      "the proof certificate of Theorem 4.1 (format: checker/PROOF-FORMAT.md): the family graph's {} families and {} "
      "regions, each with Bob's reply and its successor, or its entry into the end game ({} regions). There the "
      "checker shows from the move rule that Bob reaches a node of Lemmas 4.2 and 4.3 or wins, with {} moves of his "
      "given as witnesses (K5's named moves, the plans' replies), and at {} nodes the moves of his to try. It proves "
      "the lemmas' nodes over a counter abstraction, with Bob's moves there (K1 and K2) given as data. It also proves "
      "Alice's half: her openings lead to Lemma A, to the position after rr, or to the gather phase's invariant, "
      "where her rules win. To build the checker alone, without babylon: cmake -S . -B build && cmake --build build "
      "--target babylon-check-proof",
      s.families, s.regions, s.endGames, s.witnesses, s.safe);
  f.recheck = "babylon-check-proof proof.cert.zst";
  int open = openEdges - restingOnLemmas;
  f.expect = open == 0 ? "exit status 0: proved"
                       : fmt::format("exit status 1 at the first open region: {} of the graph's edges are open", open);
  out.insert(out.begin(), finish(std::move(f)));  // the proof certificate, then the file it names
  return out;
}

PublishedFile obligationsFile(const std::vector<const ProofRecord*>& records) {
  std::string text;
  Verdicts verdicts;
  for (const ProofRecord* r : records) {
    appendQuery(text, r->result.obligation, r->result.smtlib);
    verdicts.count(r->result.status);
  }
  PublishedFile f;
  f.name = "obligations.smt2.zst";
  f.content = zstdCompress(text, 19);
  f.items = records.size();
  f.what = fmt::format(
      "the SMT-LIB 2 queries of the {} side conditions the prove stage proved, as the project "
      "printed them from its Expr; each is 'assumption and not claim', so unsat means the claim holds "
      "for all integers (the symbolic verifier's queries: family-graph.smt2.zst)",
      records.size());
  f.recheck = "zstd -dc obligations.smt2.zst | cvc5 --lang smt2";
  f.expect = verdicts.expect();
  return finish(std::move(f));
}

PublishedFile familyGraphFile(const std::vector<Obligation>& graphObligations,
                              const std::vector<const ProofRecord*>& lemmaSteps,
                              const std::vector<const ProofRecord*>& aliceSteps, int edges, int openEdges,
                              int restingOnLemmas) {
  std::string text;
  Verdicts verdicts;
  for (const Obligation& o : graphObligations) {
    appendQuery(text, o, smtLibQuery(o.assumption, o.claim, o.id));
    verdicts.count(ProofStatus::Proved);  // the exploration records an obligation only when Z3 proves it
  }
  for (const std::vector<const ProofRecord*>* steps : {&lemmaSteps, &aliceSteps})
    for (const ProofRecord* r : *steps) {
      appendQuery(text, r->result.obligation, r->result.smtlib);
      verdicts.count(r->result.status);
    }
  PublishedFile f;
  f.name = "family-graph.smt2.zst";
  f.content = zstdCompress(text, 12, true);  // about 93 MB of text: 1.5 MB in under two seconds
  f.items = graphObligations.size() + lemmaSteps.size() + aliceSteps.size();
  f.what = fmt::format(
      "the SMT-LIB 2 queries of the symbolic verifier: the {} obligations of the family graph (each split of a "
      "family by Alice's moves and Bob's cases, each reply's legality, each successor's match), every one proved by "
      "Z3 during the exploration, and the {} obligations of Lemmas 4.2 and 4.3's graph over abstract positions; of the "
      "graph's "
      "{} edges {} close, {} rest only on Lemmas 4.2 and 4.3 and {} are open{}. Then, for Alice's half, the {} "
      "obligations of the graphs of Lemma A, Section 2's openings and the gather phase (ids alice.*)",
      graphObligations.size(), lemmaSteps.size(), edges, edges - openEdges, restingOnLemmas,
      openEdges - restingOnLemmas,
      openEdges > restingOnLemmas ? ", so these queries re-check the steps taken, not a proof for all n" : "",
      aliceSteps.size());
  f.recheck = "zstd -dc family-graph.smt2.zst | cvc5 --lang smt2";
  f.expect = verdicts.expect();
  return finish(std::move(f));
}

}  // namespace babylon::report
