//===- QuantizeAnnotate.cpp - relay.quantize: partition and annotate ------===//
//
// The first stage of TVM's automatic quantization: QuantizePartition
// (python/tvm/relay/quantize/_partition.py, src/relay/quantize/partition.cc)
// followed by QuantizeAnnotate (_annotate.py, annotate.cc). Both are TVM
// ForwardRewrites: every operator is visited after its operands (here in
// program order) and its rewrite rule sees the operands' rewritten forms, a
// "temporary expression" carrying what the previous rules decided about them
// (partitioned or not; the QAnnotateKind). Operators without a rule, and the
// function result, "realize" their operands.
//
// Both stages only add operations (cast_hint, stop_fusion, simulated_quantize)
// and change operands: every value keeps its type, so rewriting happens in
// place.
//
//===----------------------------------------------------------------------===//

#include "QuantizeUtils.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYQUANTIZEANNOTATEPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::quantize;

namespace {

/// The operands of `op` that its rule, or the default realization, sees: its
/// own operands, plus those of operations nested in its regions that use a
/// value of `body` (an operator with regions has no rule, so all of them are
/// realized).
SmallVector<OpOperand *> collectUses(Operation *op, Block &body) {
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : op->getOpOperands())
    uses.push_back(&use);
  op->walk([&](Operation *nested) {
    if (nested == op)
      return;
    for (OpOperand &use : nested->getOpOperands())
      if (use.get().getParentBlock() == &body)
        uses.push_back(&use);
  });
  return uses;
}

/// Where a value computed from `value` is inserted so that it dominates every
/// use of `value` in `body`: right after its definition.
OpBuilder builderAfter(Value value) {
  if (Operation *def = value.getDefiningOp())
    return OpBuilder(def->getBlock(), std::next(def->getIterator()));
  Block *block = cast<BlockArgument>(value).getOwner();
  return OpBuilder(block, block->begin());
}

bool isConstant(Value value) { return matchPattern(value, m_Constant()); }

//===----------------------------------------------------------------------===//
// Partition (TVM's QuantizePartition)
//===----------------------------------------------------------------------===//

/// TVM's QPartitionExpr: a value is "partitioned" when it belongs to a
/// low-precision section; realizing it puts `cast_hint` + `stop_fusion` on it.
class Partitioner {
public:
  Partitioner(Block &body, Type dtypeInput)
      : body(body), dtypeInput(dtypeInput) {}

  void run() {
    SmallVector<Operation *> ops =
        llvm::map_to_vector(body, [](Operation &op) { return &op; });
    for (Operation *op : ops)
      visit(op);
  }

private:
  bool isPartitioned(Value value) const { return partitioned.contains(value); }

  /// QPartitionExprNode::Realize: stop_fusion(cast_hint(value, dtype_input))
  /// for one use, inserted before `user` (as in TVM, every realization makes
  /// its own).
  void realizeUse(OpOperand &use, Operation *user) {
    Value value = use.get();
    OpBuilder builder(user);
    Location loc = value.getLoc();
    Value hint = CastHintOp::create(builder, loc, value.getType(), value,
                                    TypeAttr::get(dtypeInput));
    use.set(StopFusionOp::create(builder, loc, value.getType(), hint));
  }

  void markResult(Operation *op) { partitioned.insert(op->getResult(0)); }

  void visit(Operation *op) {
    auto operandIs = [&](unsigned i) {
      return isPartitioned(op->getOperand(i));
    };
    if (isa<Conv2DOp>(op)) {
      // conv2d_partition_function: the data is realized, the result starts
      // a section.
      for (unsigned i : {0u, 1u})
        if (operandIs(i))
          realizeUse(op->getOpOperand(i), op);
      markResult(op);
      return;
    }
    if (isa<ClipOp, ReluOp, MaxPool2DOp>(op)) {
      // identity_partition_function.
      if (operandIs(0))
        markResult(op);
      return;
    }
    if (isa<AddOp>(op)) {
      // add_partition_generic.
      bool lhs = operandIs(0), rhs = operandIs(1);
      if (lhs && rhs) {
        // The first residual connection of a ResNet.
        realizeUse(op->getOpOperand(0), op);
        realizeUse(op->getOpOperand(1), op);
        markResult(op);
      } else if (!lhs && rhs) {
        // A residual connection.
        realizeUse(op->getOpOperand(1), op);
      } else if (lhs && !rhs) {
        if (isConstant(op->getOperand(1)))
          markResult(op); // The bias of a batch_norm.
        else
          realizeUse(op->getOpOperand(0), op);
      }
      return;
    }
    if (isa<MultiplyOp>(op)) {
      // mul_partition_generic: the scale of a batch_norm.
      for (unsigned i : {0u, 1u}) {
        if (operandIs(i)) {
          realizeUse(op->getOpOperand(i), op);
          markResult(op);
          return;
        }
      }
      return;
    }
    if (isa<GlobalAvgPool2DOp>(op)) {
      // global_avg_pool2d_partition_function realizes its operand whether or
      // not it is partitioned.
      realizeUse(op->getOpOperand(0), op);
      return;
    }
    // No rule (and the function result): partitioned operands are realized.
    for (OpOperand *use : collectUses(op, body))
      if (isPartitioned(use->get()))
        realizeUse(*use, op);
  }

