//===- RelayNNOps.td - Neural-network operators ------------*- tablegen -*-===//
//
// TVM's src/relay/op/nn/{convolution,nn,pooling,upsampling}.cc operators.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_NN_OPS_TD
#define RELAY_NN_OPS_TD

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

// TVM's Conv{1,2,3}DAttrs. `padding` is stored normalised: 2*N values (all the
// "before" paddings, then all the "after" paddings), as TVM normalises it.
class Relay_ConvOp<string mnemonic, string ones, string zeros,
                   string dataLayout, string kernelLayout,
                   dag extraAttrs = (ins)>
    : Relay_FunctionalOp<mnemonic, Relay_OutEWiseFusable> {
  let arguments = !con((ins Relay_Tensor:$data, Relay_Tensor:$weight,
      Relay_I64ArrayDefault<ones>:$strides,
      Relay_I64ArrayDefault<zeros>:$padding,
      Relay_I64ArrayDefault<ones>:$dilation,
      Relay_I64Default<"1">:$groups,
      OptionalAttr<I64Attr>:$channels,
      OptionalAttr<DenseI64ArrayAttr>:$kernel_size,
      Relay_LayoutDefault<dataLayout>:$data_layout,
      Relay_LayoutDefault<kernelLayout>:$kernel_layout,
      Relay_OutLayout:$out_layout,
      OptionalAttr<TypeAttrOf<Relay_ElementType>>:$out_dtype), extraAttrs);
  let results = (outs Relay_Tensor:$result);
}

