// Writes the family graph as a proof certificate (proofs/ProofCertificate.hpp; format:
// checker/PROOF-FORMAT.md). Each edge becomes a region of Alice's move from its family: Bob's reply
// as a move of the generic rule, and the successor's family with the parameter map, the end game's
// claims as Z3 proved them, or the word open.
#include "ProofCertificate.hpp"

#include <zstd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <unordered_map>

#include "core/ParseError.hpp"
#include "core/util/AtomicWrite.hpp"
#include "core/util/Sha256.hpp"
#include "verify/Starts.hpp"
#include "proofs/ExplorerUnit.hpp"
#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"
#include "lemmas/AliceRulesFile.hpp"
#include "lemmas/Claims.hpp"
#include "lemmas/KeepAliveRules.hpp"
#include "proofs/LoneStackLemmas.hpp"
#include "proofs/SymbolicRules.hpp"

namespace babylon::symbolic {

namespace {

// A part of a formula longer than this, or nested deeper, gets a `def` line of its own: every line
// stays short and shallow, and a part shared by many formulas is written once.
constexpr std::size_t kInlineBytes = 96;
constexpr int kInlineDepth = 24;
constexpr std::size_t kShareBytes = 12;

const char* opName(Expr::Kind k) {
  switch (k) {
    case Expr::Kind::Add: return "+";
    case Expr::Kind::Sub: return "-";
    case Expr::Kind::Mul: return "*";
    case Expr::Kind::Div: return "div";
    case Expr::Kind::Eq: return "=";
    case Expr::Kind::Lt: return "<";
    case Expr::Kind::Le: return "<=";
    case Expr::Kind::Gt: return ">";
    case Expr::Kind::Ge: return ">=";
    case Expr::Kind::And: return "and";
    case Expr::Kind::Or: return "or";
    case Expr::Kind::Not: return "not";
    case Expr::Kind::Implies: return "=>";
    case Expr::Kind::Ite: return "ite";
    default: return "";
  }
}

// Runs `write` on her rule m; a move the certificate cannot state is an error of the rules' file
// (alice.rules), named with the rule.
void aliceStated(const alice::AliceMove& m, const std::function<void()>& write) {
  try {
    write();
  } catch (const ParseError& e) {
    throw ParseError(std::string(kAliceRulesFile) + ", case " + m.id + ": " + e.what() +
                     ", so the proof certificate cannot state it");
  }
}

// An opening's template as the certificate's word: x is the color of p chips.
std::string openingMove(const alice::MoveTemplate& m) {
  using alice::Pick;
  using alice::Role;
  if (m.kind == alice::MoveTemplate::Kind::Named && m.top.pick == Pick::Singleton && m.bottom.pick == Pick::Singleton)
    return std::string(m.top.role == Role::X ? "r" : "b") + (m.bottom.role == Role::X ? "r" : "b");
  throw ParseError("an opening that is not one chip on another");
}

}  // namespace

AlicePlay lonePlay(const alice::MoveTemplate& m) {
  using alice::Pick;
  using alice::Role;
  const Expr a = var("a"), b = var("b");
  std::optional<Expr> value;
  auto fits = [&](const alice::StackRef& r, const Expr& v) -> Expr {
    bool y = r.role == Role::Y;
    switch (r.pick) {
      case Pick::Singleton: return v == 1;
      case Pick::OfHeight: return v == r.height;
      case Pick::TallestNotOfHeight:
        if (y && value) break;
        if (y) value = v;
        return v != r.height;
      case Pick::Tallest:
        if (y && value) break;
        if (y) value = v;
        return Expr::always();
      case Pick::NextTallest: break;
    }
    throw ParseError(
        "a lone-stack rule's move no play can state (a pick or the tallest of y twice, or x's next tallest)");
  };
  if (m.kind != alice::MoveTemplate::Kind::Named) {
    if (m.pairRole != Role::Y) throw ParseError("a lone-stack rule merges two x-stacks, but x has one");
    bool none = m.avoid.kind() == Expr::Kind::Const && m.avoid.value() == -1;
    Expr most = m.kind == alice::MoveTemplate::Kind::PairMost ? a + b : lit(0) - (a + b);
    return {"", none ? Expr::always() : a + b != m.avoid, most};
  }
  Expr pick = fits(m.top, a) && fits(m.bottom, b);
  if (m.top.role == Role::X && m.bottom.role == Role::X) throw ParseError("a lone-stack rule puts X on itself");
  std::string kind = m.top.role == Role::X ? "x-on-y" : m.bottom.role == Role::X ? "y-on-x" : "";
  // X with a y-stack: the play has no value, so a y-stack picked as the tallest cannot be stated.
  if (!kind.empty() && value)
    throw ParseError("a lone-stack rule moves X with y's tallest stack, which no play can state");
  return {kind, pick, value};
}

AlicePlay gatherPlay(const alice::MoveTemplate& m) {
  using alice::Pick;
  using alice::Role;
  const Expr a = var("a"), b = var("b");
  bool named = m.kind == alice::MoveTemplate::Kind::Named && m.top.role == Role::X;
  if (named && m.top.pick == Pick::Tallest && m.bottom.role == Role::Y && m.bottom.pick == Pick::OfHeight)
    return {"gather-on-y", a == alice::H && b == m.bottom.height, std::nullopt};
  if (named && m.top.pick == Pick::NextTallest && m.bottom.role == Role::X && m.bottom.pick == Pick::Tallest)
    return {"gather-pair", b == alice::H, a};
  throw ParseError(
      "a gather rule's move no play can state (x tallest on y of height N, or x next tallest on x tallest)");
}

std::vector<AliceOpening> aliceOpeningPlays() {
  std::vector<AliceOpening> out;
  for (const alice::AliceMove& m : alice::aliceMoves())
    if (m.phase == alice::Phase::Start)
      aliceStated(m, [&] { out.push_back({m.id, alice::aliceCondition(m.id), openingMove(m.move)}); });
  return out;
}

std::vector<AliceNodePlay> aliceNodePlays(bool gather) {
  std::vector<AliceNodePlay> out;
  for (const alice::AliceMove& m : alice::aliceMoves())
    aliceStated(m, [&] {
      if (m.phase == alice::Phase::Lone) out.push_back({m.id, true, alice::aliceCondition(m.id), lonePlay(m.move)});
      if (m.phase == alice::Phase::Gather && gather)
        out.push_back({m.id, false, alice::aliceCondition(m.id) && alice::gatheringColor(), gatherPlay(m.move)});
    });
  return out;
}

namespace {

class Writer {
 public:
  explicit Writer(std::string& out) : out_(out) {}

