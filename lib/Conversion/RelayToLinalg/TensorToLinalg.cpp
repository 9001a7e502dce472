//===- TensorToLinalg.cpp - Injective (shape) relay ops to linalg ---------===//
//
// Reshapes become tensor.collapse_shape / tensor.expand_shape, permutations
// linalg.transpose, joins and slices tensor.concat / tensor.extract_slice /
// tensor.pad. Index-remapping operators (take, gather, reverse, negative
// strides, edge/reflect padding) are a linalg.generic whose body reads the
// source with tensor.extract at a computed position. Dynamic extents are
// read with tensor.dim and the index arithmetic is arith on `index`.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "RelayDialect/Conversion/RelayToLinalg/RelayToLinalg.h"
#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::relay;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Index arithmetic on OpFoldResults that folds constant operands.
struct IndexMath {
  OpBuilder &b;
  Location loc;

  Value value(OpFoldResult v) {
    return getValueOrCreateConstantIndexOp(b, loc, v);
  }
  OpFoldResult constant(int64_t v) { return b.getIndexAttr(v); }

  template <typename OpTy>
  OpFoldResult binary(OpFoldResult lhs, OpFoldResult rhs,
                      function_ref<int64_t(int64_t, int64_t)> fold) {
    std::optional<int64_t> l = getConstantIntValue(lhs);
    std::optional<int64_t> r = getConstantIntValue(rhs);
    if (l && r)
      return constant(fold(*l, *r));
    return OpTy::create(b, loc, value(lhs), value(rhs)).getResult();
  }
  OpFoldResult add(OpFoldResult l, OpFoldResult r) {
    if (isConstantIntValue(r, 0))
      return l;
    if (isConstantIntValue(l, 0))
      return r;
    return binary<arith::AddIOp>(l, r,
                                 [](int64_t a, int64_t c) { return a + c; });
  }
  OpFoldResult sub(OpFoldResult l, OpFoldResult r) {
    if (isConstantIntValue(r, 0))
      return l;
    return binary<arith::SubIOp>(l, r,
                                 [](int64_t a, int64_t c) { return a - c; });
  }
  OpFoldResult mul(OpFoldResult l, OpFoldResult r) {
    if (isConstantIntValue(r, 1))
      return l;
    if (isConstantIntValue(l, 1))
      return r;
    return binary<arith::MulIOp>(l, r,
                                 [](int64_t a, int64_t c) { return a * c; });
  }
  /// Division of a non-negative value by a positive one.
  OpFoldResult div(OpFoldResult l, OpFoldResult r) {
    if (isConstantIntValue(r, 1))
      return l;
    return binary<arith::DivUIOp>(l, r,
                                  [](int64_t a, int64_t c) { return a / c; });
  }
  /// ceil(l / r) of a non-negative value by a positive one.
  OpFoldResult ceilDiv(OpFoldResult l, OpFoldResult r) {
    if (isConstantIntValue(r, 1))
      return l;
    return binary<arith::CeilDivUIOp>(
        l, r, [](int64_t a, int64_t c) { return (a + c - 1) / c; });
  }
  OpFoldResult min(OpFoldResult l, OpFoldResult r) {
    return binary<arith::MinSIOp>(
        l, r, [](int64_t a, int64_t c) { return std::min(a, c); });
  }
  OpFoldResult max(OpFoldResult l, OpFoldResult r) {
    return binary<arith::MaxSIOp>(
        l, r, [](int64_t a, int64_t c) { return std::max(a, c); });
  }
  /// Clamps `v` into [lo, hi] (hi >= lo is assumed: v == lo needs nothing).
  OpFoldResult clamp(OpFoldResult v, OpFoldResult lo, OpFoldResult hi) {
    std::optional<int64_t> cv = getConstantIntValue(v);
    if (cv && cv == getConstantIntValue(lo))
      return v;
    return min(max(v, lo), hi);
  }
};

/// A possibly negative axis attribute (I64Attr reads as uint64_t) in
/// [0, rank).
int64_t axisIndex(uint64_t attr, int64_t rank) {
  int64_t axis = static_cast<int64_t>(attr);
  return axis < 0 ? axis + rank : axis;
}

/// The static extent of an OpFoldResult size, or kDynamic.
int64_t staticSize(OpFoldResult size) {
  std::optional<int64_t> v = getConstantIntValue(size);
  return v ? *v : ShapedType::kDynamic;
}

SmallVector<int64_t> staticSizes(ArrayRef<OpFoldResult> sizes) {
  return llvm::map_to_vector(sizes, staticSize);
}

/// The reassociation that groups each dimension of extent 1 (where `unit` is
/// true) with a neighbouring dimension; `unit` spans the higher rank.
SmallVector<ReassociationIndices> unitGroups(ArrayRef<bool> unit) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices pending;
  for (int64_t i = 0, e = unit.size(); i < e; ++i) {
    if (unit[i]) {
      if (groups.empty())
        pending.push_back(i);
      else
        groups.back().push_back(i);
      continue;
    }
    pending.push_back(i);
    groups.push_back(pending);
    pending.clear();
  }
  return groups;
}

/// Removes the dimensions where `unit` is true; a dynamic one is first cast
/// to extent 1.
Value dropUnitDims(OpBuilder &b, Location loc, Value value,
                   ArrayRef<bool> unit) {
  auto type = cast<RankedTensorType>(value.getType());
  if (llvm::none_of(unit, [](bool u) { return u; }))
    return value;
  SmallVector<int64_t> refined(type.getShape());
  for (auto [i, u] : llvm::enumerate(unit))
    if (u)
      refined[i] = 1;
  value = castTo(b, loc, value, type.clone(refined));
  return tensor::CollapseShapeOp::create(b, loc, value, unitGroups(unit));
}

/// Converts an integer scalar to `index`.
Value toIndex(OpBuilder &b, Location loc, Value v, bool isUnsigned) {
  if (v.getType().isIndex())
    return v;
  if (isUnsigned || v.getType().isInteger(1))
    return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), v);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

