// relay-run executes a module lowered ahead of time by relay-opt
// --relay-to-llvm, with the same argument checks as at the relay level, and
// refuses an llvm.func without the recorded signature.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; x = np.linspace(-2, 2, 6, dtype=np.float32).reshape(2, 3); np.save('%t/x.npy', x); np.save('%t/expected.npy', np.maximum(x, 0) + x)"
// RUN: relay-opt %s --relay-to-llvm > %t/lowered.mlir
// RUN: relay-run %t/lowered.mlir --input %t/x.npy --compare %t/expected.npy | FileCheck %s
// RUN: not relay-run %t/lowered.mlir --input %t/expected.npy --input %t/x.npy 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: relay-opt %s --relay-to-llvm | sed 's/, relay.signature = [^}]*//' > %t/unsigned.mlir
// RUN: not relay-run %t/unsigned.mlir --input %t/x.npy 2>&1 | FileCheck %s --check-prefix=UNSIGNED
// A recorded signature that does not match the function is refused:
// RUN: relay-opt %s --relay-to-llvm | sed 's/relay.signature = (tensor<2x3xf32>) -> tensor<2x3xf32>/relay.signature = (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>/' > %t/lying.mlir
// RUN: not relay-run %t/lying.mlir --input %t/x.npy 2>&1 | FileCheck %s --check-prefix=LYING

// CHECK: result 0: max abs error {{.*}}, all 6 elements within tolerance
// COUNT: relay-run: @main takes 1 argument(s) but 2 --input file(s) were given
// UNSIGNED: relay-run: llvm.func @main in {{.*}}unsigned.mlir has no relay.signature attribute
// LYING: relay-run: the relay.signature of llvm.func @main ((tensor<2x3x4xf32>) -> tensor<2x3x4xf32>) does not match the function's parameters and results

func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = relay.nn.relu %x : tensor<2x3xf32>
  %1 = relay.add %0, %x : tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
