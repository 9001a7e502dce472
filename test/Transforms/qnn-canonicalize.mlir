// RUN: relay-opt %s -split-input-file -relay-qnn-canonicalize | FileCheck %s

// TVM's qnn CanonicalizeOps, with the cases of TVM's
// tests/python/relay/test_op_qnn_*.py (named per function). The numbers they
// check are also run end to end in test/Integration/qnn-*.mlir.

// TVM's test_op_qnn_requantize.py::test_same_scale: equal scales skip the
// multiplication; only the clip and cast remain.
// CHECK-LABEL: func.func @requantize_same_scale
// CHECK-NOT: fixed_point_multiply
// CHECK: %[[C:.+]] = relay.clip %arg0 {a_max = 1.270000e+02 : f64, a_min = -1.280000e+02 : f64} : tensor<200xi32>
// CHECK-NEXT: %[[R:.+]] = relay.cast %[[C]] {dtype = i8} : tensor<200xi32> -> tensor<200xi8>
// CHECK-NEXT: return %[[R]]
func.func @requantize_same_scale(%x: tensor<200xi32>) -> tensor<200xi8> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.requantize %x, %s, %z, %s, %z : (tensor<200xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<200xi8>
  return %0 : tensor<200xi8>
}

// -----

// test_downscale (UPWARD): 1/16 = 0.5 * 2^-3 is the Q31 significand 2^30
// with shift -3.
// CHECK-LABEL: func.func @requantize_downscale
// CHECK: %[[M:.+]] = relay.fixed_point_multiply %arg0 {multiplier = 1073741824 : i64, shift = -3 : i64} : tensor<32xi32>
// CHECK-NEXT: %[[C:.+]] = relay.clip %[[M]] {a_max = 1.270000e+02 : f64, a_min = -1.280000e+02 : f64}
// CHECK-NEXT: relay.cast %[[C]] {dtype = i8}
func.func @requantize_downscale(%x: tensor<32xi32>) -> tensor<32xi8> {
  %is = relay.constant dense<1.0> : tensor<f32>
  %os = relay.constant dense<16.0> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.requantize %x, %is, %z, %os, %z {rounding = #relay.rounding<UPWARD>} : (tensor<32xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<32xi8>
  return %0 : tensor<32xi8>
}

// -----

// test_upscale with TONEAREST: 2 = 0.5 * 2^2, a left shift by 2 and
// 31 bits to the right, ties away from zero by the sign of the product.
// CHECK-LABEL: func.func @requantize_upscale_tonearest
// CHECK-DAG: %[[S:.+]] = relay.constant dense<31> : tensor<i64>
// CHECK-DAG: %[[NEG:.+]] = relay.constant dense<1073741823> : tensor<i64>
// CHECK-DAG: %[[ZERO:.+]] = relay.constant dense<0> : tensor<i64>
// CHECK-DAG: %[[POS:.+]] = relay.constant dense<1073741824> : tensor<i64>
// CHECK-DAG: %[[L:.+]] = relay.constant dense<2> : tensor<i64>
// CHECK: %[[W:.+]] = relay.cast %arg0 {dtype = i64} : tensor<32xi32> -> tensor<32xi64>
// CHECK-NEXT: %[[SH:.+]] = relay.left_shift %[[W]], %[[L]]
// CHECK-NEXT: %[[P:.+]] = relay.multiply %[[SH]], %[[POS]]
// CHECK-NEXT: %[[GE:.+]] = relay.greater_equal %[[P]], %[[ZERO]]
// CHECK-NEXT: %[[RND:.+]] = relay.where %[[GE]], %[[POS]], %[[NEG]]
// CHECK-NEXT: %[[A:.+]] = relay.add %[[P]], %[[RND]] : tensor<32xi64>
// CHECK-NEXT: %[[RS:.+]] = relay.right_shift %[[A]], %[[S]]
// CHECK-NEXT: %[[N:.+]] = relay.cast %[[RS]] {dtype = i32} : tensor<32xi64> -> tensor<32xi32>
// CHECK-NEXT: relay.clip %[[N]]
func.func @requantize_upscale_tonearest(%x: tensor<32xi32>) -> tensor<32xi8> {
  %is = relay.constant dense<2.0> : tensor<f32>
  %os = relay.constant dense<1.0> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.requantize %x, %is, %z, %os, %z {rounding = #relay.rounding<TONEAREST>} : (tensor<32xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<32xi8>
  return %0 : tensor<32xi8>
}

// -----

// test_zero_point and test_per_channel_different_scale: the input zero
// point subtracted in int32, per-channel multipliers along axis 1, the
// output zero point added before the clip to uint8.
// CHECK-LABEL: func.func @requantize_per_channel
// CHECK-DAG: %[[M:.+]] = relay.constant dense<[1073741824, 1610612736, 1073741824]> : tensor<3xi32>
// CHECK-DAG: %[[LS:.+]] = relay.constant dense<[0, 1, 2]> : tensor<3xi32>
// CHECK-DAG: %[[RS:.+]] = relay.constant dense<0> : tensor<3xi32>
// CHECK-DAG: %[[IZ:.+]] = relay.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-DAG: %[[OZ:.+]] = relay.constant dense<128> : tensor<i32>
// CHECK: %[[E:.+]] = relay.expand_dims %[[IZ]] {axis = 1 : i64} : (tensor<3xi32>) -> tensor<3x1xi32>
// CHECK-NEXT: %[[D:.+]] = relay.subtract %arg0, %[[E]]
// CHECK-NEXT: %[[F:.+]] = relay.fixed_point_multiply_per_axis %[[D]], %[[M]], %[[LS]], %[[RS]] {axes = array<i64: 1>, is_lshift_required = true, is_rshift_required = false}
// CHECK-NEXT: %[[A:.+]] = relay.add %[[OZ]], %[[F]]
// CHECK-NEXT: %[[C:.+]] = relay.clip %[[A]] {a_max = 2.550000e+02 : f64, a_min = 0.000000e+00 : f64}
// CHECK-NEXT: relay.cast %[[C]] {dtype = ui8}
func.func @requantize_per_channel(%x: tensor<1x3x4xi32>) -> tensor<1x3x4xui8> {
  %is = relay.constant dense<[0.5, 1.5, 2.0]> : tensor<3xf32>
  %iz = relay.constant dense<[1, 2, 3]> : tensor<3xi32>
  %os = relay.constant dense<1.0> : tensor<f32>
  %oz = relay.constant dense<128> : tensor<i32>
  %0 = relay.qnn.requantize %x, %is, %iz, %os, %oz {axis = 1 : i64, out_dtype = ui8} : (tensor<1x3x4xi32>, tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> tensor<1x3x4xui8>
  return %0 : tensor<1x3x4xui8>
}

// -----

// compute_dtype float32 (TVM's RequantizeLowerFP): float arithmetic, UPWARD
// as floor(x + 0.5).
// CHECK-LABEL: func.func @requantize_float32
// CHECK-DAG: %[[HALF:.+]] = relay.constant dense<5.000000e-01> : tensor<f32>
// CHECK-DAG: %[[M:.+]] = relay.constant dense<2.500000e-01> : tensor<f32>
// CHECK: %[[F:.+]] = relay.cast %arg0 {dtype = f32}
// CHECK-NEXT: %[[P:.+]] = relay.multiply %[[M]], %[[F]]
// CHECK-NEXT: %[[A:.+]] = relay.add %[[P]], %[[HALF]]
// CHECK-NEXT: %[[FL:.+]] = relay.floor %[[A]]
// CHECK-NEXT: %[[I:.+]] = relay.cast %[[FL]] {dtype = i32}
// CHECK-NEXT: relay.clip %[[I]]
func.func @requantize_float32(%x: tensor<8xi32>) -> tensor<8xi8> {
  %is = relay.constant dense<0.25> : tensor<f32>
  %os = relay.constant dense<1.0> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.requantize %x, %is, %z, %os, %z {compute_dtype = #relay.compute_dtype<float32>} : (tensor<8xi32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}

// -----

// test_op_qnn_quantize.py::test_channelwise_axis_1: per-channel scale and
// zero point expanded along axis 1 of a 2-D tensor (no trailing dims).
// CHECK-LABEL: func.func @quantize_channelwise
// CHECK-DAG: %[[S:.+]] = relay.constant dense<[5.000000e-01, 2.500000e-01]> : tensor<2xf32>
// CHECK-DAG: %[[Z:.+]] = relay.constant dense<[127, 123]> : tensor<2xi32>
// CHECK-NOT: relay.expand_dims
// CHECK: %[[D:.+]] = relay.divide %arg0, %[[S]]
// CHECK-NEXT: %[[ZF:.+]] = relay.cast %[[Z]] {dtype = f32}
// CHECK-NEXT: %[[R:.+]] = relay.round %[[D]]
// CHECK-NEXT: %[[A:.+]] = relay.add %[[R]], %[[ZF]]
// CHECK-NEXT: %[[C:.+]] = relay.clip %[[A]] {a_max = 2.550000e+02 : f64, a_min = 0.000000e+00 : f64} : tensor<4x2xf32>
// CHECK-NEXT: relay.cast %[[C]] {dtype = ui8} : tensor<4x2xf32> -> tensor<4x2xui8>
func.func @quantize_channelwise(%x: tensor<4x2xf32>) -> tensor<4x2xui8> {
  %s = relay.constant dense<[0.5, 0.25]> : tensor<2xf32>
  %z = relay.constant dense<[127, 123]> : tensor<2xi32>
  %0 = relay.qnn.quantize %x, %s, %z {axis = 1 : i64, out_dtype = ui8} : (tensor<4x2xf32>, tensor<2xf32>, tensor<2xi32>) -> tensor<4x2xui8>
  return %0 : tensor<4x2xui8>
}

// -----

// test_op_qnn_dequantize.py::test_channelwise_axis_0 on NCHW data: the
// parameters get trailing unit dimensions.
// CHECK-LABEL: func.func @dequantize_channelwise
// CHECK: %[[S:.+]] = relay.expand_dims %{{.+}} {axis = 1 : i64, num_newaxis = 2 : i64} : (tensor<2xf32>) -> tensor<2x1x1xf32>
// CHECK-NEXT: %[[Z:.+]] = relay.expand_dims %{{.+}} {axis = 1 : i64, num_newaxis = 2 : i64} : (tensor<2xi32>) -> tensor<2x1x1xi32>
// CHECK-NEXT: %[[W:.+]] = relay.cast %arg0 {dtype = i32}
// CHECK-NEXT: %[[D:.+]] = relay.subtract %[[W]], %[[Z]]
// CHECK-NEXT: %[[F:.+]] = relay.cast %[[D]] {dtype = f32}
// CHECK-NEXT: relay.multiply %[[F]], %[[S]]
func.func @dequantize_channelwise(%x: tensor<1x2x3x3xi8>) -> tensor<1x2x3x3xf32> {
  %s = relay.constant dense<[0.5, 0.25]> : tensor<2xf32>
  %z = relay.constant dense<[1, -1]> : tensor<2xi32>
  %0 = relay.qnn.dequantize %x, %s, %z {axis = 1 : i64} : (tensor<1x2x3x3xi8>, tensor<2xf32>, tensor<2xi32>) -> tensor<1x2x3x3xf32>
  return %0 : tensor<1x2x3x3xf32>
}

// -----

// test_op_qnn_add.py::test_tflite_same_io_qnn_params: nothing to
// requantize, the operands are only widened.
// CHECK-LABEL: func.func @add_same_io_params
// CHECK-NOT: fixed_point_multiply
// CHECK: %[[A:.+]] = relay.cast %arg0 {dtype = i32}
// CHECK-NEXT: %[[B:.+]] = relay.cast %arg1 {dtype = i32}
// CHECK-NEXT: %[[S:.+]] = relay.add %[[A]], %[[B]] : tensor<1x4xi32>
// CHECK-NEXT: %[[D:.+]] = relay.subtract %[[S]], %{{.+}} : (tensor<1x4xi32>, tensor<i32>)
// CHECK-NEXT: %[[C:.+]] = relay.clip %[[D]] {a_max = 2.550000e+02 : f64, a_min = 0.000000e+00 : f64}
// CHECK-NEXT: relay.cast %[[C]] {dtype = ui8}
func.func @add_same_io_params(%a: tensor<1x4xui8>, %b: tensor<1x4xui8>) -> tensor<1x4xui8> {
  %s = relay.constant dense<0.00784314> : tensor<f32>
  %z = relay.constant dense<127> : tensor<i32>
  %0 = relay.qnn.add %a, %b, %s, %z, %s, %z, %s, %z : (tensor<1x4xui8>, tensor<1x4xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xui8>
  return %0 : tensor<1x4xui8>
}

// -----

// test_op_qnn_add.py::test_tflite_different_io_qnn_params: both sides
// requantized to the output parameters in int32.
// CHECK-LABEL: func.func @add_different_io_params
// CHECK: relay.fixed_point_multiply %{{.+}} {multiplier = 1431658825 : i64, shift = 0 : i64}
// CHECK: relay.fixed_point_multiply %{{.+}} {multiplier = 1073741824 : i64, shift = 0 : i64}
// CHECK: %[[S:.+]] = relay.add %{{.+}}, %{{.+}} : tensor<1x4xi32>
// CHECK-NEXT: %[[D:.+]] = relay.subtract %[[S]], %{{.+}} : (tensor<1x4xi32>, tensor<i32>)
// CHECK-NEXT: relay.clip %[[D]]
func.func @add_different_io_params(%a: tensor<1x4xui8>, %b: tensor<1x4xui8>) -> tensor<1x4xui8> {
  %sa = relay.constant dense<0.0156863> : tensor<f32>
  %za = relay.constant dense<127> : tensor<i32>
  %sb = relay.constant dense<0.0117647> : tensor<f32>
  %zb = relay.constant dense<85> : tensor<i32>
  %so = relay.constant dense<0.0235294> : tensor<f32>
  %zo = relay.constant dense<128> : tensor<i32>
  %0 = relay.qnn.add %a, %b, %sa, %za, %sb, %zb, %so, %zo : (tensor<1x4xui8>, tensor<1x4xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x4xui8>
  return %0 : tensor<1x4xui8>
}

// -----

// test_op_qnn_subtract.py: Q_a' - Q_b' + zp_c.
// CHECK-LABEL: func.func @subtract
// CHECK: %[[D:.+]] = relay.subtract %{{.+}}, %{{.+}} : tensor<4xi32>
// CHECK-NEXT: %[[A:.+]] = relay.add %[[D]], %{{.+}} : (tensor<4xi32>, tensor<i32>)
// CHECK-NEXT: %[[C:.+]] = relay.clip %[[A]] {a_max = 1.270000e+02 : f64, a_min = -1.280000e+02 : f64}
// CHECK-NEXT: relay.cast %[[C]] {dtype = i8}
func.func @subtract(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %s = relay.constant dense<0.25> : tensor<f32>
  %z = relay.constant dense<3> : tensor<i32>
  %0 = relay.qnn.subtract %a, %b, %s, %z, %s, %z, %s, %z : (tensor<4xi8>, tensor<4xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// test_op_qnn_mul.py::test_tflite_same_io_qnn_params: (a - za) * (b - zb)
// requantized from scale sa * sb = 0.25.
// CHECK-LABEL: func.func @mul
// CHECK: %[[P:.+]] = relay.multiply %{{.+}}, %{{.+}} : tensor<4xi32>
// CHECK-NEXT: %[[M:.+]] = relay.fixed_point_multiply %[[P]] {multiplier = 1073741824 : i64, shift = 0 : i64}
// CHECK-NEXT: %[[A:.+]] = relay.add %{{.+}}, %[[M]]
// CHECK-NEXT: relay.clip %[[A]]
func.func @mul(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<127> : tensor<i32>
  %0 = relay.qnn.mul %a, %b, %s, %z, %s, %z, %s, %z : (tensor<4xui8>, tensor<4xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// test_op_qnn_concatenate.py::test_few_same_io_qnn_params: only the input
// whose parameters differ from the output's is requantized.
// CHECK-LABEL: func.func @concatenate
// CHECK: relay.fixed_point_multiply %{{.+}} {multiplier = 1073741824 : i64, shift = 0 : i64} : tensor<2xi32>
// CHECK: %[[R:.+]] = relay.cast %{{.+}} {dtype = i8} : tensor<2xi32> -> tensor<2xi8>
// CHECK-NEXT: relay.concatenate %[[R]], %arg1 : (tensor<2xi8>, tensor<3xi8>) -> tensor<5xi8>
func.func @concatenate(%a: tensor<2xi8>, %b: tensor<3xi8>) -> tensor<5xi8> {
  %sa = relay.constant dense<0.5> : tensor<f32>
  %za = relay.constant dense<1> : tensor<i32>
  %so = relay.constant dense<1.0> : tensor<f32>
  %zo = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.concatenate %a, %b, %sa, %so, %za, %zo, %so, %zo {operandSegmentSizes = array<i32: 2, 2, 2, 1, 1>} : (tensor<2xi8>, tensor<3xi8>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<5xi8>
  return %0 : tensor<5xi8>
}

// -----

// test_op_qnn_dense.py (zero points 1 and 2): TVM's four terms.
// CHECK-LABEL: func.func @dense_both_zero_points
// CHECK-DAG: %[[K:.+]] = relay.constant dense<10> : tensor<i32>
// CHECK-DAG: %[[ZX:.+]] = relay.constant dense<1> : tensor<i32>
// CHECK-DAG: %[[ZW:.+]] = relay.constant dense<2> : tensor<i32>
// CHECK: %[[T1:.+]] = relay.nn.dense %arg0, %arg1 {out_dtype = i32} : (tensor<2x10xui8>, tensor<3x10xui8>) -> tensor<2x3xi32>
// CHECK-NEXT: %[[ZZ:.+]] = relay.multiply %[[ZX]], %[[ZW]]
// CHECK-NEXT: %[[T4:.+]] = relay.multiply %[[ZZ]], %[[K]]
// CHECK-NEXT: %[[WI:.+]] = relay.cast %arg1 {dtype = i32}
// CHECK-NEXT: %[[WS:.+]] = relay.sum %[[WI]] {axis = array<i64: 1>} : (tensor<3x10xi32>) -> tensor<3xi32>
// CHECK-NEXT: %[[T3:.+]] = relay.multiply %[[WS]], %[[ZX]]
// CHECK-NEXT: %[[WT:.+]] = relay.subtract %[[T4]], %[[T3]]
// CHECK-NEXT: %[[XI:.+]] = relay.cast %arg0 {dtype = i32}
// CHECK-NEXT: %[[XS:.+]] = relay.sum %[[XI]] {axis = array<i64: -1>, keepdims = true} : (tensor<2x10xi32>) -> tensor<2x1xi32>
// CHECK-NEXT: %[[T2:.+]] = relay.multiply %[[XS]], %[[ZW]]
// CHECK-NEXT: %[[DT:.+]] = relay.subtract %[[T1]], %[[T2]]
// CHECK-NEXT: %[[R:.+]] = relay.add %[[DT]], %[[WT]]
// CHECK-NEXT: return %[[R]]
func.func @dense_both_zero_points(%x: tensor<2x10xui8>, %w: tensor<3x10xui8>) -> tensor<2x3xi32> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %zx = relay.constant dense<1> : tensor<i32>
  %zw = relay.constant dense<2> : tensor<i32>
  %0 = relay.qnn.dense %x, %w, %zx, %zw, %s, %s : (tensor<2x10xui8>, tensor<3x10xui8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// test_op_qnn_conv2d.py::test_no_zero_point: plain nn.conv2d on the
// quantized operands.
// CHECK-LABEL: func.func @conv2d_no_zero_point
// CHECK-NEXT: %[[R:.+]] = relay.nn.conv2d %arg0, %arg1 {kernel_size = array<i64: 2, 2>, out_dtype = i32} : (tensor<1x3x4x4xui8>, tensor<2x3x2x2xi8>) -> tensor<1x2x3x3xi32>
// CHECK-NEXT: return %[[R]]
func.func @conv2d_no_zero_point(%x: tensor<1x3x4x4xui8>, %w: tensor<2x3x2x2xi8>) -> tensor<1x2x3x3xi32> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.conv2d %x, %w, %z, %z, %s, %s {kernel_size = array<i64: 2, 2>} : (tensor<1x3x4x4xui8>, tensor<2x3x2x2xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x2x3x3xi32>
  return %0 : tensor<1x2x3x3xi32>
}

// -----

// test_op_qnn_conv2d.py::test_both_zero_point with a per-channel kernel
// zero point: subtracted in int32, along O of the OIHW kernel.
// CHECK-LABEL: func.func @conv2d_both_zero_points
// CHECK: %[[X:.+]] = relay.cast %arg0 {dtype = i32}
// CHECK-NEXT: %[[W:.+]] = relay.cast %arg1 {dtype = i32}
// CHECK-NEXT: %[[XS:.+]] = relay.subtract %[[X]], %{{.+}} : (tensor<1x3x4x4xi32>, tensor<i32>)
// CHECK-NEXT: %[[Z:.+]] = relay.expand_dims %{{.+}} {axis = 1 : i64, num_newaxis = 3 : i64} : (tensor<2xi32>) -> tensor<2x1x1x1xi32>
// CHECK-NEXT: %[[WS:.+]] = relay.subtract %[[W]], %[[Z]]
// CHECK-NEXT: relay.nn.conv2d %[[XS]], %[[WS]] {kernel_size = array<i64: 2, 2>, out_dtype = i32} : (tensor<1x3x4x4xi32>, tensor<2x3x2x2xi32>) -> tensor<1x2x3x3xi32>
func.func @conv2d_both_zero_points(%x: tensor<1x3x4x4xui8>, %w: tensor<2x3x2x2xui8>) -> tensor<1x2x3x3xi32> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %zx = relay.constant dense<5> : tensor<i32>
  %zw = relay.constant dense<[3, 4]> : tensor<2xi32>
  %0 = relay.qnn.conv2d %x, %w, %zx, %zw, %s, %s {kernel_size = array<i64: 2, 2>} : (tensor<1x3x4x4xui8>, tensor<2x3x2x2xui8>, tensor<i32>, tensor<2xi32>, tensor<f32>, tensor<f32>) -> tensor<1x2x3x3xi32>
  return %0 : tensor<1x2x3x3xi32>
}

// -----

// test_op_qnn_unary_elementwise.py (sigmoid): dequantize, the float
// operator, quantize, each canonicalized in turn.
// CHECK-LABEL: func.func @sigmoid
// CHECK-NOT: relay.qnn
// CHECK: %[[F:.+]] = relay.cast %{{.+}} {dtype = f32} : tensor<4xi32> -> tensor<4xf32>
// CHECK-NEXT: %[[R:.+]] = relay.multiply %[[F]], %{{.+}}
// CHECK-NEXT: %[[S:.+]] = relay.sigmoid %[[R]] : tensor<4xf32>
// CHECK-NEXT: relay.divide %[[S]], %{{.+}}
// CHECK: relay.round
// CHECK: relay.cast %{{.+}} {dtype = ui8} : tensor<4xf32> -> tensor<4xui8>
func.func @sigmoid(%x: tensor<4xui8>) -> tensor<4xui8> {
  %s = relay.constant dense<0.125> : tensor<f32>
  %z = relay.constant dense<128> : tensor<i32>
  %os = relay.constant dense<0.00390625> : tensor<f32>
  %oz = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.sigmoid %x, %s, %z, %os, %oz : (tensor<4xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// test_op_qnn_leaky_relu.py (alpha 0.9, same parameters): alpha and
// 1 - alpha as Q31 multipliers, the negative side selected by x < zp.
// CHECK-LABEL: func.func @leaky_relu
// CHECK: %[[X:.+]] = relay.cast %arg0 {dtype = i32}
// CHECK-NEXT: %[[P:.+]] = relay.fixed_point_multiply %[[X]] {multiplier = 1932735283 : i64, shift = 0 : i64}
// CHECK-NEXT: %[[Z:.+]] = relay.fixed_point_multiply %{{.+}} {multiplier = 1717986918 : i64, shift = -3 : i64} : tensor<i32>
// CHECK-NEXT: %[[N:.+]] = relay.less %[[X]], %{{.+}}
// CHECK-NEXT: %[[A:.+]] = relay.add %[[P]], %[[Z]]
// CHECK-NEXT: %[[W:.+]] = relay.where %[[N]], %[[A]], %[[X]]
// CHECK-NEXT: relay.clip %[[W]]
func.func @leaky_relu(%x: tensor<4xui8>) -> tensor<4xui8> {
  %s = relay.constant dense<0.125> : tensor<f32>
  %z = relay.constant dense<60> : tensor<i32>
  %0 = relay.qnn.leaky_relu %x, %s, %z, %s, %z {alpha = 0.9 : f64} : (tensor<4xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// test_op_qnn_batch_matmul.py (zero points on both sides): the four terms
// per batch.
// CHECK-LABEL: func.func @batch_matmul
// CHECK: %[[T1:.+]] = relay.nn.batch_matmul %arg0, %arg1 {out_dtype = i32, transpose_b = true}
// CHECK: %[[YS:.+]] = relay.sum %{{.+}} {axis = array<i64: 2>} : (tensor<1x3x4xi32>) -> tensor<1x3xi32>
// CHECK-NEXT: relay.expand_dims %[[YS]] {axis = 1 : i64} : (tensor<1x3xi32>) -> tensor<1x1x3xi32>
// CHECK: relay.sum %{{.+}} {axis = array<i64: 2>, keepdims = true} : (tensor<1x2x4xi32>) -> tensor<1x2x1xi32>
// CHECK: %[[D:.+]] = relay.subtract %[[T1]], %{{.+}} : (tensor<1x2x3xi32>, tensor<1x2x1xi32>)
// CHECK-NEXT: relay.add %[[D]], %{{.+}} : (tensor<1x2x3xi32>, tensor<1x1x3xi32>)
func.func @batch_matmul(%x: tensor<1x2x4xi8>, %y: tensor<1x3x4xi8>) -> tensor<1x2x3xi32> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %zx = relay.constant dense<1> : tensor<i32>
  %zy = relay.constant dense<-2> : tensor<i32>
  %0 = relay.qnn.batch_matmul %x, %y, %zx, %zy, %s, %s : (tensor<1x2x4xi8>, tensor<1x3x4xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// -----

// qnn.avg_pool2d (TVM's test_qnn_avg_pool2d with equal parameters): only
// widened, pooled in int32, clipped back.
// CHECK-LABEL: func.func @avg_pool2d
// CHECK-NEXT: %[[X:.+]] = relay.cast %arg0 {dtype = i32}
// CHECK-NEXT: %[[P:.+]] = relay.nn.avg_pool2d %[[X]] {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x4x4xi32>) -> tensor<1x1x2x2xi32>
// CHECK-NEXT: %[[C:.+]] = relay.clip %[[P]] {a_max = 2.550000e+02 : f64, a_min = 0.000000e+00 : f64}
// CHECK-NEXT: relay.cast %[[C]] {dtype = ui8}
func.func @avg_pool2d(%x: tensor<1x1x4x4xui8>) -> tensor<1x1x2x2xui8> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<10> : tensor<i32>
  %0 = relay.qnn.avg_pool2d %x, %s, %z, %s, %z {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x4x4xui8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x1x2x2xui8>
  return %0 : tensor<1x1x2x2xui8>
}

// -----

// qnn.softmax (TVM's QnnSoftmaxCanonicalize): int32 arithmetic with
// x0 = round(1 / 0.1) = 10, the quotient clipped to [0, 20], then the
// result of scale 1/128 requantized to the output's parameters.
// CHECK-LABEL: func.func @softmax
// CHECK: %[[D:.+]] = relay.subtract %{{.+}}, %{{.+}} : (tensor<2x8xi32>, tensor<i32>)
// CHECK: %[[MAX:.+]] = relay.max %[[D]] {axis = array<i64: -1>, keepdims = true}
// CHECK: %[[X:.+]] = relay.subtract %[[D]], %[[MAX]]
// CHECK: relay.right_shift %[[X]]
// CHECK: relay.right_shift %[[X]]
// CHECK: %[[Q:.+]] = relay.divide %{{.+}}, %[[NEG:.+]] : (tensor<2x8xi32>, tensor<i32>)
// CHECK: relay.clip %[[Q]] {a_max = 2.000000e+01 : f64, a_min = 0.000000e+00 : f64}
// CHECK: relay.left_shift
// CHECK: %[[SUM:.+]] = relay.sum %{{.+}} {axis = array<i64: -1>, keepdims = true}
// CHECK: relay.divide %{{.+}}, %[[SUM]]
// CHECK: relay.fixed_point_multiply
// CHECK: relay.cast %{{.+}} {dtype = i8}
// CHECK-NOT: relay.qnn
func.func @softmax(%x: tensor<2x8xi8>) -> tensor<2x8xi8> {
  %s = relay.constant dense<0.1> : tensor<f32>
  %z = relay.constant dense<3> : tensor<i32>
  %os = relay.constant dense<0.00390625> : tensor<f32>
  %oz = relay.constant dense<-128> : tensor<i32>
  %0 = relay.qnn.softmax %x, %s, %z, %os, %oz : (tensor<2x8xi8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<2x8xi8>
  return %0 : tensor<2x8xi8>
}

// -----

// qnn.simulated_quantize with a constant code (1, int8): only its formula,
// with the per-channel parameters along axis 0.
// CHECK-LABEL: func.func @simulated_quantize_int8
// CHECK: %[[S:.+]] = relay.expand_dims %{{.+}} {axis = 1 : i64} : (tensor<2xf32>) -> tensor<2x1xf32>
// CHECK: %[[DIV:.+]] = relay.divide %arg0, %[[S]]
// CHECK: %[[R:.+]] = relay.round %[[DIV]]
// CHECK: %[[A:.+]] = relay.add %[[R]], %{{.+}}
// CHECK: %[[C:.+]] = relay.clip %[[A]] {a_max = 1.270000e+02 : f64, a_min = -1.280000e+02 : f64} : tensor<2x3xf32>
// CHECK-NEXT: return %[[C]]
func.func @simulated_quantize_int8(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %d = relay.constant dense<1> : tensor<i32>
  %s = relay.constant dense<[0.5, 0.25]> : tensor<2xf32>
  %z = relay.constant dense<[1, 2]> : tensor<2xi32>
  %0 = relay.qnn.simulated_quantize %x, %d, %s, %z {axis = 0 : i64} : (tensor<2x3xf32>, tensor<i32>, tensor<2xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// "disable" (code 0) passes the data through.
// CHECK-LABEL: func.func @simulated_disable
// CHECK-NEXT: return %arg0
func.func @simulated_disable(%x: tensor<4xf32>, %s: tensor<f32>, %z: tensor<i32>) -> tensor<4xf32> {
  %d = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.simulated_dequantize %x, %d, %s, %z : (tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A run-time code selects among the formulas with `where`, as TVM's
// if_then_else chain; a one-value scale becomes a scalar.
// CHECK-LABEL: func.func @simulated_runtime_code
// CHECK: relay.squeeze %arg2 {axis = array<i64: 0>} : (tensor<1xf32>) -> tensor<f32>
// CHECK-COUNT-3: relay.where
// CHECK: relay.logical_and
// CHECK: %[[DQ:.+]] = relay.multiply
// CHECK: %[[W:.+]] = relay.where %{{.+}}, %[[DQ]], %{{.+}}
// CHECK: return %[[W]]
func.func @simulated_runtime_code(%x: tensor<4xf32>, %d: tensor<i32>, %s: tensor<1xf32>, %z: tensor<i32>) -> tensor<4xf32> {
  %0 = relay.qnn.simulated_quantize %x, %d, %s, %z : (tensor<4xf32>, tensor<i32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
  %1 = relay.qnn.simulated_dequantize %0, %d, %s, %z : (tensor<4xf32>, tensor<i32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
