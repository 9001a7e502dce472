// RUN: relay-opt %s -split-input-file | FileCheck %s
// RUN: relay-opt %s -split-input-file | relay-opt -split-input-file | FileCheck %s
// RUN: relay-opt %s -split-input-file -mlir-print-op-generic | relay-opt -split-input-file | FileCheck %s

// Relay's references: RefCreate, RefRead, RefWrite and the type !relay.ref<T>.

// TVM's test_ref: `%0 = ref(%x); ref_write(%0, 1f); ref_read(%0)`.
// CHECK-LABEL: func.func @ref_create_write_read
// CHECK-SAME: (%[[X:.*]]: tensor<f32>) -> tensor<f32>
// CHECK: %[[R:.*]] = relay.ref_create %[[X]] : tensor<f32> -> !relay.ref<tensor<f32>>
// CHECK: %[[C:.*]] = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %{{.*}} = relay.ref_write %[[R]], %[[C]] : !relay.ref<tensor<f32>>, tensor<f32>
// CHECK: %[[V:.*]] = relay.ref_read %[[R]] : !relay.ref<tensor<f32>> -> tensor<f32>
// CHECK: return %[[V]] : tensor<f32>
func.func @ref_create_write_read(%x: tensor<f32>) -> tensor<f32> {
  %0 = relay.ref_create %x : tensor<f32> -> !relay.ref<tensor<f32>>
  %c = relay.constant dense<1.0> : tensor<f32>
  %1 = relay.ref_write %0, %c : !relay.ref<tensor<f32>>, tensor<f32>
  %2 = relay.ref_read %0 : !relay.ref<tensor<f32>> -> tensor<f32>
  return %2 : tensor<f32>
}

// -----

// References to tuples, closures and references; references as arguments,
// tuple fields and closure captures.
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[R:.*]]: !relay.ref<!relay.ref<tuple<tensor<2xf32>, tensor<i64>>>>, %[[F:.*]]: (tensor<2xf32>) -> tensor<2xf32>)
// CHECK: %[[IN:.*]] = relay.ref_read %[[R]] : !relay.ref<!relay.ref<tuple<tensor<2xf32>, tensor<i64>>>> -> !relay.ref<tuple<tensor<2xf32>, tensor<i64>>>
// CHECK: %[[RF:.*]] = relay.ref_create %[[F]] : (tensor<2xf32>) -> tensor<2xf32> -> !relay.ref<(tensor<2xf32>) -> tensor<2xf32>>
// CHECK: %[[T:.*]] = relay.tuple %[[IN]], %[[RF]] : tuple<!relay.ref<tuple<tensor<2xf32>, tensor<i64>>>, !relay.ref<(tensor<2xf32>) -> tensor<2xf32>>>
// CHECK: relay.fn (%{{.*}}: tensor<2xf32>) -> tensor<2xf32>
// CHECK: relay.ref_read %[[RF]]
func.func @nested(%r: !relay.ref<!relay.ref<tuple<tensor<2xf32>, tensor<i64>>>>,
                  %f: (tensor<2xf32>) -> tensor<2xf32>)
    -> (tuple<!relay.ref<tuple<tensor<2xf32>, tensor<i64>>>, !relay.ref<(tensor<2xf32>) -> tensor<2xf32>>>,
        (tensor<2xf32>) -> tensor<2xf32>) {
  %0 = relay.ref_read %r : !relay.ref<!relay.ref<tuple<tensor<2xf32>, tensor<i64>>>> -> !relay.ref<tuple<tensor<2xf32>, tensor<i64>>>
  %1 = relay.ref_create %f : (tensor<2xf32>) -> tensor<2xf32> -> !relay.ref<(tensor<2xf32>) -> tensor<2xf32>>
  %2 = relay.tuple %0, %1 : tuple<!relay.ref<tuple<tensor<2xf32>, tensor<i64>>>, !relay.ref<(tensor<2xf32>) -> tensor<2xf32>>>
  %3 = relay.fn (%y: tensor<2xf32>) -> tensor<2xf32> {
    %g = relay.ref_read %1 : !relay.ref<(tensor<2xf32>) -> tensor<2xf32>> -> (tensor<2xf32>) -> tensor<2xf32>
    %4 = relay.call %g(%y) : (tensor<2xf32>) -> tensor<2xf32>
    relay.yield %4 : tensor<2xf32>
  }
  return %2, %3 : tuple<!relay.ref<tuple<tensor<2xf32>, tensor<i64>>>, !relay.ref<(tensor<2xf32>) -> tensor<2xf32>>>, (tensor<2xf32>) -> tensor<2xf32>
}

// -----

// A cell of a dynamic shape takes writes of a static one, and a read may
// declare a more refined type, as for the other ops.
// CHECK-LABEL: func.func @dynamic
// CHECK: relay.ref_write %{{.*}}, %{{.*}} : !relay.ref<tensor<?xf32>>, tensor<4xf32>
// CHECK: relay.ref_read %{{.*}} : !relay.ref<tensor<?xf32>> -> tensor<4xf32>
func.func @dynamic(%r: !relay.ref<tensor<?xf32>>, %v: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.ref_write %r, %v : !relay.ref<tensor<?xf32>>, tensor<4xf32>
  %1 = relay.ref_read %r : !relay.ref<tensor<?xf32>> -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
