//===- RelayAnnotationOps.cpp - Annotations -------------------------------===//

#include "RelayDialect/IR/RelayOps.h"

using namespace mlir;
using namespace mlir::relay;

LogicalResult
SimulatedQuantizeOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  auto data = cast<RankedTensorType>(adaptor.getData().getType());
  if (data.getRank() == 0)
    return emitOptionalError(location, "input shape cannot be empty");
  inferred.push_back(data);
  return success();
}

LogicalResult SimulatedQuantizeOp::verify() {
  // TVM's QAnnotateKind: IDENTITY=0, INPUT=1, WEIGHT=2, ACTIVATION=3.
  if (getKind() > 3)
    return emitOpError("kind must be a QAnnotateKind (0..3), got ")
           << static_cast<int64_t>(getKind());
  for (Value v : {getDomScale(), getClipMin(), getClipMax()})
    if (!cast<RankedTensorType>(v.getType()).getElementType().isF32())
      return emitOpError("dom_scale, clip_min and clip_max must be f32 "
                         "scalars");
  return success();
}
