// Z3 through its C++ API, cvc5 as a child process (no shell), both on the negated claim.
#include "Prover.hpp"

#include "core/util/AtomicWrite.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>

#include "core/util/Subprocess.hpp"
#include "proofs/SmtLib.hpp"
#include "proofs/Tuning.hpp"
#include "proofs/Z3Session.hpp"

namespace babylon {

const char* proofStatusName(ProofStatus s) {
  switch (s) {
    case ProofStatus::Proved: return "proved";
    case ProofStatus::Refuted: return "refuted";
    case ProofStatus::Unknown: return "unknown";
  }
  return "?";
}

namespace {

std::string safeFileName(const std::string& id) {
  std::string out;
  for (char c : id) out += std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' ? c : '_';
  return out;
}

// cvc5's answer to the SMT-LIB query: unsat means the claim is proved. Started without a shell,
// so no character of the path (quotes, `;`, `$`) can run anything; killed a little after its own
// time limit in case it ignores it.
std::string runCvc5(const std::string& file, unsigned timeoutMs) {
  report::ProcessResult p = report::runProcess(
      {"cvc5", "--lang", "smt2", "--tlimit=" + std::to_string(timeoutMs), std::filesystem::absolute(file).string()},
      timeoutMs + tuning::kCvc5KillAfterMs);
  if (!p.started) return "unavailable: cannot start cvc5 (" + p.err + ")";
  if (p.timedOut) return "unknown";
  std::string first = p.out.substr(0, p.out.find('\n'));
  if (first == "unsat") return "proved";
  if (first == "sat") return "refuted";
  std::string all = p.out + p.err;
  if (first == "unknown" || all.find("interrupted") != std::string::npos || all.find("timeout") != std::string::npos)
    return "unknown";
  std::string said = first.empty() ? p.err.substr(0, p.err.find('\n')) : first;
  return "unavailable: cvc5 said '" + said + "' (exit status " + std::to_string(p.exitStatus) + ")";
}

// The file of the obligation's query in the SMT-LIB folder (one is given).
std::string queryFile(const ProverOptions& options, const Obligation& o) {
  return (std::filesystem::path(options.smtDir) / (safeFileName(o.id) + ".smt2")).string();
}

// Writes the obligation's query; the reason when it could not be written, else "".
// Not flushed to disk one by one: thousands of queries are written, and they are read back at once.
std::string writeQuery(const std::string& file, const Obligation& o, const std::string& smtlib) {
  try {
    report::writeFileAtomic(file, "; " + o.place + ": " + o.statement + "\n" + smtlib, false);
    return "";
  } catch (const report::WriteError& e) {
    return e.what();
  }
}

// Z3's verdict on the obligation alone, in a session of its own, with a counter-model when
// refuted (the session's model policy keeps it small, so that the verifier can play it).
void proveWithZ3(const Obligation& o, const ProverOptions& options, ProofResult& r) {
  auto start = std::chrono::steady_clock::now();
  Z3Session z3(options.timeoutMs);
  Z3Session::Solved s = z3.solve(o.assumption && !o.claim);
  switch (s.answer) {
    case Z3Answer::Unsat: r.status = ProofStatus::Proved; break;
    case Z3Answer::Sat:
      r.status = ProofStatus::Refuted;
      r.counterModel = s.model;
      break;
    case Z3Answer::Unknown: r.status = ProofStatus::Unknown; break;
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

ProofResult prove(const Obligation& o, const ProverOptions& options) {
  ProofResult r;
  r.obligation = o;
  if (o.z3Proved && !options.z3Fresh) {
    r.status = ProofStatus::Proved;
    r.z3 = "exploration";
  } else {
    proveWithZ3(o, options, r);
  }
  // cvc5 reads the project's own printing of the same Expr, not Z3's: two translations, two solvers.
  r.smtlib = smtLibQuery(o.assumption, o.claim);
  // The files are written whenever a folder is given (also with --no-cvc5); a re-check that
  // cannot run is recorded as failed, never as agreement.
  std::string file, writeError;
  if (!options.smtDir.empty()) {
    file = queryFile(options, o);
    writeError = writeQuery(file, o, r.smtlib);
  }
  if (!options.cvc5) {
    r.cvc5 = "not run";
  } else if (options.smtDir.empty() || !writeError.empty()) {
    r.cvc5 = "unavailable: " + (writeError.empty() ? std::string("no folder for the SMT-LIB file") : writeError);
  } else {
    r.cvc5 = runCvc5(file, options.timeoutMs);
  }
  // cvc5 without an answer (it could not run, timed out or said unknown) confirms nothing.
  r.recheckFailed = options.cvc5 && (r.cvc5.rfind("unavailable", 0) == 0 || r.cvc5 == "unknown");
  bool definite = r.cvc5 == "proved" || r.cvc5 == "refuted";
  r.disagreement = definite && r.status != ProofStatus::Unknown && r.cvc5 != proofStatusName(r.status);
  return r;
}

ProofResult sameQuery(const ProofResult& earlier, const Obligation& o, const ProverOptions& options) {
  ProofResult r = earlier;
  r.obligation = o;
  r.seconds = 0;
  if (!options.smtDir.empty()) {
    std::string writeError = writeQuery(queryFile(options, o), o, r.smtlib);
    if (!writeError.empty() && options.cvc5) {
      r.cvc5 = "unavailable: " + writeError;
      r.recheckFailed = true;
      r.disagreement = false;
    }
  }
  return r;
}

}  // namespace babylon
