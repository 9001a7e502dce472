//===- RelayImporter.h - The Relay text importer ----------------*- C++ -*-===//
//
// A recursive-descent parser for TVM's Relay text format 0.0.5 (the grammar
// of src/relay/parser/parser.cc in TVM v0.13) that builds the relay dialect
// directly: there is no Relay AST in between. Names (`%x`, `%0`) map to SSA
// values in lexical scopes (persistent maps, see Scope), so graph form and
// A-normal form give the same IR. Operator results are typed by the ops'
// type relations (InferTypeOpInterface); declared types (`let %x: T`,
// `-> T`, and TVM's `/* ty=T */` comments) are checked against them and
// give the result types.
//
// Global definitions are read in two passes: first every signature, so that
// calls can precede definitions; a definition without a declared return type
// is parsed on demand when a call needs its type.
//
// Closures whose parameters carry no types are parsed when first called
// (their parameter types are then the argument types), which covers the
// let-bound and immediately applied closures of TVM's parser tests. A closure
// returning such a closure (`fn (%x) { fn (%y) {...} }`) has a result type
// variable that the first call of one of its results solves, as TVM's
// InferType unifies it (see PendingFn).
//
// References (`ref`, `ref_read`, `ref_write`) become the relay.ref_* ops;
// generic definitions (`def @f[A]`) get !relay.type_var parameters. A call
// of a generic definition unifies its parameter types with the argument
// types, as TVM's InferType instantiates the definition's type, and calls an
// instance: a private copy of the definition read again with its type
// parameters bound to the solved types (one per distinct instantiation,
// marked relay.instance_of / relay.type_args). The generic definition stays
// in the module, private: only its instances can run, and the exporter
// prints calls of instances as calls of the definition.
//
//
// The importer is split along its seams: ImportRelay.cpp (the module and
// definition driver, metadata constants, the entry point),
// ImportRelayTypes.cpp (types and attributes), ImportRelayOps.cpp (building
// ops, constants and values; declared types), ImportRelayGenerics.cpp
// (monomorphisation of generic definitions), ImportRelayExprs.cpp
// (expressions) and ImportRelayClosures.cpp (closures: deferred and pending
// ones, outlining).
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_TRANSLATION_RELAYIMPORTER_H
#define RELAY_TRANSLATION_RELAYIMPORTER_H

#include "RelayDialect/Translation/RelayText.h"

#include "RelayLexer.h"
#include "RelayMetadata.h"
#include "RelayTextCommon.h"

#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/ImmutableMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/SourceMgr.h"

#include <deque>
#include <map>

namespace mlir::relay::text {

/// Verifies `op` itself: its invariants, its regions' structure and the
/// dominance of the ops directly in its regions, not the ops nested deeper.
/// The importer verifies each op when it creates it, so an `if` or `fn`
/// needs only this; verifying the whole body again at every enclosing level
/// made importing nested code cubic (each dominance check walks the
/// ancestors).
inline LogicalResult verifyShallow(Operation *op) {
  return verify(op, /*verifyRecursively=*/false);
}

/// What a name or an expression denotes while parsing.
struct PValue {
  enum Kind {
    /// An SSA value: a tensor, tuple or closure.
    SSA,
    /// A global definition `@f`, callable with func.call.
    Global,
    /// An operator such as `nn.conv2d`, only callable.
    Operator,
    /// A closure with untyped parameters, parsed when first called.
    Deferred,
    /// A primitive/external/composite closure outlined to a private
    /// function, callable with func.call.
    Outlined,
  };
  Kind kind = SSA;
  Value value;
  std::string name;
  int deferred = -1;
  /// Where a Global or Operator was named.
  std::optional<Location> loc;

