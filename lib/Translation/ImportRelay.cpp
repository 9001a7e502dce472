//===- ImportRelay.cpp - TVM Relay text to the relay dialect --------------===//
//
// The driver of the importer (see RelayImporter.h): the program and its
// global definitions (signatures first, bodies on demand), expression
// programs, the constants of the metadata section and --params, and the
// entry point.
//
//===----------------------------------------------------------------------===//

#include "RelayImporter.h"

#include "llvm/Support/ProgramStack.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::text;

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
  if (failed(parseProgram()) || failed(checkTypeDepth()))
    return nullptr;
  if (!options.bindParamsFile.empty() &&
      failed(bindParamsFromFile(*owned, options.bindParamsFile)))
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
    size_t offset = StringRef::npos;
    if (failed(parseMetadata(meta.text, context, list, message, &offset))) {
      if (offset >= meta.text.size())
        return error(meta) << "invalid metadata section: " << message;
      // The place in the section's text, which starts at textLine:textCol.
      StringRef before = StringRef(meta.text).take_front(offset);
      size_t lastNewline = before.rfind('\n');
      unsigned line = meta.textLine + before.count('\n');
      unsigned col = lastNewline == StringRef::npos ? meta.textCol + offset
                                                    : offset - lastNewline;
      return emitError(locAt(line, col))
             << "invalid metadata section: " << message;
    }
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
  // The names outlive the locations (printed IR drops those): parameters are
  // bound, fed and exported by name.
  for (auto [i, name] : llvm::enumerate(def.paramNames))
    func.setArgAttr(i, kParamNameAttr, builder.getStringAttr(name));
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
  resetScopes(Scope());
  freeVars.clear();
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
  resetScopes(Scope());
  builder.setInsertionPointToEnd(entry);
  FailureOr<PValue> body = parseExpr();
  if (failed(body))
    return failure();
  FailureOr<Value> value = toValue(*body, loc(first));
  if (failed(value))
    return failure();
  func.setFunctionType(
      builder.getFunctionType(entry->getArgumentTypes(), {value->getType()}));
  // Free variables are the parameters, named as written.
  for (BlockArgument arg : entry->getArguments())
    if (auto name = dyn_cast<NameLoc>(arg.getLoc()))
      func.setArgAttr(arg.getArgNumber(), kParamNameAttr, name.getName());
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

/// How deeply `type` nests (a scalar type is 1, `tensor<f32>` 2,
/// `tuple<tensor<f32>>` 3), computed without recursion: the type may be far
/// deeper than the stack allows recursing. `depths` memoizes the types seen.
static unsigned getTypeDepth(Type type, DenseMap<Type, unsigned> &depths) {
  SmallVector<std::pair<Type, bool>> stack = {{type, false}};
  SmallVector<Type> children;
  while (!stack.empty()) {
    auto [t, childrenDone] = stack.pop_back_val();
    if (depths.contains(t))
      continue;
    children.clear();
    t.walkImmediateSubElements([](Attribute) {},
                               [&](Type sub) { children.push_back(sub); });
    if (!childrenDone) {
      stack.push_back({t, true});
      for (Type child : children)
        if (!depths.contains(child))
          stack.push_back({child, false});
      continue;
    }
    unsigned depth = 0;
    for (Type child : children)
      depth = std::max(depth, depths.lookup(child));
    depths[t] = depth + 1;
  }
  return depths.lookup(type);
}

LogicalResult Importer::checkTypeDepth() {
  // Text nests at most kMaxNestingDepth levels, but a chain of flat `let`s
  // (`let %t1 = (%t0,); let %t2 = (%t1,); ...`) or of curried closures builds
  // types of any depth, which MLIR's printer, verifier and the type
  // relations then walk recursively until the stack overflows.
  DenseMap<Type, unsigned> depths;
  auto tooDeep = [&](Type type) {
    return getTypeDepth(type, depths) > kMaxTypeDepth;
  };
  WalkResult result = module.walk([&](Operation *op) {
    Type deep;
    for (Type type : op->getResultTypes())
      if (tooDeep(type))
        deep = type;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Type type : block.getArgumentTypes())
          if (!deep && tooDeep(type))
            deep = type;
    if (auto func = dyn_cast<func::FuncOp>(op))
      if (!deep && tooDeep(func.getFunctionType()))
        deep = func.getFunctionType();
    if (!deep)
      return WalkResult::advance();
    // Not op->emitError(): it would print the op, and the type with it.
    emitError(op->getLoc())
        << "type nests too deep (more than " << kMaxTypeDepth << " levels)";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

OwningOpRef<ModuleOp>
mlir::relay::importRelayText(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                             const RelayImportOptions &options) {
  // Nesting is bounded (kMaxNestingDepth), but the stack the caller runs
  // on is not known: run on one sized for the bound.
  OwningOpRef<ModuleOp> module;
  llvm::runOnNewStack(kImporterStackSize, [&] {
    module = Importer(sourceMgr, context, options).run();
  });
  return module;
}
