//===- TensorToLinalg.cpp - Injective (shape) relay ops to linalg ---------===//
//
// The tensor family's lowering: this file holds arange and gathers the
// patterns of the other parts: ReshapeToLinalg.cpp (reshape, transpose,
// squeeze, expand_dims, batch_flatten), SliceToLinalg.cpp (concatenate,
// stack, split, strided_slice), GatherToLinalg.cpp (take, gather,
// broadcast_to, tile, reverse), PadToLinalg.cpp (nn.pad) and
// LayoutTransformToLinalg.cpp; their shared helpers are in
// TensorLoweringUtils.
//
// Reshapes become tensor.collapse_shape / tensor.expand_shape, permutations
// linalg.transpose, joins and slices tensor.concat / tensor.extract_slice /
// tensor.pad. Index-remapping operators (take, gather, reverse, negative
// strides, edge/reflect padding) are a linalg.generic whose body reads the
// source with tensor.extract at a computed position. Dynamic extents are
// read with tensor.dim and the index arithmetic is arith on `index`.
//
//===----------------------------------------------------------------------===//

#include "TensorLoweringUtils.h"

#include "RelayDialect/Conversion/RelayToLinalg/RelayToLinalg.h"
#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::tensor_lowering;

namespace {

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
  tensor_lowering::populateReshapePatterns(converter, patterns);
  tensor_lowering::populateSlicePatterns(converter, patterns);
  tensor_lowering::populateGatherPatterns(converter, patterns);
  tensor_lowering::populatePadPatterns(converter, patterns);
  tensor_lowering::populateLayoutTransformPatterns(converter, patterns);
  patterns.add<ArangeOpLowering>(converter, patterns.getContext());
}
