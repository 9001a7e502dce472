//===- RelayToLinalg.h - Relay to linalg conversion patterns ----*- C++ -*-===//

#ifndef RELAYDIALECT_CONVERSION_RELAYTOLINALG_RELAYTOLINALG_H
#define RELAYDIALECT_CONVERSION_RELAYTOLINALG_RELAYTOLINALG_H

#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace relay {

/// Converts relay value types to what the lowered code uses: unsigned
/// element types become signless, tuples are flattened into their leaves.
class RelayToLinalgTypeConverter : public TypeConverter {
public:
  RelayToLinalgTypeConverter();
};

/// Element-wise, broadcast and creation operators.
void populateRelayElementwiseToLinalgPatterns(const TypeConverter &converter,
                                              RewritePatternSet &patterns);
/// Reductions.
void populateRelayReduceToLinalgPatterns(const TypeConverter &converter,
                                         RewritePatternSet &patterns);
/// Injective (shape) operators.
void populateRelayTensorToLinalgPatterns(const TypeConverter &converter,
                                         RewritePatternSet &patterns);
/// Neural-network operators.
void populateRelayNNToLinalgPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns);
/// Rewrites that run, greedily, before the conversion: the normalisations and
/// the projections of batch_norm and dropout decompose into relay arithmetic
/// and reductions with SimplifyInference's patterns.
void populateRelayNNDecompositionPatterns(RewritePatternSet &patterns);
/// Constants, tuples, relay.if and closures.
void populateRelayStructureToStandardPatterns(const TypeConverter &converter,
                                              RewritePatternSet &patterns);

/// All of the above.
void populateRelayToLinalgConversionPatterns(const TypeConverter &converter,
                                             RewritePatternSet &patterns);

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_CONVERSION_RELAYTOLINALG_RELAYTOLINALG_H
