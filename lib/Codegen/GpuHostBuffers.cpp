//===- GpuHostBuffers.cpp - Host buffers the GPU can read -----------------===//
//
// After kernel outlining the host code allocates, copies and views buffers
// and launches kernels. Its buffers become CUDA managed memory
// (gpu.alloc host_shared), which both sides read and write, and whatever
// computation is left on the host is an error: it has no GPU lowering.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/Passes.h"
#include "RelayDialect/IR/RelayDialect.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYGPUHOSTBUFFERSPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// Whether `op` makes a view of its operand (its results alias it).
bool isView(Operation *op) {
  return isa<ViewLikeOpInterface, memref::CastOp, memref::CollapseShapeOp,
             memref::ExpandShapeOp, memref::ReinterpretCastOp>(op);
}

/// The buffer the view `op` (isView) is a view of.
Value getViewSource(Operation *op) {
  if (auto view = dyn_cast<ViewLikeOpInterface>(op))
    return view.getViewSource();
  return op->getOperand(0);
}

/// Whether a result of `call` may alias one of its arguments: the callee
/// returns a view of one of its own arguments, or its body is unknown (or
/// is being analysed already: recursion).
bool mayReturnArgument(CallOpInterface call,
                       llvm::SmallPtrSetImpl<Operation *> &visiting) {
  auto callee = dyn_cast_if_present<func::FuncOp>(call.resolveCallable());
  if (!callee || callee.isExternal() || !visiting.insert(callee).second)
    return true;
  WalkResult aliases = callee.walk([&](func::ReturnOp ret) {
    SmallVector<Value> worklist(ret.getOperands());
    // Back from each returned value through views and calls to where it
    // is allocated; anything else (an argument, a value of control flow)
    // may be an argument.
    while (!worklist.empty()) {
      Operation *def = worklist.pop_back_val().getDefiningOp();
      if (!def)
        return WalkResult::interrupt();
      if (isa<memref::AllocOp, memref::AllocaOp, gpu::AllocOp,
              memref::GetGlobalOp>(def))
        continue;
      if (isView(def)) {
        worklist.push_back(getViewSource(def));
        continue;
      }
      auto nested = dyn_cast<CallOpInterface>(def);
      if (!nested)
        return WalkResult::interrupt();
      if (mayReturnArgument(nested, visiting))
        llvm::append_range(worklist, nested.getArgOperands());
    }
    return WalkResult::advance();
  });
  visiting.erase(callee);
  return aliases.wasInterrupted();
}

bool mayReturnArgument(CallOpInterface call) {
  llvm::SmallPtrSet<Operation *, 4> visiting;
  return mayReturnArgument(call, visiting);
}

/// Whether `value`, or a view of it, leaves its block: returned by its
/// function or yielded by a region.
bool reachesReturn(Value value) {
  SmallVector<Value> worklist = {value};
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (user->hasTrait<OpTrait::ReturnLike>())
        return true;
      // A call's results alias its arguments when the callee returns a
      // view of its argument (a primitive function that only reshapes).
      auto call = dyn_cast<CallOpInterface>(user);
      if (isView(user) || (call && mayReturnArgument(call)) ||
          user->hasTrait<OpTrait::IsTerminator>())
        llvm::append_range(worklist, user->getResults());
    }
  }
  return false;
}

/// Frees `memref` once the device is idle: gpu.dealloc is asynchronous.
void createDealloc(OpBuilder &builder, Location loc, Value memref);

/// Frees `buffer`, allocated by `op`, at the end of its block (before its
/// function returns, or before a region of host control flow yields: an
/// iteration of a loop frees what it allocated), unless it (or a view of
/// it) leaves the block, returned or yielded. A buffer that leaves a region
/// is left to the process's end.
void freeAtEndOfBlock(RewriterBase &rewriter, Operation *op, Value buffer) {
  if (!op->getParentOfType<func::FuncOp>() || reachesReturn(buffer))
    return;
  Block *block = op->getBlock();
  if (!block->mightHaveTerminator())
    return;
  rewriter.setInsertionPoint(block->getTerminator());
  createDealloc(rewriter, op->getLoc(), buffer);
}