/// A linalg.generic with no inputs over `sizes` whose body computes each
/// element from the loop indices.
Value createIndexGeneric(
    OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes, Type elementType,
    function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)> body) {
  int64_t rank = sizes.size();
  Value init = createEmpty(b, loc, sizes, elementType);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, ValueRange{}, ValueRange{init},
      ArrayRef<AffineMap>{b.getMultiDimIdentityMap(rank)}, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange) {
        SmallVector<Value> indices;
        for (int64_t i = 0; i < rank; ++i)
          indices.push_back(linalg::IndexOp::create(nb, nloc, i));
        linalg::YieldOp::create(nb, nloc, ValueRange{body(nb, nloc, indices)});
      });
  return generic.getResult(0);
}

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

/// A symbolic extent: `factor` times the product of the (dynamic) input
/// dimensions in `dims`, divided by `divisor` (1 unless an inferred extent
/// does not simplify to that form; the extent is then only known at runtime).
struct SymExtent {
  int64_t factor = 1;
  SmallVector<int64_t> dims;
  int64_t divisor = 1;

  static SymExtent constant(int64_t v) { return {v, {}, 1}; }
  bool known() const { return divisor == 1; }
  bool isStatic() const { return known() && dims.empty(); }

  SymExtent operator*(const SymExtent &o) const {
    SymExtent r{factor * o.factor, dims, divisor * o.divisor};
    llvm::append_range(r.dims, o.dims);
    llvm::sort(r.dims);
    return r;
  }
  bool operator==(const SymExtent &o) const {
    return known() && o.known() && factor == o.factor && dims == o.dims;
  }
  /// This extent divided by the constant `d`.
  SymExtent divide(int64_t d) const {
    if (known() && d != 0 && factor % d == 0)
      return {factor / d, dims, 1};
    return {factor, dims, divisor * d};
  }
  /// The runtime value, reading dynamic extents of `input`.
  OpFoldResult materialize(IndexMath &m, Value input) const {
    OpFoldResult v = m.constant(factor);
    for (int64_t d : dims)
      v = m.mul(v, tensor::getMixedSize(m.b, m.loc, input, d));
    return m.div(v, m.constant(divisor));
  }
};

/// Groups consecutive `big` extents so that each group's product is the
/// matching `small` extent; trailing extents of 1 join the last group.
std::optional<SmallVector<ReassociationIndices>>
matchGroups(ArrayRef<SymExtent> big, ArrayRef<SymExtent> small) {
  if (small.size() > big.size())
    return std::nullopt;
  for (const SymExtent &e : llvm::concat<const SymExtent>(big, small))
    if (!e.known())
      return std::nullopt;
  SymExtent one;
  SmallVector<ReassociationIndices> groups;
  size_t i = 0;
  for (const SymExtent &target : small) {
    ReassociationIndices group;
    SymExtent product;
    do {
      if (i >= big.size())
        return std::nullopt;
      group.push_back(i);
      product = product * big[i];
      ++i;
    } while (!(product == target));
    groups.push_back(group);
  }
  for (; i < big.size(); ++i) {
    if (!(big[i] == one) || groups.empty())
      return std::nullopt;
    groups.back().push_back(i);
  }
  return groups;
}

/// The extent algebra of `relay::inferNewShape` on symbolic extents.
struct SymExtents {
  static SymExtent constant(int64_t v) { return SymExtent::constant(v); }
  static std::optional<int64_t> getConstant(const SymExtent &e) {
    if (!e.isStatic())
      return std::nullopt;
    return e.factor;
  }
  /// `a * b`; none when the constant factors overflow int64.
  static std::optional<SymExtent> mul(const SymExtent &a, const SymExtent &b) {
    if (!llvm::checkedMul(a.factor, b.factor) ||
        !llvm::checkedMul(a.divisor, b.divisor))
      return std::nullopt;
    return a * b;
  }
  static std::optional<SymExtent> divide(const SymExtent &e, int64_t d) {
    if (e.isStatic() && e.factor % d != 0)
      return std::nullopt;
    return e.divide(d);
  }
  static std::optional<SymExtent> unknown() { return std::nullopt; }
};

