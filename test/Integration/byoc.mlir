// Programs partitioned for dnnl run end to end: relay-to-llvm lowers the
// `relay.compiler = "dnnl"` functions (and the composite functions they
// call) to calls of the oneDNN runtime (-convert-relay-to-dnnl, the dnnl
// target's code generator) and compiles the rest as usual. First this
// file's @main through --relay-partition, then a program partitioned by TVM,
// in TVM's Relay text, imported, run and exported back. oneDNN sums in its
// own order: rtol 1e-4. (Functions of a compiler without a code generator
// compile as ordinary relay functions: test/Conversion/RelayToDnnl/ops.mlir.)
// RUN: rm -rf %t && %python %S/Inputs/reference.py byoc %t
// RUN: relay-opt %s --relay-partition="targets=dnnl" -o %t/partitioned.mlir
// RUN: FileCheck %s --check-prefix=PART --input-file %t/partitioned.mlir
// RUN: relay-run %t/partitioned.mlir \
// RUN:   --input %t/model.in0.npy --input %t/model.in1.npy \
// RUN:   --input %t/model.in2.npy --input %t/model.in3.npy \
// RUN:   --compare %t/model.out0.npy --rtol 1e-4 --atol 1e-5 \
// RUN:   | FileCheck %s --check-prefix=EXEC
// RUN: relay-opt %t/partitioned.mlir --relay-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: relay-translate --import-relay %S/Inputs/byoc_dnnl.rly -o %t/tvm.mlir
// RUN: FileCheck %s --check-prefix=IMPORT --input-file %t/tvm.mlir
// RUN: relay-run %t/tvm.mlir \
// RUN:   --input %t/tvm_partitioned.in0.npy --input %t/tvm_partitioned.in1.npy \
// RUN:   --input %t/tvm_partitioned.in2.npy \
// RUN:   --compare %t/tvm_partitioned.out0.npy --rtol 1e-4 --atol 1e-5 \
// RUN:   | FileCheck %s --check-prefix=EXEC-TVM
// RUN: relay-translate --export-relay %t/tvm.mlir -o %t/exported.rly
// RUN: FileCheck %s --check-prefix=EXPORT --input-file %t/exported.rly
// RUN: relay-translate --import-relay %t/exported.rly | relay-run - \
// RUN:   --input %t/tvm_partitioned.in0.npy --input %t/tvm_partitioned.in1.npy \
// RUN:   --input %t/tvm_partitioned.in2.npy \
// RUN:   --compare %t/tvm_partitioned.out0.npy --rtol 1e-4 --atol 1e-5 \
// RUN:   | FileCheck %s --check-prefix=EXEC-TVM

// The negative (not a dnnl operator) splits the program into two dnnl
// functions, each calling its composite.
// PART-LABEL: func.func private @composite_dnnl_conv2d_bias_relu(
// PART-SAME: relay.composite = "dnnl.conv2d_bias_relu"
// PART-LABEL: func.func private @composite_dnnl_conv2d_sigmoid(
// PART-SAME: relay.composite = "dnnl.conv2d_sigmoid"
// PART-LABEL: func.func private @dnnl_0(
// PART-SAME: relay.compiler = "dnnl", relay.global_symbol = "dnnl_0"
// PART-NEXT: call @composite_dnnl_conv2d_bias_relu
// PART-NEXT: return
// PART-LABEL: func.func private @dnnl_1(
// PART-SAME: relay.compiler = "dnnl", relay.global_symbol = "dnnl_1"
// PART-NEXT: call @composite_dnnl_conv2d_sigmoid
// PART-NEXT: relay.nn.max_pool2d
// PART-NEXT: return
// PART-LABEL: func.func @main(
// PART-NEXT: %[[A:.*]] = call @dnnl_0(
// PART-NEXT: %[[N:.*]] = relay.negative %[[A]]
// PART-NEXT: %[[B:.*]] = call @dnnl_1(%[[N]],
// PART-NEXT: return %[[B]]

// EXEC: result 0: {{.*}} all 16 elements within tolerance
// EXEC-TVM: result 0: {{.*}} all 36 elements within tolerance

// The composites become one oneDNN primitive each (conv2d with its bias and
// post-op), the max_pool2d a pooling primitive; the negative between the
// two regions is compiled by the project's own lowering.
// LLVM-NOT: = relay.
// LLVM-NOT: llvm.func @composite_
// LLVM-DAG: llvm.func @dnnl_0(
// LLVM-DAG: llvm.func @dnnl_1(
// LLVM-DAG: llvm.call @_mlir_ciface_relay_dnnl_conv2d(
// LLVM-DAG: llvm.call @_mlir_ciface_relay_dnnl_pool2d(
// LLVM-DAG: llvm.func @fused_negative(
// LLVM-DAG: llvm.func @main(
// LLVM-NOT: = relay.

// IMPORT-LABEL: func.func private @composite_dnnl_conv2d_bias_relu(
// IMPORT-SAME: relay.composite = "dnnl.conv2d_bias_relu"
// IMPORT-LABEL: func.func @tvmgen_default_dnnl_main_0(
// IMPORT-SAME: relay.compiler = "dnnl"
// IMPORT-NEXT: call @composite_dnnl_conv2d_bias_relu

// EXPORT: def @tvmgen_default_dnnl_main_0({{.*}}Compiler="dnnl", global_symbol="tvmgen_default_dnnl_main_0"
// EXPORT: fn ({{.*}}Composite="dnnl.conv2d_bias_relu"
func.func @main(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<1x4x1x1xf32>, %w2: tensor<4x4x3x3xf32>) -> tensor<1x4x2x2xf32> {
  %0 = relay.nn.conv2d %x, %w {channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %1 = relay.add %0, %b : (tensor<1x4x6x6xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x6x6xf32>
  %2 = relay.nn.relu %1 : tensor<1x4x6x6xf32>
  %3 = relay.negative %2 : tensor<1x4x6x6xf32>
  %4 = relay.nn.conv2d %3, %w2 {channels = 4 : i64, kernel_size = array<i64: 3, 3>} : (tensor<1x4x6x6xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x4x4xf32>
  %5 = relay.sigmoid %4 : tensor<1x4x4x4xf32>
  %6 = relay.nn.max_pool2d %5 {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x4x4x4xf32>) -> tensor<1x4x2x2xf32>
  return %6 : tensor<1x4x2x2xf32>
}
