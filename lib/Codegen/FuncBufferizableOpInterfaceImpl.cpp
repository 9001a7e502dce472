//===- FuncBufferizableOpInterfaceImpl.cpp - func.call_indirect -----------===//

#include "RelayDialect/Codegen/FuncBufferizableOpInterfaceImpl.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::bufferization;

Type relay::getBufferizedBoundaryType(Type type) {
  if (auto tensor = dyn_cast<TensorType>(type))
    return getMemRefTypeWithStaticIdentityLayout(tensor);
  auto function = dyn_cast<FunctionType>(type);
  if (!function)
    return type;
  SmallVector<Type> inputs, results;
  for (Type input : function.getInputs())
    inputs.push_back(getBufferizedBoundaryType(input));
  for (Type result : function.getResults())
    results.push_back(getBufferizedBoundaryType(result));
  return FunctionType::get(type.getContext(), inputs, results);
}

namespace {

/// `func.call_indirect` calls a function whose body the analysis cannot see.
/// Under the convention of -relay-one-shot-bufferize such a callee only reads
/// its arguments, and what it returns may be one of them.
struct CallIndirectOpInterface
    : public BufferizableOpInterface::ExternalModel<CallIndirectOpInterface,
                                                    func::CallIndirectOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return true;
  }

  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &,
                                      const AnalysisState &) const {
    AliasingValueList aliases;
    for (OpResult result : op->getOpResults())
      if (isa<TensorType>(result.getType()))
        aliases.addAlias({result, BufferRelation::Unknown,
                          /*isDefinite=*/false});
    return aliases;
  }

  FailureOr<BufferLikeType>
  getBufferType(Operation *, Value value, const BufferizationOptions &,
                const BufferizationState &, SmallVector<Value> &) const {
    return cast<BufferLikeType>(
        relay::getBufferizedBoundaryType(value.getType()));
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto call = cast<func::CallIndirectOp>(op);
    Location loc = call.getLoc();
    SmallVector<Value> operands;
    for (Value operand : call.getCalleeOperands()) {
      if (!isa<TensorType>(operand.getType())) {
        operands.push_back(operand);
        continue;
      }
      FailureOr<Value> buffer = getBuffer(rewriter, operand, options, state);
      if (failed(buffer))
        return failure();
      // The callee takes identity-layout buffers; a strided view (a tile, a
      // slice) is copied into one.
      auto type =
          cast<MemRefType>(relay::getBufferizedBoundaryType(operand.getType()));
      if (buffer->getType() != type) {
        buffer = castOrReallocMemRefValue(rewriter, *buffer, type, options);
        if (failed(buffer))
          return failure();
      }
      operands.push_back(*buffer);
    }
    // The function value keeps its tensor type until -relay-one-shot-bufferize
    // retypes all function values; the cast bridges the two meanwhile.
    Type calleeType =
        relay::getBufferizedBoundaryType(call.getCallee().getType());
    Value callee = UnrealizedConversionCastOp::create(rewriter, loc, calleeType,
                                                      call.getCallee())
                       .getResult(0);
    auto newCall = func::CallIndirectOp::create(rewriter, loc, callee, operands);
    replaceOpWithBufferizedValues(rewriter, op, newCall.getResults());
    return success();
  }
};

} // namespace

void relay::registerCallIndirectBufferizableOpInterfaceExternalModel(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, func::FuncDialect *) {
    func::CallIndirectOp::attachInterface<CallIndirectOpInterface>(*context);
  });
}
