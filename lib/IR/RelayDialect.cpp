//===- RelayDialect.cpp - Relay dialect -----------------------------------===//

#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/IR/RelayTypes.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::relay;

#include "RelayDialect/IR/RelayOpsDialect.cpp.inc"

namespace {
/// Lets upstream `-inline` inline calls of global functions whose bodies hold
/// relay ops, and `relay.call`s of a `relay.fn` (beta reduction). Fused
/// (`relay.primitive`), external (`relay.compiler`) and composite
/// (`relay.composite`) functions stay outlined, as TVM keeps them: code
/// generation and the external compiler work on them as whole functions.
struct RelayInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  /// Consulted for `relay.call`; calls of other dialects ask their own
  /// dialect.
  bool isLegalToInline(Operation *call, Operation *callable,
                       bool wouldBeCloned) const final {
    return isa<FnOp>(callable);
  }

  /// The regions of `relay.fn` (when a relay.call is inlined) and of
  /// `relay.if` (when a function containing it is inlined).
  bool isLegalToInline(Region *dest, Region *src, bool wouldBeCloned,
                       IRMapping &valueMapping) const final {
    return true;
  }

  bool isLegalToInline(Operation *op, Region *dest, bool wouldBeCloned,
                       IRMapping &valueMapping) const final {
    auto source = op->getParentOfType<FunctionOpInterface>();
    if (!source || !RelayDialect::isFusedOrExternal(source))
      return true;
    // Inlining within the outlined function itself (a relay.fn called in a
    // primitive function) keeps the function whole.
    return dest->getParentOfType<FunctionOpInterface>() == source;
  }

  /// A `relay.yield` ending an inlined `relay.fn` body gives the call's
  /// results.
  void handleTerminator(Operation *op, ValueRange valuesToRepl) const final {
    auto yield = cast<YieldOp>(op);
    for (auto [from, to] : llvm::zip(valuesToRepl, yield.getValues()))
      from.replaceAllUsesWith(to);
  }

  /// An argument or result may be more or less refined than the closure's
  /// parameter (both compatible); tensors are re-typed with tensor.cast.
  Operation *materializeCallConversion(OpBuilder &builder, Value input,
                                       Type resultType,
                                       Location conversionLoc) const final {
    FailureOr<Value> cast =
        castToType(builder, conversionLoc, input, resultType);
    return succeeded(cast) ? cast->getDefiningOp() : nullptr;
  }
};
} // namespace

void RelayDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "RelayDialect/IR/RelayOps.cpp.inc"
      >();
  registerTypes();
  registerAttributes();
  addInterfaces<RelayInlinerInterface>();
}

Operation *RelayDialect::materializeConstant(OpBuilder &builder,
                                             Attribute value, Type type,
                                             Location loc) {
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements || elements.getType() != type)
    return nullptr;
  return ConstantOp::create(builder, loc, elements);
}

//===----------------------------------------------------------------------===//
// Discardable attributes
//===----------------------------------------------------------------------===//

LogicalResult RelayDialect::verifyOperationAttribute(Operation *op,
                                                     NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  Attribute value = attr.getValue();
  auto expect = [&](bool ok, StringRef what) -> LogicalResult {
    if (ok)
      return success();
    return op->emitOpError("attribute '")
           << name << "' must be " << what << ", got " << value;
  };
  // A function attribute: on a global function or on a closure that the
  // importer keeps as relay.fn, and of the expected kind.
  auto onFunction = [&](bool ok, StringRef what) -> LogicalResult {
    if (!isa<FunctionOpInterface, FnOp>(op))
      return op->emitOpError("attribute '")
             << name << "' is only valid on functions";
    return expect(ok, what);
  };
  auto nonEmptyString = [&]() {
    auto s = dyn_cast<StringAttr>(value);
    return s && !s.getValue().empty();
  };
  auto arrayOf = [&](auto isElement) {
    auto array = dyn_cast<ArrayAttr>(value);
    return array && llvm::all_of(array, isElement);
  };

  if (name == PrimitiveAttrHelper::getNameStr())
    return onFunction(isa<UnitAttr>(value), "a unit attribute");
  if (name == CompilerAttrHelper::getNameStr() ||
      name == CompositeAttrHelper::getNameStr() ||
      name == GlobalSymbolAttrHelper::getNameStr() ||
      name == InstanceOfAttrHelper::getNameStr())
    return onFunction(nonEmptyString(), "a non-empty string");
  if (name == FnAttrsAttrHelper::getNameStr())
    return onFunction(isa<DictionaryAttr>(value), "a dictionary");
  if (name == TypeParamsAttrHelper::getNameStr())
    return onFunction(arrayOf(llvm::IsaPred<StringAttr>),
                      "an array of type parameter names");
  if (name == TypeArgsAttrHelper::getNameStr())
    return onFunction(arrayOf(llvm::IsaPred<TypeAttr>), "an array of types");
  if (name == CallAttrsAttrHelper::getNameStr())
    return expect(isa<DictionaryAttr>(value), "a dictionary");
  if (name == SignatureAttrHelper::getNameStr()) {
    auto type = dyn_cast<TypeAttr>(value);
    return onFunction(type && isa<FunctionType>(type.getValue()),
                      "a function type");
  }
  if (name == NameAttrHelper::getNameStr())
    return op->emitOpError("attribute '")
           << name << "' is only valid on function arguments";
  return op->emitOpError("unknown relay attribute '") << name << "'";
}

LogicalResult RelayDialect::verifyRegionArgAttribute(Operation *op,
                                                     unsigned regionIndex,
                                                     unsigned argIndex,
                                                     NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name != NameAttrHelper::getNameStr())
    return op->emitOpError("unknown relay argument attribute '")
           << name << "' on argument " << argIndex;
  auto value = dyn_cast<StringAttr>(attr.getValue());
  if (!value || value.getValue().empty())
    return op->emitOpError("argument ")
           << argIndex << ": attribute '" << name
           << "' must be a non-empty string, got " << attr.getValue();
  return success();
}
