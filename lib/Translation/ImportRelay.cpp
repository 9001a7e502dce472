//===- ImportRelay.cpp - TVM Relay text to the relay dialect --------------===//
//
// A recursive-descent parser for TVM's Relay text format 0.0.5 (the grammar
// of src/relay/parser/parser.cc in TVM v0.13) that builds the relay dialect
// directly: there is no Relay AST in between. Names (`%x`, `%0`) map to SSA
// values in a stack of lexical scopes, so graph form and A-normal form give
// the same IR. Operator results are typed by the ops' type relations
// (InferTypeOpInterface); declared types (`let %x: T`, `-> T`, and TVM's
// `/* ty=T */` comments) are checked against them and give the result types.
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
//===----------------------------------------------------------------------===//

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
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/SourceMgr.h"

#include <deque>
#include <map>

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::text;

namespace {

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

struct Scope {
  llvm::StringMap<PValue> locals;
  std::map<int64_t, PValue> graph;
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
  std::vector<Scope> scopes;
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

  void bindLocal(StringRef name, PValue v) {
    scopes.back().locals[name] = std::move(v);
  }
  void bindGraph(int64_t n, PValue v) { scopes.back().graph[n] = std::move(v); }
  const PValue *lookupLocal(StringRef name) {
    for (Scope &scope : llvm::reverse(scopes)) {
      auto it = scope.locals.find(name);
      if (it != scope.locals.end())
        return &it->second;
    }
    auto it = freeVars.find(name);
    return it == freeVars.end() ? nullptr : &it->second;
  }
  const PValue *lookupGraph(int64_t n) {
    for (Scope &scope : llvm::reverse(scopes)) {
      auto it = scope.graph.find(n);
      if (it != scope.graph.end())
        return &it->second;
    }
    return nullptr;
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

  DictionaryAttr defaultsOf(OperationName name) {
    auto it = defaultsCache.find(name.getAsOpaquePointer());
    if (it != defaultsCache.end())
      return it->second;
    DictionaryAttr dict = computeDefaultAttrs(name);
    defaultsCache[name.getAsOpaquePointer()] = dict;
    return dict;
  }

  llvm::SourceMgr &sourceMgr;
  MLIRContext *context;
  const RelayImportOptions &options;
  OpBuilder builder;
  StringAttr bufferName;
  std::vector<Token> tokens;
  size_t pos = 0;

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
  std::vector<Scope> scopes;
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
  llvm::DenseMap<const void *, DictionaryAttr> defaultsCache;
};

} // namespace

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The most refined type that describes values of both types: extents
/// that differ become `?`. Null when ranks, element types or structure
/// differ.
static Type generalize(Type a, Type b) {
  if (a == b)
    return a;
  auto ta = dyn_cast<RankedTensorType>(a), tb = dyn_cast<RankedTensorType>(b);
  if (ta && tb) {
    if (ta.getRank() != tb.getRank() ||
        ta.getElementType() != tb.getElementType())
      return {};
    SmallVector<int64_t> shape;
    for (auto [x, y] : llvm::zip(ta.getShape(), tb.getShape()))
      shape.push_back(x == y ? x : ShapedType::kDynamic);
    return RankedTensorType::get(shape, ta.getElementType());
  }
  auto tua = dyn_cast<TupleType>(a), tub = dyn_cast<TupleType>(b);
  if (tua && tub && tua.size() == tub.size()) {
    SmallVector<Type> fields;
    for (auto [x, y] : llvm::zip(tua.getTypes(), tub.getTypes())) {
      fields.push_back(generalize(x, y));
      if (!fields.back())
        return {};
    }
    return TupleType::get(a.getContext(), fields);
  }
  return areCompatibleTypes(a, b) ? joinTypes(a, b) : Type();
}

/// Whether `value` is defined inside `block` (or a region nested in it).
static bool isDefinedIn(Value value, Block *block) {
  for (Block *b = value.getParentBlock(); b;) {
    if (b == block)
      return true;
    Operation *parent = b->getParentOp();
    if (!parent)
      return false;
    b = parent->getBlock();
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Module structure
//===----------------------------------------------------------------------===//

OwningOpRef<ModuleOp> Importer::run() {
  context->loadDialect<RelayDialect, func::FuncDialect>();
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  bufferName = StringAttr::get(context, buffer->getBufferIdentifier());

  bool lexed = tokenize(buffer->getBuffer(), tokens,
                        [&](unsigned line, unsigned col, const Twine &msg) {
                          emitError(locAt(line, col)) << msg;
                        });
  if (!lexed)
    return nullptr;

  OwningOpRef<ModuleOp> owned = ModuleOp::create(locAt(1, 1));
  module = *owned;
  symbols = std::make_unique<SymbolTable>(module);
  if (failed(parseProgram()))
    return nullptr;
  return owned;
}

LogicalResult Importer::parseProgram() {
  if (peek().is(TokKind::Version)) {
    Token version = consume();
    if (version.text != "\"0.0.5\"")
      return error(version) << "unsupported text format version "
                            << version.text << " (expected \"0.0.5\")";
  }
  if (failed(loadConstants()))
    return failure();

  const Token &first = peek();
  if (first.is(TokKind::KwDef) || first.is(TokKind::KwType) ||
      first.is(TokKind::KwExtern)) {
    while (!peek().is(TokKind::Eof) && !peek().is(TokKind::Metadata)) {
      const Token &tok = peek();
      if (tok.is(TokKind::KwType) || tok.is(TokKind::KwExtern))
        return error(tok) << "type definitions (algebraic data types) are "
                             "not supported yet";
      if (!tok.is(TokKind::KwDef))
        return error(tok) << "expected a definition (`def`), found "
                          << describe(tok.kind);
      if (failed(parseDefHeader()))
        return failure();
    }
    for (GlobalDef &def : defs)
      if (def.state == GlobalDef::Pending && failed(parseDefBody(def)))
        return failure();
  } else if (!first.is(TokKind::Eof) && !first.is(TokKind::Metadata)) {
    if (failed(parseExpressionProgram()))
      return failure();
  }
  const Token &last = peek();
  if (!last.is(TokKind::Eof) && !last.is(TokKind::Metadata))
    return error(last) << "expected the end of the program, found "
                       << describe(last.kind);
  return success();
}

LogicalResult Importer::loadConstants() {
  // The metadata section, when present, is the last token before Eof.
  if (tokens.size() >= 2 && tokens[tokens.size() - 2].is(TokKind::Metadata)) {
    const Token &meta = tokens[tokens.size() - 2];
    metadataLoc = loc(meta);
    SmallVector<DenseElementsAttr> list;
    std::string message;
    if (failed(parseMetadata(meta.text, context, list, message)))
      return error(meta) << "invalid metadata section: " << message;
    for (auto [i, value] : llvm::enumerate(list))
      constants[i] = value;
  }
  if (!options.paramsFile.empty()) {
    std::map<std::string, DenseElementsAttr> arrays;
    std::string message;
    if (failed(readNpz(options.paramsFile, context, arrays, message)))
      return emitError(locAt(1, 1)) << message;
    for (auto &[key, value] : arrays) {
      int64_t index;
      if (StringRef(key).getAsInteger(10, index) || index < 0)
        return emitError(locAt(1, 1))
               << "'" << options.paramsFile << "': entry '" << key
               << "' is not a constant index (expected `0`, `1`, ...)";
      constants[index] = value;
    }
  }
  return success();
}

FailureOr<Signature> Importer::parseSignature(bool isDef) {
  Signature sig;
  if (peek().is(TokKind::LSquare)) {
    if (!isDef)
      return error(peek()) << "generic closures (`fn [A](...)`) are not "
                              "supported yet; only definitions may have "
                              "type parameters",
             failure();
    consume();
    while (!peek().is(TokKind::RSquare)) {
      FailureOr<Token> name = expect(TokKind::Ident, "(a type parameter)");
      if (failed(name))
        return failure();
      if (typeVars.count(name->text))
        return error(*name)
                   << "type parameter `" << name->text << "` is declared twice",
               failure();
      typeVars[name->text] = TypeVarType::get(context, name->text);
      sig.typeParams.push_back(name->text);
      if (!consumeIf(TokKind::Comma))
        break;
    }
    if (failed(expect(TokKind::RSquare, "to end the type parameters")))
      return failure();
  }
  if (failed(expect(TokKind::LParen, "to start the parameter list")))
    return failure();
  while (!peek().is(TokKind::RParen)) {
    if (peek().is(TokKind::Ident) && peekAt(1).is(TokKind::Equal)) {
      FailureOr<std::vector<KeyValue>> attrs = parseKeyValues(TokKind::RParen);
      if (failed(attrs))
        return failure();
      sig.attrs = std::move(*attrs);
      break;
    }
    FailureOr<Token> name = expect(TokKind::Local, "(a parameter)");
    if (failed(name))
      return failure();
    if (peek().is(TokKind::LCurly))
      return error(peek()) << "virtual device annotations on parameters are "
                              "not supported",
             failure();
    Type type;
    if (consumeIf(TokKind::Colon)) {
      FailureOr<Type> parsed = parseType(/*allowIncomplete=*/!isDef);
      if (failed(parsed))
        return failure();
      type = *parsed;
    }
    if (!type && isDef)
      return error(*name) << "parameter %" << name->text
                          << " needs a type annotation",
             failure();
    Location paramLoc =
        NameLoc::get(StringAttr::get(context, name->text), loc(*name));
    sig.params.push_back({name->text, type, paramLoc});
    if (!consumeIf(TokKind::Comma))
      break;
  }
  if (failed(expect(TokKind::RParen, "to end the parameter list")))
    return failure();
  if (peek().is(TokKind::Minus)) {
    consume();
    if (failed(expect(TokKind::RAngle, "in `->`")))
      return failure();
    FailureOr<Type> result = parseType(/*allowIncomplete=*/true);
    if (failed(result))
      return failure();
    sig.result = *result;
  }
  return sig;
}

LogicalResult Importer::parseDefHeader() {
  consume(); // def
  FailureOr<Token> name = expect(TokKind::Global, "after `def`");
  if (failed(name))
    return failure();
  if (defIndex.count(name->text))
    return error(*name) << "@" << name->text << " is defined twice";
  typeVars.clear();
  FailureOr<Signature> sig = parseSignature(/*isDef=*/true);
  typeVars.clear();
  if (failed(sig))
    return failure();
  GlobalDef def;
  def.name = name->text;
  def.typeParams = sig->typeParams;
  def.bodyPos = pos;
  def.declaredResult = sig->result;
  if (failed(skipBraces()))
    return failure();

  SmallVector<Type> argTypes;
  SmallVector<Location> argLocs;
  for (const Signature::Param &p : sig->params) {
    argTypes.push_back(p.type);
    argLocs.push_back(p.loc);
    def.paramNames.push_back(p.name);
  }
  SmallVector<Type> results;
  if (sig->result)
    results.push_back(sig->result);
  auto func = func::FuncOp::create(loc(*name), name->text,
                                   builder.getFunctionType(argTypes, results));
  func.addEntryBlock();
  for (auto [arg, argLoc] : llvm::zip(func.getArguments(), argLocs))
    arg.setLoc(argLoc);
  applyFunctionAttrs(func, sig->attrs, /*outlined=*/false);
  if (!sig->typeParams.empty()) {
    func->setAttr(kTypeParamsAttr,
                  builder.getStrArrayAttr(SmallVector<StringRef>(
                      sig->typeParams.begin(), sig->typeParams.end())));
    // Not an entry point: only its instances run.
    func.setPrivate();
  }
  symbols->insert(func);
  def.func = func;
  defIndex[def.name] = defs.size();
  defs.push_back(std::move(def));
  return success();
}

LogicalResult Importer::parseDefBody(GlobalDef &def) {
  SavedState saved = save();
  def.state = GlobalDef::InProgress;
  pos = def.bodyPos;
  // Its type parameters are in scope in its body (annotations may use them).
  llvm::StringMap<Type> outerTypeVars = std::move(typeVars);
  typeVars.clear();
  for (auto [i, name] : llvm::enumerate(def.typeParams))
    typeVars[name] = def.typeArgs.empty() ? TypeVarType::get(context, name)
                                          : def.typeArgs[i];
  llvm::scope_exit restoreTypeVars(
      [&]() { typeVars = std::move(outerTypeVars); });
  scopes.clear();
  freeVars.clear();
  scopes.emplace_back();
  Block &entry = def.func.getBody().front();
  for (auto [name, arg] : llvm::zip(def.paramNames, entry.getArguments()))
    bindLocal(name, PValue::ssa(arg));
  FuncState state;
  state.func = def.func;
  currentFunc = &state;
  builder.setInsertionPointToEnd(&entry);

  Token open = peek();
  auto fail = [&]() {
    restore(saved);
    return failure();
  };
  if (failed(expect(TokKind::LCurly)))
    return fail();
  FailureOr<PValue> body = parseExpr();
  if (failed(body))
    return fail();
  Token close = peek();
  if (failed(expect(TokKind::RCurly, "to end the function body")))
    return fail();
  FailureOr<Value> result = toValue(*body, loc(close));
  if (failed(result))
    return fail();
  Value value = *result;
  if (def.declaredResult) {
    if (failed(coerce(value, def.declaredResult, loc(open),
                      "the body of @" + def.name)))
      return fail();
  } else {
    def.func.setFunctionType(builder.getFunctionType(
        def.func.getArgumentTypes(), {value.getType()}));
  }
  func::ReturnOp::create(builder, loc(close), value);
  if (failed(finishFunction(state)))
    return fail();
  def.state = GlobalDef::Done;
  restore(saved);
  return success();
}

LogicalResult Importer::parseExpressionProgram() {
  Token first = peek();
  auto func =
      func::FuncOp::create(loc(first), "main", builder.getFunctionType({}, {}));
  Block *entry = func.addEntryBlock();
  symbols->insert(func);
  FuncState state;
  state.func = func;
  state.exprMode = true;
  currentFunc = &state;
  scopes.clear();
  scopes.emplace_back();
  builder.setInsertionPointToEnd(entry);
  FailureOr<PValue> body = parseExpr();
  if (failed(body))
    return failure();
  FailureOr<Value> value = toValue(*body, loc(first));
  if (failed(value))
    return failure();
  func.setFunctionType(
      builder.getFunctionType(entry->getArgumentTypes(), {value->getType()}));
  func::ReturnOp::create(builder, value->getLoc(), *value);
  currentFunc = nullptr;
  return finishFunction(state);
}

LogicalResult Importer::finishFunction(FuncState &state) {
  if (failed(checkSolved(state.func)))
    return failure();
  for (Operation *tuple : llvm::reverse(state.unpackedTuples))
    if (tuple->use_empty())
      tuple->erase();
  state.unpackedTuples.clear();
  for (Operation *tuple : state.callTuples)
    if (tuple->use_empty())
      tuple->erase();
  state.callTuples.clear();
  return success();
}

//===----------------------------------------------------------------------===//
// Types and attributes
//===----------------------------------------------------------------------===//

FailureOr<Type> Importer::parseType(bool allowIncomplete) {
  Token tok = peek();
  if (tok.is(TokKind::Underscore)) {
    consume();
    if (!allowIncomplete)
      return error(tok) << "an incomplete type `_` is not allowed here",
             failure();
    return Type();
  }
  if (tok.is(TokKind::LParen)) {
    consume();
    SmallVector<Type> fields;
    while (!peek().is(TokKind::RParen)) {
      FailureOr<Type> field = parseType();
      if (failed(field))
        return failure();
      fields.push_back(*field);
      if (!consumeIf(TokKind::Comma))
        break;
    }
    if (failed(expect(TokKind::RParen, "to end the tuple type")))
      return failure();
    return Type(TupleType::get(context, fields));
  }
  if (tok.is(TokKind::KwFn)) {
    consume();
    if (peek().is(TokKind::LSquare))
      return error(peek()) << "generic function types are not supported yet",
             failure();
    if (failed(expect(TokKind::LParen, "in a function type")))
      return failure();
    SmallVector<Type> inputs;
    while (!peek().is(TokKind::RParen)) {
      FailureOr<Type> input = parseType();
      if (failed(input))
        return failure();
      inputs.push_back(*input);
      if (!consumeIf(TokKind::Comma))
        break;
    }
    if (failed(expect(TokKind::RParen, "in a function type")) ||
        failed(expect(TokKind::Minus, "(`->`) in a function type")) ||
        failed(expect(TokKind::RAngle, "(`->`) in a function type")))
      return failure();
    FailureOr<Type> result = parseType();
    if (failed(result))
      return failure();
    return Type(FunctionType::get(context, inputs, {*result}));
  }
  if (tok.is(TokKind::KwRef)) {
    // `ref(T)`: how TVM's printer writes a RefType (its parser has no
    // syntax for it; type comments carry it).
    consume();
    if (failed(expect(TokKind::LParen, "after `ref` in a type")))
      return failure();
    FailureOr<Type> value = parseType();
    if (failed(value) ||
        failed(expect(TokKind::RParen, "to end the reference type")))
      return failure();
    return Type(RefType::get(*value));
  }
  if (!tok.is(TokKind::Ident))
    return error(tok) << "expected a type, found " << describe(tok.kind),
           failure();
  consume();
  if (tok.text == "Tensor") {
    if (failed(expect(TokKind::LSquare, "after `Tensor`")) ||
        failed(expect(TokKind::LParen, "to start the shape")))
      return failure();
    SmallVector<int64_t> shape;
    while (!peek().is(TokKind::RParen)) {
      Token dim = consume();
      if (dim.is(TokKind::Question) ||
          (dim.is(TokKind::Ident) && dim.text == "Any")) {
        shape.push_back(ShapedType::kDynamic);
      } else if (dim.is(TokKind::Integer) && dim.intValue >= 0) {
        shape.push_back(dim.intValue);
      } else {
        return error(dim) << "expected a dimension (an extent or `?`), found "
                          << describe(dim.kind),
               failure();
      }
      if (!consumeIf(TokKind::Comma))
        break;
    }
    if (failed(expect(TokKind::RParen, "to end the shape")) ||
        failed(expect(TokKind::Comma, "after the shape")))
      return failure();
    FailureOr<Token> dtype = expect(TokKind::Ident, "(a dtype)");
    if (failed(dtype))
      return failure();
    Type element = parseDType(context, dtype->text);
    if (!element)
      return unsupportedDType(*dtype), failure();
    if (failed(expect(TokKind::RSquare, "to end the tensor type")))
      return failure();
    return Type(RankedTensorType::get(shape, element));
  }
  auto typeVar = typeVars.find(tok.text);
  if (typeVar != typeVars.end())
    return typeVar->second;
  if (Type element = parseDType(context, tok.text))
    return Type(RankedTensorType::get({}, element));
  if (StringRef(tok.text).starts_with("int") ||
      StringRef(tok.text).starts_with("uint") ||
      StringRef(tok.text).starts_with("float") ||
      StringRef(tok.text).starts_with("bool"))
    return unsupportedDType(tok), failure();
  return error(tok) << "type `" << tok.text
                    << "` is not supported yet (algebraic data types; type "
                       "variables must be parameters of the definition)",
         failure();
}

void Importer::unsupportedDType(const Token &tok) {
  // `int8x4`, `float32x4`: TVM's DataType has lanes, but only TIR uses them
  // (vectorised loops, intrinsics); Relay's operators, their type relations
  // and TOPI computes take scalar dtypes, and so does every relay op here.
  StringRef name = tok.text;
  size_t x = name.rfind('x');
  unsigned lanes;
  if (x != StringRef::npos && parseDType(context, name.take_front(x)) &&
      !name.drop_front(x + 1).getAsInteger(10, lanes))
    error(tok) << "unsupported dtype `" << name
               << "`: vector dtypes (lanes > 1) are TIR's, no Relay operator "
                  "accepts them";
  else
    error(tok) << "unsupported dtype `" << name << "`";
}

FailureOr<std::string> Importer::parseDottedName() {
  FailureOr<Token> first = expect(TokKind::Ident);
  if (failed(first))
    return failure();
  std::string name = first->text;
  while (peek().is(TokKind::Period) && peekAt(1).is(TokKind::Ident)) {
    consume();
    name += "." + consume().text;
  }
  return name;
}

FailureOr<AttrValue> Importer::parseAttrValue() {
  Token tok = peek();
  AttrValue v;
  v.line = tok.line;
  v.col = tok.col;
  switch (tok.kind) {
  case TokKind::Integer:
    consume();
    v.kind = AttrValue::Int;
    v.i = tok.intValue;
    v.width = tok.width;
    v.hasSuffix = tok.hasSuffix;
    return v;
  case TokKind::Float:
    consume();
    v.kind = AttrValue::Float;
    v.f = tok.floatValue;
    v.width = tok.width;
    v.hasSuffix = tok.hasSuffix;
    return v;
  case TokKind::Bool:
    consume();
    v.kind = AttrValue::Bool;
    v.i = tok.intValue;
    return v;
  case TokKind::String:
    consume();
    v.kind = AttrValue::String;
    v.s = tok.text;
    return v;
  case TokKind::LSquare:
  case TokKind::LParen: {
    TokKind close =
        tok.is(TokKind::LSquare) ? TokKind::RSquare : TokKind::RParen;
    consume();
    v.kind = AttrValue::List;
    bool sawComma = false;
    while (!peek().is(close)) {
      FailureOr<AttrValue> element = parseAttrValue();
      if (failed(element))
        return failure();
      v.list.push_back(std::move(*element));
      if (!consumeIf(TokKind::Comma))
        break;
      sawComma = true;
    }
    if (failed(expect(close, "to end the list")))
      return failure();
    // `(x)` is a parenthesised value, as in TVM.
    if (close == TokKind::RParen && v.list.size() == 1 && !sawComma) {
      AttrValue inner = std::move(v.list.front());
      return inner;
    }
    return v;
  }
  case TokKind::Ident:
    if (tok.text == "None" || tok.text == "nullptr") {
      consume();
      v.kind = AttrValue::None;
      return v;
    }
    break;
  case TokKind::MetaRef:
    return error(tok) << "attribute values from the metadata section are not "
                         "supported",
           failure();
  default:
    break;
  }
  return error(tok) << "expected an attribute value, found "
                    << describe(tok.kind),
         failure();
}

FailureOr<std::vector<KeyValue>> Importer::parseKeyValues(TokKind stop) {
  std::vector<KeyValue> result;
  while (peek().is(TokKind::Ident)) {
    Token keyTok = peek();
    FailureOr<std::string> key = parseDottedName();
    if (failed(key) ||
        failed(expect(TokKind::Equal, "after the attribute name")))
      return failure();
    FailureOr<AttrValue> value = parseAttrValue();
    if (failed(value))
      return failure();
    for (const KeyValue &kv : result)
      if (kv.key == *key)
        return error(keyTok) << "attribute `" << *key << "` is given twice",
               failure();
    result.push_back({*key, std::move(*value), keyTok.line, keyTok.col});
    if (!consumeIf(TokKind::Comma))
      break;
  }
  if (!peek().is(stop))
    return error(peek()) << "expected an attribute (`name=value`) or "
                         << describe(stop) << ", found "
                         << describe(peek().kind),
           failure();
  return result;
}

Attribute Importer::convertGenericAttr(const AttrValue &value) {
  switch (value.kind) {
  case AttrValue::Int:
    return builder.getIntegerAttr(builder.getIntegerType(value.width), value.i);
  case AttrValue::Float: {
    Type type = value.width == 16   ? builder.getF16Type()
                : value.width == 64 ? builder.getF64Type()
                                    : builder.getF32Type();
    return builder.getFloatAttr(type, value.f);
  }
  case AttrValue::Bool:
    return builder.getBoolAttr(value.i != 0);
  case AttrValue::String:
    return builder.getStringAttr(value.s);
  case AttrValue::List: {
    SmallVector<Attribute> elements;
    for (const AttrValue &e : value.list)
      elements.push_back(convertGenericAttr(e));
    return builder.getArrayAttr(elements);
  }
  case AttrValue::None:
    return builder.getUnitAttr();
  }
  return {};
}

void Importer::applyFunctionAttrs(Operation *op,
                                  const std::vector<KeyValue> &attrs,
                                  bool outlined) {
  SmallVector<NamedAttribute> rest;
  for (const KeyValue &kv : attrs) {
    const AttrValue &v = kv.value;
    if (kv.key == "Primitive" && v.kind == AttrValue::Int && v.i == 1) {
      op->setAttr(kPrimitiveAttr, builder.getUnitAttr());
    } else if (kv.key == "Compiler" && v.kind == AttrValue::String) {
      op->setAttr(kCompilerAttr, builder.getStringAttr(v.s));
    } else if (kv.key == "Composite" && v.kind == AttrValue::String) {
      op->setAttr(kCompositeAttr, builder.getStringAttr(v.s));
    } else if (kv.key == "global_symbol" && v.kind == AttrValue::String) {
      // An outlined closure takes its name from it.
      if (!outlined)
        op->setAttr(kGlobalSymbolAttr, builder.getStringAttr(v.s));
    } else {
      rest.push_back(builder.getNamedAttr(kv.key, convertGenericAttr(v)));
    }
  }
  if (!rest.empty())
    op->setAttr(kFnAttrs, builder.getDictionaryAttr(rest));
}

/// Expands TVM's short padding forms to all "before" then all "after"
/// values, as TVM's GetPaddingHeightWidth (and its 1-D/3-D variants) do.
static std::optional<SmallVector<int64_t>>
normalizePadding(ArrayRef<int64_t> padding, size_t spatial) {
  SmallVector<int64_t> result;
  if (padding.size() == 1) {
    result.assign(2 * spatial, padding[0]);
  } else if (padding.size() == spatial) {
    result.append(padding.begin(), padding.end());
    result.append(padding.begin(), padding.end());
  } else if (padding.size() == 2 * spatial) {
    result.assign(padding.begin(), padding.end());
  } else {
    return std::nullopt;
  }
  return result;
}

FailureOr<std::optional<NamedAttribute>>
Importer::convertOpAttr(StringRef tvmOp, OperationName opName,
                        const KeyValue &kv) {
  const AttrValue &v = kv.value;
  Location attrLoc = locAt(kv.line, kv.col);
  auto bad =
      [&](const Twine &expected) -> FailureOr<std::optional<NamedAttribute>> {
    emitError(attrLoc) << "invalid value for attribute `" << kv.key << "` of '"
                       << tvmOp << "': expected " << expected;
    return failure();
  };
  auto intList = [&](const AttrValue &list,
                     SmallVectorImpl<int64_t> &out) -> bool {
    if (list.kind == AttrValue::Int) {
      out.push_back(list.i);
      return true;
    }
    if (list.kind != AttrValue::List)
      return false;
    for (const AttrValue &e : list.list) {
      if (e.kind != AttrValue::Int)
        return false;
      out.push_back(e.i);
    }
    return true;
  };

  // Arguments that TVM repeats in ArangeAttrs carry nothing more here.
  if (tvmOp == "arange" &&
      (kv.key == "start" || kv.key == "stop" || kv.key == "step"))
    return std::optional<NamedAttribute>();

  bool known = llvm::any_of(opName.getAttributeNames(), [&](StringAttr name) {
    return name.getValue() == kv.key;
  });
  if (!known) {
    bool emptyValue = v.kind == AttrValue::None ||
                      (v.kind == AttrValue::String && v.s.empty()) ||
                      (v.kind == AttrValue::List && v.list.empty());
    if (isIgnorableTvmAttr(tvmOp, kv.key) && emptyValue)
      return std::optional<NamedAttribute>();
    emitError(attrLoc) << "'" << tvmOp << "' has no attribute `" << kv.key
                       << "`";
    return failure();
  }
  if (v.kind == AttrValue::None)
    return std::optional<NamedAttribute>();

  Attribute attr;
  if (kv.key == "pad_width" && tvmOp == "nn.pad") {
    // [[b0, a0], [b1, a1], ...] -> array<i64: b0, a0, b1, a1, ...>
    SmallVector<int64_t> flat;
    if (v.kind != AttrValue::List)
      return bad("a list of (before, after) pairs");
    for (const AttrValue &pair : v.list) {
      SmallVector<int64_t> values;
      if (!intList(pair, values) || values.size() != 2)
        return bad("a list of (before, after) pairs");
      flat.append(values);
    }
    attr = builder.getDenseI64ArrayAttr(flat);
  } else if (kv.key == "indices_or_sections") {
    SmallVector<int64_t> values;
    if (v.kind == AttrValue::Int)
      attr = builder.getI64IntegerAttr(v.i);
    else if (v.kind == AttrValue::List && intList(v, values))
      attr = builder.getDenseI64ArrayAttr(values);
    else
      return bad("an integer or a list of integers");
  } else if (kv.key == "padding" || kv.key == "output_padding") {
    SmallVector<int64_t> values;
    if (!intList(v, values))
      return bad("a list of integers");
    auto def =
        dyn_cast_or_null<DenseI64ArrayAttr>(defaultsOf(opName).get(kv.key));
    size_t spatial = def ? def.size() : values.size();
    if (kv.key == "padding")
      spatial /= 2;
    std::optional<SmallVector<int64_t>> normalized =
        kv.key == "padding"  ? normalizePadding(values, spatial)
        : values.size() == 1 ? std::optional<SmallVector<int64_t>>(
                                   SmallVector<int64_t>(spatial, values[0]))
                             : std::optional<SmallVector<int64_t>>(values);
    if (!normalized ||
        normalized->size() != (kv.key == "padding" ? 2 * spatial : spatial))
      return bad(kv.key == "padding"
                     ? Twine(1) + ", " + Twine(spatial) + " or " +
                           Twine(2 * spatial) + " values"
                     : Twine(spatial) + " values");
    attr = builder.getDenseI64ArrayAttr(*normalized);
  } else if (std::string expected;
             std::optional<Attribute> mode = parseEnumAttrLike(
                 defaultsOf(opName).get(kv.key),
                 v.kind == AttrValue::String ? StringRef(v.s) : StringRef(),
                 expected)) {
    // A mode: one of the TVM strings of the field's enum.
    if (!*mode || v.kind != AttrValue::String)
      return bad("one of " + expected);
    attr = *mode;
  } else {
    switch (getAttrKind(kv.key)) {
    case AttrKind::Layout: {
      if (v.kind != AttrValue::String)
        return bad("a layout string");
      // TVM's empty out_layout: the input's layout.
      if (v.s.empty() && kv.key == "out_layout")
        return std::optional<NamedAttribute>();
      std::string error;
      if (failed(LayoutAttr::parseAxes(v.s, &error)))
        return bad(Twine("a TVM layout, got \"") + v.s + "\" (" + error + ")");
      attr = LayoutAttr::get(context, v.s);
      break;
    }
    case AttrKind::Float:
      if (v.kind == AttrValue::Float)
        attr = builder.getF64FloatAttr(v.f);
      else if (v.kind == AttrValue::Int)
        attr = builder.getF64FloatAttr(static_cast<double>(v.i));
      else
        return bad("a number");
      break;
    case AttrKind::Bool:
      if (v.kind == AttrValue::Bool ||
          (v.kind == AttrValue::Int && (v.i == 0 || v.i == 1)))
        attr = builder.getBoolAttr(v.i != 0);
      else
        return bad("a boolean");
      break;
    case AttrKind::DType: {
      if (v.kind != AttrValue::String)
        return bad("a dtype string");
      if (v.s.empty())
        return std::optional<NamedAttribute>();
      Type type = parseDType(context, v.s);
      if (!type)
        return bad(Twine("a supported dtype, got \"") + v.s + "\"");
      attr = TypeAttr::get(type);
      break;
    }
    case AttrKind::Generic: {
      SmallVector<int64_t> values;
      if (v.kind == AttrValue::Int)
        attr = builder.getI64IntegerAttr(v.i);
      else if (v.kind == AttrValue::Float)
        attr = builder.getF64FloatAttr(v.f);
      else if (v.kind == AttrValue::Bool)
        attr = builder.getBoolAttr(v.i != 0);
      else if (v.kind == AttrValue::String)
        attr = builder.getStringAttr(v.s);
      else if (intList(v, values))
        attr = builder.getDenseI64ArrayAttr(values);
      else
        return bad("an integer list");
      break;
    }
    }
  }
  // Values equal to the default are left implicit, as TVM's printer and the
  // dialect's printer do, so that equal programs give equal IR.
  if (defaultsOf(opName).get(kv.key) == attr)
    return std::optional<NamedAttribute>();
  return std::optional<NamedAttribute>(builder.getNamedAttr(kv.key, attr));
}

//===----------------------------------------------------------------------===//
// Building ops
//===----------------------------------------------------------------------===//

FailureOr<Operation *> Importer::createInferred(StringRef name, Location loc,
                                                ValueRange operands,
                                                ArrayRef<NamedAttribute> attrs,
                                                unsigned numResults) {
  std::optional<RegisteredOperationName> opName =
      RegisteredOperationName::lookup(name, context);
  if (!opName)
    return emitError(loc) << "unknown operation '" << name << "'", failure();
  // Attributes of the wrong kind would be stored unchecked.
  NamedAttrList attrList(attrs);
  if (failed(opName->verifyInherentAttrs(
          attrList, [&]() { return emitError(loc) << "'" << name << "': "; })))
    return failure();
  OperationState state(loc, *opName);
  state.addOperands(operands);
  state.addAttributes(attrs);
  // The result types are computed below from the op itself (its properties
  // are only built once it exists); until then they are placeholders.
  state.addTypes(SmallVector<Type>(numResults, builder.getNoneType()));
  Operation *op = Operation::create(state);

  // Required attributes and operand types, checked before inference reads
  // them. Complaints about the placeholder result types are expected.
  {
    std::string firstError;
    bool verified;
    {
      ScopedDiagnosticHandler capture(context, [&](Diagnostic &diag) {
        if (diag.getSeverity() == DiagnosticSeverity::Error &&
            firstError.empty())
          firstError = diag.str();
        return success();
      });
      verified = succeeded(opName->verifyInvariants(op));
    }
    if (!verified && !StringRef(firstError).contains(" result #")) {
      op->destroy();
      emitError(loc) << (firstError.empty() ? "invalid '" + name.str() + "'"
                                            : firstError);
      return failure();
    }
  }

  SmallVector<Type> types;
  auto infer = dyn_cast<InferTypeOpInterface>(op);
  bool reported = false;
  LogicalResult inferred = failure();
  {
    ScopedDiagnosticHandler watch(context, [&](Diagnostic &diag) {
      reported |= diag.getSeverity() == DiagnosticSeverity::Error;
      return failure(); // and let it through
    });
    if (infer)
      inferred = infer.inferReturnTypes(
          context, loc, op->getOperands(), op->getRawDictionaryAttrs(),
          op->getPropertiesStorage(), op->getRegions(), types);
  }
  if (failed(inferred) || types.size() != numResults) {
    op->destroy();
    if (!reported)
      emitError(loc) << "cannot infer the result type of '" << name << "'";
    return failure();
  }
  for (auto [result, type] : llvm::zip(op->getResults(), types))
    result.setType(type);
  builder.insert(op);
  if (failed(verify(op))) {
    op->erase();
    return failure();
  }
  return op;
}

FailureOr<Value> Importer::makeConstant(DenseElementsAttr value, Location loc) {
  FailureOr<Operation *> op =
      createInferred(ConstantOp::getOperationName(), loc, {},
                     {builder.getNamedAttr("value", value)});
  if (failed(op))
    return failure();
  return (*op)->getResult(0);
}

FailureOr<Value> Importer::makeScalar(const Token &tok) {
  Attribute element;
  Type type;
  if (tok.is(TokKind::Bool)) {
    type = builder.getI1Type();
    element = builder.getBoolAttr(tok.intValue != 0);
  } else if (tok.is(TokKind::Integer)) {
    type = builder.getIntegerType(tok.width);
    element = builder.getIntegerAttr(type, tok.intValue);
  } else {
    type = tok.width == 16   ? builder.getF16Type()
           : tok.width == 64 ? builder.getF64Type()
                             : builder.getF32Type();
    element = builder.getFloatAttr(type, tok.floatValue);
  }
  auto tensorType = RankedTensorType::get({}, type);
  return makeConstant(DenseElementsAttr::get(tensorType, element), loc(tok));
}

FailureOr<Value> Importer::metaConstant(const Token &tok) {
  if (tok.text != "relay.Constant")
    return error(tok) << "meta[" << tok.text
                      << "] references are not supported (only "
                         "meta[relay.Constant])",
           failure();
  auto it = constants.find(tok.intValue);
  if (it == constants.end()) {
    InFlightDiagnostic diag = error(tok) << "meta[relay.Constant]["
                                         << tok.intValue << "] is not defined";
    if (!metadataLoc && options.paramsFile.empty())
      diag << " (the program has no metadata section; give the constants "
              "with --params)";
    return failure();
  }
  return makeConstant(it->second, loc(tok));
}

LogicalResult Importer::unpackTuple(Value tuple, Location loc,
                                    SmallVectorImpl<Value> &fields) {
  auto type = dyn_cast<TupleType>(tuple.getType());
  if (!type)
    return emitError(loc) << "expected a tuple, found a value of type "
                          << tuple.getType();
  if (auto op = tuple.getDefiningOp<TupleOp>()) {
    llvm::append_range(fields, op.getFields());
    if (currentFunc)
      currentFunc->unpackedTuples.push_back(op);
    return success();
  }
  for (size_t i = 0; i < type.size(); ++i) {
    FailureOr<Operation *> get = createInferred(
        TupleGetItemOp::getOperationName(), loc, {tuple},
        {builder.getNamedAttr("index", builder.getI64IntegerAttr(i))});
    if (failed(get))
      return failure();
    fields.push_back((*get)->getResult(0));
  }
  return success();
}

FailureOr<Value> Importer::buildOpCall(StringRef tvmOp, const Token &opTok,
                                       ArrayRef<Value> args,
                                       const std::vector<KeyValue> &attrs) {
  std::string mlirName = toMlirOpName(tvmOp);
  auto opName = *RegisteredOperationName::lookup(mlirName, context);
  Location opLoc = loc(opTok);

  SmallVector<Value> operands;
  SmallVector<NamedAttribute> namedAttrs;
  // TVM passes some inputs of these ops as tuples; the dialect takes them as
  // variadic operands (RelayTupleOperandsInterface).
  if (auto *tuples = opName.getInterface<RelayTupleOperandsInterface>()) {
    ArrayRef<bool> groups = tuples->getTupleOperandGroups();
    if (args.size() != groups.size()) {
      InFlightDiagnostic diag = emitError(opLoc)
                                << "'" << tvmOp << "' expects " << groups.size()
                                << " argument(s) (";
      for (auto [i, isTuple] : llvm::enumerate(groups))
        diag << (i ? ", " : "") << (isTuple ? "a tuple" : "a tensor");
      diag << "), got " << args.size();
      return failure();
    }
    SmallVector<int32_t> sizes;
    for (auto [arg, isTuple] : llvm::zip(args, groups)) {
      size_t before = operands.size();
      if (!isTuple)
        operands.push_back(arg);
      else if (failed(unpackTuple(arg, opLoc, operands)))
        return failure();
      sizes.push_back(operands.size() - before);
    }
    if (opName.hasTrait<OpTrait::AttrSizedOperandSegments>())
      namedAttrs.push_back(builder.getNamedAttr(
          "operandSegmentSizes", builder.getDenseI32ArrayAttr(sizes)));
  } else {
    llvm::append_range(operands, args);
  }

  for (const KeyValue &kv : attrs) {
    // Before TVM 0.8, nn.pad took its pad value as an attribute.
    if (tvmOp == "nn.pad" && kv.key == "pad_value") {
      if (operands.size() != 1 || (kv.value.kind != AttrValue::Float &&
                                   kv.value.kind != AttrValue::Int))
        return emitError(locAt(kv.line, kv.col))
                   << "`pad_value` must be a number, given once",
               failure();
      auto dataType = dyn_cast<RankedTensorType>(operands[0].getType());
      if (!dataType)
        return emitError(opLoc) << "'nn.pad' expects a tensor", failure();
      Type element = dataType.getElementType();
      double value =
          kv.value.kind == AttrValue::Float ? kv.value.f : double(kv.value.i);
      Attribute scalar = isa<FloatType>(element)
                             ? Attribute(builder.getFloatAttr(element, value))
                             : Attribute(builder.getIntegerAttr(
                                   element, static_cast<int64_t>(value)));
      FailureOr<Value> constant = makeConstant(
          DenseElementsAttr::get(RankedTensorType::get({}, element), scalar),
          locAt(kv.line, kv.col));
      if (failed(constant))
        return failure();
      operands.push_back(*constant);
      continue;
    }
    FailureOr<std::optional<NamedAttribute>> attr =
        convertOpAttr(tvmOp, opName, kv);
    if (failed(attr))
      return failure();
    if (*attr)
      namedAttrs.push_back(**attr);
  }

  FailureOr<Operation *> op =
      createInferred(mlirName, opLoc, operands, namedAttrs);
  if (failed(op))
    return failure();
  return (*op)->getResult(0);
}

LogicalResult Importer::coerce(Value &value, Type declared, Location loc,
                               const Twine &what) {
  if (!declared || value.getType() == declared)
    return success();
  if (!areCompatibleTypes(value.getType(), declared))
    return emitError(loc) << what << " has type " << value.getType()
                          << ", which does not match the declared type "
                          << declared;
  // A relay op may declare a result type compatible with (more or less
  // refined than) the inferred one; give it the declared type.
  Operation *def = value.getDefiningOp();
  if (def && isa<RelayDialect>(def->getDialect()) && value.use_empty()) {
    Type old = value.getType();
    value.setType(declared);
    {
      ScopedDiagnosticHandler quiet(context,
                                    [](Diagnostic &) { return success(); });
      if (succeeded(verify(def)))
        return success();
    }
    value.setType(old);
  }
  return emitError(loc) << what << " has type " << value.getType()
                        << ", which differs from the declared type "
                        << declared;
}

void Importer::refineFromTypeComment(Value value, size_t commentPos) {
  // TVM prints `/* ty=T */` (possibly followed by `span=...`) after calls.
  if (commentPos >= tokens.size() || !tokens[commentPos].is(TokKind::Comment))
    return;
  StringRef text = StringRef(tokens[commentPos].text).trim();
  if (!text.consume_front("ty="))
    return;
  text = text.take_until([](char c) { return c == '\n'; });
  size_t span = text.find(" span=");
  if (span != StringRef::npos)
    text = text.take_front(span);

  Type declared;
  {
    ScopedDiagnosticHandler quiet(context,
                                  [](Diagnostic &) { return success(); });
    std::vector<Token> sub;
    if (!tokenize(text, sub, [](unsigned, unsigned, const Twine &) {}))
      return;
    std::swap(sub, tokens);
    size_t savedPos = pos;
    pos = 0;
    FailureOr<Type> parsed = parseType();
    bool complete = succeeded(parsed) && peek().is(TokKind::Eof);
    std::swap(sub, tokens);
    pos = savedPos;
    if (!complete || !*parsed)
      return;
    declared = *parsed;
  }
  Type current = value.getType();
  if (declared == current)
    return;
  Operation *def = value.getDefiningOp();
  if (!def || !isa<RelayDialect>(def->getDialect()) || !value.use_empty())
    return;
  if (!areCompatibleTypes(current, declared)) {
    emitWarning(def->getLoc()) << "the type annotation " << declared
                               << " differs from the inferred type " << current
                               << "; using " << current;
    return;
  }
  // The annotation is the type the program states (relay ops may declare a
  // result type more or less refined than their relation infers).
  value.setType(declared);
  ScopedDiagnosticHandler quiet(context,
                                [](Diagnostic &) { return success(); });
  if (failed(verify(def)))
    value.setType(current);
}

FailureOr<func::FuncOp> Importer::lookupCallee(const PValue &v, Location loc) {
  if (v.kind == PValue::Global) {
    // Its type must be known: parse its body now if it declares none.
    GlobalDef &def = defs[defIndex.lookup(v.name)];
    if (!def.declaredResult && def.state == GlobalDef::InProgress)
      return emitError(loc) << "@" << v.name
                            << " is used recursively; declare its return "
                               "type (`-> T`)",
             failure();
    if (!def.declaredResult && def.state == GlobalDef::Pending &&
        failed(parseDefBody(def)))
      return failure();
    return def.func;
  }
  return symbols->lookup<func::FuncOp>(v.name);
}

/// The instances one generic definition may have.
static constexpr unsigned kMaxInstances = 64;

/// Binds the type variables of `param` so that it becomes `arg`; false
/// when they cannot be, or when a variable is bound to another type already.
static bool unify(Type param, Type arg, llvm::StringMap<Type> &bound) {
  if (auto var = dyn_cast<TypeVarType>(param)) {
    auto [it, inserted] = bound.try_emplace(var.getName(), arg);
    return inserted || it->second == arg;
  }
  auto unifyAll = [&](TypeRange params, TypeRange args) {
    return params.size() == args.size() &&
           llvm::all_of(llvm::zip(params, args), [&](auto pair) {
             return unify(std::get<0>(pair), std::get<1>(pair), bound);
           });
  };
  if (auto tuple = dyn_cast<TupleType>(param)) {
    auto argTuple = dyn_cast<TupleType>(arg);
    return argTuple && unifyAll(tuple.getTypes(), argTuple.getTypes());
  }
  if (auto function = dyn_cast<FunctionType>(param)) {
    auto argFunction = dyn_cast<FunctionType>(arg);
    return argFunction &&
           unifyAll(function.getInputs(), argFunction.getInputs()) &&
           unifyAll(function.getResults(), argFunction.getResults());
  }
  if (auto ref = dyn_cast<RefType>(param)) {
    auto argRef = dyn_cast<RefType>(arg);
    return argRef && unify(ref.getValueType(), argRef.getValueType(), bound);
  }
  return param == arg;
}

/// `type` with its type variables replaced as `bound` says.
static Type substitute(Type type, const llvm::StringMap<Type> &bound) {
  MLIRContext *ctx = type.getContext();
  auto all = [&](TypeRange types) {
    return llvm::map_to_vector(types,
                               [&](Type t) { return substitute(t, bound); });
  };
  if (auto var = dyn_cast<TypeVarType>(type))
    return bound.lookup(var.getName()) ? bound.lookup(var.getName()) : type;
  if (auto tuple = dyn_cast<TupleType>(type))
    return TupleType::get(ctx, all(tuple.getTypes()));
  if (auto function = dyn_cast<FunctionType>(type))
    return FunctionType::get(ctx, all(function.getInputs()),
                             all(function.getResults()));
  if (auto ref = dyn_cast<RefType>(type))
    return RefType::get(substitute(ref.getValueType(), bound));
  return type;
}

FailureOr<func::FuncOp> Importer::instantiate(GlobalDef &generic,
                                              ValueRange args, Location loc) {
  FunctionType type = generic.func.getFunctionType();
  if (type.getNumInputs() != args.size())
    return emitError(loc) << "@" << generic.name << " expects "
                          << type.getNumInputs() << " argument(s), got "
                          << args.size(),
           failure();
  llvm::StringMap<Type> bound;
  for (auto [i, arg] : llvm::enumerate(args))
    if (!unify(type.getInput(i), arg.getType(), bound))
      return emitError(loc)
                 << "argument " << i << " of @" << generic.name << " has type "
                 << arg.getType() << ", which does not match "
                 << substitute(type.getInput(i), bound),
             failure();
  SmallVector<Type> typeArgs;
  bool identity = true;
  for (const std::string &name : generic.typeParams) {
    Type arg = bound.lookup(name);
    if (!arg)
      return emitError(loc)
                 << "cannot infer the type parameter `" << name << "` of @"
                 << generic.name << " from the arguments",
             failure();
    typeArgs.push_back(arg);
    auto var = dyn_cast<TypeVarType>(arg);
    identity &= var && var.getName() == name;
  }
  // A generic definition calling itself at its own type parameters.
  if (identity)
    return generic.func;

  std::vector<const void *> key;
  for (Type arg : typeArgs)
    key.push_back(arg.getAsOpaquePointer());
  auto [it, inserted] =
      instanceIndex.try_emplace({generic.name, std::move(key)}, nullptr);
  if (!inserted) {
    GlobalDef &instance = *it->second;
    if (!instance.declaredResult && instance.state == GlobalDef::InProgress)
      return emitError(loc) << "@" << generic.name
                            << " is used recursively; declare its return "
                               "type (`-> T`)",
             failure();
    return instance.func;
  }

  // Polymorphic recursion (`def @f[A](%x: A) { @f((%x,)) }`) would need
  // instances at ever larger types.
  if (instanceCounts[generic.name] >= kMaxInstances) {
    instanceIndex.erase(it);
    return emitError(loc) << "@" << generic.name << " is instantiated at more "
                          << "than " << kMaxInstances
                          << " types (polymorphic recursion is not supported)",
           failure();
  }
  GlobalDef &instance = instances.emplace_back();
  it->second = &instance;
  instance.name = generic.name;
  instance.typeParams = generic.typeParams;
  instance.typeArgs = typeArgs;
  instance.bodyPos = generic.bodyPos;
  instance.paramNames = generic.paramNames;
  if (generic.declaredResult)
    instance.declaredResult = substitute(generic.declaredResult, bound);
  SmallVector<Type> inputs = llvm::map_to_vector(
      type.getInputs(), [&](Type t) { return substitute(t, bound); });
  SmallVector<Type> results;
  if (instance.declaredResult)
    results.push_back(instance.declaredResult);
  auto func = func::FuncOp::create(
      generic.func.getLoc(),
      generic.name + "__inst" + std::to_string(instanceCounts[generic.name]++),
      builder.getFunctionType(inputs, results));
  for (NamedAttribute attr : generic.func->getDiscardableAttrs())
    if (attr.getName() != kTypeParamsAttr)
      func->setAttr(attr.getName(), attr.getValue());
  func->setAttr(kInstanceOfAttr, builder.getStringAttr(generic.name));
  func->setAttr(kTypeArgsAttr, builder.getArrayAttr(llvm::map_to_vector(
                                   typeArgs, [](Type t) -> Attribute {
                                     return TypeAttr::get(t);
                                   })));
  func.setPrivate();
  Block *entry = func.addEntryBlock();
  for (auto [arg, genericArg] :
       llvm::zip(entry->getArguments(), generic.func.getArguments()))
    arg.setLoc(genericArg.getLoc());
  symbols->insert(func);
  instance.func = func;
  if (failed(parseDefBody(instance)))
    return failure();
  return func;
}

FailureOr<Value> Importer::toValue(const PValue &v, Location useLoc) {
  Location loc = v.loc ? *v.loc : useLoc;
  switch (v.kind) {
  case PValue::SSA:
    if (std::optional<std::pair<int, bool>> pending = pendingOf(v.value)) {
      // A closure whose type nothing determined, used other than called.
      emitUnsolved(pending->first);
      return failure();
    }
    return v.value;
  case PValue::Operator:
    return emitError(loc) << "operator '" << v.name
                          << "' can only be called, not used as a value",
           failure();
  case PValue::Global:
  case PValue::Outlined: {
    // A function value referring to a global: func.constant.
    FailureOr<func::FuncOp> func = lookupCallee(v, loc);
    if (failed(func))
      return failure();
    if ((*func)->hasAttr(kTypeParamsAttr))
      return emitError(loc) << "@" << v.name
                            << " is generic: it can only be called, which "
                               "solves its type parameters from the "
                               "arguments",
             failure();
    auto constant =
        func::ConstantOp::create(builder, loc, func->getFunctionType(),
                                 FlatSymbolRefAttr::get(context, v.name));
    return constant.getResult();
  }
  case PValue::Deferred: {
    DeferredFn &d = deferredFns[v.deferred];
    if (d.instance)
      return d.instance;
    emitError(*d.loc) << "cannot infer the types of this function's "
                         "parameters: annotate them (`%x: T`)";
    return failure();
  }
  }
  return failure();
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

FailureOr<PValue> Importer::parseExpr() {
  std::optional<PValue> last;
  scopes.emplace_back();
  auto done = [&](FailureOr<PValue> result) {
    scopes.pop_back();
    return result;
  };
  for (;;) {
    Token tok = peek();
    switch (tok.kind) {
    case TokKind::LCurly: {
      consume();
      FailureOr<PValue> inner = parseExpr();
      if (failed(inner) || failed(expect(TokKind::RCurly, "to end the block")))
        return done(failure());
      last = *inner;
      break;
    }
    case TokKind::KwFreeVar: {
      consume();
      FailureOr<Token> name = expect(TokKind::Local, "after `free_var`");
      if (failed(name))
        return done(failure());
      if (!currentFunc || !currentFunc->exprMode)
        return error(tok) << "free variables are only supported in "
                             "expression programs, not inside definitions",
               done(failure());
      Type type;
      if (consumeIf(TokKind::Colon)) {
        FailureOr<Type> parsed = parseType();
        if (failed(parsed))
          return done(failure());
        type = *parsed;
      }
      if (!type)
        return error(*name) << "free variable %" << name->text
                            << " needs a type annotation",
               done(failure());
      Block &entry = currentFunc->func.getBody().front();
      Value arg = entry.addArgument(
          type, NameLoc::get(StringAttr::get(context, name->text), loc(*name)));
      freeVars[name->text] = PValue::ssa(arg);
      break;
    }
    case TokKind::KwLet: {
      consume();
      FailureOr<Token> name = expect(TokKind::Local, "after `let`");
      if (failed(name))
        return done(failure());
      Type type;
      if (consumeIf(TokKind::Colon)) {
        FailureOr<Type> parsed = parseType(/*allowIncomplete=*/true);
        if (failed(parsed))
          return done(failure());
        type = *parsed;
      }
      if (failed(expect(TokKind::Equal, "in the `let` binding")))
        return done(failure());
      FailureOr<PValue> value = parseBinOp(0);
      if (failed(value))
        return done(failure());
      if (value->kind == PValue::Deferred && type) {
        // `let %f: fn (T) -> R = fn (%x) {...}`: the annotation types it.
        auto fnType = dyn_cast<FunctionType>(type);
        if (!fnType)
          return error(*name) << "a function is bound to %" << name->text
                              << ", which is declared as " << type,
                 done(failure());
        if (failed(
                instantiate(value->deferred, fnType.getInputs(), loc(*name))))
          return done(failure());
      }
      auto fnType = dyn_cast_or_null<FunctionType>(type);
      std::optional<std::pair<int, bool>> pending;
      if (fnType && value->kind == PValue::SSA &&
          (pending = pendingOf(value->value)) && pending->second) {
        // `let %g: fn (T) -> R = %curried(0)`: the annotation solves the
        // type of the closure the call returns.
        if (failed(instantiateResult(pending->first, fnType.getInputs(),
                                     loc(*name))))
          return done(failure());
      }
      if (type && value->kind != PValue::Deferred) {
        FailureOr<Value> v = toValue(*value, loc(*name));
        if (failed(v))
          return done(failure());
        Value bound = *v;
        if (failed(coerce(bound, type, loc(*name), "%" + name->text)))
          return done(failure());
        value = PValue::ssa(bound);
      }
      if (failed(expect(TokKind::Semicolon,
                        ("after the binding of %" + name->text).c_str())))
        return done(failure());
      if (value->kind == PValue::Global) {
        FailureOr<Value> v = toValue(*value, loc(*name));
        if (failed(v))
          return done(failure());
        value = PValue::ssa(*v);
      }
      bindLocal(name->text, *value);
      continue;
    }
    case TokKind::KwMatch:
      return error(tok) << "`match` (algebraic data types) is not supported "
                           "yet",
             done(failure());
    case TokKind::Graph:
      if (peekAt(1).is(TokKind::Equal)) {
        consume();
        consume();
        FailureOr<PValue> value = parseBinOp(0);
        if (failed(value))
          return done(failure());
        if (failed(expect(TokKind::Semicolon, ("after the binding of %" +
                                               std::to_string(tok.intValue))
                                                  .c_str())))
          return done(failure());
        if (value->kind == PValue::Global) {
          FailureOr<Value> v = toValue(*value, loc(tok));
          if (failed(v))
            return done(failure());
          value = PValue::ssa(*v);
        }
        bindGraph(tok.intValue, *value);
        continue;
      }
      [[fallthrough]];
    default: {
      FailureOr<PValue> value = parseBinOp(0);
      if (failed(value))
        return done(failure());
      last = *value;
      break;
    }
    }
    if (!consumeIf(TokKind::Semicolon))
      break;
    // A trailing `;` before the end of a block ends the sequence too.
    if (peek().is(TokKind::RCurly) || peek().is(TokKind::RParen) ||
        peek().is(TokKind::Eof) || peek().is(TokKind::Metadata))
      break;
  }
  if (!last)
    return error(peek()) << "expected an expression, found "
                         << describe(peek().kind),
           done(failure());
  return done(*last);
}

namespace {
struct BinOp {
  StringRef name;
  int precedence;
  unsigned tokens;
};
} // namespace

FailureOr<PValue> Importer::parseBinOp(int minPrecedence) {
  FailureOr<PValue> lhs = parseCallExpr();
  if (failed(lhs))
    return failure();
  for (;;) {
    const Token &t0 = peek();
    const Token &t1 = peekAt(1);
    bool adjacent = t1.line == t0.line && t1.col == t0.col + 1;
    std::optional<BinOp> op;
    switch (t0.kind) {
    case TokKind::Star:
      op = BinOp{"multiply", 12, 1};
      break;
    case TokKind::Slash:
      op = BinOp{"divide", 12, 1};
      break;
    case TokKind::Plus:
      op = BinOp{"add", 10, 1};
      break;
    case TokKind::Minus:
      op = BinOp{"subtract", 10, 1};
      break;
    case TokKind::LAngle:
      op = adjacent && t1.is(TokKind::Equal) ? BinOp{"less_equal", 8, 2}
                                             : BinOp{"less", 8, 1};
      break;
    case TokKind::RAngle:
      op = adjacent && t1.is(TokKind::Equal) ? BinOp{"greater_equal", 8, 2}
                                             : BinOp{"greater", 8, 1};
      break;
    case TokKind::Equal:
      if (adjacent && t1.is(TokKind::Equal))
        op = BinOp{"equal", 7, 2};
      break;
    case TokKind::Bang:
      if (adjacent && t1.is(TokKind::Equal))
        op = BinOp{"not_equal", 7, 2};
      break;
    default:
      break;
    }
    if (!op || op->precedence < minPrecedence)
      return lhs;
    Token opTok = consume();
    if (op->tokens == 2)
      consume();
    FailureOr<PValue> rhs = parseBinOp(op->precedence + 1);
    if (failed(rhs))
      return failure();
    FailureOr<Value> l = toValue(*lhs, loc(opTok));
    FailureOr<Value> r = toValue(*rhs, loc(opTok));
    if (failed(l) || failed(r))
      return failure();
    FailureOr<Value> result = buildOpCall(op->name, opTok, {*l, *r}, {});
    if (failed(result))
      return failure();
    lhs = PValue::ssa(*result);
  }
}

FailureOr<PValue> Importer::parseCallExpr() {
  Token first = peek();
  FailureOr<PValue> value = parseAtomic();
  if (failed(value))
    return failure();
  // A type comment describes the expression it follows, not an existing
  // value that a name refers to.
  bool fresh = !first.is(TokKind::Local) && !first.is(TokKind::Graph);
  for (;;) {
    // Where a `/* ty=... */` after the expression so far would be.
    size_t end = pos;
    if (peek().is(TokKind::LParen)) {
      value = parseCall(*value, first);
      if (failed(value))
        return failure();
      fresh = true;
      continue;
    }
    if (peek().is(TokKind::Period) && peekAt(1).is(TokKind::Integer)) {
      Token dot = consume();
      Token index = consume();
      FailureOr<Value> tuple = toValue(*value, loc(dot));
      if (failed(tuple))
        return failure();
      if (!isa<TupleType>(tuple->getType()))
        return error(dot) << "cannot project field " << index.intValue
                          << " out of a value of type " << tuple->getType()
                          << " (not a tuple)",
               failure();
      Operation *tupleDef = tuple->getDefiningOp();
      if (tupleDef && currentFunc && currentFunc->callTuples.count(tupleDef) &&
          index.intValue < tupleDef->getNumOperands()) {
        value = PValue::ssa(tupleDef->getOperand(index.intValue));
        fresh = false;
        continue;
      }
      FailureOr<Operation *> get = createInferred(
          TupleGetItemOp::getOperationName(), loc(index), {*tuple},
          {builder.getNamedAttr("index",
                                builder.getI64IntegerAttr(index.intValue))});
      if (failed(get))
        return failure();
      value = PValue::ssa((*get)->getResult(0));
      fresh = true;
      continue;
    }
    if (fresh && value->kind == PValue::SSA)
      refineFromTypeComment(value->value, end);
    return value;
  }
}

FailureOr<PValue> Importer::parseAtomic() {
  Token tok = peek();
  switch (tok.kind) {
  case TokKind::Integer:
  case TokKind::Float:
  case TokKind::Bool: {
    consume();
    FailureOr<Value> v = makeScalar(tok);
    if (failed(v))
      return failure();
    return PValue::ssa(*v);
  }
  case TokKind::Local: {
    consume();
    const PValue *v = lookupLocal(tok.text);
    if (!v)
      return error(tok) << "undefined variable %" << tok.text, failure();
    return *v;
  }
  case TokKind::Graph: {
    consume();
    const PValue *v = lookupGraph(tok.intValue);
    if (!v)
      return error(tok) << "undefined graph variable %" << tok.intValue,
             failure();
    return *v;
  }
  case TokKind::Global: {
    consume();
    if (!defIndex.count(tok.text))
      return error(tok) << "undefined global function @" << tok.text, failure();
    PValue global = PValue::named(PValue::Global, tok.text);
    global.loc = loc(tok);
    return global;
  }
  case TokKind::Ident: {
    FailureOr<std::string> name = parseDottedName();
    if (failed(name))
      return failure();
    // Only TVM operators are callable by name; the dialect's structural ops
    // (constant, tuple, if, fn, ...) are Relay syntax, not operators.
    std::optional<RegisteredOperationName> opName =
        RegisteredOperationName::lookup(toMlirOpName(*name), context);
    if (!opName || !opName->hasTrait<TvmOperator>())
      return error(tok) << "unknown operator '" << *name << "'", failure();
    PValue op = PValue::named(PValue::Operator, *name);
    op.loc = loc(tok);
    return op;
  }
  case TokKind::MetaRef: {
    consume();
    FailureOr<Value> v = metaConstant(tok);
    if (failed(v))
      return failure();
    return PValue::ssa(*v);
  }
  case TokKind::KwFn:
    return parseFn(tok);
  case TokKind::KwIf:
    return parseIf(tok);
  case TokKind::KwRef:
  case TokKind::KwRefRead:
  case TokKind::KwRefWrite:
    return parseRef(tok);
  case TokKind::KwMatch:
    return error(tok) << "`match` (algebraic data types) is not supported "
                         "yet",
           failure();
  case TokKind::LParen: {
    consume();
    SmallVector<Value> fields;
    bool sawComma = false;
    std::optional<PValue> single;
    while (!peek().is(TokKind::RParen)) {
      Token elementTok = peek();
      FailureOr<PValue> element = parseExpr();
      if (failed(element))
        return failure();
      if (!sawComma && !single && !peek().is(TokKind::Comma)) {
        single = *element;
        break;
      }
      if (single) {
        FailureOr<Value> v = toValue(*single, loc(tok));
        if (failed(v))
          return failure();
        fields.push_back(*v);
        single.reset();
      }
      FailureOr<Value> v = toValue(*element, loc(elementTok));
      if (failed(v))
        return failure();
      fields.push_back(*v);
      if (!consumeIf(TokKind::Comma))
        break;
      sawComma = true;
    }
    if (failed(expect(TokKind::RParen, "to close `(`")))
      return failure();
    if (single)
      return *single;
    FailureOr<Operation *> op =
        createInferred(TupleOp::getOperationName(), loc(tok), fields, {});
    if (failed(op))
      return failure();
    return PValue::ssa((*op)->getResult(0));
  }
  default:
    return error(tok) << "expected an expression, found " << describe(tok.kind),
           failure();
  }
}

FailureOr<PValue> Importer::parseCall(PValue callee, const Token &calleeTok) {
  Token open = consume(); // (
  SmallVector<Value> args;
  std::vector<KeyValue> attrs;
  while (!peek().is(TokKind::RParen)) {
    if (peek().is(TokKind::Ident) && peekAt(1).is(TokKind::Equal)) {
      FailureOr<std::vector<KeyValue>> kvs = parseKeyValues(TokKind::RParen);
      if (failed(kvs))
        return failure();
      attrs = std::move(*kvs);
      break;
    }
    if (peek().is(TokKind::MetaRef) && peek().text != "relay.Constant" &&
        peekAt(1).is(TokKind::RParen))
      return error(peek()) << "call attributes from the metadata section ("
                           << "meta[" << peek().text << "]) are not supported",
             failure();
    Token argTok = peek();
    FailureOr<PValue> arg = parseExpr();
    if (failed(arg))
      return failure();
    // A deferred closure passed on is typed by nothing here.
    FailureOr<Value> v = toValue(*arg, loc(argTok));
    if (failed(v))
      return failure();
    args.push_back(*v);
    if (!consumeIf(TokKind::Comma))
      break;
  }
  if (failed(expect(TokKind::RParen, "to end the argument list")))
    return failure();
  Location callLoc = loc(calleeTok);

  auto callAttrs = [&]() -> SmallVector<NamedAttribute> {
    if (attrs.empty())
      return {};
    SmallVector<NamedAttribute> entries;
    for (const KeyValue &kv : attrs)
      entries.push_back(
          builder.getNamedAttr(kv.key, convertGenericAttr(kv.value)));
    return {
        builder.getNamedAttr(kCallAttrs, builder.getDictionaryAttr(entries))};
  };

  switch (callee.kind) {
  case PValue::Operator: {
    FailureOr<Value> v = buildOpCall(callee.name, calleeTok, args, attrs);
    if (failed(v))
      return failure();
    refineFromTypeComment(*v, pos);
    return PValue::ssa(*v);
  }
  case PValue::Global:
  case PValue::Outlined: {
    FailureOr<func::FuncOp> callee_ = lookupCallee(callee, callLoc);
    if (failed(callee_))
      return failure();
    func::FuncOp func = *callee_;
    if (func->hasAttr(kTypeParamsAttr)) {
      FailureOr<func::FuncOp> instance =
          instantiate(defs[defIndex.lookup(callee.name)], args, callLoc);
      if (failed(instance))
        return failure();
      func = *instance;
    }
    FunctionType type = func.getFunctionType();
    if (type.getNumInputs() != args.size())
      return emitError(callLoc)
                 << "@" << callee.name << " expects " << type.getNumInputs()
                 << " argument(s), got " << args.size(),
             failure();
    for (auto [i, arg] : llvm::enumerate(args))
      if (arg.getType() != type.getInput(i))
        return emitError(callLoc) << "argument " << i << " of @" << callee.name
                                  << " has type " << arg.getType() << " but "
                                  << type.getInput(i) << " is expected",
               failure();
    auto call = func::CallOp::create(builder, callLoc, func, args);
    for (NamedAttribute attr : callAttrs())
      call->setAttr(attr.getName(), attr.getValue());
    if (call.getNumResults() == 1)
      return PValue::ssa(call.getResult(0));
    // The Relay value of the call is the tuple of its results.
    FailureOr<Operation *> tuple = createInferred(
        TupleOp::getOperationName(), callLoc, call.getResults(), {});
    if (failed(tuple))
      return failure();
    if (currentFunc)
      currentFunc->callTuples.insert(*tuple);
    return PValue::ssa((*tuple)->getResult(0));
  }
  case PValue::Deferred: {
    DeferredFn &d = deferredFns[callee.deferred];
    if (!d.instance) {
      SmallVector<Type> types;
      for (Value arg : args)
        types.push_back(arg.getType());
      if (failed(instantiate(callee.deferred, types, callLoc)))
        return failure();
    }
    break;
  }
  case PValue::SSA:
    break;
  }
  Value calleeValue = callee.kind == PValue::SSA ? callee.value
                      : callee.kind == PValue::Deferred
                          ? deferredFns[callee.deferred].instance
                          : Value();
  if (std::optional<std::pair<int, bool>> pending = pendingOf(calleeValue)) {
    if (!attrs.empty())
      return emitError(callLoc) << "call attributes on a call of a closure "
                                   "whose type is not known yet are not "
                                   "supported",
             failure();
    return callPending(calleeValue, pending->first, pending->second, args,
                       callLoc);
  }
  FailureOr<Value> fnValue = toValue(callee, callLoc);
  if (failed(fnValue))
    return failure();
  auto fnType = dyn_cast<FunctionType>(fnValue->getType());
  if (!fnType)
    return emitError(callLoc) << "cannot call a value of type "
                              << fnValue->getType() << " (not a function)",
           failure();
  SmallVector<Value> operands{*fnValue};
  operands.append(args.begin(), args.end());
  FailureOr<Operation *> call =
      createInferred(relay::CallOp::getOperationName(), callLoc, operands,
                     callAttrs(), fnType.getNumResults());
  if (failed(call))
    return failure();
  if ((*call)->getNumResults() != 1)
    return emitError(callLoc)
               << "calls of functions with " << (*call)->getNumResults()
               << " results are not supported",
           failure();
  refineFromTypeComment((*call)->getResult(0), pos);
  return PValue::ssa((*call)->getResult(0));
}

FailureOr<PValue> Importer::parseIf(const Token &ifTok) {
  consume(); // if
  if (failed(expect(TokKind::LParen, "after `if`")))
    return failure();
  Token condTok = peek();
  FailureOr<PValue> condP = parseExpr();
  if (failed(condP) || failed(expect(TokKind::RParen, "after the condition")))
    return failure();
  FailureOr<Value> cond = toValue(*condP, loc(condTok));
  if (failed(cond))
    return failure();
  auto condType = dyn_cast<RankedTensorType>(cond->getType());
  if (!condType || condType.getRank() != 0 ||
      !condType.getElementType().isInteger(1))
    return error(condTok) << "the condition of `if` must be a scalar bool "
                             "(`bool`), found "
                          << cond->getType(),
           failure();

  // The branches are parsed in place (so that dominance holds for what they
  // use); the result type is set once both are known.
  OperationState state(loc(ifTok), IfOp::getOperationName());
  state.addOperands(*cond);
  state.addTypes(builder.getNoneType());
  state.addRegion();
  state.addRegion();
  Operation *op = builder.create(state);
  auto fail = [&]() {
    op->erase();
    return failure();
  };
  Value yielded[2];
  for (int i = 0; i < 2; ++i) {
    if (i == 1 && failed(expect(TokKind::KwElse, "after the then-branch")))
      return fail();
    if (failed(expect(TokKind::LCurly, i == 0 ? "to start the then-branch"
                                              : "to start the else-branch")))
      return fail();
    Block *block = new Block();
    op->getRegion(i).push_back(block);
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(block);
    FailureOr<PValue> value = parseExpr();
    if (failed(value))
      return fail();
    Token close = peek();
    if (failed(expect(TokKind::RCurly, "to end the branch")))
      return fail();
    FailureOr<Value> v = toValue(*value, loc(close));
    if (failed(v))
      return fail();
    yielded[i] = *v;
    YieldOp::create(builder, loc(close), ValueRange{*v});
  }
  Type thenType = yielded[0].getType(), elseType = yielded[1].getType();
  Type resultType = generalize(thenType, elseType);
  if (!resultType) {
    emitError(loc(ifTok)) << "the branches of `if` have different types: "
                          << thenType << " and " << elseType;
    return fail();
  }
  op->getResult(0).setType(resultType);
  if (failed(checkSolved(op)) || failed(verify(op)))
    return fail();
  return PValue::ssa(op->getResult(0));
}

FailureOr<PValue> Importer::parseRef(const Token &refTok) {
  // `ref(e)`, `ref_read(e)`, `ref_write(e1, e2)`: expressions of their own in
  // Relay (RefCreate, RefRead, RefWrite), not operator calls.
  consume();
  StringRef keyword = refTok.is(TokKind::KwRef)       ? "ref"
                      : refTok.is(TokKind::KwRefRead) ? "ref_read"
                                                      : "ref_write";
  if (failed(
          expect(TokKind::LParen, ("after `" + keyword + "`").str().c_str())))
    return failure();
  SmallVector<Value> operands;
  unsigned arity = refTok.is(TokKind::KwRefWrite) ? 2 : 1;
  for (unsigned i = 0; i < arity; ++i) {
    if (i > 0 &&
        failed(expect(
            TokKind::Comma,
            ("between the operands of `" + keyword + "`").str().c_str())))
      return failure();
    Token operandTok = peek();
    FailureOr<PValue> operand = parseExpr();
    if (failed(operand))
      return failure();
    FailureOr<Value> v = toValue(*operand, loc(operandTok));
    if (failed(v))
      return failure();
    if (i == 0 && !refTok.is(TokKind::KwRef) && !isa<RefType>(v->getType()))
      return error(operandTok) << "`" << keyword << "` expects a reference, "
                               << "found a value of type " << v->getType(),
             failure();
    operands.push_back(*v);
  }
  if (failed(expect(TokKind::RParen,
                    ("to end `" + keyword + "(...)`").str().c_str())))
    return failure();
  StringRef opName = refTok.is(TokKind::KwRef) ? RefCreateOp::getOperationName()
                     : refTok.is(TokKind::KwRefRead)
                         ? RefReadOp::getOperationName()
                         : RefWriteOp::getOperationName();
  FailureOr<Operation *> op = createInferred(opName, loc(refTok), operands, {});
  if (failed(op))
    return failure();
  return PValue::ssa((*op)->getResult(0));
}

FailureOr<PValue> Importer::parseFn(const Token &fnTok) {
  size_t fnPos = pos;
  consume(); // fn
  FailureOr<Signature> sig = parseSignature(/*isDef=*/false);
  if (failed(sig))
    return failure();
  bool untyped = llvm::any_of(
      sig->params, [](const Signature::Param &p) { return !p.type; });
  if (!untyped) {
    SmallVector<Type> types;
    for (const Signature::Param &p : sig->params)
      types.push_back(p.type);
    return buildFn(*sig, types, loc(fnTok));
  }
  // Parse it when its parameter types are known: at its first call.
  DeferredFn d;
  d.pos = fnPos;
  d.scopes = scopes;
  d.block = builder.getInsertionBlock();
  Block::iterator point = builder.getInsertionPoint();
  d.after = point == d.block->begin() ? nullptr : &*std::prev(point);
  d.func = currentFunc;
  d.loc = loc(fnTok);
  if (failed(skipBraces()))
    return failure();
  PValue v;
  v.kind = PValue::Deferred;
  v.deferred = deferredFns.size();
  deferredFns.push_back(std::move(d));
  return v;
}

LogicalResult Importer::instantiate(int index, TypeRange argTypes,
                                    Location useLoc) {
  DeferredFn &d = deferredFns[index];
  if (d.inProgress)
    return emitError(useLoc) << "a function with untyped parameters cannot "
                                "call itself; annotate its parameters";
  SavedState saved = save();
  d.inProgress = true;
  pos = d.pos;
  scopes = d.scopes;
  currentFunc = d.func;
  if (d.after)
    builder.setInsertionPointAfter(d.after);
  else
    builder.setInsertionPointToStart(d.block);
  auto fail = [&]() {
    deferredFns[index].inProgress = false;
    restore(saved);
    return failure();
  };
  Token fnTok = consume();
  FailureOr<Signature> sig = parseSignature(/*isDef=*/false);
  if (failed(sig))
    return fail();
  if (sig->params.size() != argTypes.size()) {
    emitError(useLoc) << "the function expects " << sig->params.size()
                      << " argument(s), got " << argTypes.size();
    return fail();
  }
  SmallVector<Type> types;
  for (auto [param, argType] : llvm::zip(sig->params, argTypes)) {
    if (param.type && !areCompatibleTypes(param.type, argType)) {
      emitError(useLoc) << "argument of type " << argType
                        << " passed for parameter %" << param.name
                        << " of type " << param.type;
      return fail();
    }
    types.push_back(param.type ? param.type : argType);
  }
  FailureOr<PValue> fn = buildFn(*sig, types, loc(fnTok));
  if (failed(fn))
    return fail();
  // A pending closure (its result type still unknown) is an instance too.
  FailureOr<Value> value = fn->kind == PValue::SSA ? FailureOr<Value>(fn->value)
                                                   : toValue(*fn, loc(fnTok));
  if (failed(value))
    return fail();
  deferredFns[index].instance = *value;
  deferredFns[index].inProgress = false;
  restore(saved);
  return success();
}

std::optional<std::pair<int, bool>> Importer::pendingOf(Value value) {
  if (!value)
    return std::nullopt;
  auto it = pendingValues.find(value);
  if (it == pendingValues.end() || pendings[it->second.first].done)
    return std::nullopt;
  return it->second;
}

void Importer::emitUnsolved(int pending) {
  // Report the innermost closure whose parameters nothing typed.
  while (pendings[pending].innerPending >= 0)
    pending = pendings[pending].innerPending;
  emitError(*deferredFns[pendings[pending].inner].loc)
      << "cannot infer the types of this function's parameters: annotate "
         "them (`%x: T`)";
}

LogicalResult Importer::checkSolved(Operation *scope) {
  for (auto [index, pending] : llvm::enumerate(pendings))
    if (!pending.done && pending.parent < 0 &&
        scope->isProperAncestor(pending.fnOp))
      return emitUnsolved(index), failure();
  return success();
}

FailureOr<PValue> Importer::callPending(Value callee, int pending,
                                        bool isResult, ArrayRef<Value> args,
                                        Location loc) {
  if (isResult) {
    // A call of what a pending closure returns: the arguments type the
    // untyped closure it returns.
    SmallVector<Type> types;
    for (Value arg : args)
      types.push_back(arg.getType());
    if (failed(instantiateResult(pending, types, loc)))
      return failure();
    if (!pendings[pending].done)
      // It returned a pending closure: this is a call of that one.
      return callPending(callee, pendings[pending].innerPending,
                         /*isResult=*/false, args, loc);
    PValue typed = PValue::ssa(callee);
    // Now an ordinary closure value.
    FailureOr<Value> fnValue = toValue(typed, loc);
    if (failed(fnValue))
      return failure();
    SmallVector<Value> operands{*fnValue};
    operands.append(args.begin(), args.end());
    FailureOr<Operation *> call =
        createInferred(relay::CallOp::getOperationName(), loc, operands, {});
    if (failed(call))
      return failure();
    refineFromTypeComment((*call)->getResult(0), pos);
    return PValue::ssa((*call)->getResult(0));
  }

  // A call of the pending closure itself: its parameters are typed, its
  // result is the type variable.
  Block &body = pendings[pending].fnOp->getRegion(0).front();
  if (body.getNumArguments() != args.size())
    return emitError(loc) << "the function expects " << body.getNumArguments()
                          << " argument(s), got " << args.size(),
           failure();
  for (auto [i, arg] : llvm::enumerate(args))
    if (!areCompatibleTypes(arg.getType(), body.getArgument(i).getType()))
      return emitError(loc) << "argument " << i << " has type " << arg.getType()
                            << " but the function expects "
                            << body.getArgument(i).getType(),
             failure();
  OperationState state(loc, relay::CallOp::getOperationName());
  state.addOperands(callee);
  state.addOperands(args);
  state.addTypes(builder.getNoneType());
  Operation *call = builder.create(state);
  pendings[pending].calls.push_back(call);
  pendingValues[call->getResult(0)] = {pending, true};
  return PValue::ssa(call->getResult(0));
}

LogicalResult Importer::instantiateResult(int pending, TypeRange argTypes,
                                          Location loc) {
  if (pendings[pending].innerValue)
    return success();
  if (failed(instantiate(pendings[pending].inner, argTypes, loc)))
    return failure();
  Value instance = deferredFns[pendings[pending].inner].instance;
  pendings[pending].innerValue = instance;
  if (std::optional<std::pair<int, bool>> inner = pendingOf(instance)) {
    // It returns an untyped closure in turn: solved with that one.
    pendings[pending].innerPending = inner->first;
    pendings[inner->first].parent = pending;
    return success();
  }
  return solvePending(pending);
}

LogicalResult Importer::solvePending(int pending) {
  PendingFn &p = pendings[pending];
  Operation *fnOp = p.fnOp;
  Block &body = fnOp->getRegion(0).front();
  OpBuilder b = OpBuilder::atBlockEnd(&body);
  YieldOp::create(b, p.yieldLoc, ValueRange{p.innerValue});
  Type result = p.innerValue.getType();
  fnOp->getResult(0).setType(
      FunctionType::get(context, body.getArgumentTypes(), {result}));
  p.done = true;
  for (Operation *call : p.calls)
    call->getResult(0).setType(result);
  // The closure that returns this one is solved with it.
  if (p.parent >= 0 && failed(solvePending(p.parent)))
    return failure();
  if (failed(verify(fnOp)))
    return failure();
  for (Operation *call : pendings[pending].calls)
    if (failed(verify(call)))
      return failure();
  return success();
}

/// Primitive, external and composite closures become private functions.
static bool isOutlinedSignature(const Signature &sig) {
  return llvm::any_of(sig.attrs, [](const KeyValue &kv) {
    return (kv.key == "Primitive" && kv.value.kind == AttrValue::Int &&
            kv.value.i == 1) ||
           ((kv.key == "Compiler" || kv.key == "Composite") &&
            kv.value.kind == AttrValue::String);
  });
}

FailureOr<PValue> Importer::buildFn(const Signature &sig,
                                    ArrayRef<Type> paramTypes, Location loc) {
  // Outlined closures go before the definition that contains them (where
  // FuseOps puts fused functions), in the order their `fn`s are written:
  // remember what precedes the definition now, before nested closures are
  // placed.
  Block *moduleBody = module.getBody();
  Operation *anchor = nullptr;
  if (currentFunc)
    anchor = currentFunc->func->getPrevNode();
  else if (!moduleBody->empty())
    anchor = &moduleBody->back();

  // The body is parsed in place (so that dominance holds for what it
  // captures); the function type is completed once the body is known.
  SmallVector<Type> argTypes(paramTypes);
  OperationState state(loc, FnOp::getOperationName());
  state.addTypes(FunctionType::get(context, argTypes, {}));
  state.addRegion();
  Operation *op = builder.create(state);
  auto *block = new Block();
  op->getRegion(0).push_back(block);
  for (auto [param, type] : llvm::zip(sig.params, paramTypes))
    block->addArgument(type, param.loc);

  Value result;
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(block);
    scopes.emplace_back();
    for (auto [param, arg] : llvm::zip(sig.params, block->getArguments()))
      bindLocal(param.name, PValue::ssa(arg));
    auto fail = [&]() {
      scopes.pop_back();
      op->erase();
      return failure();
    };
    Token open = peek();
    if (failed(expect(TokKind::LCurly, "to start the function body")))
      return fail();
    FailureOr<PValue> body = parseExpr();
    if (failed(body))
      return fail();
    Token close = peek();
    if (failed(expect(TokKind::RCurly, "to end the function body")))
      return fail();
    if (body->kind == PValue::Deferred &&
        !deferredFns[body->deferred].instance) {
      // The body returns a closure with untyped parameters: a declared
      // function result types it, else its type is solved by a later call.
      if (auto declared = dyn_cast_or_null<FunctionType>(sig.result)) {
        if (failed(instantiate(body->deferred, declared.getInputs(),
                               this->loc(open))))
          return fail();
      } else if (!isOutlinedSignature(sig)) {
        scopes.pop_back();
        int index = pendings.size();
        PendingFn pending{op, body->deferred,  Value(), -1, -1,
                          {}, this->loc(close)};
        pendings.push_back(std::move(pending));
        pendingValues[op->getResult(0)] = {index, false};
        applyFunctionAttrs(op, sig.attrs, /*outlined=*/false);
        return PValue::ssa(op->getResult(0));
      }
    }
    FailureOr<Value> value = toValue(*body, this->loc(close));
    if (failed(value))
      return fail();
    result = *value;
    if (sig.result && failed(coerce(result, sig.result, this->loc(open),
                                    "the function body")))
      return fail();
    YieldOp::create(builder, this->loc(close), ValueRange{result});
    scopes.pop_back();
  }
  auto type = FunctionType::get(context, argTypes, {result.getType()});

  if (failed(checkSolved(op))) {
    op->erase();
    return failure();
  }
  if (isOutlinedSignature(sig))
    return outline(op, type, sig, loc, anchor);

  op->getResult(0).setType(type);
  applyFunctionAttrs(op, sig.attrs, /*outlined=*/false);
  if (failed(verify(op))) {
    op->erase();
    return failure();
  }
  return PValue::ssa(op->getResult(0));
}

FailureOr<PValue> Importer::outline(Operation *fnOp, FunctionType type,
                                    const Signature &sig, Location loc,
                                    Operation *anchor) {
  Block *body = &fnOp->getRegion(0).front();
  // Primitive, external and composite functions are closed: TVM lifts
  // them to globals for code generation.
  WalkResult captures = body->walk([&](Operation *op) {
    for (Value operand : op->getOperands())
      if (!isDefinedIn(operand, body))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (captures.wasInterrupted()) {
    fnOp->erase();
    return emitError(loc) << "a function with `Primitive`, `Compiler` or "
                             "`Composite` attributes must not use values "
                             "defined outside it",
           failure();
  }

  std::string name, compiler, composite;
  for (const KeyValue &kv : sig.attrs) {
    if (kv.key == "global_symbol" && kv.value.kind == AttrValue::String)
      name = kv.value.s;
    if (kv.key == "Compiler" && kv.value.kind == AttrValue::String)
      compiler = kv.value.s;
    if (kv.key == "Composite" && kv.value.kind == AttrValue::String)
      composite = kv.value.s;
  }
  if (!name.empty()) {
    // The same function bound again in another scope.
    if (auto existing = symbols->lookup<func::FuncOp>(name)) {
      FunctionType existingType = existing.getFunctionType();
      bool sameType =
          existingType == type ||
          (isa<TupleType>(type.getResult(0)) &&
           existingType.getInputs() == type.getInputs() &&
           TypeRange(existingType.getResults()) ==
               TypeRange(cast<TupleType>(type.getResult(0)).getTypes()));
      if (isOutlinedFunction(existing) && sameType) {
        fnOp->erase();
        return PValue::named(PValue::Outlined, name);
      }
      fnOp->erase();
      return emitError(loc)
                 << "global_symbol \"" << name << "\" names another function",
             failure();
    }
  } else if (!compiler.empty()) {
    for (int i = 0;; ++i) {
      name = compiler + "_" + std::to_string(i);
      if (!symbols->lookup(name))
        break;
    }
  } else {
    std::string base;
    if (!composite.empty()) {
      base = "composite_" + composite;
    } else {
      // TVM's fused function names: the operators in order.
      base = "fused";
      body->walk([&](Operation *op) {
        if (isa<ConstantOp, TupleOp, TupleGetItemOp, YieldOp, FnOp, IfOp,
                relay::CallOp, RefCreateOp, RefReadOp, RefWriteOp>(op) ||
            !isa<RelayDialect>(op->getDialect()))
          return;
        base += "_" + toTvmOpName(op->getName().getStringRef());
      });
    }
    std::replace(base.begin(), base.end(), '.', '_');
    name = base;
    for (int i = 1; symbols->lookup(name); ++i)
      name = base + "_" + std::to_string(i);
  }

  // A function returning a tuple returns its fields, as FuseOps builds
  // fused functions whose root yields a tuple.
  Operation *yield = body->getTerminator();
  OpBuilder b(yield);
  SmallVector<Value> results(yield->getOperands());
  if (auto tupleType = dyn_cast<TupleType>(type.getResult(0))) {
    Value tuple = results[0];
    results.clear();
    auto tupleOp = tuple.getDefiningOp<TupleOp>();
    if (tupleOp && tuple.hasOneUse()) {
      llvm::append_range(results, tupleOp.getFields());
    } else {
      for (unsigned i = 0, e = tupleType.size(); i < e; ++i)
        results.push_back(TupleGetItemOp::create(
            b, yield->getLoc(), tupleType.getType(i), tuple, uint64_t{i}));
    }
    type = FunctionType::get(context, type.getInputs(),
                             ValueRange(results).getTypes());
    func::ReturnOp::create(b, yield->getLoc(), results);
    yield->erase();
    if (tupleOp && tupleOp->use_empty())
      tupleOp->erase();
  } else {
    func::ReturnOp::create(b, yield->getLoc(), results);
    yield->erase();
  }

  auto func = func::FuncOp::create(loc, name, type);
  func.setPrivate();
  func.getBody().takeBody(fnOp->getRegion(0));
  fnOp->erase();
  applyFunctionAttrs(func, sig.attrs, /*outlined=*/true);
  symbols->insert(func, anchor ? std::next(anchor->getIterator())
                               : module.getBody()->begin());
  if (failed(verify(func))) {
    func.erase();
    return failure();
  }
  return PValue::named(PValue::Outlined, name);
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

OwningOpRef<ModuleOp>
mlir::relay::importRelayText(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                             const RelayImportOptions &options) {
  return Importer(sourceMgr, context, options).run();
}
