//===- RelayLexer.h - Tokens of the TVM Relay text format -------*- C++ -*-===//
//
// The token rules of TVM's src/relay/parser/tokenizer.h (v0.13): `%name` and
// `%0` locals and graph variables, `@name` globals, dotted operator names as
// identifiers and periods, numeric literals with `f`/`i` width suffixes
// (`1f`, `2i64`, `-3f16`), nested `/* */` and `//` comments, `meta[K][N]`
// references and the `#[version = ...]` / `#[metadata]` pragmas.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_TRANSLATION_RELAYLEXER_H
#define RELAY_TRANSLATION_RELAYLEXER_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mlir::relay::text {

enum class TokKind {
  Eof,
  Integer,
  Float,
  Bool,
  String,
  Local,    // %name
  Graph,    // %0
  Global,   // @name
  Ident,    // name (operators are Ident (Period Ident)*)
  MetaRef,  // meta[type_key][index]
  Version,  // #[version = "0.0.5"]
  Metadata, // #[metadata] and everything after it
  Comment,  // /* ... */ or // ...
  Period,
  Comma,
  Equal,
  Semicolon,
  Colon,
  LParen,
  RParen,
  LSquare,
  RSquare,
  LCurly,
  RCurly,
  Plus,
  Minus,
  Star,
  Slash,
  LAngle,
  RAngle,
  Bang,
  Question,
  Underscore,
  KwLet,
  KwFn,
  KwDef,
  KwIf,
  KwElse,
  KwType,
  KwMatch,
  KwExtern,
  KwFreeVar,
  KwRef,
  KwRefRead,
  KwRefWrite,
};

struct Token {
  TokKind kind = TokKind::Eof;
  unsigned line = 1, col = 1;
  /// Identifier / local / global name, string literal contents, comment
  /// text, meta type key, version string or metadata text.
  std::string text;
  /// Integer and boolean values, graph variable numbers, meta indices.
  int64_t intValue = 0;
  double floatValue = 0;
  /// Bit width of a numeric literal (32 by default); whether it was given.
  unsigned width = 32;
  bool hasSuffix = false;
  /// For Metadata: the line/column where the JSON text starts.
  unsigned textLine = 0, textCol = 0;

  bool is(TokKind k) const { return kind == k; }
};

/// A short description of a token kind for diagnostics ("`;`", "a local").
StringRef describe(TokKind kind);

/// Splits `source` into tokens (comments included, whitespace dropped),
/// ending with Eof. On a malformed token, calls `error(line, col, message)`
/// and returns false.
bool tokenize(
    StringRef source, std::vector<Token> &tokens,
    const std::function<void(unsigned, unsigned, const Twine &)> &error);

} // namespace mlir::relay::text

#endif // RELAY_TRANSLATION_RELAYLEXER_H
