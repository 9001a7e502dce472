// The README's end-to-end example: the MLP runs and matches NumPy.
// RUN: rm -rf %t && %python %S/../../examples/mlp_inputs.py %t
// RUN: relay-run %S/../../examples/mlp.mlir --input %t/x.npy --input %t/w1.npy \
// RUN:   --input %t/b1.npy --input %t/w2.npy --input %t/b2.npy --print \
// RUN:   --compare %t/expected.npy | FileCheck %s

// CHECK: result 0: f4 array of shape (4, 10):
// CHECK: result 0: max abs error {{.*}}, all 40 elements within tolerance
