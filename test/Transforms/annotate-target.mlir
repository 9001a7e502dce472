// RUN: relay-opt %s -split-input-file -relay-annotate-target="targets=test" | FileCheck %s
// RUN: relay-opt %s -split-input-file -relay-annotate-target="targets=dnnl" | FileCheck %s --check-prefix=DNNL
// RUN: relay-opt %s -split-input-file -relay-annotate-target="targets=test,test_b" | FileCheck %s --check-prefix=TWO
// RUN: relay-opt %s -split-input-file -relay-annotate-target="targets=test_dtype" | FileCheck %s --check-prefix=DTYPE
// Running the pass twice gives what running it once gives (TVM's
// test_double_target).
// RUN: relay-opt %s -split-input-file -relay-annotate-target="targets=test" -relay-annotate-target="targets=test" | FileCheck %s

// The cases of TVM v0.13.0's tests/python/relay/test_pass_annotate_target.py
// with TVM's expected markers: on every use, a compiler_end of the
// producer's target and a compiler_begin of the consumer's. The test-only
// targets are in test/lib/TestByocTargets.cpp ("test": relu and
// concatenate; "test_b": add; "test_dtype": relu on f32).

// test_multiple_ends: relu for "test", abs and add "default"; the relu's
// result gets one end per use.
// CHECK-LABEL: func.func @multiple_ends
// CHECK-SAME: (%[[X:.*]]: tensor<10x10xf32>)
// CHECK-NEXT: %[[B0:.*]] = relay.annotation.compiler_begin %[[X]] {compiler = "test"}
// CHECK-NEXT: %[[R:.*]] = relay.nn.relu %[[B0]]
// CHECK-NEXT: %[[E1:.*]] = relay.annotation.compiler_end %[[R]] {compiler = "test"}
// CHECK-NEXT: %[[B1:.*]] = relay.annotation.compiler_begin %[[E1]] {compiler = "default"}
// CHECK-NEXT: %[[A1:.*]] = relay.abs %[[B1]]
// CHECK-NEXT: %[[E2:.*]] = relay.annotation.compiler_end %[[R]] {compiler = "test"}
// CHECK-NEXT: %[[B2:.*]] = relay.annotation.compiler_begin %[[E2]] {compiler = "default"}
// CHECK-NEXT: %[[A2:.*]] = relay.abs %[[B2]]
// CHECK-NEXT: %[[E3:.*]] = relay.annotation.compiler_end %[[A1]] {compiler = "default"}
// CHECK-NEXT: %[[B3:.*]] = relay.annotation.compiler_begin %[[E3]] {compiler = "default"}
// CHECK-NEXT: %[[E4:.*]] = relay.annotation.compiler_end %[[A2]] {compiler = "default"}
// CHECK-NEXT: %[[B4:.*]] = relay.annotation.compiler_begin %[[E4]] {compiler = "default"}
// CHECK-NEXT: %[[S:.*]] = relay.add %[[B3]], %[[B4]]
// CHECK-NEXT: %[[E5:.*]] = relay.annotation.compiler_end %[[S]] {compiler = "default"}
// CHECK-NEXT: return %[[E5]]
func.func @multiple_ends(%x: tensor<10x10xf32>) -> tensor<10x10xf32> {
  %0 = relay.nn.relu %x : tensor<10x10xf32>
  %1 = relay.abs %0 : tensor<10x10xf32>
  %2 = relay.abs %0 : tensor<10x10xf32>
  %3 = relay.add %1, %2 : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  return %3 : tensor<10x10xf32>
}

// -----

