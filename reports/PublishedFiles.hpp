// Files a report publishes so that a reader can re-check it without building the project, each
// with its size and SHA-256 as published tablebases give them: the certificate of the verify stage
// (re-checked by build/babylon-check), the proof certificate of the prove stage (re-checked by
// build/babylon-check-proof) with the finite certificate it names, and the SMT-LIB queries of the prove stage (the side
// conditions; the family graph's splits and matches and the steps of Lemmas 4.2 and 4.3), each set
// in one file that any SMT-LIB 2 solver reads.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/RunGuard.hpp"
#include "core/util/Sha256.hpp"
#include "proofs/FamilyGraph.hpp"
#include "proofs/ProofRun.hpp"
#include "strategies/Strategy.hpp"
#include "verify/Starts.hpp"

namespace babylon::report {

struct PublishedFile {
  std::string name;         // in the report's folder
  std::string what;         // one sentence: what the file holds
  std::string recheck;      // the command that re-checks it, run in the report's folder
  std::string expect;       // what that command prints when the file holds what the report says
  std::string content;      // the bytes written
  std::string sha256;       // of `content`, lower-case hex
  std::uint64_t items = 0;  // positions of the certificate, queries of the SMT-LIB file
};

// One zstd frame of the bytes. longDistance: long-distance matching with a 128 MiB window (the
// largest `zstd -d` reads without options), for large repetitive text such as SMT-LIB scripts.
std::string zstdCompress(std::string_view bytes, int level, bool longDistance = false);

// The certificate of a run that verified every start of `starts` (verify/Certificate), read back
// from a private temporary file. Throws what writeCertificate throws.
PublishedFile certificateFile(const Strategy& strategy, const std::vector<Start>& starts, const std::string& claim,
                              const std::string& comment, RunGuard& guard);

// The proof certificate of Theorem 4.1, proof.cert.zst (proofs/ProofCertificate), and where the
// graph leaves the starts up to `upTo` chips to the finite verifier, first the finite certificate of
// those starts, proof.cert.zst.finite.zst, which it names by size and SHA-256: both files are needed
// to re-check it. `openEdges` and `restingOnLemmas` are counted as for familyGraphFile; the
// expectation is a failure at the first open region while edges are open. Throws what
// writeProofCertificates throws.
std::vector<PublishedFile> proofCertificateFiles(const symbolic::FamilyGraph& graph, int upTo, int openEdges,
                                                 int restingOnLemmas, const Strategy& strategy,
                                                 const std::string& comment, RunGuard& guard);

// Every query in one SMT-LIB 2 script, zstd-compressed: for each obligation its comment, an
// `(echo "<id>")` and the query the project printed (proofs/SmtLib), then `(reset)`; a solver
// prints each id followed by its answer (unsat: proved). The expectation is Z3's verdicts.
PublishedFile obligationsFile(const std::vector<const ProofRecord*>& records);

// The same script for the symbolic verifier: every obligation of the family graph (each split and
// match, recorded only when Z3 proved it during the exploration) and the steps of Lemmas 4.2 and
// 4.3 (proved by the prove stage), then the steps of Alice's half (Lemma A, Section 2's openings and
// the gather phase, proofs/AliceLemmas and proofs/AliceGather). The file's sentence says how many
// edges close, rest only on Lemmas 4.2 and 4.3 (counted in `openEdges` too, as FamilyGraph counts
// them) and are open: its queries re-check the steps taken, not a proof for all n while edges are
// open.
PublishedFile familyGraphFile(const std::vector<Obligation>& graphObligations,
                              const std::vector<const ProofRecord*>& lemmaSteps,
                              const std::vector<const ProofRecord*>& aliceSteps, int edges, int openEdges,
                              int restingOnLemmas);

}  // namespace babylon::report