  Block &body;
  Type dtypeInput;
  DenseSet<Value> partitioned;
};

//===----------------------------------------------------------------------===//
// Annotate (TVM's QuantizeAnnotate)
//===----------------------------------------------------------------------===//

/// TVM's QAnnotateExpr: the expression standing for a value, and its kind
/// (none for a plain expression).
struct Annotated {
  Value expr;
  std::optional<QAnnotateKind> kind;
};

class Annotator {
public:
  Annotator(Block &body, ArrayRef<int64_t> skipConvLayers, bool skipDenseLayer)
      : body(body),
        skipConvLayers(skipConvLayers.begin(), skipConvLayers.end()),
        skipDenseLayer(skipDenseLayer) {}

  LogicalResult run() {
    // TVM's reference counts, taken on the graph before rewriting.
    for (Operation &op : body)
      for (OpOperand *use : collectUses(&op, body))
        ++refCount[use->get()];

    SmallVector<Operation *> ops =
        llvm::map_to_vector(body, [](Operation &op) { return &op; });
    for (Operation *op : ops)
      if (failed(visit(op)))
        return failure();

    // Operators whose rule dropped them (cast_hints outside quantized
    // sections) are replaced by what they stand for.
    for (Operation *op : llvm::reverse(dropped)) {
      op->getResult(0).replaceAllUsesWith(annotated[op->getResult(0)].expr);
      op->erase();
    }
    return success();
  }

private:
  /// The annotated form of `value` (itself, without kind, if no rule
  /// produced it).
  Annotated lookup(Value value) const {
    auto it = annotated.find(value);
    if (it != annotated.end())
      return it->second;
    return {value, std::nullopt};
  }

  /// An operand as a rule sees it. A value of some kind that is used more
  /// than once is quantized to INPUT first (TVM's fmulti_ref trigger).
  Annotated getArg(Value value) {
    Annotated arg = lookup(value);
    if (arg.kind && refCount.lookup(value) > 1)
      if (Value q = attach(arg.expr, QAnnotateKind::Input))
        arg = {q, QAnnotateKind::Input};
    return arg;
  }

  /// TVM's attach_simulated_quantize: a simulated_quantize of `data` with
  /// `kind`, one per (data, kind); null where `data` cannot be quantized
  /// (not a float tensor of rank 1 or more).
  Value attach(Value data, QAnnotateKind kind) {
    if (auto sq = data.getDefiningOp<SimulatedQuantizeOp>())
      if (sq.getKind() == static_cast<uint64_t>(kind) && sq.getSign() &&
          sq.getRounding() == QuantizeRounding::Round)
        return data;
    auto key = std::make_pair(data, static_cast<int64_t>(kind));
    auto it = qnodes.find(key);
    if (it != qnodes.end())
      return it->second;
    auto type = dyn_cast<RankedTensorType>(data.getType());
    if (!type || type.getRank() == 0 || !isa<FloatType>(type.getElementType()))
      return nullptr;
    OpBuilder builder = builderAfter(data);
    Location loc = data.getLoc();
    // dom_scale, clip_min and clip_max: -relay-quantize-calibrate sets them.
    Type f32 = builder.getF32Type();
    Value domScale = makeScalarConstant(builder, loc, f32, 0.0);
    Value clipMin = makeScalarConstant(builder, loc, f32, 0.0);
    Value clipMax = makeScalarConstant(builder, loc, f32, 0.0);
    Value q = SimulatedQuantizeOp::create(
        builder, loc, type, data, domScale, clipMin, clipMax,
        builder.getI64IntegerAttr(static_cast<int64_t>(kind)));
    qnodes[key] = q;
    return q;
  }

  /// QuantizeContext.check_to_skip: after a quantized global_avg_pool2d
  /// nothing is quantized; the conv2d layers listed in skip-conv-layers are
  /// skipped (counted in program order).
  bool checkToSkip(Operation *op) {
    if (stopQuantize)
      return true;
    if (isa<Conv2DOp>(op))
      return skipConvLayers.contains(conv2dCounter++);
    return false;
  }

  /// Forwards `op` with new operands; its result gets `kind`.
  void forward(Operation *op, ArrayRef<Value> operands,
               std::optional<QAnnotateKind> kind) {
    op->setOperands(operands);
    annotated[op->getResult(0)] = {op->getResult(0), kind};
  }