  void line(const std::string& text) { (out_ += text) += '\n'; }

  // The formula's text; its large parts are written first as `def $N` lines.
  std::string formula(const Expr& e) { return print(e).text; }

 private:
  struct Printed {
    std::string text;
    int depth;
  };
  Printed print(const Expr& e) {
    if (auto it = defs_.find(e.id()); it != defs_.end()) return {it->second, 0};
    if (e.kind() == Expr::Kind::Const) return {std::to_string(e.value()), 0};
    if (e.kind() == Expr::Kind::Var) return {e.name(), 0};
    // A part met before is named the second time, unless it is shorter than its name would be worth.
    if (auto it = seen_.find(e.id()); it != seen_.end())
      return it->second.text.size() >= kShareBytes ? define(e, it->second.text) : it->second;
    std::string text = "(";
    int depth = 0;
    bool ne = e.kind() == Expr::Kind::Ne;
    text += ne ? "=" : opName(e.kind());
    for (const Expr& c : e.children()) {
      Printed p = print(c);
      text += " " + p.text;
      depth = std::max(depth, p.depth + 1);
    }
    text += ")";
    if (ne) {
      text = "(not " + text + ")";
      ++depth;
    }
    if (text.size() > kInlineBytes || depth > kInlineDepth) return define(e, text);
    kept_.push_back(e);  // the node stays alive, so its address is never reused for another
    return seen_.emplace(e.id(), Printed{text, depth}).first->second;
  }
  Printed define(const Expr& e, const std::string& text) {
    std::string name = "$" + std::to_string(defs_.size() + 1);
    line("def " + name + " " + text);
    defs_.emplace(e.id(), name);
    kept_.push_back(e);
    return {name, 0};
  }

