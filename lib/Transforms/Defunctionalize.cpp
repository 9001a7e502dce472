//===- Defunctionalize.cpp - Closure conversion of escaping closures ------===//
//
// TVM's VM gives an escaping closure a closure object at run time: a code
// pointer and the captured values. Native code generated from MLIR has no
// such object system, and a Relay module is a whole program, so the closures
// are converted at compile time instead: every value of a closure type is a
// tag saying which closure it is plus the captured values of every closure of
// that type, and applying it dispatches on the tag (Reynolds'
// defunctionalisation). Everything stays in the relay dialect: the tag is a
// tensor<i32>, the value a relay.tuple, the dispatch relay.if, so the
// conversion to linalg flattens and lowers it like any other program.
//
//===----------------------------------------------------------------------===//

#include "ClosureUtils.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/ScopeExit.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYDEFUNCTIONALIZEPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// One way to build a value of a closure type: a closure (relay.fn) with the
/// values it captures, or a function referenced as a value (func.constant).
struct Variant {
  FnOp fn;
  SmallVector<Value> captures;
  FlatSymbolRefAttr function;
  /// The function a closure's body is lifted into.
  func::FuncOp lifted;
  /// The position of the first captured value in the closure tuple.
  unsigned firstSlot = 0;
};

/// A function type whose values are closures, and its representation.
struct ClosureType {
  SmallVector<Variant> variants;
  llvm::DenseMap<Attribute, unsigned> functionVariants;
  /// (tag: tensor<i32>, the captures of every variant...).
  TupleType representation;
  func::FuncOp apply;
};

/// Adds the function types in `type` (itself, or inside tuples) to `types`.
void collectFunctionTypes(Type type, llvm::SetVector<FunctionType> &types) {
  if (auto function = dyn_cast<FunctionType>(type))
    types.insert(function);
  else if (auto tuple = dyn_cast<TupleType>(type))
    for (Type field : tuple.getTypes())
      collectFunctionTypes(field, types);
}

class Defunctionalizer {
public:
  Defunctionalizer(ModuleOp module) : module(module), symbols(module) {}

  LogicalResult run();

private:
  void collectClosureTypes(ArrayRef<FnOp> fns);
  FailureOr<Type> convertValueType(Type type, Location loc);
  FunctionType convertSignature(FunctionType type);
  Value buildDummy(OpBuilder &b, Location loc, Type type);
  Value buildClosure(OpBuilder &b, Location loc, FunctionType type,
                     unsigned variantIndex, ValueRange captures);
  LogicalResult rewriteCall(CallOp call, FunctionType type);
  LogicalResult liftClosure(FunctionType type, Variant &variant);
  void buildApply(FunctionType type, ClosureType &closure);
  LogicalResult convertTypes();
  void replaceValue(Value from, Value to);

  ModuleOp module;
  SymbolTable symbols;
  llvm::MapVector<FunctionType, ClosureType> closureTypes;
  llvm::DenseMap<Type, Type> convertedTypes;
  llvm::DenseSet<Type> inProgress;
  llvm::DenseMap<Operation *, unsigned> liftCounters;
};

void Defunctionalizer::collectClosureTypes(ArrayRef<FnOp> fns) {
  llvm::SetVector<FunctionType> captured;
  for (FnOp fn : fns) {
    ClosureType &closure = closureTypes[fn.getFunctionType()];
    Variant &variant = closure.variants.emplace_back();
    variant.fn = fn;
    llvm::SetVector<Value> values;
    getUsedValuesDefinedAbove(fn.getBody(), values);
    variant.captures.assign(values.begin(), values.end());
    for (Value value : values)
      collectFunctionTypes(value.getType(), captured);
  }
  // A captured function value lives in a tuple slot: its type must have a
  // representation made of tensors too, so it becomes a closure type.
  for (FunctionType type : captured)
    (void)closureTypes[type];
  // Functions referenced as values of a closure type are variants of it.
  module.walk([&](func::ConstantOp constant) {
    auto it = closureTypes.find(cast<FunctionType>(constant.getType()));
    if (it == closureTypes.end())
      return;
    ClosureType &closure = it->second;
    auto [entry, inserted] = closure.functionVariants.try_emplace(
        constant.getValueAttr(), closure.variants.size());
    if (inserted)
      closure.variants.emplace_back().function = constant.getValueAttr();
  });
}