def Relay_Conv1DOp : Relay_ConvOp<"nn.conv1d", "{1}", "{0, 0}", "NCW", "OIW"> {
  let summary = "1-D convolution";
  let description = [{
    TVM's `nn.conv1d`: each output element sums `data * weight` over the
    input channels of its group and over a kernel window whose taps lie
    `dilation` apart, the window moving by `strides` over the input padded
    with zeros. The attributes are TVM's Conv1DAttrs with their defaults:
    `strides` (1) and `dilation` (1); `padding` stored normalised as
    (left, right), default (0, 0); `groups` (1), which splits input and
    output channels into groups (the input has `groups` times the weight's
    input channels); the optional `channels` and `kernel_size`, which must
    agree with the weight; `data_layout` "NCW" and `kernel_layout` "OIW"
    (or permutations such as "NWC"/"WIO"); `out_layout` (empty: the data
    layout); and `out_dtype` (absent: the data's element type).

    The result has the data's batch, the weight's output channels and the
    width `(in + left + right - ((k - 1) * dilation + 1)) / stride + 1`
    (rounded down; `?` for a `?` input), in `out_layout` (TVM's Conv1DRel).

    ```mlir
    %0 = relay.nn.conv1d %x, %w {channels = 8 : i64,
                                 kernel_size = array<i64: 3>,
                                 padding = array<i64: 1, 1>}
        : (tensor<2x4x10xf32>, tensor<8x4x3xf32>) -> tensor<2x8x10xf32>
    ```
  }];
}
def Relay_Conv2DOp : Relay_ConvOp<"nn.conv2d", "{1, 1}", "{0, 0, 0, 0}",
                                  "NCHW", "OIHW"> {
  let summary = "2-D convolution (NCHW/OIHW or NHWC/HWIO, grouped, dilated)";
  let description = [{
    TVM's `nn.conv2d`: each output element sums `data * weight` over the
    input channels of its group and over a `kh x kw` kernel window whose
    taps lie `dilation` apart, the window moving by `strides` over the
    input padded with zeros. The attributes are TVM's Conv2DAttrs with
    their defaults:

    - `strides` (1, 1) and `dilation` (1, 1), as (height, width);
    - `padding`, stored normalised as (top, left, bottom, right), default
      all 0; importers expand TVM's 1- and 2-value short forms;
    - `groups` (1): input and output channels are split into `groups`
      groups, so the input has `groups` times the weight's input channels;
      `groups` equal to the channel count is a depthwise convolution;
    - `channels` and `kernel_size`: optional, and when present they must
      agree with the weight's output channels and spatial extents;
    - `data_layout` "NCHW", `kernel_layout` "OIHW" and `out_layout` (empty:
      the data layout); here a layout is a permutation of those letters,
      such as "NHWC" and "HWIO" (TVM also accepts blocked layouts such as
      "NCHW16c", which the dialect rejects);
    - `out_dtype`: absent, the data's element type; `i32` for `i8` inputs
      accumulates in 32 bits.

    The result has the data's batch, the weight's output channels and the
    spatial extents `(in + pad_before + pad_after - ((k - 1) * dilation +
    1)) / stride + 1` (rounded down; `?` for a `?` input), arranged in
    `out_layout` (TVM's Conv2DRel). It is the anchor of a fused group
    (OutEWiseFusable): element-wise successors fuse into it.

    ```mlir
    %0 = relay.nn.conv2d %x, %w {channels = 64 : i64,
                                 kernel_size = array<i64: 7, 7>,
                                 padding = array<i64: 3, 3, 3, 3>,
                                 strides = array<i64: 2, 2>}
        : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>)
        -> tensor<1x64x112x112xf32>
    %1 = relay.nn.conv2d %y, %dw {groups = 32 : i64,
                                  padding = array<i64: 1, 1, 1, 1>}
        : (tensor<1x32x56x56xf32>, tensor<32x1x3x3xf32>)
        -> tensor<1x32x56x56xf32>
    %2 = relay.nn.conv2d %z, %v {data_layout = #relay.layout<NHWC>,
                                 kernel_layout = #relay.layout<HWIO>}
        : (tensor<1x56x56x64xf32>, tensor<1x1x64x128xf32>)
        -> tensor<1x56x56x128xf32>
    ```
  }];
}
def Relay_Conv3DOp : Relay_ConvOp<"nn.conv3d", "{1, 1, 1}",
                                  "{0, 0, 0, 0, 0, 0}", "NCDHW", "OIDHW"> {
  let summary = "3-D convolution";
  let description = [{
    TVM's `nn.conv3d`, the 3-D form of `nn.conv2d` over (depth, height,
    width). The attributes are TVM's Conv3DAttrs with their defaults:
    `strides` and `dilation` (1, 1, 1); `padding` stored normalised as
    (front, top, left, back, bottom, right), default all 0; `groups` (1);
    the optional `channels` and `kernel_size`, which must agree with the
    weight; `data_layout` "NCDHW" and `kernel_layout` "OIDHW" (or
    permutations such as "NDHWC"/"DHWIO"); `out_layout` (empty: the data
    layout); and `out_dtype` (absent: the data's element type).

    The result has the data's batch, the weight's output channels and, per
    spatial dimension, `(in + pad_before + pad_after - ((k - 1) * dilation
    + 1)) / stride + 1` (rounded down; `?` for a `?` input), arranged in
    `out_layout` (TVM's Conv3DRel).

    ```mlir
    %0 = relay.nn.conv3d %x, %w {padding = array<i64: 1, 1, 1, 1, 1, 1>,
                                 strides = array<i64: 1, 2, 2>}
        : (tensor<1x3x16x112x112xf32>, tensor<64x3x3x3x3xf32>)
        -> tensor<1x64x16x56x56xf32>
    ```
  }];
}
def Relay_Conv2DTransposeOp : Relay_ConvOp<"nn.conv2d_transpose", "{1, 1}",
    "{0, 0, 0, 0}", "NCHW", "IOHW",
    (ins Relay_I64ArrayDefault<"{0, 0}">:$output_padding)> {
  let summary = "2-D transposed convolution (the gradient of conv2d)";
  let description = [{
    TVM's `nn.conv2d_transpose` (a "deconvolution"): the gradient of
    `nn.conv2d` with respect to its input, as used for learned upsampling.
    Each input element scatters its products with the kernel into an
    output window; `strides` spread the input elements apart, `padding`
    (normalised as (top, left, bottom, right)) crops the full output and
    `output_padding` (default (0, 0)) adds rows and columns at the bottom
    and right, to pick one of the output sizes a strided conv2d maps to
    the same input size. The other attributes are those of `nn.conv2d`,
    except that the default `kernel_layout` is "IOHW": the weight is
    `[in_channels, out_channels / groups, kh, kw]`.

    Each spatial extent of the result is `stride * (in - 1) + (k - 1) *
    dilation + 1 - pad_before - pad_after + output_padding`, and the
    result has `weight[1] * groups` channels (TVM's Conv2DTransposeRel
    uses `weight[1]`, wrong for grouped convolutions; see
    docs/dialect.md).

    ```mlir
    %0 = relay.nn.conv2d_transpose %x, %w {output_padding = array<i64: 1, 1>,
                                           padding = array<i64: 1, 1, 1, 1>,
                                           strides = array<i64: 2, 2>}
        : (tensor<1x16x14x14xf32>, tensor<16x8x3x3xf32>)
        -> tensor<1x8x28x28xf32>
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Dense and matmul
//===----------------------------------------------------------------------===//

def Relay_DenseOp : Relay_FunctionalOp<"nn.dense", Relay_OutEWiseFusable> {
  let summary = "`data * weight^T` with weight of shape [units, in]";
  let description = [{
    TVM's fully connected layer: `result[..., n] = sum_k data[..., k] *
    weight[n, k]`. `data` has any rank of at least 1 with the reduction
    dimension last; `weight` is 2-D, `[units, in]`. `units` is optional
    and, when present, must equal `weight`'s first extent; `out_dtype`
    (absent: the data's element type) lets `i8` inputs accumulate in
    `i32`. The result is `data.shape[:-1] + [units]` (TVM's DenseRel). The
    reduction extents must agree even without `units`, which TVM does not
    check. A bias is added by a following `nn.bias_add`.

    ```mlir
    %0 = relay.nn.dense %x, %w {units = 10 : i64}
        : (tensor<4x128xf32>, tensor<10x128xf32>) -> tensor<4x10xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, Relay_Tensor:$weight,
                   OptionalAttr<I64Attr>:$units,
                   OptionalAttr<TypeAttrOf<Relay_ElementType>>:$out_dtype);
  let results = (outs Relay_Tensor:$result);
}

def Relay_MatmulOp : Relay_FunctionalOp<"nn.matmul", Relay_OutEWiseFusable> {
  let summary = "`op(a) * op(b)` where op transposes as requested";
  let description = [{
    TVM's `nn.matmul`: the matrix product of `tensor_a`, `[..., M, K]` (or
    `[..., K, M]` with `transpose_a`), and the 2-D `tensor_b`, `[K, N]` (or
    `[N, K]` with `transpose_b`); both flags default to false (TVM's
    MatmulAttrs), so `nn.dense` is `nn.matmul` with `transpose_b`. `units`,
    when present, must equal N; `out_dtype` is absent for the inputs'
    element type. The result is `[..., M, N]` (TVM's MatmulRel); the
    reduction extents must agree.

    ```mlir
    %0 = relay.nn.matmul %a, %b {transpose_a = true}
        : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$tensor_a, Relay_Tensor:$tensor_b,
                   OptionalAttr<I64Attr>:$units,
                   OptionalAttr<TypeAttrOf<Relay_ElementType>>:$out_dtype,
                   Relay_BoolFalse:$transpose_a, Relay_BoolFalse:$transpose_b);
  let results = (outs Relay_Tensor:$result);
}

def Relay_BatchMatmulOp : Relay_FunctionalOp<"nn.batch_matmul",
                                             Relay_OutEWiseFusable> {
  let summary = "batched matrix product of rank-3 tensors";
  let description = [{
    TVM's `nn.batch_matmul`: for each batch index `b`, the matrix product
    of `tensor_a[b]`, `[M, K]` (or `[K, M]` with `transpose_a`), and
    `tensor_b[b]`, `[K, N]` (or `[N, K]` with `transpose_b`). A batch
    extent of 1 broadcasts against the other operand's. The defaults are
    the C++ BatchMatmulAttrs', `transpose_a = false` and `transpose_b =
    false`; TVM's Python `nn.batch_matmul` passes `transpose_b = True`
    (`a * b^T`), which an imported model then carries explicitly.
    `out_dtype` is absent for the inputs' element type. The result is
    `[B, M, N]` (TVM's BatchMatmulRel).

    ```mlir
    %0 = relay.nn.batch_matmul %q, %k {transpose_b = true}
        : (tensor<12x128x64xf32>, tensor<12x128x64xf32>)
        -> tensor<12x128x128xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$tensor_a, Relay_Tensor:$tensor_b,
                   OptionalAttr<TypeAttrOf<Relay_ElementType>>:$out_dtype,
                   Relay_BoolFalse:$transpose_a, Relay_BoolFalse:$transpose_b);
  let results = (outs Relay_Tensor:$result);
}

def Relay_BiasAddOp : Relay_FunctionalOp<"nn.bias_add", Relay_Broadcast> {
  let summary = "adds a 1-D bias along `axis`";
  let description = [{
    Adds `bias[c]` to every element whose index along `axis` is `c`: a
    broadcasting `add` where the 1-D `bias` is aligned with dimension
    `axis` (default 1, the channel axis of NCHW; -1 for NHWC or the output
    of `nn.dense`) rather than with the last one. `bias` has as many
    values as `data` has along `axis` and the same element type. The
    result has the type of `data` (TVM's BiasAddRel).

    ```mlir
    %0 = relay.nn.bias_add %x, %b
        : (tensor<1x64x56x56xf32>, tensor<64xf32>) -> tensor<1x64x56x56xf32>
    %1 = relay.nn.bias_add %y, %c {axis = -1 : i64}
        : (tensor<4x10xf32>, tensor<10xf32>) -> tensor<4x10xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, Relay_Tensor:$bias,
                   Relay_I64Default<"1">:$axis);
  let results = (outs Relay_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Normalisations
//===----------------------------------------------------------------------===//

def Relay_BatchNormOp : Relay_FunctionalOp<"nn.batch_norm", Relay_OutEWiseFusable> {
  let summary = "batch normalisation in inference form; a 3-tuple result";
  let description = [{
    Returns `(normalised data, moving_mean, moving_var)` as TVM does.

    Normalises `data` along the channel dimension `axis` (default 1; -1
    is also accepted for the last one, as in TVM) with the stored
    statistics: `(x - moving_mean[c]) / sqrt(moving_var[c] + epsilon) *
    gamma[c] + beta[c]`. `center = false` leaves out `beta` and `scale =
    false` leaves out `gamma`; `epsilon` defaults to 1e-5 (TVM's
    BatchNormAttrs). The four parameters are 1-D with the channel extent
    and the data's element type. The result is a tuple of the data's type
    and two vectors of the channel extent (TVM's BatchNormRel); models use
    field 0, and `-relay-simplify-inference` turns it into arithmetic.

    ```mlir
    %0 = relay.nn.batch_norm %x, %gamma, %beta, %mean, %var
        {epsilon = 1.000000e-03 : f64}
        : (tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>,
           tensor<64xf32>, tensor<64xf32>)
        -> tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>>
    %1 = relay.tuple_get_item %0[0]
        : tuple<tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>>
        -> tensor<1x64x56x56xf32>
    ```
  }];
  let arguments = (ins Relay_FloatTensor:$data, Relay_FloatTensor:$gamma,
                   Relay_FloatTensor:$beta, Relay_FloatTensor:$moving_mean,
                   Relay_FloatTensor:$moving_var, Relay_I64Default<"1">:$axis,
                   Relay_F64Default<"1e-5">:$epsilon, Relay_BoolTrue:$center,
                   Relay_BoolTrue:$scale);
  let results = (outs AnyTuple:$result);
}

// TVM registers no pattern kind for these (SimplifyInference removes them
// before fusion); here they are opaque.
class Relay_NormOp<string mnemonic, string axis, dag extraAttrs = (ins)>
    : Relay_FunctionalOp<mnemonic, Relay_Opaque> {
  let arguments = !con((ins Relay_FloatTensor:$data, Relay_FloatTensor:$gamma,
                        Relay_FloatTensor:$beta), extraAttrs,
                       (ins Relay_I64Default<axis>:$axis,
                        Relay_F64Default<"1e-5">:$epsilon,
                        Relay_BoolTrue:$center, Relay_BoolTrue:$scale));
  let results = (outs Relay_FloatTensor:$result);
}

def Relay_LayerNormOp : Relay_NormOp<"nn.layer_norm", "-1"> {
  let summary = "layer normalisation over `axis`";
  let description = [{
    TVM's `nn.layer_norm`: at every position of the other dimensions, the
    values along `axis` (default -1, the feature dimension of a
    transformer) are normalised by their own mean and variance,
    `(x - mean) / sqrt(var + epsilon) * gamma + beta`, with `gamma` and
    `beta` 1-D of the extent of `axis`. `epsilon` defaults to 1e-5;
    `center = false` leaves out `beta`, `scale = false` leaves out
    `gamma` (TVM's LayerNormAttrs). The result has the type of `data`
    (TVM's LayerNormRel). TVM registers no pattern kind (SimplifyInference
    expands it first); here it is opaque.

    ```mlir
    %0 = relay.nn.layer_norm %x, %gamma, %beta {epsilon = 1.000000e-12 : f64}
        : (tensor<2x?x768xf32>, tensor<768xf32>, tensor<768xf32>)
        -> tensor<2x?x768xf32>
    ```
  }];
}
def Relay_InstanceNormOp : Relay_NormOp<"nn.instance_norm", "1"> {
  let summary = "instance normalisation (per sample and channel)";
  let description = [{
    TVM's `nn.instance_norm`: for every sample and every channel (`axis`,
    default 1), the values over the spatial dimensions are normalised by
    their own mean and variance, `(x - mean) / sqrt(var + epsilon) *
    gamma[c] + beta[c]`. `data` has rank 3 or more (batch, channels and at
    least one spatial dimension); `gamma` and `beta` have the channel
    extent. `epsilon` defaults to 1e-5; `center` and `scale` drop `beta`
    and `gamma` when false (TVM's InstanceNormAttrs). The result has the
    type of `data` (TVM's InstanceNormRel). TVM registers no pattern kind;
    here it is opaque.

    ```mlir
    %0 = relay.nn.instance_norm %x, %gamma, %beta
        : (tensor<1x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>)
        -> tensor<1x16x8x8xf32>
    ```
  }];
}
def Relay_GroupNormOp : Relay_NormOp<"nn.group_norm", "1",
                                     (ins I64Attr:$num_groups)> {
  let summary = "group normalisation over `num_groups` channel groups";
  let description = [{
    TVM's `nn.group_norm`: the channels (`axis`, default 1) are split into
    `num_groups` consecutive groups, which must divide the channel count;
    for every sample and group, the values of the group's channels over
    all spatial positions are normalised by their own mean and variance,
    then scaled and shifted per channel, `(x - mean) / sqrt(var + epsilon)
    * gamma[c] + beta[c]`. `data` has rank 2 or more. `epsilon` defaults
    to 1e-5; `center` and `scale` drop `beta` and `gamma` when false
    (TVM's GroupNormAttrs). The result has the type of `data` (TVM's
    GroupNormRel). TVM registers no pattern kind; here it is opaque.

    ```mlir
    %0 = relay.nn.group_norm %x, %gamma, %beta {num_groups = 8 : i64}
        : (tensor<?x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>)
        -> tensor<?x32x8x8xf32>
    ```
  }];
}

def Relay_SoftmaxOp : Relay_FunctionalOp<"nn.softmax", Relay_OutEWiseFusable> {
  let summary = "softmax along `axis`";
  let description = [{
    `exp(x) / sum(exp(x))` along `axis` (default -1; negative values count
    from the end), computed stably by subtracting the maximum first: along
    that axis the results are positive and sum to 1. Float tensors only;
    the result has the operand's type (TVM's SoftmaxRel, an identity
    relation).

    ```mlir
    %0 = relay.nn.softmax %logits : (tensor<2x10xf32>) -> tensor<2x10xf32>
    ```
  }];
  let arguments = (ins Relay_FloatTensor:$data, Relay_I64Default<"-1">:$axis);
  let results = (outs Relay_FloatTensor:$result);
}

def Relay_LogSoftmaxOp : Relay_FunctionalOp<"nn.log_softmax", Relay_OutEWiseFusable> {
  let summary = "log of softmax along `axis`";
  let description = [{
    `x - log(sum(exp(x)))` along `axis` (default -1; negative values count
    from the end), the logarithm of `nn.softmax` computed without
    overflow by subtracting the maximum first. Float tensors only; the
    result has the operand's type (TVM's identity relation).

    ```mlir
    %0 = relay.nn.log_softmax %x {axis = 1 : i64}
        : (tensor<?x1000xbf16>) -> tensor<?x1000xbf16>
    ```
  }];
  let arguments = (ins Relay_FloatTensor:$data, Relay_I64Default<"-1">:$axis);
  let results = (outs Relay_FloatTensor:$result);
}

def Relay_DropoutOp : Relay_FunctionalOp<"nn.dropout", Relay_Opaque> {
  let summary = "dropout; a 2-tuple (output, mask) as in TVM";
  let description = [{
    TVM's `nn.dropout`. In training it zeroes each element with
    probability `rate` (default 0.5, in [0, 1)) and scales the others by
    `1 / (1 - rate)`; in inference, which is what Relay compiles, field 0
    of the result is `data` unchanged, and `-relay-simplify-inference`
    replaces it by `data` (the op stays only while its mask is used). The
    result is a tuple `(output, mask)`, both of the type of `data` (TVM's
    DropoutRel). It is opaque to fusion.

    ```mlir
    %0 = relay.nn.dropout %x {rate = 2.000000e-01 : f64}
        : (tensor<?x128xf32>) -> tuple<tensor<?x128xf32>, tensor<?x128xf32>>
    ```
  }];
  let arguments = (ins Relay_FloatTensor:$data, Relay_F64Default<"0.5">:$rate);
  let results = (outs AnyTuple:$result);
}

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

class Relay_Pool2DOp<string mnemonic, dag extraAttrs = (ins)>
    : Relay_FunctionalOp<mnemonic, Relay_OutEWiseFusable> {
  let arguments = !con((ins Relay_Tensor:$data, DenseI64ArrayAttr:$pool_size,
      Relay_I64ArrayDefault<"{1, 1}">:$strides,
      Relay_I64ArrayDefault<"{1, 1}">:$dilation,
      Relay_I64ArrayDefault<"{0, 0, 0, 0}">:$padding,
      Relay_LayoutDefault<"NCHW">:$layout, Relay_OutLayout:$out_layout,
      Relay_BoolFalse:$ceil_mode), extraAttrs);
  let results = (outs Relay_Tensor:$result);
}

def Relay_MaxPool2DOp : Relay_Pool2DOp<"nn.max_pool2d"> {
  let summary = "2-D max pooling";
  let description = [{
    TVM's `nn.max_pool2d`: each output element is the maximum of a
    `pool_size` (required, (height, width)) window whose taps lie
    `dilation` (default (1, 1)) apart, the window moving by `strides`
    (default (1, 1)). `padding` is stored normalised as (top, left,
    bottom, right), default all 0; padded positions never win the
    maximum. `layout` (default "NCHW", or a permutation such as "NHWC")
    locates the spatial dimensions, and `out_layout` (empty: `layout`)
    arranges the result. Each output extent is `(in + pad_before +
    pad_after - ((k - 1) * dilation + 1)) / stride + 1`, rounded down, or
    up with `ceil_mode`; batch, channels and element type are the input's
    (TVM's Pool2DRel).

    ```mlir
    %0 = relay.nn.max_pool2d %x {padding = array<i64: 1, 1, 1, 1>,
                                 pool_size = array<i64: 3, 3>,
                                 strides = array<i64: 2, 2>}
        : (tensor<1x64x112x112xf32>) -> tensor<1x64x56x56xf32>
    ```
  }];
}
def Relay_AvgPool2DOp : Relay_Pool2DOp<"nn.avg_pool2d",
                                       (ins Relay_BoolFalse:$count_include_pad)> {
  let summary = "2-D average pooling";
  let description = [{
    TVM's `nn.avg_pool2d`: each output element is the mean of a
    `pool_size` (required, (height, width)) window whose taps lie
    `dilation` (default (1, 1)) apart, the window moving by `strides`
    (default (1, 1)). `padding` is stored normalised as (top, left,
    bottom, right), default all 0. The sum is divided by the number of
    window positions inside the input, or by the whole window size with
    `count_include_pad` (default false; padded positions count as 0).
    `layout` (default "NCHW", or a permutation such as "NHWC") locates the
    spatial dimensions, and `out_layout` (empty: `layout`) arranges the
    result. Each output extent is `(in + pad_before + pad_after - ((k - 1)
    * dilation + 1)) / stride + 1`, rounded down, or up with `ceil_mode`;
    batch, channels and element type are the input's (TVM's Pool2DRel).

    ```mlir
    %0 = relay.nn.avg_pool2d %x {count_include_pad = true,
                                 padding = array<i64: 1, 1, 1, 1>,
                                 pool_size = array<i64: 3, 3>}
        : (tensor<1x64x28x28xf32>) -> tensor<1x64x28x28xf32>
    ```
  }];
}

class Relay_GlobalPool2DOp<string mnemonic>
    : Relay_FunctionalOp<mnemonic, Relay_OutEWiseFusable> {
  let arguments = (ins Relay_Tensor:$data, Relay_LayoutDefault<"NCHW">:$layout,
                   Relay_OutLayout:$out_layout);
  let results = (outs Relay_Tensor:$result);
}

def Relay_GlobalAvgPool2DOp : Relay_GlobalPool2DOp<"nn.global_avg_pool2d"> {
  let summary = "average over the whole spatial extent";
  let description = [{
    TVM's `nn.global_avg_pool2d`: the mean over all of the height and
    width of every sample and channel, leaving a 1x1 spatial extent; the
    usual last step before the classifier of a CNN. `layout` (default
    "NCHW", or a permutation such as "NHWC") locates the spatial
    dimensions; `out_layout` must be empty or equal to `layout`. The
    result is the input's type with both spatial extents 1 (TVM's
    GlobalPool2DRel).

    ```mlir
    %0 = relay.nn.global_avg_pool2d %x
        : (tensor<1x2048x7x7xf32>) -> tensor<1x2048x1x1xf32>
    ```
  }];
}
def Relay_GlobalMaxPool2DOp : Relay_GlobalPool2DOp<"nn.global_max_pool2d"> {
  let summary = "maximum over the whole spatial extent";
  let description = [{
    TVM's `nn.global_max_pool2d`: the maximum over all of the height and
    width of every sample and channel, leaving a 1x1 spatial extent.
    `layout` (default "NCHW", or a permutation such as "NHWC") locates the
    spatial dimensions; `out_layout` must be empty or equal to `layout`.
    The result is the input's type with both spatial extents 1 (TVM's
    GlobalPool2DRel).

    ```mlir
    %0 = relay.nn.global_max_pool2d %x {layout = #relay.layout<NHWC>}
        : (tensor<2x6x6x16xi32>) -> tensor<2x1x1x16xi32>
    ```
  }];
}

def Relay_AdaptiveAvgPool2DOp : Relay_FunctionalOp<"nn.adaptive_avg_pool2d",
                                                   Relay_OutEWiseFusable> {
  let summary = "average pooling to a fixed `output_size`";
  let description = [{
    TVM's `nn.adaptive_avg_pool2d` (PyTorch's `AdaptiveAvgPool2d`): the
    input's height and width are divided into `output_size` bins, output
    `i` of an extent `in -> out` averaging the inputs from
    `floor(i * in / out)` to `ceil((i + 1) * in / out)` (exclusive), so the
    windows adapt to the input size. `output_size` has two values
    (height, width), one value for both, or is absent to keep the input
    extents. `layout` (default "NCHW", or a permutation such as "NHWC")
    locates the spatial dimensions; `out_layout` must be empty or equal to
    `layout`. The result is the input's type with the spatial extents of
    `output_size` (TVM's AdaptivePool2DRel).

    ```mlir
    %0 = relay.nn.adaptive_avg_pool2d %x {output_size = array<i64: 7, 7>}
        : (tensor<1x512x14x14xf32>) -> tensor<1x512x7x7xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data,
                   OptionalAttr<DenseI64ArrayAttr>:$output_size,
                   Relay_LayoutDefault<"NCHW">:$layout,
                   Relay_OutLayout:$out_layout);
  let results = (outs Relay_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Resampling and layout
//===----------------------------------------------------------------------===//

def Relay_UpSamplingOp : Relay_FunctionalOp<"nn.upsampling", Relay_Injective> {
  let summary = "2-D upsampling by `scale_h` x `scale_w`";
  let description = [{
    TVM's `nn.upsampling`: resizes the height by `scale_h` and the width
    by `scale_w` (both positive, default 1.0). `method` is
    "nearest_neighbor" (the default: each output pixel copies the input
    pixel it falls in), "bilinear" or "bicubic" (interpolation); with
    `align_corners` (default false) the interpolation maps the corner
    pixels of input and output onto each other. `layout` (default "NCHW",
    or a permutation such as "NHWC") locates the spatial dimensions. The
    result's height and width are `round(in * scale)`; batch, channels and
    element type are the input's (TVM's UpSamplingRel).

    ```mlir
    %0 = relay.nn.upsampling %x {scale_h = 2.000000e+00 : f64,
                                 scale_w = 2.000000e+00 : f64}
        : (tensor<1x3x16x16xf32>) -> tensor<1x3x32x32xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, Relay_F64Default<"1.0">:$scale_h,
                   Relay_F64Default<"1.0">:$scale_w,
                   Relay_LayoutDefault<"NCHW">:$layout,
                   Relay_EnumDefault<Relay_UpsamplingMethodAttr,
                                     "NearestNeighbor">:$method,
                   Relay_BoolFalse:$align_corners);
  let results = (outs Relay_Tensor:$result);
}

def Relay_DepthToSpaceOp : Relay_FunctionalOp<"nn.depth_to_space", Relay_Injective> {
  let summary = "moves channel blocks into spatial blocks (DCR or CRD mode)";
  let description = [{
    TVM's `nn.depth_to_space` (ONNX's DepthToSpace, PixelShuffle): with
    `b = block_size`, the channels are regrouped into `b x b` blocks that
    become spatial blocks, so `[N, C, H, W]` becomes
    `[N, C / (b * b), H * b, W * b]`; the channels must be divisible by
    `b * b`. `mode` orders the channels: "DCR" (the default) reads channel
    `(i * b + j) * C' + c` for output channel `c` at block offset `(i, j)`
    (`C' = C / (b * b)`), "CRD" reads `c * b * b + i * b + j`. `layout`
    (default "NCHW", or "NHWC") locates the dimensions. The element type
    is the input's (TVM's SubPixelRel).

    ```mlir
    %0 = relay.nn.depth_to_space %x {block_size = 2 : i64,
                                      mode = #relay.depth_to_space_mode<CRD>}
        : (tensor<1x16x4x4xf32>) -> tensor<1x4x8x8xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, I64Attr:$block_size,
                   Relay_LayoutDefault<"NCHW">:$layout,
                   Relay_EnumDefault<Relay_DepthToSpaceModeAttr, "DCR">:$mode);
  let results = (outs Relay_Tensor:$result);
}

def Relay_SpaceToDepthOp : Relay_FunctionalOp<"nn.space_to_depth", Relay_Injective> {
  let summary = "moves spatial blocks into channels";
  let description = [{
    TVM's `nn.space_to_depth`, the inverse of `nn.depth_to_space` in "DCR"
    mode: with `b = block_size`, every `b x b` spatial block is stacked
    into the channels, so `[N, C, H, W]` becomes
    `[N, C * b * b, H / b, W / b]`, the block offset `(i, j)` giving the
    outer part of the new channel index, `(i * b + j) * C + c`. Height and
    width must be divisible by `b`. `layout` (default "NCHW", or "NHWC")
    locates the dimensions. The element type is the input's (TVM's
    SubPixelRel).

    ```mlir
    %0 = relay.nn.space_to_depth %x {block_size = 2 : i64}
        : (tensor<1x4x8x8xf32>) -> tensor<1x16x4x4xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, I64Attr:$block_size,
                   Relay_LayoutDefault<"NCHW">:$layout);
  let results = (outs Relay_Tensor:$result);
}

#endif // RELAY_NN_OPS_TD
