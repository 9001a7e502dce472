//===- ImageToLinalg.cpp - Resampling to linalg ---------------------------===//
//
// nn.upsampling (nearest neighbour and bilinear, with TVM's rounding) and
// the sub-pixel shuffles nn.depth_to_space / nn.space_to_depth.
//
//===----------------------------------------------------------------------===//

#include "NNLoweringUtils.h"

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineExpr.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::nn;

namespace {

//===----------------------------------------------------------------------===//
// Resampling and sub-pixel shuffles
//===----------------------------------------------------------------------===//

/// nn.upsampling as TVM's resize2d: coordinates "asymmetric" (in = out *
/// in_size / out_size) or "align_corners"; nearest_neighbor rounds down
/// (asymmetric) or half away from zero (align_corners), bilinear and bicubic
/// (alpha -0.5) interpolate clamped neighbours. Coordinates are float32.
struct UpSamplingOpLowering : public OpConversionPattern<UpSamplingOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(UpSamplingOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Type element = resultType.getElementType();
    bool isUnsigned = isUnsignedElement(op.getType());
    UpsamplingMethod method = op.getMethod();
    bool alignCorners = op.getAlignCorners();
    if (method != UpsamplingMethod::NearestNeighbor && element.isInteger(1))
      return rewriter.notifyMatchFailure(op, "boolean interpolation");
    LayoutAttr layout = op.getLayout();
    SmallVector<int64_t> pos = {layout.indexOf('H'), layout.indexOf('W')};
    Value data = adaptor.getData();
    SmallVector<OpFoldResult> inDims =
        tensor::getMixedSizes(rewriter, loc, data);
    SmallVector<OpFoldResult> outDims = inDims;
    SmallVector<double> scales = {op.getScaleH().convertToDouble(),
                                  op.getScaleW().convertToDouble()};
    Type f32 = rewriter.getF32Type();
    for (int64_t j = 0; j < 2; ++j) {
      int64_t p = pos[j];
      if (!resultType.isDynamicDim(p)) {
        outDims[p] = rewriter.getIndexAttr(resultType.getDimSize(p));
        continue;
      }
      // round(in * scale), as the type relation computes it.
      Type f64 = rewriter.getF64Type();
      Value in = indexToScalar(rewriter, loc,
                               indexValue(rewriter, loc, inDims[p]), f64);
      Value scaled = arith::MulFOp::create(
          rewriter, loc, in, createScalar(rewriter, loc, f64, scales[j]));
      Value rounded = math::RoundOp::create(rewriter, loc, scaled);
      Value i64 = arith::FPToSIOp::create(rewriter, loc, rewriter.getI64Type(),
                                          rounded);
      outDims[p] = arith::IndexCastOp::create(rewriter, loc,
                                              rewriter.getIndexType(), i64)
                       .getResult();
    }
    // Per axis: the scale (float32; a constant when the extents are static)
    // and the integer step when the output is a static multiple of the input
    // (TVM then divides integers).
    SmallVector<std::optional<float>> staticScale(2);
    SmallVector<Value> dynamicScale(2);
    SmallVector<int64_t> intStep(2, 0);
    for (int64_t j = 0; j < 2; ++j) {
      int64_t p = pos[j];
      std::optional<int64_t> in = getConstantIntValue(inDims[p]);
      std::optional<int64_t> out = getConstantIntValue(outDims[p]);
      if (in && out) {
        if (method == UpsamplingMethod::NearestNeighbor && !alignCorners &&
            *in > 0 && *out % *in == 0) {
          intStep[j] = *out / *in;
          continue;
        }
        float num = alignCorners ? float(*in - 1) : float(*in);
        float den = alignCorners ? float(*out - 1) : float(*out);
        staticScale[j] = den == 0 ? 0.0f : num / den;
        continue;
      }
      Value inF = indexToScalar(rewriter, loc,
                                indexValue(rewriter, loc, inDims[p]), f32);
      Value outF = indexToScalar(rewriter, loc,
                                 indexValue(rewriter, loc, outDims[p]), f32);
      if (!alignCorners) {
        dynamicScale[j] = arith::DivFOp::create(rewriter, loc, inF, outF);
        continue;
      }
      // (in - 1) / (out - 1), and 0 for a single output position.
      Value one = createScalar(rewriter, loc, f32, 1);
      Value zero = createScalar(rewriter, loc, f32, 0);
      inF = arith::SubFOp::create(rewriter, loc, inF, one);
      outF = arith::SubFOp::create(rewriter, loc, outF, one);
      Value ratio = arith::DivFOp::create(rewriter, loc, inF, outF);
      Value several = arith::CmpFOp::create(
          rewriter, loc, arith::CmpFPredicate::OGT, outF, zero);
      dynamicScale[j] =
          arith::SelectOp::create(rewriter, loc, several, ratio, zero);
    }

    Value init = createEmpty(rewriter, loc, outDims, element);
    bool isFloat = isa<FloatType>(element);
    Type compute =
        isFloat && element.getIntOrFloatBitWidth() > 32 ? element : Type(f32);
    Value result = buildGeneric(
        rewriter, loc, ValueRange{}, init, {rewriter.getMultiDimIdentityMap(4)},
        SmallVector<Iter>(4, Iter::parallel),
        [&](OpBuilder &b, Location l, ValueRange) -> Value {
          SmallVector<Value> indices;
          for (int64_t i = 0; i < 4; ++i)
            indices.push_back(linalg::IndexOp::create(b, l, i));
          // The source coordinate (float32) along spatial axis j.
          auto coordinate = [&](int64_t j) -> Value {
            Value scale = staticScale[j]
                              ? createScalar(b, l, f32, *staticScale[j])
                              : dynamicScale[j];
            Value o = indexToScalar(b, l, indices[pos[j]], f32);
            return arith::MulFOp::create(b, l, scale, o);
          };
          // index + offset clamped into [0, in - 1] along spatial axis j.
          auto clamp = [&](Value index, int64_t offset, int64_t j) -> Value {
            AffineExpr d0 = b.getAffineDimExpr(0), d1 = b.getAffineDimExpr(1);
            OpFoldResult upper = minIndexExprs(b, l, {d0 + offset, d1 - 1},
                                               {index, inDims[pos[j]]});
            return indexValue(
                b, l,
                maxIndexExprs(b, l, {d0, b.getAffineConstantExpr(0)}, {upper}));
          };
          auto floatToIndex = [&](Value v) -> Value {
            Value i64 = arith::FPToSIOp::create(b, l, b.getI64Type(), v);
            return arith::IndexCastOp::create(b, l, b.getIndexType(), i64);
          };
          auto extract = [&](Value y, Value x) -> Value {
            SmallVector<Value> at = indices;
            at[pos[0]] = y;
            at[pos[1]] = x;
            return tensor::ExtractOp::create(b, l, data, at);
          };
          if (method == UpsamplingMethod::NearestNeighbor) {
            SmallVector<Value> src;
            for (int64_t j = 0; j < 2; ++j) {
              if (intStep[j]) {
                Value step = arith::ConstantIndexOp::create(b, l, intStep[j]);
                src.push_back(
                    arith::DivSIOp::create(b, l, indices[pos[j]], step));
                continue;
              }
              Value c = coordinate(j);
              // TVM's resize: round half away from zero (llvm.round) with
              // align_corners, else floor after adding 1e-5 so that a
              // coordinate just below an integer lands on it.
              Value rounded;
              if (alignCorners) {
                rounded = math::RoundOp::create(b, l, c);
              } else {
                Value nudged = arith::AddFOp::create(
                    b, l, c, createScalar(b, l, f32, 1e-5));
                rounded = math::FloorOp::create(b, l, nudged);
              }
              src.push_back(clamp(floatToIndex(rounded), 0, j));
            }
            return extract(src[0], src[1]);
          }
          // Interpolation: the floor of the coordinate, the fraction, and the
          // neighbours clamped into the input.
          SmallVector<Value> base, frac;
          for (int64_t j = 0; j < 2; ++j) {
            Value c = coordinate(j);
            Value fl = math::FloorOp::create(b, l, c);
            base.push_back(floatToIndex(fl));
            Value f = arith::SubFOp::create(b, l, c, fl);
            if (compute != f32)
              f = arith::ExtFOp::create(b, l, compute, f);
            frac.push_back(f);
          }
          auto pixel = [&](int64_t dy, int64_t dx) -> Value {
            Value y = clamp(base[0], dy, 0);
            Value x = clamp(base[1], dx, 1);
            Value v = extract(y, x);
            return castScalar(b, l, v, compute, isUnsigned, false);
          };
          auto cst = [&](double v) { return createScalar(b, l, compute, v); };
          auto mul = [&](Value x, Value y) -> Value {
            return arith::MulFOp::create(b, l, x, y);
          };
          auto add = [&](Value x, Value y) -> Value {
            return arith::AddFOp::create(b, l, x, y);
          };
          auto sub = [&](Value x, Value y) -> Value {
            return arith::SubFOp::create(b, l, x, y);
          };
          Value value;
          if (method == UpsamplingMethod::Bilinear) {
            // lerp(a, c, t) = a * (1 - t) + c * t, as TVM's resize.
            auto lerp = [&](Value a, Value c, Value t) -> Value {
              Value oneMinus = sub(cst(1), t);
              Value lhs = mul(a, oneMinus);
              Value rhs = mul(c, t);
              return add(lhs, rhs);
            };
            Value p00 = pixel(0, 0);
            Value p01 = pixel(0, 1);
            Value p10 = pixel(1, 0);
            Value p11 = pixel(1, 1);
            Value top = lerp(p00, p01, frac[1]);
            Value bottom = lerp(p10, p11, frac[1]);
            value = lerp(top, bottom, frac[0]);
          } else {
            // TVM's cubic spline weights with alpha = -0.5.
            double alpha = -0.5;
            auto weights = [&](Value t) {
              Value t2 = mul(t, t);
              Value t3 = mul(t2, t);
              // alpha * (t^3 - 2 t^2 + t)
              Value a = sub(t3, mul(cst(2), t2));
              Value sum = add(a, t);
              Value w1 = mul(cst(alpha), sum);
              // (alpha + 2) t^3 - (alpha + 3) t^2 + 1
              Value b3 = mul(cst(alpha + 2), t3);
              Value b2 = mul(cst(alpha + 3), t2);
              Value diff = sub(b3, b2);
              Value w2 = add(diff, cst(1));
              // -(alpha + 2) t^3 + (2 alpha + 3) t^2 - alpha t
              Value c3 = mul(cst(-(alpha + 2)), t3);
              Value c2 = mul(cst(2 * alpha + 3), t2);
              Value c1 = mul(cst(alpha), t);
              Value w3 = sub(add(c3, c2), c1);
              // -alpha t^3 + alpha t^2
              Value d3 = mul(cst(-alpha), t3);
              Value d2 = mul(cst(alpha), t2);
              Value w4 = add(d3, d2);
              return SmallVector<Value>{w1, w2, w3, w4};
            };
            SmallVector<Value> wx = weights(frac[1]);
            SmallVector<Value> wy = weights(frac[0]);
            SmallVector<Value> rows;
            for (int64_t j = 0; j < 4; ++j) {
              Value row;
              for (int64_t i = 0; i < 4; ++i) {
                Value p = pixel(j - 1, i - 1);
                Value term = mul(p, wx[i]);
                row = row ? add(row, term) : term;
              }
              rows.push_back(row);
            }
            for (int64_t j = 0; j < 4; ++j) {
              Value term = mul(rows[j], wy[j]);
              value = value ? add(value, term) : term;
            }
          }
          return castScalar(b, l, value, element, false, isUnsigned);
        });
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

/// depth_to_space / space_to_depth on NCHW by expand_shape, transpose and
/// collapse_shape; other layouts are transposed to NCHW and back.
template <typename OpTy, bool ToSpace>
struct SubPixelOpLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = getConvertedResultType(this->getTypeConverter(), op);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    LayoutAttr layout = op.getLayout();
    int64_t block = op.getBlockSize();
    Value data = transposeTensor(rewriter, loc, adaptor.getData(),
                                 layout.getPermutationTo("NCHW"));
    SmallVector<OpFoldResult> dims = tensor::getMixedSizes(rewriter, loc, data);
    OpFoldResult bs = rewriter.getIndexAttr(block);
    SmallVector<ReassociationIndices> channelSplit = {{0}, {1, 2, 3}, {4}, {5}};
    SmallVector<ReassociationIndices> spatialSplit = {{0}, {1}, {2, 3}, {4, 5}};
    Value result;
    if constexpr (ToSpace) {
      AffineExpr d0 = rewriter.getAffineDimExpr(0);
      OpFoldResult c =
          applyIndexExpr(rewriter, loc, d0.floorDiv(block * block), dims[1]);
      bool dcr = op.getMode() == DepthToSpaceMode::DCR;
      SmallVector<OpFoldResult> sizes =
          dcr ? SmallVector<OpFoldResult>{dims[0], bs, bs, c, dims[2], dims[3]}
              : SmallVector<OpFoldResult>{dims[0], c, bs, bs, dims[2], dims[3]};
      Value expanded = expandShape(rewriter, loc, data, channelSplit, sizes);
      // To [N, C', H, b, W, b].
      SmallVector<int64_t> perm = dcr ? SmallVector<int64_t>{0, 3, 4, 1, 5, 2}
                                      : SmallVector<int64_t>{0, 1, 4, 2, 5, 3};
      result = transposeTensor(rewriter, loc, expanded, perm);
      result = collapseShape(rewriter, loc, result, spatialSplit);
    } else {
      AffineExpr d0 = rewriter.getAffineDimExpr(0);
      SmallVector<OpFoldResult> sizes = {
          dims[0],
          dims[1],
          applyIndexExpr(rewriter, loc, d0.floorDiv(block), dims[2]),
          bs,
          applyIndexExpr(rewriter, loc, d0.floorDiv(block), dims[3]),
          bs};
      Value expanded = expandShape(rewriter, loc, data, spatialSplit, sizes);
      // To [N, b, b, C, H', W'].
      result = transposeTensor(rewriter, loc, expanded, {0, 3, 5, 1, 2, 4});
      result = collapseShape(rewriter, loc, result, channelSplit);
    }
    result = transposeTensor(rewriter, loc, result,
                             layout.getPermutationFrom("NCHW"));
    rewriter.replaceOp(op, castTo(rewriter, loc, result, resultType));
    return success();
  }
};

} // namespace

void relay::nn::populateImagePatterns(const TypeConverter &converter,
                                      RewritePatternSet &patterns) {
  patterns.add<UpSamplingOpLowering, SubPixelOpLowering<DepthToSpaceOp, true>,
               SubPixelOpLowering<SpaceToDepthOp, false>>(
      converter, patterns.getContext());
}
