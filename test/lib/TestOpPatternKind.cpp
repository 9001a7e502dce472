//===- TestOpPatternKind.cpp - Print TVM op pattern kinds -----------------===//
//
// A test pass that reports the TVM pattern kind of every operation as a
// remark, so lit tests can check the registry op by op.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayInterfaces.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {
struct TestOpPatternKindPass
    : public PassWrapper<TestOpPatternKindPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestOpPatternKindPass)

  StringRef getArgument() const final { return "test-relay-op-pattern"; }
  StringRef getDescription() const final {
    return "Report the TVM op pattern kind of every operation in functions";
  }
  void runOnOperation() override {
    getOperation().walk([](Operation *op) {
      if (isa<ModuleOp, func::FuncOp>(op) ||
          op->hasTrait<OpTrait::IsTerminator>())
        return;
      op->emitRemark() << "pattern "
                       << relay::stringifyOpPatternKind(
                              relay::getOpPatternKind(op));
    });
  }
};
} // namespace

namespace mlir::relay::test {
void registerTestExternalTargets();

void registerTestRelayPasses() {
  PassRegistration<TestOpPatternKindPass>();
  registerTestExternalTargets();
}
} // namespace mlir::relay::test
