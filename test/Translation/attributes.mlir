// Operator calls map to relay ops; TVM attribute syntax maps to the
// dialect's attributes, with TVM's defaults left implicit.
// RUN: relay-translate --import-relay %S/Inputs/attributes.rly | FileCheck %s

// CHECK-LABEL: func.func @padding(
// CHECK: relay.nn.conv2d %arg0, %arg1 {channels = 4 : i64, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
// CHECK: relay.nn.conv2d %arg0, %arg1 {padding = array<i64: 1, 2, 1, 2>} : {{.*}} -> tensor<1x4x8x10xf32>
// CHECK: relay.nn.conv2d %arg0, %arg1 {padding = array<i64: 0, 1, 2, 1>, strides = array<i64: 2, 2>} : {{.*}} -> tensor<1x4x4x4xf32>
// CHECK: relay.nn.conv1d %arg2, %arg3 {padding = array<i64: 1, 1>} : {{.*}} -> tensor<1x4x8xf32>
// CHECK: relay.nn.conv3d %arg4, %arg5 {padding = array<i64: 1, 0, 1, 1, 0, 1>} : {{.*}} -> tensor<1x4x4x2x4xf32>
// CHECK: relay.nn.conv2d_transpose %arg0, %arg6 {output_padding = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : {{.*}} -> tensor<1x4x16x16xf32>
// CHECK: relay.nn.max_pool2d %arg0 {padding = array<i64: 1, 1, 1, 1>, pool_size = array<i64: 3, 3>, strides = array<i64: 2, 2>} : {{.*}} -> tensor<1x3x4x4xf32>
// CHECK: relay.nn.avg_pool2d %arg0 {count_include_pad = true, padding = array<i64: 0, 0, 1, 1>, pool_size = array<i64: 2, 2>} : {{.*}} -> tensor<1x3x8x8xf32>

// CHECK-LABEL: func.func @pad(
// CHECK: %[[Z:.*]] = relay.constant dense<0.000000e+00> : tensor<f32>
// CHECK: relay.nn.pad %arg0, %[[Z]] {pad_width = array<i64: 0, 0, 0, 0, 1, 1, 2, 2>} : {{.*}} -> tensor<1x3x6x8xf32>
// CHECK: %[[O:.*]] = relay.constant dense<1.000000e+00> : tensor<f32>
// CHECK: relay.nn.pad %arg0, %[[O]] {pad_mode = #relay.pad_mode<edge>, pad_width = array<i64: 0, 0, 0, 0, 1, 0, 0, 1>} : {{.*}} -> tensor<1x3x5x5xf32>

// CHECK-LABEL: func.func @dtypes(
// CHECK: relay.nn.dense %arg0, %arg1 {out_dtype = i32, units = 4 : i64} : {{.*}} -> tensor<2x4xi32>
// CHECK: relay.nn.dense %arg0, %arg1 : {{.*}} -> tensor<2x4xi8>
// CHECK: relay.cast %arg2 {dtype = ui8} : tensor<2x8xf32> -> tensor<2x8xui8>
// CHECK: relay.cast %arg2 {dtype = i1} : tensor<2x8xf32> -> tensor<2x8xi1>
// CHECK: relay.zeros {dtype = f16, shape = array<i64: 2, 3>} : () -> tensor<2x3xf16>
// CHECK: relay.full %{{.*}} {dtype = f32, shape = array<i64: 3>}
// CHECK: relay.arange %{{.*}}, %{{.*}}, %{{.*}} {dtype = f32} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>

// CHECK-LABEL: func.func @defaults(
// CHECK: relay.nn.bias_add %arg0, %arg1 : (tensor<2x3x4xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
// CHECK: relay.nn.softmax %arg0 : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK: relay.sum %arg0 {axis = array<i64: 1, 2>, keepdims = true} : {{.*}} -> tensor<2x1x1xf32>
// CHECK: relay.mean %arg0 {keepdims = true} : {{.*}} -> tensor<1x1x1xf32>
// CHECK: relay.clip %arg0 {a_max = 6.000000e+00 : f64, a_min = 0.000000e+00 : f64}
// CHECK: relay.nn.leaky_relu %arg0 {alpha = 1.000000e-01 : f64}
// CHECK: relay.take %arg0, %arg2 : {{.*}} -> tensor<2xf32>
// CHECK: relay.transpose %arg0 {axes = array<i64: 0, 2, 1>}
// CHECK: %[[E:.*]] = relay.expand_dims %arg0 {axis = 0 : i64}
// CHECK: relay.squeeze %[[E]] {axis = array<i64: 0>}
// CHECK: relay.split %arg0 {axis = 2 : i64, indices_or_sections = 2 : i64}
// CHECK: relay.strided_slice %arg0 {begin = array<i64: 0, 1>, end = array<i64: 2, 3>, strides = array<i64: 1, 1>} : {{.*}} -> tensor<2x2x4xf32>
// CHECK: relay.reshape %arg0 {newshape = array<i64: -1, 4>} : {{.*}} -> tensor<6x4xf32>
// CHECK: relay.argmax %arg0 {axis = array<i64: 2>} : {{.*}} -> tensor<2x3xi32>
// CHECK: relay.clip %arg0 {a_max = 0x7FF0000000000000 : f64, a_min = 0xFFF0000000000000 : f64}

// CHECK-LABEL: func.func @others(
// CHECK: relay.nn.batch_norm %arg0, %arg1, %arg1, %arg1, %arg1 {epsilon = 2.000000e-05 : f64, scale = false}
// CHECK: relay.nn.upsampling %arg0 {method = #relay.upsampling_method<bilinear>, scale_h = 2.000000e+00 : f64, scale_w = 2.000000e+00 : f64} : {{.*}} -> tensor<1x4x8x8xf32>
// CHECK: relay.layout_transform %arg0 {dst_layout = #relay.layout<NCHW2c>, src_layout = #relay.layout<NCHW>} : {{.*}} -> tensor<1x2x4x4x2xf32>
// CHECK: relay.nn.global_avg_pool2d %arg0 : {{.*}} -> tensor<1x4x1x1xf32>
// CHECK: relay.qnn.requantize %arg2, %arg3, %arg4, %arg3, %arg4 {out_dtype = i8, rounding = #relay.rounding<UPWARD>}
// CHECK: relay.qnn.dequantize %arg2, %arg3, %arg4 : {{.*}} -> tensor<2x8xf32>
// CHECK: relay.annotation.compiler_begin %arg0 {compiler = "dnnl"}
// CHECK: relay.op.annotation.simulated_quantize %arg0, %{{.*}}, %{{.*}}, %{{.*}} {kind = 1 : i64}
// CHECK: relay.nn.batch_matmul %arg5, %arg6 {transpose_b = true} : {{.*}} -> tensor<2x3x5xf32>
// CHECK: relay.nn.conv2d %arg0, %arg0 {padding = array<i64: 1, 1, 1, 1>} : {{.*}} -> tensor<1x1x3x3xf32>
