//===- QuantizeUtils.h - Shared pieces of relay.quantize --------*- C++ -*-===//
//
// What the three stages of the automatic quantizer (-relay-quantize-annotate,
// -relay-quantize-calibrate, -relay-quantize-realize) share: TVM's
// QAnnotateKind, the qconfig dtype names, scalar constants and the functions
// the stages rewrite.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_TRANSFORMS_QUANTIZEUTILS_H
#define RELAYDIALECT_TRANSFORMS_QUANTIZEUTILS_H

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"

#include <optional>
#include <string>

namespace mlir {
namespace relay {
namespace quantize {

/// TVM's QAnnotateKind (python/tvm/relay/quantize/quantize.py).
enum class QAnnotateKind : int64_t {
  Identity = 0,
  Input = 1,
  Weight = 2,
  Activation = 3,
};

/// The element type a qconfig dtype names ("int8" -> i8, "uint8" -> ui8,
/// "int32" -> i32, ...), or null.
inline Type parseQuantizeDtype(MLIRContext *context, StringRef name) {
  bool isUnsigned = name.consume_front("uint");
  if (!isUnsigned && !name.consume_front("int"))
    return nullptr;
  unsigned width;
  if (name.getAsInteger(10, width) ||
      !llvm::is_contained({8u, 16u, 32u, 64u}, width))
    return nullptr;
  return IntegerType::get(context, width,
                          isUnsigned ? IntegerType::Unsigned
                                     : IntegerType::Signless);
}

/// Parses a dtype option, reporting a bad one.
inline LogicalResult parseDtypeOption(MLIRContext *context, StringRef option,
                                      StringRef value, Type &type) {
  type = parseQuantizeDtype(context, value);
  if (type)
    return success();
  return emitError(UnknownLoc::get(context))
         << "invalid " << option << " '" << value
         << "': expected int8, int16, int32, int64 or uint8 ... uint64";
}

/// A rank-0 constant holding `value` as `elementType` (TVM's
/// MakeConstantScalar).
inline Value makeScalarConstant(OpBuilder &builder, Location loc,
                                Type elementType, double value) {
  auto type = RankedTensorType::get({}, elementType);
  Attribute attr;
  if (auto floatType = dyn_cast<FloatType>(elementType)) {
    attr = FloatAttr::get(floatType, value);
  } else {
    auto intType = cast<IntegerType>(elementType);
    attr = IntegerAttr::get(intType, APInt(intType.getWidth(),
                                           static_cast<int64_t>(value),
                                           /*isSigned=*/true));
  }
  return ConstantOp::create(builder, loc, DenseElementsAttr::get(type, attr));
}

/// The value of a rank-0 (or splat) float constant, if `value` is one.
inline std::optional<double> getScalarConstant(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return std::nullopt;
  auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
  if (!dense || !dense.isSplat() || !isa<FloatType>(dense.getElementType()))
    return std::nullopt;
  return dense.getSplatValue<APFloat>().convertToDouble();
}

/// The functions the quantizer rewrites: those that are neither fused
/// (relay.primitive) nor external (relay.compiler), with a body.
template <typename Fn> void forEachQuantizableFunction(ModuleOp module, Fn fn) {
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isExternal() && !func->hasAttr("relay.primitive") &&
        !func->hasAttr("relay.compiler"))
      fn(func);
}

} // namespace quantize
} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_TRANSFORMS_QUANTIZEUTILS_H
