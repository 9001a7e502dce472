// --bind-params binds @main's parameters by name (TVM's
// bind_params_by_name): the bound parameters become constants and leave the
// signature; the others keep their names for relay-run's `--input name=`.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/bind_params.py %t
// RUN: relay-translate --import-relay %S/Inputs/mlp.rly --bind-params %t/fc3.npz | FileCheck %s
// RUN: relay-translate --import-relay %S/Inputs/mlp.rly --bind-params %t/weights.npz -o %t/bound.mlir
// RUN: FileCheck %s --check-prefix=ALL < %t/bound.mlir
// RUN: relay-run %t/bound.mlir --input data=%t/data.npy --compare %t/expected.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=JIT
// relay-run binds too, and named inputs may come in any order:
// RUN: relay-run %S/Inputs/mlp.rly --bind-params %t/fc3.npz --input fc2_bias=%t/fc2_bias.npy --input data=%t/data.npy --input fc1_weight=%t/fc1_weight.npy --input fc1_bias=%t/fc1_bias.npy --input fc2_weight=%t/fc2_weight.npy --compare %t/expected.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=JIT
// The exporter prints the remaining parameters under their names.
// RUN: relay-translate --export-relay %t/bound.mlir | FileCheck %s --check-prefix=EXPORT
// Nothing is bound silently:
// RUN: not relay-translate --import-relay %S/Inputs/mlp.rly --bind-params %t/typo.npz 2>&1 | FileCheck %s --check-prefix=TYPO
// RUN: not relay-translate --import-relay %S/Inputs/mlp.rly --bind-params %t/shape.npz 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not relay-translate --import-relay %S/Inputs/mlp.rly --bind-params %t/dtype.npz 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not relay-translate --import-relay %S/Inputs/mlp.rly --bind-params %t/missing.npz 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not relay-run %t/bound.mlir --input datum=%t/data.npy 2>&1 | FileCheck %s --check-prefix=NONAME
// RUN: not relay-run %t/bound.mlir --input data=%t/data.npy --input data=%t/data.npy 2>&1 | FileCheck %s --check-prefix=TWICE

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %arg0: tensor<1x1x28x28xf32> {relay.name = "data"}, %arg1: tensor<128x784xf32> {relay.name = "fc1_weight"}, %arg2: tensor<128xf32> {relay.name = "fc1_bias"}, %arg3: tensor<64x128xf32> {relay.name = "fc2_weight"}, %arg4: tensor<64xf32> {relay.name = "fc2_bias"}) -> tensor<1x10xf32>
// CHECK-DAG: %[[B3:.*]] = relay.constant dense<{{.*}}> : tensor<10xf32>
// CHECK-DAG: %[[W3:.*]] = relay.constant dense<{{.*}}> : tensor<10x64xf32>
// CHECK: relay.nn.dense %{{.*}}, %[[W3]] {units = 10 : i64}
// CHECK: relay.nn.bias_add %{{.*}}, %[[B3]]

// ALL-LABEL: func.func @main(%arg0: tensor<1x1x28x28xf32> {relay.name = "data"}) -> tensor<1x10xf32>
// ALL-COUNT-6: relay.constant
// ALL-NOT: relay.constant

// JIT: all 10 elements within tolerance

// EXPORT: def @main(%data: Tensor[(1, 1, 28, 28), float32]) -> Tensor[(1, 10), float32] {
// EXPORT: nn.batch_flatten(%data)

// TYPO: mlp.rly:4:5: error: '{{.*}}typo.npz': entry 'fc1_wieght' names no parameter of @main (its parameters: %data, %fc1_weight, %fc1_bias, %fc2_weight, %fc2_bias, %fc3_weight, %fc3_bias)
// SHAPE: mlp.rly:4:{{[0-9]+}}: error: '{{.*}}shape.npz': entry 'fc1_bias' is tensor<127xf32>, but parameter %fc1_bias of @main is tensor<128xf32>
// DTYPE: error: '{{.*}}dtype.npz': entry 'fc1_bias' is tensor<128xf64>, but parameter %fc1_bias of @main is tensor<128xf32>
// MISSING: error: cannot open '{{.*}}missing.npz'
// NONAME: relay-run: --input datum={{.*}}: @main has no parameter named 'datum' (its parameters: data)
// TWICE: relay-run: --input data={{.*}}: parameter 'data' is given twice
