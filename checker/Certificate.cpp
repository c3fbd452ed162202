// The certificate parser: a small state machine over lines, strict about every field.
#include "Certificate.hpp"

#include <charconv>

#include "Excerpt.hpp"

namespace bcheck {

void CertificateParser::fail(const std::string& what) const {
  throw Malformed("line " + std::to_string(number_) + ": " + what);
}

void CertificateParser::text(std::string_view chunk) {
  for (;;) {
    auto nl = chunk.find('\n');
    std::string_view piece = chunk.substr(0, nl);
    if (carry_.size() + piece.size() > kMaxLineBytes) {
      ++number_;
      fail("longer than " + std::to_string(kMaxLineBytes) + " bytes, the format's limit");
    }
    if (nl == std::string_view::npos) {
      carry_.append(piece);
      return;
    }
    if (carry_.empty()) {
      line(piece);
    } else {
      carry_.append(piece);
      line(carry_);
      carry_.clear();
    }
    chunk.remove_prefix(nl + 1);
  }
}

void CertificateParser::line(std::string_view text) {
  ++number_;
  if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
  if (!text.empty() && text.front() == '#') return;  // comment
  if (section_ == Section::Starts && text == "positions")
    section_ = Section::Positions;
  else if (section_ == Section::Positions && text == "end")
    section_ = Section::End;
  else if (section_ == Section::Starts) {
    auto p = parsePosition(text);
    if (!p) fail("not a position in stack notation: '" + excerpt(text) + "'");
    if (!isCanonical(*p)) fail("start not in canonical order (by color r b g ..., tallest first)");
    c_.starts.push_back({*p, number_});
  } else if (section_ == Section::Positions)
    entry(text);
  else if (section_ == Section::End)
    fail("text after 'end'");
  else
    header(text);
}

void CertificateParser::header(std::string_view text) {
  switch (section_) {
    case Section::Version:
      if (text != "babylon-certificate 1") fail("expected 'babylon-certificate 1'");
      section_ = Section::Side;
      return;
    case Section::Side:
      if (text == "side bob")
        c_.claim.side = Side::Bob;
      else if (text == "side alice")
        c_.claim.side = Side::Alice;
      else
        fail("expected 'side bob' or 'side alice'");
      section_ = Section::Claim;
      return;
    case Section::Claim: {
      // claim <start set> max-n <N>
      auto sp = text.find(" max-n ");
      if (text.substr(0, 6) != "claim " || sp == std::string_view::npos || sp <= 6)
        fail("expected 'claim <start set> max-n <N>'");
      c_.claim.starts = std::string(text.substr(6, sp - 6));
      auto n = text.substr(sp + 7);
      auto [end, err] = std::from_chars(n.data(), n.data() + n.size(), c_.claim.maxN);
      if (err != std::errc() || end != n.data() + n.size() || c_.claim.maxN < 1 || c_.claim.maxN > kMaxHeight)
        fail("max-n must be a number from 1 to 255");
      if (!isStartSet(c_.claim.side, c_.claim.starts))
        fail("unknown start set '" + excerpt(c_.claim.starts) + "' for this side");
      c_.claimLine = number_;
      section_ = Section::StartsHeader;
      return;
    }
    default:
      if (text != "starts") fail("expected 'starts'");
      section_ = Section::Starts;
  }
}

void CertificateParser::entry(std::string_view text) {
  // <position> : <move>
  auto colon = text.find(" : ");
  if (colon == std::string_view::npos) fail("expected '<position> : <move>'");
  auto p = parsePosition(text.substr(0, colon));
  auto m = parseMove(text.substr(colon + 3));
  if (!p) fail("not a position in stack notation");
  if (!m) fail("not a move of the form r1>b1");
  if (!isCanonical(*p)) fail("position not in canonical order (by color r b g ..., tallest first)");
  if (aliceToMove(*p) != (c_.claim.side == Side::Alice)) fail("the certified side is not to move here");
  if (!c_.entries.emplace(key(*p), Entry{*m, number_}).second) fail("second entry for the same position");
}

Certificate CertificateParser::finish() {
  if (!carry_.empty()) {  // a last line without '\n'
    line(carry_);
    carry_.clear();
  }
  if (section_ != Section::End) {
    ++number_;
    fail("the text ends before the 'end' line");
  }
  return std::move(c_);
}

Certificate CertificateReader::finish() {
  text_.finish();
  return parser_.finish();
}

Certificate readCertificateFile(const std::string& path) {
  CertificateParser parser;
  readText(path, [&](std::string_view text) {
    parser.text(text);
    return true;
  });
  return parser.finish();
}

Certificate parseCertificateText(std::string_view text) {
  CertificateParser parser;
  parser.text(text);
  return parser.finish();
}

}  // namespace bcheck
