//===- ImportRelayOps.cpp - Building relay ops from Relay text ------------===//
//
// Ops typed by their type relations, constants, tuples unpacked into
// operands, declared types checked against inferred ones, callees, and the
// values that names denote.
//
//===----------------------------------------------------------------------===//

#include "RelayImporter.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::text;

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
      if (succeeded(verifyShallow(def)))
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
  if (failed(verifyShallow(def)))
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
