// RUN: relay-opt %s -split-input-file -relay-fuse-ops | FileCheck %s --check-prefix=FUSE
// RUN: relay-opt %s -split-input-file -relay-infer-type | FileCheck %s --check-prefix=INFER
// RUN: relay-opt %s -split-input-file -cse | FileCheck %s --check-prefix=CSE

// References through the relay -> relay passes. RefCreate, RefRead and
// RefWrite are opaque and what flows into them leaves the fusion graph (TVM's
// IndexedForwardGraph marks their operands extern_ref): they stay in the
// caller, between the fused groups. Their memory effects keep -cse from
// merging cells or reads across writes and calls.

// FUSE-LABEL: func.func private @fused_exp_nn_relu
// FUSE-NOT: relay.ref
// FUSE: return
// FUSE-LABEL: func.func private @fused_negative_abs
// FUSE-NOT: relay.ref
// FUSE: return
// FUSE-LABEL: func.func @fuse_around_refs
// FUSE: %[[A:.*]] = call @fused_exp_nn_relu(%{{.*}})
// FUSE: %[[R:.*]] = relay.ref_create %[[A]]
// FUSE: %[[V:.*]] = relay.ref_read %[[R]]
// FUSE: %[[B:.*]] = call @fused_negative_abs(%[[V]])
// FUSE: relay.ref_write %[[R]], %[[B]]
// FUSE: %[[OUT:.*]] = relay.ref_read %[[R]]
// FUSE: return %[[OUT]]

// INFER-LABEL: func.func @fuse_around_refs
func.func @fuse_around_refs(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.exp %x : tensor<4xf32>
  %1 = relay.nn.relu %0 : tensor<4xf32>
  %r = relay.ref_create %1 : tensor<4xf32> -> !relay.ref<tensor<4xf32>>
  %2 = relay.ref_read %r : !relay.ref<tensor<4xf32>> -> tensor<4xf32>
  %3 = relay.negative %2 : tensor<4xf32>
  %4 = relay.abs %3 : tensor<4xf32>
  %w = relay.ref_write %r, %4 : !relay.ref<tensor<4xf32>>, tensor<4xf32>
  %5 = relay.ref_read %r : !relay.ref<tensor<4xf32>> -> tensor<4xf32>
  return %5 : tensor<4xf32>
}

// -----

// -relay-infer-type refines the value written into a cell but not the cell:
// a reference is invariant in its value type (other writes may store
// values of the declared, less refined type), so its reads keep it too.
// INFER-LABEL: func.func @infer_keeps_cells
// INFER: %[[E:.*]] = relay.exp %{{.*}} : tensor<4xf32>
// INFER: %[[R:.*]] = relay.ref_create %[[E]] : tensor<4xf32> -> !relay.ref<tensor<?xf32>>
// INFER: relay.ref_read %[[R]] : !relay.ref<tensor<?xf32>> -> tensor<?xf32>
// INFER: relay.ref_write %[[R]], %{{.*}} : !relay.ref<tensor<?xf32>>, tensor<?xf32>
func.func @infer_keeps_cells(%x: tensor<4xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %0 = relay.exp %x : tensor<4xf32> -> tensor<?xf32>
  %r = relay.ref_create %0 : tensor<?xf32> -> !relay.ref<tensor<?xf32>>
  %1 = relay.ref_read %r : !relay.ref<tensor<?xf32>> -> tensor<?xf32>
  %w = relay.ref_write %r, %y : !relay.ref<tensor<?xf32>>, tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// Two ref_create of the same value are two cells; a read after a write, or
// after a call that may write (a closure capturing the cell), is another
// read. Two reads with nothing in between that could write are one read.
// CSE-LABEL: func.func @cse
// CSE: %[[R1:.*]] = relay.ref_create %arg0
// CSE: %[[R2:.*]] = relay.ref_create %arg0
// CSE: %[[A:.*]] = relay.ref_read %[[R1]]
// CSE-NOT: relay.ref_read
// CSE: relay.ref_write %[[R1]], %arg1
// CSE: %[[B:.*]] = relay.ref_read %[[R1]]
// CSE: relay.call
// CSE: %[[C:.*]] = relay.ref_read %[[R1]]
// CSE: return %[[A]], %[[A]], %[[B]], %[[C]], %[[R1]], %[[R2]]
func.func @cse(%x: tensor<4xf32>, %y: tensor<4xf32>, %f: (tensor<4xf32>) -> tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, !relay.ref<tensor<4xf32>>, !relay.ref<tensor<4xf32>>) {
  %r1 = relay.ref_create %x : tensor<4xf32> -> !relay.ref<tensor<4xf32>>
  %r2 = relay.ref_create %x : tensor<4xf32> -> !relay.ref<tensor<4xf32>>
  %a = relay.ref_read %r1 : !relay.ref<tensor<4xf32>> -> tensor<4xf32>
  %a2 = relay.ref_read %r1 : !relay.ref<tensor<4xf32>> -> tensor<4xf32>
  %w = relay.ref_write %r1, %y : !relay.ref<tensor<4xf32>>, tensor<4xf32>
  %b = relay.ref_read %r1 : !relay.ref<tensor<4xf32>> -> tensor<4xf32>
  %c0 = relay.call %f(%b) : (tensor<4xf32>) -> tensor<4xf32>
  %c = relay.ref_read %r1 : !relay.ref<tensor<4xf32>> -> tensor<4xf32>
  return %a, %a2, %b, %c, %r1, %r2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, !relay.ref<tensor<4xf32>>, !relay.ref<tensor<4xf32>>
}
