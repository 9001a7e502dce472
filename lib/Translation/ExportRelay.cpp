//===- ExportRelay.cpp - The relay dialect to TVM Relay text --------------===//
//
// Prints a module in TVM's Relay text format 0.0.5, in graph form: every op
// result is bound to a graph variable (`%3 = nn.relu(%2);`), scalar constants
// are written inline where they are used, other constants go to the metadata
// section as `meta[relay.Constant][N]`. Functions outlined from Relay
// closures (primitive, external and composite functions) are printed back as
// closures bound where they are first called, carrying `Primitive=1`,
// `Compiler=...` or `Composite=...` and their name as `global_symbol`.
//
// The output is what the importer turns back into the same IR: the same ops
// in the same order, so import(export(m)) prints as m does.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Translation/RelayText.h"

#include "RelayMetadata.h"
#include "RelayTextCommon.h"

#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::text;

namespace {

class Exporter {
public:
  Exporter(ModuleOp module, const RelayExportOptions &options)
      : module(module), options(options) {}

  LogicalResult run(llvm::raw_ostream &os);

private:
  LogicalResult printFunction(func::FuncOp func, bool asClosure,
                              unsigned indent, std::string &out);
  LogicalResult printBody(Block &block, unsigned indent, std::string &out);
  LogicalResult bindClosures(Operation *function, unsigned indent,
                             std::string &out);
  FailureOr<std::string> printExpr(Operation *op, unsigned indent,
                                   std::string &out);
  FailureOr<std::string> printOperator(Operation *op);
  FailureOr<std::string> printOpAttr(Operation *op, StringRef name,
                                     Attribute attr);
  FailureOr<std::string> printGenericAttr(Operation *op, Attribute attr);
  FailureOr<std::string> printConstant(ConstantOp op);
  FailureOr<std::string> ref(Operation *user, Value value);
  FailureOr<std::string> typeString(Operation *where, Type type);
  std::string paramName(Value arg);
  /// `(%x: T, ..., Attr=v, ...)`: the parameters of `body` and the function
  /// attributes of `fn`.
  FailureOr<std::string> signature(Operation *fn, Block &body, bool outlined,
                                   StringRef name);
  std::string indentStr(unsigned n) { return std::string(n, ' '); }

  ModuleOp module;
  const RelayExportOptions &options;
  llvm::StringSet<> calledOutlined;
  std::vector<ElementsAttr> metaConstants;
  llvm::DenseMap<Attribute, int64_t> metaIndex;
  DefaultAttrs defaultAttrs;

  // Per top-level definition.
  int64_t counter = 0;
  unsigned unnamedParams = 0;
  llvm::DenseMap<Value, std::string> names;
  llvm::StringSet<> usedNames;
  llvm::DenseSet<Operation *> inlined;
  /// The graph variables bound to outlined closures in the function being
  /// printed.
  llvm::StringMap<std::string> closureNames;
};

} // namespace

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

/// The shortest decimal form that reads back as the same value.
static std::string formatReal(double value, bool asFloat) {
  char buf[64];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof(buf), "%.*g", precision, value);
    double back = std::strtod(buf, nullptr);
    if (asFloat ? static_cast<float>(back) == static_cast<float>(value)
                : back == value)
      break;
  }
  return buf;
}

static std::string quote(StringRef s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"";
}

//===----------------------------------------------------------------------===//
// Types and attributes
//===----------------------------------------------------------------------===//