  static PValue ssa(Value v) {
    PValue p;
    p.value = v;
    return p;
  }
  static PValue named(Kind kind, StringRef name) {
    PValue p;
    p.kind = kind;
    p.name = name.str();
    return p;
  }
};

/// The names visible at a point of the program: every enclosing scope's
/// bindings, inner ones shadowing outer ones. The maps are persistent (a
/// binding makes a new map sharing the old one's nodes), so a closure whose
/// body is parsed later (DeferredFn) keeps the scope it was written in in
/// constant time and space: copying the bindings for each closure made a
/// chain of n let-bound closures quadratic. The values are indices into
/// Importer::boundValues; local names are interned (Importer::nameIds).
struct Scope {
  using Map = llvm::ImmutableMap<uint64_t, unsigned>;
  Map locals{nullptr}; // the empty map
  Map graph{nullptr};
};

/// An attribute value as written: `1`, `1.5f`, `True`, `"NCHW"`,
/// `[1, [2, 3]]` or `None`.
struct AttrValue {
  enum Kind { Int, Float, Bool, String, List, None } kind = None;
  int64_t i = 0;
  double f = 0;
  unsigned width = 32;
  bool hasSuffix = false;
  std::string s;
  std::vector<AttrValue> list;
  unsigned line = 0, col = 0;
};

struct KeyValue {
  std::string key;
  AttrValue value;
  unsigned line = 0, col = 0;
};

/// A global definition: parsed signature, position of its body.
struct GlobalDef {
  std::string name;
  func::FuncOp func;
  size_t bodyPos = 0;
  Type declaredResult;
  enum State { Pending, InProgress, Done } state = Pending;
  SmallVector<std::string> paramNames;
  SmallVector<std::string> typeParams;
  /// For an instance of a generic definition: what its type parameters
  /// stand for in its body.
  SmallVector<Type> typeArgs;
};

/// The function whose body is being parsed.
struct FuncState {
  func::FuncOp func;
  /// Expression programs: `free_var`s become parameters of @main.
  bool exprMode = false;
  /// Tuples built only to be unpacked into variadic operands; erased when
  /// unused at the end of the function.
  SmallVector<Operation *> unpackedTuples;
  /// Tuples rebuilt from the results of calls of outlined functions that
  /// return several values; projections out of them use the results
  /// directly. Erased when unused at the end of the function.
  llvm::SmallPtrSet<Operation *, 4> callTuples;
};

/// Where a deferred closure was written.
struct DeferredFn {
  size_t pos = 0; // its `fn` token
  Scope scope;
  Block *block = nullptr;
  Operation *after = nullptr; // insert after this op (null: block start)
  FuncState *func = nullptr;
  std::optional<Location> loc;
  Value instance;
  bool inProgress = false;
};

/// A closure whose parameters are typed but whose result is a closure with
/// untyped parameters (`fn (%x) { fn (%y) { ... } }`): its result type is a
/// type variable, solved when a call of one of its results gives the inner
/// closure's argument types, as TVM's InferType unifies them. Until then the
/// `relay.fn` has no terminator and a placeholder type, and its calls have
/// placeholder result types.
struct PendingFn {
  Operation *fnOp = nullptr;
  /// The deferred closure its body returns.
  int inner = -1;
  /// What that closure became once instantiated; itself pending when its
  /// body returns another untyped closure (`innerPending`).
  Value innerValue;
  int innerPending = -1;
  /// The pending closure whose body returns this one.
  int parent = -1;
  /// `relay.call`s of this closure, typed once it is solved.
  SmallVector<Operation *> calls;
  Location yieldLoc;
  bool done = false;
};

/// A parsed `fn`/`def` parameter list.
struct Signature {
  struct Param {
    std::string name;
    Type type; // null when not annotated
    Location loc;
  };
  SmallVector<Param> params;
  std::vector<KeyValue> attrs;
  /// `[A, B]` of a generic definition.
  SmallVector<std::string> typeParams;
  Type result; // null when not declared
};

class Importer {
public:
  Importer(llvm::SourceMgr &sourceMgr, MLIRContext *context,
           const RelayImportOptions &options)
      : sourceMgr(sourceMgr), context(context), options(options),
        builder(context) {}

  OwningOpRef<ModuleOp> run();

private:
  //===--------------------------------------------------------------------===//
  // Tokens and diagnostics
  //===--------------------------------------------------------------------===//

  Location locAt(unsigned line, unsigned col) {
    return FileLineColLoc::get(context, bufferName, line, col);
  }
  Location loc(const Token &tok) { return locAt(tok.line, tok.col); }
  InFlightDiagnostic error(const Token &tok) { return emitError(loc(tok)); }

  /// The next token that is not a comment.
  const Token &peek() {
    while (tokens[pos].is(TokKind::Comment))
      ++pos;
    return tokens[pos];
  }
  /// The n-th (0-based) non-comment token from the current one.
  const Token &peekAt(unsigned n) {
    size_t p = pos;
    for (;;) {
      while (tokens[p].is(TokKind::Comment))
        ++p;
      if (n == 0 || tokens[p].is(TokKind::Eof))
        return tokens[p];
      --n;
      ++p;
    }
  }
  Token consume() {
    peek();
    Token tok = tokens[pos];
    if (!tok.is(TokKind::Eof))
      ++pos;
    return tok;
  }
  bool consumeIf(TokKind kind) {
    if (!peek().is(kind))
      return false;
    consume();
    return true;
  }
  FailureOr<Token> expect(TokKind kind, StringRef context = {}) {
    const Token &tok = peek();
    if (!tok.is(kind)) {
      InFlightDiagnostic diag = error(tok) << "expected " << describe(kind);
      if (!context.empty())
        diag << " " << context;
      diag << ", found " << describe(tok.kind);
      return failure();
    }
    return consume();
  }
  /// Enters one level of nesting of a recursive parser path (expressions,
  /// types, attribute values) until the returned guard is destroyed; fails,
  /// at `tok`, past kMaxNestingDepth, before the stack can overflow.
  struct NestingLevel {
    unsigned &depth;
    explicit NestingLevel(unsigned &depth) : depth(depth) { ++depth; }
    NestingLevel(const NestingLevel &) = delete;
    NestingLevel &operator=(const NestingLevel &) = delete;
    ~NestingLevel() { --depth; }
  };
  LogicalResult checkNesting(const Token &tok) {
    if (nestingDepth <= kMaxNestingDepth)
      return success();
    return error(tok) << "nesting too deep (more than " << kMaxNestingDepth
                      << " levels)";
  }

