// The named pipelines: relay-to-linalg stops on tensors; relay-to-llvm
// reaches the llvm dialect, which translates to LLVM IR.
// RUN: relay-opt %s --relay-to-linalg | FileCheck %s --check-prefix=LINALG
// RUN: relay-opt %s --relay-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: relay-opt %s --relay-to-llvm="opt-level=0" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: relay-opt %s --relay-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// LINALG-LABEL: func.func private @main_lifted_0
// LINALG: linalg.generic
// LINALG-LABEL: func.func @main
// LINALG-NOT: relay.
// LINALG: scf.if
// LINALG: call @main_lifted_0
// LINALG: linalg.generic

// No relay op is left; the relay.primitive attribute of fused functions may.
// LLVM-NOT: {{(^ *|= )relay\.}}
// LLVM-NOT: linalg.
// LLVM-NOT: memref.
// LLVM: llvm.func @main

// IR: define {{.*}} @main(
// IR: call {{.*}} @main_lifted_0(
func.func @main(%c: tensor<i1>, %x: tensor<?x8xf32>, %b: tensor<8xf32>) -> tensor<?x8xf32> {
  %f = relay.fn (%y: tensor<?x8xf32>) -> tensor<?x8xf32> {
    %0 = relay.add %y, %b : (tensor<?x8xf32>, tensor<8xf32>) -> tensor<?x8xf32>
    relay.yield %0 : tensor<?x8xf32>
  }
  %r = relay.if %c : tensor<i1> -> tensor<?x8xf32> {
    %1 = relay.call %f(%x) : (tensor<?x8xf32>) -> tensor<?x8xf32>
    relay.yield %1 : tensor<?x8xf32>
  } else {
    %2 = relay.nn.relu %x : tensor<?x8xf32>
    relay.yield %2 : tensor<?x8xf32>
  }
  return %r : tensor<?x8xf32>
}
