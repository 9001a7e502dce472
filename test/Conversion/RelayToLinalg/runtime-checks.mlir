// RUN: relay-opt %s -convert-relay-to-linalg -split-input-file | FileCheck %s

// Where Relay requires extents to agree but `?` leaves them to run time, the
// lowering checks them with cf.assert (docs/lowering.md), naming the op's
// location; static extents were checked by the type relations and get no
// check.

// CHECK-LABEL: func.func @add
// CHECK-SAME: (%[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK-DAG: %[[DA:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK-DAG: %[[DB:.*]] = tensor.dim %[[B]], %{{.*}}
// CHECK-NOT: cf.assert
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %[[DA]], %[[DB]] : index
// CHECK: cf.assert %[[EQ]], "{{.*}}runtime-checks.mlir:[[@LINE+4]]:8: operand 1's extent of dimension 0 differs from the other operands' at run time"
// CHECK-NOT: cf.assert
// CHECK: linalg.generic
func.func @add(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = relay.add %a, %b : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A dynamic extent against a static one, and none for the static 1 that
// broadcasts.
// CHECK-LABEL: func.func @add_static
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: arith.cmpi eq, %[[C4]], %{{.*}} : index
// CHECK: cf.assert %{{.*}}, "{{.*}}operand 0's extent of dimension 1 differs
// CHECK-NOT: cf.assert
// CHECK: linalg.generic
func.func @add_static(%a: tensor<2x?xf32>, %b: tensor<1x4xf32>) -> tensor<2x4xf32> {
  %0 = relay.add %a, %b : (tensor<2x?xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @static
// CHECK-NOT: cf.assert
func.func @static(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = relay.add %a, %b : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @dense
// CHECK: cf.assert %{{.*}}, "{{.*}}the operands' reduction extents differ at run time"
// CHECK: linalg.matmul
func.func @dense(%x: tensor<2x?xf32>, %w: tensor<4x?xf32>) -> tensor<2x4xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<2x?xf32>, tensor<4x?xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @batch_matmul
// CHECK: cf.assert %{{.*}}, "{{.*}}the operands' reduction extents differ at run time"
// CHECK: cf.assert %{{.*}}, "{{.*}}the operands' batch extents differ at run time"
// CHECK: linalg.batch_matmul
func.func @batch_matmul(%x: tensor<?x2x?xf32>, %y: tensor<?x4x3xf32>) -> tensor<?x2x4xf32> {
  %0 = relay.nn.batch_matmul %x, %y {transpose_b = true} : (tensor<?x2x?xf32>, tensor<?x4x3xf32>) -> tensor<?x2x4xf32>
  return %0 : tensor<?x2x4xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate
// CHECK: cf.assert %{{.*}}, "{{.*}}input 1's extent of dimension 0 differs from input 0's at run time"
// CHECK-NOT: cf.assert
// CHECK: tensor.concat
func.func @concatenate(%a: tensor<?x2xf32>, %b: tensor<?x3xf32>) -> tensor<?x5xf32> {
  %0 = relay.concatenate %a, %b {axis = 1 : i64} : (tensor<?x2xf32>, tensor<?x3xf32>) -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}

// -----

// CHECK-LABEL: func.func @reshape
// CHECK: cf.assert %{{.*}}, "{{.*}}the input's element count does not fit the new shape at run time"
// CHECK: tensor.expand_shape
func.func @reshape(%a: tensor<?xf32>) -> tensor<?x4xf32> {
  %0 = relay.reshape %a {newshape = array<i64: -1, 4>} : (tensor<?xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
