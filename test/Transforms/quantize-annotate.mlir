// RUN: relay-opt %s -split-input-file -relay-quantize-annotate | FileCheck %s
// RUN: relay-opt %s -split-input-file -relay-quantize-annotate="skip-conv-layers=" | FileCheck %s --check-prefix=NOSKIP
// RUN: relay-opt %s -split-input-file -relay-quantize-annotate="skip-conv-layers=1" | FileCheck %s --check-prefix=SKIP1
// RUN: relay-opt %s -split-input-file -relay-quantize-annotate="skip-conv-layers=0,1" | FileCheck %s --check-prefix=SKIP01
// RUN: relay-opt %s -split-input-file -relay-quantize-annotate="skip-dense-layer=false" | FileCheck %s --check-prefix=DENSE

// The cases of TVM v0.13.0's tests/python/relay/test_pass_auto_quantize.py
// that concern annotation, with the simulated_quantize kinds TVM's
// _partition.py and _annotate.py give (1 INPUT, 2 WEIGHT, 3 ACTIVATION).
// relay.quantize partitions first: values leaving a section that starts at a
// conv2d get cast_hint + stop_fusion; annotation then drops the cast_hints on
// float values and quantizes the others to INPUT.

// test_skip_conv: conv2d, relu, conv2d, relu, multiply by a sigmoid.
// By default (skip-conv-layers=0) the first conv2d stays float: its
// cast_hint goes, its stop_fusion stays; the second quantizes its data
// (INPUT) and kernel (WEIGHT); multiply quantizes its relu (ACTIVATION ->
// INPUT) and the non-constant sigmoid (INPUT); the result leaves the section
// as INPUT.
// CHECK-LABEL: func.func @skip_conv
// CHECK-SAME: (%[[DATA:.*]]: tensor<1x4x8x8xf32>, %[[M:.*]]: tensor<1x4x1x1xf32>)
// CHECK-DAG: %[[W0:.*]] = relay.constant dense<2.500000e-01>
// CHECK-DAG: %[[W1:.*]] = relay.constant dense<5.000000e-01>
// CHECK: %[[QW1:.*]] = relay.op.annotation.simulated_quantize %[[W1]], {{.*}} {kind = 2 : i64}
// CHECK: %[[C0:.*]] = relay.nn.conv2d %[[DATA]], %[[W0]]
// CHECK: %[[R0:.*]] = relay.nn.relu %[[C0]]
// CHECK-NOT: cast_hint
// CHECK: %[[S0:.*]] = relay.annotation.stop_fusion %[[R0]]
// CHECK: %[[Q0:.*]] = relay.op.annotation.simulated_quantize %[[S0]], {{.*}} {kind = 1 : i64}
// CHECK: %[[C1:.*]] = relay.nn.conv2d %[[Q0]], %[[QW1]]
// CHECK: %[[R1:.*]] = relay.nn.relu %[[C1]]
// CHECK: %[[Q1:.*]] = relay.op.annotation.simulated_quantize %[[R1]], {{.*}} {kind = 1 : i64}
// CHECK: %[[SIG:.*]] = relay.sigmoid %[[M]]
// CHECK: %[[QS:.*]] = relay.op.annotation.simulated_quantize %[[SIG]], {{.*}} {kind = 1 : i64}
// CHECK: %[[H1:.*]] = relay.annotation.cast_hint %[[Q1]] {dtype = i8}
// CHECK: %[[S1:.*]] = relay.annotation.stop_fusion %[[H1]]
// CHECK: %[[MUL:.*]] = relay.multiply %[[S1]], %[[QS]]
// CHECK: %[[Q2:.*]] = relay.op.annotation.simulated_quantize %[[MUL]], {{.*}} {kind = 1 : i64}
// CHECK: %[[H2:.*]] = relay.annotation.cast_hint %[[Q2]] {dtype = i8}
// CHECK: %[[S2:.*]] = relay.annotation.stop_fusion %[[H2]]
// CHECK: return %[[S2]]
// skip_conv_layers=None: both conv2ds are quantized; the second takes the
// first's relu quantized to INPUT behind cast_hint + stop_fusion.
// NOSKIP-LABEL: func.func @skip_conv
// NOSKIP: %[[QD:.*]] = relay.op.annotation.simulated_quantize %arg0, {{.*}} {kind = 1 : i64}
// NOSKIP: %[[QW0:.*]] = relay.op.annotation.simulated_quantize %{{.*}} {kind = 2 : i64}
// NOSKIP: %[[QW1:.*]] = relay.op.annotation.simulated_quantize %{{.*}} {kind = 2 : i64}
// NOSKIP: %[[C0:.*]] = relay.nn.conv2d %[[QD]], %[[QW0]]
// NOSKIP: %[[R0:.*]] = relay.nn.relu %[[C0]]
// NOSKIP: %[[Q0:.*]] = relay.op.annotation.simulated_quantize %[[R0]], {{.*}} {kind = 1 : i64}
// NOSKIP: %[[H0:.*]] = relay.annotation.cast_hint %[[Q0]] {dtype = i8}
// NOSKIP: %[[S0:.*]] = relay.annotation.stop_fusion %[[H0]]
// NOSKIP: relay.nn.conv2d %[[S0]], %[[QW1]]
// skip_conv_layers=[1]: the second conv2d stays float, and so does what
// follows: the multiply has no quantized operand. The first conv2d's result
// still leaves its section through a cast_hint, as INPUT.
// SKIP1-LABEL: func.func @skip_conv
// SKIP1: relay.op.annotation.simulated_quantize %arg0, {{.*}} {kind = 1 : i64}
// SKIP1: relay.op.annotation.simulated_quantize %{{.*}} {kind = 2 : i64}
// SKIP1: %[[R0:.*]] = relay.nn.relu
// SKIP1: %[[Q0:.*]] = relay.op.annotation.simulated_quantize %[[R0]], {{.*}} {kind = 1 : i64}
// SKIP1: relay.annotation.cast_hint %[[Q0]] {dtype = i8}
// SKIP1-NOT: relay.op.annotation.simulated_quantize
// SKIP1: relay.nn.conv2d %{{[0-9]+}}, %cst{{[_0-9]*}} {
// SKIP1: return
// skip_conv_layers=[0, 1]: nothing is quantized; the partition's stop_fusions
// stay.
// SKIP01-LABEL: func.func @skip_conv
// SKIP01-NOT: simulated_quantize
// SKIP01-NOT: cast_hint
// SKIP01-COUNT-3: relay.annotation.stop_fusion
// SKIP01: return