void createDealloc(OpBuilder &builder, Location loc, Value memref) {
  Type token = gpu::AsyncTokenType::get(builder.getContext());
  Value ready =
      gpu::WaitOp::create(builder, loc, token, ValueRange{}).getAsyncToken();
  Value freed =
      gpu::DeallocOp::create(builder, loc, token, ValueRange{ready}, memref)
          .getAsyncToken();
  gpu::WaitOp::create(builder, loc, Type(), ValueRange{freed});
}

bool returnsOwnedBuffers(func::CallOp call,
                         llvm::SmallPtrSetImpl<Operation *> &visiting);
bool yieldsOwnedBuffers(scf::IfOp ifOp,
                        llvm::SmallPtrSetImpl<Operation *> &visiting);

/// The buffer of its own that `value` is (a view of), made inside `scope`:
/// a gpu.alloc, a result of a call that hands over its buffers, or a result
/// of an scf.if whose branches each yield such a buffer. Null when `value`
/// may be anything else (an argument, a constant, a buffer made outside).
Value getOwnedBuffer(Value value, Region *scope,
                     llvm::SmallPtrSetImpl<Operation *> &visiting) {
  Value buffer = value;
  while (buffer.getDefiningOp() && isView(buffer.getDefiningOp()))
    buffer = getViewSource(buffer.getDefiningOp());
  Operation *def = buffer.getDefiningOp();
  if (!def || !scope->isAncestor(def->getParentRegion()))
    return {};
  bool owned = isa<gpu::AllocOp>(def);
  if (auto call = dyn_cast<func::CallOp>(def))
    owned = returnsOwnedBuffers(call, visiting);
  if (auto ifOp = dyn_cast<scf::IfOp>(def))
    owned = yieldsOwnedBuffers(ifOp, visiting);
  return owned ? buffer : Value();
}

/// Whether the memrefs among `values` (returned or yielded from `scope`)
/// are all buffers of their own made inside `scope`, no two the same.
bool areOwnedBuffers(ValueRange values, Region *scope,
                     llvm::SmallPtrSetImpl<Operation *> &visiting) {
  llvm::SmallPtrSet<void *, 4> buffers;
  for (Value value : values) {
    if (!isa<BaseMemRefType>(value.getType()))
      continue;
    Value buffer = getOwnedBuffer(value, scope, visiting);
    if (!buffer || !buffers.insert(buffer.getAsOpaquePointer()).second)
      return false;
  }
  return true;
}

/// Whether every buffer `call` returns is one of its own that the caller
/// must free (see getOwnedBuffer: a primitive function returns its result
/// so, a lifted closure its primitive functions' results). A callee that
/// may return an argument, a constant or one buffer twice, or that is being
/// analysed already (recursion), hands over nothing to free.
bool returnsOwnedBuffers(func::CallOp call,
                         llvm::SmallPtrSetImpl<Operation *> &visiting) {
  auto callee = dyn_cast_if_present<func::FuncOp>(call.resolveCallable());
  if (!callee || callee.isExternal() || !visiting.insert(callee).second)
    return false;
  WalkResult owned = callee.walk([&](func::ReturnOp ret) {
    return areOwnedBuffers(ret.getOperands(), &callee.getBody(), visiting)
               ? WalkResult::advance()
               : WalkResult::interrupt();
  });
  visiting.erase(callee);
  return !owned.wasInterrupted();
}

/// Whether both branches of `ifOp` (a relay.if) yield buffers of their own
/// made inside the branch: its results are then the enclosing block's.
bool yieldsOwnedBuffers(scf::IfOp ifOp,
                        llvm::SmallPtrSetImpl<Operation *> &visiting) {
  if (ifOp.getElseRegion().empty())
    return false;
  return areOwnedBuffers(ifOp.thenYield().getOperands(), &ifOp.getThenRegion(),
                         visiting) &&
         areOwnedBuffers(ifOp.elseYield().getOperands(), &ifOp.getElseRegion(),
                         visiting);
}

