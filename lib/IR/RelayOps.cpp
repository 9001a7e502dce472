//===- RelayOps.cpp - Relay structural operations and assembly ------------===//
//
// The structural operations (constant, tuples, if, closures), the custom
// assembly directives shared by all operators, and the generated op
// definitions. Operator type relations live in one file per op family.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::relay;

//===----------------------------------------------------------------------===//
// Custom assembly directives
//===----------------------------------------------------------------------===//

/// `T` when the result has the operand's type, else `T -> R`.
static ParseResult parseUnaryTypes(OpAsmParser &parser, Type &data,
                                   Type &result) {
  if (parser.parseType(data))
    return failure();
  if (succeeded(parser.parseOptionalArrow()))
    return parser.parseType(result);
  result = data;
  return success();
}

static void printUnaryTypes(OpAsmPrinter &p, Operation *, Type data,
                            Type result) {
  p << data;
  if (result != data)
    p << " -> " << result;
}

/// `T` when both operands and the result share a type, else the function
/// type `(L, R) -> T`.
static ParseResult parseBinaryTypes(OpAsmParser &parser, Type &lhs, Type &rhs,
                                    Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fn = dyn_cast<FunctionType>(type)) {
    if (fn.getNumInputs() != 2 || fn.getNumResults() != 1)
      return parser.emitError(loc, "expected a function type with two inputs "
                                   "and one result, got ")
             << type;
    lhs = fn.getInput(0);
    rhs = fn.getInput(1);
    result = fn.getResult(0);
    return success();
  }
  lhs = rhs = result = type;
  return success();
}

static void printBinaryTypes(OpAsmPrinter &p, Operation *op, Type lhs,
                             Type rhs, Type result) {
  if (lhs == rhs && rhs == result)
    p << result;
  else
    p << FunctionType::get(op->getContext(), {lhs, rhs}, {result});
}

/// The tuple type, from which the field types follow.
/// Usually just the tuple type; `(F1, F2) -> tuple<...>` when the declared
/// result is less refined than the fields (before -relay-infer-type).
static ParseResult parseTupleFields(OpAsmParser &parser,
                                    SmallVectorImpl<Type> &fields,
                                    Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fn = dyn_cast<FunctionType>(type)) {
    if (fn.getNumResults() != 1 || !isa<TupleType>(fn.getResult(0)))
      return parser.emitError(loc, "expected a function type returning one "
                                   "tuple, got ")
             << type;
    llvm::append_range(fields, fn.getInputs());
    result = fn.getResult(0);
    return success();
  }
  auto tuple = dyn_cast<TupleType>(type);
  if (!tuple)
    return parser.emitError(loc, "expected a tuple type, got ") << type;
  llvm::append_range(fields, tuple.getTypes());
  result = type;
  return success();
}

static void printTupleFields(OpAsmPrinter &p, Operation *op, TypeRange fields,
                             Type result) {
  if (TupleType::get(op->getContext(), fields) == result)
    p << result;
  else
    p << FunctionType::get(op->getContext(), fields, result);
}

/// The callee's function type, from which argument and result types follow.
/// Usually just the callee's function type; `F, (A...) -> (R...)` when the
/// arguments or results are typed differently (compatible but less or more
/// refined) than the callee.
static ParseResult parseCallTypes(OpAsmParser &parser, Type &callee,
                                  SmallVectorImpl<Type> &args,
                                  SmallVectorImpl<Type> &results) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(callee))
    return failure();
  auto fn = dyn_cast<FunctionType>(callee);
  if (!fn)
    return parser.emitError(loc, "expected a function type, got ") << callee;
  if (succeeded(parser.parseOptionalComma())) {
    loc = parser.getCurrentLocation();
    Type type;
    if (parser.parseType(type))
      return failure();
    fn = dyn_cast<FunctionType>(type);
    if (!fn)
      return parser.emitError(loc, "expected a function type, got ") << type;
  }
  llvm::append_range(args, fn.getInputs());
  llvm::append_range(results, fn.getResults());
  return success();
}

static void printCallTypes(OpAsmPrinter &p, Operation *op, Type callee,
                           TypeRange args, TypeRange results) {
  p << callee;
  auto fn = cast<FunctionType>(callee);
  if (TypeRange(fn.getInputs()) != args ||
      TypeRange(fn.getResults()) != results)
    p << ", " << FunctionType::get(op->getContext(), args, results);
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

LogicalResult ConstantOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  auto value = dyn_cast_or_null<ElementsAttr>(adaptor.getValueAttr());
  if (!value)
    return emitOptionalError(location, "expected an elements attribute");
  inferred.push_back(value.getType());
  return success();
}

LogicalResult ConstantOp::verify() {
  if (getValue().getType() != getType())
    return emitOpError("value type ")
           << getValue().getType() << " differs from the result type "
           << getType();
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValueAttr(); }

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "cst");
}