  /// The default of ForwardRewrite: operands realized (a QAnnotateExpr
  /// stands for its expression), the result unannotated.
  void realizeOperands(Operation *op) {
    bool isReturn = op->hasTrait<OpTrait::ReturnLike>();
    for (OpOperand *use : collectUses(op, body))
      // The function result is realized without the multi-reference
      // trigger, as TVM realizes the body.
      use->set(isReturn ? lookup(use->get()).expr : getArg(use->get()).expr);
  }

  /// Rules of two-operand operators that quantize their data as INPUT and
  /// the other operand as WEIGHT (conv2d, conv1d, dense).
  LogicalResult inputWeightRule(Operation *op) {
    Annotated lhs = getArg(op->getOperand(0));
    Annotated rhs = getArg(op->getOperand(1));
    Value lhsExpr = lhs.expr;
    if (!lhs.kind || *lhs.kind == QAnnotateKind::Activation)
      lhsExpr = attach(lhs.expr, QAnnotateKind::Input);
    Value rhsExpr = attach(rhs.expr, QAnnotateKind::Weight);
    if (!lhsExpr || !rhsExpr)
      return failure();
    forward(op, {lhsExpr, rhsExpr}, QAnnotateKind::Activation);
    return success();
  }

  /// The TVM rewrite rule of `op`: success when it rewrote `op`, failure
  /// (TVM's `return None`) when `op` takes the default.
  FailureOr<bool> applyRule(Operation *op) {
    using Kind = QAnnotateKind;
    if (isa<Conv2DOp, Conv1DOp>(op)) {
      // conv2d_rewrite, conv1d_rewrite.
      if (checkToSkip(op))
        return false;
      return succeeded(inputWeightRule(op));
    }
    if (isa<DenseOp>(op)) {
      // dense_rewrite.
      if (skipDenseLayer || checkToSkip(op))
        return false;
      return succeeded(inputWeightRule(op));
    }
    if (isa<MultiplyOp>(op)) {
      // multiply_rewrite.
      if (checkToSkip(op))
        return false;
      Annotated lhs = getArg(op->getOperand(0));
      Annotated rhs = getArg(op->getOperand(1));
      if (!lhs.kind && !rhs.kind)
        return false;
      if ((lhs.kind == Kind::Activation || lhs.kind == Kind::Input) &&
          !rhs.kind) {
        Value lhsExpr = lhs.expr;
        if (lhs.kind == Kind::Activation)
          lhsExpr = attach(lhs.expr, Kind::Input);
        Value rhsExpr =
            attach(rhs.expr, isConstant(rhs.expr) ? Kind::Weight : Kind::Input);
        if (!lhsExpr || !rhsExpr)
          return false;
        forward(op, {lhsExpr, rhsExpr}, Kind::Activation);
        return true;
      }
      op->emitOpError("is not supported by the quantizer: only its first "
                      "operand may be quantized (TVM's multiply_rewrite "
                      "raises ValueError)");
      return failure();
    }
    if (isa<AddOp>(op))
      return addRule(op);
    if (isa<ReshapeOp, ClipOp, ReluOp, StridedSliceOp, AvgPool2DOp,
            BatchFlattenOp, TransposeOp, StopFusionOp>(op)) {
      // identity_rewrite.
      if (checkToSkip(op))
        return false;
      Annotated x = getArg(op->getOperand(0));
      if (!x.kind)
        return false;
      forward(op, {x.expr}, x.kind);
      return true;
    }
    if (isa<MaxPool2DOp>(op)) {
      // pool2d_rewrite.
      if (checkToSkip(op))
        return false;
      Annotated x = getArg(op->getOperand(0));
      if (!x.kind)
        return false;
      Value expr = x.expr;
      if (x.kind == Kind::Activation)
        expr = attach(expr, Kind::Input);
      if (!expr)
        return false;
      forward(op, {expr}, Kind::Input);
      return true;
    }
    if (isa<CastHintOp>(op)) {
      // cast_hint_rewrite: outside a quantized section the hint goes.
      Annotated x = getArg(op->getOperand(0));
      Value expr = x.expr;
      if (checkToSkip(op) || !x.kind) {
        annotated[op->getResult(0)] = {expr, std::nullopt};
        dropped.push_back(op);
        return true;
      }
      if (x.kind == Kind::Activation)
        expr = attach(expr, Kind::Input);
      if (!expr)
        return false;
      forward(op, {expr}, Kind::Input);
      return true;
    }
    if (isa<ConcatenateOp>(op)) {
      // concatenate_rewrite: unannotated fields become ACTIVATIONs.
      if (checkToSkip(op))
        return false;
      SmallVector<Annotated> fields = llvm::map_to_vector(
          op->getOperands(), [&](Value v) { return getArg(v); });
      if (llvm::all_of(fields, [](const Annotated &a) { return !a.kind; }))
        return false;
      SmallVector<Value> exprs;
      for (Annotated &field : fields) {
        Value expr = field.expr;
        if (!field.kind)
          expr = attach(expr, Kind::Activation);
        if (!expr)
          return false;
        exprs.push_back(expr);
      }
      forward(op, exprs, Kind::Activation);
      return true;
    }
    if (isa<GlobalAvgPool2DOp>(op)) {
      // global_avg_pool2d_rewrite: quantization stops here.
      if (checkToSkip(op))
        return false;
      Annotated x = getArg(op->getOperand(0));
      if (!x.kind)
        return false;
      forward(op, {x.expr}, std::nullopt);
      stopQuantize = true;
      return true;
    }
    if (isa<BatchMatmulOp>(op)) {
      // batch_matmul_rewrite.
      if (checkToSkip(op))
        return false;
      SmallVector<Value> exprs;
      for (unsigned i : {0u, 1u}) {
        Annotated arg = getArg(op->getOperand(i));
        Value expr = arg.expr;
        if (!arg.kind || arg.kind == Kind::Activation)
          expr = attach(expr, isConstant(expr) ? Kind::Weight : Kind::Input);
        if (!expr)
          return false;
        exprs.push_back(expr);
      }
      forward(op, exprs, Kind::Activation);
      return true;
    }
    return false;
  }

