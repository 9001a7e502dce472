//===- Passes.td - Passes of the relay lowering pipelines --*- tablegen -*-===//

#ifndef RELAY_PIPELINES_PASSES_TD
#define RELAY_PIPELINES_PASSES_TD

include "mlir/Pass/PassBase.td"

def RelayTilePrimitivesPass
    : Pass<"relay-tile-primitives", "mlir::func::FuncOp"> {
  let summary = "Tile each primitive function into one loop nest and fuse "
                "its producers into the tiles";
  let description = [{
    Fused code generation for the primitive functions made by
    `-relay-fuse-ops`, on linalg on tensors (after
    `-convert-relay-to-linalg`, before bufferisation). Functions without the
    `relay.primitive` attribute are left alone.

    In a primitive function the op that computes a returned value (the root:
    the last element-wise op after a conv2d or dense, a reduction, the output
    of an injective group) is tiled along its parallel loops with upstream's
    TilingInterface (`scf::tileConsumerAndFuseProducersUsingSCF`), and every
    producer in the function (the convolution or matrix product, its
    `linalg.fill` and `tensor.pad`, element-wise and injective ops) is fused
    into the tile loops greedily through `tensor.extract_slice`. Reduction
    loops are never tiled, so fusion is always legal; an intermediate of the
    group only exists one tile at a time.

    Tile sizes follow the anchor, the convolution or contraction the root
    depends on: one output row of every channel per tile for convolutions and
    pooling, 32x32 blocks of the result for matrix products. Other roots take
    whole innermost loops while the tile has at most `tile-elements`
    elements, a partial tile of the next parallel loop and tiles of 1 on the
    outer ones. Every size then shrinks to a divisor of its loop's extent,
    so that all tiles have static shapes (the lowering to affine loops needs
    them), and a producer is only fused for a slice of static shape. A root
    with nothing to fuse, with a dynamic extent, without parallel loops, or
    whose parallel loops all fit in one tile, is left as it is.

    Before tiling, an element-wise `linalg.generic` whose destination is a
    `tensor.empty` and which reads a same-shaped value produced in the
    function by a destination-style op used nowhere else takes that value as
    its destination: bufferisation then computes the whole chain in the
    buffer of the anchor's tile, and the only full-size buffer left is the
    function's result.
  }];
  let options = [
    Option<"tileElements", "tile-elements", "int64_t", /*default=*/"16384",
           "Largest tile, in elements, of roots that are neither "
           "convolutions nor contractions">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // RELAY_PIPELINES_PASSES_TD