OpPatternKind ConstantOp::getOpPatternKind() {
  // TVM's IndexedForwardGraph: a scalar constant of a simple dtype is
  // element-wise (it can be inlined into a fused function), any other
  // constant is opaque.
  auto type = getType();
  Type element = type.getElementType();
  bool simple = element.isSignlessInteger(32) ||
                element.isSignlessInteger(64) || element.isF32() ||
                element.isF64() || element.isSignlessInteger(1);
  return type.getRank() == 0 && simple ? OpPatternKind::kElemWise
                                       : OpPatternKind::kOpaque;
}

//===----------------------------------------------------------------------===//
// TupleOp / TupleGetItemOp
//===----------------------------------------------------------------------===//

LogicalResult TupleOp::inferReturnTypes(MLIRContext *context,
                                        std::optional<Location>,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  inferred.push_back(
      TupleType::get(context, ValueRange(adaptor.getFields()).getTypes()));
  return success();
}

LogicalResult
TupleGetItemOp::inferReturnTypes(MLIRContext *,
                                 std::optional<Location> location,
                                 Adaptor adaptor,
                                 SmallVectorImpl<Type> &inferred) {
  auto tuple = dyn_cast<TupleType>(adaptor.getTuple().getType());
  if (!tuple)
    return emitOptionalError(location, "operand must be a tuple");
  int64_t index = adaptor.getIndex();
  if (index < 0 || index >= static_cast<int64_t>(tuple.size()))
    return emitOptionalError(location, "index ", index,
                             " is out of range for a tuple of ", tuple.size(),
                             " fields");
  inferred.push_back(tuple.getType(index));
  return success();
}

OpFoldResult TupleGetItemOp::fold(FoldAdaptor) {
  auto tuple = getTuple().getDefiningOp<TupleOp>();
  if (!tuple)
    return {};
  Value field = tuple.getFields()[getIndex()];
  return field.getType() == getType() ? field : Value();
}

// TVM's IndexedForwardGraph: a projection out of a tuple of tensors is
// injective, any other projection opaque.
OpPatternKind TupleGetItemOp::getOpPatternKind() {
  auto tuple = cast<TupleType>(getTuple().getType());
  bool allTensors = llvm::all_of(tuple.getTypes(), [](Type t) {
    return isa<RankedTensorType>(t);
  });
  return allTensors ? OpPatternKind::kInjective : OpPatternKind::kOpaque;
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

static LogicalResult verifyYield(Operation *op, Region &region,
                                 TypeRange expected, StringRef what) {
  auto yield = dyn_cast<YieldOp>(region.front().getTerminator());
  if (!yield)
    return op->emitOpError() << what << " must end with 'relay.yield'";
  TypeRange actual = yield.getValues().getTypes();
  if (!areCompatibleTypes(actual, expected))
    return op->emitOpError()
           << what << " yields " << actual.size() << " value(s) of type(s) ("
           << actual << ") but the op expects (" << expected << ")";
  return success();
}

LogicalResult IfOp::verify() {
  if (failed(verifyYield(*this, getThenRegion(), getResultTypes(),
                         "the then-branch")) ||
      failed(verifyYield(*this, getElseRegion(), getResultTypes(),
                         "the else-branch")))
    return failure();
  return success();
}

/// The value of a `tensor<i1>` condition known to be constant, if it is.
static std::optional<bool> getConstantCondition(Attribute attr) {
  auto cond = dyn_cast_or_null<DenseIntElementsAttr>(attr);
  if (!cond || !cond.isSplat() || !cond.getElementType().isInteger(1))
    return std::nullopt;
  return cond.getSplatValue<bool>();
}

void IfOp::getSuccessorRegions(RegionBranchPoint point,
                               SmallVectorImpl<RegionSuccessor> &regions) {
  // Either branch returns to the op; the op enters one of its branches.
  if (!point.isParent()) {
    regions.push_back(RegionSuccessor(getOperation(), getResults()));
    return;
  }
  regions.push_back(RegionSuccessor(&getThenRegion()));
  regions.push_back(RegionSuccessor(&getElseRegion()));
}

void IfOp::getEntrySuccessorRegions(ArrayRef<Attribute> operands,
                                    SmallVectorImpl<RegionSuccessor> &regions) {
  std::optional<bool> cond = getConstantCondition(operands.front());
  if (!cond)
    return getSuccessorRegions(RegionBranchPoint::parent(), regions);
  regions.push_back(
      RegionSuccessor(*cond ? &getThenRegion() : &getElseRegion()));
}

void IfOp::getRegionInvocationBounds(
    ArrayRef<Attribute> operands, SmallVectorImpl<InvocationBounds> &bounds) {
  if (std::optional<bool> cond = getConstantCondition(operands.front())) {
    bounds.emplace_back(0, *cond ? 1 : 0);
    bounds.emplace_back(0, *cond ? 0 : 1);
    return;
  }
  bounds.assign(2, {0, 1});
}

// A branch may yield a more or less refined type than the op declares.
bool IfOp::areTypesCompatible(Type lhs, Type rhs) {
  return areCompatibleTypes(lhs, rhs);
}

namespace {
/// Replaces `relay.if` on a constant condition by the taken branch, as
/// TVM's SimplifyExpr/FoldConstant do for `if (True)`.
struct FoldConstantCondition : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    Attribute attr;
    if (!matchPattern(op.getCond(), m_Constant(&attr)))
      return failure();
    std::optional<bool> cond = getConstantCondition(attr);
    if (!cond)
      return failure();
    Block &taken =
        *cond ? op.getThenRegion().front() : op.getElseRegion().front();
    auto yield = cast<YieldOp>(taken.getTerminator());
    // The branch may yield a differently refined type than the op declares;
    // only tensors can be re-typed (castToType), so check before changing
    // anything. The verifier guarantees the types are compatible.
    for (auto [value, result] : llvm::zip(yield.getValues(), op.getResults()))
      if (value.getType() != result.getType() &&
          !(isa<RankedTensorType>(value.getType()) &&
            isa<RankedTensorType>(result.getType())))
        return rewriter.notifyMatchFailure(op, "cannot re-type a non-tensor");
    rewriter.inlineBlockBefore(&taken, op);
    rewriter.setInsertionPoint(op);
    SmallVector<Value> results;
    for (auto [value, result] : llvm::zip(yield.getValues(), op.getResults()))
      results.push_back(
          *castToType(rewriter, op.getLoc(), value, result.getType()));
    rewriter.replaceOp(op, results);
    rewriter.eraseOp(yield);
    return success();
  }
};