FailureOr<std::string> Exporter::typeString(Operation *where, Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    std::optional<std::string> dtype = dtypeName(tensor.getElementType());
    if (!dtype)
      return where->emitError("element type ")
                 << tensor.getElementType() << " has no Relay dtype",
             failure();
    if (tensor.getRank() == 0)
      return *dtype;
    std::string s = "Tensor[(";
    for (auto [i, d] : llvm::enumerate(tensor.getShape())) {
      if (i)
        s += ", ";
      s += ShapedType::isDynamic(d) ? "?" : std::to_string(d);
    }
    return s + "), " + *dtype + "]";
  }
  if (auto tuple = dyn_cast<TupleType>(type)) {
    std::string s = "(";
    for (auto [i, t] : llvm::enumerate(tuple.getTypes())) {
      FailureOr<std::string> field = typeString(where, t);
      if (failed(field))
        return failure();
      s += (i ? ", " : "") + *field;
    }
    return s + (tuple.size() == 1 ? ",)" : ")");
  }
  if (auto fn = dyn_cast<FunctionType>(type)) {
    if (fn.getNumResults() != 1)
      return where->emitError("function types with ")
                 << fn.getNumResults() << " results have no Relay form",
             failure();
    std::string s = "fn (";
    for (auto [i, t] : llvm::enumerate(fn.getInputs())) {
      FailureOr<std::string> input = typeString(where, t);
      if (failed(input))
        return failure();
      s += (i ? ", " : "") + *input;
    }
    FailureOr<std::string> result = typeString(where, fn.getResult(0));
    if (failed(result))
      return failure();
    return s + ") -> " + *result;
  }
  if (auto typeVar = dyn_cast<TypeVarType>(type))
    return typeVar.getName().str();
  if (auto ref = dyn_cast<RefType>(type)) {
    // TVM's printer writes a RefType as `ref(T)`.
    FailureOr<std::string> value = typeString(where, ref.getValueType());
    if (failed(value))
      return failure();
    return "ref(" + *value + ")";
  }
  return where->emitError("type ") << type << " has no Relay form", failure();
}

FailureOr<std::string> Exporter::printGenericAttr(Operation *op,
                                                  Attribute attr) {
  if (auto b = dyn_cast<BoolAttr>(attr))
    return std::string(b.getValue() ? "True" : "False");
  if (auto i = dyn_cast<IntegerAttr>(attr)) {
    std::string s = std::to_string(i.getValue().getSExtValue());
    unsigned width = i.getType().getIntOrFloatBitWidth();
    if (width == 64 || width == 16)
      s += "i" + std::to_string(width);
    return s;
  }
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    double v = f.getValueAsDouble();
    if (std::isnan(v))
      return op->emitError("NaN attribute values have no Relay form"),
             failure();
    std::string suffix = f.getType().isF64()   ? "f64"
                         : f.getType().isF16() ? "f16"
                                               : "f";
    if (std::isinf(v))
      return std::string(v < 0 ? "-inff" : "inff");
    return formatReal(v, f.getType().isF32()) + suffix;
  }
  if (auto s = dyn_cast<StringAttr>(attr))
    return quote(s.getValue());
  if (auto a = dyn_cast<ArrayAttr>(attr)) {
    std::string s = "[";
    for (auto [i, e] : llvm::enumerate(a)) {
      FailureOr<std::string> element = printGenericAttr(op, e);
      if (failed(element))
        return failure();
      s += (i ? ", " : "") + *element;
    }
    return s + "]";
  }
  if (isa<UnitAttr>(attr))
    return std::string("None");
  return op->emitError("attribute ") << attr << " has no Relay form", failure();
}

FailureOr<std::string> Exporter::printOpAttr(Operation *op, StringRef name,
                                             Attribute attr) {
  // Modes and layouts are TVM strings.
  if (std::optional<StringRef> mode = stringifyEnumAttr(attr))
    return quote(*mode);
  if (auto layout = dyn_cast<LayoutAttr>(attr))
    return quote(layout.getName());
  if (auto array = dyn_cast<DenseI64ArrayAttr>(attr)) {
    ArrayRef<int64_t> values = array.asArrayRef();
    std::string s = "[";
    if (name == "pad_width" && isa<PadOp>(op)) {
      for (size_t i = 0; i + 1 < values.size(); i += 2)
        s += (i ? ", [" : "[") + std::to_string(values[i]) + ", " +
             std::to_string(values[i + 1]) + "]";
      return s + "]";
    }
    for (auto [i, v] : llvm::enumerate(values))
      s += (i ? ", " : "") + std::to_string(v);
    return s + "]";
  }
  if (auto type = dyn_cast<TypeAttr>(attr)) {
    std::optional<std::string> dtype = dtypeName(type.getValue());
    if (!dtype)
      return op->emitError("attribute `")
                 << name << "` holds type " << type.getValue()
                 << ", which has no Relay dtype",
             failure();
    return quote(*dtype);
  }
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    // TVM prints double fields with an `f` suffix (`epsilon=1e-05f`).
    double v = f.getValueAsDouble();
    if (std::isnan(v))
      return op->emitError("NaN attribute values have no Relay form"),
             failure();
    if (std::isinf(v))
      return std::string(v < 0 ? "-inff" : "inff");
    return formatReal(v, /*asFloat=*/false) + "f";
  }
  if (auto i = dyn_cast<IntegerAttr>(attr); i && !isa<BoolAttr>(attr))
    return std::to_string(i.getValue().getSExtValue());
  return printGenericAttr(op, attr);
}

