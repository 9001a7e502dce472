//===- Passes.td - Codegen: linalg on tensors to loops -----*- tablegen -*-===//

#ifndef RELAY_CODEGEN_PASSES_TD
#define RELAY_CODEGEN_PASSES_TD

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

def RelayOneShotBufferizePass
    : Pass<"relay-one-shot-bufferize", "mlir::ModuleOp"> {
  let summary = "One-shot module bufferisation, function values included";
  let description = [{
    Upstream's one-shot bufferisation across function boundaries (every
    function takes and returns memrefs with the identity layout), extended to
    Relay's first-class functions: after `-relay-lambda-lift` and
    `-convert-relay-to-linalg`, a closure without captures that escapes is a
    `func.constant` and its calls are `func.call_indirect`, which upstream
    cannot bufferise.

    The calling convention for function values: a function whose address is
    taken never writes into its tensor arguments (they are marked
    `bufferization.writable = false`, so the callee copies where it would
    have written in place), and the result of an indirect call may alias any
    of its arguments. With that, `func.call_indirect` bufferises like a call
    to an unknown function that only reads its operands. After bufferisation
    every value of function type (`func.constant`, function parameters and
    results, `arith.select` and `scf.if` of function values) takes the
    bufferised function type, so the indirect call becomes a call through a
    function pointer once lowered to LLVM.
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def RelayPrimitiveOutParamsPass
    : Pass<"relay-primitive-out-params", "mlir::ModuleOp"> {
  let summary = "Primitive functions write their results into buffers their "
                "callers pass (destination-passing style)";
  let description = [{
    As TVM's lowered primitive functions do, every `relay.primitive` function
    that only `func.call`s reference takes a buffer for each result of static
    shape and identity layout instead of returning one, and writes into it:
    upstream's `promoteBufferResultsToOutParams` with static allocations
    hoisted to the call sites, applied to those functions only (the entry
    function's interface, function values and results of dynamic shape keep
    returning buffers). The caller then owns allocations whose origin it can
    see, which is what `-relay-dealloc-at-last-use` frees early and what keeps
    upstream's deallocation simplification from comparing thousands of call
    results pairwise (compile time quadratic in the program's size).
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def RelayDeallocAtLastUsePass
    : Pass<"relay-dealloc-at-last-use", "mlir::func::FuncOp"> {
  let summary = "Free each buffer right after its last use";
  let description = [{
    Upstream's ownership-based deallocation frees the buffers a block owns at
    the end of the block: a program of thousands of operators keeps every
    intermediate result alive until it returns. This pass runs before it and
    takes over the buffers whose whole lifetime it can see: a `memref.alloc`
    whose uses, and the uses of every value computed from it (views, call
    results, results of the operations it is used in, transitively), are all
    inside operations of its own block before the block's terminator. Such a
    buffer gets a `memref.dealloc` right after the last of those operations,
    and both carry `bufferization.manual_deallocation`, so the ownership-based
    pass leaves them alone. A buffer that leaves its block (returned, yielded,
    passed to a successor) is left to the ownership-based pass, and so is
    one with more than `max-derived-values` values computed from it, which
    keeps the pass linear in the function's size.
  }];
  let options = [
    Option<"maxDerivedValues", "max-derived-values", "unsigned",
           /*default=*/"256",
           "The most values computed from one buffer that are followed">
  ];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def RelayLinalgToLoopsPass
    : Pass<"relay-linalg-to-loops", "mlir::func::FuncOp"> {
  let summary = "Lower linalg ops on buffers to affine loops when their "
                "shapes are static, to scf loops otherwise";
  let description = [{
    Affine loops carry the analyses the affine optimisations need (scalar
    replacement, loop-invariant code motion of affine loads), but affine
    loop bounds must be affine in symbols: a linalg op with a dynamic extent
    (a `?` dimension of Relay, or a partial tile) would need `affine.min` or
    `memref.dim` bounds that are not valid affine symbols everywhere. Such ops
    become `scf.for` loops instead, which take any index value as bound.

    A `memref.copy` that is not one contiguous block on both sides (the
    interior of a padded tensor, a tile of a transpose) becomes loops too:
    the LLVM lowering would call the runtime's `memrefCopy`, which copies
    one element per memcpy call.

    Fills and copies of static shape whose rows are contiguous (unit
    innermost stride: the fill and the interior copy of a padded tensor)
    become loops over the outer dimensions around vector loads and stores
    of whole rows, in vectors of at most 64 bytes (a row of up to four such
    vectors is one vector, which LLVM splits); a fill of a whole buffer is
    one row. LLVM does not always vectorise the equivalent scalar loops.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def RelayVectorizeTilesPass
    : Pass<"relay-vectorize-tiles", "mlir::func::FuncOp"> {
  let summary = "Cut linalg ops of static shape into register tiles and "
                "vectorise them";
  let description = [{
    Vector code generation on linalg on tensors, after
    `-relay-tile-primitives` and before bufferisation, with upstream's
    TilingInterface, `linalg::vectorize` and vector patterns.

    Every linalg op with static shapes and one result whose innermost
    dimension is a parallel loop is tiled once more, to a register tile:
    the largest power of two up to `vector-elements` that divides the
    extent (the whole loop if it is odd and fits) along the loop of the
    result's innermost dimension, where vector loads and stores are
    contiguous, and 1 along the other parallel loops. A
    convolution or contraction also takes a block of rows, its output
    channels or the other dimension of the matrix product, as many as
    `accumulators` vector registers of `register-elements` elements hold,
    and its reduction loops are then stepped one iteration at a time. With
    its unit dimensions dropped, each step is an outer product (one vector
    of the input, one broadcast weight per row, a fused multiply-add per
    row), and the block of the result moves out of the reduction loops into
    vector registers (`hoistLoopInvariantSubsets`).

    The tile is generalised, its unit dimensions dropped, and vectorised
    with `linalg::vectorize`; n-D vectors are unrolled to 1-D vectors of
    the tile's innermost size, and vector multiplies and adds may contract
    into FMAs (`fastmath<contract>`). Ops with dynamic shapes, several
    results, `i1` elements, indexing other than permutations (but for named
    convolutions), or other reductions (a sum along the innermost axis) are
    left as they are for the scalar lowering, as is any tile the vectoriser
    does not accept.
  }];
  let options = [
    Option<"vectorElements", "vector-elements", "int64_t", /*default=*/"32",
           "Largest vector of a register tile along the result's innermost "
           "dimension, in elements">,
    Option<"registerElements", "register-elements", "int64_t",
           /*default=*/"16",
           "Elements of one vector register (16 x f32 for AVX-512)">,
    Option<"accumulators", "accumulators", "int64_t", /*default=*/"16",
           "Vector registers for the block of a convolution's or "
           "contraction's result">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def RelayAnnotateEntryPointsPass
    : Pass<"relay-annotate-entry-points", "mlir::ModuleOp"> {
  let summary = "Keep the relay-level signature of every public function "
                "and give it a C interface";
  let description = [{
    Every public function with a body is a possible entry point of the
    compiled module. Before lowering changes its signature (tuples
    flattened, tensors to memref descriptors), its Relay-level function type
    is recorded in the `relay.signature` attribute, which the lowering to
    the llvm dialect carries over to the `llvm.func`, and it is marked
    `llvm.emit_c_interface`, so that a `_mlir_ciface_` wrapper taking
    pointers to memref descriptors exists. relay-run reads both to execute an
    already lowered module with the same argument checks as a relay-level
    one.
  }];
}

//===----------------------------------------------------------------------===//
// NVIDIA GPUs
//===----------------------------------------------------------------------===//

def RelayGpuTilePass : Pass<"relay-gpu-tile", "mlir::func::FuncOp"> {
  let summary = "Tile every linalg op into scf.forall loops mapped to GPU "
                "blocks and threads, fusing its producers";
  let description = [{
    Kernel formation for NVIDIA GPUs, on linalg on tensors (after
    `-convert-relay-to-linalg`, before bufferisation). In every function
    (primitive functions and others), the linalg ops that are not yet in a
    kernel are taken as roots, last first: the op computing a returned value
    of a primitive function comes first, so that its whole group fuses into
    one kernel.

    A root is tiled twice with upstream's TilingInterface
    (`scf::tileConsumerAndFuseProducersUsingSCF`, loop type `scf.forall`):
    first along its parallel loops into block tiles, an `scf.forall` mapped
    to `#gpu.block<linear_dim_*>` (the innermost loops whole while the tile
    has at most `block-elements` elements, a divisor of the next loop, 1 for
    the others); then the root's tile is tiled again into tiles of one
    element along every parallel loop, an `scf.forall` mapped to
    `#gpu.thread<linear_dim_*>`. At both levels every producer (element-wise
    and injective ops, `linalg.fill`, `tensor.pad`, convolutions, matrix
    products and reductions feeding the root) is fused into the tiles, so a
    fused group becomes one kernel where no intermediate reaches memory:
    each thread computes one element of the result and the reductions it
    needs. An op that cannot be fused into its consumer's tiles (behind a
    reshape, say) becomes a kernel of its own.

    With `shared-memory` (the default), two kinds of ops in a block are
    computed by the block's threads together, each step a thread loop of
    its own (-relay-gpu-map-forall separates them with barriers):

    - A contraction (`linalg::isaContractionOpInterface`: dense, matmul,
      batch_matmul; `linalg::isaConvolutionOpInterface`: conv2d): the block
      takes a square-ish tile (at most sqrt(`block-elements`) along each
      loop first); the contraction's outermost reduction loop is tiled with
      `scf.for` (`reduction-tile`, smaller while the tiles exceed 48 KiB);
      in every step both input tiles are copied with `linalg.copy` into
      `bufferization.alloc_tensor`s in `#gpu.address_space<workgroup>`
      (shared memory), then each thread computes its output element of the
      step from them. An accumulator that the block's consumers read is in
      workgroup memory too.
    - A reduction (one result, parallel and reduction loops) whose outermost
      reduction loop has at least 32 iterations: upstream's partial
      reduction tiling (`PartialReductionOuterParallel`, an `scf.forall`
      over threads with the producers fused in) has every thread reduce its
      part of the loop into its slot of a tensor in workgroup memory; a
      `linalg.reduce` merges the slots. Softmax's maximum and sum, sum,
      mean, max and the like are computed once per row by the whole block.
      A reduction root's block covers about `block-elements` reduced
      elements. A reduction loop of dynamic extent is shared the same way
      by `block-elements` threads (upstream's `numThreads` tiling: each
      thread over a contiguous part, the last parts shorter or empty), a
      reduction root's block one row.

    Dynamic extents: a loop of dynamic extent is tiled by a static size
    (what is left of `block-elements`; `reduction-tile` for a contraction's
    reduction steps) whose last tile is partial, its extent the
    `affine.min` of upstream tiling, which bounds the thread loops inside
    it. Shared-memory tiles are allocated at that static bound and a
    partial tile is copied into their leading part by a thread loop over
    the partial extent only (a masked load). The element-wise producers of
    a reduction over a dynamic extent are fused into it (also where they
    have other users), recomputed rather than stored in a buffer of the
    loop's run-time extent.

    A root without parallel loops (a reduction to a scalar, arithmetic on
    scalars) is put in a block loop of one iteration together with the ops
    without parallel loops that only it reads (mean's sum, the fill of a
    reduction's initial value); scalars of the block other than its result
    are in workgroup memory. With `shared-memory`, a reduction to a scalar
    in it is shared by the block's threads with upstream's partial
    reduction tiling (a number of threads along the innermost reduction
    loops, `block-elements` in all), its element-wise producers fused into
    it, each thread reducing its part into its slot of a buffer in
    workgroup memory; a single reduction loop of a multiple of
    `block-elements` iterations is split instead (`linalg::splitReduction`
    with an inner parallel loop, one thread per slot), so that consecutive
    threads read consecutive elements. The merge of the slots and the other
    ops without parallel loops stay in the block for -relay-gpu-map-forall. A root without parallel loops with several
    results (an argmax of a whole tensor) is an error naming the op.
  }];
  let options = [
    Option<"blockElements", "block-elements", "int64_t", /*default=*/"256",
           "Largest block tile, in elements of the root's result (the "
           "threads of one block)">,
    Option<"sharedMemory", "shared-memory", "bool", /*default=*/"true",
           "Stage the input tiles of matrix products and convolutions in "
           "workgroup (shared) memory, a loop over reduction tiles">,
    Option<"reductionTile", "reduction-tile", "int64_t", /*default=*/"16",
           "Largest reduction tile of a contraction staged in shared "
           "memory">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def RelayGpuMapForallPass : Pass<"relay-gpu-map-forall", "mlir::func::FuncOp"> {
  let summary = "Turn the block and thread scf.forall loops of "
                "-relay-gpu-tile, on buffers, into gpu.launch";
  let description = [{
    After bufferisation, every outermost `scf.forall` mapped to
    `#gpu.block<...>` becomes a `gpu.launch`: its iterations, linearised
    (the last loop fastest), are the blocks of a 1-D grid, and each block
    recovers its loop indices with `affine.delinearize_index` of
    `gpu.block_id x`. The `scf.forall` loops mapped to `#gpu.thread<...>`
    inside it become loops over their linearised iterations that start at
    `gpu.thread_id x` and step by the block size, the largest iteration
    count of those loops up to `max-threads`, so that consecutive threads
    handle consecutive elements (coalesced accesses) and no iteration is
    lost when a loop has more iterations than the block has threads. A
    `gpu.barrier` separates consecutive thread loops of one block.

    Buffers allocated inside a thread loop (the tile of a fused producer)
    become `memref.alloca`, private to the thread; buffers in workgroup
    memory (`#gpu.address_space<workgroup>`, the shared-memory tiles of
    `-relay-gpu-tile`) become workgroup attributions of the launch. A
    `memref.copy` in a kernel (a thread's tile inserted into its slot)
    becomes a `linalg.copy`, lowered to loops with the other linalg ops.

    Dynamic extents: the grid size, ceil((ub - lb) / step) per block loop,
    is computed before the launch from the buffers' dimensions; a thread
    loop over a partial tile runs to its run-time extent, and the block has
    as many threads as the largest static upper bound of a thread loop's
    iteration count (`ValueBoundsConstraintSet`), `max-threads` for a loop
    without one.

    Ops of a block outside its thread loops without parallel loops (the
    kernel of a reduction to a scalar): the merge of partial results in a
    static workgroup buffer into a scalar becomes a tree reduction by all
    of the block's threads (while n > 1 slots are live, slot i combines
    slot i + ceil(n/2), a barrier after each step; thread 0 combines the
    last with the initial value), any other op runs on thread 0; a barrier
    follows each. A step that is not a positive constant, or a buffer
    allocated in a block outside any thread loop that is not in workgroup
    memory of static shape, is an error.
  }];
  let options = [
    Option<"maxThreads", "max-threads", "int64_t", /*default=*/"256",
           "Most threads per block">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def RelayGpuApproximateMathPass : Pass<"relay-gpu-approximate-math"> {
  let summary = "Math without an NVVM instruction as f32 polynomial "
                "approximations instead of libdevice calls";
  let description = [{
    `convert-gpu-to-nvvm` turns math that NVVM has no instruction for
    (`math.exp`, `math.tanh`, `math.erf`, `math.log`, ...) into calls of
    CUDA's libdevice (`__nv_expf`, ...), which `gpu-module-to-binary` links
    from a CUDA toolkit. Where no toolkit is found, the relay-to-gpu
    pipeline runs this pass on each `gpu.module` first: upstream's f32
    expansions and polynomial approximations
    (`populateMathF32ExpansionPatterns`,
    `populateMathPolynomialApproximationPatterns`, the ones MLIR's CPU
    pipelines use for vector code) rewrite those ops into arithmetic, so the
    module's PTX is self-contained. Math on other types, and ops upstream has
    no approximation for, are left for libdevice.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def RelayGpuLibdeviceToIntrinsicsPass
    : Pass<"relay-gpu-libdevice-to-intrinsics"> {
  let summary = "Calls of libdevice functions that are one PTX instruction "
                "as LLVM intrinsics";
  let description = [{
    `convert-gpu-to-nvvm` lowers `math.fma`, `math.floor`, `math.absf`,
    `arith.maximumf`, ... to calls of libdevice (`__nv_fmaf`, `__nv_floorf`,
    ...), which only a CUDA toolkit provides, although each is a single PTX
    instruction (`fma.rn`, `cvt.rmi`, `abs`, `max`). This pass, run after
    it where no toolkit is found (after `-relay-gpu-approximate-math`,
    whose approximations use them), replaces each such call with the LLVM
    intrinsic the NVPTX backend selects that instruction for
    (`llvm.intr.fma`, `llvm.intr.floor`, ...) and erases the declarations
    left unused: f32 and f64 `fma`, `floor`, `ceil`, `trunc`, `rint`,
    `fabs`, `fmax`, `fmin`, `sqrt` (`sqrt.rn`, correctly rounded, as
    libdevice's) and `copysign`. Calls of other libdevice functions stay.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def RelayGpuHostBuffersPass
    : Pass<"relay-gpu-host-buffers", "mlir::ModuleOp"> {
  let summary = "Put the host code's buffers in memory the GPU can read: "
                "gpu.alloc host_shared";
  let description = [{
    After `gpu-kernel-outlining`, the host functions only allocate buffers,
    copy them, take views of them and launch kernels. Every buffer they
    allocate (`memref.alloc`) becomes a `gpu.alloc host_shared` (CUDA managed
    memory, readable and writable by the host and the device), freed with
    `gpu.dealloc` once the device is idle at the end of its block (before
    its function returns, or before a region of host control flow yields),
    unless it leaves the block: returned or yielded, itself, a view of it,
    or the result of a call whose callee may return a view of its argument
    (an external callee, or one that returns a view of an argument); a
    buffer that leaves a region is not freed there. The buffers a call
    returns that its callee allocated (a primitive function's result, or a
    lifted closure's that are its own calls' results) are the caller's,
    freed the same way at the end of the caller's block, and so are the
    results of an `scf.if` (a relay.if) whose branches each yield a buffer
    made inside the branch; a callee or branch that may hand over an
    argument or one buffer twice hands over nothing.
    Upstream's ownership-based deallocation is not used: it does not know
    the memory effects of `gpu.launch_func`. An existing
    `memref.dealloc` becomes a `gpu.dealloc`. A constant
    (`memref.get_global`) is copied into such a buffer where it is read.

    Anything else left on the host that computes on buffers (a linalg op
    that did not become a kernel, a call to an external function) has no
    GPU lowering: it is an error naming the op.
  }];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def RelayX86VnniPass : Pass<"relay-x86-vnni", "mlir::func::FuncOp"> {
  let summary = "Compute 8-bit matrix products with x86 VNNI dot products "
                "(vpdpbusd)";
  let description = [{
    Rewrites every matrix product of static shape (linalg.matmul,
    linalg.batch_matmul or an equivalent contraction, the second operand
    indexed (n, k) or (k, n)) whose operands are i8 tensors zero-extended
    on one side and sign-extended on the other to i32 (uint8 x int8, what
    `-relay-qnn-legalize`'s fast-int8 rule and `-relay-qnn-canonicalize`
    make of `qnn.dense` and `qnn.batch_matmul`) into loops of VNNI dot
    products, on linalg on tensors before `-relay-tile-primitives`. The
    destination must be a `linalg.fill` (the accumulators start from its
    value in registers).

    The second operand is packed with `linalg.pack` into the VNNI layout
    `[N/L][K/4][L][4]` (L = 16 lanes for `avx512-vnni`, 8 for `avx-vnni`;
    zero-padded along n and k), the first is read 4 bytes of k at a time
    and broadcast as 32-bit words. A register tile of R rows x T vectors of
    the result (T = 2 where the lane blocks pair up, R the largest divisor
    of m with R x T at most `accumulators`) stays in vector registers
    across the k-groups; every step is one dot product per accumulator,
    `acc + sum_j zext(u[4i+j]) * sext(s[4i+j])` in 1-D vector arithmetic,
    for which `-relay-x86-vnni-intrinsics` selects `vpdpbusd` after
    bufferization. Convolutions (`linalg.conv_2d_nchw_fchw`, any strides and
    dilations) pack their weight to `[F/L][C/4][KH][KW][L x 4]` and their
    data to `[N][C/4][H][W x 4]` (with one shuffle of four vector loads per
    16 columns where C is a multiple of 4): the lanes are output channels
    (the last block zero-padded), the rows of a tile are output columns
    (runs of at most `accumulators / T`, the last ending at the row's end),
    the window is unrolled, and each channel's run of columns is written
    into the NCHW result from a shuffle of the tile.

    The tiles write every element of the result, so its fill is dropped. An
    element-wise `linalg.generic` that is the only user of the result (the
    requantization of `qnn.dense` / `qnn.conv2d`: zero-point terms,
    fixed-point multiply, clip, cast) is computed on the accumulators before
    they are stored, when every lane of the tiles is inside the result: its
    other operands are read along the lanes or, where they do not depend on
    the lane's index (a per-channel term), broadcast; the int32 product is
    then never stored. An i8 constant operand (a bound weight) is packed at
    compile time into a new constant.
    `--relay-to-llvm` adds both passes when its `vnni` option (by default
    the host's features) says the target has the instruction.
  }];
  let options = [
    Option<"isa", "isa", "std::string", /*default=*/"\"avx512-vnni\"",
           "avx512-vnni (16 x i32 lanes, EVEX vpdpbusd) or avx-vnni (8 "
           "lanes, VEX vpdpbusd)">,
    Option<"accumulators", "accumulators", "int64_t", /*default=*/"16",
           "Vector registers for the block of the result">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def RelayX86VnniIntrinsicsPass
    : Pass<"relay-x86-vnni-intrinsics", "mlir::func::FuncOp"> {
  let summary = "Select vpdpbusd for the dot products of -relay-x86-vnni";
  let description = [{
    Rewrites `acc + (s0 + s1) + (s2 + s3)`, where `s_j` are the stride-4
    shuffles (`[j, j + 4, ...]`) of `zext(u) * sext(s)` on byte vectors of
    4 x L elements and `acc` has L i32 lanes, into one
    `llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"` (L = 16,
    `isa=avx512-vnni`) or `"llvm.x86.avx512.vpdpbusd.256"` (L = 8,
    `isa=avx-vnni`): what the instruction computes. It runs after
    bufferization (whose deallocation rejects the intrinsic call's unknown
    memory effects) and before the vector dialect is lowered to LLVM.
  }];
  let options = [
    Option<"isa", "isa", "std::string", /*default=*/"\"avx512-vnni\"",
           "avx512-vnni or avx-vnni">,
  ];
  let dependentDialects = [
    "::mlir::LLVM::LLVMDialect",
  ];
}

def RelayDecomposeAggregatesPass
    : Pass<"relay-decompose-aggregates", "mlir::func::FuncOp"> {
  let summary = "Expand linalg.softmax, linalg.pack and linalg.unpack into "
                "the linalg and tensor ops they stand for";
  let description = [{
    `-convert-relay-to-linalg` lowers `relay.nn.softmax` to upstream's
    `linalg.softmax` and a `relay.layout_transform` that packs (NCHW to
    NCHW8c) or unpacks to `linalg.pack` / `linalg.unpack`, so that a flow on
    linalg sees ops it knows. Code generation needs the loops they stand
    for: every op implementing `linalg::AggregatedOpInterface` is replaced by
    its `decomposeOperation` (for softmax: the maximum along the axis,
    exp(x - max), its sum, and the division), which upstream only exposes
    through the transform dialect (`transform.structured.decompose_interface`),
    and packs and unpacks are lowered by `linalg::lowerPack` /
    `linalg::lowerUnPack` (tensor.pad, expand_shape and linalg.transpose; the
    inverse for unpack). An op that cannot be expanded is an error.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // RELAY_CODEGEN_PASSES_TD
