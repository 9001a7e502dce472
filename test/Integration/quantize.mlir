// TVM's relay.quantize end to end: a small conv/dense network
// (Inputs/quantize_model.rly) with its weights bound by name is quantized with
// --relay-quantize, run with relay-run and compared (Inputs/quantize.py) with
//  - the integer program of TVM's realize simulated in NumPy (up to 1e-4), and
//  - the float result, within a worst-case bound derived from the
//    quantization steps: inputs rounded to 8/2^7 (global-scale 8, 8 bits),
//    weights and biases to 2^ceil(log2 max|w|)/2^7 (power2), the rounding
//    errors propagated through every layer (see Inputs/quantize.py).
// Once with TVM's defaults (the first conv2d and the dense layer stay float),
// once with every layer quantized.
// RUN: rm -rf %t && %python %S/Inputs/quantize.py %t
// RUN: relay-translate --import-relay %S/Inputs/quantize_model.rly --bind-params %t/weights.npz -o %t/float.mlir
// RUN: relay-opt %t/float.mlir --relay-quantize -o %t/default.mlir
// RUN: FileCheck %s --check-prefix=DEFAULT --input-file %t/default.mlir
// RUN: relay-run %t/default.mlir --input data=%t/data.npy --output %t/default.npy
// RUN: %python %S/Inputs/quantize.py %t check %t/default.npy default | FileCheck %s --check-prefix=RUN-DEFAULT
// RUN: relay-opt %t/float.mlir --relay-quantize="skip-conv-layers= skip-dense-layer=false" -o %t/all.mlir
// RUN: FileCheck %s --check-prefix=ALL --input-file %t/all.mlir
// RUN: relay-run %t/all.mlir --input data=%t/data.npy --output %t/all.npy
// RUN: %python %S/Inputs/quantize.py %t check %t/all.npy all | FileCheck %s --check-prefix=RUN-ALL
// weight-scale=max: scales are no powers of two, requantization is a
// fixed-point multiplication (rounding half away from zero with TONEAREST).
// RUN: relay-opt %t/float.mlir --relay-quantize="skip-conv-layers= skip-dense-layer=false weight-scale=max rounding=TONEAREST" -o %t/max.mlir
// RUN: FileCheck %s --check-prefix=MAX --input-file %t/max.mlir
// RUN: relay-run %t/max.mlir --input data=%t/data.npy --output %t/max.npy
// RUN: %python %S/Inputs/quantize.py %t check %t/max.npy all_max | FileCheck %s --check-prefix=RUN-MAX
// The float model is not within the integer program's tolerance: the check
// can fail.
// RUN: relay-run %t/float.mlir --input data=%t/data.npy --output %t/float.npy
// RUN: not %python %S/Inputs/quantize.py %t check %t/float.npy all | FileCheck %s --check-prefix=RUN-FLOAT

// Defaults: conv2d 0 in float; conv2d 1 on int8 data and weights with int32
// accumulation, its bias added in int32, relu and the requantization to int8
// (a rounding right shift, as every scale is a power of two), max pooling on
// int8; the dense layer in float on the dequantized values.
// DEFAULT-LABEL: func.func @main(
// DEFAULT-NOT: simulated_quantize
// DEFAULT-NOT: cast_hint
// DEFAULT: relay.nn.conv2d %{{.*}}, %{{.*}} {{.*}} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
// DEFAULT: relay.round
// DEFAULT: relay.cast %{{.*}} {dtype = i8} : tensor<1x4x8x8xf32> -> tensor<1x4x8x8xi8>
// DEFAULT: relay.nn.conv2d %{{.*}}, %{{.*}} {{{.*}}out_dtype = i32{{.*}}} : (tensor<1x4x8x8xi8>, tensor<8x4x3x3xi8>) -> tensor<1x8x8x8xi32>
// DEFAULT: relay.add %{{.*}}, %{{.*}} : (tensor<1x8x8x8xi32>, tensor<8x1x1xi32>) -> tensor<1x8x8x8xi32>
// DEFAULT: relay.nn.relu %{{.*}} : tensor<1x8x8x8xi32>
// DEFAULT: relay.right_shift %{{.*}}, %{{.*}} : (tensor<1x8x8x8xi32>, tensor<i32>) -> tensor<1x8x8x8xi32>
// DEFAULT: relay.clip %{{.*}} {a_max = 1.270000e+02 : f64, a_min = -1.270000e+02 : f64} : tensor<1x8x8x8xi32>
// DEFAULT: relay.nn.max_pool2d %{{.*}} : (tensor<1x8x8x8xi8>) -> tensor<1x8x4x4xi8>
// DEFAULT: relay.nn.batch_flatten %{{.*}} : (tensor<1x8x4x4xi8>) -> tensor<1x128xi8>
// DEFAULT: relay.cast %{{.*}} {dtype = f32} : tensor<1x128xi8> -> tensor<1x128xf32>
// DEFAULT: relay.nn.dense %{{.*}}, %{{.*}} {units = 10 : i64} : (tensor<1x128xf32>, tensor<10x128xf32>) -> tensor<1x10xf32>

// Everything quantized: the data is quantized first, both conv2ds and the
// dense layer compute on int8 with int32 results; the result is dequantized
// at the end.
// ALL-LABEL: func.func @main(
// ALL-NOT: simulated_quantize
// ALL: relay.cast %{{.*}} {dtype = i8} : tensor<1x3x8x8xf32> -> tensor<1x3x8x8xi8>
// ALL: relay.nn.conv2d {{.*}} : (tensor<1x3x8x8xi8>, tensor<4x3x3x3xi8>) -> tensor<1x4x8x8xi32>
// ALL: relay.nn.conv2d {{.*}} : (tensor<1x4x8x8xi8>, tensor<8x4x3x3xi8>) -> tensor<1x8x8x8xi32>
// ALL: relay.nn.dense {{.*}}out_dtype = i32{{.*}} : (tensor<1x128xi8>, tensor<10x128xi8>) -> tensor<1x10xi32>
// ALL: relay.add %{{.*}}, %{{.*}} : (tensor<1x10xi32>, tensor<10xi32>) -> tensor<1x10xi32>
// ALL: %[[F:.*]] = relay.cast %{{.*}} {dtype = f32} : tensor<1x10xi32> -> tensor<1x10xf32>
// ALL: %[[R:.*]] = relay.multiply %[[F]], %{{.*}} : (tensor<1x10xf32>, tensor<f32>) -> tensor<1x10xf32>
// ALL: return %[[R]]

// MAX-LABEL: func.func @main(
// MAX: relay.nn.conv2d {{.*}} -> tensor<1x4x8x8xi32>
// MAX: %[[W:.*]] = relay.cast %{{.*}} {dtype = i64} : tensor<1x4x8x8xi32> -> tensor<1x4x8x8xi64>
// MAX: %[[M:.*]] = relay.multiply %[[W]], %{{.*}} : (tensor<1x4x8x8xi64>, tensor<i64>)
// MAX: relay.where
// MAX: relay.right_shift %{{.*}} : (tensor<1x4x8x8xi64>, tensor<i64>)

// RUN-DEFAULT: default: the integer program matches
// RUN-DEFAULT: default: within the quantization bound of the float result
// RUN-ALL: all: the integer program matches
// RUN-ALL: all: within the quantization bound of the float result
// RUN-MAX: all_max: within the quantization bound of the float result
// RUN-FLOAT: all: the integer program DIFFERS
