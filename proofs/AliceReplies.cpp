// Alice's move templates applied to the gather phase's abstract position (proofs/AliceReplies.hpp).
//
// Why the board's few numbers decide a move's result: the game sees a stack only as its color and
// height, so two stacks of one color and height are interchangeable, and a template names its
// stacks by color role and height order. On the board those are T, `extra`, a singleton, `named`,
// and the other y-stacks, which are all shorter than T (restBound() < H in every step that uses
// them). A reference the board cannot answer that way (a y-singleton, the tallest y-stack, a
// y-pair) resolves to "no move" (ok false): the step then fails, never passes wrongly.
#include "AliceReplies.hpp"

namespace babylon {

namespace {

Expr never() { return lit(0) == lit(1); }
Expr always() { return lit(0) == lit(0); }
Expr indicator(const Expr& c) { return ite(c, lit(1), lit(0)); }
// A pair template that leaves out no total (its `avoid` is -1).
bool avoidsNone(const alice::MoveTemplate& move) {
  return move.avoid.kind() == Expr::Kind::Const && move.avoid.value() == -1;
}

// The board's stacks a reference can name.
enum class Id { T, Extra, Single, Named, None };

struct Resolved {
  Id id = Id::None;
  alice::Role role = alice::Role::X;
  Expr height = lit(0);
  Expr exists = never();
};

// A template's heights are over h and H; in the gather phase there is no lone stack, and the
// strategy reads h as 0 there.
Expr at(const Expr& e, const GatherBoard& b) { return e.substitute({{"h", lit(0)}, {"H", b.H}}); }

Resolved resolve(const GatherBoard& b, const alice::StackRef& r) {
  using alice::Pick, alice::Role;
  Expr extraBelowT = b.extra ? (*b.extra <= b.H) : always();
  if (r.role == Role::X) switch (r.pick) {
      case Pick::Singleton: return {Id::Single, Role::X, lit(1), b.k >= 1};
      case Pick::Tallest: return {Id::T, Role::X, b.H, extraBelowT && b.H >= 2};
      case Pick::NextTallest:
        if (b.extra) return {Id::Extra, Role::X, *b.extra, extraBelowT && *b.extra >= 2};
        return {Id::Single, Role::X, lit(1), b.k >= 1 && b.H >= 2};
      case Pick::OfHeight:
        if (b.extra) return {};
        return {Id::T, Role::X, b.H, at(r.height, b) == b.H};
      case Pick::TallestNotOfHeight: return {};
    }
  if (r.pick == Pick::OfHeight && b.named) return {Id::Named, Role::Y, *b.named, at(r.height, b) == *b.named};
  return {};
}

// The board after `top` is put on `bottom`.
GatherAfter put(const GatherBoard& b, const Resolved& top, const Resolved& bottom) {
  using alice::Role;
  if (top.id == Id::None || bottom.id == Id::None || (top.id == bottom.id && top.id != Id::Single))
    return {never(), b.H, b.k, b.s, b.e};
  Expr exists = top.exists && bottom.exists && (top.id == Id::Single && bottom.id == Id::Single ? b.k >= 2 : always());
  Expr sum = top.height + bottom.height;
  auto removed = [&](Id id) { return top.id == id || bottom.id == id; };
  int singlesGone = (top.id == Id::Single) + (bottom.id == Id::Single);
  // x's stacks other than singletons after the move: T and extra unless moved, and the new stack
  // if it is x's (the top's color).
  std::vector<Expr> tall;
  if (!removed(Id::T)) tall.push_back(b.H);
  if (b.extra && !removed(Id::Extra)) tall.push_back(*b.extra);
  if (top.role == Role::X) tall.push_back(sum);
  Expr k = b.k - singlesGone, s = b.s, e = b.e;
  for (const Resolved* r : {&top, &bottom})
    if (r->role == Role::Y) {
      s = s - 1;
      e = e - (r->height - 1);
    }
  if (top.role == Role::Y) {
    s = s + 1;
    e = e + (sum - 1);
  }
  if (tall.size() != 1) return {never(), b.H, k, s, e};
  return {exists, tall.front(), k, s, e};
}

GatherAfter pick(const Expr& c, const GatherAfter& a, const GatherAfter& b) {
  return {either(c, a.ok, b.ok), ite(c, a.H, b.H), ite(c, a.k, b.k), ite(c, a.s, b.s), ite(c, a.e, b.e)};
}

}  // namespace

BoardCounts boardCounts(const GatherBoard& b, const std::vector<alice::StackCount>& counts) {
  auto counted = [&](const std::string& letter) {
    for (const alice::StackCount& c : counts)
      if (c.letter == letter) return c.counted;
    return never();  // a count left out of a (wrong) reading counts nothing
  };
  Expr mOf = counted("m"), oOf = counted("o");
  auto atHeight = [&](const Expr& e, const Expr& g) { return e.substitute({{"g", g}, {"H", b.H}, {"h", lit(0)}}); };
  Expr m = b.named ? indicator(atHeight(mOf, *b.named)) : lit(0);
  Expr o = b.named ? indicator(atHeight(oOf, *b.named)) : lit(0);
  // Any other y-stack: a height g' from 1 to restBound(), left free so the claim holds for each.
  Expr g = var("g'");
  Expr rest = implies(g >= 1 && g <= b.restBound(), !atHeight(mOf, g) && !atHeight(oOf, g));
  return {m, o, rest};
}

GatherAfter gatherAfter(const GatherBoard& b, const alice::MoveTemplate& move) {
  using Kind = alice::MoveTemplate::Kind;
  using alice::Role;
  if (move.kind == Kind::Named) return put(b, resolve(b, move.top), resolve(b, move.bottom));
  if (move.pairRole != Role::X || !avoidsNone(move))
    return {never(), b.H, b.k, b.s, b.e};  // y-pairs, or pairs left out by their total: not read here
  Resolved single{Id::Single, Role::X, lit(1), b.k >= 1};
  Resolved tallest = resolve(b, alice::tallest(Role::X));
  if (move.kind == Kind::PairMost) return put(b, resolve(b, alice::nextTallest(Role::X)), tallest);
  // The two with the fewest chips: two singletons; else the singleton and the next shortest; else
  // extra and T.
  Resolved extra = b.extra ? Resolved{Id::Extra, Role::X, *b.extra, *b.extra >= 2 && *b.extra <= b.H} : Resolved{};
  GatherAfter none{never(), b.H, b.k, b.s, b.e};
  GatherAfter withSingle = put(b, single, b.extra ? extra : tallest);
  GatherAfter noSingle = b.extra ? put(b, extra, tallest) : none;
  return pick(b.k >= 2, put(b, single, single), pick(b.k == 1, withSingle, noSingle));
}

namespace {

// A y-stack the lone board names: its height, and whether it exists there.
struct LoneStack {
  bool isX = false, known = true;
  Expr height = lit(0), exists = never(), picked = always();
};

// The y-stacks of height v on the board, before the move: c at h, d at 2h, any number elsewhere.
Expr countAt(const LoneBoard& b, const Expr& v) { return ite(v == b.h, b.c, ite(v == 2 * b.h, b.d, var("u'"))); }

LoneStack resolveLone(const LoneBoard& b, const alice::StackRef& r, const std::string& fresh) {
  using alice::Pick;
  Expr e = r.height.substitute({{"h", b.h}, {"H", lit(0)}});  // no gathering color at a lone stack
  if (r.role == alice::Role::X) {
    if (r.pick == Pick::Tallest) return {true, true, b.h, always(), always()};  // X, the only x-stack
    if (r.pick == Pick::OfHeight) return {true, true, b.h, e == b.h, always()};
    return {true, false};
  }
  switch (r.pick) {
    case Pick::OfHeight: return {false, true, e, countAt(b, e) >= 1, always()};
    case Pick::TallestNotOfHeight: {
      // Some y-stack of another height exists when not all t have height e.
      Expr g = var(fresh);
      return {false, true, g, b.t - countAt(b, e) >= 1, g >= 1 && g != e};
    }
    default: return {false, false};  // a y-singleton or the tallest y-stack: not named on this board
  }
}

// Which of the two picked stacks have height v: at most as many as the board has.
Expr takenAt(const LoneStack& a, const LoneStack& b, const Expr& v) {
  return (a.isX ? lit(0) : indicator(a.height == v)) + (b.isX ? lit(0) : indicator(b.height == v));
}

LoneAfter lonePut(const LoneBoard& b, const LoneStack& top, const LoneStack& bottom) {
  LoneAfter none{never(), b.h, b.t, b.c, always()};
  if (!top.known || !bottom.known || (top.isX && bottom.isX) || (!top.isX && bottom.isX)) return none;
  // Two y-stacks of one height need two of them; a picked stack is one the board has.
  Expr exists = top.exists && bottom.exists;
  Expr picked = top.picked && bottom.picked && takenAt(top, bottom, b.h) <= b.c && takenAt(top, bottom, 2 * b.h) <= b.d;
  Expr sum = top.height + bottom.height;
  if (top.isX) {
    // X on a y-stack: X grows to h + height; the y-stacks of that height are those the board had,
    // less the one X took.
    Expr h = sum;
    return {exists, h, b.t - 1, countAt(b, h) - indicator(bottom.height == h), picked};
  }
  // Two y-stacks merged: X keeps its height.
  return {exists, b.h, b.t - 1, b.c - takenAt(top, bottom, b.h) + indicator(sum == b.h), picked};
}

}  // namespace

LoneAfter loneAfter(const LoneBoard& b, const alice::MoveTemplate& move) {
  using Kind = alice::MoveTemplate::Kind;
  if (move.kind == Kind::Named) return lonePut(b, resolveLone(b, move.top, "g1"), resolveLone(b, move.bottom, "g2"));
  if (move.pairRole != alice::Role::Y) return {never(), b.h, b.t, b.c, always()};
  // Some two of the board's distinct y-stacks have a total other than `avoid`: the pair exists.
  Expr avoid = move.avoid.substitute({{"h", b.h}, {"H", lit(0)}});
  Expr found = never();
  for (std::size_t i = 0; i < b.pairStacks.size(); ++i)
    for (std::size_t j = i + 1; j < b.pairStacks.size(); ++j) {
      const PairStack &one = b.pairStacks[i], &two = b.pairStacks[j];
      found = found || (one.exists && two.exists && one.height + two.height != avoid);
    }
  // The pair it takes: any two y-stacks a, b whose total is not `avoid` (the most or the fewest
  // chips: the claim holds for each).
  LoneStack a{false, true, var("a"), always(), var("a") >= 1};
  LoneStack c{false, true, var("b"), always(), var("b") >= 1 && var("a") + var("b") != avoid};
  LoneAfter after = lonePut(b, a, c);
  after.ok = after.ok && implies(b.pairFacts, found);
  return after;
}

Expr StartAfter::lone() const { return twoIsX ? xSingles == 0 : xSingles == 1; }
Expr StartAfter::c() const {
  // Y's singletons have height 1, its 2-stack (if any) height 2.
  return twoIsX ? ite(lit(1) == lit(2), ySingles, lit(0)) : ySingles + indicator(lit(2) == lit(1));
}

StartAfter startAfter(const StartBoard& b, const alice::MoveTemplate& move) {
  using alice::Pick, alice::Role;
  if (move.kind != alice::MoveTemplate::Kind::Named || move.top.pick != Pick::Singleton ||
      move.bottom.pick != Pick::Singleton)
    return {never()};  // at a start every stack is a singleton; other picks are not read here
  int xs = (move.top.role == Role::X) + (move.bottom.role == Role::X), ys = 2 - xs;
  return {b.p >= xs && b.q >= ys, move.top.role == Role::X, b.p - xs, b.q - ys};
}

OneColorAfter oneColorAfter(const Expr& s, const alice::MoveTemplate& move) {
  using alice::Pick, alice::Role;
  bool twoOfX = false;
  if (move.kind == alice::MoveTemplate::Kind::Named) {
    Pick top = move.top.pick, bottom = move.bottom.pick;
    twoOfX = move.top.role == Role::X && move.bottom.role == Role::X &&
             ((top == Pick::Tallest && bottom == Pick::NextTallest) ||
              (top == Pick::NextTallest && bottom == Pick::Tallest));
  } else {
    twoOfX = move.pairRole == Role::X && avoidsNone(move);
  }
  if (!twoOfX) return {never(), s};
  return {s >= 2, s - 1};
}

Expr buriesLone(const LoneBoard& b, const alice::MoveTemplate& move) {
  if (move.kind != alice::MoveTemplate::Kind::Named) return never();
  LoneStack top = resolveLone(b, move.top, "g1"), bottom = resolveLone(b, move.bottom, "g2");
  if (!top.known || !bottom.known || top.isX || !bottom.isX) return never();
  return top.exists && bottom.exists && top.picked;
}

}  // namespace babylon