  /// add_rewrite.
  FailureOr<bool> addRule(Operation *op) {
    using Kind = QAnnotateKind;
    if (checkToSkip(op))
      return false;
    Annotated lhs = getArg(op->getOperand(0));
    Annotated rhs = getArg(op->getOperand(1));
    if (!lhs.kind && !rhs.kind)
      return false;
    if (!lhs.kind) {
      Value lhsExpr = attach(lhs.expr, Kind::Input);
      if (!lhsExpr)
        return false;
      forward(op, {lhsExpr, rhs.expr}, Kind::Input);
      return true;
    }
    if (!rhs.kind) {
      // A constant is the bias of a batch_norm.
      Value rhsExpr =
          attach(rhs.expr, isConstant(rhs.expr) ? Kind::Weight : Kind::Input);
      if (!rhsExpr)
        return false;
      forward(op, {lhs.expr, rhsExpr}, Kind::Activation);
      return true;
    }
    if (lhs.kind == Kind::Input && rhs.kind == Kind::Input) {
      forward(op, {lhs.expr, rhs.expr}, Kind::Input);
      return true;
    }
    if (lhs.kind == Kind::Activation && rhs.kind == Kind::Activation) {
      Value rhsExpr = attach(rhs.expr, Kind::Input);
      if (!rhsExpr)
        return false;
      forward(op, {lhs.expr, rhsExpr}, Kind::Activation);
      return true;
    }
    // One INPUT, one ACTIVATION.
    forward(op, {lhs.expr, rhs.expr}, Kind::Activation);
    return true;
  }

  LogicalResult visit(Operation *op) {
    FailureOr<bool> rewritten = false;
    if (op->getNumResults() == 1 && op->getNumRegions() == 0)
      rewritten = applyRule(op);
    if (failed(rewritten))
      return failure();
    if (!*rewritten)
      realizeOperands(op);
    return success();
  }

  Block &body;
  llvm::SmallDenseSet<int64_t> skipConvLayers;
  bool skipDenseLayer;
  DenseMap<Value, unsigned> refCount;
  DenseMap<Value, Annotated> annotated;
  DenseMap<std::pair<Value, int64_t>, Value> qnodes;
  SmallVector<Operation *> dropped;
  int64_t conv2dCounter = 0;
  bool stopQuantize = false;
};

struct RelayQuantizeAnnotatePass
    : public relay::impl::RelayQuantizeAnnotatePassBase<
          RelayQuantizeAnnotatePass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    return parseDtypeOption(context, "dtype-input", dtypeInput, inputType);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<int64_t> skip(skipConvLayers.begin(), skipConvLayers.end());
    bool failedAny = false;
    forEachQuantizableFunction(module, [&](func::FuncOp func) {
      if (failedAny || !func.getBody().hasOneBlock()) {
        if (!func.getBody().hasOneBlock())
          func.emitWarning("not quantized: its body has more than one block");
        return;
      }
      Block &body = func.getBody().front();
      Partitioner(body, inputType).run();
      if (failed(Annotator(body, skip, skipDenseLayer).run()))
        failedAny = true;
    });
    if (failedAny)
      signalPassFailure();
  }

  Type inputType;
};

} // namespace
