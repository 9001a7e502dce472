// Bad options of the quantizer's passes and of --relay-quantize: a clear
// error before anything runs.
// RUN: not relay-opt %s -relay-quantize-calibrate="nbit-input=1" 2>&1 | FileCheck %s --check-prefix=NBIT
// RUN: not relay-opt %s -relay-quantize-calibrate="nbit-weight=65" 2>&1 | FileCheck %s --check-prefix=NBIT-WEIGHT
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=kl_divergence" 2>&1 | FileCheck %s --check-prefix=KL
// RUN: not relay-opt %s --relay-quantize="calibrate-mode=percentile" 2>&1 | FileCheck %s --check-prefix=PERCENTILE
// RUN: not relay-opt %s -relay-quantize-calibrate="calibrate-mode=minmax" 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: not relay-opt %s -relay-quantize-calibrate="weight-scale=log2" 2>&1 | FileCheck %s --check-prefix=WSCALE
// RUN: not relay-opt %s -relay-quantize-calibrate="global-scale=0" 2>&1 | FileCheck %s --check-prefix=GSCALE
// RUN: not relay-opt %s -relay-quantize-realize="dtype-input=int7" 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not relay-opt %s --relay-quantize="dtype-activation=float32" 2>&1 | FileCheck %s --check-prefix=DTYPE-ACT
// RUN: not relay-opt %s -relay-quantize-annotate="dtype-input=i8" 2>&1 | FileCheck %s --check-prefix=DTYPE-ANNOTATE
// RUN: not relay-opt %s -relay-quantize-realize="rounding=DOWNWARD" 2>&1 | FileCheck %s --check-prefix=ROUNDING
// Bad input:
// RUN: relay-opt %s -verify-diagnostics -relay-quantize-annotate -relay-quantize-calibrate -relay-quantize-realize

// NBIT: error: invalid nbit-input 1: expected 2 to 64 bits
// NBIT-WEIGHT: error: invalid nbit-weight 65: expected 2 to 64 bits
// KL: error: calibrate-mode 'kl_divergence' runs the model on calibration data: give it with calibration-data=FILE.npz
// PERCENTILE: error: calibrate-mode 'percentile' runs the model on calibration data: give it with calibration-data=FILE.npz
// MODE: error: unknown calibrate-mode 'minmax': expected global_scale, kl_divergence or percentile
// WSCALE: error: unknown weight-scale 'log2': expected power2 or max
// GSCALE: error: invalid global-scale 0.000000e+00: expected a positive number
// DTYPE: error: invalid dtype-input 'int7': expected int8, int16, int32, int64 or uint8 ... uint64
// DTYPE-ACT: error: invalid dtype-activation 'float32'
// DTYPE-ANNOTATE: error: invalid dtype-input 'i8'
// ROUNDING: error: unknown rounding 'DOWNWARD': expected UPWARD or TONEAREST

// TVM's multiply_rewrite raises ValueError when only the right operand is
// quantized.
func.func @multiply_quantized_rhs(%x: tensor<1x4x8x8xf32>, %m: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %w0 = relay.constant dense<0.5> : tensor<4x4x1x1xf32>
  %w1 = relay.constant dense<0.5> : tensor<4x4x1x1xf32>
  %0 = relay.nn.conv2d %x, %w0 {kernel_size = array<i64: 1, 1>} : (tensor<1x4x8x8xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x8x8xf32>
  %1 = relay.nn.conv2d %0, %w1 {kernel_size = array<i64: 1, 1>} : (tensor<1x4x8x8xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x8x8xf32>
  // expected-error@+1 {{'relay.multiply' op is not supported by the quantizer: only its first operand may be quantized (TVM's multiply_rewrite raises ValueError)}}
  %2 = relay.multiply %m, %1 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %2 : tensor<1x4x8x8xf32>
}