  /// Skips a balanced `{ ... }` starting at the current token.
  LogicalResult skipBraces() {
    FailureOr<Token> open = expect(TokKind::LCurly);
    if (failed(open))
      return failure();
    int depth = 1;
    while (depth > 0) {
      const Token &tok = peek();
      if (tok.is(TokKind::Eof) || tok.is(TokKind::Metadata))
        return error(*open) << "unterminated `{`";
      if (tok.is(TokKind::LCurly))
        ++depth;
      else if (tok.is(TokKind::RCurly))
        --depth;
      consume();
    }
    return success();
  }

  //===--------------------------------------------------------------------===//
  // Module structure
  //===--------------------------------------------------------------------===//

  LogicalResult parseProgram();
  LogicalResult loadConstants();
  LogicalResult parseDefHeader();
  LogicalResult parseDefBody(GlobalDef &def);
  LogicalResult parseExpressionProgram();
  FailureOr<Signature> parseSignature(bool isDef);
  LogicalResult finishFunction(FuncState &state);

  //===--------------------------------------------------------------------===//
  // Types and attributes
  //===--------------------------------------------------------------------===//

  /// Parses a type; `_` gives a null type when `allowIncomplete`.
  FailureOr<Type> parseType(bool allowIncomplete = false);
  FailureOr<AttrValue> parseAttrValue();
  FailureOr<std::vector<KeyValue>> parseKeyValues(TokKind stop);
  FailureOr<std::string> parseDottedName();
  Attribute convertGenericAttr(const AttrValue &value);
  FailureOr<std::optional<NamedAttribute>>
  convertOpAttr(StringRef tvmOp, OperationName opName, const KeyValue &kv);
  void applyFunctionAttrs(Operation *op, const std::vector<KeyValue> &attrs,
                          bool outlined);

  //===--------------------------------------------------------------------===//
  // Expressions
  //===--------------------------------------------------------------------===//

  FailureOr<PValue> parseExpr();
  FailureOr<PValue> parseBinOp(int minPrecedence);
  FailureOr<PValue> parseCallExpr();
  FailureOr<PValue> parseAtomic();
  FailureOr<PValue> parseCall(PValue callee, const Token &calleeTok);
  FailureOr<PValue> parseFn(const Token &fnTok);
  FailureOr<PValue> parseIf(const Token &ifTok);
  FailureOr<PValue> parseRef(const Token &refTok);
  FailureOr<PValue> buildFn(const Signature &sig, ArrayRef<Type> paramTypes,
                            Location loc);
  FailureOr<PValue> outline(Operation *fnOp, FunctionType type,
                            const Signature &sig, Location loc,
                            Operation *anchor);
  LogicalResult instantiate(int index, TypeRange argTypes, Location useLoc);
  std::optional<std::pair<int, bool>> pendingOf(Value value);
  FailureOr<PValue> callPending(Value callee, int pending, bool isResult,
                                ArrayRef<Value> args, Location loc);
  LogicalResult solvePending(int pending);
  LogicalResult instantiateResult(int pending, TypeRange argTypes,
                                  Location loc);
  LogicalResult checkSolved(Operation *scope);
  /// Fails at the first op (in program order) whose result or region
  /// argument types nest deeper than kMaxTypeDepth.
  LogicalResult checkTypeDepth();
  void emitUnsolved(int pending);

  FailureOr<Value> toValue(const PValue &v, Location loc);
  FailureOr<func::FuncOp> lookupCallee(const PValue &v, Location loc);
  FailureOr<func::FuncOp> instantiate(GlobalDef &generic, ValueRange args,
                                      Location loc);
  FailureOr<Value> makeScalar(const Token &tok);
  FailureOr<Value> makeConstant(DenseElementsAttr value, Location loc);
  FailureOr<Value> metaConstant(const Token &tok);
  FailureOr<Value> buildOpCall(StringRef tvmOp, const Token &opTok,
                               ArrayRef<Value> args,
                               const std::vector<KeyValue> &attrs);
  FailureOr<Operation *> createInferred(StringRef opName, Location loc,
                                        ValueRange operands,
                                        ArrayRef<NamedAttribute> attrs,
                                        unsigned numResults = 1);
  LogicalResult unpackTuple(Value tuple, Location loc,
                            SmallVectorImpl<Value> &fields);
  LogicalResult coerce(Value &value, Type declared, Location loc,
                       const Twine &what);
  void refineFromTypeComment(Value value, size_t commentPos);
  void unsupportedDType(const Token &tok);

