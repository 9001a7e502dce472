//===- RelayLexer.cpp - Tokens of the TVM Relay text format ---------------===//

#include "RelayLexer.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"

#include <cfloat>
#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::relay::text;

StringRef mlir::relay::text::describe(TokKind kind) {
  switch (kind) {
  case TokKind::Eof:
    return "the end of the input";
  case TokKind::Integer:
    return "an integer";
  case TokKind::Float:
    return "a floating-point number";
  case TokKind::Bool:
    return "a boolean";
  case TokKind::String:
    return "a string";
  case TokKind::Local:
    return "a local variable";
  case TokKind::Graph:
    return "a graph variable";
  case TokKind::Global:
    return "a global variable";
  case TokKind::Ident:
    return "an identifier";
  case TokKind::MetaRef:
    return "a meta reference";
  case TokKind::Version:
    return "a version attribute";
  case TokKind::Metadata:
    return "the metadata section";
  case TokKind::Comment:
    return "a comment";
  case TokKind::Period:
    return "`.`";
  case TokKind::Comma:
    return "`,`";
  case TokKind::Equal:
    return "`=`";
  case TokKind::Semicolon:
    return "`;`";
  case TokKind::Colon:
    return "`:`";
  case TokKind::LParen:
    return "`(`";
  case TokKind::RParen:
    return "`)`";
  case TokKind::LSquare:
    return "`[`";
  case TokKind::RSquare:
    return "`]`";
  case TokKind::LCurly:
    return "`{`";
  case TokKind::RCurly:
    return "`}`";
  case TokKind::Plus:
    return "`+`";
  case TokKind::Minus:
    return "`-`";
  case TokKind::Star:
    return "`*`";
  case TokKind::Slash:
    return "`/`";
  case TokKind::LAngle:
    return "`<`";
  case TokKind::RAngle:
    return "`>`";
  case TokKind::Bang:
    return "`!`";
  case TokKind::Question:
    return "`?`";
  case TokKind::Underscore:
    return "`_`";
  case TokKind::KwLet:
    return "`let`";
  case TokKind::KwFn:
    return "`fn`";
  case TokKind::KwDef:
    return "`def`";
  case TokKind::KwIf:
    return "`if`";
  case TokKind::KwElse:
    return "`else`";
  case TokKind::KwType:
    return "`type`";
  case TokKind::KwMatch:
    return "`match`";
  case TokKind::KwExtern:
    return "`extern`";
  case TokKind::KwFreeVar:
    return "`free_var`";
  case TokKind::KwRef:
    return "`ref`";
  case TokKind::KwRefRead:
    return "`ref_read`";
  case TokKind::KwRefWrite:
    return "`ref_write`";
  }
  return "a token";
}

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
// TVM's IsNumeric: the characters a numeric literal may contain.
bool isNumeric(char c) {
  return isDigit(c) || c == '.' || c == 'e' || c == '-' || c == '+' || c == 'E';
}
// TVM's IsIdentLetter / IsIdent ('/' appears in names such as
// `nn.conv2d_NCHWc` layouts and in frontend-generated variable names).
bool isIdentLetter(char c) {
  return c == '_' || c == '/' || (c >= 'a' && c <= 'z') ||
         (c >= 'A' && c <= 'Z');
}
bool isIdent(char c) { return isIdentLetter(c) || isDigit(c); }

class Lexer {
public:
  Lexer(StringRef src, std::vector<Token> &out,
        const std::function<void(unsigned, unsigned, const Twine &)> &error)
      : src(src), out(out), error(error) {}