  std::string& out_;
  std::unordered_map<const void*, std::string> defs_;
  std::unordered_map<const void*, Printed> seen_;  // parts printed in place so far
  std::vector<Expr> kept_;
};

// The family's name in the certificate: one word, lower case.
std::string word(Family f) {
  std::string out;
  for (char c : std::string(familyName(f))) out += c == ' ' || c == '/' ? '-' : static_cast<char>(std::tolower(c));
  return out;
}

std::vector<std::string> paramsOf(Family f, int finiteUpTo) {
  std::set<std::string> names;
  for (const std::string& n : assumptionAbove(f, finiteUpTo).variables()) names.insert(n);
  SymbolicPosition shape = familyShape(f);
  std::vector<Expr> parts = {shape.j, shape.k};
  parts.insert(parts.end(), shape.redHills.begin(), shape.redHills.end());
  parts.insert(parts.end(), shape.blueHills.begin(), shape.blueHills.end());
  for (const Expr& e : parts)
    for (const std::string& n : e.variables()) names.insert(n);
  return {names.begin(), names.end()};
}

bool same(const SymbolicPosition& a, const SymbolicPosition& b) {
  auto eq = [](const std::vector<Expr>& x, const std::vector<Expr>& y) {
    if (x.size() != y.size()) return false;
    for (std::size_t i = 0; i < x.size(); ++i)
      if (x[i].id() != y[i].id()) return false;
    return true;
  };
  return a.j.id() == b.j.id() && a.k.id() == b.k.id() && eq(a.redHills, b.redHills) && eq(a.blueHills, b.blueHills);
}

// Printable ASCII on one line, at most 200 bytes.
std::string oneLine(const std::string& text) {
  std::string out;
  for (char c : text.substr(0, 200)) out += c >= 0x20 && c <= 0x7e ? c : '?';
  return out;
}

class Certificate {
 public:
  Certificate(std::string& out, int finiteUpTo, ProofCertificateSummary& s) : w_(out), upTo_(finiteUpTo), s_(s) {}

  void family(Family f, const std::vector<const Edge*>& edges) {
    ++s_.families;
    std::string params;
    for (const std::string& p : paramsOf(f, upTo_)) params += " " + p;
    SymbolicPosition shape = familyShape(f);
    std::string constraints = w_.formula(assumptionAbove(f, upTo_));
    w_.line("family " + word(f) + " alice");
    w_.line("params" + params);
    w_.line("constraints " + constraints);
    for (const AbstractStack& st : abstractStacks(shape)) {
      std::string e = w_.formula(st.hill < 0 ? st.count : st.height);
      w_.line(std::string("stack ") + (st.red ? "r" : "b") + (st.hill < 0 ? " single " : " hill ") + e);
    }
    for (const SymbolicMove& alice : allMoves(shape)) {
      w_.line("move " + alice.text());
      for (const Edge* e : edges)
        if (e->alice == alice.text()) region(*e, alice.after);
    }
  }

