//===- RelayTensorOps.td - Element-wise, broadcast, injective -*- tablegen -*-===//
//
// TVM's src/relay/op/tensor/{unary,binary,transform}.cc operators.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_TENSOR_OPS_TD
#define RELAY_TENSOR_OPS_TD

//===----------------------------------------------------------------------===//
// Element-wise unary operators
//===----------------------------------------------------------------------===//

def Relay_ReluOp : Relay_ElemwiseUnaryOp<"nn.relu", Relay_Tensor>;
def Relay_ExpOp : Relay_ElemwiseUnaryOp<"exp", Relay_FloatTensor>;
def Relay_LogOp : Relay_ElemwiseUnaryOp<"log", Relay_FloatTensor>;
def Relay_SqrtOp : Relay_ElemwiseUnaryOp<"sqrt", Relay_FloatTensor>;
def Relay_RsqrtOp : Relay_ElemwiseUnaryOp<"rsqrt", Relay_FloatTensor>;
def Relay_TanhOp : Relay_ElemwiseUnaryOp<"tanh", Relay_FloatTensor>;
def Relay_SigmoidOp : Relay_ElemwiseUnaryOp<"sigmoid", Relay_FloatTensor>;
def Relay_NegativeOp : Relay_ElemwiseUnaryOp<"negative", Relay_Tensor>;
def Relay_AbsOp : Relay_ElemwiseUnaryOp<"abs", Relay_Tensor>;
def Relay_ErfOp : Relay_ElemwiseUnaryOp<"erf", Relay_FloatTensor>;
def Relay_FloorOp : Relay_ElemwiseUnaryOp<"floor", Relay_FloatTensor>;
def Relay_CeilOp : Relay_ElemwiseUnaryOp<"ceil", Relay_FloatTensor>;
def Relay_RoundOp : Relay_ElemwiseUnaryOp<"round", Relay_FloatTensor>;
def Relay_SinOp : Relay_ElemwiseUnaryOp<"sin", Relay_FloatTensor>;
def Relay_CosOp : Relay_ElemwiseUnaryOp<"cos", Relay_FloatTensor>;
def Relay_CopyOp : Relay_ElemwiseUnaryOp<"copy", Relay_Tensor>;
def Relay_LogicalNotOp : Relay_ElemwiseUnaryOp<"logical_not", Relay_BoolTensor>;

def Relay_LeakyReluOp : Relay_ElemwiseUnaryOp<"nn.leaky_relu", Relay_FloatTensor> {
  let summary = "leaky ReLU: `x > 0 ? x : alpha * x`";
  let arguments = (ins Relay_FloatTensor:$data, Relay_F64Default<"0.25">:$alpha);
}

def Relay_ClipOp : Relay_ElemwiseUnaryOp<"clip", Relay_Tensor> {
  let summary = "clamps every element into [a_min, a_max]";
  let arguments = (ins Relay_Tensor:$data, F64Attr:$a_min, F64Attr:$a_max);
  let hasVerifier = 1;
}

def Relay_IsNanOp : Relay_UnaryOp<"isnan", Relay_FloatTensor, Relay_ElemWise> {
  let summary = "element-wise NaN test, giving a bool tensor";
}

def Relay_CastOp : Relay_UnaryOp<"cast", Relay_Tensor, Relay_ElemWise> {
  let summary = "converts every element to `dtype`";
  let arguments = (ins Relay_Tensor:$data, TypeAttrOf<Relay_ElementType>:$dtype);
  let hasFolder = 1;
}

def Relay_PReluOp : Relay_FunctionalOp<"nn.prelu", Relay_Broadcast> {
  let summary = "parametric ReLU with a per-channel slope `alpha` along `axis`";
  let arguments = (ins Relay_FloatTensor:$data, Relay_FloatTensor:$alpha,
                   Relay_I64Default<"1">:$axis);
  let results = (outs Relay_FloatTensor:$result);
}

//===----------------------------------------------------------------------===//
// Broadcasting binary operators
//===----------------------------------------------------------------------===//

