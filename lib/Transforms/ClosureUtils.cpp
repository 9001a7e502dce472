//===- ClosureUtils.cpp - Lifting closure bodies --------------------------===//

#include "ClosureUtils.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::relay;

func::FuncOp relay::liftClosureBody(FnOp fn, ArrayRef<Value> captures,
                                    func::FuncOp enclosing, StringRef name,
                                    SymbolTable &symbols) {
  FunctionType type = fn.getFunctionType();
  SmallVector<Type> inputs;
  for (Value capture : captures)
    inputs.push_back(capture.getType());
  llvm::append_range(inputs, type.getInputs());
  OpBuilder builder(enclosing);
  auto lifted =
      func::FuncOp::create(builder, fn.getLoc(), name,
                           builder.getFunctionType(inputs, type.getResults()));
  lifted.setPrivate();
  symbols.insert(lifted);

  Region &body = lifted.getBody();
  body.takeBody(fn.getBody());
  Block &entry = body.front();
  for (auto [i, capture] : llvm::enumerate(captures)) {
    BlockArgument arg = entry.insertArgument(i, capture.getType(), fn.getLoc());
    replaceAllUsesInRegionWith(capture, arg, body);
  }
  auto yield = cast<YieldOp>(entry.getTerminator());
  builder.setInsertionPoint(yield);
  func::ReturnOp::create(builder, yield.getLoc(), yield.getValues());
  yield.erase();
  return lifted;
}