/// reshape: a tensor.collapse_shape or tensor.expand_shape when the extents
/// provably group (also with `?`, compared symbolically), else a collapse to
/// 1-D followed by an expand to the result's extents.
struct ReshapeOpLowering : public OpConversionPattern<ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto inputType = cast<RankedTensorType>(input.getType());
    int64_t inRank = inputType.getRank();
    IndexMath m{rewriter, loc};

    SmallVector<SymExtent> inSym;
    for (int64_t i = 0; i < inRank; ++i)
      inSym.push_back(inputType.isDynamicDim(i)
                          ? SymExtent{1, {i}, 1}
                          : SymExtent::constant(inputType.getDimSize(i)));
    SmallVector<SymExtent> outSym;
    if (failed(inferNewShape<SymExtents>(
            /*loc=*/std::nullopt, ArrayRef<SymExtent>(inSym), op.getNewshape(),
            op.getAllowzero(), outSym)))
      return rewriter.notifyMatchFailure(op, "invalid newshape");
    int64_t outRank = outSym.size();
    if (outRank != resultType.getRank())
      return rewriter.notifyMatchFailure(op, "result rank mismatch");

    // The extents that are static by the reshape itself (a more refined
    // declared result type is reached with the final tensor.cast).
    SmallVector<int64_t> outShape;
    for (const SymExtent &s : outSym)
      outShape.push_back(s.isStatic() ? s.factor : ShapedType::kDynamic);
    auto outType = resultType.clone(outShape);
    auto outSizes = [&]() {
      SmallVector<OpFoldResult> sizes;
      for (int64_t i = 0; i < outRank; ++i)
        sizes.push_back(ShapedType::isDynamic(outShape[i])
                            ? outSym[i].materialize(m, input)
                            : m.constant(outShape[i]));
      return sizes;
    };

    // With `?` input extents, a `-1` extent (or a scalar result) is solved
    // at run time, where the element count may not fit the new shape: TVM's
    // dynamic reshape checks it, and so does the generated code.
    if (!inputType.hasStaticShape() &&
        (outRank == 0 ||
         llvm::any_of(outSym, [](const SymExtent &s) { return !s.known(); }))) {
      auto product = [&](ArrayRef<OpFoldResult> sizes) -> Value {
        Value p = arith::ConstantIndexOp::create(rewriter, loc, 1);
        for (OpFoldResult size : sizes)
          p = arith::MulIOp::create(
              rewriter, loc, p,
              getValueOrCreateConstantIndexOp(rewriter, loc, size));
        return p;
      };
      assertEqualExtents(
          rewriter, loc, product(tensor::getMixedSizes(rewriter, loc, input)),
          product(outSizes()),
          "the input's element count does not fit the new shape");
    }

    Value result;
    if (outRank == inRank && llvm::equal(inSym, outSym)) {
      result = input;
    } else if (auto groups = matchGroups(inSym, outSym)) {
      result = tensor::CollapseShapeOp::create(rewriter, loc, outType, input,
                                               *groups);
    } else if (auto groups = matchGroups(outSym, inSym)) {
      result = tensor::ExpandShapeOp::create(rewriter, loc, outType, input,
                                             *groups, outSizes());
    } else if (outRank == 0) {
      // Every input extent must be 1.
      result = castTo(rewriter, loc, input,
                      inputType.clone(SmallVector<int64_t>(inRank, 1)));
      result = tensor::CollapseShapeOp::create(
          rewriter, loc, outType, result, SmallVector<ReassociationIndices>{});
    } else {
      // A general reshape: flatten, then split into the result's extents.
      Value flat = input;
      if (inRank == 0) {
        flat = tensor::ExpandShapeOp::create(
            rewriter, loc, inputType.clone({1}), input,
            SmallVector<ReassociationIndices>{},
            ArrayRef<OpFoldResult>{m.constant(1)});
      } else if (inRank > 1) {
        ReassociationIndices all =
            llvm::to_vector(llvm::seq<int64_t>(0, inRank));
        flat = tensor::CollapseShapeOp::create(
            rewriter, loc, input, SmallVector<ReassociationIndices>{all});
      }
      if (outRank == 1) {
        result = flat;
      } else {
        ReassociationIndices all =
            llvm::to_vector(llvm::seq<int64_t>(0, outRank));
        result = tensor::ExpandShapeOp::create(
            rewriter, loc, outType, flat,
            SmallVector<ReassociationIndices>{all}, outSizes());
      }
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// transpose, squeeze, expand_dims, batch_flatten
//===----------------------------------------------------------------------===//

struct TransposeOpLowering : public OpConversionPattern<TransposeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    int64_t rank = resultType.getRank();
    SmallVector<int64_t> perm;
    if (auto axes = op.getAxes()) {
      for (int64_t a : *axes)
        perm.push_back(a < 0 ? a + rank : a);
    } else {
      for (int64_t i = rank - 1; i >= 0; --i)
        perm.push_back(i);
    }
    Value result =
        transposeTensor(rewriter, op.getLoc(), adaptor.getData(), perm);
    rewriter.replaceOp(op, castTo(rewriter, op.getLoc(), result, resultType));
    return success();
  }
};

struct SqueezeOpLowering : public OpConversionPattern<SqueezeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SqueezeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    auto type = cast<RankedTensorType>(adaptor.getData().getType());
    int64_t rank = type.getRank();
    SmallVector<bool> drop(rank, false);
    if (auto axis = op.getAxis()) {
      for (int64_t a : *axis)
        drop[a < 0 ? a + rank : a] = true;
    } else {
      for (int64_t i = 0; i < rank; ++i)
        drop[i] = type.getDimSize(i) == 1;
    }
    Value result = dropUnitDims(rewriter, op.getLoc(), adaptor.getData(), drop);
    rewriter.replaceOp(op, castTo(rewriter, op.getLoc(), result, resultType));
    return success();
  }
};

struct ExpandDimsOpLowering : public OpConversionPattern<ExpandDimsOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ExpandDimsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    int64_t rank =
        cast<RankedTensorType>(adaptor.getData().getType()).getRank();
    int64_t axis = op.getAxis();
    int64_t count = op.getNumNewaxis();
    int64_t pivot = axis < 0 ? rank + axis + 1 : axis;
    SmallVector<bool> unit(rank + count, false);
    for (int64_t i = pivot; i < pivot + count; ++i)
      unit[i] = true;
    Value result =
        insertUnitDims(rewriter, op.getLoc(), adaptor.getData(), unit);
    rewriter.replaceOp(op, castTo(rewriter, op.getLoc(), result, resultType));
    return success();
  }
};

struct BatchFlattenOpLowering : public OpConversionPattern<BatchFlattenOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(BatchFlattenOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    int64_t rank = cast<RankedTensorType>(input.getType()).getRank();
    Value result = input;
    if (rank == 1) {
      result = insertUnitDims(rewriter, loc, input, {false, true});
    } else if (rank > 2) {
      ReassociationIndices rest = llvm::to_vector(llvm::seq<int64_t>(1, rank));
      result = tensor::CollapseShapeOp::create(
          rewriter, loc, input, SmallVector<ReassociationIndices>{{0}, rest});
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// concatenate, stack, split
//===----------------------------------------------------------------------===//

struct ConcatenateOpLowering : public OpConversionPattern<ConcatenateOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ConcatenateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    int64_t rank = resultType.getRank();
    int64_t axis = axisIndex(op.getAxis(), rank);
    // Off the axis the inputs' extents must agree; tensor.concat assumes it.
    ValueRange inputs = adaptor.getData();
    for (int64_t d = 0; d < rank; ++d) {
      if (d == axis)
        continue;
      for (auto [n, input] : llvm::enumerate(inputs.drop_front()))
        assertEqualExtents(
            rewriter, op.getLoc(),
            tensor::getMixedSize(rewriter, op.getLoc(), inputs.front(), d),
            tensor::getMixedSize(rewriter, op.getLoc(), input, d),
            "input " + Twine(n + 1) + "'s extent of dimension " + Twine(d) +
                " differs from input 0's");
    }
    Value result =
        tensor::ConcatOp::create(rewriter, op.getLoc(), axis, inputs);
    rewriter.replaceOp(op, castTo(rewriter, op.getLoc(), result, resultType));
    return success();
  }
};