def Relay_AddOp : Relay_BroadcastOp<"add", Relay_Tensor, 0> {
  let hasFolder = 1;
}
def Relay_SubtractOp : Relay_BroadcastOp<"subtract", Relay_Tensor, 0> {
  let hasFolder = 1;
}
def Relay_MultiplyOp : Relay_BroadcastOp<"multiply", Relay_Tensor, 0> {
  let hasFolder = 1;
}
def Relay_DivideOp : Relay_BroadcastOp<"divide", Relay_Tensor, 0> {
  let hasFolder = 1;
}
def Relay_PowerOp : Relay_BroadcastOp<"power", Relay_Tensor, 0>;
def Relay_MaximumOp : Relay_BroadcastOp<"maximum", Relay_Tensor, 0>;
def Relay_MinimumOp : Relay_BroadcastOp<"minimum", Relay_Tensor, 0>;
def Relay_ModOp : Relay_BroadcastOp<"mod", Relay_Tensor, 0>;
def Relay_FloorDivideOp : Relay_BroadcastOp<"floor_divide", Relay_Tensor, 0>;
def Relay_EqualOp : Relay_BroadcastOp<"equal", Relay_Tensor, 1>;
def Relay_NotEqualOp : Relay_BroadcastOp<"not_equal", Relay_Tensor, 1>;
def Relay_LessOp : Relay_BroadcastOp<"less", Relay_Tensor, 1>;
def Relay_LessEqualOp : Relay_BroadcastOp<"less_equal", Relay_Tensor, 1>;
def Relay_GreaterOp : Relay_BroadcastOp<"greater", Relay_Tensor, 1>;
def Relay_GreaterEqualOp : Relay_BroadcastOp<"greater_equal", Relay_Tensor, 1>;
def Relay_LogicalAndOp : Relay_BroadcastOp<"logical_and", Relay_BoolTensor, 0>;
def Relay_LogicalOrOp : Relay_BroadcastOp<"logical_or", Relay_BoolTensor, 0>;
def Relay_LeftShiftOp : Relay_BroadcastOp<"left_shift", Relay_IntTensor, 0>;
def Relay_RightShiftOp : Relay_BroadcastOp<"right_shift", Relay_IntTensor, 0>;

