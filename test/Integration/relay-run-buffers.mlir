// relay-run --benchmark with buffers of 1 MiB and more reused across runs
// (--reuse-buffers, the default) and without: the results of the last run
// are those of one run, and the intermediate of 2 MiB that the unfused
// lowering allocates and frees each run comes back for the next.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; r = np.random.RandomState(5); \
// RUN:   x = r.standard_normal((512, 1024)).astype(np.float32); np.save('%t/x.npy', x); \
// RUN:   np.save('%t/y.npy', np.maximum(np.exp(x) - 1, 0) * 2)"
// RUN: relay-run %s --input %t/x.npy --compare %t/y.npy --benchmark 3 | FileCheck %s
// RUN: relay-run %s --opt-level 0 --input %t/x.npy --compare %t/y.npy --benchmark 3 | FileCheck %s
// RUN: relay-run %s --reuse-buffers=false --input %t/x.npy --compare %t/y.npy --benchmark 3 \
// RUN:   | FileCheck %s

// CHECK: benchmark: 3 runs
// CHECK: result 0: max abs error {{.*}}, all 524288 elements within tolerance
func.func @main(%x: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
  %one = relay.constant dense<1.0> : tensor<f32>
  %two = relay.constant dense<2.0> : tensor<f32>
  %0 = relay.exp %x : tensor<512x1024xf32>
  %1 = relay.subtract %0, %one : (tensor<512x1024xf32>, tensor<f32>) -> tensor<512x1024xf32>
  %2 = relay.nn.relu %1 : tensor<512x1024xf32>
  %3 = relay.multiply %2, %two : (tensor<512x1024xf32>, tensor<f32>) -> tensor<512x1024xf32>
  return %3 : tensor<512x1024xf32>
}