/// Results that both branches yield as the same value from outside the
/// `relay.if` do not depend on the condition.
struct ForwardBranchInvariantResults : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    auto thenYield = cast<YieldOp>(op.getThenRegion().front().getTerminator());
    auto elseYield = cast<YieldOp>(op.getElseRegion().front().getTerminator());
    bool changed = false;
    for (auto [result, thenValue, elseValue] : llvm::zip(
             op.getResults(), thenYield.getValues(), elseYield.getValues())) {
      if (thenValue != elseValue || result.use_empty() ||
          result.getType() != thenValue.getType() ||
          op->isAncestor(thenValue.getParentRegion()->getParentOp()))
        continue;
      rewriter.replaceAllUsesWith(result, thenValue);
      changed = true;
    }
    return success(changed);
  }
};
} // namespace

void IfOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                       MLIRContext *context) {
  results.add<FoldConstantCondition, ForwardBranchInvariantResults>(context);
}

//===----------------------------------------------------------------------===//
// FnOp
//===----------------------------------------------------------------------===//

ParseResult FnOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<Type> resultTypes;
  if (parser.parseArgumentList(args, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    if (succeeded(parser.parseOptionalLParen())) {
      if (failed(parser.parseOptionalRParen()) &&
          (parser.parseTypeList(resultTypes) || parser.parseRParen()))
        return failure();
    } else if (parser.parseType(resultTypes.emplace_back())) {
      return failure();
    }
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  SmallVector<Type> argTypes;
  for (auto &arg : args)
    argTypes.push_back(arg.type);
  result.addTypes(
      FunctionType::get(parser.getContext(), argTypes, resultTypes));
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args))
    return failure();
  FnOp::ensureTerminator(*body, parser.getBuilder(), result.location);
  return success();
}

void FnOp::print(OpAsmPrinter &p) {
  p << " (";
  llvm::interleaveComma(getBody().getArguments(), p, [&](BlockArgument arg) {
    p.printRegionArgument(arg);
  });
  p << ")";
  ArrayRef<Type> results = getFunctionType().getResults();
  if (!results.empty()) {
    p << " -> ";
    if (results.size() == 1 && !isa<FunctionType>(results[0]))
      p << results[0];
    else
      p << "(" << results << ")";
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/true);
}

LogicalResult FnOp::verify() {
  FunctionType type = getFunctionType();
  TypeRange argTypes = getBody().getArgumentTypes();
  if (argTypes != TypeRange(type.getInputs()))
    return emitOpError("parameter types (")
           << argTypes << ") differ from the function type " << type;
  return verifyYield(*this, getBody(), type.getResults(), "the body");
}

//===----------------------------------------------------------------------===//
// CallOp / YieldOp
//===----------------------------------------------------------------------===//

LogicalResult CallOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  auto fn = dyn_cast<FunctionType>(adaptor.getCallee().getType());
  if (!fn)
    return emitOptionalError(location, "callee must have a function type");
  TypeRange args = ValueRange(adaptor.getArgs()).getTypes();
  if (args.size() != fn.getNumInputs())
    return emitOptionalError(location, "callee expects ", fn.getNumInputs(),
                             " argument(s) but ", args.size(), " were given");
  for (auto [i, pair] : llvm::enumerate(llvm::zip(args, fn.getInputs())))
    if (!areCompatibleTypes(std::get<0>(pair), std::get<1>(pair)))
      return emitOptionalError(location, "argument ", i, " has type ",
                               std::get<0>(pair), " but the callee expects ",
                               std::get<1>(pair));
  llvm::append_range(inferred, fn.getResults());
  return success();
}

//===----------------------------------------------------------------------===//
// Generated definitions
//===----------------------------------------------------------------------===//

#define GET_OP_CLASSES
#include "RelayDialect/IR/RelayOps.cpp.inc"
