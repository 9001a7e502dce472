//===- LLVMIRTranslation.cpp - relay attributes in LLVM IR ----------------===//

#include "RelayDialect/Codegen/LLVMIRTranslation.h"

#include "RelayDialect/IR/RelayDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Target/LLVMIR/LLVMTranslationInterface.h"

using namespace mlir;
using namespace mlir::relay;

namespace {

struct RelayLLVMIRTranslationInterface : LLVMTranslationDialectInterface {
  using LLVMTranslationDialectInterface::LLVMTranslationDialectInterface;

  /// A parameter's Relay name only tells tools which input is which.
  LogicalResult convertParameterAttr(LLVM::LLVMFuncOp function, int argIdx,
                                     NamedAttribute attr,
                                     LLVM::ModuleTranslation &) const override {
    if (attr.getName() == RelayDialect::NameAttrHelper::getNameStr())
      return success();
    return function.emitError("relay attribute '")
           << attr.getName().getValue() << "' on parameter " << argIdx
           << " has no LLVM IR form";
  }
};

} // namespace

void mlir::relay::registerRelayDialectTranslation(DialectRegistry &registry) {
  registry.insert<RelayDialect>();
  registry.addExtension(+[](MLIRContext *, RelayDialect *dialect) {
    dialect->addInterfaces<RelayLLVMIRTranslationInterface>();
  });
}
