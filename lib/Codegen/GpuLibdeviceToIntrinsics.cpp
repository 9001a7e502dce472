//===- GpuLibdeviceToIntrinsics.cpp - One-instruction libdevice calls -----===//
//
// Calls of the libdevice functions that are a single PTX instruction, as the
// LLVM intrinsics the NVPTX backend selects that instruction for, so that a
// kernel needs no libdevice for them.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringMap.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYGPULIBDEVICETOINTRINSICSPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;

namespace {

/// libdevice's name (f32 with the `f` suffix, f64 without) -> the intrinsic.
const llvm::StringMap<StringRef> &intrinsics() {
  static const llvm::StringMap<StringRef> table = [] {
    llvm::StringMap<StringRef> map;
    for (auto [name, op] : {std::pair<StringRef, StringRef>{"fma", "fma"},
                            {"floor", "floor"},
                            {"ceil", "ceil"},
                            {"trunc", "trunc"},
                            {"rint", "rint"},
                            {"fabs", "fabs"},
                            {"fmax", "maxnum"},
                            {"fmin", "minnum"},
                            {"sqrt", "sqrt"},
                            {"copysign", "copysign"}}) {
      map[("__nv_" + name).str()] = op;
      map[("__nv_" + name + "f").str()] = op;
    }
    return map;
  }();
  return table;
}

struct RelayGpuLibdeviceToIntrinsicsPass
    : public relay::impl::RelayGpuLibdeviceToIntrinsicsPassBase<
          RelayGpuLibdeviceToIntrinsicsPass> {
  void runOnOperation() override {
    SmallVector<LLVM::CallOp> calls;
    getOperation()->walk([&](LLVM::CallOp call) {
      std::optional<StringRef> callee = call.getCallee();
      if (callee && intrinsics().count(*callee) && call.getNumResults() == 1)
        calls.push_back(call);
    });
    OpBuilder builder(&getContext());
    for (LLVM::CallOp call : calls) {
      builder.setInsertionPoint(call);
      OperationState state(
          call.getLoc(),
          ("llvm.intr." + intrinsics().lookup(*call.getCallee())).str());
      state.addOperands(call.getArgOperands());
      state.addTypes(call.getResultTypes());
      Operation *intrinsic = builder.create(state);
      call.getResult().replaceAllUsesWith(intrinsic->getResult(0));
      call.erase();
    }
    // The declarations no call uses any more.
    SmallVector<LLVM::LLVMFuncOp> unused;
    getOperation()->walk([&](LLVM::LLVMFuncOp func) {
      if (func.isExternal() && intrinsics().count(func.getSymName()) &&
          SymbolTable::symbolKnownUseEmpty(func, getOperation()))
        unused.push_back(func);
    });
    for (LLVM::LLVMFuncOp func : unused)
      func.erase();
  }
};

} // namespace
