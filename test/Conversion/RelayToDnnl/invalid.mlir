// RUN: relay-opt %s -split-input-file -convert-relay-to-dnnl -verify-diagnostics

func.func private @dnnl_0(%x: tensor<1x4x8x8xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x2x10x10xf32>
    attributes {relay.compiler = "dnnl"} {
  // expected-error @+1 {{'relay.nn.conv2d_transpose' op in @dnnl_0 cannot be lowered to oneDNN: it has no oneDNN kernel}}
  %0 = relay.nn.conv2d_transpose %x, %w : (tensor<1x4x8x8xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x10x10xf32>
  return %0 : tensor<1x2x10x10xf32>
}

// -----

// Inside a composite, the diagnostic names both functions.
func.func private @composite(%x: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {relay.composite = "dnnl.erf"} {
  // expected-error @+1 {{'relay.erf' op in @dnnl_0 (composite @composite) cannot be lowered to oneDNN: it has no oneDNN kernel}}
  %0 = relay.erf %x : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func private @dnnl_0(%x: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {relay.compiler = "dnnl"} {
  %0 = func.call @composite(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func private @dnnl_0(%x: tensor<?x8xf32>) -> tensor<?x8xf32> attributes {relay.compiler = "dnnl"} {
  // expected-error @+1 {{'relay.nn.relu' op in @dnnl_0 cannot be lowered to oneDNN: it needs statically shaped f32 tensors}}
  %0 = relay.nn.relu %x : tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func private @dnnl_0(%x: tensor<4x8xi32>) -> tensor<4x8xi32> attributes {relay.compiler = "dnnl"} {
  // expected-error @+1 {{'relay.add' op in @dnnl_0 cannot be lowered to oneDNN: it needs statically shaped f32 tensors}}
  %0 = relay.add %x, %x : tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// -----

func.func private @dnnl_0(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32>
    attributes {relay.compiler = "dnnl"} {
  // expected-error @+1 {{'relay.nn.conv2d' op in @dnnl_0 cannot be lowered to oneDNN: it needs the NCHW data and OIHW kernel layouts}}
  %0 = relay.nn.conv2d %x, %w {data_layout = #relay.layout<NHWC>, kernel_layout = #relay.layout<HWIO>}
      : (tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32>
  return %0 : tensor<1x6x6x8xf32>
}

// -----

func.func private @dnnl_0(%x: tensor<4x1xf32>, %y: tensor<4x5xf32>) -> tensor<4x5xf32> attributes {relay.compiler = "dnnl"} {
  // expected-error @+1 {{'relay.subtract' op in @dnnl_0 cannot be lowered to oneDNN: it broadcasts its first operand (or both), which oneDNN's binary primitive cannot}}
  %0 = relay.subtract %x, %y : (tensor<4x1xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func private @dnnl_0(%x: tensor<2x3x4xf32>, %w: tensor<5x4xf32>) -> tensor<2x3x5xf32> attributes {relay.compiler = "dnnl"} {
  // expected-error @+1 {{'relay.nn.dense' op in @dnnl_0 cannot be lowered to oneDNN: it needs 2-D data}}
  %0 = relay.nn.dense %x, %w : (tensor<2x3x4xf32>, tensor<5x4xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func private @dnnl_0(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> attributes {relay.compiler = "dnnl"} {
  // expected-error @+1 {{'relay.nn.avg_pool2d' op in @dnnl_0 cannot be lowered to oneDNN: it cannot count the padding of ceil_mode's extra windows}}
  %0 = relay.nn.avg_pool2d %x {pool_size = array<i64: 2, 2>, strides = array<i64: 2, 2>, ceil_mode = true, count_include_pad = true}
      : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32>
  return %0 : tensor<1x2x3x3xf32>
}

// -----

func.func private @dnnl_0(%x: tensor<2x4xf32>, %g: tensor<4xf32>, %b: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>)
    -> tuple<tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>> attributes {relay.compiler = "dnnl"} {
  // expected-error @+1 {{'relay.nn.batch_norm' op in @dnnl_0 cannot be lowered to oneDNN: it must only be projected by relay.tuple_get_item}}
  %0 = relay.nn.batch_norm %x, %g, %b, %m, %v
      : (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      -> tuple<tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>>
  return %0 : tuple<tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>>
}

// -----

func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @dnnl_0(%x: tensor<4xf32>) -> tensor<4xf32> attributes {relay.compiler = "dnnl"} {
  // expected-error @+1 {{'func.call' op in @dnnl_0 (relay.compiler = "dnnl") calls @helper, which is not a composite function; the dnnl target only calls composites}}
  %0 = func.call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{'func.func' op @relay_dnnl_eltwise is the name of a oneDNN runtime function; the module may only declare it with its C signature}}
func.func private @relay_dnnl_eltwise(%x: i64) {
  return
}
func.func private @dnnl_0(%x: tensor<4xf32>) -> tensor<4xf32> attributes {relay.compiler = "dnnl"} {
  %0 = relay.nn.relu %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
