// babylon-check-proof CERTIFICATE: exit 0 if the proof certificate proves its claim, 1 at the
// first failing line, 2 if the file is malformed or unreadable (PROOF-FORMAT.md).
#include <signal.h>

#include <algorithm>
#include <iostream>
#include <string>
#include <thread>

#include "Excerpt.hpp"
#include "ProofCheck.hpp"
#include "ProofSolver.hpp"

namespace {

const char* const kUsage =
    "usage: babylon-check-proof [--emit-smt DIR] [--no-cvc5] [--cvc5 PROGRAM] [--timeout MS] [--jobs N]\n"
    "                           CERTIFICATE\n"
    "  (format: checker/PROOF-FORMAT.md; --emit-smt writes each query to DIR/query-N.smt2;\n"
    "   --no-cvc5 asks no solver, so nothing is proved; --jobs: cvc5 processes at once, 1 to 64,\n"
    "   by default one per core)\n";

// The decimal number `text`, when it is 1 to `max` (at most 7 digits); else 0.
unsigned upTo(const std::string& text, unsigned max) {
  if (text.empty() || text.size() > 7 || text.find_first_not_of("0123456789") != std::string::npos) return 0;
  unsigned long n = std::stoul(text);
  return n <= max ? static_cast<unsigned>(n) : 0;
}

std::string proved(const bproof::Verdict& v, const bproof::ProofCertificate& c, const std::string& solver,
                   std::size_t asWritten) {
  std::string out = "proved: Bob wins every start <p,q;;> with 3 <= p <= q and p+q even";
  if (c.above > 0)
    out += " above " + std::to_string(c.above) + " chips (below: the finite certificate " + c.finite->name +
           ", size and SHA-256 match; check it with babylon-check)";
  std::string nodes, alice;
  for (const bproof::LemmaNode& n : c.nodes)
    if (n.alice)
      alice += (alice.empty() ? "" : ", ") + n.name + (n.gather ? " gather" : "");
    else
      nodes += (nodes.empty() ? "" : ", ") + n.name + (n.odd ? " odd" : " even");
  out += "; Bob wins at the lemmas' nodes the certificate states (" + nodes +
         "), shown over a counter abstraction by the plays it gives";
  if (!alice.empty()) out += "; Alice wins at her nodes it states (" + alice + "), shown the same way by her plays";
  if (c.aliceClaimLine)
    out += std::string("; Alice wins every start <p,q;;> with 1 <= p <= q and ") +
           (c.aliceAll ? "p <= 2 or p+q odd (Theorem 4.1's half for Alice)" : "p <= 2") +
           ": her openings lead to her nodes or win";
  if (v.stated > 0) out += " and " + std::to_string(v.stated) + " end-game claims checked as stated";
  out += "; " + std::to_string(v.families) + " families, " + std::to_string(v.moves) +
         " moves of Alice derived from the rule, " + std::to_string(v.regions) + " regions, " +
         std::to_string(v.queries) + " queries unsat by " + solver + ". In " + std::to_string(v.endGames) +
         " regions into the end game Bob's safety was derived from the rule (" + std::to_string(v.nodes) +
         " positions, " + std::to_string(v.illegal) + " of them not reached: Alice's move there shown illegal; " +
         std::to_string(v.witnesses) + " moves of Bob given as witnesses; " + std::to_string(asWritten) +
         " queries asked again with the witnesses' formulas)";
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::string file, emit, cvc5 = "cvc5";
  bool solve = true;
  unsigned timeoutMs = 60000;
  unsigned jobs = std::clamp(std::thread::hardware_concurrency(), 1u, 64u);
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    bool value = i + 1 < argc;
    if (a == "--help" || a == "-h") {
      std::cout << kUsage;
      return 0;
    } else if (a == "--emit-smt" && value) {
      emit = argv[++i];
    } else if (a == "--cvc5" && value) {
      cvc5 = argv[++i];
    } else if (a == "--timeout" && value) {
      if (!(timeoutMs = upTo(argv[++i], 9999999))) {
        std::cerr << "babylon-check-proof: --timeout takes milliseconds, 1 to 9999999\n";
        return 2;
      }
    } else if (a == "--jobs" && value) {
      if (!(jobs = upTo(argv[++i], 64))) {
        std::cerr << "babylon-check-proof: --jobs takes a number of processes, 1 to 64\n";
        return 2;
      }
    } else if (a == "--no-cvc5") {
      solve = false;
    } else if (file.empty() && !a.empty() && a[0] != '-') {
      file = a;
    } else {
      std::cerr << kUsage;
      return 2;
    }
  }
  if (file.empty()) {
    std::cerr << kUsage;
    return 2;
  }
  ::signal(SIGPIPE, SIG_IGN);  // cvc5 may stop reading: its answer says so, not a signal
  try {
    bproof::ProofCertificate c = bproof::readProofCertificate(file);
    std::size_t slash = file.rfind('/');
    std::string dir = slash == std::string::npos ? "." : file.substr(0, slash + 1);
    std::size_t written = 0, asWritten = 0;
    auto ask = [&](const std::vector<bproof::Query>& batch, const bproof::Formulas& f) {
      if (!emit.empty()) bproof::emitQueries(batch, f, emit, written);
      if (!solve) return std::vector<bproof::Answer>(batch.size(), bproof::Answer::NotAsked);
      return bproof::askCvc5(batch, f, cvc5, timeoutMs, jobs, asWritten);
    };
    bproof::Verdict v = bproof::checkProof(c, dir, ask, 8 * bproof::kChunk * jobs, bproof::kChunk);
    std::string out;
    if (v.proved)
      out = proved(v, c, cvc5, asWritten);
    else if (v.why.empty())
      out = "not proved: " + std::to_string(v.notAsked) + " queries were asked of no solver" +
            (emit.empty() ? "" : " (written to " + bcheck::excerpt(emit) + ")");
    else
      out = "line " + std::to_string(v.line) + ": " + v.why +
            (v.open > 0 ? "; " + std::to_string(v.open) + " regions are open in all" : "");
    std::cout << "babylon-check-proof: " << out << "\n";
    return v.proved ? 0 : 1;
  } catch (const bproof::NoSolver& e) {
    std::cerr << "babylon-check-proof: no solver: " << bcheck::excerpt(e.what()) << "\n";
  } catch (const bproof::Unreadable& e) {
    std::cerr << "babylon-check-proof: cannot read " << bcheck::excerpt(file) << ": " << e.what() << "\n";
  } catch (const bproof::Malformed& e) {
    std::string at = e.line > 0 ? ":" + std::to_string(e.line) : "";
    std::cerr << "babylon-check-proof: " << bcheck::excerpt(file) << at << ": " << e.what() << "\n";
  } catch (const std::bad_alloc&) {
    std::cerr << "babylon-check-proof: out of memory\n";
  }
  return 2;
}