// test_extern_dnnl: two (depthwise) conv2d and an add, all dnnl.
// DNNL-LABEL: func.func @extern_dnnl
// DNNL-SAME: (%[[D:.*]]: tensor<1x32x14x14xf32>, %[[W:.*]]: tensor<32x1x3x3xf32>)
// DNNL-NEXT: %[[B0:.*]] = relay.annotation.compiler_begin %[[D]] {compiler = "dnnl"}
// DNNL-NEXT: %[[B1:.*]] = relay.annotation.compiler_begin %[[W]] {compiler = "dnnl"}
// DNNL-NEXT: %[[C1:.*]] = relay.nn.conv2d %[[B0]], %[[B1]]
// DNNL-NEXT: %[[E0:.*]] = relay.annotation.compiler_end %[[C1]] {compiler = "dnnl"}
// DNNL-NEXT: %[[B3:.*]] = relay.annotation.compiler_begin %[[E0]] {compiler = "dnnl"}
// DNNL-NEXT: %[[B4:.*]] = relay.annotation.compiler_begin %[[W]] {compiler = "dnnl"}
// DNNL-NEXT: %[[C2:.*]] = relay.nn.conv2d %[[B3]], %[[B4]]
// DNNL-NEXT: %[[E1:.*]] = relay.annotation.compiler_end %[[C1]] {compiler = "dnnl"}
// DNNL-NEXT: %[[B2:.*]] = relay.annotation.compiler_begin %[[E1]] {compiler = "dnnl"}
// DNNL-NEXT: %[[E2:.*]] = relay.annotation.compiler_end %[[C2]] {compiler = "dnnl"}
// DNNL-NEXT: %[[B5:.*]] = relay.annotation.compiler_begin %[[E2]] {compiler = "dnnl"}
// DNNL-NEXT: %[[S:.*]] = relay.add %[[B2]], %[[B5]]
// DNNL-NEXT: %[[E3:.*]] = relay.annotation.compiler_end %[[S]] {compiler = "dnnl"}
// DNNL-NEXT: return %[[E3]]
func.func @extern_dnnl(%data: tensor<1x32x14x14xf32>, %weight: tensor<32x1x3x3xf32>) -> tensor<1x32x14x14xf32> {
  %0 = relay.nn.conv2d %data, %weight {groups = 32 : i64, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x32x14x14xf32>, tensor<32x1x3x3xf32>) -> tensor<1x32x14x14xf32>
  %1 = relay.nn.conv2d %0, %weight {groups = 32 : i64, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x32x14x14xf32>, tensor<32x1x3x3xf32>) -> tensor<1x32x14x14xf32>
  %2 = relay.add %0, %1 : (tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
  return %2 : tensor<1x32x14x14xf32>
}

// -----

// test_tuple: the tuple of two "test" relus is "test" too (it follows its
// first field); here the tuple is returned, so it gets an end. (TVM's
// concatenate reads the tuple; the dialect's concatenate takes its inputs
// as operands, so the next case covers it.)
// CHECK-LABEL: func.func @tuple
// CHECK-SAME: (%[[X:.*]]: tensor<10x5xf32>, %[[Y:.*]]: tensor<10x5xf32>)
// CHECK-NEXT: %[[B0:.*]] = relay.annotation.compiler_begin %[[X]] {compiler = "test"}
// CHECK-NEXT: %[[R0:.*]] = relay.nn.relu %[[B0]]
// CHECK-NEXT: %[[B1:.*]] = relay.annotation.compiler_begin %[[Y]] {compiler = "test"}
// CHECK-NEXT: %[[R1:.*]] = relay.nn.relu %[[B1]]
// CHECK-NEXT: %[[E0:.*]] = relay.annotation.compiler_end %[[R0]] {compiler = "test"}
// CHECK-NEXT: %[[B2:.*]] = relay.annotation.compiler_begin %[[E0]] {compiler = "test"}
// CHECK-NEXT: %[[E1:.*]] = relay.annotation.compiler_end %[[R1]] {compiler = "test"}
// CHECK-NEXT: %[[B3:.*]] = relay.annotation.compiler_begin %[[E1]] {compiler = "test"}
// CHECK-NEXT: %[[T:.*]] = relay.tuple %[[B2]], %[[B3]]
// CHECK-NEXT: %[[E2:.*]] = relay.annotation.compiler_end %[[T]] {compiler = "test"}
// CHECK-NEXT: return %[[E2]]
func.func @tuple(%x: tensor<10x5xf32>, %y: tensor<10x5xf32>) -> tuple<tensor<10x5xf32>, tensor<10x5xf32>> {
  %0 = relay.nn.relu %x : tensor<10x5xf32>
  %1 = relay.nn.relu %y : tensor<10x5xf32>
  %2 = relay.tuple %0, %1 : tuple<tensor<10x5xf32>, tensor<10x5xf32>>
  return %2 : tuple<tensor<10x5xf32>, tensor<10x5xf32>>
}

// -----

// test_tuple with the dialect's concatenate: supported by "test".
// CHECK-LABEL: func.func @concatenate
// CHECK: %[[E0:.*]] = relay.annotation.compiler_end %{{.*}} {compiler = "test"}
// CHECK-NEXT: %[[B0:.*]] = relay.annotation.compiler_begin %[[E0]] {compiler = "test"}
// CHECK-NEXT: %[[E1:.*]] = relay.annotation.compiler_end %{{.*}} {compiler = "test"}
// CHECK-NEXT: %[[B1:.*]] = relay.annotation.compiler_begin %[[E1]] {compiler = "test"}
// CHECK-NEXT: %[[C:.*]] = relay.concatenate %[[B0]], %[[B1]]
// CHECK-NEXT: %[[E2:.*]] = relay.annotation.compiler_end %[[C]] {compiler = "test"}
// CHECK-NEXT: return %[[E2]]
func.func @concatenate(%x: tensor<10x5xf32>, %y: tensor<10x5xf32>) -> tensor<10x10xf32> {
  %0 = relay.nn.relu %x : tensor<10x5xf32>
  %1 = relay.nn.relu %y : tensor<10x5xf32>
  %2 = relay.concatenate %0, %1 {axis = 1 : i64} : (tensor<10x5xf32>, tensor<10x5xf32>) -> tensor<10x10xf32>
  return %2 : tensor<10x10xf32>
}

// -----

// test_composite_function: a call of a composite function named
// "test.add_relu" goes to "test".
// CHECK-LABEL: func.func private @add_relu
// CHECK-NEXT: relay.add
// CHECK-NEXT: relay.nn.relu
// CHECK-NEXT: return
// CHECK-LABEL: func.func @composite_function
// CHECK-SAME: (%[[A:.*]]: tensor<10x10xf32>, %[[B:.*]]: tensor<10x10xf32>)
// CHECK-NEXT: %[[B0:.*]] = relay.annotation.compiler_begin %[[A]] {compiler = "test"}
// CHECK-NEXT: %[[B1:.*]] = relay.annotation.compiler_begin %[[B]] {compiler = "test"}
// CHECK-NEXT: %[[C:.*]] = call @add_relu(%[[B0]], %[[B1]])
// CHECK-NEXT: %[[E:.*]] = relay.annotation.compiler_end %[[C]] {compiler = "test"}
// CHECK-NEXT: return %[[E]]
// DNNL-LABEL: func.func @composite_function
// DNNL: call @add_relu
// DNNL-NEXT: relay.annotation.compiler_end %{{.*}} {compiler = "default"}
func.func private @add_relu(%a: tensor<10x10xf32>, %b: tensor<10x10xf32>) -> tensor<10x10xf32> attributes {relay.composite = "test.add_relu"} {
  %0 = relay.add %a, %b : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  %1 = relay.nn.relu %0 : tensor<10x10xf32>
  return %1 : tensor<10x10xf32>
}
func.func @composite_function(%a: tensor<10x10xf32>, %b: tensor<10x10xf32>) -> tensor<10x10xf32> {
  %0 = call @add_relu(%a, %b) : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
  return %0 : tensor<10x10xf32>
}

// -----

// test_different_targets: relu for "test", add for "test_b"; annotating
// for both at once picks each operator's first supporting target.
// TWO-LABEL: func.func @different_targets
// TWO-SAME: (%[[X:.*]]: tensor<10x5xf32>)
// TWO-NEXT: %[[B0:.*]] = relay.annotation.compiler_begin %[[X]] {compiler = "test"}
// TWO-NEXT: %[[R:.*]] = relay.nn.relu %[[B0]]
// TWO-NEXT: %[[E0:.*]] = relay.annotation.compiler_end %[[R]] {compiler = "test"}
// TWO-NEXT: %[[B1:.*]] = relay.annotation.compiler_begin %[[E0]] {compiler = "test_b"}
// TWO-NEXT: %[[E1:.*]] = relay.annotation.compiler_end %[[R]] {compiler = "test"}
// TWO-NEXT: %[[B2:.*]] = relay.annotation.compiler_begin %[[E1]] {compiler = "test_b"}
// TWO-NEXT: %[[S:.*]] = relay.add %[[B1]], %[[B2]]
// TWO-NEXT: %[[E2:.*]] = relay.annotation.compiler_end %[[S]] {compiler = "test_b"}
// TWO-NEXT: return %[[E2]]
func.func @different_targets(%x: tensor<10x5xf32>) -> tensor<10x5xf32> {
  %0 = relay.nn.relu %x : tensor<10x5xf32>
  %1 = relay.add %0, %0 : (tensor<10x5xf32>, tensor<10x5xf32>) -> tensor<10x5xf32>
  return %1 : tensor<10x5xf32>
}

// -----

// test_type_propagation: the predicate reads the operand's element type;
// the f32 relu goes to the target, the i32 one does not.
// DTYPE-LABEL: func.func @type_propagation
// DTYPE: relay.annotation.compiler_begin %{{.*}} {compiler = "test_dtype"} : tensor<10x10xf32>
// DTYPE: relay.annotation.compiler_begin %{{.*}} {compiler = "default"} : tensor<10x10xi32>
func.func @type_propagation(%x: tensor<10x10xf32>, %y: tensor<10x10xi32>) -> (tensor<10x10xf32>, tensor<10x10xi32>) {
  %0 = relay.nn.relu %x : tensor<10x10xf32>
  %1 = relay.nn.relu %y : tensor<10x10xi32>
  return %0, %1 : tensor<10x10xf32>, tensor<10x10xi32>
}

// -----

// dnnl's predicates: fp32 and channels-first only. An NHWC conv2d and an
// f16 add stay "default"; constants and operations without operands are
// inputs and get no markers of their own.
// DNNL-LABEL: func.func @dnnl_predicates
// DNNL: %[[C:.*]] = relay.constant
// DNNL: relay.annotation.compiler_begin %[[C]] {compiler = "dnnl"}
// DNNL: relay.nn.relu
// DNNL: relay.annotation.compiler_begin %{{.*}} {compiler = "default"}
// DNNL: relay.nn.conv2d
// DNNL: relay.annotation.compiler_begin %{{.*}} {compiler = "default"}
// DNNL: relay.add
func.func @dnnl_predicates(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>, %h: tensor<4xf16>) -> (tensor<1x6x6x4xf32>, tensor<4xf16>, tensor<4xf32>) {
  %c = relay.constant dense<1.0> : tensor<4xf32>
  %r = relay.nn.relu %c : tensor<4xf32>
  %0 = relay.nn.conv2d %x, %w {data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>, kernel_size = array<i64: 3, 3>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  %1 = relay.add %h, %h : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0, %1, %r : tensor<1x6x6x4xf32>, tensor<4xf16>, tensor<4xf32>
}

// -----

// A user's compiler_begin on an operation's first operand makes that
// target its first choice (TVM reads it when it re-annotates); here it asks
// for "test" on an abs, which "test" does not support.
// CHECK-LABEL: func.func @user_begin
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[B:.*]] = relay.annotation.compiler_begin %[[X]] {compiler = "test"}
// CHECK-NEXT: %[[A:.*]] = relay.abs %[[B]]
// CHECK-NEXT: %[[E:.*]] = relay.annotation.compiler_end %[[A]] {compiler = "test"}
// CHECK-NEXT: return %[[E]]
func.func @user_begin(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.annotation.compiler_begin %x {compiler = "test"} : tensor<4xf32>
  %1 = relay.abs %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// A relay.if is "default"; the value its branches use from the block gets
// markers on the way in, like an operand.
// CHECK-LABEL: func.func @if_capture
// CHECK-SAME: (%[[C:.*]]: tensor<i1>, %[[X:.*]]: tensor<4xf32>)
// CHECK: %[[R:.*]] = relay.nn.relu
// CHECK: %[[E:.*]] = relay.annotation.compiler_end %[[R]] {compiler = "test"}
// CHECK-NEXT: %[[B:.*]] = relay.annotation.compiler_begin %[[E]] {compiler = "default"}
// CHECK-NEXT: %[[BX:.*]] = relay.annotation.compiler_begin %[[X]] {compiler = "default"}
// CHECK-NEXT: relay.if
// CHECK-NEXT: relay.abs %[[B]]
// CHECK: } else {
// CHECK-NEXT: relay.yield %[[BX]]
func.func @if_capture(%c: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.nn.relu %x : tensor<4xf32>
  %1 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    %2 = relay.abs %0 : tensor<4xf32>
    relay.yield %2 : tensor<4xf32>
  } else {
    relay.yield %x : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}
