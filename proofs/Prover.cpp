// Z3 through its C++ API, cvc5 through its command line, both on the negated claim.
#include "Prover.hpp"

#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>

#include "proofs/ExprZ3.hpp"
#include "proofs/SmtLib.hpp"

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

// cvc5's answer to the SMT-LIB query: unsat means the claim is proved.
std::string runCvc5(const std::string& file, unsigned timeoutMs) {
  std::string command = "cvc5 --lang smt2 --tlimit=" + std::to_string(timeoutMs) + " '" + file + "' 2>&1";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  if (!pipe) return "unavailable: cannot start cvc5";
  std::array<char, 256> buffer{};
  std::string output;
  while (fgets(buffer.data(), buffer.size(), pipe.get())) output += buffer.data();
  int status = pclose(pipe.release());
  std::string first = output.substr(0, output.find('\n'));
  if (first == "unsat") return "proved";
  if (first == "sat") return "refuted";
  if (first == "unknown" || output.find("interrupted") != std::string::npos || output.find("timeout") != std::string::npos)
    return "unknown";
  if (status != 0 && output.find("not found") != std::string::npos) return "unavailable: cvc5 is not installed";
  return "unavailable: cvc5 said '" + first + "'";
}

}  // namespace

ProofResult prove(const Obligation& o, const ProverOptions& options) {
  auto start = std::chrono::steady_clock::now();
  ProofResult r{o};
  z3::context c;
  Z3Params params(c);
  z3::solver solver(c);
  z3::params p(c);
  p.set("timeout", options.timeoutMs);
  p.set("ctrl_c", false);  // leave Ctrl-C to the program; Z3 would report it as unknown
  solver.set(p);
  solver.add(toZ3(o.assumption, params));
  solver.add(!toZ3(o.claim, params));
  // cvc5 reads the project's own printing of the same Expr, not Z3's: two translations, two solvers.
  r.smtlib = smtLibQuery(o.assumption, o.claim);
  switch (solver.check()) {
    case z3::unsat: r.status = ProofStatus::Proved; break;
    case z3::sat: {
      r.status = ProofStatus::Refuted;
      // Prefer a small counter-model, so that the verifier can play it: bound m step by step.
      for (int bound : {6, 10, 16, 32}) {
        solver.push();
        solver.add(params["m"] <= bound);
        bool small = solver.check() == z3::sat;
        if (small) break;
        solver.pop();
      }
      if (solver.check() != z3::sat) throw std::logic_error("prove: a refuted query lost its model");
      z3::model model = solver.get_model();
      std::vector<std::string> names = o.assumption.variables();
      for (const std::string& n : o.claim.variables()) names.push_back(n);
      for (const std::string& n : names)
        if (!r.counterModel.has(n)) r.counterModel.set(n, model.eval(params[n], true).get_numeral_int64());
      break;
    }
    default: r.status = ProofStatus::Unknown;
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (options.cvc5 && !options.smtDir.empty()) {
    std::filesystem::create_directories(options.smtDir);
    std::string file = (std::filesystem::path(options.smtDir) / (safeFileName(o.id) + ".smt2")).string();
    std::ofstream(file) << "; " << o.place << ": " << o.statement << "\n" << r.smtlib;
    r.cvc5 = runCvc5(file, options.timeoutMs);
    bool definite = r.cvc5 == "proved" || r.cvc5 == "refuted";
    r.disagreement = definite && r.status != ProofStatus::Unknown && r.cvc5 != proofStatusName(r.status);
  } else {
    r.cvc5 = "unavailable: not run";
  }
  return r;
}

}  // namespace babylon
