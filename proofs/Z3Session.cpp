// Z3 through its C++ API, one context per session (proofs/Z3Session.hpp).
#include "Z3Session.hpp"

namespace babylon {

namespace {

z3::params sessionParams(z3::context& c, unsigned timeoutMs) {
  z3::params p(c);
  p.set("timeout", timeoutMs);
  p.set("ctrl_c", false);  // leave Ctrl-C to the program; Z3 would report it as unknown
  return p;
}

Z3Answer answerOf(z3::check_result r) {
  return r == z3::unsat ? Z3Answer::Unsat : r == z3::sat ? Z3Answer::Sat : Z3Answer::Unknown;
}

}  // namespace

Z3Session::Z3Session(unsigned timeoutMs)
    : timeoutMs_(timeoutMs), params_(context_), solver_(context_), translated_(params_) {
  solver_.set(sessionParams(context_, timeoutMs_));
}

Z3Answer Z3Session::check(const Expr& f) {
  if (auto it = solved_.find(f.id()); it != solved_.end()) return it->second.second.answer;
  if (auto it = checked_.find(f.id()); it != checked_.end()) return it->second.second;
  solver_.push();
  solver_.add(translated_(f));
  Z3Answer a = answerOf(solver_.check());
  solver_.pop();
  if (a != Z3Answer::Unknown) checked_.emplace(f.id(), std::make_pair(f, a));
  return a;
}

Z3Answer Z3Session::checkOnce(const Expr& f) {
  solver_.push();
  solver_.add(toZ3(f, params_));
  Z3Answer a = answerOf(solver_.check());
  solver_.pop();
  return a;
}

Z3Session::Solved Z3Session::solve(const Expr& f) {
  if (auto it = solved_.find(f.id()); it != solved_.end()) return it->second.second;
  Solved out = solveNow(f);
  if (out.answer != Z3Answer::Unknown) solved_.emplace(f.id(), std::make_pair(f, out));
  return out;
}

Z3Session::Solved Z3Session::solveNow(const Expr& f) {
  Solved out;
  solver_.push();
  solver_.add(translated_(f));
  out.answer = answerOf(solver_.check());
  if (out.answer != Z3Answer::Sat) {
    solver_.pop();
    return out;
  }
  unsigned scopes = 1;
  for (int bound : tuning::kModelBoundsOnM) {
    solver_.push();
    solver_.add(params_["m"] <= bound);
    if (solver_.check() == z3::sat) {
      ++scopes;
      break;
    }
    solver_.pop();
  }
  if (solver_.check() == z3::sat) {
    z3::model mdl = solver_.get_model();
    for (const std::string& n : f.variables()) out.model.set(n, mdl.eval(params_[n], true).get_numeral_int64());
  } else {
    out.answer = Z3Answer::Unknown;  // satisfiable, but the model was lost to the time limit
  }
  solver_.pop(scopes);
  return out;
}

Z3Session::Extreme Z3Session::extreme(const Expr& f, const std::string& x, bool least) {
  z3::optimize opt(context_);
  opt.set(sessionParams(context_, timeoutMs_));
  opt.add(translated_(f));
  z3::optimize::handle h = least ? opt.minimize(params_[x]) : opt.maximize(params_[x]);
  Extreme out;
  out.answer = answerOf(opt.check());
  if (out.answer != Z3Answer::Sat) return out;
  std::int64_t v = 0;
  if (z3::expr bound = least ? opt.lower(h) : opt.upper(h); bound.is_numeral_i64(v)) out.value = v;
  return out;
}

}  // namespace babylon