  // Lemma A as Alice's node (lemmas/AliceConditions' hypothesis, over n, h, t, c and d), with her
  // moves there: the rules of her strategy for a lone stack (lemmas/AliceMoves' Phase::Lone), in
  // the strategy's order, each with its condition as the guard and its template as the pick.
  // And after `rr` at n even (S2.rr: X of height 2 among y-chips only), with the same plays.
  // The gather invariant (over n, H, k, s and e) as her gather node GA, with the same plays and
  // then her gather rules (Phase::Gather), each guarded by its condition and by x being the
  // gathering color (lemmas/AliceConditions' gatheringColor).
  void aliceNodes() {
    aliceNode("LA", "alice", alice::lemmaAHypothesis());
    aliceNode("S2.rr", "alice", alice::h == 2 && alice::afterStackTwo(alice::t));
    aliceNode("GA", "gather", alice::gatherInvariant());
  }
  // Her openings: the rules of her strategy for a start (Phase::Start), in its order.
  void aliceOpenings() {
    for (const AliceOpening& o : aliceOpeningPlays()) w_.line("opening " + w_.formula(o.guard) + " " + o.move);
  }

 private:
  void aliceNode(const std::string& name, const std::string& kind, const Expr& formula) {
    w_.line("node " + name + " " + kind + " " + w_.formula(formula));
    for (const AliceNodePlay& p : aliceNodePlays(kind == "gather")) {
      // The parts' defs are numbered in this order: value, pick, guard.
      std::string value = p.play.value ? " " + w_.formula(*p.play.value) : "", pick = w_.formula(p.play.pick);
      std::string kindWord = p.play.kind.empty() ? "" : p.play.kind + " ";
      w_.line("play " + name + " " + w_.formula(p.guard) + " " + kindWord + pick + value);
    }
  }

 public:
  void root(Family f) { w_.line("root " + word(f) + " (m m) (j p) (k q)"); }

  // A node of the lemmas' graph the end game hands over to (lemmas/KeepAliveRules'
  // lemmaNodesReached): its lemma's domain and hypothesis over m, u, t, t_u and t_half.
  void lemmaNode(const LemmaNode& n) {
    const Claim& c = paperClaim(n.claim);
    std::string f = w_.formula(c.domain && c.hypothesis());
    w_.line("node " + n.claim + (n.odd ? " odd " : " even ") + f);
    if (!n.odd) return;
    // Bob's moves at the odd node: the cases of the lone-stack rule he plays there.
    for (const LoneRuleCase& k : loneRuleAt(n.claim).cases) {
      std::string play = "play " + n.claim + " " + w_.formula(k.guard) + " " + w_.formula(k.pick);
      w_.line(k.maximize ? play + " " + w_.formula(*k.maximize) : play);
    }
  }

 private:
  void region(const Edge& e, const SymbolicPosition& after) {
    if (e.status == EdgeStatus::Open) {
      regionLine(e.region);
      w_.line("open " + oneLine(e.why));
      return;
    }
    std::optional<SymbolicMove> reply;
    if (e.successor && e.reply != "(keep-alive rules)") {
      for (const SymbolicMove& m : allMoves(after))
        if (same(m.after, *e.successor) || same(reflected(m.after), *e.successor)) reply = m;
      if (!reply) throw std::logic_error("proof certificate: no move of the rule gives the successor of " + e.caseId);
    }
    if (e.status == EdgeStatus::RestsOnLemmas) {
      regionLine(e.region);
      if (reply) w_.line("reply " + reply->text());
      endGame(e, reply, after);
      return;
    }
    if (!reply) throw std::logic_error("proof certificate: a closed edge without a reply: " + e.caseId);
    Family to = Family::Opening;
    for (int i = 0; i <= static_cast<int>(Family::KeepAlive); ++i)
      if (e.to == familyName(static_cast<Family>(i))) to = static_cast<Family>(i);
    auto direct = membership(to, reply->after);
    auto mirror = membership(to, reflected(reply->after));
    // Where both readings exist, the direct one where it holds, the mirror elsewhere (the explorer
    // proved one of them on the whole region).
    if (direct) successor(e.region && (mirror ? direct->holds : Expr::always()), *reply, to, "direct", *direct);
    if (mirror) successor(direct ? e.region && !direct->holds : e.region, *reply, to, "mirror", *mirror);
  }

