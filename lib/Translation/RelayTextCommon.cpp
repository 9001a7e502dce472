//===- RelayTextCommon.cpp - Names shared by import and export ------------===//

#include "RelayTextCommon.h"

#include "RelayDialect/IR/RelayAttrs.h"

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
      .Cases({"data_layout", "kernel_layout", "out_layout", "layout",
              "src_layout", "dst_layout"},
             AttrKind::Layout)
      .Default(AttrKind::Generic);
}

namespace {
/// The dialect's enum attributes, whose cases are numbered 0, 1, ... (see
/// RelayAttrs.td).
template <typename... AttrTs> struct EnumAttrList {
  static std::optional<StringRef> stringify(Attribute attr) {
    std::optional<StringRef> result;
    (void)((isa<AttrTs>(attr) &&
            (result = relay::stringifyEnum(cast<AttrTs>(attr).getValue()),
             true)) ||
           ...);
    return result;
  }

  static std::optional<Attribute> parseLike(Attribute kind, StringRef value,
                                            std::string &expected) {
    std::optional<Attribute> result;
    (void)((isa<AttrTs>(kind) &&
            (result = parseOne<AttrTs>(kind.getContext(), value, expected),
             true)) ||
           ...);
    return result;
  }

  template <typename AttrT>
  static Attribute parseOne(MLIRContext *context, StringRef value,
                            std::string &expected) {
    using EnumT = decltype(std::declval<AttrT>().getValue());
    if (std::optional<EnumT> e = relay::symbolizeEnum<EnumT>(value))
      return AttrT::get(context, *e);
    SmallVector<std::string> cases;
    for (uint32_t i = 0;; ++i) {
      StringRef s = relay::stringifyEnum(static_cast<EnumT>(i));
      if (s.empty())
        break;
      cases.push_back("\"" + s.str() + "\"");
    }
    expected.clear();
    for (auto [i, c] : llvm::enumerate(cases))
      expected += (i == 0 ? "" : i + 1 == cases.size() ? " or " : ", ") + c;
    return {};
  }
};

using RelayEnumAttrs =
    EnumAttrList<relay::QnnRoundingAttr, relay::QnnComputeDtypeAttr,
                 relay::QuantizeRoundingAttr, relay::UpsamplingMethodAttr,
                 relay::DepthToSpaceModeAttr, relay::SliceModeAttr,
                 relay::TakeModeAttr, relay::PadModeAttr>;
} // namespace

std::optional<StringRef> mlir::relay::text::stringifyEnumAttr(Attribute attr) {
  return RelayEnumAttrs::stringify(attr);
}

std::optional<Attribute>
mlir::relay::text::parseEnumAttrLike(Attribute kind, StringRef value,
                                     std::string &expected) {
  if (!kind)
    return std::nullopt;
  return RelayEnumAttrs::parseLike(kind, value, expected);
}

bool mlir::relay::text::isIgnorableTvmAttr(StringRef tvmOp,
                                           StringRef attrName) {
  return attrName == "auto_scheduler_rewritten_layout" ||
         attrName == "meta_schedule_original_shape";
}

DictionaryAttr DefaultAttrs::get(OperationName name) {
  auto [it, inserted] = cache.try_emplace(name.getAsOpaquePointer());
  if (!inserted)
    return it->second;
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
  it->second = defaults;
  return defaults;
}

bool mlir::relay::text::isOutlinedFunction(Operation *func) {
  return func->hasAttr(kPrimitiveAttr) || func->hasAttr(kCompilerAttr) ||
         func->hasAttr(kCompositeAttr);
}
