// Models imported from Relay text run through relay-run and match NumPy
// (Inputs/imported_models.py): TVM's MLP workload, a ResNet residual unit,
// a CNN whose weights are in the metadata section and a metadata dump
// printed by TVM itself.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/imported_models.py %S/Inputs %t
//
// RUN: relay-translate --import-relay %S/Inputs/mlp.rly -o %t/mlp.mlir
// RUN: relay-run %t/mlp.mlir --input %t/mlp.in0.npy --input %t/mlp.in1.npy \
// RUN:   --input %t/mlp.in2.npy --input %t/mlp.in3.npy --input %t/mlp.in4.npy \
// RUN:   --input %t/mlp.in5.npy --input %t/mlp.in6.npy \
// RUN:   --compare %t/mlp.out0.npy --rtol 1e-5 --atol 1e-6 \
// RUN:   | FileCheck %s --check-prefix=MLP
// MLP: result 0: {{.*}}all 10 elements within tolerance
//
// relay-run also takes the Relay text directly, importing it first:
// RUN: relay-run %S/Inputs/mlp.rly --input %t/mlp.in0.npy --input %t/mlp.in1.npy \
// RUN:   --input %t/mlp.in2.npy --input %t/mlp.in3.npy --input %t/mlp.in4.npy \
// RUN:   --input %t/mlp.in5.npy --input %t/mlp.in6.npy \
// RUN:   --compare %t/mlp.out0.npy --rtol 1e-5 --atol 1e-6 \
// RUN:   | FileCheck %s --check-prefix=MLP
// RUN: not relay-run %S/Inputs/invalid_location.rly 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RLY-ERROR
// RLY-ERROR: invalid_location.rly:4:8: error:
//
// RUN: relay-translate --import-relay %S/Inputs/resnet_block.rly -o %t/resnet.mlir
// RUN: relay-run %t/resnet.mlir --input %t/resnet_block.in0.npy \
// RUN:   --input %t/resnet_block.in1.npy --input %t/resnet_block.in2.npy \
// RUN:   --input %t/resnet_block.in3.npy --input %t/resnet_block.in4.npy \
// RUN:   --input %t/resnet_block.in5.npy --input %t/resnet_block.in6.npy \
// RUN:   --input %t/resnet_block.in7.npy --input %t/resnet_block.in8.npy \
// RUN:   --input %t/resnet_block.in9.npy --input %t/resnet_block.in10.npy \
// RUN:   --compare %t/resnet_block.out0.npy --rtol 1e-4 --atol 1e-5 \
// RUN:   | FileCheck %s --check-prefix=RESNET
// RESNET: result 0: {{.*}}all 1024 elements within tolerance
//
// RUN: relay-translate --import-relay %S/Inputs/small_cnn_metadata.rly -o %t/cnn.mlir
// RUN: relay-run %t/cnn.mlir --input %t/small_cnn_metadata.in0.npy \
// RUN:   --compare %t/small_cnn_metadata.out0.npy --rtol 1e-5 --atol 1e-6 \
// RUN:   | FileCheck %s --check-prefix=CNN
// CNN: result 0: {{.*}}all 3 elements within tolerance
//
// RUN: relay-translate --import-relay %S/Inputs/tvm_dump_metadata.rly -o %t/dump.mlir
// RUN: relay-run %t/dump.mlir --input %t/tvm_dump_metadata.in0.npy \
// RUN:   --input %t/tvm_dump_metadata.in1.npy --input %t/tvm_dump_metadata.in2.npy \
// RUN:   --compare %t/tvm_dump_metadata.out0.npy --rtol 1e-5 --atol 1e-5 \
// RUN:   | FileCheck %s --check-prefix=DUMP
// DUMP: result 0: {{.*}}all 12 elements within tolerance
//
// The exported text of an imported model runs the same.
// RUN: relay-translate --export-relay %t/cnn.mlir -o %t/cnn.rly
// RUN: relay-translate --import-relay %t/cnn.rly -o %t/cnn2.mlir
// RUN: relay-run %t/cnn2.mlir --input %t/small_cnn_metadata.in0.npy \
// RUN:   --compare %t/small_cnn_metadata.out0.npy --rtol 1e-5 --atol 1e-6 \
// RUN:   | FileCheck %s --check-prefix=CNN
