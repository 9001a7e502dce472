//===- RelayMetadata.cpp - Constants of Relay text ------------------------===//

#include "RelayMetadata.h"
#include "RelayTextCommon.h"

#include "RelayDialect/Support/NpyFile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Base64.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::text;
namespace endian = llvm::support::endian;

static constexpr uint64_t kNDArrayMagic = 0xDD5E40F096B4A13FULL;

// DLPack type codes.
enum : uint8_t { kDLInt = 0, kDLUInt = 1, kDLFloat = 2, kDLBfloat = 4 };

static Type dlTypeToMlir(MLIRContext *context, uint8_t code, uint8_t bits,
                         uint16_t lanes) {
  if (lanes != 1)
    return {};
  Builder b(context);
  switch (code) {
  case kDLInt:
    if (bits == 8 || bits == 16 || bits == 32 || bits == 64)
      return b.getIntegerType(bits);
    return {};
  case kDLUInt:
    if (bits == 1)
      return b.getI1Type();
    if (bits == 8 || bits == 16 || bits == 32 || bits == 64)
      return b.getIntegerType(bits, /*isSigned=*/false);
    return {};
  case kDLFloat:
    if (bits == 16)
      return b.getF16Type();
    if (bits == 32)
      return b.getF32Type();
    if (bits == 64)
      return b.getF64Type();
    return {};
  case kDLBfloat:
    return bits == 16 ? b.getBF16Type() : Type();
  default:
    return {};
  }
}

/// Builds a dense attribute from little-endian element bytes (one byte per
/// element for bool, as TVM and NumPy store it).
static FailureOr<DenseElementsAttr>
fromBytes(RankedTensorType type, ArrayRef<char> data, std::string &error) {
  // The extents come from the file: their product and the byte size must
  // not overflow (a wrapped product could match a short buffer).
  std::optional<int64_t> count = 1;
  for (int64_t extent : type.getShape())
    if (extent < 0 || !(count = llvm::checkedMul(*count, extent))) {
      error = "invalid shape: the number of elements overflows int64";
      return failure();
    }
  Type element = type.getElementType();
  if (element.isInteger(1)) {
    if (static_cast<int64_t>(data.size()) != *count) {
      error = "expected " + std::to_string(*count) +
              " bytes of bool data, got " + std::to_string(data.size());
      return failure();
    }
    SmallVector<bool> values;
    for (char c : data)
      values.push_back(c != 0);
    return DenseElementsAttr::get(type, values);
  }
  int64_t width = (element.getIntOrFloatBitWidth() + 7) / 8;
  std::optional<int64_t> bytes = llvm::checkedMul(*count, width);
  if (!bytes) {
    error = "invalid shape: the data size overflows int64";
    return failure();
  }
  if (static_cast<int64_t>(data.size()) != *bytes) {
    error = "expected " + std::to_string(*bytes) + " bytes of data, got " +
            std::to_string(data.size());
    return failure();
  }
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(type, data, splat)) {
    error = "invalid data buffer";
    return failure();
  }
  return DenseElementsAttr::getFromRawBuffer(type, data);
}

FailureOr<DenseElementsAttr>
mlir::relay::text::decodeNDArray(ArrayRef<char> bytes, MLIRContext *context,
                                 std::string &error) {
  size_t offset = 0;
  // `n` comes from the file: compared without `offset + n`, which could wrap.
  auto need = [&](uint64_t n) {
    if (n <= bytes.size() - offset)
      return true;
    error = "truncated NDArray";
    return false;
  };
  auto read64 = [&]() {
    uint64_t v = endian::read64le(bytes.data() + offset);
    offset += 8;
    return v;
  };
  auto read32 = [&]() {
    uint32_t v = endian::read32le(bytes.data() + offset);
    offset += 4;
    return v;
  };
  if (!need(16))
    return failure();
  if (read64() != kNDArrayMagic) {
    error = "not a serialised NDArray (bad magic number)";
    return failure();
  }
  read64(); // reserved
  if (!need(8 + 4 + 4))
    return failure();
  uint32_t deviceType = read32();
  read32(); // device id
  if (deviceType != 1) {
    error = "NDArray is not a CPU array";
    return failure();
  }
  int32_t ndim = static_cast<int32_t>(read32());
  uint8_t code = bytes[offset], bits = bytes[offset + 1];
  uint16_t lanes = endian::read16le(bytes.data() + offset + 2);
  offset += 4;
  if (ndim < 0 || !need(8 * static_cast<uint64_t>(ndim) + 8))
    return failure();
  SmallVector<int64_t> shape;
  for (int32_t i = 0; i < ndim; ++i)
    shape.push_back(static_cast<int64_t>(read64()));
  uint64_t size = read64();
  if (!need(size)) {
    error = "truncated NDArray: its size field says " + std::to_string(size) +
            " bytes of data, " + std::to_string(bytes.size() - offset) +
            " follow";
    return failure();
  }
  Type element = dlTypeToMlir(context, code, bits, lanes);
  if (!element) {
    error = "unsupported NDArray dtype (code " + std::to_string(code) +
            ", bits " + std::to_string(bits) + ", lanes " +
            std::to_string(lanes) + ")";
    return failure();
  }
  if (llvm::any_of(shape, [](int64_t d) { return d < 0; })) {
    error = "negative NDArray extent";
    return failure();
  }
  auto type = RankedTensorType::get(shape, element);
  return fromBytes(type, bytes.slice(offset, size), error);
}

