//===- ImportRelayExprs.cpp - Relay text expressions ----------------------===//
//
// Sequences and bindings, binary operators, calls, atoms, `if` and
// references.
//
//===----------------------------------------------------------------------===//

#include "RelayImporter.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::text;

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

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

FailureOr<PValue> Importer::parseExpr() {
  NestingLevel level(nestingDepth);
  if (failed(checkNesting(peek())))
    return failure();
  std::optional<PValue> last;
  pushScope();
  auto done = [&](FailureOr<PValue> result) {
    popScope();
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
  if (failed(checkSolved(op)) || failed(verifyShallow(op)))
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
  d.scope = scopes.back();
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