struct RelayGpuHostBuffersPass
    : public relay::impl::RelayGpuHostBuffersPassBase<RelayGpuHostBuffersPass> {
  using Base::Base;
  void runOnOperation() override;
};

void RelayGpuHostBuffersPass::runOnOperation() {
  ModuleOp module = getOperation();
  IRRewriter rewriter(&getContext());

  // Computation left on the host.
  WalkResult unsupported = module.walk([&](Operation *op) {
    if (isa<gpu::GPUModuleOp, gpu::LaunchOp>(op))
      return WalkResult::skip();
    if (isa<TilingInterface>(op) || isa<linalg::LinalgOp>(op) ||
        (isa<DestinationStyleOpInterface>(op) && !isa<memref::CopyOp>(op))) {
      op->emitError("'") << op->getName()
                         << "' has no GPU lowering: it did not become a "
                            "kernel";
      return WalkResult::interrupt();
    }
    if (auto call = dyn_cast<func::CallOp>(op))
      if (auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee()))
        if (callee->hasAttr(RelayDialect::CompilerAttrHelper::getNameStr())) {
          op->emitError("the external function @")
              << callee.getSymName() << " (relay.compiler = "
              << callee->getAttr(RelayDialect::CompilerAttrHelper::getNameStr())
              << ") has no GPU lowering";
          return WalkResult::interrupt();
        }
    return WalkResult::advance();
  });
  if (unsupported.wasInterrupted())
    return signalPassFailure();

  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (op->getParentOfType<gpu::GPUModuleOp>())
      return;
    if (isa<memref::AllocOp, memref::DeallocOp, memref::GetGlobalOp>(op))
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
      auto shared = rewriter.replaceOpWithNewOp<gpu::AllocOp>(
          alloc, alloc.getType(), /*asyncToken=*/Type(),
          /*asyncDependencies=*/ValueRange{}, alloc.getDynamicSizes(),
          alloc.getSymbolOperands(), /*hostShared=*/true);
      freeAtEndOfBlock(rewriter, shared, shared.getMemref());
    } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
      createDealloc(rewriter, loc, dealloc.getMemref());
      rewriter.eraseOp(dealloc);
    } else if (auto global = dyn_cast<memref::GetGlobalOp>(op)) {
      // A constant: copied into managed memory where it is read, freed at
      // the end of the function unless the function returns it.
      rewriter.setInsertionPointAfter(global);
      auto type = cast<MemRefType>(global.getType());
      auto copyType = MemRefType::get(type.getShape(), type.getElementType());
      Value buffer =
          gpu::AllocOp::create(rewriter, loc, copyType, Type(), ValueRange{},
                               ValueRange{}, ValueRange{}, true)
              .getMemref();
      memref::CopyOp::create(rewriter, loc, global.getResult(), buffer);
      Value replacement = buffer;
      if (copyType != type)
        replacement = memref::CastOp::create(rewriter, loc, type, buffer);
      rewriter.replaceAllUsesExcept(global.getResult(), replacement,
                                    buffer.getDefiningOp()->getNextNode());
      freeAtEndOfBlock(rewriter, buffer.getDefiningOp(), replacement);
    }
  }

  // A primitive function's result, allocated by the callee, is the
  // caller's to free once its last reader is done: at the end of the
  // caller's block, unless it leaves the block. So are the results of a
  // relay.if whose branches each make their own.
  SmallVector<Operation *> owners;
  module.walk([&](Operation *op) {
    if (!isa<func::CallOp, scf::IfOp>(op) ||
        op->getParentOfType<gpu::GPUModuleOp>())
      return;
    llvm::SmallPtrSet<Operation *, 4> visiting;
    auto call = dyn_cast<func::CallOp>(op);
    auto ifOp = dyn_cast<scf::IfOp>(op);
    if ((call && returnsOwnedBuffers(call, visiting)) ||
        (ifOp && yieldsOwnedBuffers(ifOp, visiting)))
      owners.push_back(op);
  });
  for (Operation *owner : owners)
    for (Value result : owner->getResults())
      if (isa<BaseMemRefType>(result.getType()))
        freeAtEndOfBlock(rewriter, owner, result);
}

} // namespace
