//===- LayoutTransformToLinalg.cpp - layout_transform to linalg -----------===//
//
// layout_transform between TVM layouts with primal and sub-axes (NCHW,
// NCHW8c, ...): linalg.pack / linalg.unpack where the change is a packing,
// transposes and reshapes otherwise.
//
//===----------------------------------------------------------------------===//

#include "TensorLoweringUtils.h"

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::tensor_lowering;

namespace {

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

/// How a layout with sub-axes packs a plain one (no sub-axes), as
/// linalg.pack sees it: the blocked layout is the plain one's primal axes
/// in the order `outerPerm`, followed by sub-axes only (NCHW -> NCHW8c,
/// NCHW -> NHWC4c, ...), each splitting the plain axis `innerPos[i]` by
/// `tiles[i]`.
struct Packing {
  SmallVector<int64_t> outerPerm, innerPos, tiles;
};

/// The packing of `plain` (of shape `plainShape`) into `blocked`, if the
/// change is one and every split extent is static and divisible.
std::optional<Packing> getPacking(ArrayRef<LayoutAxis> plain,
                                  ArrayRef<LayoutAxis> blocked,
                                  ArrayRef<int64_t> plainShape) {
  if (llvm::any_of(plain, [](const LayoutAxis &a) { return a.isSubAxis(); }) ||
      blocked.size() <= plain.size())
    return std::nullopt;
  Packing packing;
  for (auto [i, axis] : llvm::enumerate(blocked)) {
    bool outer = i < plain.size();
    if (axis.isSubAxis() == outer)
      return std::nullopt;
    int64_t pos = findAxis(plain, axis.name, /*sub=*/false);
    if (pos < 0)
      return std::nullopt;
    if (outer) {
      packing.outerPerm.push_back(pos);
      continue;
    }
    if (ShapedType::isDynamic(plainShape[pos]) ||
        plainShape[pos] % axis.factor != 0)
      return std::nullopt;
    packing.innerPos.push_back(pos);
    packing.tiles.push_back(axis.factor);
  }
  // linalg.pack leaves an identity permutation out.
  if (isIdentityPermutation(packing.outerPerm))
    packing.outerPerm.clear();
  return packing;
}

/// layout_transform. A packing and its inverse are linalg.pack and
/// linalg.unpack (-relay-decompose-aggregates lowers them with upstream's
/// lowerPack/lowerUnPack). Any other change: transpose each sub-axis next to
/// its primal axis and merge them (collapse_shape), split the primal axes
/// that the destination splits (expand_shape), then transpose into the
/// destination's order.
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
    if (std::optional<Packing> packing =
            getPacking(src, dst, type.getShape())) {
      SmallVector<OpFoldResult> tiles =
          getAsIndexOpFoldResult(rewriter.getContext(), packing->tiles);
      Value dest = linalg::PackOp::createDestinationTensor(
          rewriter, loc, input, tiles, packing->innerPos, packing->outerPerm);
      Value packed =
          linalg::PackOp::create(rewriter, loc, input, dest, packing->innerPos,
                                 tiles, std::nullopt, packing->outerPerm)
              .getResult();
      rewriter.replaceOp(op, castTo(rewriter, loc, packed, resultType));
      return success();
    }
    if (std::optional<Packing> packing =
            getPacking(dst, src, resultType.getShape())) {
      SmallVector<OpFoldResult> tiles =
          getAsIndexOpFoldResult(rewriter.getContext(), packing->tiles);
      Value dest = linalg::UnPackOp::createDestinationTensor(
          rewriter, loc, input, tiles, packing->innerPos, packing->outerPerm);
      Value unpacked =
          linalg::UnPackOp::create(rewriter, loc, input, dest,
                                   packing->innerPos, tiles, packing->outerPerm)
              .getResult();
      rewriter.replaceOp(op, castTo(rewriter, loc, unpacked, resultType));
      return success();
    }

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

} // namespace

void tensor_lowering::populateLayoutTransformPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<LayoutTransformOpLowering>(converter, patterns.getContext());
}