func.func @skip_conv(%data: tensor<1x4x8x8xf32>, %m: tensor<1x4x1x1xf32>) -> tensor<1x4x8x8xf32> {
  %w0 = relay.constant dense<0.25> : tensor<4x4x3x3xf32>
  %w1 = relay.constant dense<0.5> : tensor<4x4x3x3xf32>
  %0 = relay.nn.conv2d %data, %w0 {padding = array<i64: 1, 1, 1, 1>, channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %1 = relay.nn.relu %0 : tensor<1x4x8x8xf32>
  %2 = relay.nn.conv2d %1, %w1 {padding = array<i64: 1, 1, 1, 1>, channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %3 = relay.nn.relu %2 : tensor<1x4x8x8xf32>
  %s = relay.sigmoid %m : tensor<1x4x1x1xf32>
  %4 = relay.multiply %3, %s : (tensor<1x4x8x8xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x8x8xf32>
  return %4 : tensor<1x4x8x8xf32>
}

// -----

// test_stop_quantize: after a quantized global_avg_pool2d nothing is
// quantized; its operand leaves the section through cast_hint + stop_fusion.
// NOSKIP-LABEL: func.func @stop_quantize
// NOSKIP: %[[R0:.*]] = relay.nn.relu
// NOSKIP: %[[Q:.*]] = relay.op.annotation.simulated_quantize %[[R0]], {{.*}} {kind = 1 : i64}
// NOSKIP: %[[H:.*]] = relay.annotation.cast_hint %[[Q]] {dtype = i8}
// NOSKIP: %[[S:.*]] = relay.annotation.stop_fusion %[[H]]
// NOSKIP: %[[P:.*]] = relay.nn.global_avg_pool2d %[[S]]
// NOSKIP-NOT: simulated_quantize
// NOSKIP: relay.nn.conv2d %[[P]], %cst
// NOSKIP: return
func.func @stop_quantize(%data: tensor<1x4x8x8xf32>, %m: tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32> {
  %w0 = relay.constant dense<0.25> : tensor<4x4x3x3xf32>
  %w1 = relay.constant dense<0.5> : tensor<4x4x1x1xf32>
  %0 = relay.nn.conv2d %data, %w0 {padding = array<i64: 1, 1, 1, 1>, channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %1 = relay.nn.relu %0 : tensor<1x4x8x8xf32>
  %2 = relay.nn.global_avg_pool2d %1 : (tensor<1x4x8x8xf32>) -> tensor<1x4x1x1xf32>
  %3 = relay.nn.conv2d %2, %w1 {channels = 4 : i64, kernel_size = array<i64: 1, 1>} : (tensor<1x4x1x1xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %4 = relay.nn.relu %3 : tensor<1x4x1x1xf32>
  %s = relay.sigmoid %m : tensor<1x4x1x1xf32>
  %5 = relay.multiply %4, %s : (tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  return %5 : tensor<1x4x1x1xf32>
}

// -----

// test_batch_flatten_rewrite, test_batch_matmul_rewrite: batch_flatten and
// reshape forward the INPUT kind of the conv2d's result; batch_matmul
// quantizes its non-constant right operand as INPUT.
// NOSKIP-LABEL: func.func @batch_matmul
// NOSKIP: %[[C:.*]] = relay.nn.conv2d
// NOSKIP: %[[Q:.*]] = relay.op.annotation.simulated_quantize %[[C]], {{.*}} {kind = 1 : i64}
// NOSKIP: %[[H:.*]] = relay.annotation.cast_hint %[[Q]] {dtype = i8}
// NOSKIP: %[[S:.*]] = relay.annotation.stop_fusion %[[H]]
// NOSKIP: %[[F:.*]] = relay.nn.batch_flatten %[[S]]
// NOSKIP: %[[R:.*]] = relay.reshape %[[F]]
// NOSKIP: %[[SIG:.*]] = relay.sigmoid
// NOSKIP: %[[QS:.*]] = relay.op.annotation.simulated_quantize %[[SIG]], {{.*}} {kind = 1 : i64}
// NOSKIP: %[[BM:.*]] = relay.nn.batch_matmul %[[R]], %[[QS]]
// NOSKIP: return %[[BM]]
func.func @batch_matmul(%data: tensor<1x4x16x16xf32>, %data2: tensor<1x64x32xf32>) -> tensor<1x32x32xf32> {
  %w = relay.constant dense<0.5> : tensor<8x4x3x3xf32>
  %0 = relay.nn.conv2d %data, %w {padding = array<i64: 1, 1, 1, 1>, channels = 8 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x4x16x16xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x16x16xf32>
  %1 = relay.nn.batch_flatten %0 : (tensor<1x8x16x16xf32>) -> tensor<1x2048xf32>
  %2 = relay.reshape %1 {newshape = array<i64: 1, 32, 64>} : (tensor<1x2048xf32>) -> tensor<1x32x64xf32>
  %s = relay.sigmoid %data2 : tensor<1x64x32xf32>
  %3 = relay.nn.batch_matmul %2, %s : (tensor<1x32x64xf32>, tensor<1x64x32xf32>) -> tensor<1x32x32xf32>
  return %3 : tensor<1x32x32xf32>
}

// -----

// test_dense_conv2d_rewrite: with skip_dense_layer=False the dense layer
// quantizes its data (INPUT) and weight (WEIGHT) while the first conv2d
// stays float; by default dense is skipped.
// DENSE-LABEL: func.func @dense_conv2d
// DENSE: %[[QI:.*]] = relay.op.annotation.simulated_quantize %arg1, {{.*}} {kind = 1 : i64}
// DENSE: %[[QW:.*]] = relay.op.annotation.simulated_quantize %{{.*}} {kind = 2 : i64} : (tensor<1x16xf32>
// DENSE: %[[QB:.*]] = relay.op.annotation.simulated_quantize %{{.*}} {kind = 2 : i64} : (tensor<1xf32>
// DENSE: %[[D:.*]] = relay.nn.dense %[[QI]], %[[QW]]
// DENSE: relay.add %[[D]], %[[QB]]
// DENSE: relay.nn.conv2d %arg0, %cst
// CHECK-LABEL: func.func @dense_conv2d
// CHECK-NOT: simulated_quantize
// CHECK: return
func.func @dense_conv2d(%data: tensor<1x4x8x8xf32>, %inp: tensor<1x16xf32>) -> (tensor<1x1xf32>, tensor<1x4x8x8xf32>) {
  %wt = relay.constant dense<0.5> : tensor<1x16xf32>
  %b = relay.constant dense<0.25> : tensor<1xf32>
  %cw = relay.constant dense<0.5> : tensor<4x4x3x3xf32>
  %0 = relay.nn.dense %inp, %wt : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x1xf32>
  %1 = relay.add %0, %b : (tensor<1x1xf32>, tensor<1xf32>) -> tensor<1x1xf32>
  %2 = relay.nn.conv2d %data, %cw {padding = array<i64: 1, 1, 1, 1>, channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  return %1, %2 : tensor<1x1xf32>, tensor<1x4x8x8xf32>
}

// -----

// test_add_lhs_is_none_annotate: add(float, quantized) quantizes its left
// operand as INPUT and is an INPUT; global_avg_pool2d's operand always gets
// cast_hint + stop_fusion (_partition.py), here kept as the value is INPUT.
// NOSKIP-LABEL: func.func @add_lhs_none
// NOSKIP: %[[QA:.*]] = relay.op.annotation.simulated_quantize %arg1, {{.*}} {kind = 1 : i64}
// NOSKIP: %[[C:.*]] = relay.nn.conv2d
// NOSKIP: %[[QC:.*]] = relay.op.annotation.simulated_quantize %[[C]], {{.*}} {kind = 1 : i64}
// NOSKIP: %[[H:.*]] = relay.annotation.cast_hint %[[QC]]
// NOSKIP: %[[S:.*]] = relay.annotation.stop_fusion %[[H]]
// NOSKIP: %[[A:.*]] = relay.add %[[QA]], %[[S]]
// NOSKIP: %[[H2:.*]] = relay.annotation.cast_hint %[[A]] {dtype = i8}
// NOSKIP: %[[S2:.*]] = relay.annotation.stop_fusion %[[H2]]
// NOSKIP: relay.nn.global_avg_pool2d %[[S2]]
func.func @add_lhs_none(%dc: tensor<1x4x8x8xf32>, %da: tensor<4x1x1xf32>) -> tensor<1x4x1x1xf32> {
  %w = relay.constant dense<0.5> : tensor<4x4x3x3xf32>
  %0 = relay.nn.conv2d %dc, %w {padding = array<i64: 1, 1, 1, 1>, kernel_size = array<i64: 3, 3>} : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %1 = relay.add %da, %0 : (tensor<4x1x1xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %2 = relay.nn.global_avg_pool2d %1 : (tensor<1x4x8x8xf32>) -> tensor<1x4x1x1xf32>
  return %2 : tensor<1x4x1x1xf32>
}

// -----

// A residual block (the ResNet cases of _partition.py's add rule): add of two
// partitioned values realizes both; a value of some kind used twice (the relu,
// the clip) is quantized to INPUT once and shared (TVM's multi-reference
// trigger); clip forwards its kind; max_pool2d gives INPUT; concatenate of
// annotated fields is an ACTIVATION.
// NOSKIP-LABEL: func.func @residual
// NOSKIP: %[[R:.*]] = relay.nn.relu
// NOSKIP: %[[QR:.*]] = relay.op.annotation.simulated_quantize %[[R]], {{.*}} {kind = 1 : i64}
// NOSKIP: relay.annotation.cast_hint %[[QR]]
// NOSKIP: %[[C1:.*]] = relay.nn.conv2d
// NOSKIP: %[[QC1:.*]] = relay.op.annotation.simulated_quantize %[[C1]], {{.*}} {kind = 1 : i64}
// NOSKIP: %[[H1:.*]] = relay.annotation.cast_hint %[[QC1]]
// NOSKIP: %[[S1:.*]] = relay.annotation.stop_fusion %[[H1]]
// NOSKIP: %[[H2:.*]] = relay.annotation.cast_hint %[[QR]]
// NOSKIP: %[[S2:.*]] = relay.annotation.stop_fusion %[[H2]]
// NOSKIP: %[[A:.*]] = relay.add %[[S1]], %[[S2]]
// NOSKIP: %[[CL:.*]] = relay.clip %[[A]]
// NOSKIP: %[[QCL:.*]] = relay.op.annotation.simulated_quantize %[[CL]], {{.*}} {kind = 1 : i64}
// NOSKIP: %[[MP:.*]] = relay.nn.max_pool2d %[[QCL]]
// NOSKIP: %[[H3:.*]] = relay.annotation.cast_hint %[[QCL]]
// NOSKIP: %[[S3:.*]] = relay.annotation.stop_fusion %[[H3]]
// NOSKIP: %[[AP:.*]] = relay.nn.avg_pool2d %[[S3]]
// NOSKIP: %[[H4:.*]] = relay.annotation.cast_hint %[[MP]]
// NOSKIP: %[[S4:.*]] = relay.annotation.stop_fusion %[[H4]]
// NOSKIP: %[[CAT:.*]] = relay.concatenate %[[S4]], %[[AP]]
// NOSKIP: return %[[CAT]]
func.func @residual(%x: tensor<1x4x8x8xf32>) -> tensor<1x8x4x4xf32> {
  %w0 = relay.constant dense<0.5> : tensor<4x4x1x1xf32>
  %w1 = relay.constant dense<0.25> : tensor<4x4x1x1xf32>
  %0 = relay.nn.conv2d %x, %w0 {kernel_size = array<i64: 1, 1>} : (tensor<1x4x8x8xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x8x8xf32>
  %1 = relay.nn.relu %0 : tensor<1x4x8x8xf32>
  %2 = relay.nn.conv2d %1, %w1 {kernel_size = array<i64: 1, 1>} : (tensor<1x4x8x8xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x8x8xf32>
  %3 = relay.add %2, %1 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %4 = relay.clip %3 {a_min = 0.0 : f64, a_max = 6.0 : f64} : tensor<1x4x8x8xf32>
  %5 = relay.nn.max_pool2d %4 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32>
  %6 = relay.nn.avg_pool2d %4 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32>
  %7 = relay.concatenate %5, %6 {axis = 1 : i64} : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %7 : tensor<1x8x4x4xf32>
}

// -----

// Values that simulated_quantize cannot take (integers) are left alone.
// NOSKIP-LABEL: func.func @integer_conv
// NOSKIP-NOT: simulated_quantize
// NOSKIP: return
func.func @integer_conv(%x: tensor<1x4x8x8xi32>, %w: tensor<4x4x1x1xi32>) -> tensor<1x4x8x8xi32> {
  %0 = relay.nn.conv2d %x, %w {kernel_size = array<i64: 1, 1>} : (tensor<1x4x8x8xi32>, tensor<4x4x1x1xi32>) -> tensor<1x4x8x8xi32>
  return %0 : tensor<1x4x8x8xi32>
}
