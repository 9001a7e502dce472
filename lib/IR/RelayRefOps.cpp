//===- RelayRefOps.cpp - References ---------------------------------------===//
//
// Type inference of Relay's RefCreate, RefRead and RefWrite, as TVM's
// TypeInferencer (src/relay/transforms/type_infer.cc) types them.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"

using namespace mlir;
using namespace mlir::relay;

/// The type of a RefRead/RefWrite operand, which must be a reference.
static FailureOr<RefType> getReferenceType(std::optional<Location> location,
                                           Value ref) {
  if (auto type = dyn_cast<RefType>(ref.getType()))
    return type;
  (void)emitOptionalError(location, "operand must be a reference");
  return failure();
}

LogicalResult RefCreateOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location>,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  inferred.push_back(RefType::get(adaptor.getValue().getType()));
  return success();
}

// References are opaque: TVM's IndexedForwardGraph gives every node that is
// not an operator call its own group.

LogicalResult RefReadOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  FailureOr<RefType> ref = getReferenceType(location, adaptor.getRef());
  if (failed(ref))
    return failure();
  inferred.push_back(ref->getValueType());
  return success();
}

LogicalResult RefWriteOp::inferReturnTypes(MLIRContext *context,
                                           std::optional<Location> location,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  FailureOr<RefType> ref = getReferenceType(location, adaptor.getRef());
  if (failed(ref))
    return failure();
  // TVM unifies the cell's type with the written value's.
  Type valueType = adaptor.getValue().getType();
  if (!areCompatibleTypes(ref->getValueType(), valueType))
    return emitOptionalError(location, "cannot write a value of type ",
                             valueType, " to a reference of type ", *ref);
  inferred.push_back(TupleType::get(context));
  return success();
}
