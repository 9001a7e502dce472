// take never reads out of bounds: `fast` clamps like `clip`, and taking
// from an axis of extent 0 gives zeros in every mode (TVM leaves both
// undefined; docs/lowering.md). Compared with NumPy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; d = np.arange(12, dtype=np.float32).reshape(4, 3); i = np.array([-7, 0, 2, 9], np.int32); np.save('%t/d.npy', d); np.save('%t/i.npy', i); np.save('%t/fast.npy', d[np.clip(i, 0, 3)]); np.save('%t/empty.npy', np.zeros((0, 3), np.float32)); np.save('%t/zeros.npy', np.zeros((4, 3), np.float32))"
// RUN: relay-run %s --entry fast --input %t/d.npy --input %t/i.npy \
// RUN:   --compare %t/fast.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=FAST
// RUN: relay-run %s --entry empty_axis --input %t/empty.npy --input %t/i.npy \
// RUN:   --compare %t/zeros.npy --compare %t/zeros.npy --compare %t/zeros.npy \
// RUN:   --rtol 0 --atol 0 | FileCheck %s --check-prefix=EMPTY

// FAST: result 0: {{.*}}all 12 elements within tolerance
// EMPTY: result 0: {{.*}}all 12 elements within tolerance
// EMPTY: result 1: {{.*}}all 12 elements within tolerance
// EMPTY: result 2: {{.*}}all 12 elements within tolerance

func.func @fast(%d: tensor<4x3xf32>, %i: tensor<4xi32>) -> tensor<4x3xf32> {
  %0 = relay.take %d, %i {axis = 0 : i64, mode = #relay.take_mode<fast>}
      : (tensor<4x3xf32>, tensor<4xi32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @empty_axis(%d: tensor<?x3xf32>, %i: tensor<4xi32>)
    -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) {
  %0 = relay.take %d, %i {axis = 0 : i64}
      : (tensor<?x3xf32>, tensor<4xi32>) -> tensor<4x3xf32>
  %1 = relay.take %d, %i {axis = 0 : i64, mode = #relay.take_mode<wrap>}
      : (tensor<?x3xf32>, tensor<4xi32>) -> tensor<4x3xf32>
  %2 = relay.take %d, %i {axis = 0 : i64, mode = #relay.take_mode<fast>}
      : (tensor<?x3xf32>, tensor<4xi32>) -> tensor<4x3xf32>
  return %0, %1, %2 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
}
