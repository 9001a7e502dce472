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
}
def Relay_Conv2DOp : Relay_ConvOp<"nn.conv2d", "{1, 1}", "{0, 0, 0, 0}",
                                  "NCHW", "OIHW"> {
  let summary = "2-D convolution (NCHW/OIHW or NHWC/HWIO, grouped, dilated)";
}
def Relay_Conv3DOp : Relay_ConvOp<"nn.conv3d", "{1, 1, 1}",
                                  "{0, 0, 0, 0, 0, 0}", "NCDHW", "OIDHW"> {
  let summary = "3-D convolution";
}
def Relay_Conv2DTransposeOp : Relay_ConvOp<"nn.conv2d_transpose", "{1, 1}",
    "{0, 0, 0, 0}", "NCHW", "IOHW",
    (ins Relay_I64ArrayDefault<"{0, 0}">:$output_padding)> {
  let summary = "2-D transposed convolution (the gradient of conv2d)";
}

//===----------------------------------------------------------------------===//
// Dense and matmul
//===----------------------------------------------------------------------===//

def Relay_DenseOp : Relay_FunctionalOp<"nn.dense", Relay_OutEWiseFusable> {
  let summary = "`data * weight^T` with weight of shape [units, in]";
  let arguments = (ins Relay_Tensor:$data, Relay_Tensor:$weight,
                   OptionalAttr<I64Attr>:$units,
                   OptionalAttr<TypeAttrOf<Relay_ElementType>>:$out_dtype);
  let results = (outs Relay_Tensor:$result);
}

def Relay_MatmulOp : Relay_FunctionalOp<"nn.matmul", Relay_OutEWiseFusable> {
  let summary = "`op(a) * op(b)` where op transposes as requested";
  let arguments = (ins Relay_Tensor:$tensor_a, Relay_Tensor:$tensor_b,
                   OptionalAttr<I64Attr>:$units,
                   OptionalAttr<TypeAttrOf<Relay_ElementType>>:$out_dtype,
                   Relay_BoolFalse:$transpose_a, Relay_BoolFalse:$transpose_b);
  let results = (outs Relay_Tensor:$result);
}

def Relay_BatchMatmulOp : Relay_FunctionalOp<"nn.batch_matmul",
                                             Relay_OutEWiseFusable> {
  let summary = "batched matrix product of rank-3 tensors";
  let arguments = (ins Relay_Tensor:$tensor_a, Relay_Tensor:$tensor_b,
                   OptionalAttr<TypeAttrOf<Relay_ElementType>>:$out_dtype,
                   Relay_BoolFalse:$transpose_a, Relay_BoolFalse:$transpose_b);
  let results = (outs Relay_Tensor:$result);
}

def Relay_BiasAddOp : Relay_FunctionalOp<"nn.bias_add", Relay_Broadcast> {
  let summary = "adds a 1-D bias along `axis`";
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
}
def Relay_InstanceNormOp : Relay_NormOp<"nn.instance_norm", "1"> {
  let summary = "instance normalisation (per sample and channel)";
}
def Relay_GroupNormOp : Relay_NormOp<"nn.group_norm", "1",
                                     (ins I64Attr:$num_groups)> {
  let summary = "group normalisation over `num_groups` channel groups";
}

def Relay_SoftmaxOp : Relay_FunctionalOp<"nn.softmax", Relay_OutEWiseFusable> {
  let summary = "softmax along `axis`";
  let arguments = (ins Relay_FloatTensor:$data, Relay_I64Default<"-1">:$axis);
  let results = (outs Relay_FloatTensor:$result);
}

def Relay_LogSoftmaxOp : Relay_FunctionalOp<"nn.log_softmax", Relay_OutEWiseFusable> {
  let summary = "log of softmax along `axis`";
  let arguments = (ins Relay_FloatTensor:$data, Relay_I64Default<"-1">:$axis);
  let results = (outs Relay_FloatTensor:$result);
}

def Relay_DropoutOp : Relay_FunctionalOp<"nn.dropout", Relay_Opaque> {
  let summary = "dropout; a 2-tuple (output, mask) as in TVM";
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
}
def Relay_AvgPool2DOp : Relay_Pool2DOp<"nn.avg_pool2d",
                                       (ins Relay_BoolFalse:$count_include_pad)> {
  let summary = "2-D average pooling";
}

class Relay_GlobalPool2DOp<string mnemonic>
    : Relay_FunctionalOp<mnemonic, Relay_OutEWiseFusable> {
  let arguments = (ins Relay_Tensor:$data, Relay_LayoutDefault<"NCHW">:$layout,
                   Relay_OutLayout:$out_layout);
  let results = (outs Relay_Tensor:$result);
}

def Relay_GlobalAvgPool2DOp : Relay_GlobalPool2DOp<"nn.global_avg_pool2d"> {
  let summary = "average over the whole spatial extent";
}
def Relay_GlobalMaxPool2DOp : Relay_GlobalPool2DOp<"nn.global_max_pool2d"> {
  let summary = "maximum over the whole spatial extent";
}

def Relay_AdaptiveAvgPool2DOp : Relay_FunctionalOp<"nn.adaptive_avg_pool2d",
                                                   Relay_OutEWiseFusable> {
  let summary = "average pooling to a fixed `output_size`";
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
  let arguments = (ins Relay_Tensor:$data, I64Attr:$block_size,
                   Relay_LayoutDefault<"NCHW">:$layout,
                   Relay_EnumDefault<Relay_DepthToSpaceModeAttr, "DCR">:$mode);
  let results = (outs Relay_Tensor:$result);
}

def Relay_SpaceToDepthOp : Relay_FunctionalOp<"nn.space_to_depth", Relay_Injective> {
  let summary = "moves spatial blocks into channels";
  let arguments = (ins Relay_Tensor:$data, I64Attr:$block_size,
                   Relay_LayoutDefault<"NCHW">:$layout);
  let results = (outs Relay_Tensor:$result);
}

#endif // RELAY_NN_OPS_TD
