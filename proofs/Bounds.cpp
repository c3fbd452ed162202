// Interval reading of conditions (see Bounds.hpp).
#include "Bounds.hpp"

#include <algorithm>
#include <optional>

#include "proofs/Z3Session.hpp"

namespace babylon::symbolic {

namespace {

constexpr std::int64_t kInf = Interval::kUnbounded;

std::int64_t clamp(std::int64_t x) { return std::clamp(x, -kInf, kInf); }
bool infinite(std::int64_t x) { return x >= kInf || x <= -kInf; }

Interval add(Interval a, Interval b, int sign) {
  Interval out;
  std::int64_t blo = sign > 0 ? b.lo : -b.hi, bhi = sign > 0 ? b.hi : -b.lo;
  out.lo = infinite(a.lo) || infinite(blo) ? -kInf : clamp(a.lo + blo);
  out.hi = infinite(a.hi) || infinite(bhi) ? kInf : clamp(a.hi + bhi);
  return out;
}

Interval multiply(Interval a, Interval b) {
  // Products of the corners; an infinite corner times a non-zero one is infinite of its sign.
  std::int64_t lo = kInf, hi = -kInf;
  for (std::int64_t x : {a.lo, a.hi})
    for (std::int64_t y : {b.lo, b.hi}) {
      std::int64_t p = 0;
      if (x != 0 && y != 0 && __builtin_mul_overflow(x, y, &p)) p = (x > 0) == (y > 0) ? kInf : -kInf;
      p = clamp(p);
      if ((infinite(x) || infinite(y)) && p != 0) p = (x > 0) == (y > 0) ? kInf : -kInf;
      lo = std::min(lo, p);
      hi = std::max(hi, p);
    }
  return {lo, hi};
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0); }

// Division by a positive constant (as the families use it); anything else is unbounded.
Interval divide(Interval a, Interval b) {
  if (b.lo != b.hi || b.lo <= 0) return {};
  return {infinite(a.lo) ? -kInf : floorDiv(a.lo, b.lo), infinite(a.hi) ? kInf : floorDiv(a.hi, b.lo)};
}

enum class Tri { False, True, Maybe };

Tri negate(Tri t) { return t == Tri::Maybe ? t : t == Tri::True ? Tri::False : Tri::True; }

struct Reader {
  const Bounds& bounds;

  Interval value(const Expr& e) const {
    const auto& c = e.children();
    switch (e.kind()) {
      case Expr::Kind::Const: return {e.value(), e.value()};
      case Expr::Kind::Var: {
        auto it = bounds.find(e.name());
        return it == bounds.end() ? Interval{} : it->second;
      }
      case Expr::Kind::Add: return add(value(c[0]), value(c[1]), 1);
      case Expr::Kind::Sub: return add(value(c[0]), value(c[1]), -1);
      case Expr::Kind::Mul: return multiply(value(c[0]), value(c[1]));
      case Expr::Kind::Div: return divide(value(c[0]), value(c[1]));
      case Expr::Kind::Ite: {
        Tri t = truth(c[0]);
        if (t == Tri::True) return value(c[1]);
        if (t == Tri::False) return value(c[2]);
        Interval a = value(c[1]), b = value(c[2]);
        return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
      }
      default: return {};
    }
  }

  // a - b compared with zero.
  Tri compare(const Expr& e) const {
    const auto& c = e.children();
    Interval d = add(value(c[0]), value(c[1]), -1);
    auto pick = [](bool surelyTrue, bool surelyFalse) {
      return surelyTrue ? Tri::True : surelyFalse ? Tri::False : Tri::Maybe;
    };
    switch (e.kind()) {
      case Expr::Kind::Eq: return pick(d.lo == 0 && d.hi == 0, d.lo > 0 || d.hi < 0);
      case Expr::Kind::Ne: return pick(d.lo > 0 || d.hi < 0, d.lo == 0 && d.hi == 0);
      case Expr::Kind::Lt: return pick(d.hi < 0, d.lo >= 0);
      case Expr::Kind::Le: return pick(d.hi <= 0, d.lo > 0);
      case Expr::Kind::Gt: return pick(d.lo > 0, d.hi <= 0);
      case Expr::Kind::Ge: return pick(d.lo >= 0, d.hi < 0);
      default: return Tri::Maybe;
    }
  }

  Tri truth(const Expr& e) const {
    const auto& c = e.children();
    switch (e.kind()) {
      case Expr::Kind::And:
      case Expr::Kind::Or: {
        // One child at the absorbing value decides; else Maybe if any child is, else the other value.
        Tri absorbing = e.kind() == Expr::Kind::And ? Tri::False : Tri::True;
        Tri out = negate(absorbing);
        for (const Expr& x : c) {
          Tri t = truth(x);
          if (t == absorbing) return t;
          if (t == Tri::Maybe) out = t;
        }
        return out;
      }
      case Expr::Kind::Not: return negate(truth(c[0]));
      case Expr::Kind::Implies: {
        Tri a = truth(c[0]), b = truth(c[1]);
        if (a == Tri::False || b == Tri::True) return Tri::True;
        if (a == Tri::True && b == Tri::False) return Tri::False;
        return Tri::Maybe;
      }
      default: return compare(e);
    }
  }
};

}  // namespace

Bounds boundsOf(const Expr& assumption, unsigned timeoutMs) {
  Bounds out;
  Z3Session z3(timeoutMs);
  for (const std::string& name : assumption.variables()) {
    Interval range;
    for (bool lower : {true, false}) {
      Z3Session::Extreme e = z3.extreme(assumption, name, lower);
      if (e.answer != Z3Answer::Sat) return {};
      if (e.value) (lower ? range.lo : range.hi) = std::clamp(*e.value, -kInf, kInf);
    }
    out[name] = range;
  }
  return out;
}

bool mayHold(const Expr& condition, const Bounds& bounds) { return Reader{bounds}.truth(condition) != Tri::False; }

}  // namespace babylon::symbolic
