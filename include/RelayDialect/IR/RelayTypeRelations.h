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
#include "llvm/ADT/Twine.h"
#include "llvm/Support/CheckedArithmetic.h"

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

/// Checked int64 arithmetic for the type relations: `a * b`, `a + b` or
/// `a - b`, or failure with the diagnostic "<what> (a op b) overflows int64"
/// at `loc` (when given). Extents and attribute values from the input are
/// arbitrary int64 values, so no relation computes with them unchecked.
FailureOr<int64_t> mulChecked(std::optional<Location> loc, int64_t a, int64_t b,
                              const Twine &what);
FailureOr<int64_t> addChecked(std::optional<Location> loc, int64_t a, int64_t b,
                              const Twine &what);
FailureOr<int64_t> subChecked(std::optional<Location> loc, int64_t a, int64_t b,
                              const Twine &what);

/// `mulChecked` on extents: `?` when either operand is `?`.
FailureOr<int64_t> mulExtentsChecked(std::optional<Location> loc, int64_t a,
                                     int64_t b, const Twine &what);

/// Checks that a shape computed by a relation describes a tensor that can
/// exist: no negative static extent, and the product of the static extents
/// (the element count when all are static) fits in int64. `what` names the
/// shape in the diagnostic ("the result").
LogicalResult verifyShapeFits(std::optional<Location> loc,
                              ArrayRef<int64_t> shape,
                              const Twine &what = "the result");

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

/// The verifier of the qnn operators with operands (data, scale,
/// zero_point, output_scale, output_zero_point): constant scales finite and
/// non-zero, constant zero points in the range of the data's type.
LogicalResult verifyQnnUnaryParams(Operation *op);

/// The type relation of qnn.simulated_quantize/dequantize: a scalar dtype
/// code; scale and zero point scalars or 1-D with 1 value or one per index
/// of `axis`.
LogicalResult verifySimulatedQnnParams(std::optional<Location> loc, Type data,
                                       Type dtype, Type scale, Type zeroPoint,
                                       int64_t axis);

/// The verifier of qnn.simulated_quantize/dequantize: a constant dtype code
/// is one of TVM's (0..3); constant scales are finite and non-zero, constant
/// zero points in the range of the integer type a constant code selects.
LogicalResult verifySimulatedQnnOp(Operation *op);

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

/// The convolution attributes of an op adaptor (nn.conv*d, qnn.conv2d, their
/// transposed forms; `output_padding` is left to the caller).
template <typename Adaptor>
ConvAttrs getConvAttrs(Adaptor &adaptor) {
  ConvAttrs attrs;
  attrs.strides = adaptor.getStrides();
  attrs.padding = adaptor.getPadding();
  attrs.dilation = adaptor.getDilation();
  attrs.groups = adaptor.getGroups();
  if (auto c = adaptor.getChannels())
    attrs.channels = static_cast<int64_t>(*c);
  attrs.kernelSize = adaptor.getKernelSize();
  attrs.dataLayout = adaptor.getDataLayout();
  attrs.kernelLayout = adaptor.getKernelLayout();
  attrs.outLayout = adaptor.getOutLayoutAttr();
  attrs.outDtype = adaptor.getOutDtype();
  return attrs;
}

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
  /// `a * b`; none when the static product overflows int64.
  static std::optional<int64_t> mul(int64_t a, int64_t b) {
    if (ShapedType::isDynamic(a) || ShapedType::isDynamic(b))
      return ShapedType::kDynamic;
    return llvm::checkedMul(a, b);
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
/// Fails with a diagnostic at `loc` (when given) on an invalid `newshape`,
/// and when an extent or element count overflows int64 (`Algebra::mul` is
/// none then).
template <typename Algebra, typename Extent>
LogicalResult inferNewShape(std::optional<Location> loc, ArrayRef<Extent> input,
                            ArrayRef<int64_t> newshape, bool allowzero,
                            SmallVectorImpl<Extent> &out) {
  size_t src = 0;
  std::optional<size_t> inferIndex;
  // The product of the explicit output extents (none when it overflows
  // int64, which only matters for a -1 and when no extent is 0); dimensions
  // copied from the input take no part in -1 inference.
  std::optional<int64_t> explicitProduct = 1;
  bool explicitZero = false;
  SmallVector<bool> consumed(input.size(), false);
  for (size_t i = 0; i < newshape.size(); ++i) {
    int64_t v = newshape[i];
    if (v > 0 || (v == 0 && allowzero)) {
      out.push_back(Algebra::constant(v));
      explicitZero |= v == 0;
      if (explicitProduct)
        explicitProduct = llvm::checkedMul(*explicitProduct, v);
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
      std::optional<Extent> merged = Algebra::mul(input[src], input[src + 1]);
      if (!merged)
        return emitOptionalError(loc, "merging input dimensions ", src, " and ",
                                 src + 1, " with -3 overflows int64");
      out.push_back(*merged);
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
        if (staticD && llvm::checkedMul(d1, d2) != staticD)
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
    for (size_t i = 0; i < input.size(); ++i) {
      if (consumed[i])
        continue;
      std::optional<Extent> r = Algebra::mul(rest, input[i]);
      if (!r)
        return emitOptionalError(loc, "the element count of the input "
                                      "overflows int64");
      rest = *r;
    }
    std::optional<int64_t> staticRest = Algebra::getConstant(rest);
    std::optional<Extent> inferred;
    if (explicitZero) {
      if (staticRest && *staticRest != 0)
        return emitOptionalError(loc,
                                 "cannot infer the -1 dimension: ", *staticRest,
                                 " elements into a shape with a zero extent");
      inferred = Algebra::unknown();
    } else if (!explicitProduct) {
      return emitOptionalError(loc, "cannot infer the -1 dimension: the "
                                    "product of the newshape values "
                                    "overflows int64");
    } else {
      inferred = Algebra::divide(rest, *explicitProduct);
      if (!inferred)
        return emitOptionalError(loc, "cannot infer the -1 dimension: ",
                                 staticRest.value_or(ShapedType::kDynamic),
                                 " elements are not divisible by ",
                                 *explicitProduct);
    }
    if (!inferred)
      return emitOptionalError(loc, "cannot infer the -1 dimension");
    out[*inferIndex] = *inferred;
  }
  // Static shapes must hold the same number of elements, and no element
  // count may overflow int64.
  auto count = [&](ArrayRef<Extent> shape,
                   StringRef what) -> FailureOr<std::optional<int64_t>> {
    int64_t n = 1;
    bool dynamic = false, overflow = false;
    for (const Extent &e : shape) {
      std::optional<int64_t> c = Algebra::getConstant(e);
      if (!c) {
        dynamic = true;
        continue;
      }
      // A zero extent makes the tensor empty, however large the others are.
      if (*c == 0)
        return std::optional<int64_t>(0);
      if (std::optional<int64_t> p = llvm::checkedMul(n, *c))
        n = *p;
      else
        overflow = true;
    }
    if (overflow) {
      (void)emitOptionalError(loc, "the element count of ", what,
                              " overflows int64");
      return failure();
    }
    return dynamic ? std::nullopt : std::optional<int64_t>(n);
  };
  FailureOr<std::optional<int64_t>> inCount = count(input, "the input");
  if (failed(inCount))
    return failure();
  FailureOr<std::optional<int64_t>> outCount = count(out, "the result");
  if (failed(outCount))
    return failure();
  if (*inCount && *outCount && **inCount != **outCount)
    return emitOptionalError(loc, "cannot reshape ", **inCount,
                             " elements into ", **outCount);
  return success();
}

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_IR_RELAYTYPERELATIONS_H
