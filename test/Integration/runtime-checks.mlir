// Extents that Relay requires to agree but that `?` leaves to run time are
// checked when the program runs (docs/lowering.md): a mismatch stops it with
// a message naming the op's location, where it used to read out of bounds
// and exit 0 with garbage. Inputs that agree run and match NumPy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; [np.save('%t/v%%d.npy' %% n, np.arange(n, dtype=np.float32)) for n in (3, 5, 8)]; np.save('%t/m2x3.npy', np.ones((2, 3), np.float32)); np.save('%t/m4x5.npy', np.ones((4, 5), np.float32)); np.save('%t/m4x3.npy', np.ones((4, 3), np.float32)); np.save('%t/add.npy', 2 * np.arange(3, dtype=np.float32))"
//
// RUN: relay-run %s --entry add --input %t/v3.npy --input %t/v3.npy --compare %t/add.npy | FileCheck %s --check-prefix=OK
// OK: result 0: {{.*}}all 3 elements within tolerance
// RUN: not relay-run %s --entry add --input %t/v3.npy --input %t/v5.npy 2>&1 | FileCheck %s --check-prefix=ADD
// ADD: relay-run: running @add failed: a run-time check failed: {{.*}}runtime-checks.mlir:[[@LINE+7]]:8: operand 1's extent of dimension 0 differs from the other operands' at run time
// RUN: not relay-run %s --entry dense --input %t/m2x3.npy --input %t/m4x5.npy 2>&1 | FileCheck %s --check-prefix=DENSE
// DENSE: relay-run: running @dense failed: a run-time check failed: {{.*}}runtime-checks.mlir:[[@LINE+10]]:8: the operands' reduction extents differ at run time
// RUN: not relay-run %s --entry reshape --input %t/v5.npy 2>&1 | FileCheck %s --check-prefix=RESHAPE
// RESHAPE: relay-run: running @reshape failed: a run-time check failed: {{.*}}runtime-checks.mlir:[[@LINE+13]]:8: the input's element count does not fit the new shape at run time

func.func @add(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = relay.add %a, %b : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @dense(%x: tensor<2x?xf32>, %w: tensor<4x?xf32>) -> tensor<2x4xf32> {
  %0 = relay.nn.dense %x, %w : (tensor<2x?xf32>, tensor<4x?xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

func.func @reshape(%a: tensor<?xf32>) -> tensor<?x4xf32> {
  %0 = relay.reshape %a {newshape = array<i64: -1, 4>} : (tensor<?xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
