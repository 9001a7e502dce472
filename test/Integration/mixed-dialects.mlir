// A relay module may mix relay ops with upstream element-wise ops on
// tensors (arith, math): relay-run lowers both and runs them, compared with
// NumPy. The module is written with `?` intermediate types, which the
// pipeline's type inference refines first.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; x = np.linspace(-2, 2, 6, dtype=np.float32).reshape(2, 3); np.save('%t/x.npy', x); np.save('%t/expected.npy', np.exp(np.maximum(x, 0) + x) * x)"
// RUN: relay-run %s --input %t/x.npy --compare %t/expected.npy | FileCheck %s
// RUN: relay-run %s --opt-level=0 --input %t/x.npy --compare %t/expected.npy | FileCheck %s

// CHECK: result 0: max abs error {{.*}}, all 6 elements within tolerance

func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = relay.nn.relu %x : tensor<2x3xf32> -> tensor<?x3xf32>
  %c = tensor.cast %x : tensor<2x3xf32> to tensor<?x3xf32>
  %1 = arith.addf %0, %c : tensor<?x3xf32>
  %2 = math.exp %1 : tensor<?x3xf32>
  %3 = tensor.cast %2 : tensor<?x3xf32> to tensor<2x3xf32>
  %4 = relay.multiply %3, %x : tensor<2x3xf32>
  return %4 : tensor<2x3xf32>
}
