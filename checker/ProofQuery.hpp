// One SMT-LIB query as the checker writes it (Smt), and the term helpers its parts share: the
// family graph's queries (ProofCheck) and the nodes' (NodeGraph).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "ProofCheck.hpp"

namespace bproof {

inline std::string sum(const std::vector<std::string>& terms) {
  if (terms.empty()) return "0";
  std::string out = "(+ 0";
  for (const std::string& t : terms) out += " " + t;
  return out + ")";
}

inline std::string conj(const std::vector<std::string>& parts) {
  if (parts.empty()) return "true";
  std::string out = "(and";
  for (const std::string& p : parts) out += " " + p;
  return out + ")";
}

// One query being written: declarations, the defs its formulas reach, assumptions, the claim.
class Smt {
 public:
  explicit Smt(const Formulas& f) : f_(f) {}
  std::string term(Id id, const std::vector<std::string>& env) { return f_.term(id, env, used_); }
  void declare(const std::string& name) {
    if (declared_.insert(name).second) decls_ += "(declare-const " + name + " Int)\n";
  }
  // A variable of its own: `stem` and a number no other of the query's has.
  std::string fresh(const std::string& stem) {
    std::string name = stem + std::to_string(fresh_++);
    declare(name);
    return name;
  }
  void assume(const std::string& t) { asserts_ += "(assert " + t + ")\n"; }
  // An assumption the claim seldom needs (a witness's formula): left out of the lean query.
  void assumeRarely(const std::string& t) {
    std::size_t from = asserts_.size();
    assume(t);
    rare_.emplace_back(from, asserts_.size());
  }
  // A define-fun of the checker's that the query names, with the defs it reaches.
  void share(const std::shared_ptr<const std::string>& text, const std::vector<std::uint32_t>& defs) {
    if (std::find(shared_.begin(), shared_.end(), text) == shared_.end()) shared_.push_back(text);
    used_.insert(used_.end(), defs.begin(), defs.end());
  }
  std::vector<std::uint32_t>& used() { return used_; }
  Query finish(std::size_t line, const std::string& what, const std::string& claim) {
    std::string end = "(assert (not " + claim + "))\n(check-sat)\n", lean;
    if (!rare_.empty()) {  // the assertions less the rare ones
      lean = decls_;
      std::size_t at = 0;
      for (const auto& [from, to] : rare_) {
        lean.append(asserts_, at, from - at);
        at = to;
      }
      lean.append(asserts_, at) += end;
    }
    return {line, what, decls_ + asserts_ + end, std::move(lean), std::move(used_), std::move(shared_)};
  }

 private:
  const Formulas& f_;
  std::vector<std::uint32_t> used_;
  std::vector<std::shared_ptr<const std::string>> shared_;
  std::string decls_, asserts_;
  std::size_t fresh_ = 0;
  std::set<std::string> declared_;
  std::vector<std::pair<std::size_t, std::size_t>> rare_;  // where the rare assertions are in asserts_
};

// The checker's own define-funs (the one-move safety of a shape, a lemma node's formula), each
// built once and written once per batch of queries that name it.
class DefineFuns {
 public:
  // `(name args...)` in q; the first time, `body` builds the function's sort, parameters and term
  // (`Bool` or `Int`, `(x Int) ...`, the term), printed into the Smt it is given for its defs.
  // The certificate's formula `id` as such a function over the names `names` (x_0, x_1, ... in
  // their order), named `role` and the formula's number, applied to `args`: a long formula costs
  // its length once per batch.
  std::string formula(Smt& q, const Formulas& f, const std::string& role, Id id,
                      const std::vector<std::uint32_t>& names, const std::vector<std::string>& args) {
    return call(q, f, role + std::to_string(id), args, [&](Smt& body) {
      std::vector<std::string> env(kMaxNames);
      std::string params;
      for (std::size_t i = 0; i < names.size(); ++i) {
        env[names[i]] = "x_" + std::to_string(i);
        params += " (" + env[names[i]] + " Int)";
      }
      return std::array<std::string, 3>{f.boolean(id) ? "Bool" : "Int", params.substr(1), body.term(id, env)};
    });
  }
  std::string call(Smt& q, const Formulas& f, const std::string& name, const std::vector<std::string>& args,
                   const std::function<std::array<std::string, 3>(Smt&)>& body) {
    auto it = funs_.find(name);
    if (it == funs_.end()) {
      Smt defs(f);
      auto [sort, params, term] = body(defs);
      auto text =
          std::make_shared<const std::string>("(define-fun " + name + " (" + params + ") " + sort + " " + term + ")\n");
      it = funs_.emplace(name, std::make_pair(text, defs.used())).first;
    }
    q.share(it->second.first, it->second.second);
    std::string out = "(" + name;
    for (const std::string& a : args) out += " " + a;
    return out + ")";
  }

 private:
  std::map<std::string, std::pair<std::shared_ptr<const std::string>, std::vector<std::uint32_t>>> funs_;
};

}  // namespace bproof
