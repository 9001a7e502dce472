//===- RelayTextCommon.cpp - Names shared by import and export ------------===//

#include "RelayTextCommon.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::relay::text;

std::string mlir::relay::text::toMlirOpName(StringRef tvmName) {
  if (tvmName.starts_with("relay."))
    return tvmName.str();
  return ("relay." + tvmName).str();
}

std::string mlir::relay::text::toTvmOpName(StringRef mlirName) {
  StringRef rest = mlirName;
  if (!rest.consume_front("relay."))
    return mlirName.str();
  // `relay.op.annotation.simulated_quantize` is TVM's own name.
  if (rest.starts_with("op."))
    return mlirName.str();
  return rest.str();
}

Type mlir::relay::text::parseDType(MLIRContext *context, StringRef name) {
  Builder b(context);
  return llvm::StringSwitch<Type>(name)
      .Case("float16", b.getF16Type())
      .Case("bfloat16", b.getBF16Type())
      .Case("float32", b.getF32Type())
      .Case("float64", b.getF64Type())
      .Case("bool", b.getI1Type())
      .Case("int8", b.getIntegerType(8))
      .Case("int16", b.getIntegerType(16))
      .Case("int32", b.getIntegerType(32))
      .Case("int64", b.getIntegerType(64))
      .Case("uint8", b.getIntegerType(8, /*isSigned=*/false))
      .Case("uint16", b.getIntegerType(16, /*isSigned=*/false))
      .Case("uint32", b.getIntegerType(32, /*isSigned=*/false))
      .Case("uint64", b.getIntegerType(64, /*isSigned=*/false))
      .Default(Type());
}

std::optional<std::string> mlir::relay::text::dtypeName(Type type) {
  if (type.isF16())
    return std::string("float16");
  if (type.isBF16())
    return std::string("bfloat16");
  if (type.isF32())
    return std::string("float32");
  if (type.isF64())
    return std::string("float64");
  if (auto intType = dyn_cast<IntegerType>(type)) {
    unsigned width = intType.getWidth();
    if (width == 1 && intType.isSignless())
      return std::string("bool");
    if (width != 8 && width != 16 && width != 32 && width != 64)
      return std::nullopt;
    if (intType.isSignless())
      return "int" + std::to_string(width);
    if (intType.isUnsigned())
      return "uint" + std::to_string(width);
  }
  return std::nullopt;
}

AttrKind mlir::relay::text::getAttrKind(StringRef attrName) {
  return llvm::StringSwitch<AttrKind>(attrName)
      .Cases(
          {"alpha", "a_min", "a_max", "epsilon", "rate", "scale_h", "scale_w"},
          AttrKind::Float)
      .Cases({"keepdims", "exclude", "allowzero", "unbiased",
              "select_last_index", "center", "scale", "transpose_a",
              "transpose_b", "ceil_mode", "count_include_pad", "align_corners",
              "sign"},
             AttrKind::Bool)
      .Cases({"dtype", "out_dtype"}, AttrKind::DType)
      .Default(AttrKind::Generic);
}

bool mlir::relay::text::isIgnorableTvmAttr(StringRef tvmOp,
                                           StringRef attrName) {
  return attrName == "auto_scheduler_rewritten_layout" ||
         attrName == "meta_schedule_original_shape";
}

DictionaryAttr mlir::relay::text::computeDefaultAttrs(OperationName name) {
  MLIRContext *context = name.getContext();
  DictionaryAttr defaults = DictionaryAttr::get(context);
  if (name.getOpPropertyByteSize()) {
    // A bare instance only holds the properties; it is never verified.
    Operation *op = Operation::create(UnknownLoc::get(context), name, {}, {},
                                      NamedAttrList(), nullptr, {}, 0);
    name.populateDefaultProperties(op->getPropertiesStorage());
    if (auto dict =
            dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute()))
      defaults = dict;
    op->destroy();
  }
  return defaults;
}

bool mlir::relay::text::isOutlinedFunction(Operation *func) {
  return func->hasAttr(kPrimitiveAttr) || func->hasAttr(kCompilerAttr) ||
         func->hasAttr(kCompositeAttr);
}
