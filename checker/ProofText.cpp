// The proof certificate reader (ProofText.hpp): the file's text (FileText), split into lines of
// bounded length, each read by a strict state machine.
#include "ProofText.hpp"

#include <algorithm>
#include <functional>
#include <map>

namespace bproof {

namespace {

bool nameWord(std::string_view s, std::size_t max) {
  return !s.empty() && s.size() <= max && s[0] != '.' && s[0] != '-' && std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_';
  });
}

std::uint64_t count(std::string_view s, std::uint64_t max) {
  if (s.empty() || s.size() > 12 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw Malformed("'" + std::string(s.substr(0, 20)) + "' is not a count");
  std::uint64_t v = std::stoull(std::string(s));
  if (v > max) throw Malformed(std::to_string(v) + " is more than " + std::to_string(max));
  return v;
}

class Parser {
 public:
  explicit Parser(ProofCertificate& out) : c_(out) {}

  void line(std::string_view text) {
    ++number_;
    try {
      read(text);
    } catch (const Malformed& e) {
      throw Malformed(e.what(), number_);
    }
  }
  void finish() {
    if (!ended_) throw Malformed("the file ends before its 'end' line", number_);
  }

 private:
  // The next space-separated word of `rest`, removed from it.
  static std::string_view word(std::string_view& rest) {
    std::size_t cut = rest.find(' ');
    std::string_view w = rest.substr(0, cut);
    rest = cut == std::string_view::npos ? std::string_view() : rest.substr(cut + 1);
    if (w.empty()) throw Malformed("a word is missing or two spaces follow each other");
    return w;
  }
  Id formula(std::string_view text, bool boolean, const std::vector<std::uint32_t>* within) {
    std::size_t pos = 0;
    Id id = c_.formulas.parse(text, pos);
    if (pos != text.size()) throw Malformed("text after the formula");
    if (c_.formulas.boolean(id) != boolean)
      throw Malformed(boolean ? "a number where a condition is due" : "a condition where a number is due");
    if (within) onlyParams(id, *within);
    return id;
  }
  // The lone-stack parameters' name numbers: m, u, t, t_u, t_half.
  const std::vector<std::uint32_t>& loneNames() { return names(c_.lone, {"m", "u", "t", "t_u", "t_half"}); }
  // The name numbers of `words`, kept in `out`; the list of them.
  template <std::size_t N>
  const std::vector<std::uint32_t>& names(std::array<std::uint32_t, N>& out, const std::array<const char*, N>& words) {
    for (std::size_t i = 0; i < N; ++i) out[i] = c_.formulas.name(words[i]);
    std::vector<std::uint32_t>& list = lists_[words[0] + std::string(words[1])];
    list.assign(out.begin(), out.end());
    return list;
  }
  void onlyParams(Id id, const std::vector<std::uint32_t>& params) const {
    for (std::uint32_t v : c_.formulas.vars(id))
      if (std::find(params.begin(), params.end(), v) == params.end())
        throw Malformed(c_.formulas.nameOf(v) + " is not a parameter here");
  }
  // A parameter's name: letters only, at most 32 of them.
  static bool letters(std::string_view w) {
    return !w.empty() && w.size() <= 32 &&
           std::all_of(w.begin(), w.end(), [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)); });
  }
  Map map(std::string_view text, const std::vector<std::uint32_t>& within) {
    Map out;
    std::size_t pos = 0;
    while (pos < text.size()) {
      if (text[pos] != '(') throw Malformed("a map entry '(name formula)' is due");
      std::size_t end = text.find(' ', pos);
      if (end == std::string_view::npos) throw Malformed("a map entry is cut short");
      std::string_view word = text.substr(pos + 1, end - pos - 1);
      if (!letters(word)) throw Malformed("a map entry does not start with a parameter's name");
      std::uint32_t name = c_.formulas.name(word);
      for (const auto& [n, f] : out)
        if (n == name) throw Malformed("the map gives " + c_.formulas.nameOf(name) + " twice");
      pos = end + 1;
      Id id = c_.formulas.parse(text, pos);
      if (c_.formulas.boolean(id)) throw Malformed("a map entry is a condition, not a number");
      onlyParams(id, within);
      if (pos >= text.size() || text[pos] != ')') throw Malformed("a map entry has no ')'");
      ++pos;
      if (pos < text.size() && text[pos++] != ' ') throw Malformed("map entries are separated by one space");
      out.emplace_back(name, id);
      if (out.size() > kMaxParams) throw Malformed("a map of more than " + std::to_string(kMaxParams) + " entries");
    }
    return out;
  }
  Family& family() {
    if (c_.families.empty()) throw Malformed("not within a family");
    return c_.families.back();
  }
  Region& region() {
    Family& f = family();
    if (f.moves.empty() || f.moves.back().regions.empty()) throw Malformed("not within a region");
    return f.moves.back().regions.back();
  }
  void closeRegion() {
    if (open_ && stated_ == 0 && ended_region_) open_ = false;
    if (open_) throw Malformed("the region above has no end ('to', 'end-game', 'lemmas' or 'open')");
  }

  // A node's path: `-` (none), or moves joined by '/'.
  static std::vector<std::string> path(std::string_view text) {
    std::vector<std::string> out;
    if (text == "-") return out;
    for (std::size_t at = 0; at <= text.size();) {
      std::size_t cut = std::min(text.find('/', at), text.size());
      out.emplace_back(text.substr(at, cut - at));
      if (out.back().empty() || out.back().size() > 12) throw Malformed("a path is - or MOVE/MOVE/...");
      if (out.size() > kMaxPath) throw Malformed("a path of more than " + std::to_string(kMaxPath) + " moves");
      at = cut + 1;
    }
    return out;
  }

  void read(std::string_view text) {
    for (char ch : text)
      if (ch < 0x20 || ch > 0x7e) throw Malformed("a byte that is not printable ASCII");
    if (ended_) throw Malformed("text after the 'end' line");
    if (number_ == 1) {
      if (text != "babylon-proof-certificate 5") throw Malformed("not 'babylon-proof-certificate 5'");
      return;
    }
    if (!text.empty() && text[0] == '#') return;
    std::string_view rest = text;
    std::string_view key = word(rest);
    if (key == "def") {
      std::string_view n = word(rest);
      if (n.size() < 2 || n[0] != '$') throw Malformed("a def is named $N");
      std::size_t pos = 0;
      Id id = c_.formulas.parse(rest, pos);
      if (pos != rest.size()) throw Malformed("text after the formula");
      c_.formulas.define(count(n.substr(1), kMaxNodes), id);
      return;
    }
    if (stated_ > 0) {
      if (key != "stated") throw Malformed("a 'stated' line is due (" + std::to_string(stated_) + " more)");
      region().stated.emplace_back(number_, formula(rest, true, nullptr));
      if (--stated_ == 0) ended_region_ = true;
      return;
    }
    if (key == "rule") {
      if (rule_ || rest != "same-color-or-same-height")
        throw Malformed("the rule is 'rule same-color-or-same-height', once");
      rule_ = true;
    } else if (key == "claim") {
      if (c_.claimLine && !c_.aliceClaimLine && c_.nodes.empty() && !c_.finite &&
          (rest == "alice initial p-at-most 2" || rest == "alice initial all")) {
        c_.aliceClaimLine = number_;
        c_.aliceAll = rest == "alice initial all";
        return;
      }
      if (c_.claimLine || word(rest) != "bob" || word(rest) != "initial" || word(rest) != "above")
        throw Malformed(
            "the claims are 'claim bob initial above N', then optionally 'claim alice initial p-at-most 2|all', once "
            "each");
      c_.above = static_cast<std::int64_t>(count(rest, 1000000));
      c_.claimLine = number_;
    } else if (key == "finite") {
      if (!c_.claimLine || c_.finite || !c_.families.empty()) throw Malformed("'finite' comes once, after the claim");
      Finite f{number_, std::string(word(rest)), 0, ""};
      if (!nameWord(f.name, 200)) throw Malformed("the finite certificate's name is not a plain file name");
      f.size = count(word(rest), 1ull << 40);
      f.sha256 = std::string(rest);
      if (f.sha256.size() != 64 || !std::all_of(f.sha256.begin(), f.sha256.end(), [](char ch) {
            return std::isdigit(static_cast<unsigned char>(ch)) || (ch >= 'a' && ch <= 'f');
          }))
        throw Malformed("the SHA-256 is not 64 lower-case hex digits");
      c_.finite = f;
    } else if (key == "node") {
      if (!c_.claimLine || !c_.roots.empty() || !c_.families.empty())
        throw Malformed("nodes come after the claim, before the roots and families");
      if (c_.nodes.size() >= kMaxLemmaNodes) throw Malformed("more than " + std::to_string(kMaxLemmaNodes) + " nodes");
      LemmaNode n{number_, std::string(word(rest)), false, false, false, 0, {}};
      std::string_view kind = word(rest);
      if (!nameWord(n.name, 40) || (kind != "odd" && kind != "even" && kind != "alice" && kind != "gather"))
        throw Malformed("a node is 'node NAME odd|even|alice|gather FORMULA'");
      n.odd = kind == "odd";
      n.gather = kind == "gather";
      n.alice = kind == "alice" || n.gather;
      for (const LemmaNode& o : c_.nodes)
        if (o.name == n.name && (o.alice || n.alice || o.odd == n.odd))
          throw Malformed("a second node " + n.name + (n.alice || o.alice ? "" : " " + std::string(kind)));
      n.formula = formula(rest, true,
                          n.gather  ? &names(c_.gather, {"n", "H", "k", "s", "e"})
                          : n.alice ? &names(c_.alice, {"n", "h", "t", "c", "d"})
                                    : &loneNames());
      c_.nodes.push_back(std::move(n));
    } else if (key == "play") {
      if (!c_.roots.empty() || !c_.families.empty()) throw Malformed("plays come after their node, before the roots");
      std::string_view name = word(rest);
      auto node = std::find_if(c_.nodes.begin(), c_.nodes.end(),
                               [&](const LemmaNode& n) { return (n.odd || n.alice) && n.name == name; });
      if (node == c_.nodes.end()) throw Malformed("a play names no odd node or Alice's node stated above");
      if (node->plays.size() >= kMaxPlays)
        throw Malformed("more than " + std::to_string(kMaxPlays) + " plays at a node");
      Play play{number_, Play::Kind::YPair, 0, 0, std::nullopt};
      std::size_t pos = 0;
      play.guard = c_.formulas.parse(rest, pos);
      for (auto [word, kind] :
           {std::pair{"x-on-y ", Play::Kind::XOnY}, std::pair{"y-on-x ", Play::Kind::YOnX},
            std::pair{"gather-pair ", Play::Kind::GatherPair}, std::pair{"gather-on-y ", Play::Kind::GatherOnY}})
        if (rest.substr(pos).starts_with(word)) {
          if (!node->alice) throw Malformed("a play of Bob's merges two y-stacks: no " + std::string(word) + "here");
          play.kind = kind;
          if (play.gathers() && !node->gather)
            throw Malformed("a " + std::string(word) + "play is at a gather node only");
          pos += std::string_view(word).size();
        }
      bool gathers = play.gathers();
      play.pick = c_.formulas.parse(rest, pos);
      if (pos < rest.size() && play.pair()) play.value = c_.formulas.parse(rest, pos);
      if (pos != rest.size())
        throw Malformed(
            "a play is 'play NODE GUARD [x-on-y|y-on-x|gather-pair|gather-on-y] PICK [VALUE]', VALUE for pairs only");
      if (!c_.formulas.boolean(play.guard) || !c_.formulas.boolean(play.pick) ||
          (play.value && c_.formulas.boolean(*play.value)))
        throw Malformed("a play's guard and pick are conditions, its value a number");
      onlyParams(play.guard, gathers       ? names(c_.gatherPlay, {"n", "r", "s", "H", "m", "o"})
                             : node->alice ? names(c_.alice, {"n", "h", "t", "c", "d"})
                                           : loneNames());
      const std::vector<std::uint32_t>& letters = gathers       ? names(c_.gatherPair, {"H", "a", "b"})
                                                  : node->alice ? names(c_.alicePair, {"h", "a", "b"})
                                                                : names(c_.pair, {"u", "a", "b"});
      onlyParams(play.pick, letters);
      if (play.value) onlyParams(*play.value, letters);
      node->plays.push_back(play);
    } else if (key == "opening") {
      if (!c_.aliceClaimLine || !c_.roots.empty() || !c_.families.empty())
        throw Malformed("openings come after Alice's claim, before the roots");
      if (c_.openings.size() >= kMaxPlays) throw Malformed("more than " + std::to_string(kMaxPlays) + " openings");
      std::size_t cut = rest.rfind(' ');
      if (cut == std::string_view::npos) throw Malformed("an opening is 'opening GUARD rr|rb|br'");
      Opening o{number_, 0, std::string(rest.substr(cut + 1))};
      if (o.move != "rr" && o.move != "rb" && o.move != "br") throw Malformed("an opening is 'opening GUARD rr|rb|br'");
      o.guard = formula(rest.substr(0, cut), true, &names(c_.start, {"n", "p"}));
      c_.openings.push_back(o);
    } else if (key == "family") {
      if (!rule_ || !c_.claimLine) throw Malformed("a family before the rule and the claim");
      closeRegion();
      if (!c_.families.empty() && c_.families.back().stacks.size() < 2)
        throw Malformed("the family above has no stacks");
      if (c_.families.size() >= kMaxFamilies)
        throw Malformed("more than " + std::to_string(kMaxFamilies) + " families");
      Family f;
      f.line = number_;
      f.name = std::string(word(rest));
      if (!nameWord(f.name, 40) || rest != "alice") throw Malformed("a family is 'family NAME alice'");
      for (const Family& g : c_.families)
        if (g.name == f.name) throw Malformed("a second family " + f.name);
      if (!c_.families.empty()) c_.families.back().endLine = number_;
      c_.families.push_back(std::move(f));
      expect_ = "params";
    } else if (!expect_.empty() && key != expect_) {
      throw Malformed("'" + expect_ + "' is due");
    } else if (key == "params") {
      expect_ = "constraints";
      Family& f = family();
      while (!rest.empty()) {
        std::string_view p = word(rest);
        std::uint32_t n = c_.formulas.name(p);
        if (std::find(f.params.begin(), f.params.end(), n) != f.params.end())
          throw Malformed("a parameter named twice");
        f.params.push_back(n);
        if (f.params.size() > kMaxParams) throw Malformed("more than " + std::to_string(kMaxParams) + " parameters");
      }
      for (std::uint32_t n : f.params) {
        const std::string& t = c_.formulas.nameOf(n);
        if (!letters(t) || t == "true" || t == "false") throw Malformed("a parameter is not a name of letters");
      }
    } else if (key == "constraints") {
      expect_.clear();
      family().constraints = formula(rest, true, &family().params);
    } else if (key == "stack") {
      Family& f = family();
      if (!f.moves.empty()) throw Malformed("a stack after the moves");
      std::string_view color = word(rest), kind = word(rest);
      Stack s{color == "r", kind == "hill", formula(rest, false, &f.params)};
      if ((color != "r" && color != "b") || (kind != "single" && kind != "hill"))
        throw Malformed("a stack is 'stack r|b single|hill FORMULA'");
      // The order: r's singletons, b's, then the red hills, then the blue ones.
      std::size_t i = f.stacks.size();
      bool fits = i == 0   ? s.red && !s.hill
                  : i == 1 ? !s.red && !s.hill
                           : s.hill && (!s.red || i == 2 || f.stacks.back().red);
      if (!fits) throw Malformed("stacks are listed r single, b single, red hills, blue hills");
      if (i >= kMaxStacks) throw Malformed("more than " + std::to_string(kMaxStacks) + " stacks");
      f.stacks.push_back(s);
    } else if (key == "move") {
      Family& f = family();
      closeRegion();
      if (f.stacks.size() < 2) throw Malformed("a move before the family's stacks");
      if (rest.empty() || rest.size() > 12 || rest.find(' ') != std::string_view::npos)
        throw Malformed("a move is 'move TOP>BELOW'");
      if (f.moves.size() >= kMaxStacks * kMaxStacks) throw Malformed("more moves than pairs of stacks");
      f.moves.push_back({number_, std::string(rest), {}});
    } else if (key == "region") {
      Family& f = family();
      closeRegion();
      if (f.moves.empty()) throw Malformed("a region before any move");
      Region r;
      r.line = number_;
      r.formula = formula(rest, true, &f.params);
      f.moves.back().regions.push_back(std::move(r));
      open_ = true;
      ended_region_ = false;
    } else if (key == "reply") {
      Region& r = region();
      if (!open_ || !r.reply.empty() || ended_region_) throw Malformed("'reply' comes once, right after 'region'");
      if (rest.empty() || rest.size() > 12 || rest.find(' ') != std::string_view::npos)
        throw Malformed("a reply is 'reply TOP>BELOW'");
      r.reply = std::string(rest);
      r.replyLine = number_;
    } else if (key == "witness" || key == "illegal" || key == "safe") {
      Family& f = family();
      if (f.moves.empty() || f.moves.back().regions.empty()) throw Malformed("not within a region's end game");
      Region& r = f.moves.back().regions.back();
      if (r.end != Region::End::EndGame || !ended_region_)
        throw Malformed(r.endLine ? "'" + std::string(key) + "' follows 'end-game'" : "not within a region's end game");
      if (r.witnesses.size() + r.illegal.size() + r.safe.size() >= kMaxEndGame)
        throw Malformed("more than " + std::to_string(kMaxEndGame) + " witness, illegal and safe lines in a region");
      std::vector<std::string> at = path(word(rest));
      if (key == "safe") {
        SafeMoves s{number_, std::move(at), {}};
        while (!rest.empty()) {
          std::string_view m = word(rest);
          if (m.size() > 12 || s.moves.size() >= kMaxStacks * kMaxStacks)
            throw Malformed("Bob's moves at a node are 'safe PATH MOVE ...', at most one per pair of stacks");
          s.moves.emplace_back(m);
        }
        r.safe.push_back(std::move(s));
        return;
      }
      if (key == "illegal") {
        if (at.empty() || !rest.empty()) throw Malformed("an illegal move is 'illegal PATH' (PATH not -)");
        r.illegal.emplace_back(number_, std::move(at));
        return;
      }
      Witness w{number_, std::move(at), std::string(word(rest)), 0};
      if (w.move.empty() || w.move.size() > 12) throw Malformed("a witness is 'witness PATH MOVE FORMULA'");
      w.formula = formula(rest, true, &family().params);
      r.witnesses.push_back(std::move(w));
    } else if (key == "to" || key == "end-game" || key == "lemmas" || key == "open") {
      Region& r = region();
      if (!open_ || ended_region_) throw Malformed("'" + std::string(key) + "' ends a region, once");
      r.endLine = number_;
      ended_region_ = true;
      if (key == "to") {
        r.end = Region::End::To;
        r.to = std::string(word(rest));
        std::string_view frame = word(rest);
        if (frame != "direct" && frame != "mirror") throw Malformed("'to FAMILY direct|mirror (name formula) ...'");
        r.mirror = frame == "mirror";
        r.map = map(rest, family().params);
      } else if (key == "end-game") {
        if (!rest.empty()) throw Malformed("'end-game' stands alone");
        r.end = Region::End::EndGame;
      } else if (key == "lemmas") {
        r.end = Region::End::Lemmas;
        stated_ = count(rest, 1000000);
        ended_region_ = stated_ == 0;
      } else {
        r.end = Region::End::Open;
        r.open = std::string(rest.substr(0, 300));
      }
    } else if (key == "root") {
      if (!c_.claimLine || !c_.families.empty()) throw Malformed("roots come after the claim, before the families");
      Root root{
          number_, std::string(word(rest)), {}, c_.formulas.name("p"), c_.formulas.name("q"), c_.formulas.name("m")};
      root.map = map(rest, {root.p, root.q, root.m});
      c_.roots.push_back(std::move(root));
    } else if (key == "end") {
      closeRegion();
      if (!rest.empty() || !rule_ || !c_.claimLine)
        throw Malformed("'end' comes last, alone, after the rule and the claim");
      if (!c_.families.empty()) c_.families.back().endLine = number_;
      c_.endLine = number_;
      ended_ = true;
    } else {
      throw Malformed("'" + std::string(key.substr(0, 20)) + "' is not a line of the format");
    }
  }

  ProofCertificate& c_;
  std::size_t number_ = 0;
  bool rule_ = false, ended_ = false;
  std::map<std::string, std::vector<std::uint32_t>> lists_;  // names(): each vocabulary's name numbers
  bool open_ = false, ended_region_ = false;                 // a region is being read; its end was read
  std::uint64_t stated_ = 0;                                 // 'stated' lines still due
  std::string expect_;                                       // the line due next in a family's head
};

