//===- PadToLinalg.cpp - nn.pad to linalg ---------------------------------===//
//
// nn.pad: tensor.pad for constant padding; edge and reflect padding read
// the source at a clamped or mirrored position in a linalg.generic.
//
//===----------------------------------------------------------------------===//

#include "TensorLoweringUtils.h"

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::tensor_lowering;

namespace {

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

} // namespace

void tensor_lowering::populatePadPatterns(const TypeConverter &converter,
                                          RewritePatternSet &patterns) {
  patterns.add<PadOpLowering>(converter, patterns.getContext());
}
