//===- RelayReduceOps.cpp - Reductions ------------------------------------===//
//
// Type relations of TVM's src/relay/op/tensor/reduce.cc that are not the
// shared ReduceRel (see RelayTypeRelations.cpp).
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"

using namespace mlir;
using namespace mlir::relay;

LogicalResult VarianceOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  auto data = cast<RankedTensorType>(adaptor.getData().getType());
  auto mean = cast<RankedTensorType>(adaptor.getMean().getType());
  if (data.getRank() == 0)
    return emitOptionalError(location, "variance of a rank-0 tensor");
  if (mean.getRank() != data.getRank() ||
      mean.getElementType() != data.getElementType())
    return emitOptionalError(location, "mean must have the rank and element "
                                       "type of data (keepdims=True), got ",
                             mean);
  SmallVector<int64_t> shape;
  if (failed(broadcastShapes(location, data.getShape(), mean.getShape(),
                             shape)))
    return failure();
  return inferReduceType(location, data, adaptor.getAxis(),
                         adaptor.getKeepdims(), adaptor.getExclude(),
                         ReduceResultKind::SameAsInput, inferred);
}