struct StackOpLowering : public OpConversionPattern<StackOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(StackOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    int64_t rank = resultType.getRank();
    int64_t axis = axisIndex(op.getAxis(), rank);
    SmallVector<bool> unit(rank, false);
    unit[axis] = true;
    SmallVector<Value> expanded;
    for (Value input : adaptor.getData())
      expanded.push_back(insertUnitDims(rewriter, loc, input, unit));
    Value result = expanded.size() == 1
                       ? expanded.front()
                       : tensor::ConcatOp::create(rewriter, loc, axis, expanded)
                             .getResult();
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

/// split: one tensor.extract_slice per field of the result tuple.
struct SplitOpLowering : public OpConversionPattern<SplitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SplitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Type> fieldTypes;
    if (failed(getTypeConverter()->convertType(op.getType(), fieldTypes)))
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    int64_t rank = cast<RankedTensorType>(input.getType()).getRank();
    int64_t axis = axisIndex(op.getAxis(), rank);
    IndexMath m{rewriter, loc};
    SmallVector<OpFoldResult> dims =
        tensor::getMixedSizes(rewriter, loc, input);
    OpFoldResult dim = dims[axis];

    SmallVector<OpFoldResult> offsets, sizes;
    Attribute spec = op.getIndicesOrSections();
    if (auto sections = dyn_cast<IntegerAttr>(spec)) {
      int64_t n = sections.getInt();
      OpFoldResult size = m.div(dim, m.constant(n));
      for (int64_t i = 0; i < n; ++i) {
        offsets.push_back(m.mul(size, m.constant(i)));
        sizes.push_back(size);
      }
    } else if (auto indices = dyn_cast<DenseI64ArrayAttr>(spec)) {
      int64_t prev = 0;
      for (int64_t index : indices.asArrayRef()) {
        offsets.push_back(m.constant(prev));
        sizes.push_back(m.constant(index - prev));
        prev = index;
      }
      offsets.push_back(m.constant(prev));
      sizes.push_back(m.sub(dim, m.constant(prev)));
    } else {
      return rewriter.notifyMatchFailure(op, "invalid indices_or_sections");
    }
    if (sizes.size() != fieldTypes.size())
      return rewriter.notifyMatchFailure(op, "field count mismatch");

    SmallVector<Value> fields;
    SmallVector<OpFoldResult> strides(rank, m.constant(1));
    for (auto [offset, size, fieldType] :
         llvm::zip(offsets, sizes, fieldTypes)) {
      SmallVector<OpFoldResult> sliceOffsets(rank, m.constant(0));
      SmallVector<OpFoldResult> sliceSizes(dims);
      sliceOffsets[axis] = offset;
      sliceSizes[axis] = size;
      Value slice = tensor::ExtractSliceOp::create(
          rewriter, loc, input, sliceOffsets, sliceSizes, strides);
      fields.push_back(castTo(rewriter, loc, slice, fieldType));
    }
    rewriter.replaceOpWithMultiple(op, {fields});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// strided_slice
//===----------------------------------------------------------------------===//

struct StridedSliceOpLowering : public OpConversionPattern<StridedSliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(StridedSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto type = cast<RankedTensorType>(input.getType());
    int64_t rank = type.getRank();
    IndexMath m{rewriter, loc};
    ArrayRef<int64_t> begin = op.getBegin(), end = op.getEnd();
    SmallVector<int64_t> strides;
    if (auto s = op.getStrides())
      strides.assign(s->begin(), s->end());
    if (strides.empty())
      strides.push_back(1);
    bool sizeMode = op.getSliceMode() == SliceMode::Size;
    SmallVector<int64_t> axes;
    if (auto a = op.getAxes()) {
      for (int64_t axis : *a)
        axes.push_back(axis < 0 ? axis + rank : axis);
    } else {
      axes = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    }

    // Per dimension: the first element read, the count and the step.
    SmallVector<OpFoldResult> dims =
        tensor::getMixedSizes(rewriter, loc, input);
    SmallVector<OpFoldResult> offsets(rank, m.constant(0)), sizes(dims);
    SmallVector<int64_t> steps(rank, 1);
    for (auto [i, axis] : llvm::enumerate(axes)) {
      int64_t stride = sizeMode ? 1 : (i < strides.size() ? strides[i] : 1);
      if (stride == 0)
        return rewriter.notifyMatchFailure(op, "zero stride");
      bool hasBegin = i < begin.size(), hasEnd = i < end.size();
      OpFoldResult dim = dims[axis];
      // Normalises a negative position by adding the extent.
      auto normalize = [&](int64_t v) -> OpFoldResult {
        return v < 0 ? m.add(m.constant(v), dim) : m.constant(v);
      };
      OpFoldResult b, e, count;
      if (stride > 0) {
        b = hasBegin ? normalize(begin[i]) : m.constant(0);
        if (sizeMode)
          e = hasEnd && end[i] >= 0 ? m.add(b, m.constant(end[i])) : dim;
        else
          e = hasEnd ? normalize(end[i]) : dim;
        b = m.clamp(b, m.constant(0), dim);
        e = m.clamp(e, m.constant(0), dim);
        count =
            m.ceilDiv(m.max(m.sub(e, b), m.constant(0)), m.constant(stride));
      } else {
        OpFoldResult last = m.sub(dim, m.constant(1));
        b = hasBegin ? normalize(begin[i]) : last;
        e = hasEnd ? normalize(end[i]) : m.constant(-1);
        b = m.clamp(b, m.constant(-1), last);
        e = m.clamp(e, m.constant(-1), last);
        count =
            m.ceilDiv(m.max(m.sub(b, e), m.constant(0)), m.constant(-stride));
      }
      offsets[axis] = b;
      sizes[axis] = count;
      steps[axis] = stride;
    }

    Value result;
    if (llvm::any_of(sizes,
                     [](OpFoldResult s) { return isConstantIntValue(s, 0); })) {
      // A statically empty slice (begin past the end, as TVM allows, or an
      // empty input) reads nothing; tensor.extract_slice would reject its
      // offset, which may equal the extent.
      result =
          tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType());
    } else if (llvm::all_of(steps, [](int64_t s) { return s > 0; })) {
      SmallVector<OpFoldResult> stepSizes = llvm::map_to_vector(
          steps, [&](int64_t s) -> OpFoldResult { return m.constant(s); });
      result = tensor::ExtractSliceOp::create(rewriter, loc, input, offsets,
                                              sizes, stepSizes);
    } else {
      // Negative steps: element i reads begin + i * step.
      result = createIndexGeneric(
          rewriter, loc, sizes, type.getElementType(),
          [&](OpBuilder &b, Location l, ArrayRef<Value> ivs) -> Value {
            SmallVector<Value> coords;
            for (int64_t d = 0; d < rank; ++d) {
              Value c = ivs[d];
              if (steps[d] != 1)
                c = arith::MulIOp::create(
                    b, l, c, arith::ConstantIndexOp::create(b, l, steps[d]));
              if (!isConstantIntValue(offsets[d], 0))
                c = arith::AddIOp::create(
                    b, l, getValueOrCreateConstantIndexOp(b, l, offsets[d]), c);
              coords.push_back(c);
            }
            return tensor::ExtractOp::create(b, l, input, coords);
          });
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// take, gather
//===----------------------------------------------------------------------===//

struct TakeOpLowering : public OpConversionPattern<TakeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(TakeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    TakeMode mode = op.getMode();
    Value data = adaptor.getData();
    Value indices = adaptor.getIndices();
    auto indicesType = cast<RankedTensorType>(indices.getType());
    bool indicesUnsigned = isUnsignedElement(op.getIndices().getType());
    int64_t indRank = indicesType.getRank();

    int64_t axis = 0, batchDims = 0;
    if (std::optional<uint64_t> a = op.getAxis()) {
      int64_t rank = cast<RankedTensorType>(data.getType()).getRank();
      axis = static_cast<int64_t>(*a);
      axis = axis < 0 ? axis + rank : axis;
      batchDims = op.getBatchDims();
      if (batchDims < 0)
        batchDims += indRank;
    } else {
      // Take from the flattened input.
      auto type = cast<RankedTensorType>(data.getType());
      if (type.getRank() == 0)
        data = insertUnitDims(rewriter, loc, data, {true});
      else if (type.getRank() > 1)
        data = tensor::CollapseShapeOp::create(
            rewriter, loc, data,
            SmallVector<ReassociationIndices>{
                llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()))});
    }
    auto dataType = cast<RankedTensorType>(data.getType());
    int64_t dataRank = dataType.getRank();
    int64_t outRank = dataRank - 1 + indRank - batchDims;
    if (outRank != resultType.getRank())
      return rewriter.notifyMatchFailure(op, "result rank mismatch");

    // out = data[:axis] ++ indices[batch_dims:] ++ data[axis+1:]
    SmallVector<OpFoldResult> sizes;
    for (int64_t d = 0; d < axis; ++d)
      sizes.push_back(tensor::getMixedSize(rewriter, loc, data, d));
    for (int64_t d = batchDims; d < indRank; ++d)
      sizes.push_back(tensor::getMixedSize(rewriter, loc, indices, d));
    for (int64_t d = axis + 1; d < dataRank; ++d)
      sizes.push_back(tensor::getMixedSize(rewriter, loc, data, d));
    // TVM leaves an out-of-range index in `fast` mode and any index into an
    // empty axis undefined; here they have defined results instead of
    // reading out of bounds (docs/lowering.md): `fast` clips like `clip`,
    // and taking from an empty axis gives zeros.
    if (mode == TakeMode::Fast)
      mode = TakeMode::Clip;
    IndexMath m{rewriter, loc};
    OpFoldResult extent = tensor::getMixedSize(rewriter, loc, data, axis);
    std::optional<int64_t> staticExtent = getConstantIntValue(extent);
    Value empty;
    if (!staticExtent || *staticExtent == 0)
      empty = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, m.value(extent),
          arith::ConstantIndexOp::create(rewriter, loc, 0));
    // The extent along the axis (wrap) or the last valid index (clip), at
    // least 1 and 0 so that an empty axis neither divides by zero nor clamps
    // below zero.
    Value bound;
    if (staticExtent) {
      bound = arith::ConstantIndexOp::create(
          rewriter, loc,
          mode == TakeMode::Wrap ? std::max<int64_t>(*staticExtent, 1)
                                 : std::max<int64_t>(*staticExtent - 1, 0));
    } else if (mode == TakeMode::Wrap) {
      bound = arith::MaxSIOp::create(
          rewriter, loc, m.value(extent),
          arith::ConstantIndexOp::create(rewriter, loc, 1));
    } else {
      bound = arith::MaxSIOp::create(
          rewriter, loc, m.value(m.sub(extent, m.constant(1))),
          arith::ConstantIndexOp::create(rewriter, loc, 0));
    }

    SmallVector<AffineExpr> indexExprs;
    for (int64_t d = 0; d < batchDims; ++d)
      indexExprs.push_back(getAffineDimExpr(d, ctx));
    for (int64_t d = batchDims; d < indRank; ++d)
      indexExprs.push_back(getAffineDimExpr(axis + d - batchDims, ctx));
    Value init = createEmpty(rewriter, loc, sizes, dataType.getElementType());
    SmallVector<AffineMap> maps = {AffineMap::get(outRank, 0, indexExprs, ctx),
                                   rewriter.getMultiDimIdentityMap(outRank)};
    SmallVector<utils::IteratorType> iterators(outRank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{init.getType()}, ValueRange{indices},
        ValueRange{init}, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value idx = toIndex(b, l, args[0], indicesUnsigned);
          if (mode == TakeMode::Clip) {
            Value zero = arith::ConstantIndexOp::create(b, l, 0);
            idx = arith::MinSIOp::create(
                b, l, arith::MaxSIOp::create(b, l, idx, zero), bound);
          } else if (mode == TakeMode::Wrap) {
            Value zero = arith::ConstantIndexOp::create(b, l, 0);
            Value r = arith::RemSIOp::create(b, l, idx, bound);
            Value negative =
                arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, r, zero);
            idx = arith::SelectOp::create(
                b, l, negative, arith::AddIOp::create(b, l, r, bound), r);
          }
          SmallVector<Value> coords;
          for (int64_t d = 0; d < axis; ++d)
            coords.push_back(linalg::IndexOp::create(b, l, d));
          coords.push_back(idx);
          for (int64_t d = axis + 1; d < dataRank; ++d)
            coords.push_back(
                linalg::IndexOp::create(b, l, d - 1 + indRank - batchDims));
          if (!empty) {
            linalg::YieldOp::create(
                b, l,
                ValueRange{tensor::ExtractOp::create(b, l, data, coords)});
            return;
          }
          Type element = dataType.getElementType();
          auto guarded = scf::IfOp::create(
              b, l, empty,
              [&](OpBuilder &tb, Location tl) {
                scf::YieldOp::create(
                    tb, tl, ValueRange{createScalar(tb, tl, element, 0)});
              },
              [&](OpBuilder &eb, Location el) {
                scf::YieldOp::create(eb, el,
                                     ValueRange{tensor::ExtractOp::create(
                                         eb, el, data, coords)});
              });
          linalg::YieldOp::create(b, l, guarded.getResults());
        });
    rewriter.replaceOp(op,
                       castTo(rewriter, loc, generic.getResult(0), resultType));
    return success();
  }
};

