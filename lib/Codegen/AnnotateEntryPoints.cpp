//===- AnnotateEntryPoints.cpp - Record the signatures of entry points ----===//

#include "RelayDialect/Codegen/Passes.h"
#include "RelayDialect/IR/RelayDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYANNOTATEENTRYPOINTSPASS
#include "RelayDialect/Codegen/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

constexpr StringLiteral kSignatureAttr =
    RelayDialect::SignatureAttrHelper::getNameStr();

struct RelayAnnotateEntryPointsPass
    : public relay::impl::RelayAnnotateEntryPointsPassBase<
          RelayAnnotateEntryPointsPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (!func.isPublic() || func.isExternal())
        continue;
      // A function already annotated keeps its original signature when the
      // pipeline runs again on a partly lowered module.
      if (!func->hasAttr(kSignatureAttr))
        func->setAttr(kSignatureAttr, TypeAttr::get(func.getFunctionType()));
      func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                    UnitAttr::get(context));
    }
  }
};

} // namespace
