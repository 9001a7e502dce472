//===- PrimitiveOutParams.cpp - Results of primitive functions as out-params
//===//
//
// Upstream's promoteBufferResultsToOutParams, restricted to the functions
// whose every caller is visible: the primitive functions FuseOps outlined.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/Passes.h"
#include "RelayDialect/IR/RelayDialect.h"

#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYPRIMITIVEOUTPARAMSPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// Whether a result of this type can become an out-param: the caller must
/// be able to allocate it without knowing anything the callee computes.
bool isStaticIdentityMemRef(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return !memref ||
         (memref.hasStaticShape() && memref.getLayout().isIdentity());
}

struct RelayPrimitiveOutParamsPass
    : relay::impl::RelayPrimitiveOutParamsPassBase<
          RelayPrimitiveOutParamsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Computed once: the filter runs per function, and a symbol use walk
    // per function would make the pass quadratic.
    DenseSet<Operation *> convertible;
    SymbolTableCollection symbolTables;
    SymbolUserMap users(symbolTables, module);
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() || !func.isPrivate() ||
          !func->hasAttr(RelayDialect::PrimitiveAttrHelper::getNameStr()))
        continue;
      if (!llvm::all_of(func.getResultTypes(), isStaticIdentityMemRef))
        continue;
      // A function value (func.constant) would keep the old type.
      if (!llvm::all_of(users.getUsers(func), [](Operation *user) {
            return isa<func::CallOp>(user);
          }))
        continue;
      convertible.insert(func);
    }

    bufferization::BufferResultsToOutParamsOpts options;
    options.filterFn = [&](func::FuncOp *func) {
      return convertible.contains(func->getOperation());
    };
    options.hoistStaticAllocs = true;
    if (failed(bufferization::promoteBufferResultsToOutParams(module, options)))
      signalPassFailure();
  }
};

} // namespace
