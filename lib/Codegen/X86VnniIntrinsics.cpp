//===- X86VnniIntrinsics.cpp - Select vpdpbusd for VNNI dot products ------===//
//
// Instruction selection for the dot products of -relay-x86-vnni:
//
//   acc + (s0 + s1) + (s2 + s3),  s_j = shuffle(p, p, [j, j + 4, j + 8, ...]),
//   p = zext(u) * sext(s),        u, s : vector<4L x i8>, acc : vector<L x i32>
//
// is exactly one `vpdpbusd acc, u, s` (16 lanes: AVX-512 VNNI; 8: AVX-VNNI),
// which this pass emits as the LLVM intrinsic through `llvm.call_intrinsic`.
// It runs after bufferization and before the vector dialect is lowered to
// LLVM, which would otherwise expand the expression into widening
// multiplies and shuffles (LLVM 22 does not fold them back into vpdpbusd).
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYX86VNNIINTRINSICSPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// The operands of zext(u) * sext(s) on i8 vectors, unsigned first.
std::optional<std::pair<Value, Value>> matchMixedProduct(Value value) {
  auto mul = value.getDefiningOp<arith::MulIOp>();
  if (!mul)
    return std::nullopt;
  for (auto [a, b] : {std::pair(mul.getLhs(), mul.getRhs()),
                      std::pair(mul.getRhs(), mul.getLhs())}) {
    auto zext = a.getDefiningOp<arith::ExtUIOp>();
    auto sext = b.getDefiningOp<arith::ExtSIOp>();
    if (zext && sext && getElementTypeOrSelf(zext.getIn()).isInteger(8) &&
        getElementTypeOrSelf(sext.getIn()).isInteger(8))
      return std::pair(zext.getIn(), sext.getIn());
  }
  return std::nullopt;
}

/// The leaves of the tree of arith.addi ops rooted at `value`, up to `limit`
/// of them; ops inside the tree must have no other user.
void collectAddends(Value value, SmallVectorImpl<Value> &leaves, size_t limit,
                    bool root) {
  auto add = value.getDefiningOp<arith::AddIOp>();
  if (leaves.size() > limit)
    return;
  if (!add || (!root && !add->hasOneUse())) {
    leaves.push_back(value);
    return;
  }
  collectAddends(add.getLhs(), leaves, limit, false);
  collectAddends(add.getRhs(), leaves, limit, false);
}

/// `acc + group sums of zext(u) * sext(s)` -> vpdpbusd(acc, u, s).
struct SelectDotProduct : OpRewritePattern<arith::AddIOp> {
  SelectDotProduct(MLIRContext *context, int64_t lanes, StringRef intrinsic)
      : OpRewritePattern(context), lanes(lanes), intrinsic(intrinsic) {}

  LogicalResult matchAndRewrite(arith::AddIOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    if (!type || type.getRank() != 1 || type.getNumElements() != lanes ||
        !type.getElementType().isInteger(32))
      return failure();
    // Either operand may be the accumulator; the other is the sum of four
    // stride-4 shuffles of one product.
    for (unsigned accIndex : {0u, 1u}) {
      Value acc = op->getOperand(accIndex);
      Value sum = op->getOperand(1 - accIndex);
      if (!sum.getDefiningOp<arith::AddIOp>())
        continue;
      SmallVector<Value> leaves;
      collectAddends(sum, leaves, 4, /*root=*/true);
      if (leaves.size() != 4)
        continue;
      Value products;
      llvm::SmallBitVector offsets(4);
      bool matched = true;
      for (Value leaf : leaves) {
        auto shuffle = leaf.getDefiningOp<vector::ShuffleOp>();
        if (!shuffle || shuffle.getV1() != shuffle.getV2() ||
            (products && shuffle.getV1() != products)) {
          matched = false;
          break;
        }
        products = shuffle.getV1();
        ArrayRef<int64_t> mask = shuffle.getMask();
        int64_t j = mask.front();
        if (j < 0 || j >= 4 || offsets.test(j)) {
          matched = false;
          break;
        }
        for (auto [i, index] : llvm::enumerate(mask))
          matched &= index == int64_t(4 * i) + j;
        offsets.set(j);
      }
      if (!matched || !products ||
          cast<VectorType>(products.getType()).getNumElements() != 4 * lanes)
        continue;
      std::optional<std::pair<Value, Value>> operands =
          matchMixedProduct(products);
      if (!operands)
        continue;
      Value call =
          LLVM::CallIntrinsicOp::create(
              rewriter, op.getLoc(), type, rewriter.getStringAttr(intrinsic),
              ValueRange{acc, operands->first, operands->second})
              .getResult(0);
      rewriter.replaceOp(op, call);
      return success();
    }
    return failure();
  }

  int64_t lanes;
  std::string intrinsic;
};

struct RelayX86VnniIntrinsicsPass
    : public relay::impl::RelayX86VnniIntrinsicsPassBase<
          RelayX86VnniIntrinsicsPass> {
  using RelayX86VnniIntrinsicsPassBase::RelayX86VnniIntrinsicsPassBase;

  void runOnOperation() override {
    int64_t lanes;
    StringRef intrinsic;
    if (isa == "avx512-vnni") {
      lanes = 16;
      intrinsic = "llvm.x86.avx512.vpdpbusd.512";
    } else if (isa == "avx-vnni") {
      lanes = 8;
      // AVX-VNNI shares the 256-bit intrinsic: without AVX512VL, LLVM
      // selects its VEX encoding.
      intrinsic = "llvm.x86.avx512.vpdpbusd.256";
    } else {
      getOperation()->emitError("relay-x86-vnni-intrinsics: unknown isa '")
          << isa << "' (expected avx512-vnni or avx-vnni)";
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    patterns.add<SelectDotProduct>(&getContext(), lanes, intrinsic);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
