// RUN: relay-opt %s -split-input-file -relay-qnn-legalize="fast-int8=true" | FileCheck %s --check-prefix=FAST
// RUN: relay-opt %s -split-input-file -relay-qnn-legalize | FileCheck %s --check-prefix=SLOW

// TVM's qnn Legalize with the x86 rules of python/tvm/relay/qnn/op/
// legalizations.py (helper_change_dtypes_to_uint8_int8 with fast int8,
// helper_no_fast_int8_hw_legalization without), cases of TVM's
// tests/python/relay/test_pass_qnn_legalize.py. test/Integration/
// qnn-matmul.mlir runs both forms and checks the results are unchanged.

// TVM's test_pass_qnn_legalize.py::test_qnn_legalize_qnn_conv2d, int8 x
// int8: on a VNNI CPU the data moves to uint8 (+128, zero point 1 + 128);
// elsewhere both zero points are subtracted in int16 for nn.conv2d.
// FAST-LABEL: func.func @conv2d_int8_int8
// FAST-DAG: %[[ZX:.+]] = relay.constant dense<129> : tensor<i32>
// FAST-DAG: %[[ZW:.+]] = relay.constant dense<-3> : tensor<i32>
// FAST-DAG: %[[C128:.+]] = relay.constant dense<128> : tensor<i32>
// FAST: %[[W:.+]] = relay.cast %arg0 {dtype = i32}
// FAST-NEXT: %[[A:.+]] = relay.add %[[W]], %[[C128]]
// FAST-NEXT: %[[U:.+]] = relay.cast %[[A]] {dtype = ui8} : tensor<1x3x4x4xi32> -> tensor<1x3x4x4xui8>
// FAST-NEXT: relay.qnn.conv2d %[[U]], %arg1, %[[ZX]], %[[ZW]], {{.*}} : (tensor<1x3x4x4xui8>, tensor<2x3x2x2xi8>,
// SLOW-LABEL: func.func @conv2d_int8_int8
// SLOW-NOT: relay.qnn
// SLOW: %[[ZX:.+]] = relay.cast %{{.+}} {dtype = i16} : tensor<i32> -> tensor<i16>
// SLOW-NEXT: %[[X:.+]] = relay.cast %arg0 {dtype = i16}
// SLOW-NEXT: %[[XS:.+]] = relay.subtract %[[X]], %[[ZX]]
// SLOW-NEXT: %[[ZW:.+]] = relay.cast %{{.+}} {dtype = i16}
// SLOW-NEXT: %[[W:.+]] = relay.cast %arg1 {dtype = i16}
// SLOW-NEXT: %[[WS:.+]] = relay.subtract %[[W]], %[[ZW]]
// SLOW-NEXT: relay.nn.conv2d %[[XS]], %[[WS]] {kernel_size = array<i64: 2, 2>, out_dtype = i32} : (tensor<1x3x4x4xi16>, tensor<2x3x2x2xi16>) -> tensor<1x2x3x3xi32>
func.func @conv2d_int8_int8(%x: tensor<1x3x4x4xi8>, %w: tensor<2x3x2x2xi8>) -> tensor<1x2x3x3xi32> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %zx = relay.constant dense<1> : tensor<i32>
  %zw = relay.constant dense<-3> : tensor<i32>
  %0 = relay.qnn.conv2d %x, %w, %zx, %zw, %s, %s {kernel_size = array<i64: 2, 2>} : (tensor<1x3x4x4xi8>, tensor<2x3x2x2xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<1x2x3x3xi32>
  return %0 : tensor<1x2x3x3xi32>
}

// -----