FailureOr<std::string> mlir::relay::text::encodeNDArray(ElementsAttr value,
                                                        std::string &error) {
  auto type = dyn_cast<RankedTensorType>(value.getShapedType());
  if (!type || !type.hasStaticShape()) {
    error = "constants must have a static shape";
    return failure();
  }
  Type element = type.getElementType();
  uint8_t code, bits;
  if (element.isInteger(1) && element.isSignlessInteger()) {
    code = kDLUInt;
    bits = 1;
  } else if (auto intType = dyn_cast<IntegerType>(element)) {
    code = intType.isUnsigned() ? kDLUInt : kDLInt;
    bits = intType.getWidth();
  } else if (element.isBF16()) {
    code = kDLBfloat;
    bits = 16;
  } else if (isa<FloatType>(element) &&
             (element.isF16() || element.isF32() || element.isF64())) {
    code = kDLFloat;
    bits = element.getIntOrFloatBitWidth();
  } else {
    error = "constants of element type that Relay has no dtype for";
    return failure();
  }
  int64_t count = type.getNumElements();
  size_t width = (bits + 7) / 8;
  std::string data;
  data.reserve(count * width);
  if (auto dense = dyn_cast<DenseElementsAttr>(value)) {
    if (bits == 1) {
      for (bool b : dense.getValues<bool>())
        data.push_back(b ? 1 : 0);
    } else if (dense.isSplat()) {
      ArrayRef<char> one = dense.getRawData();
      for (int64_t i = 0; i < count; ++i)
        data.append(one.begin(), one.begin() + width);
    } else {
      ArrayRef<char> raw = dense.getRawData();
      data.assign(raw.begin(), raw.end());
    }
  } else if (auto resource = dyn_cast<DenseResourceElementsAttr>(value)) {
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob || bits == 1) {
      error = "cannot read the data of a dense_resource constant";
      return failure();
    }
    ArrayRef<char> raw = blob->getData();
    data.assign(raw.begin(), raw.end());
  } else {
    error = "unsupported constant attribute";
    return failure();
  }
  if (data.size() != count * width) {
    error = "constant data has an unexpected size";
    return failure();
  }

  std::string out;
  auto write64 = [&](uint64_t v) {
    char buf[8];
    endian::write64le(buf, v);
    out.append(buf, 8);
  };
  auto write32 = [&](uint32_t v) {
    char buf[4];
    endian::write32le(buf, v);
    out.append(buf, 4);
  };
  write64(kNDArrayMagic);
  write64(0);
  write32(1); // kDLCPU
  write32(0);
  write32(type.getRank());
  out.push_back(static_cast<char>(code));
  out.push_back(static_cast<char>(bits));
  char lanes[2];
  endian::write16le(lanes, 1);
  out.append(lanes, 2);
  for (int64_t d : type.getShape())
    write64(d);
  write64(data.size());
  out += data;
  return out;
}

//===----------------------------------------------------------------------===//
// Metadata JSON
//===----------------------------------------------------------------------===//

/// Checks that arrays and objects in `json` nest at most kMaxNestingDepth
/// deep (llvm::json::parse is recursive); sets `errorOffset` to the bracket
/// that is too deep. Strings are skipped; malformed JSON is left to the
/// parser.
static LogicalResult checkJsonNesting(StringRef json, std::string &error,
                                      size_t *errorOffset) {
  unsigned depth = 0;
  bool inString = false, escaped = false;
  for (auto [offset, c] : llvm::enumerate(json)) {
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxNestingDepth) {
        error = "nesting too deep (more than " +
                std::to_string(kMaxNestingDepth) + " levels)";
        if (errorOffset)
          *errorOffset = offset;
        return failure();
      }
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return success();
}