/// The type a value of `type` has after the conversion: a closure type
/// becomes its tuple, other types are converted inside.
FailureOr<Type> Defunctionalizer::convertValueType(Type type, Location loc) {
  if (auto it = convertedTypes.find(type); it != convertedTypes.end())
    return it->second;
  Type result = type;
  if (auto function = dyn_cast<FunctionType>(type)) {
    auto it = closureTypes.find(function);
    if (it != closureTypes.end()) {
      if (!inProgress.insert(type).second)
        return emitError(loc, "a closure of type ")
               << type
               << " captures a value whose type contains that closure type: "
                  "such recursive closures are not supported";
      llvm::scope_exit restore([&] { inProgress.erase(type); });
      MLIRContext *ctx = type.getContext();
      SmallVector<Type> fields{
          RankedTensorType::get({}, IntegerType::get(ctx, 32))};
      for (Variant &variant : it->second.variants) {
        variant.firstSlot = fields.size();
        for (Value capture : variant.captures) {
          FailureOr<Type> slot = convertValueType(
              capture.getType(), variant.fn ? variant.fn.getLoc() : loc);
          if (failed(slot))
            return failure();
          fields.push_back(*slot);
        }
      }
      it->second.representation = TupleType::get(ctx, fields);
      result = it->second.representation;
    } else {
      result = convertSignature(function);
      if (!result)
        return failure();
    }
  } else if (auto tuple = dyn_cast<TupleType>(type)) {
    SmallVector<Type> fields;
    for (Type field : tuple.getTypes()) {
      FailureOr<Type> converted = convertValueType(field, loc);
      if (failed(converted))
        return failure();
      fields.push_back(*converted);
    }
    result = TupleType::get(type.getContext(), fields);
  }
  convertedTypes[type] = result;
  return result;
}

/// The signature of a function after the conversion; null if a type in it
/// has no representation (the error is reported already).
FunctionType Defunctionalizer::convertSignature(FunctionType type) {
  Location loc = module.getLoc();
  SmallVector<Type> inputs, results;
  for (Type input : type.getInputs()) {
    FailureOr<Type> converted = convertValueType(input, loc);
    if (failed(converted))
      return nullptr;
    inputs.push_back(*converted);
  }
  for (Type result : type.getResults()) {
    FailureOr<Type> converted = convertValueType(result, loc);
    if (failed(converted))
      return nullptr;
    results.push_back(*converted);
  }
  return FunctionType::get(type.getContext(), inputs, results);
}

/// A value of the converted `type` for a slot that belongs to another
/// variant: never read, so zeros (empty along `?` dimensions) will do.
Value Defunctionalizer::buildDummy(OpBuilder &b, Location loc, Type type) {
  if (auto tuple = dyn_cast<TupleType>(type)) {
    SmallVector<Value> fields;
    for (Type field : tuple.getTypes())
      fields.push_back(buildDummy(b, loc, field));
    return TupleOp::create(b, loc, type, fields);
  }
  auto tensor = cast<RankedTensorType>(type);
  SmallVector<int64_t> shape =
      llvm::map_to_vector(tensor.getShape(), [](int64_t size) {
        return ShapedType::isDynamic(size) ? 0 : size;
      });
  auto staticType = tensor.clone(shape);
  Value zeros =
      ConstantOp::create(b, loc, cast<ElementsAttr>(b.getZeroAttr(staticType)));
  if (staticType == tensor)
    return zeros;
  return tensor::CastOp::create(b, loc, tensor, zeros);
}

/// The tuple for variant `variantIndex` of `type`, holding `captures`.
Value Defunctionalizer::buildClosure(OpBuilder &b, Location loc,
                                     FunctionType type, unsigned variantIndex,
                                     ValueRange captures) {
  ClosureType &closure = closureTypes[type];
  TupleType representation = closure.representation;
  Variant &variant = closure.variants[variantIndex];
  SmallVector<Value> fields;
  fields.push_back(ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(RankedTensorType::get({}, b.getI32Type()),
                             b.getI32IntegerAttr(variantIndex).getValue())));
  for (unsigned i = 1, e = representation.size(); i < e; ++i) {
    if (i >= variant.firstSlot && i < variant.firstSlot + captures.size())
      fields.push_back(captures[i - variant.firstSlot]);
    else
      fields.push_back(buildDummy(b, loc, representation.getType(i)));
  }
  return TupleOp::create(b, loc, representation, fields);
}

/// Replaces `from` by `to`, also where a closure records it as a capture.
void Defunctionalizer::replaceValue(Value from, Value to) {
  from.replaceAllUsesWith(to);
  for (auto &entry : closureTypes)
    for (Variant &variant : entry.second.variants)
      llvm::replace(variant.captures, from, to);
}

