// References import to relay.ref_create / relay.ref_read / relay.ref_write
// and export back to `ref(...)`, `ref_read(...)`, `ref_write(...)`.
// RUN: relay-translate --import-relay -split-input-file %S/Inputs/refs.rly | FileCheck %s
// RUN: relay-translate --import-relay -split-input-file -output-split-marker="// -----" %S/Inputs/refs.rly -o %t.mlir
// RUN: relay-translate --export-relay -split-input-file -output-split-marker="// -----" %t.mlir -o %t.rly
// RUN: FileCheck %s --check-prefix=EXPORT < %t.rly
// RUN: relay-translate --import-relay -split-input-file -output-split-marker="// -----" %t.rly | diff %t.mlir -

// TVM's test_ref.
// CHECK-LABEL: func.func @main(%arg0: tensor<f32> {relay.name = "x"}) -> tensor<f32>
// CHECK-NEXT: %[[R:.*]] = relay.ref_create %arg0 : tensor<f32> -> !relay.ref<tensor<f32>>
// CHECK-NEXT: %[[ONE:.*]] = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %{{.*}} = relay.ref_write %[[R]], %[[ONE]] : !relay.ref<tensor<f32>>, tensor<f32>
// CHECK-NEXT: %[[V:.*]] = relay.ref_read %[[R]] : !relay.ref<tensor<f32>> -> tensor<f32>
// CHECK-NEXT: return %[[V]] : tensor<f32>

// CHECK-LABEL: func.func @main(%arg0: tensor<2xf32> {relay.name = "x"}) -> tensor<2xf32>
// CHECK-NEXT: %[[R:.*]] = relay.ref_create %arg0 : tensor<2xf32> -> !relay.ref<tensor<2xf32>>
// CHECK-NEXT: %[[BUMP:.*]] = relay.fn (%[[D:.*]]: tensor<2xf32>) -> tuple<> {
// CHECK-NEXT:   %[[OLD:.*]] = relay.ref_read %[[R]] : !relay.ref<tensor<2xf32>> -> tensor<2xf32>
// CHECK-NEXT:   %[[NEW:.*]] = relay.add %[[OLD]], %[[D]] : tensor<2xf32>
// CHECK-NEXT:   %[[W:.*]] = relay.ref_write %[[R]], %[[NEW]] : !relay.ref<tensor<2xf32>>, tensor<2xf32>
// CHECK-NEXT:   relay.yield %[[W]] : tuple<>
// CHECK-NEXT: }
// CHECK-NEXT: relay.call %[[BUMP]](%arg0) : (tensor<2xf32>) -> tuple<>
// CHECK-NEXT: relay.call %[[BUMP]](%arg0) : (tensor<2xf32>) -> tuple<>
// CHECK-NEXT: %[[V:.*]] = relay.ref_read %[[R]] : !relay.ref<tensor<2xf32>> -> tensor<2xf32>
// CHECK-NEXT: return %[[V]]

// CHECK-LABEL: func.func @get(%arg0: !relay.ref<!relay.ref<tuple<tensor<i32>, tensor<f32>>>> {relay.name = "c"}) -> tuple<tensor<i32>, tensor<f32>>
// CHECK-NEXT: %[[IN:.*]] = relay.ref_read %arg0 : !relay.ref<!relay.ref<tuple<tensor<i32>, tensor<f32>>>> -> !relay.ref<tuple<tensor<i32>, tensor<f32>>>
// CHECK-NEXT: relay.ref_read %[[IN]] : !relay.ref<tuple<tensor<i32>, tensor<f32>>> -> tuple<tensor<i32>, tensor<f32>>
// CHECK-LABEL: func.func @main(%arg0: tuple<tensor<i32>, tensor<f32>> {relay.name = "t"}) -> tuple<tensor<i32>, tensor<f32>>
// CHECK-NEXT: %[[A:.*]] = relay.ref_create %arg0 : tuple<tensor<i32>, tensor<f32>> -> !relay.ref<tuple<tensor<i32>, tensor<f32>>>
// CHECK-NEXT: %[[B:.*]] = relay.ref_create %[[A]] : !relay.ref<tuple<tensor<i32>, tensor<f32>>> -> !relay.ref<!relay.ref<tuple<tensor<i32>, tensor<f32>>>>
// CHECK-NEXT: call @get(%[[B]])

// EXPORT: def @main(%x: float32) -> float32 {
// EXPORT-NEXT:   %0 = ref(%x) /* ty=ref(float32) */;
// EXPORT-NEXT:   %1 = ref_write(%0, 1f) /* ty=() */;
// EXPORT-NEXT:   ref_read(%0) /* ty=float32 */
// EXPORT:      fn (%p0: Tensor[(2), float32]) -> () {
// EXPORT-NEXT:   %1 = ref_read(%0) /* ty=Tensor[(2), float32] */;
// EXPORT-NEXT:   %2 = add(%1, %p0) /* ty=Tensor[(2), float32] */;
// EXPORT-NEXT:   ref_write(%0, %2) /* ty=() */
// EXPORT: def @get(%c: ref(ref((int32, float32)))) -> (int32, float32) {
// EXPORT-NEXT:   %0 = ref_read(%c) /* ty=ref((int32, float32)) */;
// EXPORT-NEXT:   ref_read(%0) /* ty=(int32, float32) */
