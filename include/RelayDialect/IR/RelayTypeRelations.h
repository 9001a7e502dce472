//===- RelayTypeRelations.h - TVM type relations ----------------*- C++ -*-===//
//
// Shape and dtype rules shared by the op families: the C++ counterparts of
// TVM's type relations (BroadcastRel, ReduceRel, ...). Every function reports
// failure with a diagnostic at `loc` (when given) instead of asserting, since
// it also runs on invalid IR during verification.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_IR_RELAYTYPERELATIONS_H
#define RELAYDIALECT_IR_RELAYTYPERELATIONS_H

#include "RelayDialect/IR/RelayAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir {
namespace relay {

/// Whether two lists of types could describe the same values: equal element
/// types, equal ranks, and dimensions that agree wherever both are static.
/// Tuples and function types compare element-wise.
bool areCompatibleTypes(TypeRange lhs, TypeRange rhs);
bool areCompatibleTypes(Type lhs, Type rhs);

/// `value` re-typed to the compatible `type`: itself when the types are
/// equal, else a `tensor.cast` (Relay lets a more refined tensor stand for a
/// less refined one and the other way round); failure unless both are ranked
/// tensors whose shapes are cast-compatible. The one place passes, the
/// inliner and the lowering re-type values.
FailureOr<Value> castToType(OpBuilder &b, Location loc, Value value, Type type);

/// The most refined type that is compatible with both (compatible) types:
/// each dimension static where either is.
Type meetTypes(Type lhs, Type rhs);

/// The least refined common description of two compatible types: each
/// dimension static only where both agree. Incompatible types join to `lhs`.
Type joinTypes(Type lhs, Type rhs);

/// NumPy broadcasting of two shapes, as TVM's BroadcastRel; `?` joined with a
/// static extent greater than one gives that extent.
LogicalResult broadcastShapes(std::optional<Location> loc,
                              ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs,
                              SmallVectorImpl<int64_t> &result);

/// BroadcastRel: equal element types, broadcast shapes; a bool result for
/// comparisons.
LogicalResult inferBroadcastType(std::optional<Location> loc, Type lhs,
                                 Type rhs, bool boolResult,
                                 SmallVectorImpl<Type> &inferred);

enum class ReduceResultKind { SameAsInput, Index };

/// ReduceRel / ArgReduceRel: normalise `axis` (negative axes count from the
/// end), honour `exclude` and `keepdims`; indices are int32.
LogicalResult inferReduceType(std::optional<Location> loc, Type input,
                              std::optional<ArrayRef<int64_t>> axis,
                              bool keepdims, bool exclude,
                              ReduceResultKind kind,
                              SmallVectorImpl<Type> &inferred);

/// Checks that a quantization scale (f32) and zero point (i32) are scalars or
/// 1-D tensors whose length matches `data`'s extent along `axis`.
LogicalResult verifyQnnParams(std::optional<Location> loc, StringRef what,
                              Type data, Type scale, Type zeroPoint,
                              int64_t axis, bool alwaysCheckAxis = false);

/// Checks that a quantization scale and zero point are both scalars.
LogicalResult verifyQnnScalarParams(std::optional<Location> loc,
                                    StringRef what, Type scale,
                                    Type zeroPoint);

/// Normalises a possibly negative axis into [0, rank); fails with a
/// diagnostic naming `what` when out of range.
FailureOr<int64_t> normalizeAxis(std::optional<Location> loc, int64_t axis,
                                 int64_t rank, StringRef what = "axis");

/// ConcatenateRel: equal ranks and element types, equal extents except along
/// `axis`, whose extents add up.
LogicalResult inferConcatenateType(std::optional<Location> loc,
                                   TypeRange inputs, int64_t axis,
                                   SmallVectorImpl<Type> &inferred);

/// The attributes of a convolution (TVM's ConvNDAttrs / Conv2DTransposeAttrs).
struct ConvAttrs {
  ArrayRef<int64_t> strides, padding, dilation;
  int64_t groups = 1;
  std::optional<int64_t> channels;
  std::optional<ArrayRef<int64_t>> kernelSize;
  LayoutAttr dataLayout, kernelLayout;
  /// Null for TVM's empty out_layout: the data layout.
  LayoutAttr outLayout;
  std::optional<Type> outDtype;
  /// Only for transposed convolutions.
  ArrayRef<int64_t> outputPadding;
};

/// Conv1DRel / Conv2DRel / Conv3DRel and Conv2DTransposeRel for layouts that
/// are permutations of the canonical ones (NCHW/NHWC, OIHW/HWIO, ...).
LogicalResult inferConvType(std::optional<Location> loc, StringRef opName,
                            unsigned numSpatial, bool transposed, Type data,
                            Type weight, const ConvAttrs &attrs,
                            SmallVectorImpl<Type> &inferred);

/// MatmulRel<DenseAttrs>: data (..., K) times weight (units, K).
LogicalResult inferDenseType(std::optional<Location> loc, Type data,
                             Type weight, std::optional<int64_t> units,
                             std::optional<Type> outDtype,
                             SmallVectorImpl<Type> &inferred);

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_IR_RELAYTYPERELATIONS_H
