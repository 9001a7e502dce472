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
#include "mlir/IR/Diagnostics.h"
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

/// The extent algebra of the type relations for `inferNewShape`: static
/// extents, `ShapedType::kDynamic` for `?`.
struct StaticExtents {
  static int64_t constant(int64_t v) { return v; }
  static std::optional<int64_t> getConstant(int64_t e) {
    if (ShapedType::isDynamic(e))
      return std::nullopt;
    return e;
  }
  static int64_t mul(int64_t a, int64_t b) {
    return ShapedType::isDynamic(a) || ShapedType::isDynamic(b)
               ? ShapedType::kDynamic
               : a * b;
  }
  /// `e / d`; none when a static `e` is not a multiple of `d`.
  static std::optional<int64_t> divide(int64_t e, int64_t d) {
    if (ShapedType::isDynamic(e))
      return e;
    if (e % d != 0)
      return std::nullopt;
    return e / d;
  }
  /// An extent the relation cannot know.
  static std::optional<int64_t> unknown() { return ShapedType::kDynamic; }
};

/// TVM's InferNewShape (src/relay/op/tensor/transform.cc): the extents of
/// `reshape(input, newshape, allowzero)` with the special values 0 (copy),
/// -1 (infer), -2 (copy the rest), -3 (merge two) and -4 (split one). It is
/// written once over an extent algebra `Algebra` (see `StaticExtents`): the
/// type relation computes on static extents, the lowering on symbolic ones.
/// Fails with a diagnostic at `loc` (when given) on an invalid `newshape`.
template <typename Algebra, typename Extent>
LogicalResult inferNewShape(std::optional<Location> loc, ArrayRef<Extent> input,
                            ArrayRef<int64_t> newshape, bool allowzero,
                            SmallVectorImpl<Extent> &out) {
  size_t src = 0;
  std::optional<size_t> inferIndex;
  // The product of the explicit output extents; dimensions copied from the
  // input take no part in -1 inference.
  int64_t explicitProduct = 1;
  SmallVector<bool> consumed(input.size(), false);
  for (size_t i = 0; i < newshape.size(); ++i) {
    int64_t v = newshape[i];
    if (v > 0 || (v == 0 && allowzero)) {
      out.push_back(Algebra::constant(v));
      explicitProduct *= v;
      ++src;
    } else if (v == 0) {
      if (src >= input.size())
        return emitOptionalError(loc, "newshape value 0 at position ", i,
                                 " has no input dimension to copy");
      consumed[src] = true;
      out.push_back(input[src++]);
    } else if (v == -1) {
      if (inferIndex)
        return emitOptionalError(loc, "newshape may contain only one -1 value");
      inferIndex = out.size();
      out.push_back(Algebra::constant(1));
      ++src;
    } else if (v == -2) {
      for (; src < input.size(); ++src) {
        consumed[src] = true;
        out.push_back(input[src]);
      }
    } else if (v == -3) {
      if (src + 1 >= input.size())
        return emitOptionalError(
            loc, "newshape value -3 needs two remaining input dimensions");
      consumed[src] = consumed[src + 1] = true;
      out.push_back(Algebra::mul(input[src], input[src + 1]));
      src += 2;
    } else if (v == -4) {
      if (i + 2 >= newshape.size() || src >= input.size())
        return emitOptionalError(
            loc, "newshape value -4 must be followed by two values and "
                 "split an input dimension");
      const Extent &d = input[src];
      std::optional<int64_t> staticD = Algebra::getConstant(d);
      int64_t d1 = newshape[i + 1], d2 = newshape[i + 2];
      if (d1 == -1 && d2 == -1)
        return emitOptionalError(loc, "split dims cannot both be -1");
      if ((d1 <= 0 && d1 != -1) || (d2 <= 0 && d2 != -1))
        return emitOptionalError(loc,
                                 "the values after -4 must be positive "
                                 "or -1, got ",
                                 d1, " and ", d2);
      if (d1 == -1 || d2 == -1) {
        int64_t known = d1 == -1 ? d2 : d1;
        std::optional<Extent> other = Algebra::divide(d, known);
        if (!other)
          return emitOptionalError(loc, "cannot split dimension ",
                                   staticD.value_or(ShapedType::kDynamic),
                                   " by ", known);
        out.push_back(d1 == -1 ? *other : Algebra::constant(d1));
        out.push_back(d2 == -1 ? *other : Algebra::constant(d2));
      } else {
        if (staticD && d1 * d2 != *staticD)
          return emitOptionalError(loc, "cannot split dimension ", *staticD,
                                   " into ", d1, " x ", d2);
        out.push_back(Algebra::constant(d1));
        out.push_back(Algebra::constant(d2));
      }
      consumed[src] = true;
      ++src;
      i += 2;
    } else {
      return emitOptionalError(loc, "unsupported special value ", v,
                               " in newshape");
    }
  }
  if (inferIndex) {
    // The -1 takes what the input has left after the explicit dimensions.
    Extent rest = Algebra::constant(1);
    for (size_t i = 0; i < input.size(); ++i)
      if (!consumed[i])
        rest = Algebra::mul(rest, input[i]);
    std::optional<int64_t> staticRest = Algebra::getConstant(rest);
    std::optional<Extent> inferred;
    if (explicitProduct == 0) {
      if (staticRest && *staticRest != 0)
        return emitOptionalError(loc,
                                 "cannot infer the -1 dimension: ", *staticRest,
                                 " elements into a shape with a zero extent");
      inferred = Algebra::unknown();
    } else {
      inferred = Algebra::divide(rest, explicitProduct);
      if (!inferred)
        return emitOptionalError(loc, "cannot infer the -1 dimension: ",
                                 staticRest.value_or(ShapedType::kDynamic),
                                 " elements are not divisible by ",
                                 explicitProduct);
    }
    if (!inferred)
      return emitOptionalError(loc, "cannot infer the -1 dimension");
    out[*inferIndex] = *inferred;
  }
  // Static shapes must hold the same number of elements.
  std::optional<int64_t> inCount = 1, outCount = 1;
  for (const Extent &e : input) {
    std::optional<int64_t> c = Algebra::getConstant(e);
    inCount =
        c && inCount ? std::optional<int64_t>(*inCount * *c) : std::nullopt;
  }
  for (const Extent &e : out) {
    std::optional<int64_t> c = Algebra::getConstant(e);
    outCount =
        c && outCount ? std::optional<int64_t>(*outCount * *c) : std::nullopt;
  }
  if (inCount && outCount && *inCount != *outCount)
    return emitOptionalError(loc, "cannot reshape ", *inCount,
                             " elements into ", *outCount);
  return success();
}

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_IR_RELAYTYPERELATIONS_H