// uint8 x uint8 with a per-channel kernel zero point: the kernel moves to
// int8 (-128 on values and zero points); the int16 rule expands the zero
// point along O.
// FAST-LABEL: func.func @conv2d_uint8_uint8
// FAST-DAG: %[[ZW:.+]] = relay.constant dense<[-28, 2]> : tensor<2xi32>
// FAST-DAG: %[[M128:.+]] = relay.constant dense<-128> : tensor<i32>
// FAST: %[[W:.+]] = relay.cast %arg1 {dtype = i32}
// FAST-NEXT: %[[A:.+]] = relay.add %[[W]], %[[M128]]
// FAST-NEXT: %[[S:.+]] = relay.cast %[[A]] {dtype = i8}
// FAST-NEXT: relay.qnn.conv2d %arg0, %[[S]], %{{.+}}, %[[ZW]], {{.*}} : (tensor<1x3x4x4xui8>, tensor<2x3x2x2xi8>, tensor<i32>, tensor<2xi32>,
// SLOW-LABEL: func.func @conv2d_uint8_uint8
// SLOW: relay.expand_dims %{{.+}} {axis = 1 : i64, num_newaxis = 3 : i64} : (tensor<2xi16>) -> tensor<2x1x1x1xi16>
// SLOW: relay.nn.conv2d {{.*}} : (tensor<1x3x4x4xi16>, tensor<2x3x2x2xi16>) -> tensor<1x2x3x3xi32>
func.func @conv2d_uint8_uint8(%x: tensor<1x3x4x4xui8>, %w: tensor<2x3x2x2xui8>) -> tensor<1x2x3x3xi32> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %zx = relay.constant dense<128> : tensor<i32>
  %zw = relay.constant dense<[100, 130]> : tensor<2xi32>
  %0 = relay.qnn.conv2d %x, %w, %zx, %zw, %s, %s {kernel_size = array<i64: 2, 2>} : (tensor<1x3x4x4xui8>, tensor<2x3x2x2xui8>, tensor<i32>, tensor<2xi32>, tensor<f32>, tensor<f32>) -> tensor<1x2x3x3xi32>
  return %0 : tensor<1x2x3x3xi32>
}

// -----

// test_qnn_legalize_qnn_dense, uint8 x int8: already what VNNI takes.
// FAST-LABEL: func.func @dense_uint8_int8
// FAST-NOT: relay.cast
// FAST: relay.qnn.dense %arg0, %arg1
// SLOW-LABEL: func.func @dense_uint8_int8
// SLOW: relay.nn.dense %{{.+}}, %{{.+}} {out_dtype = i32} : (tensor<2x8xi16>, tensor<4x8xi16>) -> tensor<2x4xi32>
func.func @dense_uint8_int8(%x: tensor<2x8xui8>, %w: tensor<4x8xi8>) -> tensor<2x4xi32> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %zx = relay.constant dense<128> : tensor<i32>
  %zw = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dense %x, %w, %zx, %zw, %s, %s : (tensor<2x8xui8>, tensor<4x8xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

// int8 x int8 dense: the data moves to uint8 with zero point -1 + 128.
// FAST-LABEL: func.func @dense_int8_int8
// FAST-DAG: %[[ZX:.+]] = relay.constant dense<127> : tensor<i32>
// FAST: %[[U:.+]] = relay.cast %{{.+}} {dtype = ui8} : tensor<2x8xi32> -> tensor<2x8xui8>
// FAST-NEXT: relay.qnn.dense %[[U]], %arg1, %[[ZX]],
// SLOW-LABEL: func.func @dense_int8_int8
// SLOW: relay.nn.dense
func.func @dense_int8_int8(%x: tensor<2x8xi8>, %w: tensor<4x8xi8>) -> tensor<2x4xi32> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %zx = relay.constant dense<-1> : tensor<i32>
  %zw = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dense %x, %w, %zx, %zw, %s, %s : (tensor<2x8xi8>, tensor<4x8xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

// int16 data is left to the canonicalization: the int16 subtraction could
// overflow.
// FAST-LABEL: func.func @dense_int16
// FAST: relay.qnn.dense %arg0, %arg1
// SLOW-LABEL: func.func @dense_int16
// SLOW: relay.qnn.dense %arg0, %arg1
func.func @dense_int16(%x: tensor<2x8xi16>, %w: tensor<4x8xi8>) -> tensor<2x4xi32> {
  %s = relay.constant dense<0.5> : tensor<f32>
  %z = relay.constant dense<0> : tensor<i32>
  %0 = relay.qnn.dense %x, %w, %z, %z, %s, %s : (tensor<2x8xi16>, tensor<4x8xi8>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