  // `end-game`, then the witnesses (moves of Bob beyond one move of his; those at one node with the
  // same move joined into one, on the union of their regions), then the nodes where Alice's move
  // was shown not legal (after a joined witness, only where it was after each part). The explorer
  // named the moves in the frame it read the case in: the mirror image of this one where the
  // successor is the mirror image of the position after the reply.
  void endGame(const Edge& e, const std::optional<SymbolicMove>& reply, const SymbolicPosition& afterAlice) {
    const SymbolicPosition& at = reply ? reply->after : afterAlice;
    const std::optional<SymbolicPosition>& read = reply ? e.successor : e.handOver;  // the explorer's frame
    if (!read || (!same(at, *read) && !same(reflected(at), *read)))
      throw std::logic_error("proof certificate: the end game's position of " + e.caseId + " is not known");
    bool mirror = !same(at, *read);
    auto name = [&](std::string move) {
      if (mirror)
        for (char& c : move) c = c == 'r' ? 'b' : c == 'b' ? 'r' : c == 'R' ? 'B' : c == 'B' ? 'R' : c;
      return move;
    };
    auto path = [&](const std::vector<std::string>& moves) {
      std::string out;
      for (const std::string& m : moves) out += (out.empty() ? "" : "/") + name(m);
      return out.empty() ? std::string("-") : out;
    };
    struct Joined {
      std::string at, move;
      Expr region;
      std::set<std::string> illegal;
    };
    std::vector<Joined> joined;
    for (const Witness& w : e.witnesses) {
      std::string at = path(w.path), move = name(w.move);
      std::set<std::string> illegal;
      for (const std::string& a : w.illegal) illegal.insert(name(a));
      auto it =
          std::find_if(joined.begin(), joined.end(), [&](const Joined& j) { return j.at == at && j.move == move; });
      if (it == joined.end()) {
        joined.push_back({at, move, w.region, std::move(illegal)});
        continue;
      }
      it->region = it->region || w.region;
      std::erase_if(it->illegal, [&](const std::string& a) { return !illegal.count(a); });
    }
    std::vector<std::string> formulas;
    for (const Joined& j : joined) formulas.push_back(w_.formula(j.region));
    w_.line("end-game");
    ++s_.endGames;
    for (std::size_t i = 0; i < joined.size(); ++i)
      w_.line("witness " + joined[i].at + " " + joined[i].move + " " + formulas[i]);
    s_.witnesses += joined.size();
    for (const std::string& a : e.illegalReplies) illegalLine(name(a));
    for (const Joined& j : joined)
      for (const std::string& a : j.illegal) illegalLine((j.at == "-" ? "" : j.at + "/") + j.move + "/" + a);
    // Bob's moves named at a node: those found on each part of it the explorer explored, joined;
    // no line where one part may need every move.
    for (const SafeMoves& n : joinedByNode(e.safeMoves)) {
      std::string line = "safe " + path(n.path);
      for (const std::string& m : n.moves) line += " " + name(m);
      w_.line(line);
      ++s_.safe;
    }
  }
  void illegalLine(const std::string& path) {
    w_.line("illegal " + path);
    ++s_.illegal;
  }

  void successor(const Expr& region, const SymbolicMove& reply, Family to, const char* frame, const Membership& m) {
    std::string map;
    for (const std::string& p : paramsOf(to, upTo_)) {
      auto it = std::find_if(m.params.begin(), m.params.end(), [&](const auto& kv) { return kv.first == p; });
      if (it == m.params.end()) throw std::logic_error("proof certificate: parameter " + p + " of " + word(to));
      map += " (" + p + " " + w_.formula(it->second) + ")";
    }
    regionLine(region);
    w_.line("reply " + reply.text());
    w_.line("to " + word(to) + " " + frame + map);
  }

  void regionLine(const Expr& region) {
    std::string text = w_.formula(region);
    w_.line("region " + text);
    ++s_.regions;
  }

