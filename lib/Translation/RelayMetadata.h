//===- RelayMetadata.h - Constants of Relay text ----------------*- C++ -*-===//
//
// The data that `meta[relay.Constant][N]` refers to: TVM's metadata section
// (node JSON with base64 NDArray blobs, as tvm::SaveJSON writes it), TVM's
// NDArray serialisation (runtime::SaveDLTensor) and NumPy `.npz` archives.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_TRANSLATION_RELAYMETADATA_H
#define RELAY_TRANSLATION_RELAYMETADATA_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Support/LLVM.h"

#include <map>
#include <string>

namespace llvm {
class raw_ostream;
}

namespace mlir::relay::text {

/// Decodes one NDArray as runtime::SaveDLTensor writes it: magic, reserved
/// word, device, ndim, dtype, shape, byte size, little-endian data.
FailureOr<DenseElementsAttr>
decodeNDArray(ArrayRef<char> bytes, MLIRContext *context, std::string &error);

/// Encodes a constant in that format.
FailureOr<std::string> encodeNDArray(ElementsAttr value, std::string &error);

/// Reads the `relay.Constant` array of a metadata section (the JSON after
/// `#[metadata]`); other entries are ignored. Where an error is at a
/// known place in `json`, `errorOffset` (if given) is set to its offset.
LogicalResult parseMetadata(StringRef json, MLIRContext *context,
                            SmallVectorImpl<DenseElementsAttr> &constants,
                            std::string &error, size_t *errorOffset = nullptr);

/// Writes a metadata section's JSON holding `constants` as
/// `meta[relay.Constant][0..]`, in the layout TVM v0.13 writes.
LogicalResult printMetadata(ArrayRef<ElementsAttr> constants,
                            llvm::raw_ostream &os, std::string &error);

/// Reads a NumPy `.npz` archive with RelayDialect/Support/NpyFile.h's
/// readNpz, as constants keyed by the entry name without `.npy`.
LogicalResult readNpz(StringRef path, MLIRContext *context,
                      std::map<std::string, DenseElementsAttr> &arrays,
                      std::string &error);

/// readNpz on the contents `zip` of an archive; `path` names it in messages.
LogicalResult parseNpz(StringRef zip, StringRef path, MLIRContext *context,
                       std::map<std::string, DenseElementsAttr> &arrays,
                       std::string &error);

} // namespace mlir::relay::text

#endif // RELAY_TRANSLATION_RELAYMETADATA_H