LogicalResult
mlir::relay::text::parseMetadata(StringRef json, MLIRContext *context,
                                 SmallVectorImpl<DenseElementsAttr> &constants,
                                 std::string &error, size_t *errorOffset) {
  if (failed(checkJsonNesting(json, error, errorOffset)))
    return failure();
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
  if (!parsed) {
    error = "invalid metadata JSON: " + llvm::toString(parsed.takeError());
    return failure();
  }
  const llvm::json::Object *top = parsed->getAsObject();
  const llvm::json::Array *nodes = top ? top->getArray("nodes") : nullptr;
  std::optional<int64_t> root = top ? top->getInteger("root") : std::nullopt;
  if (!nodes || !root) {
    error = "metadata JSON lacks `root` and `nodes`";
    return failure();
  }
  const llvm::json::Array *blobs = top->getArray("b64ndarrays");

  auto node = [&](int64_t index) -> const llvm::json::Object * {
    if (index < 0 || index >= static_cast<int64_t>(nodes->size()))
      return nullptr;
    return (*nodes)[index].getAsObject();
  };
  auto typeKey = [](const llvm::json::Object *n) -> StringRef {
    if (!n)
      return {};
    return n->getString("type_key").value_or("");
  };
  auto dataOf = [](const llvm::json::Object *n) {
    SmallVector<int64_t> data;
    if (const llvm::json::Array *d = n->getArray("data"))
      for (const llvm::json::Value &v : *d)
        if (std::optional<int64_t> i = v.getAsInteger())
          data.push_back(*i);
    return data;
  };

  const llvm::json::Object *map = node(*root);
  if (!map || (typeKey(map) != "Map" && typeKey(map) != "StrMap")) {
    error = "the metadata root is not a map";
    return failure();
  }
  // Find the array under "relay.Constant": string-keyed maps list "keys",
  // others alternate key and value nodes in "data".
  std::optional<int64_t> arrayIndex;
  SmallVector<int64_t> data = dataOf(map);
  if (const llvm::json::Array *keys = map->getArray("keys")) {
    for (auto [i, key] : llvm::enumerate(*keys))
      if (key.getAsString() == StringRef("relay.Constant") && i < data.size())
        arrayIndex = data[i];
  } else {
    for (size_t i = 0; i + 1 < data.size(); i += 2) {
      const llvm::json::Object *key = node(data[i]);
      if (key && key->getString("repr_str") == StringRef("relay.Constant"))
        arrayIndex = data[i + 1];
    }
  }
  if (!arrayIndex)
    return success();
  const llvm::json::Object *array = node(*arrayIndex);
  if (!array || typeKey(array) != "Array") {
    error = "`relay.Constant` in the metadata is not an array";
    return failure();
  }
  for (int64_t index : dataOf(array)) {
    const llvm::json::Object *constant = node(index);
    if (typeKey(constant) != "relay.Constant") {
      error =
          "metadata node " + std::to_string(index) + " is not a relay.Constant";
      return failure();
    }
    const llvm::json::Object *attrs = constant->getObject("attrs");
    std::optional<StringRef> blobIndex =
        attrs ? attrs->getString("data") : std::nullopt;
    int64_t blob;
    if (!blobIndex || blobIndex->getAsInteger(10, blob) || !blobs || blob < 0 ||
        blob >= static_cast<int64_t>(blobs->size()) ||
        !(*blobs)[blob].getAsString()) {
      error = "relay.Constant node " + std::to_string(index) +
              " has no valid NDArray";
      return failure();
    }
    std::vector<char> bytes;
    if (llvm::Error err =
            llvm::decodeBase64(*(*blobs)[blob].getAsString(), bytes)) {
      error = "invalid base64 data: " + llvm::toString(std::move(err));
      return failure();
    }
    FailureOr<DenseElementsAttr> value = decodeNDArray(bytes, context, error);
    if (failed(value)) {
      error = "relay.Constant node " + std::to_string(index) + ": " + error;
      return failure();
    }
    constants.push_back(*value);
  }
  return success();
}

