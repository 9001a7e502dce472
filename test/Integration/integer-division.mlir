// Integer division and remainder never trap: a zero divisor gives 0 and
// INT_MIN / -1 gives INT_MIN (remainder 0), where TVM leaves the result
// undefined and the hardware raises SIGFPE (docs/lowering.md). Other
// elements divide as usual, compared with NumPy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/integer_division.py %t
// RUN: relay-run %s --input %t/a.npy --input %t/b.npy --compare %t/div.npy \
// RUN:   --compare %t/floordiv.npy --compare %t/mod.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: relay-run %s --entry unsigned --input %t/ua.npy --input %t/ub.npy \
// RUN:   --compare %t/udiv.npy --compare %t/umod.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=UNSIGNED
// RUN: relay-run %s --opt-level=0 --input %t/a.npy --input %t/b.npy --compare %t/div.npy \
// RUN:   --compare %t/floordiv.npy --compare %t/mod.npy --rtol 0 --atol 0 | FileCheck %s

// CHECK: result 0: {{.*}}all 8 elements within tolerance
// CHECK: result 1: {{.*}}all 8 elements within tolerance
// CHECK: result 2: {{.*}}all 8 elements within tolerance
// UNSIGNED: result 0: {{.*}}all 4 elements within tolerance
// UNSIGNED: result 1: {{.*}}all 4 elements within tolerance

func.func @main(%a: tensor<8xi32>, %b: tensor<8xi32>)
    -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) {
  %0 = relay.divide %a, %b : tensor<8xi32>
  %1 = relay.floor_divide %a, %b : tensor<8xi32>
  %2 = relay.mod %a, %b : tensor<8xi32>
  return %0, %1, %2 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
}

func.func @unsigned(%a: tensor<4xui8>, %b: tensor<4xui8>)
    -> (tensor<4xui8>, tensor<4xui8>) {
  %0 = relay.divide %a, %b : tensor<4xui8>
  %1 = relay.mod %a, %b : tensor<4xui8>
  return %0, %1 : tensor<4xui8>, tensor<4xui8>
}