struct GatherOpLowering : public OpConversionPattern<GatherOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value data = adaptor.getData(), indices = adaptor.getIndices();
    int64_t rank = resultType.getRank();
    int64_t axis = axisIndex(op.getAxis(), rank);
    bool indicesUnsigned = isUnsignedElement(op.getIndices().getType());
    Type element = resultType.getElementType();
    Value result = createElementwise(
        rewriter, loc, cast<RankedTensorType>(indices.getType()).clone(element),
        ValueRange{indices}, [&](OpBuilder &b, Location l, ValueRange args) {
          SmallVector<Value> coords;
          for (int64_t d = 0; d < rank; ++d)
            coords.push_back(
                d == axis ? toIndex(b, l, args[0], indicesUnsigned)
                          : linalg::IndexOp::create(b, l, d).getResult());
          return tensor::ExtractOp::create(b, l, data, coords).getResult();
        });
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// broadcast_to, tile, reverse
//===----------------------------------------------------------------------===//

struct BroadcastToOpLowering : public OpConversionPattern<BroadcastToOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(BroadcastToOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto type = cast<RankedTensorType>(input.getType());
    ArrayRef<int64_t> target = op.getShape();
    int64_t offset = target.size() - type.getRank();
    // Only new leading dimensions (no extent 1 stretched): linalg.broadcast.
    bool stretches = false;
    for (int64_t j = 0; j < type.getRank(); ++j)
      if (type.getDimSize(j) == 1 && target[j + offset] != 1)
        stretches = true;
    auto targetType = type.clone(target);
    Value result;
    if (stretches) {
      result = createElementwise(
          rewriter, loc, targetType, ValueRange{input},
          [](OpBuilder &, Location, ValueRange args) { return args[0]; });
    } else if (offset == 0) {
      result = castTo(rewriter, loc, input, targetType);
    } else {
      input =
          castTo(rewriter, loc, input, type.clone(target.drop_front(offset)));
      SmallVector<OpFoldResult> sizes =
          llvm::map_to_vector(target, [&](int64_t d) -> OpFoldResult {
            return rewriter.getIndexAttr(d);
          });
      Value init = createEmpty(rewriter, loc, sizes, type.getElementType());
      result = linalg::BroadcastOp::create(
                   rewriter, loc, input, init,
                   llvm::to_vector(llvm::seq<int64_t>(0, offset)))
                   .getResult()[0];
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

/// tile: linalg.broadcast adds a repetition dimension before each tiled
/// dimension, then tensor.collapse_shape merges each (repetition, extent)
/// pair, so that element i of a tiled dimension reads i mod extent.
struct TileOpLowering : public OpConversionPattern<TileOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(TileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto type = cast<RankedTensorType>(input.getType());
    int64_t dataRank = type.getRank();
    int64_t rank = resultType.getRank();
    int64_t lead = rank - dataRank;
    SmallVector<int64_t> reps(rank - op.getReps().size(), 1);
    llvm::append_range(reps, op.getReps());

    SmallVector<OpFoldResult> sizes;
    SmallVector<int64_t> added;
    SmallVector<ReassociationIndices> groups;
    for (int64_t i = 0; i < rank; ++i) {
      ReassociationIndices group;
      if (i < lead || reps[i] != 1) {
        group.push_back(sizes.size());
        added.push_back(sizes.size());
        sizes.push_back(rewriter.getIndexAttr(reps[i]));
      }
      if (i >= lead) {
        group.push_back(sizes.size());
        sizes.push_back(tensor::getMixedSize(rewriter, loc, input, i - lead));
      }
      groups.push_back(group);
    }
    Value result = input;
    if (!added.empty()) {
      Value init = createEmpty(rewriter, loc, sizes, type.getElementType());
      result = linalg::BroadcastOp::create(rewriter, loc, input, init, added)
                   .getResult()[0];
      result = tensor::CollapseShapeOp::create(rewriter, loc, result, groups);
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

struct ReverseOpLowering : public OpConversionPattern<ReverseOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ReverseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto type = cast<RankedTensorType>(input.getType());
    int64_t rank = type.getRank();
    int64_t axis = axisIndex(op.getAxis(), rank);
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, input);
    Value last = getValueOrCreateConstantIndexOp(
        rewriter, loc,
        IndexMath{rewriter, loc}.sub(sizes[axis], rewriter.getIndexAttr(1)));
    Value result = createIndexGeneric(
        rewriter, loc, sizes, type.getElementType(),
        [&](OpBuilder &b, Location l, ArrayRef<Value> ivs) -> Value {
          SmallVector<Value> coords(ivs);
          coords[axis] = arith::SubIOp::create(b, l, last, ivs[axis]);
          return tensor::ExtractOp::create(b, l, input, coords);
        });
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// nn.pad
//===----------------------------------------------------------------------===//

struct PadOpLowering : public OpConversionPattern<PadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value input = adaptor.getData();
    auto type = cast<RankedTensorType>(input.getType());
    int64_t rank = type.getRank();
    ArrayRef<int64_t> width = op.getPadWidth();
    if (static_cast<int64_t>(width.size()) != 2 * rank)
      return rewriter.notifyMatchFailure(op, "pad_width size mismatch");
    PadMode mode = op.getPadMode();
    IndexMath m{rewriter, loc};
    SmallVector<int64_t> low, high;
    for (int64_t d = 0; d < rank; ++d) {
      low.push_back(width[2 * d]);
      high.push_back(width[2 * d + 1]);
    }

    Value result;
    if (mode == PadMode::Constant) {
      // Negative widths crop.
      if (llvm::any_of(width, [](int64_t w) { return w < 0; })) {
        SmallVector<OpFoldResult> offsets, sizes, strides;
        for (int64_t d = 0; d < rank; ++d) {
          int64_t lo = std::min<int64_t>(low[d], 0);
          int64_t hi = std::min<int64_t>(high[d], 0);
          offsets.push_back(m.constant(-lo));
          sizes.push_back(m.add(tensor::getMixedSize(rewriter, loc, input, d),
                                m.constant(lo + hi)));
          strides.push_back(m.constant(1));
          low[d] = std::max<int64_t>(low[d], 0);
          high[d] = std::max<int64_t>(high[d], 0);
        }
        input = tensor::ExtractSliceOp::create(rewriter, loc, input, offsets,
                                               sizes, strides);
      }
      Value scalar = tensor::ExtractOp::create(
          rewriter, loc, adaptor.getPadValue(), ValueRange{});
      Value value = castScalar(rewriter, loc, scalar, type.getElementType(),
                               isUnsignedElement(op.getPadValue().getType()),
                               isUnsignedElement(op.getData().getType()));
      result = padTensor(rewriter, loc, input, low, high, value);
    } else {
      // Edge or reflect: every output element reads a clamped or mirrored
      // input position.
      bool reflect = mode == PadMode::Reflect;
      SmallVector<OpFoldResult> sizes;
      SmallVector<Value> lasts;
      for (int64_t d = 0; d < rank; ++d) {
        OpFoldResult dim = tensor::getMixedSize(rewriter, loc, input, d);
        sizes.push_back(m.add(dim, m.constant(low[d] + high[d])));
        lasts.push_back(low[d] == 0 && high[d] == 0
                            ? Value()
                            : m.value(m.sub(dim, m.constant(1))));
      }
      result = createIndexGeneric(
          rewriter, loc, sizes, type.getElementType(),
          [&](OpBuilder &b, Location l, ArrayRef<Value> ivs) -> Value {
            SmallVector<Value> coords;
            for (int64_t d = 0; d < rank; ++d) {
              Value last = lasts[d];
              if (!last) {
                coords.push_back(ivs[d]);
                continue;
              }
              Value zero = arith::ConstantIndexOp::create(b, l, 0);
              Value s = ivs[d];
              if (low[d] != 0)
                s = arith::SubIOp::create(
                    b, l, s, arith::ConstantIndexOp::create(b, l, low[d]));
              if (!reflect) {
                coords.push_back(arith::MinSIOp::create(
                    b, l, arith::MaxSIOp::create(b, l, s, zero), last));
                continue;
              }
              // Mirror without repeating the edge: -s before, 2(n-1)-s after.
              Value before = arith::CmpIOp::create(
                  b, l, arith::CmpIPredicate::slt, s, zero);
              s = arith::SelectOp::create(
                  b, l, before, arith::SubIOp::create(b, l, zero, s), s);
              Value after = arith::CmpIOp::create(
                  b, l, arith::CmpIPredicate::sgt, s, last);
              Value mirrored = arith::SubIOp::create(
                  b, l, arith::AddIOp::create(b, l, last, last), s);
              coords.push_back(
                  arith::SelectOp::create(b, l, after, mirrored, s));
            }
            return tensor::ExtractOp::create(b, l, input, coords);
          });
    }
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// layout_transform
//===----------------------------------------------------------------------===//

/// The position of the (primal or sub-) axis `name` in `layout`, or -1.
int64_t findAxis(ArrayRef<LayoutAxis> layout, char name, bool sub) {
  for (auto [i, a] : llvm::enumerate(layout))
    if (a.name == name && a.isSubAxis() == sub)
      return i;
  return -1;
}

/// layout_transform: transpose each sub-axis next to its primal axis and
/// merge them (collapse_shape), split the primal axes that the destination
/// splits (expand_shape), then transpose into the destination's order.
struct LayoutTransformOpLowering
    : public OpConversionPattern<LayoutTransformOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(LayoutTransformOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    SmallVector<LayoutAxis> srcAxes = op.getSrcLayout().getAxes();
    SmallVector<LayoutAxis> dstAxes = op.getDstLayout().getAxes();
    ArrayRef<LayoutAxis> src = srcAxes, dst = dstAxes;
    Value input = adaptor.getData();
    auto type = cast<RankedTensorType>(input.getType());
    if (static_cast<int64_t>(src.size()) != type.getRank() ||
        static_cast<int64_t>(dst.size()) != resultType.getRank())
      return rewriter.notifyMatchFailure(op, "layouts do not match the ranks");
    IndexMath m{rewriter, loc};

    // 1. Primal axes in source order, each followed by its sub-axis.
    SmallVector<int64_t> perm;
    SmallVector<ReassociationIndices> merge;
    SmallVector<char> primal;
    bool anyMerge = false;
    for (auto [i, axis] : llvm::enumerate(src)) {
      if (axis.isSubAxis())
        continue;
      ReassociationIndices group = {static_cast<int64_t>(perm.size())};
      perm.push_back(i);
      primal.push_back(axis.name);
      int64_t sub = findAxis(src, axis.name, /*sub=*/true);
      if (sub >= 0) {
        group.push_back(perm.size());
        perm.push_back(sub);
        anyMerge = true;
      }
      merge.push_back(group);
    }
    if (perm.size() != src.size())
      return rewriter.notifyMatchFailure(op, "sub-axis without primal axis");
    Value value = transposeTensor(rewriter, loc, input, perm);
    if (anyMerge)
      value = tensor::CollapseShapeOp::create(rewriter, loc, value, merge);

    // 2. Split the primal axes that the destination splits.
    SmallVector<std::pair<char, bool>> names;
    SmallVector<ReassociationIndices> split;
    SmallVector<OpFoldResult> sizes;
    bool anySplit = false;
    for (auto [k, name] : llvm::enumerate(primal)) {
      if (findAxis(dst, name, /*sub=*/false) < 0)
        return rewriter.notifyMatchFailure(op, "layouts have different axes");
      OpFoldResult extent = tensor::getMixedSize(rewriter, loc, value, k);
      int64_t sub = findAxis(dst, name, /*sub=*/true);
      ReassociationIndices group = {static_cast<int64_t>(names.size())};
      names.push_back({name, false});
      if (sub < 0) {
        sizes.push_back(extent);
      } else {
        int64_t factor = dst[sub].factor;
        if (std::optional<int64_t> e = getConstantIntValue(extent))
          if (*e % factor != 0)
            return rewriter.notifyMatchFailure(op, "extent not divisible");
        sizes.push_back(m.div(extent, m.constant(factor)));
        sizes.push_back(m.constant(factor));
        group.push_back(names.size());
        names.push_back({name, true});
        anySplit = true;
      }
      split.push_back(group);
    }
    if (names.size() != dst.size())
      return rewriter.notifyMatchFailure(op, "layouts have different axes");
    if (anySplit) {
      auto valueType = cast<RankedTensorType>(value.getType());
      value = tensor::ExpandShapeOp::create(rewriter, loc,
                                            valueType.clone(staticSizes(sizes)),
                                            value, split, sizes);
    }

    // 3. Into the destination's order.
    SmallVector<int64_t> perm2;
    for (const LayoutAxis &axis : dst)
      perm2.push_back(
          llvm::find(names, std::make_pair(axis.name, axis.isSubAxis())) -
          names.begin());
    value = transposeTensor(rewriter, loc, value, perm2);
    rewriter.replaceOp(op, castTo(rewriter, loc, value, resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// arange
//===----------------------------------------------------------------------===//

/// arange: element i is start + i * step (computed in the operands' type,
/// then cast to dtype); a dynamic length is ceil((stop - start) / step).
struct ArangeOpLowering : public OpConversionPattern<ArangeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ArangeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    auto scalar = [&](Value v) {
      return tensor::ExtractOp::create(rewriter, loc, v, ValueRange{})
          .getResult();
    };
    Value start = scalar(adaptor.getStart());
    Value stop = scalar(adaptor.getStop());
    Value step = scalar(adaptor.getStep());
    Type operandType = start.getType();
    if (stop.getType() != operandType || step.getType() != operandType)
      return rewriter.notifyMatchFailure(op, "operand types differ");
    bool srcUnsigned = isUnsignedElement(op.getStart().getType());
    bool dstUnsigned = isUnsignedElement(op.getType());
    Type element = resultType.getElementType();

    OpFoldResult length;
    if (!resultType.isDynamicDim(0)) {
      length = rewriter.getIndexAttr(resultType.getDimSize(0));
    } else {
      Type f64 = rewriter.getF64Type();
      auto toF64 = [&](Value v) {
        return castScalar(rewriter, loc, v, f64, srcUnsigned, false);
      };
      // Converted one statement at a time: the order in which a call's
      // arguments are evaluated is unspecified (gcc and clang differ), and
      // the emitted IR must not depend on the compiler.
      Value startF64 = toF64(start);
      Value stopF64 = toF64(stop);
      Value span = arith::SubFOp::create(rewriter, loc, stopF64, startF64);
      Value n = math::CeilOp::create(
          rewriter, loc,
          arith::DivFOp::create(rewriter, loc, span, toF64(step)));
      Value count =
          arith::FPToSIOp::create(rewriter, loc, rewriter.getI64Type(), n);
      count = arith::MaxSIOp::create(
          rewriter, loc, count,
          createScalar(rewriter, loc, rewriter.getI64Type(), 0));
      length = arith::IndexCastOp::create(rewriter, loc,
                                          rewriter.getIndexType(), count)
                   .getResult();
    }
    Value result = createIndexGeneric(
        rewriter, loc, {length}, element,
        [&](OpBuilder &b, Location l, ArrayRef<Value> ivs) -> Value {
          Value i;
          if (isa<FloatType>(operandType)) {
            Value i64 =
                arith::IndexCastOp::create(b, l, b.getI64Type(), ivs[0]);
            i = arith::SIToFPOp::create(b, l, operandType, i64);
            i = arith::AddFOp::create(b, l, start,
                                      arith::MulFOp::create(b, l, step, i));
          } else {
            i = arith::IndexCastOp::create(b, l, operandType, ivs[0]);
            i = arith::AddIOp::create(b, l, start,
                                      arith::MulIOp::create(b, l, step, i));
          }
          return castScalar(b, l, i, element, srcUnsigned, dstUnsigned);
        });
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

} // namespace

void relay::populateRelayTensorToLinalgPatterns(const TypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<ReshapeOpLowering, TransposeOpLowering, SqueezeOpLowering,
               ExpandDimsOpLowering, BatchFlattenOpLowering,
               ConcatenateOpLowering, StackOpLowering, SplitOpLowering,
               StridedSliceOpLowering, TakeOpLowering, GatherOpLowering,
               BroadcastToOpLowering, TileOpLowering, ReverseOpLowering,
               PadOpLowering, LayoutTransformOpLowering, ArangeOpLowering>(
      converter, patterns.getContext());
}