/// `relay.call %f(args)` on a closure becomes `func.call @apply(%f, args)`.
/// `type` is the callee's type before any rewriting: the callee may be the
/// result of a call rewritten already.
LogicalResult Defunctionalizer::rewriteCall(CallOp call, FunctionType type) {
  ClosureType &closure = closureTypes[type];
  if (!closure.apply)
    return call.emitOpError("applies a closure of type ")
           << type << " but no closure or function of that type exists";
  OpBuilder b(call);
  SmallVector<Value> operands{call.getCallee()};
  // Other than tensors, an argument's type differs from the callee's only
  // where it holds a closure already converted (convertTypes aligns them).
  for (auto [arg, expected] : llvm::zip(call.getArgs(), type.getInputs())) {
    FailureOr<Value> value = castToType(b, call.getLoc(), arg, expected);
    operands.push_back(succeeded(value) ? *value : arg);
  }
  auto newCall = func::CallOp::create(
      b, call.getLoc(), closure.apply.getSymName(),
      closure.apply.getFunctionType().getResults(), operands);
  for (auto [oldResult, newResult, declared] :
       llvm::zip(call.getResults(), newCall.getResults(), type.getResults())) {
    FailureOr<Value> value =
        oldResult.getType() == declared
            ? FailureOr<Value>(newResult)
            : castToType(b, call.getLoc(), newResult, oldResult.getType());
    replaceValue(oldResult, succeeded(value) ? *value : Value(newResult));
  }
  call.erase();
  return success();
}

/// Moves a closure's body into a private function taking its captures, then
/// its parameters, and replaces the closure by its tuple.
LogicalResult Defunctionalizer::liftClosure(FunctionType type,
                                            Variant &variant) {
  FnOp fn = variant.fn;
  auto enclosing = fn->getParentOfType<func::FuncOp>();
  if (!enclosing)
    return fn.emitOpError("is not inside a function");
  variant.lifted = liftClosureBody(
      fn, variant.captures, enclosing,
      (enclosing.getSymName() + "_closure_" + Twine(liftCounters[enclosing]++))
          .str(),
      symbols);
  OpBuilder b(fn);
  unsigned index = &variant - closureTypes[type].variants.begin();
  replaceValue(fn.getResult(),
               buildClosure(b, fn.getLoc(), type, index, variant.captures));
  fn.erase();
  return success();
}

/// `closure_apply_<n>(%closure, args...)`: calls the variant its tag names.
void Defunctionalizer::buildApply(FunctionType type, ClosureType &closure) {
  func::FuncOp apply = closure.apply;
  Location loc = apply.getLoc();
  Block *entry = apply.addEntryBlock();
  OpBuilder b = OpBuilder::atBlockEnd(entry);
  Value value = entry->getArgument(0);
  ValueRange args = entry->getArguments().drop_front();
  TypeRange results = apply.getFunctionType().getResults();
  TupleType representation = closure.representation;
  Type tagType = representation.getType(0);
  Value tag = TupleGetItemOp::create(b, loc, tagType, value, uint64_t{0});

  auto callVariant = [&](OpBuilder &b, unsigned index) {
    Variant &variant = closure.variants[index];
    SmallVector<Value> operands;
    for (unsigned i = 0, e = variant.captures.size(); i < e; ++i) {
      unsigned slot = variant.firstSlot + i;
      operands.push_back(TupleGetItemOp::create(
          b, loc, representation.getType(slot), value, uint64_t{slot}));
    }
    llvm::append_range(operands, args);
    StringRef callee = variant.lifted ? variant.lifted.getSymName()
                                      : variant.function.getValue();
    return func::CallOp::create(b, loc, callee, results, operands).getResults();
  };

  // if tag == 0 { variant 0 } else { if tag == 1 { ... } else { last } }
  std::function<SmallVector<Value>(OpBuilder &, unsigned)> dispatch =
      [&](OpBuilder &b, unsigned index) -> SmallVector<Value> {
    if (index + 1 == closure.variants.size())
      return SmallVector<Value>(callVariant(b, index));
    Value expected = ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(cast<ShapedType>(tagType),
                               b.getI32IntegerAttr(index).getValue()));
    Value isVariant = EqualOp::create(
        b, loc, RankedTensorType::get({}, b.getI1Type()), tag, expected);
    OperationState state(loc, IfOp::getOperationName());
    state.addOperands(isVariant);
    state.addTypes(results);
    state.addRegion();
    state.addRegion();
    OpBuilder::InsertionGuard guard(b);
    Operation *ifOp = b.create(state);
    b.setInsertionPointToStart(&ifOp->getRegion(0).emplaceBlock());
    YieldOp::create(b, loc, ValueRange(callVariant(b, index)));
    b.setInsertionPointToStart(&ifOp->getRegion(1).emplaceBlock());
    YieldOp::create(b, loc, ValueRange(dispatch(b, index + 1)));
    return SmallVector<Value>(ifOp->getResults());
  };
  func::ReturnOp::create(b, loc, ValueRange(dispatch(b, 0)));
}

