//===- ImportRelayTypes.cpp - Relay text types and attributes -------------===//
//
// Types, attribute values and their conversion to the attributes of relay
// ops (TVM defaults, padding normalisation, dtypes, enums, layouts) and of
// functions.
//
//===----------------------------------------------------------------------===//

#include "RelayImporter.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::text;

//===----------------------------------------------------------------------===//
// Types and attributes
//===----------------------------------------------------------------------===//

FailureOr<Type> Importer::parseType(bool allowIncomplete) {
  Token tok = peek();
  NestingLevel level(nestingDepth);
  if (failed(checkNesting(tok)))
    return failure();
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
  NestingLevel level(nestingDepth);
  if (failed(checkNesting(tok)))
    return failure();
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
    auto def = dyn_cast_or_null<DenseI64ArrayAttr>(
        defaultAttrs.get(opName).get(kv.key));
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
                 defaultAttrs.get(opName).get(kv.key),
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
  if (defaultAttrs.get(opName).get(kv.key) == attr)
    return std::optional<NamedAttribute>();
  return std::optional<NamedAttribute>(builder.getNamedAttr(kv.key, attr));
}