  Writer w_;
  int upTo_;
  ProofCertificateSummary& s_;
};

}  // namespace

std::string proofCertificateText(const FamilyGraph& graph, int finiteUpTo, const std::optional<FiniteReference>& finite,
                                 const std::string& comment, ProofCertificateSummary* summary) {
  ProofCertificateSummary s;
  std::string out = "babylon-proof-certificate 5\n";
  if (!comment.empty()) out += "# " + oneLine(comment) + "\n";
  out += "rule same-color-or-same-height\n";
  out += "claim bob initial above " + std::to_string(finiteUpTo) + "\n";
  out += "claim alice initial all\n";
  if (finite) out += "finite " + finite->name + " " + std::to_string(finite->size) + " " + finite->sha256 + "\n";
  Certificate c(out, finiteUpTo, s);
  c.aliceOpenings();
  for (const LemmaNode& n : loneStackNodes()) c.lemmaNode(n);
  c.aliceNodes();
  if (std::find(graph.families.begin(), graph.families.end(), Family::Opening) != graph.families.end())
    c.root(Family::Opening);
  std::map<Family, std::vector<const Edge*>> edges;
  for (const Edge& e : graph.edges) edges[e.from].push_back(&e);
  for (Family f : graph.families)
    if (hasShape(f) && !bobMovesFirst(f)) c.family(f, edges[f]);
  out += "end\n";
  s.textBytes = out.size();
  s.lines = static_cast<std::uint64_t>(std::count(out.begin(), out.end(), '\n'));
  if (summary) *summary = s;
  return out;
}

void checkAliceRulesStatable() {
  aliceOpeningPlays();
  aliceNodePlays(true);  // the lone-stack rules and the gather rules
}

ProofCertificateSummary writeProofCertificate(const std::string& path, const FamilyGraph& graph, int finiteUpTo,
                                              const std::optional<FiniteReference>& finite,
                                              const std::string& comment) {
  ProofCertificateSummary s;
  std::string text = proofCertificateText(graph, finiteUpTo, finite, comment, &s);
  // With zstd's checksum of the text, so that a byte changed in the file is refused when it is read.
  std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> ctx(ZSTD_createCCtx(), ZSTD_freeCCtx);
  ZSTD_CCtx_setParameter(ctx.get(), ZSTD_c_compressionLevel, 9);
  ZSTD_CCtx_setParameter(ctx.get(), ZSTD_c_checksumFlag, 1);
  std::string packed(ZSTD_compressBound(text.size()), '\0');
  std::size_t n = ZSTD_compress2(ctx.get(), packed.data(), packed.size(), text.data(), text.size());
  if (ZSTD_isError(n)) throw std::runtime_error(std::string("zstd: ") + ZSTD_getErrorName(n));
  packed.resize(n);
  try {
    report::writeFileAtomic(path, packed);
  } catch (const report::WriteError& e) {
    throw std::runtime_error(e.what());
  }
  s.bytes = n;
  return s;
}

std::string finiteCertificatePath(const std::string& path) { return path + ".finite.zst"; }

ProofCertificateFiles writeProofCertificates(const std::string& path, const FamilyGraph& graph, int upTo,
                                             const Strategy& strategy, const std::string& comment, RunGuard& guard) {
  ProofCertificateFiles out;
  if (upTo > 0) {
    std::string finite = finiteCertificatePath(path);
    out.finiteSummary =
        writeCertificate(strategy, startsFor(StartSet::Initial, upTo), "initial max-n " + std::to_string(upTo),
                         comment + ", the starts up to " + std::to_string(upTo) + " chips", finite, guard);
    std::ifstream in(finite, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in && !in.eof()) throw std::runtime_error("cannot read back " + finite);
    out.finite = FiniteReference{std::filesystem::path(finite).filename().string(), bytes.size(), sha256Hex(bytes)};
  }
  out.proof = writeProofCertificate(path, graph, upTo, out.finite, comment);
  return out;
}

}  // namespace babylon::symbolic