  //===--------------------------------------------------------------------===//
  // Scopes
  //===--------------------------------------------------------------------===//

  /// Enters a lexical scope: what is bound until the matching popScope()
  /// goes out of scope there.
  void pushScope() { scopes.push_back(scopes.back()); }
  void popScope() { scopes.pop_back(); }
  /// Makes `scope` the only scope (a function body or a deferred closure).
  void resetScopes(const Scope &scope) {
    scopes.clear();
    scopes.push_back(scope);
  }
  void bindLocal(StringRef name, PValue v) {
    uint64_t id = nameIds.try_emplace(name, nameIds.size()).first->second;
    boundValues.push_back(std::move(v));
    scopes.back().locals =
        scopeMaps.add(scopes.back().locals, id, boundValues.size() - 1);
  }
  void bindGraph(int64_t n, PValue v) {
    boundValues.push_back(std::move(v));
    scopes.back().graph = scopeMaps.add(
        scopes.back().graph, static_cast<uint64_t>(n), boundValues.size() - 1);
  }
  const PValue *lookupLocal(StringRef name) {
    auto id = nameIds.find(name);
    if (id != nameIds.end())
      if (const unsigned *index = scopes.back().locals.lookup(id->second))
        return &boundValues[*index];
    auto it = freeVars.find(name);
    return it == freeVars.end() ? nullptr : &it->second;
  }
  const PValue *lookupGraph(int64_t n) {
    const unsigned *index =
        scopes.back().graph.lookup(static_cast<uint64_t>(n));
    return index ? &boundValues[*index] : nullptr;
  }

  /// The parser's position and context, saved around out-of-order parsing.
  struct SavedState {
    size_t pos;
    std::vector<Scope> scopes;
    llvm::StringMap<PValue> freeVars;
    OpBuilder::InsertPoint ip;
    FuncState *func;
  };
  SavedState save() {
    return {pos, scopes, freeVars, builder.saveInsertionPoint(), currentFunc};
  }
  void restore(SavedState &s) {
    pos = s.pos;
    scopes = std::move(s.scopes);
    freeVars = std::move(s.freeVars);
    builder.restoreInsertionPoint(s.ip);
    currentFunc = s.func;
  }

  llvm::SourceMgr &sourceMgr;
  MLIRContext *context;
  const RelayImportOptions &options;
  OpBuilder builder;
  StringAttr bufferName;
  std::vector<Token> tokens;
  size_t pos = 0;
  /// The current depth of the recursive parser paths (see NestingLevel).
  unsigned nestingDepth = 0;

  ModuleOp module;
  std::unique_ptr<SymbolTable> symbols;
  std::vector<GlobalDef> defs;
  llvm::StringMap<size_t> defIndex;
  /// Instances of generic definitions (a deque: parsing one may create
  /// others while it is referenced), by generic name and type arguments.
  std::deque<GlobalDef> instances;
  std::map<std::pair<std::string, std::vector<const void *>>, GlobalDef *>
      instanceIndex;
  llvm::StringMap<unsigned> instanceCounts;
  /// Builds the persistent scope maps; declared before `scopes` and the
  /// deferred closures, whose maps it allocates, so it outlives them.
  Scope::Map::Factory scopeMaps{/*canonicalize=*/false};
  /// The scope of each enclosing `{ ... }`, innermost last; each holds all
  /// visible bindings.
  std::vector<Scope> scopes = {Scope()};
  /// The values bound to names, indexed by the scope maps (a deque: lookups
  /// return pointers that must survive later bindings).
  std::deque<PValue> boundValues;
  llvm::StringMap<uint64_t> nameIds;
  llvm::StringMap<PValue> freeVars;
  FuncState *currentFunc = nullptr;
  std::vector<DeferredFn> deferredFns;
  std::vector<PendingFn> pendings;
  /// The type parameters in scope (those of the definition being read).
  llvm::StringMap<Type> typeVars;
  /// Values whose types wait for a pending closure: the closure itself
  /// (second = false) or the result of one of its calls (second = true).
  llvm::DenseMap<Value, std::pair<int, bool>> pendingValues;
  std::map<int64_t, DenseElementsAttr> constants;
  std::optional<Location> metadataLoc;
  DefaultAttrs defaultAttrs;
};

} // namespace mlir::relay::text

#endif // RELAY_TRANSLATION_RELAYIMPORTER_H
