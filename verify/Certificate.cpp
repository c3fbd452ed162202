// The certificate writer: a deterministic single-threaded walk of the strategy's tree, written in
// walk order through a streaming zstd compressor, so neither the text nor a table of it is held.
#include "Certificate.hpp"

#include <zstd.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <stdexcept>

#include <absl/container/flat_hash_set.h>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/util/AtomicWrite.hpp"
#include "verify/StrategyTurn.hpp"
#include "verify/DecisionMemo.hpp"

namespace babylon {

namespace {

// Text lines in, one zstd frame out to an AtomicFile, renamed to `path` by finish(); a run that
// throws leaves no partial certificate behind.
class ZstdLines {
 public:
  explicit ZstdLines(const std::string& path) : out_(path) {
    ZSTD_CCtx_setParameter(ctx_.get(), ZSTD_c_compressionLevel, 9);
  }
  void line(std::string_view text) {
    (buffer_ += text) += '\n';
    if (buffer_.size() >= (1u << 20)) flush(ZSTD_e_continue);
  }
  std::uint64_t finish() {
    flush(ZSTD_e_end);
    out_.commit();
    return std::filesystem::file_size(out_.path());
  }

 private:
  void flush(ZSTD_EndDirective mode) {
    ZSTD_inBuffer in{buffer_.data(), buffer_.size(), 0};
    std::string chunk(ZSTD_CStreamOutSize(), '\0');
    for (bool done = false; !done;) {
      ZSTD_outBuffer out{chunk.data(), chunk.size(), 0};
      std::size_t left = ZSTD_compressStream2(ctx_.get(), &out, &in, mode);
      if (ZSTD_isError(left)) throw std::runtime_error(std::string("zstd: ") + ZSTD_getErrorName(left));
      out_.write(std::string_view(chunk.data(), out.pos));
      done = mode == ZSTD_e_end ? left == 0 : in.pos == in.size;
    }
    buffer_.clear();
  }
  report::AtomicFile out_;
  std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> ctx_{ZSTD_createCCtx(), ZSTD_freeCCtx};
  std::string buffer_;
};

// W: the key width (DecisionMemo.hpp), chosen once from the largest start.
template <int W>
class Walk {
 public:
  Walk(const Strategy& strategy, ZstdLines& out, RunGuard& guard) : strategy_(strategy), out_(out), guard_(guard) {}

  void start(const Start& s) {
    StrategyMemory memory = strategy_.begin(s.position, s.kind);
    // Bob moves first at positions 1-3; Alice at every start of hers.
    bool ownTurn = bobToMove(s.position) == (strategy_.side() == Side::Bob);
    if (ownTurn)
      own(s.position, nullptr, std::nullopt, memory);
    else
      opponent(s.position, memory);
  }
  std::uint64_t positions() const { return written_.size(); }

 private:
  // The opponent to move: every move of theirs.
  void opponent(const Position& p, const StrategyMemory& memory) {
    if (!visited_.insert(NodeKey<W>::of(p, memory)).second) return;
    guard_.poll(pollCounter_);
    for (const Successor& s : successors(p)) own(s.position, &p, s.move, memory);
  }

  // The strategy's side to move: its move, written once per position.
  void own(const Position& now, const Position* before, const std::optional<Move>& theirs, const StrategyMemory& m) {
    StrategyTurn t = playStrategy(strategy_, now, before, theirs, m);
    if (t.failed())
      throw std::logic_error("certificate: the strategy fails at " + formatStackList(now) + " on a verified run");
    if (written_.insert(now.template key<W>()).second)  // the first move seen at a position is kept
      out_.line(formatStackList(now) + " : " + formatMoveExplicit(t.reply->move));
    if (hasLegalMove(t.after)) opponent(t.after, t.reply->memory);
  }

  const Strategy& strategy_;
  ZstdLines& out_;
  RunGuard& guard_;
  std::uint32_t pollCounter_ = 0;
  absl::flat_hash_set<NodeKey<W>> visited_;    // the opponent's nodes (position, strategy memory) walked
  absl::flat_hash_set<PackedKey<W>> written_;  // positions with the strategy to move already written
};

CertificateSummary writeAll(ZstdLines& out, const Strategy& strategy, const std::vector<Start>& starts,
                            const std::string& claim, const std::string& comment, RunGuard& guard);

}  // namespace

CertificateSummary writeCertificate(const Strategy& strategy, const std::vector<Start>& starts,
                                    const std::string& claim, const std::string& comment, const std::string& path,
                                    RunGuard& guard) {
  ZstdLines out(path);
  return writeAll(out, strategy, starts, claim, comment, guard);
}

namespace {

CertificateSummary writeAll(ZstdLines& out, const Strategy& strategy, const std::vector<Start>& starts,
                            const std::string& claim, const std::string& comment, RunGuard& guard) {
  CertificateSummary summary;
  out.line("babylon-certificate 1");
  out.line(std::string("side ") + sideName(strategy.side()));
  out.line("claim " + claim);
  out.line("# " + comment);
  out.line("starts");
  absl::flat_hash_set<std::string> listed;
  for (const Start& s : starts)
    if (listed.insert(formatStackList(s.position)).second) out.line(formatStackList(s.position));
  summary.starts = listed.size();
  out.line("positions");
  int largest = 0;
  for (const Start& s : starts) largest = std::max(largest, s.position.chips());
  summary.positions = withKeyWords(keyWordsFor(largest), [&](auto words) {
    Walk<decltype(words)::value> walk(strategy, out, guard);
    for (const Start& s : starts) walk.start(s);
    return walk.positions();
  });
  out.line("end");
  summary.bytes = out.finish();
  return summary;
}

}  // namespace

}  // namespace babylon