//===----------------------------------------------------------------------===//
// Values and constants
//===----------------------------------------------------------------------===//

std::string Exporter::paramName(Value arg) {
  std::string base;
  // A global function's parameter name is an argument attribute; a
  // closure's is its location's.
  auto blockArg = dyn_cast<BlockArgument>(arg);
  auto func =
      blockArg
          ? dyn_cast<FunctionOpInterface>(blockArg.getOwner()->getParentOp())
          : FunctionOpInterface();
  if (auto name = func && blockArg.getOwner()->isEntryBlock()
                      ? func.getArgAttrOfType<StringAttr>(
                            blockArg.getArgNumber(), kParamNameAttr)
                      : StringAttr())
    base = name.str();
  else if (auto nameLoc = dyn_cast<NameLoc>(arg.getLoc()))
    base = nameLoc.getName().str();
  // Relay names start with a letter or `_` and continue with letters,
  // digits, `_` and `/` (and `.` inside, as frontends name them).
  std::string clean;
  for (char c : base)
    clean += (isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '/' ||
              c == '.')
                 ? c
                 : '_';
  while (!clean.empty() && clean.back() == '.')
    clean.pop_back();
  if (clean.empty()) {
    // Unnamed parameters are numbered through the whole definition.
    do
      clean = "p" + std::to_string(unnamedParams++);
    while (usedNames.contains(clean));
  }
  if (!isalpha(static_cast<unsigned char>(clean[0])) && clean[0] != '_')
    clean = "v" + clean;
  std::string name = clean;
  for (int i = 1; usedNames.contains(name); ++i)
    name = clean + std::to_string(i);
  usedNames.insert(name);
  return "%" + name;
}

FailureOr<std::string> Exporter::printConstant(ConstantOp op) {
  ElementsAttr value = op.getValue();
  auto type = cast<RankedTensorType>(value.getShapedType());
  Type element = type.getElementType();
  if (type.getRank() == 0 && isa<DenseElementsAttr>(value)) {
    auto dense = cast<DenseElementsAttr>(value);
    if (element.isSignlessInteger(1))
      return std::string(dense.getSplatValue<bool>() ? "True" : "False");
    if (element.isSignlessInteger(16) || element.isSignlessInteger(32) ||
        element.isSignlessInteger(64)) {
      std::string s =
          std::to_string(dense.getSplatValue<APInt>().getSExtValue());
      unsigned width = element.getIntOrFloatBitWidth();
      if (width != 32)
        s += "i" + std::to_string(width);
      return s;
    }
    if (element.isF16() || element.isF32() || element.isF64()) {
      double v = dense.getSplatValue<APFloat>().convertToDouble();
      bool simple = !std::isnan(v) && (!std::isinf(v) || element.isF32());
      if (simple) {
        if (std::isinf(v))
          return std::string(v < 0 ? "-inff" : "inff");
        std::string suffix = element.isF32()   ? "f"
                             : element.isF64() ? "f64"
                                               : "f16";
        // f16 literals go through float in TVM's and our reader alike.
        return formatReal(v, !element.isF64()) + suffix;
      }
    }
  }
  auto it = metaIndex.find(value);
  int64_t index;
  if (it != metaIndex.end()) {
    index = it->second;
  } else {
    index = metaConstants.size();
    metaConstants.push_back(value);
    metaIndex[value] = index;
  }
  return "meta[relay.Constant][" + std::to_string(index) + "]";
}