LogicalResult mlir::relay::text::printMetadata(ArrayRef<ElementsAttr> constants,
                                               llvm::raw_ostream &os,
                                               std::string &error) {
  std::vector<std::string> blobs;
  for (ElementsAttr constant : constants) {
    FailureOr<std::string> bytes = encodeNDArray(constant, error);
    if (failed(bytes))
      return failure();
    blobs.push_back(llvm::encodeBase64(*bytes));
  }
  // Node 0 is null, 1 the map, 2 the array, then the constants, one shared
  // (unconstrained) VirtualDevice and its empty memory scope.
  int64_t n = constants.size();
  int64_t virtualDevice = 3 + n;
  llvm::json::OStream json(os, 2);
  json.object([&] {
    json.attribute("root", 1);
    json.attributeArray("nodes", [&] {
      json.object([&] { json.attribute("type_key", ""); });
      json.object([&] {
        json.attribute("type_key", "Map");
        json.attributeArray("keys", [&] { json.value("relay.Constant"); });
        json.attributeArray("data", [&] { json.value(2); });
      });
      json.object([&] {
        json.attribute("type_key", "Array");
        json.attributeArray("data", [&] {
          for (int64_t i = 0; i < n; ++i)
            json.value(3 + i);
        });
      });
      for (int64_t i = 0; i < n; ++i) {
        json.object([&] {
          json.attribute("type_key", "relay.Constant");
          json.attributeObject("attrs", [&] {
            json.attribute("_checked_type_", "0");
            json.attribute("data", std::to_string(i));
            json.attribute("span", "0");
            json.attribute("virtual_device_", std::to_string(virtualDevice));
          });
        });
      }
      json.object([&] {
        json.attribute("type_key", "VirtualDevice");
        json.attributeObject("attrs", [&] {
          json.attribute("device_type_int", "-1");
          json.attribute("memory_scope", std::to_string(virtualDevice + 1));
          json.attribute("target", "0");
          json.attribute("virtual_device_id", "-1");
        });
      });
      json.object([&] { json.attribute("type_key", "runtime.String"); });
    });
    json.attributeArray("b64ndarrays", [&] {
      for (const std::string &blob : blobs)
        json.value(blob);
    });
    json.attributeObject("attrs",
                         [&] { json.attribute("tvm_version", "0.13.0"); });
  });
  return success();
}

//===----------------------------------------------------------------------===//
// NumPy .npy / .npz
//===----------------------------------------------------------------------===//

/// The constant holding a parsed `.npy` array.
static FailureOr<DenseElementsAttr>
npyToAttr(const NpyArray &array, MLIRContext *context, std::string &error) {
  Builder b(context);
  Type element = llvm::StringSwitch<Type>(array.dtype)
                     .Case("f2", b.getF16Type())
                     .Case("f4", b.getF32Type())
                     .Case("f8", b.getF64Type())
                     .Case("i1", b.getIntegerType(8))
                     .Case("i2", b.getIntegerType(16))
                     .Case("i4", b.getIntegerType(32))
                     .Case("i8", b.getIntegerType(64))
                     .Case("u1", b.getIntegerType(8, false))
                     .Case("u2", b.getIntegerType(16, false))
                     .Case("u4", b.getIntegerType(32, false))
                     .Case("u8", b.getIntegerType(64, false))
                     .Case("b1", b.getI1Type())
                     .Default(Type());
  if (!element) {
    error = "unsupported .npy dtype `" + array.dtype + "`";
    return failure();
  }
  auto type = RankedTensorType::get(array.shape, element);
  return fromBytes(type, array.data, error);
}

/// The arrays of an archive read by readNpz/parseNpz as constants.
static LogicalResult toConstants(
    llvm::Expected<std::vector<std::pair<std::string, NpyArray>>> entries,
    StringRef path, MLIRContext *context,
    std::map<std::string, DenseElementsAttr> &arrays, std::string &error) {
  if (!entries) {
    error = llvm::toString(entries.takeError());
    return failure();
  }
  for (auto &[key, array] : *entries) {
    FailureOr<DenseElementsAttr> value = npyToAttr(array, context, error);
    if (failed(value)) {
      error = "'" + path.str() + "' entry '" + key + ".npy': " + error;
      return failure();
    }
    arrays[key] = *value;
  }
  return success();
}

LogicalResult
mlir::relay::text::readNpz(StringRef path, MLIRContext *context,
                           std::map<std::string, DenseElementsAttr> &arrays,
                           std::string &error) {
  return toConstants(relay::readNpz(path), path, context, arrays, error);
}

LogicalResult
mlir::relay::text::parseNpz(StringRef zip, StringRef path, MLIRContext *context,
                            std::map<std::string, DenseElementsAttr> &arrays,
                            std::string &error) {
  return toConstants(relay::parseNpz(zip, path), path, context, arrays, error);
}