def Relay_WhereOp : Relay_FunctionalOp<"where", Relay_Broadcast> {
  let summary = "selects from `x` where `condition` is true, else from `y`";
  let description = [{
    All three operands broadcast to a common shape (TVM's WhereRel); `x` and
    `y` have the same element type.
  }];
  let arguments = (ins Relay_BoolTensor:$condition, Relay_Tensor:$x,
                   Relay_Tensor:$y);
  let results = (outs Relay_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Injective (shape) operators
//===----------------------------------------------------------------------===//

def Relay_ReshapeOp : Relay_FunctionalOp<"reshape", Relay_Injective> {
  let summary = "reshapes a tensor (TVM's `newshape` with 0, -1, -2, -3, -4)";
  let description = [{
    `newshape` follows TVM: `0` copies the input dimension, `-1` infers one
    dimension, `-2` copies all remaining dimensions, `-3` merges two input
    dimensions and `-4` splits one input dimension into the two values that
    follow (one of which may be -1). With `allowzero`, `0` is a literal zero.
  }];
  let arguments = (ins Relay_Tensor:$data, DenseI64ArrayAttr:$newshape,
                   Relay_BoolFalse:$allowzero);
  let results = (outs Relay_Tensor:$result);
  let hasFolder = 1;
}

def Relay_TransposeOp : Relay_FunctionalOp<"transpose", Relay_Injective> {
  let summary = "permutes dimensions; no `axes` reverses them";
  let arguments = (ins Relay_Tensor:$data, OptionalAttr<DenseI64ArrayAttr>:$axes);
  let results = (outs Relay_Tensor:$result);
  let hasFolder = 1;
}

def Relay_SqueezeOp : Relay_FunctionalOp<"squeeze", Relay_Injective> {
  let summary = "removes dimensions of extent 1 (all of them when no `axis`)";
  let arguments = (ins Relay_Tensor:$data, OptionalAttr<DenseI64ArrayAttr>:$axis);
  let results = (outs Relay_Tensor:$result);
  let hasFolder = 1;
}

def Relay_ExpandDimsOp : Relay_FunctionalOp<"expand_dims", Relay_Broadcast> {
  let summary = "inserts `num_newaxis` dimensions of extent 1 at `axis`";
  let arguments = (ins Relay_Tensor:$data, I64Attr:$axis,
                   Relay_I64Default<"1">:$num_newaxis);
  let results = (outs Relay_Tensor:$result);
  let hasFolder = 1;
}

def Relay_ConcatenateOp : Relay_FunctionalOp<"concatenate", Relay_Injective> {
  let summary = "joins tensors along `axis`";
  let description = [{
    TVM passes the inputs as one tuple; here they are variadic operands (the
    importer unpacks the tuple).
  }];
  let arguments = (ins Variadic<Relay_Tensor>:$data, Relay_I64Default<"0">:$axis);
  let results = (outs Relay_Tensor:$result);
}

def Relay_StackOp : Relay_FunctionalOp<"stack", Relay_Injective> {
  let summary = "stacks same-shaped tensors along a new `axis`";
  let arguments = (ins Variadic<Relay_Tensor>:$data, Relay_I64Default<"0">:$axis);
  let results = (outs Relay_Tensor:$result);
}

def Relay_SplitOp : Relay_FunctionalOp<"split", Relay_Injective> {
  let summary = "splits a tensor along `axis` into a tuple";
  let description = [{
    `indices_or_sections` is either an integer (the number of equal sections)
    or an array of split indices, as in TVM.
  }];
  let arguments = (ins Relay_Tensor:$data,
                   AnyAttrOf<[I64Attr, DenseI64ArrayAttr]>:$indices_or_sections,
                   Relay_I64Default<"0">:$axis);
  let results = (outs AnyTuple:$result);
}

def Relay_StridedSliceOp : Relay_FunctionalOp<"strided_slice", Relay_Injective> {
  let summary = "a strided slice with static begin/end/strides";
  let description = [{
    `slice_mode` is `end` (end is exclusive) or `size` (end is a size, -1
    meaning up to the end): `slice_mode = #relay.slice_mode<size>`. `axes`,
    when given, names the dimensions that `begin`, `end` and `strides` refer
    to.
  }];
  let arguments = (ins Relay_Tensor:$data, DenseI64ArrayAttr:$begin,
                   DenseI64ArrayAttr:$end,
                   OptionalAttr<DenseI64ArrayAttr>:$strides,
                   Relay_EnumDefault<Relay_SliceModeAttr, "End">:$slice_mode,
                   OptionalAttr<DenseI64ArrayAttr>:$axes);
  let results = (outs Relay_Tensor:$result);
}

def Relay_TakeOp : Relay_FunctionalOp<"take", Relay_Injective> {
  let summary = "takes elements along `axis` (flattened input without axis)";
  let arguments = (ins Relay_Tensor:$data, Relay_IntTensor:$indices,
                   OptionalAttr<I64Attr>:$axis, Relay_I64Default<"0">:$batch_dims,
                   Relay_EnumDefault<Relay_TakeModeAttr, "Clip">:$mode);
  let results = (outs Relay_Tensor:$result);
}

def Relay_GatherOp : Relay_FunctionalOp<"gather", Relay_Injective> {
  let summary = "gathers along `axis`: out[..i..] = data[..indices[..i..]..]";
  let arguments = (ins Relay_Tensor:$data, Relay_IntTensor:$indices, I64Attr:$axis);
  let results = (outs Relay_Tensor:$result);
}

def Relay_BroadcastToOp : Relay_FunctionalOp<"broadcast_to", Relay_Broadcast> {
  let summary = "broadcasts a tensor to `shape`";
  let arguments = (ins Relay_Tensor:$data, DenseI64ArrayAttr:$shape);
  let results = (outs Relay_Tensor:$result);
}

def Relay_TileOp : Relay_FunctionalOp<"tile", Relay_Broadcast> {
  let summary = "repeats a tensor `reps` times along each dimension";
  let arguments = (ins Relay_Tensor:$data, DenseI64ArrayAttr:$reps);
  let results = (outs Relay_Tensor:$result);
}

def Relay_ReverseOp : Relay_FunctionalOp<"reverse", Relay_Injective> {
  let summary = "reverses the order of elements along `axis`";
  let arguments = (ins Relay_Tensor:$data, I64Attr:$axis);
  let results = (outs Relay_Tensor:$result);
}

def Relay_LayoutTransformOp : Relay_FunctionalOp<"layout_transform", Relay_Injective> {
  let summary = "converts between data layouts such as NCHW, NHWC and NCHW16c";
  let arguments = (ins Relay_Tensor:$data, Relay_LayoutAttr:$src_layout,
                   Relay_LayoutAttr:$dst_layout);
  let results = (outs Relay_Tensor:$result);
}

def Relay_PadOp : Relay_FunctionalOp<"nn.pad", Relay_Injective> {
  let summary = "pads a tensor; `pad_width` holds (before, after) per dimension";
  let description = [{
    TVM's `pad_width` is a list of pairs; here it is flattened to
    `array<i64: before0, after0, before1, after1, ...>`. `pad_mode` is
    `constant`, `edge` or `reflect` (`#relay.pad_mode<edge>`); `pad_value` is
    a scalar operand.
  }];
  let arguments = (ins Relay_Tensor:$data, Relay_ScalarTensor:$pad_value,
                   DenseI64ArrayAttr:$pad_width,
                   Relay_EnumDefault<Relay_PadModeAttr, "Constant">:$pad_mode);
  let results = (outs Relay_Tensor:$result);
}

def Relay_BatchFlattenOp : Relay_FunctionalOp<"nn.batch_flatten", Relay_Injective> {
  let summary = "flattens all but the first dimension";
  let arguments = (ins Relay_Tensor:$data);
  let results = (outs Relay_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Tensor creation
//===----------------------------------------------------------------------===//

def Relay_FullOp : Relay_FunctionalOp<"full", Relay_ElemWise> {
  let summary = "a tensor of `shape` filled with the scalar `fill_value`";
  let arguments = (ins Relay_ScalarTensor:$fill_value, DenseI64ArrayAttr:$shape,
                   OptionalAttr<TypeAttrOf<Relay_ElementType>>:$dtype);
  let results = (outs Relay_Tensor:$result);
}

def Relay_ZerosOp : Relay_FunctionalOp<"zeros", Relay_ElemWise> {
  let summary = "a tensor of zeros";
  let arguments = (ins DenseI64ArrayAttr:$shape, TypeAttrOf<Relay_ElementType>:$dtype);
  let results = (outs Relay_Tensor:$result);
}

def Relay_OnesOp : Relay_FunctionalOp<"ones", Relay_ElemWise> {
  let summary = "a tensor of ones";
  let arguments = (ins DenseI64ArrayAttr:$shape, TypeAttrOf<Relay_ElementType>:$dtype);
  let results = (outs Relay_Tensor:$result);
}

def Relay_ZerosLikeOp : Relay_ElemwiseUnaryOp<"zeros_like", Relay_Tensor> {
  let summary = "zeros with the type of the operand";
}
def Relay_OnesLikeOp : Relay_ElemwiseUnaryOp<"ones_like", Relay_Tensor> {
  let summary = "ones with the type of the operand";
}

def Relay_ArangeOp : Relay_FunctionalOp<"arange", Relay_Opaque> {
  let summary = "evenly spaced values in [start, stop) with step `step`";
  let description = [{
    `start`, `stop` and `step` are scalar operands, as in TVM; the length is
    known statically only when all three are constants.
  }];
  let arguments = (ins Relay_ScalarTensor:$start, Relay_ScalarTensor:$stop,
                   Relay_ScalarTensor:$step, TypeAttrOf<Relay_ElementType>:$dtype);
  let results = (outs 1DTensorOf<[Relay_ElementType]>:$result);
}

#endif // RELAY_TENSOR_OPS_TD