  bool run() {
    while (more()) {
      char c = peek();
      if (c == ' ' || c == '\t' || c == '\n') {
        next();
        continue;
      }
      if (c == '\r') {
        next();
        if (peek() != '\n')
          return fail(line, col - 1, "`\\r` must be followed by `\\n`");
        continue;
      }
      if (!lexOne())
        return false;
      if (!out.empty() && out.back().is(TokKind::Metadata))
        break;
    }
    Token eof;
    eof.kind = TokKind::Eof;
    eof.line = line;
    eof.col = col;
    out.push_back(eof);
    return true;
  }

private:
  bool more() const { return pos < src.size(); }
  char peek(size_t k = 0) const {
    return pos + k < src.size() ? src[pos + k] : '\0';
  }
  char next() {
    char c = src[pos++];
    if (c == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
    return c;
  }
  bool fail(unsigned l, unsigned c, const Twine &msg) {
    error(l, c, msg);
    return false;
  }
  Token &push(TokKind kind, unsigned l, unsigned c) {
    Token tok;
    tok.kind = kind;
    tok.line = l;
    tok.col = c;
    out.push_back(std::move(tok));
    return out.back();
  }
  bool startsWith(StringRef s) const { return src.substr(pos).starts_with(s); }

  bool lexOne() {
    unsigned l = line, c = col;
    char ch = peek();
    switch (ch) {
    case '"':
      return lexString(l, c);
    case '-': {
      unsigned negs = 0;
      size_t save = pos;
      unsigned saveLine = line, saveCol = col;
      while (peek() == '-') {
        next();
        ++negs;
      }
      if (isDigit(peek()))
        return lexNumber(l, c, negs % 2 == 1);
      if (startsWith("inff"))
        return lexInf(l, c, negs % 2 == 1);
      // A plain minus; lex what follows it again (`->`, `- -1`).
      pos = save;
      line = saveLine;
      col = saveCol;
      next();
      push(TokKind::Minus, l, c);
      return true;
    }
    case '.':
      next();
      push(TokKind::Period, l, c);
      // A projection index: only digits, so `%t.0.1` is two projections.
      if (isDigit(peek())) {
        unsigned nl = line, nc = col;
        std::string digits;
        while (isDigit(peek()))
          digits += next();
        Token &tok = push(TokKind::Integer, nl, nc);
        if (StringRef(digits).getAsInteger(10, tok.intValue))
          return fail(nl, nc, "invalid tuple index `" + digits + "`");
      }
      return true;
    case ',':
      return single(TokKind::Comma, l, c);
    case '=':
      return single(TokKind::Equal, l, c);
    case ';':
      return single(TokKind::Semicolon, l, c);
    case ':':
      return single(TokKind::Colon, l, c);
    case '(':
      return single(TokKind::LParen, l, c);
    case ')':
      return single(TokKind::RParen, l, c);
    case '+':
      return single(TokKind::Plus, l, c);
    case '*':
      return single(TokKind::Star, l, c);
    case '<':
      return single(TokKind::LAngle, l, c);
    case '>':
      return single(TokKind::RAngle, l, c);
    case '{':
      return single(TokKind::LCurly, l, c);
    case '}':
      return single(TokKind::RCurly, l, c);
    case '[':
      return single(TokKind::LSquare, l, c);
    case ']':
      return single(TokKind::RSquare, l, c);
    case '!':
      return single(TokKind::Bang, l, c);
    case '?':
      return single(TokKind::Question, l, c);
    case '@':
      return lexSigil(TokKind::Global, l, c);
    case '%':
      return lexPercent(l, c);
    case '#':
      return lexPragma(l, c);
    case '/':
      return lexSlash(l, c);
    default:
      break;
    }
    if (isDigit(ch))
      return lexNumber(l, c, /*negative=*/false);
    if (startsWith("inff"))
      return lexInf(l, c, /*negative=*/false);
    if (startsWith("meta["))
      return lexMetaRef(l, c);
    if (isIdentLetter(ch))
      return lexIdent(l, c);
    return fail(l, c, Twine("unexpected character `") + Twine(ch) + "`");
  }

  bool single(TokKind kind, unsigned l, unsigned c) {
    next();
    push(kind, l, c);
    return true;
  }

  bool lexString(unsigned l, unsigned c) {
    next();
    std::string text;
    while (more() && peek() != '"') {
      char ch = next();
      if (ch == '\\' && more()) {
        char esc = next();
        switch (esc) {
        case 'n':
          text += '\n';
          break;
        case 't':
          text += '\t';
          break;
        default:
          text += esc;
          break;
        }
        continue;
      }
      text += ch;
    }
    if (!more())
      return fail(l, c, "unterminated string literal");
    next();
    push(TokKind::String, l, c).text = std::move(text);
    return true;
  }

  bool lexInf(unsigned l, unsigned c, bool negative) {
    for (int i = 0; i < 4; ++i)
      next();
    Token &tok = push(TokKind::Float, l, c);
    tok.floatValue = negative ? -std::numeric_limits<double>::infinity()
                              : std::numeric_limits<double>::infinity();
    tok.width = 32;
    tok.hasSuffix = true;
    return true;
  }

  bool lexNumber(unsigned l, unsigned c, bool negative) {
    std::string literal;
    while (more() && isNumeric(peek()))
      literal += next();
    bool isFloat = false, hasSuffix = false;
    std::string suffix;
    if (peek() == 'f' || peek() == 'i') {
      isFloat = peek() == 'f';
      hasSuffix = true;
      next();
      while (isDigit(peek()))
        suffix += next();
    }
    std::string spelling =
        literal + (hasSuffix ? (isFloat ? "f" : "i") : "") + suffix;
    unsigned width = 32;
    if (!suffix.empty() && StringRef(suffix).getAsInteger(10, width))
      return fail(l, c, "invalid numeric suffix `" + suffix + "`");
    if (width != 16 && width != 32 && width != 64)
      return fail(l, c,
                  "unsupported bit width " + Twine(width) + " in `" + spelling +
                      "` (expected 16, 32 or 64)");
    Token &tok = push(isFloat ? TokKind::Float : TokKind::Integer, l, c);
    tok.width = width;
    tok.hasSuffix = !suffix.empty();
    if (isFloat) {
      double value;
      if (StringRef(literal).getAsDouble(value, /*AllowInexact=*/true))
        return fail(l, c, "invalid floating-point number `" + literal + "`");
      value = negative ? -value : value;
      if (width == 32 && !std::isinf(value) && std::fabs(value) > FLT_MAX)
        return fail(l, c,
                    "floating-point number `" + literal +
                        "` is not representable in 32 bits");
      tok.floatValue = value;
      return true;
    }
    int64_t value;
    // Parse the sign with the digits so that INT64_MIN is representable.
    std::string signedLiteral = (negative ? "-" : "") + literal;
    if (StringRef(signedLiteral).getAsInteger(10, value)) {
      if (literal.find_first_of(".eE") != std::string::npos)
        return fail(l, c,
                    "invalid integer `" + literal +
                        "` (floating-point literals need an `f` suffix)");
      return fail(l, c, "invalid integer `" + literal + "`");
    }
    auto fits = [&](unsigned bits) {
      if (bits == 64)
        return true;
      int64_t hi = (int64_t(1) << (bits - 1)) - 1;
      return value >= -hi - 1 && value <= hi;
    };
    if (!fits(width)) {
      // TVM: an unsuffixed literal out of int32's range is an int64.
      if (tok.hasSuffix)
        return fail(l, c,
                    "integer `" + literal + "` is not representable in " +
                        Twine(width) + " bits");
      tok.width = 64;
    }
    tok.intValue = value;
    return true;
  }

  bool lexSigil(TokKind kind, unsigned l, unsigned c) {
    next();
    if (!isIdentLetter(peek()))
      return fail(l, c, "expected a name after `@`");
    std::string name;
    while (isIdent(peek()))
      name += next();
    push(kind, l, c).text = std::move(name);
    return true;
  }

  bool lexPercent(unsigned l, unsigned c) {
    next();
    if (isDigit(peek())) {
      std::string digits;
      while (isDigit(peek()))
        digits += next();
      Token &tok = push(TokKind::Graph, l, c);
      if (StringRef(digits).getAsInteger(10, tok.intValue))
        return fail(l, c, "invalid graph variable `%" + digits + "`");
      return true;
    }
    if (!isIdentLetter(peek()))
      return fail(l, c, "expected a name or a number after `%`");
    std::string name;
    while (isIdent(peek()))
      name += next();
    // Frontends name variables like `%conv1.weight` or `%features.0.weight`;
    // take the dotted segments into the name unless they end in a numeric
    // segment, which is a tuple projection (`%t.0`).
    size_t end = pos;
    size_t lastAlphaEnd = pos;
    while (src.size() > end && src[end] == '.' && end + 1 < src.size() &&
           isIdent(src[end + 1])) {
      size_t segStart = end + 1, segEnd = segStart;
      bool allDigits = true;
      while (segEnd < src.size() && isIdent(src[segEnd])) {
        allDigits &= isDigit(src[segEnd]);
        ++segEnd;
      }
      end = segEnd;
      if (!allDigits)
        lastAlphaEnd = end;
    }
    while (pos < lastAlphaEnd)
      name += next();
    push(TokKind::Local, l, c).text = std::move(name);
    return true;
  }

  bool lexIdent(unsigned l, unsigned c) {
    std::string name;
    while (isIdent(peek()))
      name += next();
    TokKind kind = llvm::StringSwitch<TokKind>(name)
                       .Case("let", TokKind::KwLet)
                       .Case("fn", TokKind::KwFn)
                       .Case("def", TokKind::KwDef)
                       .Case("if", TokKind::KwIf)
                       .Case("else", TokKind::KwElse)
                       .Case("type", TokKind::KwType)
                       .Case("match", TokKind::KwMatch)
                       .Case("extern", TokKind::KwExtern)
                       .Case("free_var", TokKind::KwFreeVar)
                       .Case("ref", TokKind::KwRef)
                       .Case("ref_read", TokKind::KwRefRead)
                       .Case("ref_write", TokKind::KwRefWrite)
                       .Case("True", TokKind::Bool)
                       .Case("False", TokKind::Bool)
                       .Case("_", TokKind::Underscore)
                       .Default(TokKind::Ident);
    if (kind == TokKind::KwMatch && peek() == '?')
      next(); // `match?`: a partial match, equally unsupported.
    Token &tok = push(kind, l, c);
    tok.intValue = name == "True";
    tok.text = std::move(name);
    return true;
  }

  bool lexMetaRef(unsigned l, unsigned c) {
    for (int i = 0; i < 5; ++i)
      next();
    std::string key;
    while (more() && peek() != ']')
      key += next();
    if (!more())
      return fail(l, c, "unterminated meta reference");
    next();
    if (peek() != '[')
      return fail(line, col, "expected `[` and an index in a meta reference");
    next();
    std::string index;
    while (more() && peek() != ']')
      index += next();
    if (!more())
      return fail(l, c, "unterminated meta reference");
    next();
    Token &tok = push(TokKind::MetaRef, l, c);
    tok.text = StringRef(key).trim().str();
    if (StringRef(index).trim().getAsInteger(10, tok.intValue) ||
        tok.intValue < 0)
      return fail(l, c, "invalid meta reference index `" + index + "`");
    return true;
  }

  bool lexPragma(unsigned l, unsigned c) {
    next();
    if (peek() != '[')
      return fail(l, c, "`#` must be followed by `[`");
    next();
    std::string raw;
    while (more() && peek() != ']')
      raw += next();
    if (!more())
      return fail(l, c, "unterminated `#[`");
    next();
    StringRef attr = StringRef(raw).trim();
    if (attr == "metadata") {
      Token &tok = push(TokKind::Metadata, l, c);
      tok.textLine = line;
      tok.textCol = col;
      tok.text = src.substr(pos).str();
      while (more())
        next();
      return true;
    }
    if (attr.starts_with("version")) {
      size_t eq = attr.find('=');
      if (eq == StringRef::npos)
        return fail(l, c, "expected `=` in the version attribute");
      push(TokKind::Version, l, c).text = attr.substr(eq + 1).trim().str();
      return true;
    }
    return fail(l, c, "unsupported attribute `#[" + attr + "]`");
  }

  bool lexSlash(unsigned l, unsigned c) {
    next();
    if (peek() == '/') {
      next();
      std::string text;
      while (more() && peek() != '\n')
        text += next();
      push(TokKind::Comment, l, c).text = std::move(text);
      return true;
    }
    if (peek() != '*') {
      push(TokKind::Slash, l, c);
      return true;
    }
    next();
    // Block comments nest, as in TVM.
    std::string text;
    int depth = 1;
    while (more()) {
      if (peek() == '/' && peek(1) == '*') {
        ++depth;
        text += next();
        text += next();
        continue;
      }
      if (peek() == '*' && peek(1) == '/') {
        next();
        next();
        if (--depth == 0) {
          push(TokKind::Comment, l, c).text = std::move(text);
          return true;
        }
        text += "*/";
        continue;
      }
      text += next();
    }
    return fail(l, c, "unterminated comment");
  }

  StringRef src;
  size_t pos = 0;
  unsigned line = 1, col = 1;
  std::vector<Token> &out;
  const std::function<void(unsigned, unsigned, const Twine &)> &error;
};

} // namespace

bool mlir::relay::text::tokenize(
    StringRef source, std::vector<Token> &tokens,
    const std::function<void(unsigned, unsigned, const Twine &)> &error) {
  return Lexer(source, tokens, error).run();
}
