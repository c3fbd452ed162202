// The proof certificate of Bob's half: the family graph written as text (format:
// checker/PROOF-FORMAT.md) for build/babylon-check-proof, which re-derives Alice's moves and Bob's
// replies from the move rule and prints its own queries.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "lemmas/AliceMoves.hpp"
#include "proofs/FamilyGraph.hpp"
#include "strategies/Strategy.hpp"
#include "verify/Certificate.hpp"

namespace babylon::symbolic {

// The finite certificate that covers the starts the graph leaves out (at most `finiteUpTo` chips).
struct FiniteReference {
  std::string name;  // the file's name, beside the proof certificate
  std::uint64_t size = 0;
  std::string sha256;
};

struct ProofCertificateSummary {
  std::uint64_t families = 0, regions = 0, endGames = 0, witnesses = 0, illegal = 0, safe = 0, lines = 0;
  std::uint64_t textBytes = 0, bytes = 0;  // decompressed and compressed
};

// The certificate's text. `finiteUpTo` is the run's small-size bound (0: none); `finite` names the
// certificate of the starts up to it. Throws std::logic_error when an edge's reply cannot be found
// among Bob's moves of the generic rule (the graph would not be the explorer's).
std::string proofCertificateText(const FamilyGraph& graph, int finiteUpTo, const std::optional<FiniteReference>& finite,
                                 const std::string& comment, ProofCertificateSummary* summary = nullptr);

// One of Alice's plays at her nodes as the certificate states it (checker/PROOF-FORMAT.md): its
// kind ("" two y-stacks, "x-on-y", "y-on-x", "gather-pair", "gather-on-y"), its pick over a (the
// top's height), b (the bottom's), h and H, and the value the move taken makes largest, if any.
struct AlicePlay {
  std::string kind;
  Expr pick;
  std::optional<Expr> value;
};
// Her template at a lone stack X, and in the gather phase, as a play (the translation the
// certificate's plays rest on). Throw ParseError where no play can state it.
AlicePlay lonePlay(const alice::MoveTemplate& m);
AlicePlay gatherPlay(const alice::MoveTemplate& m);

// Her openings in the certificate's order, her rules for a start (Phase::Start): each guard (over
// n and p) and its move: `r` a chip of the color of p chips (x), `b` one of the other, the top
// first. Throws ParseError naming a rule no opening can state.
struct AliceOpening {
  std::string rule;
  Expr guard;
  std::string move;
};
std::vector<AliceOpening> aliceOpeningPlays();

// Her plays at a node of hers, in the certificate's order: at a lone stack her lone-stack rules
// (lemmas/AliceMoves' Phase::Lone), each guarded by its condition; at a gather node (`gather`)
// then her gather rules, each guarded by its condition and by x being the gathering color
// (lemmas/AliceConditions' gatheringColor). Throws ParseError naming a rule no play can state.
struct AliceNodePlay {
  std::string rule;  // the rule's case id
  bool lone;         // a play at a lone stack X (else a gather play)
  Expr guard;
  AlicePlay play;
};
std::vector<AliceNodePlay> aliceNodePlays(bool gather);

// Throws ParseError naming the first of Alice's rules (lemmas/tables/alice.rules) whose move the
// certificate cannot state: `prove --certificate` asks before its run, not at its end.
void checkAliceRulesStatable();

// Writes the text zstd-compressed to `path` (whole or not at all); throws std::runtime_error when it
// cannot be written.
ProofCertificateSummary writeProofCertificate(const std::string& path, const FamilyGraph& graph, int finiteUpTo,
                                              const std::optional<FiniteReference>& finite, const std::string& comment);

// The finite certificate beside a proof certificate at `path`: `path` + ".finite.zst".
std::string finiteCertificatePath(const std::string& path);

struct ProofCertificateFiles {
  ProofCertificateSummary proof;
  std::optional<FiniteReference> finite;  // none when upTo is 0
  CertificateSummary finiteSummary;       // its starts and positions
};

// Writes the proof certificate at `path`. When upTo > 0 it first writes, at
// finiteCertificatePath(path), the finite certificate of Bob's starts <p,q;;> up to upTo chips, as
// `strategy` wins them (verify/Certificate); the proof certificate names it by size and SHA-256.
// Throws std::runtime_error when a file cannot be written or read back, and what writeCertificate throws.
ProofCertificateFiles writeProofCertificates(const std::string& path, const FamilyGraph& graph, int upTo,
                                             const Strategy& strategy, const std::string& comment, RunGuard& guard);

}  // namespace babylon::symbolic