FailureOr<std::string> Exporter::ref(Operation *user, Value value) {
  auto it = names.find(value);
  if (it != names.end())
    return it->second;
  return user->emitError("operand defined by an op that has no Relay form"),
         failure();
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

FailureOr<std::string> Exporter::printOperator(Operation *op) {
  std::string tvmName = toTvmOpName(op->getName().getStringRef());
  std::vector<std::string> args;
  auto refs = [&](ValueRange values, std::string &out) -> LogicalResult {
    for (auto [i, v] : llvm::enumerate(values)) {
      FailureOr<std::string> r = ref(op, v);
      if (failed(r))
        return failure();
      out += (i ? ", " : "") + *r;
    }
    return success();
  };
  auto tuple = [&](ValueRange values) -> FailureOr<std::string> {
    std::string s = "(";
    if (failed(refs(values, s)))
      return failure();
    return s + (values.size() == 1 ? ",)" : ")");
  };

  if (isa<RelayTupleOperandsInterface>(op)) {
    for (TvmCallArgument arg : getTvmCallArguments(op)) {
      ValueRange group = op->getOperands().slice(arg.begin, arg.size);
      FailureOr<std::string> s =
          arg.isTuple ? tuple(group) : ref(op, group.front());
      if (failed(s))
        return failure();
      args.push_back(*s);
    }
  } else {
    for (Value v : op->getOperands()) {
      FailureOr<std::string> r = ref(op, v);
      if (failed(r))
        return failure();
      args.push_back(*r);
    }
  }

  DictionaryAttr defaults = defaultAttrs.get(op->getName());
  for (StringAttr name : op->getName().getAttributeNames()) {
    if (name.getValue() == "operandSegmentSizes")
      continue;
    Attribute attr = op->getAttr(name);
    if (!attr || defaults.get(name) == attr)
      continue;
    FailureOr<std::string> value = printOpAttr(op, name.getValue(), attr);
    if (failed(value))
      return failure();
    args.push_back(name.str() + "=" + *value);
  }
  std::string s = tvmName + "(";
  for (auto [i, a] : llvm::enumerate(args))
    s += (i ? ", " : "") + a;
  return s + ")";
}

FailureOr<std::string> Exporter::signature(Operation *fn, Block &body,
                                           bool outlined, StringRef name) {
  std::vector<std::string> items;
  for (BlockArgument arg : body.getArguments()) {
    std::string param = paramName(arg);
    names[arg] = param;
    FailureOr<std::string> type = typeString(fn, arg.getType());
    if (failed(type))
      return failure();
    items.push_back(param + ": " + *type);
  }
  if (fn->hasAttr(kPrimitiveAttr))
    items.push_back("Primitive=1");
  if (auto compiler = fn->getAttrOfType<StringAttr>(kCompilerAttr))
    items.push_back("Compiler=" + quote(compiler.getValue()));
  if (auto composite = fn->getAttrOfType<StringAttr>(kCompositeAttr))
    items.push_back("Composite=" + quote(composite.getValue()));
  if (outlined)
    items.push_back("global_symbol=" + quote(name));
  else if (auto symbol = fn->getAttrOfType<StringAttr>(kGlobalSymbolAttr))
    items.push_back("global_symbol=" + quote(symbol.getValue()));
  if (auto dict = fn->getAttrOfType<DictionaryAttr>(kFnAttrs)) {
    for (NamedAttribute attr : dict) {
      FailureOr<std::string> value = printGenericAttr(fn, attr.getValue());
      if (failed(value))
        return failure();
      items.push_back(attr.getName().str() + "=" + *value);
    }
  }
  std::string s;
  if (auto typeParams = fn->getAttrOfType<ArrayAttr>(kTypeParamsAttr)) {
    s += "[";
    for (auto [i, param] : llvm::enumerate(typeParams)) {
      auto name = dyn_cast<StringAttr>(param);
      if (!name)
        return fn->emitError(kTypeParamsAttr) << " must hold strings",
               failure();
      s += (i ? ", " : "") + name.getValue().str();
    }
    s += "]";
  }
  s += "(";
  for (auto [i, item] : llvm::enumerate(items))
    s += (i ? ", " : "") + item;
  return s + ")";
}

FailureOr<std::string> Exporter::printExpr(Operation *op, unsigned indent,
                                           std::string &out) {
  if (auto constant = dyn_cast<ConstantOp>(op))
    return printConstant(constant);

  if (auto tuple = dyn_cast<TupleOp>(op)) {
    std::string s = "(";
    for (auto [i, v] : llvm::enumerate(tuple.getFields())) {
      FailureOr<std::string> r = ref(op, v);
      if (failed(r))
        return failure();
      s += (i ? ", " : "") + *r;
    }
    return s + (tuple.getFields().size() == 1 ? ",)" : ")");
  }

  if (auto get = dyn_cast<TupleGetItemOp>(op)) {
    FailureOr<std::string> r = ref(op, get.getTuple());
    if (failed(r))
      return failure();
    return *r + "." + std::to_string(get.getIndex());
  }

  if (auto ifOp = dyn_cast<IfOp>(op)) {
    if (ifOp.getNumResults() != 1)
      return op->emitError("an 'if' with ")
                 << ifOp.getNumResults() << " results has no Relay form",
             failure();
    FailureOr<std::string> cond = ref(op, ifOp.getCond());
    if (failed(cond))
      return failure();
    std::string s = "if (" + *cond + ") {\n";
    if (failed(printBody(ifOp.getThenRegion().front(), indent + 2, s)))
      return failure();
    s += indentStr(indent) + "} else {\n";
    if (failed(printBody(ifOp.getElseRegion().front(), indent + 2, s)))
      return failure();
    return s + indentStr(indent) + "}";
  }

  if (auto fn = dyn_cast<FnOp>(op)) {
    Block &body = fn.getBody().front();
    FailureOr<std::string> sig =
        signature(op, body, /*outlined=*/false, /*name=*/"");
    if (failed(sig))
      return failure();
    std::string s = "fn " + *sig;
    FunctionType type = fn.getFunctionType();
    if (type.getNumResults() != 1)
      return op->emitError("closures with ")
                 << type.getNumResults() << " results have no Relay form",
             failure();
    FailureOr<std::string> result = typeString(op, type.getResult(0));
    if (failed(result))
      return failure();
    s += " -> " + *result + " {\n";
    if (failed(printBody(body, indent + 2, s)))
      return failure();
    return s + indentStr(indent) + "}";
  }

  // References are expressions of their own in Relay, written like calls.
  if (isa<RefCreateOp, RefReadOp, RefWriteOp>(op)) {
    std::string s = isa<RefCreateOp>(op) ? "ref("
                    : isa<RefReadOp>(op) ? "ref_read("
                                         : "ref_write(";
    for (auto [i, v] : llvm::enumerate(op->getOperands())) {
      FailureOr<std::string> r = ref(op, v);
      if (failed(r))
        return failure();
      s += (i ? ", " : "") + *r;
    }
    return s + ")";
  }

  auto printArgs = [&](ValueRange values, std::string &s) -> LogicalResult {
    for (auto [i, v] : llvm::enumerate(values)) {
      FailureOr<std::string> r = ref(op, v);
      if (failed(r))
        return failure();
      s += (i ? ", " : "") + *r;
    }
    if (auto attrs = op->getAttrOfType<DictionaryAttr>(kCallAttrs))
      for (NamedAttribute attr : attrs) {
        FailureOr<std::string> value = printGenericAttr(op, attr.getValue());
        if (failed(value))
          return failure();
        s += (s.empty() || s.back() == '(' ? "" : ", ") + attr.getName().str() +
             "=" + *value;
      }
    return success();
  };

  if (auto call = dyn_cast<relay::CallOp>(op)) {
    FailureOr<std::string> callee = ref(op, call.getCallee());
    if (failed(callee))
      return failure();
    std::string s = *callee + "(";
    if (failed(printArgs(call.getArgs(), s)))
      return failure();
    return s + ")";
  }

  if (isa<func::CallOp, func::ConstantOp>(op)) {
    auto symbol = isa<func::CallOp>(op) ? cast<func::CallOp>(op).getCallee()
                                        : cast<func::ConstantOp>(op).getValue();
    auto callee = module.lookupSymbol<func::FuncOp>(symbol);
    if (!callee)
      return op->emitError("reference to an unknown function"), failure();
    std::string target = "@" + callee.getSymName().str();
    // The importer makes instances of generic definitions at their calls.
    if (auto generic = callee->getAttrOfType<StringAttr>(kInstanceOfAttr))
      target = "@" + generic.str();
    if (calledOutlined.contains(callee.getSymName())) {
      auto it = closureNames.find(callee.getSymName());
      if (it == closureNames.end())
        return op->emitError("internal error: closure @")
                   << callee.getSymName() << " is not bound",
               failure();
      target = it->second;
    }
    if (isa<func::ConstantOp>(op))
      return target;
    auto call = cast<func::CallOp>(op);
    std::string s = target + "(";
    if (failed(printArgs(call.getOperands(), s)))
      return failure();
    return s + ")";
  }

  if (isTvmOperator(op))
    return printOperator(op);
  return op->emitError("'") << op->getName()
                            << "' has no Relay text form (only relay ops, "
                               "func.call and func.return are exported)",
         failure();
}

LogicalResult Exporter::printBody(Block &block, unsigned indent,
                                  std::string &out) {
  auto done = [](LogicalResult result) { return result; };
  Operation *terminator = block.getTerminator();
  // Outlined functions may return several values: the fields of the tuple
  // their closure returns.
  bool tupleResult = terminator && terminator->getNumOperands() > 1 &&
                     isa<func::FuncOp>(block.getParentOp()) &&
                     isOutlinedFunction(block.getParentOp());
  if (!terminator || (terminator->getNumOperands() != 1 && !tupleResult))
    return done(block.getParentOp()->emitError(
        "Relay functions and branches produce exactly one value"));

  // Scalar and meta constants go inline into their only user when nothing
  // but other such constants of that user lies between them, in operand
  // order: then the importer recreates them at the same place.
  for (Operation &op : block) {
    SmallVector<Operation *> run;
    for (Operation *prev = op.getPrevNode(); prev; prev = prev->getPrevNode()) {
      if (!isa<ConstantOp>(prev) || !prev->hasOneUse() ||
          *prev->getUsers().begin() != &op)
        break;
      run.push_back(prev);
    }
    if (run.empty())
      continue;
    std::reverse(run.begin(), run.end());
    unsigned next = 0;
    bool ordered = true;
    for (Operation *c : run) {
      unsigned index = c->getUses().begin()->getOperandNumber();
      ordered &= index >= next;
      next = index + 1;
    }
    if (ordered)
      inlined.insert(run.begin(), run.end());
  }

  Value result = terminator->getOperand(0);
  Operation *last = terminator->getPrevNode();
  for (Operation &op : block) {
    if (&op == terminator)
      break;
    FailureOr<std::string> expr = printExpr(&op, indent, out);
    if (failed(expr))
      return done(failure());
    if (op.getNumResults() > 1 && isa<func::CallOp>(op)) {
      // A call of an outlined function with several results: a tuple.
      std::string name = "%" + std::to_string(counter++);
      out += indentStr(indent) + name + " = " + *expr + ";\n";
      for (auto [i, r] : llvm::enumerate(op.getResults()))
        names[r] = name + "." + std::to_string(i);
      continue;
    }
    if (op.getNumResults() != 1)
      return done(op.emitError("ops with ")
                  << op.getNumResults() << " results have no Relay form");
    Value value = op.getResult(0);
    if (inlined.contains(&op)) {
      names[value] = *expr;
      continue;
    }
    std::string typeComment;
    if (options.printTypes && !isa<ConstantOp, FnOp>(op)) {
      FailureOr<std::string> type = typeString(&op, value.getType());
      if (failed(type))
        return done(failure());
      typeComment = " /* ty=" + *type + " */";
    }
    // The last op, used only by the terminator, is the body's value.
    if (!tupleResult && &op == last && value == result && value.hasOneUse()) {
      out += indentStr(indent) + *expr + typeComment + "\n";
      return done(success());
    }
    std::string name = "%" + std::to_string(counter++);
    names[value] = name;
    out += indentStr(indent) + name + " = " + *expr + typeComment + ";\n";
  }
  std::string value = tupleResult ? "(" : "";
  for (auto [i, operand] : llvm::enumerate(terminator->getOperands())) {
    FailureOr<std::string> r = ref(terminator, operand);
    if (failed(r))
      return done(failure());
    value += (i ? ", " : "") + *r;
  }
  if (tupleResult)
    value += ")";
  out += indentStr(indent) + value + "\n";
  return done(success());
}

LogicalResult Exporter::bindClosures(Operation *function, unsigned indent,
                                     std::string &out) {
  // The outlined functions this function refers to (in nested regions too),
  // bound as closures at its top in module order: the importer puts them
  // back before the definition in that order.
  llvm::StringSet<> used;
  function->walk([&](Operation *op) {
    FlatSymbolRefAttr symbol;
    if (auto call = dyn_cast<func::CallOp>(op))
      symbol = call.getCalleeAttr();
    else if (auto constant = dyn_cast<func::ConstantOp>(op))
      symbol = constant.getValueAttr();
    if (symbol && calledOutlined.contains(symbol.getValue()))
      used.insert(symbol.getValue());
  });
  for (auto callee : module.getOps<func::FuncOp>()) {
    if (!used.contains(callee.getSymName()) || callee == function)
      continue;
    std::string closure;
    // A closure's body sees only its own bindings.
    llvm::StringMap<std::string> outer = std::move(closureNames);
    closureNames.clear();
    LogicalResult printed =
        printFunction(callee, /*asClosure=*/true, indent, closure);
    closureNames = std::move(outer);
    if (failed(printed))
      return failure();
    std::string name = "%" + std::to_string(counter++);
    out += indentStr(indent) + name + " = " + closure + ";\n";
    closureNames[callee.getSymName()] = name;
  }
  return success();
}

LogicalResult Exporter::printFunction(func::FuncOp func, bool asClosure,
                                      unsigned indent, std::string &out) {
  if (func.isExternal())
    return func.emitError("function declarations have no Relay form");
  if (!llvm::hasSingleElement(func.getBody()))
    return func.emitError("functions with several blocks have no Relay form");
  FunctionType type = func.getFunctionType();
  bool outlined = isOutlinedFunction(func);
  if (type.getNumResults() != 1 && !(outlined && type.getNumResults() > 1))
    return func.emitError("functions with ")
           << type.getNumResults()
           << " results have no Relay form (return a tuple)";
  Block &body = func.getBody().front();
  FailureOr<std::string> sig =
      signature(func, body, /*outlined=*/asClosure, func.getSymName());
  if (failed(sig))
    return failure();
  FailureOr<std::string> result =
      type.getNumResults() == 1
          ? typeString(func, type.getResult(0))
          : typeString(func,
                       TupleType::get(func.getContext(), type.getResults()));
  if (failed(result))
    return failure();
  std::string header = asClosure ? "fn " : "def @" + func.getSymName().str();
  out += header + *sig + " -> " + *result + " {\n";
  if (failed(bindClosures(func, indent + 2, out)) ||
      failed(printBody(body, indent + 2, out)))
    return failure();
  out += indentStr(indent) + "}";
  return success();
}

LogicalResult Exporter::run(llvm::raw_ostream &os) {
  // Outlined closures that are called are printed where they are called.
  module.walk([&](Operation *op) {
    FlatSymbolRefAttr symbol;
    if (auto call = dyn_cast<func::CallOp>(op))
      symbol = call.getCalleeAttr();
    else if (auto constant = dyn_cast<func::ConstantOp>(op))
      symbol = constant.getValueAttr();
    if (!symbol)
      return;
    auto callee = module.lookupSymbol<func::FuncOp>(symbol);
    // Public functions stay definitions (as TVM's PartitionGraph leaves
    // external functions); private ones came from closures.
    if (callee && callee.isPrivate() && isOutlinedFunction(callee))
      calledOutlined.insert(callee.getSymName());
  });

  std::string text = "#[version = \"0.0.5\"]\n";
  bool first = true;
  for (Operation &op : module.getBody()->getOperations()) {
    auto func = dyn_cast<func::FuncOp>(op);
    if (!func)
      return op.emitError("'")
                 << op.getName() << "' has no Relay form at module level",
             failure();
    if (calledOutlined.contains(func.getSymName()) ||
        func->hasAttr(kInstanceOfAttr))
      continue;
    counter = 0;
    unnamedParams = 0;
    names.clear();
    usedNames.clear();
    inlined.clear();
    closureNames.clear();
    if (!first)
      text += "\n";
    first = false;
    if (failed(printFunction(func, /*asClosure=*/false, 0, text)))
      return failure();
    text += "\n";
  }
  if (!metaConstants.empty()) {
    std::string json, error;
    llvm::raw_string_ostream jsonStream(json);
    if (failed(printMetadata(metaConstants, jsonStream, error)))
      return module.emitError("cannot export a constant: ") << error;
    text += "\n#[metadata]\n" + json + "\n";
  }
  os << text;
  return success();
}

LogicalResult mlir::relay::exportRelayText(ModuleOp module,
                                           llvm::raw_ostream &os,
                                           const RelayExportOptions &options) {
  // A module that only wraps another one (an explicit `module {}` parsed
  // with an implicit one around it) exports as the inner one.
  Block *body = module.getBody();
  if (llvm::hasSingleElement(*body))
    if (auto inner = dyn_cast<ModuleOp>(body->front()))
      module = inner;
  return Exporter(module, options).run(os);
}