/// Gives every function, block argument and result its converted type.
LogicalResult Defunctionalizer::convertTypes() {
  for (auto function : module.getOps<func::FuncOp>()) {
    FunctionType signature = convertSignature(function.getFunctionType());
    if (!signature)
      return failure();
    function.setFunctionType(signature);
  }
  WalkResult walk = module.walk([&](Operation *op) {
    if (auto constant = dyn_cast<func::ConstantOp>(op)) {
      // A function value of a non-closure type keeps being one.
      FunctionType signature =
          convertSignature(cast<FunctionType>(constant.getType()));
      if (!signature)
        return WalkResult::interrupt();
      constant.getResult().setType(signature);
      return WalkResult::advance();
    }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments()) {
          FailureOr<Type> type = convertValueType(arg.getType(), arg.getLoc());
          if (failed(type))
            return WalkResult::interrupt();
          arg.setType(*type);
        }
    for (OpResult result : op->getResults()) {
      FailureOr<Type> type = convertValueType(result.getType(), op->getLoc());
      if (failed(type))
        return WalkResult::interrupt();
      result.setType(*type);
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

LogicalResult Defunctionalizer::run() {
  // Inner closures first: lifting one leaves its tuple in the outer body.
  SmallVector<FnOp> fns;
  module.walk<WalkOrder::PostOrder>([&](FnOp fn) { fns.push_back(fn); });
  if (fns.empty())
    return success();
  collectClosureTypes(fns);

  // Representations (this also rejects recursive closure types), and one
  // apply function per closure type that has variants.
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  unsigned applyCounter = 0;
  for (auto &[type, closure] : closureTypes) {
    Location loc = closure.variants.empty() || !closure.variants.front().fn
                       ? module.getLoc()
                       : closure.variants.front().fn.getLoc();
    if (failed(convertValueType(type, loc)))
      return failure();
    if (closure.variants.empty())
      continue;
    SmallVector<Type> inputs{closure.representation};
    for (Type input : type.getInputs()) {
      FailureOr<Type> converted = convertValueType(input, loc);
      if (failed(converted))
        return failure();
      inputs.push_back(*converted);
    }
    FunctionType signature = convertSignature(type);
    if (!signature)
      return failure();
    closure.apply = func::FuncOp::create(
        b, loc, ("closure_apply_" + Twine(applyCounter++)).str(),
        b.getFunctionType(inputs, signature.getResults()));
    closure.apply.setPrivate();
    symbols.insert(closure.apply);
  }

  // Calls first, while callees still have their function types.
  SmallVector<std::pair<CallOp, FunctionType>> calls;
  module.walk([&](CallOp call) {
    auto type = cast<FunctionType>(call.getCallee().getType());
    if (closureTypes.contains(type))
      calls.emplace_back(call, type);
  });
  for (auto [call, type] : calls)
    if (failed(rewriteCall(call, type)))
      return failure();

  for (FnOp fn : fns) {
    FunctionType type = fn.getFunctionType();
    for (Variant &variant : closureTypes[type].variants)
      if (variant.fn == fn && failed(liftClosure(type, variant)))
        return failure();
  }

  SmallVector<func::ConstantOp> constants;
  module.walk([&](func::ConstantOp constant) {
    if (closureTypes.contains(cast<FunctionType>(constant.getType())))
      constants.push_back(constant);
  });
  for (func::ConstantOp constant : constants) {
    auto type = cast<FunctionType>(constant.getType());
    OpBuilder b(constant);
    replaceValue(constant.getResult(),
                 buildClosure(b, constant.getLoc(), type,
                              closureTypes[type].functionVariants.lookup(
                                  constant.getValueAttr()),
                              {}));
    constant.erase();
  }

  for (auto &[type, closure] : closureTypes)
    if (closure.apply)
      buildApply(type, closure);
  return convertTypes();
}

struct RelayDefunctionalizePass
    : public relay::impl::RelayDefunctionalizePassBase<
          RelayDefunctionalizePass> {
  void runOnOperation() override {
    if (failed(Defunctionalizer(getOperation()).run()))
      signalPassFailure();
  }
};

} // namespace
