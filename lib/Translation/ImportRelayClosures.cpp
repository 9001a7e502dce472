//===- ImportRelayClosures.cpp - Relay text closures ----------------------===//
//
// Closures with untyped parameters instantiated at their first call, closures
// whose result type waits for a call of their result (pending closures), the
// `relay.fn` ops and the outlining of primitive, external and composite
// closures into functions.
//
//===----------------------------------------------------------------------===//

#include "RelayImporter.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::text;

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

LogicalResult Importer::instantiate(int index, TypeRange argTypes,
                                    Location useLoc) {
  DeferredFn &d = deferredFns[index];
  if (d.inProgress)
    return emitError(useLoc) << "a function with untyped parameters cannot "
                                "call itself; annotate its parameters";
  SavedState saved = save();
  d.inProgress = true;
  pos = d.pos;
  resetScopes(d.scope);
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
  if (failed(verifyShallow(fnOp)))
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
    pushScope();
    for (auto [param, arg] : llvm::zip(sig.params, block->getArguments()))
      bindLocal(param.name, PValue::ssa(arg));
    auto fail = [&]() {
      popScope();
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
        popScope();
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
    popScope();
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
  if (failed(verifyShallow(op))) {
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
