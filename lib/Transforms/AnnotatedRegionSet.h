//===- AnnotatedRegionSet.h - Regions of compiler_begin/end -----*- C++ -*-===//
//
// TVM's AnnotatedRegionSet (src/relay/analysis/annotated_region_set.cc): the
// regions that `relay.annotation.compiler_begin` / `compiler_end` markers
// delimit in one block. Shared by -relay-merge-compiler-regions and
// -relay-partition-graph.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_LIB_TRANSFORMS_ANNOTATEDREGIONSET_H
#define RELAY_LIB_TRANSFORMS_ANNOTATEDREGIONSET_H

#include "RelayDialect/IR/RelayOps.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace relay {

/// One region: the markers and operations between its begins and its ends.
struct AnnotatedRegion {
  unsigned id;
  std::string target;
  /// Every operation of the region, markers included.
  llvm::SetVector<Operation *> nodes;
  /// Its `compiler_begin`s (inputs) and `compiler_end`s (outputs), in the
  /// order they were added.
  SmallVector<CompilerBeginOp> ins;
  SmallVector<CompilerEndOp> outs;
};

/// The values an operation of `block` reads from `block`: its operands, then
/// the values of `block` its regions use (a relay.if branch or closure
/// capturing them), which count as operands for the region analysis.
SmallVector<Value> getDataflowOperands(Operation *op, Block *block);

class AnnotatedRegionSet {
public:
  /// Builds the regions of `block` as TVM's AnnotatedRegionSet::Creator
  /// does, in block order: each `compiler_begin` opens a region; any other
  /// operation joins (and merges) the regions of its operands, except those
  /// coming out of a `compiler_end`; a `compiler_end` closes the region of
  /// its operand. Reports malformed markers at the offending operation.
  static FailureOr<std::unique_ptr<AnnotatedRegionSet>> create(Block &block);

  /// The region holding `op` (or defining `value`), or null.
  AnnotatedRegion *getRegion(Operation *op) const {
    return regionOf.lookup(op);
  }
  AnnotatedRegion *getRegionOf(Value value) const {
    Operation *def = value.getDefiningOp();
    return def ? getRegion(def) : nullptr;
  }

  /// Merges `src` into `dest` (TVM's MergeRegions): the begins of `dest` fed
  /// by ends of `src` stop being inputs, and such ends stop being outputs
  /// when every use of theirs is now inside. Returns `dest`.
  AnnotatedRegion *merge(AnnotatedRegion *src, AnnotatedRegion *dest);

  /// The live regions, ordered by their first operation in the block.
  SmallVector<AnnotatedRegion *> getRegions() const;

private:
  AnnotatedRegion *makeRegion(StringRef target);

  std::vector<std::unique_ptr<AnnotatedRegion>> storage;
  llvm::DenseMap<Operation *, AnnotatedRegion *> regionOf;
  unsigned nextId = 0;
};

} // namespace relay
} // namespace mlir

#endif // RELAY_LIB_TRANSFORMS_ANNOTATEDREGIONSET_H
