// -relay-quantize-calibrate with calibration data it cannot use: a clear
// error at @main, naming the archive and what is wrong.
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/calibration_data.py %t
// RUN: relay-opt %s -relay-quantize-calibrate="calibrate-mode=percentile calibration-data=%t/good.npz" | FileCheck %s --check-prefix=GOOD
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%t/nowhere.npz" 2>&1 | FileCheck %s --check-prefix=NOWHERE
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%t/wrong_shape.npz" 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%t/wrong_dtype.npz" 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%t/no_batches.npz" 2>&1 | FileCheck %s --check-prefix=NO-BATCHES
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%t/scalar.npz" 2>&1 | FileCheck %s --check-prefix=SCALAR
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%t/empty.npz" 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%t/missing_key.npz" 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%t/extra_key.npz" 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%S/Inputs/calibrate.py" 2>&1 | FileCheck %s --check-prefix=NOT-NPZ
// RUN: sed 's/ {relay.name = "data"}//' %s > %t/unnamed.mlir
// RUN: not relay-opt %t/unnamed.mlir -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%t/good.npz" 2>&1 | FileCheck %s --check-prefix=UNNAMED

// The good archive calibrates: the INPUT's dom_scale is the largest
// magnitude of its 8 values (percentile 0.99999 of 8 values) over 2^7.
// GOOD-LABEL: func.func @main
// GOOD: relay.op.annotation.simulated_quantize %arg0, %{{.*}}, %{{.*}}, %{{.*}} {kind = 1 : i64}
// GOOD-NOT: dense<0.000000e+00>

// NOWHERE: quantize-calibrate-errors.mlir:{{[0-9]+}}:1: error: cannot open '{{.*}}nowhere.npz'
// SHAPE: error: calibration-data '{{.*}}wrong_shape.npz': argument 0 %data (array 'data', batch 0): expected tensor<1x4xf32> (numpy dtype f4), got f4 array of shape (1, 5)
// DTYPE: error: calibration-data '{{.*}}wrong_dtype.npz': argument 0 %data (array 'data', batch 0): expected tensor<1x4xf32> (numpy dtype f4), got f8 array of shape (1, 4)
// NO-BATCHES: error: calibration-data '{{.*}}no_batches.npz': no batches (the leading axis is empty)
// SCALAR: error: calibration-data '{{.*}}scalar.npz': array 'data' is a scalar; it needs a leading batch axis
// EMPTY: error: calibration-data '{{.*}}empty.npz': the archive holds no arrays
// MISSING: error: calibration-data '{{.*}}missing_key.npz': no array 'data' for parameter %data of @main
// EXTRA: error: calibration-data '{{.*}}extra_key.npz': array 'label' names no parameter of @main
// NOT-NPZ: error: '{{.*}}calibrate.py' is not a valid .npz archive
// UNNAMED: error: calibration-data '{{.*}}good.npz': parameter 0 of @main has no name (relay.name) to find its data by
func.func @main(%x: tensor<1x4xf32> {relay.name = "data"}) -> tensor<1x4xf32> {
  %zero = relay.constant dense<0.0> : tensor<f32>
  %0 = relay.op.annotation.simulated_quantize %x, %zero, %zero, %zero {kind = 1 : i64} : (tensor<1x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1x4xf32>
  %1 = relay.nn.relu %0 : tensor<1x4xf32>
  return %1 : tensor<1x4xf32>
}