// Lines of bounded length from chunks of bytes, each handed on until the callback says stop.
class LineSplitter {
 public:
  explicit LineSplitter(const std::function<bool(std::string_view)>& line) : line_(line) {}
  bool more() const { return more_; }
  void bytes(std::string_view chunk) {
    for (char ch : chunk) {
      if (!more_) return;
      if (ch == '\n') {
        more_ = line_(pending_);
        pending_.clear();
        ++number_;
      } else if (pending_.size() >= kMaxLineBytes) {
        throw Malformed("a line longer than " + std::to_string(kMaxLineBytes) + " bytes", number_);
      } else {
        pending_ += ch;
      }
    }
  }
  void finish() const {
    if (more_ && !pending_.empty()) throw Malformed("the last line has no line end", number_);
  }

 private:
  const std::function<bool(std::string_view)>& line_;
  std::string pending_;     // the line being read
  std::size_t number_ = 1;  // its number
  bool more_ = true;
};

}  // namespace

void forEachLine(const std::string& path, const std::function<bool(std::string_view)>& line) {
  LineSplitter lines(line);
  bcheck::readText(path, [&](std::string_view text) {
    lines.bytes(text);
    return lines.more();
  });
  lines.finish();
}

ProofCertificate readProofText(std::string_view text) {
  ProofCertificate c;
  Parser parser(c);
  std::function<bool(std::string_view)> line = [&](std::string_view l) {
    parser.line(l);
    return true;
  };
  LineSplitter lines(line);
  lines.bytes(text);
  lines.finish();
  parser.finish();
  return c;
}

ProofCertificate readProofCertificate(const std::string& path) {
  ProofCertificate c;
  Parser parser(c);
  forEachLine(path, [&](std::string_view line) {
    parser.line(line);
    return true;
  });
  parser.finish();
  return c;
}

}  // namespace bproof
