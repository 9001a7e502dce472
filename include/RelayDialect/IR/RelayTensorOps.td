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

def Relay_ReluOp : Relay_ElemwiseUnaryOp<"nn.relu", Relay_Tensor> {
  let description = [{
    Rectified linear unit: `max(x, 0)` for every element, as TVM's
    `nn.relu`. Any Relay dtype is accepted; on unsigned integers it is the
    identity. The result has the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.nn.relu %x : tensor<1x64x56x56xf32>
    ```
  }];
}
def Relay_ExpOp : Relay_ElemwiseUnaryOp<"exp", Relay_FloatTensor> {
  let description = [{
    The natural exponential `e^x` of every element. Float tensors only
    (f16, bf16, f32, f64): TVM's relation lets integer tensors through and
    fails in code generation, the verifier here rejects them. The result
    has the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.exp %x : tensor<2x3xf32>
    ```
  }];
}
def Relay_LogOp : Relay_ElemwiseUnaryOp<"log", Relay_FloatTensor> {
  let description = [{
    The natural logarithm of every element: `log(0)` is `-inf` and a
    negative element gives NaN, as in IEEE arithmetic. Float tensors only
    (integer tensors are rejected by the verifier, unlike TVM). The result
    has the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.log %x : tensor<2x3xf32>
    ```
  }];
}
def Relay_SqrtOp : Relay_ElemwiseUnaryOp<"sqrt", Relay_FloatTensor> {
  let description = [{
    The square root of every element; a negative element gives NaN. Float
    tensors only (integer tensors are rejected by the verifier, unlike
    TVM). The result has the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.sqrt %x : tensor<?x16xf16>
    ```
  }];
}
def Relay_RsqrtOp : Relay_ElemwiseUnaryOp<"rsqrt", Relay_FloatTensor> {
  let description = [{
    The reciprocal square root `1 / sqrt(x)` of every element, as found in
    normalisations. Float tensors only (integer tensors are rejected by the
    verifier, unlike TVM). The result has the operand's type (TVM's
    IdentityRel).

    ```mlir
    %0 = relay.rsqrt %var : tensor<64xf32>
    ```
  }];
}
def Relay_TanhOp : Relay_ElemwiseUnaryOp<"tanh", Relay_FloatTensor> {
  let description = [{
    The hyperbolic tangent of every element, with values in (-1, 1). Float
    tensors only (integer tensors are rejected by the verifier, unlike
    TVM). The result has the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.tanh %x : tensor<1x128xf32>
    ```
  }];
}
def Relay_SigmoidOp : Relay_ElemwiseUnaryOp<"sigmoid", Relay_FloatTensor> {
  let description = [{
    The logistic function `1 / (1 + exp(-x))` of every element, with values
    in (0, 1). Float tensors only (integer tensors are rejected by the
    verifier, unlike TVM). The result has the operand's type (TVM's
    IdentityRel).

    ```mlir
    %0 = relay.sigmoid %x : tensor<1x128xf32>
    ```
  }];
}
def Relay_NegativeOp : Relay_ElemwiseUnaryOp<"negative", Relay_Tensor> {
  let description = [{
    Negates every element, `-x`. Any Relay dtype is accepted; integers wrap
    around (the negation of an unsigned value is `2^n - x`). The result has
    the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.negative %x : tensor<4xi32>
    ```
  }];
}
def Relay_AbsOp : Relay_ElemwiseUnaryOp<"abs", Relay_Tensor> {
  let description = [{
    The absolute value of every element. Any Relay dtype is accepted; on
    unsigned integers it is the identity, and the most negative signed
    value stays as it is (two's complement). The result has the operand's
    type (TVM's IdentityRel).

    ```mlir
    %0 = relay.abs %x : tensor<2x2xf32>
    ```
  }];
}
def Relay_ErfOp : Relay_ElemwiseUnaryOp<"erf", Relay_FloatTensor> {
  let description = [{
    The Gauss error function `erf(x) = 2/sqrt(pi) * integral_0^x exp(-t^2)
    dt` of every element; importers build the exact GELU from it. Float
    tensors only (integer tensors are rejected by the verifier, unlike
    TVM). The result has the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.erf %x : tensor<1x384x768xf32>
    ```
  }];
}
def Relay_FloorOp : Relay_ElemwiseUnaryOp<"floor", Relay_FloatTensor> {
  let description = [{
    Rounds every element down to the nearest integral value, keeping the
    float dtype (`floor(-1.5) = -2.0`). Float tensors only (integer tensors
    are rejected by the verifier, unlike TVM). The result has the operand's
    type (TVM's IdentityRel).

    ```mlir
    %0 = relay.floor %x : tensor<8xf32>
    ```
  }];
}
def Relay_CeilOp : Relay_ElemwiseUnaryOp<"ceil", Relay_FloatTensor> {
  let description = [{
    Rounds every element up to the nearest integral value, keeping the
    float dtype (`ceil(-1.5) = -1.0`). Float tensors only (integer tensors
    are rejected by the verifier, unlike TVM). The result has the operand's
    type (TVM's IdentityRel).

    ```mlir
    %0 = relay.ceil %x : tensor<8xf32>
    ```
  }];
}
def Relay_RoundOp : Relay_ElemwiseUnaryOp<"round", Relay_FloatTensor> {
  let description = [{
    Rounds every element to the nearest integral value, halfway cases away
    from zero (`round(2.5) = 3.0`, `round(-2.5) = -3.0`), as TVM's `round`
    does on its LLVM targets; the dtype stays a float. Float tensors only
    (integer tensors are rejected by the verifier, unlike TVM). The result
    has the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.round %x : tensor<8xf32>
    ```
  }];
}
def Relay_SinOp : Relay_ElemwiseUnaryOp<"sin", Relay_FloatTensor> {
  let description = [{
    The sine of every element, in radians. Float tensors only (integer
    tensors are rejected by the verifier, unlike TVM). The result has the
    operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.sin %x : tensor<16xf32>
    ```
  }];
}
def Relay_CosOp : Relay_ElemwiseUnaryOp<"cos", Relay_FloatTensor> {
  let description = [{
    The cosine of every element, in radians. Float tensors only (integer
    tensors are rejected by the verifier, unlike TVM). The result has the
    operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.cos %x : tensor<16xf32>
    ```
  }];
}
def Relay_CopyOp : Relay_ElemwiseUnaryOp<"copy", Relay_Tensor> {
  let description = [{
    A copy of the operand (TVM's `copy`): the values are unchanged. In
    Relay's value semantics it is an identity; TVM keeps it as an explicit
    copy in generated code. The result has the operand's type (TVM's
    IdentityRel).

    ```mlir
    %0 = relay.copy %x : tensor<3x4xi32>
    ```
  }];
}
def Relay_LogicalNotOp
    : Relay_ElemwiseUnaryOp<"logical_not", Relay_BoolTensor> {
  let description = [{
    Boolean negation of every element. The operand must be a bool (`i1`)
    tensor, as TVM's `logical_not` is meant for; the result has the
    operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.logical_not %mask : tensor<?xi1>
    ```
  }];
}

def Relay_LeakyReluOp : Relay_ElemwiseUnaryOp<"nn.leaky_relu", Relay_FloatTensor> {
  let summary = "leaky ReLU: `x > 0 ? x : alpha * x`";
  let description = [{
    Keeps positive elements and scales the others by the constant slope
    `alpha`. `alpha` defaults to 0.25, the C++ default of TVM's
    LeakyReluAttrs; TVM's Python wrapper passes 0.01, so an imported model
    carries the value it was built with. Float tensors only; the result has
    the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.nn.leaky_relu %x {alpha = 1.000000e-01 : f64} : tensor<1x32xf32>
    ```
  }];
  let arguments = (ins Relay_FloatTensor:$data, Relay_F64Default<"0.25">:$alpha);
}

def Relay_ClipOp : Relay_ElemwiseUnaryOp<"clip", Relay_Tensor> {
  let summary = "clamps every element into [a_min, a_max]";
  let description = [{
    `min(max(x, a_min), a_max)` for every element. Both bounds are required
    `f64` attributes, as in TVM's ClipAttrs, and are converted to the
    tensor's dtype for integer tensors; the verifier requires
    `a_min <= a_max`. ReLU6 is `clip` with bounds 0 and 6. The result has
    the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.clip %x {a_max = 6.000000e+00 : f64, a_min = 0.000000e+00 : f64}
        : tensor<1x32x112x112xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, F64Attr:$a_min, F64Attr:$a_max);
  let hasVerifier = 1;
}

def Relay_IsNanOp : Relay_UnaryOp<"isnan", Relay_FloatTensor, Relay_ElemWise> {
  let summary = "element-wise NaN test, giving a bool tensor";
  let description = [{
    True where an element is NaN, false elsewhere. The operand is a float
    tensor; the result has its shape with element type `i1` (bool), so the
    type is printed in the `T -> R` form.

    ```mlir
    %0 = relay.isnan %x : tensor<?x3xf32> -> tensor<?x3xi1>
    ```
  }];
}

def Relay_CastOp : Relay_UnaryOp<"cast", Relay_Tensor, Relay_ElemWise> {
  let summary = "converts every element to `dtype`";
  let description = [{
    Converts every element to the element type `dtype` (TVM's CastAttrs;
    here a type attribute such as `f16` or `ui8`). Float to integer
    truncates toward zero, integer to a narrower integer wraps, and
    anything to `i1` tests for non-zero, as a C cast does. The result has
    the operand's shape and element type `dtype` (TVM's CastRel). A cast to
    the operand's own type folds away.

    ```mlir
    %0 = relay.cast %x {dtype = f16} : tensor<2x3xf32> -> tensor<2x3xf16>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, TypeAttrOf<Relay_ElementType>:$dtype);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Relay_FixedPointMultiplyOp
    : Relay_UnaryOp<"fixed_point_multiply", RankedTensorOf<[I32]>,
                    Relay_ElemWise> {
  let summary = "multiplies int32 data by a fixed-point number, rounding up";
  let description = [{
    TVM's `fixed_point_multiply` (FixedPointMultiplyAttrs): multiplies every
    `i32` element by the real number `multiplier * 2^(shift - 31)`, where
    `multiplier` is a Q31 fixed-point significand in `[0, 2^31)`. As TVM's
    `q_multiply_shift`, the element is widened to `i64`, shifted left by
    `max(shift, 0)`, multiplied by `multiplier`, then `2^(s - 1)` is added
    and the sum shifted right arithmetically by `s = 31 + max(-shift, 0)`
    (ties round toward +infinity), and the result is truncated to `i32`.
    `qnn.requantize` with "UPWARD" rounding canonicalizes to it. `shift` is
    limited to `[-32, 31]` so that every shift stays inside 64 bits. The
    result has the operand's type (TVM's IdentityRel).

    ```mlir
    %0 = relay.fixed_point_multiply %x {multiplier = 1395864371 : i64,
                                        shift = -3 : i64} : tensor<4x8xi32>
    ```
  }];
  let arguments = (ins RankedTensorOf<[I32]>:$data, I64Attr:$multiplier,
                   I64Attr:$shift);
  let hasVerifier = 1;
}

def Relay_FixedPointMultiplyPerAxisOp
    : Relay_FunctionalOp<"fixed_point_multiply_per_axis", Relay_Broadcast> {
  let summary = "fixed_point_multiply with a multiplier and shifts per channel";
  let description = [{
    TVM's `fixed_point_multiply_per_axis`
    (FixedPointMultiplyPerAxisAttrs): `fixed_point_multiply` where the
    multiplier, the left shift and the right shift vary along the
    dimensions `axes` of `data`. The three parameter tensors are `i32` and
    have one dimension per entry of `axes`, of the same extent as that
    dimension of `data`; the element at index `(i_a0, i_a1, ...)` applies to
    the elements of `data` with those indices. For every element, in `i64`:
    `x << lshift` when `is_lshift_required`, times `multiplier`, plus
    `2^(rshift + 30)`, shifted right arithmetically by `rshift + 31`, then
    truncated to `i32` (`is_rshift_required` is informational, as in TVM's
    compute, which always applies the Q31 shift). Left shifts are limited to
    `[0, 31]` and right shifts to `[0, 32]` when they are constants. The
    result has the type of `data` (TVM's FixedPointMultiplyPerAxisRel).

    ```mlir
    %0 = relay.fixed_point_multiply_per_axis %x, %m, %ls, %rs
        {axes = array<i64: 1>, is_lshift_required = false,
         is_rshift_required = true}
        : (tensor<1x4x6x6xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>)
        -> tensor<1x4x6x6xi32>
    ```
  }];
  let arguments = (ins RankedTensorOf<[I32]>:$data,
                   RankedTensorOf<[I32]>:$fixed_point_multiplier,
                   RankedTensorOf<[I32]>:$left_shift,
                   RankedTensorOf<[I32]>:$right_shift,
                   BoolAttr:$is_lshift_required, BoolAttr:$is_rshift_required,
                   DenseI64ArrayAttr:$axes);
  let results = (outs RankedTensorOf<[I32]>:$result);
  let hasVerifier = 1;
}

def Relay_PReluOp : Relay_FunctionalOp<"nn.prelu", Relay_Broadcast> {
  let summary = "parametric ReLU with a per-channel slope `alpha` along `axis`";
  let description = [{
    Like `nn.leaky_relu`, but the slope is a learned operand: the result is
    `x > 0 ? x : alpha[c] * x` where `c` is the element's index along
    `axis` (default 1, the channel axis of NCHW; negative values count from
    the end). `alpha` is a 1-D tensor with as many values as `data` has
    along `axis`, and of the same element type. The result has the type of
    `data` (TVM's PReluRel).

    ```mlir
    %0 = relay.nn.prelu %x, %alpha
        : (tensor<1x8x4x4xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
    ```
  }];
  let arguments = (ins Relay_FloatTensor:$data, Relay_FloatTensor:$alpha,
                   Relay_I64Default<"1">:$axis);
  let results = (outs Relay_FloatTensor:$result);
}

//===----------------------------------------------------------------------===//
// Broadcasting binary operators
//===----------------------------------------------------------------------===//

def Relay_AddOp : Relay_BroadcastOp<"add", Relay_Tensor, 0> {
  let description = [{
    Element-wise sum `lhs + rhs`; integers wrap around. The shapes
    broadcast as in NumPy (TVM's BroadcastRel): they are aligned from the
    right, missing leading dimensions count as 1, and each pair of extents
    must be equal or contain a 1, which is stretched; a `?` paired with a
    static extent other than 1 is taken to be that extent. Both operands
    have the same element type, which the result keeps. The type is
    printed once when both operands and the result have it, else as a
    function type.

    ```mlir
    %0 = relay.add %a, %b : tensor<2x3xf32>
    %1 = relay.add %x, %bias
        : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>)
        -> tensor<1x64x56x56xf32>
    ```
  }];
  let hasCanonicalizer = 1;
}
def Relay_SubtractOp : Relay_BroadcastOp<"subtract", Relay_Tensor, 0> {
  let description = [{
    Element-wise difference `lhs - rhs`; integers wrap around. The shapes
    broadcast as in NumPy (TVM's BroadcastRel): aligned from the right,
    each pair of extents equal or containing a 1. Both operands have the
    same element type, which the result keeps.

    ```mlir
    %0 = relay.subtract %x, %mean
        : (tensor<4x16xf32>, tensor<4x1xf32>) -> tensor<4x16xf32>
    ```
  }];
}
def Relay_MultiplyOp : Relay_BroadcastOp<"multiply", Relay_Tensor, 0> {
  let description = [{
    Element-wise product `lhs * rhs`; integers wrap around. The shapes
    broadcast as in NumPy (TVM's BroadcastRel): aligned from the right,
    each pair of extents equal or containing a 1. Both operands have the
    same element type, which the result keeps.

    ```mlir
    %0 = relay.multiply %x, %scale
        : (tensor<1x64x56x56xf32>, tensor<64x1x1xf32>)
        -> tensor<1x64x56x56xf32>
    ```
  }];
  let hasCanonicalizer = 1;
}
def Relay_DivideOp : Relay_BroadcastOp<"divide", Relay_Tensor, 0> {
  let description = [{
    Element-wise quotient `lhs / rhs`. Integer division truncates toward
    zero, as in C (`floor_divide` rounds toward negative infinity). The
    shapes broadcast as in NumPy (TVM's BroadcastRel): aligned from the
    right, each pair of extents equal or containing a 1. Both operands have
    the same element type, which the result keeps.

    ```mlir
    %0 = relay.divide %x, %n : (tensor<8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    ```
  }];
  let hasCanonicalizer = 1;
}
def Relay_PowerOp : Relay_BroadcastOp<"power", Relay_Tensor, 0> {
  let description = [{
    Element-wise power `lhs ^ rhs` (`pow` of C for floats). The shapes
    broadcast as in NumPy (TVM's BroadcastRel): aligned from the right,
    each pair of extents equal or containing a 1. Both operands have the
    same element type, which the result keeps.

    ```mlir
    %0 = relay.power %x, %two
        : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    ```
  }];
}
def Relay_MaximumOp : Relay_BroadcastOp<"maximum", Relay_Tensor, 0> {
  let description = [{
    Element-wise maximum of `lhs` and `rhs`. The shapes broadcast as in
    NumPy (TVM's BroadcastRel): aligned from the right, each pair of
    extents equal or containing a 1. Both operands have the same element
    type, which the result keeps.

    ```mlir
    %0 = relay.maximum %a, %b : tensor<?x10xi32>
    ```
  }];
}
def Relay_MinimumOp : Relay_BroadcastOp<"minimum", Relay_Tensor, 0> {
  let description = [{
    Element-wise minimum of `lhs` and `rhs`. The shapes broadcast as in
    NumPy (TVM's BroadcastRel): aligned from the right, each pair of
    extents equal or containing a 1. Both operands have the same element
    type, which the result keeps.

    ```mlir
    %0 = relay.minimum %x, %cap
        : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x5xf32>
    ```
  }];
}
def Relay_ModOp : Relay_BroadcastOp<"mod", Relay_Tensor, 0> {
  let description = [{
    Element-wise remainder of `lhs / rhs` with the sign of `lhs`, as C's
    `%` and `fmod` (TVM's `mod` is a truncating modulo; `floor_mod` is a
    different operator). The shapes broadcast as in NumPy (TVM's
    BroadcastRel): aligned from the right, each pair of extents equal or
    containing a 1. Both operands have the same element type, which the
    result keeps.

    ```mlir
    %0 = relay.mod %i, %n : (tensor<16xi64>, tensor<i64>) -> tensor<16xi64>
    ```
  }];
}
def Relay_FloorDivideOp : Relay_BroadcastOp<"floor_divide", Relay_Tensor, 0> {
  let description = [{
    Element-wise `floor(lhs / rhs)`: integer division rounding toward
    negative infinity (`-7 floor_divide 2 = -4`), and for floats the floor
    of the quotient, still a float. The shapes broadcast as in NumPy (TVM's
    BroadcastRel): aligned from the right, each pair of extents equal or
    containing a 1. Both operands have the same element type, which the
    result keeps.

    ```mlir
    %0 = relay.floor_divide %i, %n
        : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    ```
  }];
}
def Relay_EqualOp : Relay_BroadcastOp<"equal", Relay_Tensor, 1> {
  let description = [{
    Element-wise `lhs == rhs`. The shapes broadcast as in NumPy (TVM's
    BroadcastCompRel): aligned from the right, each pair of extents equal
    or containing a 1. Both operands have the same element type; the
    result is a bool (`i1`) tensor of the broadcast shape.

    ```mlir
    %0 = relay.equal %a, %b : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
    ```
  }];
}
def Relay_NotEqualOp : Relay_BroadcastOp<"not_equal", Relay_Tensor, 1> {
  let description = [{
    Element-wise `lhs != rhs` (true for NaN operands). The shapes broadcast
    as in NumPy (TVM's BroadcastCompRel): aligned from the right, each pair
    of extents equal or containing a 1. Both operands have the same element
    type; the result is a bool (`i1`) tensor of the broadcast shape.

    ```mlir
    %0 = relay.not_equal %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    ```
  }];
}
def Relay_LessOp : Relay_BroadcastOp<"less", Relay_Tensor, 1> {
  let description = [{
    Element-wise `lhs < rhs`, signed or unsigned as the element type says.
    The shapes broadcast as in NumPy (TVM's BroadcastCompRel): aligned from
    the right, each pair of extents equal or containing a 1. Both operands
    have the same element type; the result is a bool (`i1`) tensor of the
    broadcast shape.

    ```mlir
    %0 = relay.less %x, %t : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xi1>
    ```
  }];
}
def Relay_LessEqualOp : Relay_BroadcastOp<"less_equal", Relay_Tensor, 1> {
  let description = [{
    Element-wise `lhs <= rhs`, signed or unsigned as the element type says.
    The shapes broadcast as in NumPy (TVM's BroadcastCompRel): aligned from
    the right, each pair of extents equal or containing a 1. Both operands
    have the same element type; the result is a bool (`i1`) tensor of the
    broadcast shape.

    ```mlir
    %0 = relay.less_equal %i, %n
        : (tensor<8xui32>, tensor<ui32>) -> tensor<8xi1>
    ```
  }];
}
def Relay_GreaterOp : Relay_BroadcastOp<"greater", Relay_Tensor, 1> {
  let description = [{
    Element-wise `lhs > rhs`, signed or unsigned as the element type says.
    The shapes broadcast as in NumPy (TVM's BroadcastCompRel): aligned from
    the right, each pair of extents equal or containing a 1. Both operands
    have the same element type; the result is a bool (`i1`) tensor of the
    broadcast shape.

    ```mlir
    %0 = relay.greater %x, %zero
        : (tensor<1x16xf32>, tensor<f32>) -> tensor<1x16xi1>
    ```
  }];
}
def Relay_GreaterEqualOp
    : Relay_BroadcastOp<"greater_equal", Relay_Tensor, 1> {
  let description = [{
    Element-wise `lhs >= rhs`, signed or unsigned as the element type says.
    The shapes broadcast as in NumPy (TVM's BroadcastCompRel): aligned from
    the right, each pair of extents equal or containing a 1. Both operands
    have the same element type; the result is a bool (`i1`) tensor of the
    broadcast shape.

    ```mlir
    %0 = relay.greater_equal %a, %b
        : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
    ```
  }];
}
def Relay_LogicalAndOp
    : Relay_BroadcastOp<"logical_and", Relay_BoolTensor, 0> {
  let description = [{
    Element-wise boolean `lhs && rhs` on bool (`i1`) tensors. The shapes
    broadcast as in NumPy (TVM's BroadcastRel): aligned from the right,
    each pair of extents equal or containing a 1. The result is a bool
    tensor of the broadcast shape.

    ```mlir
    %0 = relay.logical_and %a, %b : tensor<?xi1>
    ```
  }];
}
def Relay_LogicalOrOp : Relay_BroadcastOp<"logical_or", Relay_BoolTensor, 0> {
  let description = [{
    Element-wise boolean `lhs || rhs` on bool (`i1`) tensors. The shapes
    broadcast as in NumPy (TVM's BroadcastRel): aligned from the right,
    each pair of extents equal or containing a 1. The result is a bool
    tensor of the broadcast shape.

    ```mlir
    %0 = relay.logical_or %a, %b
        : (tensor<4x1xi1>, tensor<5xi1>) -> tensor<4x5xi1>
    ```
  }];
}
def Relay_LeftShiftOp : Relay_BroadcastOp<"left_shift", Relay_IntTensor, 0> {
  let description = [{
    Element-wise `lhs << rhs` on integer tensors; bits shifted out are
    lost, and a shift by the bit width or more is undefined, as in C. The
    shapes broadcast as in NumPy (TVM's BroadcastRel): aligned from the
    right, each pair of extents equal or containing a 1. Both operands have
    the same element type, which the result keeps.

    ```mlir
    %0 = relay.left_shift %x, %s
        : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
    ```
  }];
}
def Relay_RightShiftOp
    : Relay_BroadcastOp<"right_shift", Relay_IntTensor, 0> {
  let description = [{
    Element-wise `lhs >> rhs` on integer tensors: arithmetic (sign
    extending) for signed element types, logical for unsigned ones; a
    shift by the bit width or more is undefined, as in C. The shapes
    broadcast as in NumPy (TVM's BroadcastRel): aligned from the right,
    each pair of extents equal or containing a 1. Both operands have the
    same element type, which the result keeps.

    ```mlir
    %0 = relay.right_shift %x, %s
        : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    ```
  }];
}

def Relay_WhereOp : Relay_FunctionalOp<"where", Relay_Broadcast> {
  let summary = "selects from `x` where `condition` is true, else from `y`";
  let description = [{
    All three operands broadcast to a common shape (TVM's WhereRel); `x` and
    `y` have the same element type.

    Element by element, the result is `condition ? x : y`. `condition` is a
    bool (`i1`) tensor; broadcasting follows NumPy's rules (shapes aligned
    from the right, each pair of extents equal or containing a 1), so a
    scalar `y` acts as a fill value. The result has the common shape and
    the element type of `x` and `y`.

    ```mlir
    %0 = relay.where %mask, %x, %zero
        : (tensor<2x1xi1>, tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    ```
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

    The elements keep their row-major order; only the shape changes, and
    the element count must be preserved. The result type is TVM's
    ReshapeRel: the shape `newshape` describes, with a `-1` (or a copied or
    merged dimension) that depends on a `?` input extent inferred as `?`.

    ```mlir
    %0 = relay.reshape %x {newshape = array<i64: 0, -1>}
        : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
    %1 = relay.reshape %y {newshape = array<i64: -4, 2, -1, -2>}
        : (tensor<6x5xf32>) -> tensor<2x3x5xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, DenseI64ArrayAttr:$newshape,
                   Relay_BoolFalse:$allowzero);
  let results = (outs Relay_Tensor:$result);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Relay_TransposeOp : Relay_FunctionalOp<"transpose", Relay_Injective> {
  let summary = "permutes dimensions; no `axes` reverses them";
  let description = [{
    Dimension `i` of the result is dimension `axes[i]` of the input, so
    `axes` must be a permutation of the input's dimensions (negative values
    count from the end). Without `axes` the dimensions are reversed, as
    NumPy's `transpose`. The result has the permuted shape and the input's
    element type (TVM's TransposeRel).

    ```mlir
    %0 = relay.transpose %x {axes = array<i64: 0, 2, 3, 1>}
        : (tensor<1x3x224x224xf32>) -> tensor<1x224x224x3xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, OptionalAttr<DenseI64ArrayAttr>:$axes);
  let results = (outs Relay_Tensor:$result);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    /// The permutation with negative axes normalised (reversal by default).
    ::llvm::SmallVector<int64_t> getPermutation();
  }];
}

def Relay_SqueezeOp : Relay_FunctionalOp<"squeeze", Relay_Injective> {
  let summary = "removes dimensions of extent 1 (all of them when no `axis`)";
  let description = [{
    Drops the dimensions listed in `axis` (negative values count from the
    end), each of which must have extent 1 (or `?`, assumed to be 1).
    Without `axis` every dimension of extent 1 is dropped; as in TVM this
    needs a static shape, since a `?` extent could be 1 or not. The values
    are unchanged; the result has the remaining dimensions in order and the
    input's element type (TVM's SqueezeRel).

    ```mlir
    %0 = relay.squeeze %x {axis = array<i64: 2, 3>}
        : (tensor<1x2048x1x1xf32>) -> tensor<1x2048xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, OptionalAttr<DenseI64ArrayAttr>:$axis);
  let results = (outs Relay_Tensor:$result);
  let hasFolder = 1;
}

def Relay_ExpandDimsOp : Relay_FunctionalOp<"expand_dims", Relay_Broadcast> {
  let summary = "inserts `num_newaxis` dimensions of extent 1 at `axis`";
  let description = [{
    Inserts `num_newaxis` (default 1) dimensions of extent 1 before input
    dimension `axis`. `axis` lies in `[-rank - 1, rank]`; a negative value
    counts from the end of the input plus one, so `-1` appends the new
    dimensions. The values are unchanged; the result has the input's
    element type (TVM's ExpandDimsRel). TVM registers it as a broadcast
    op, so it fuses like one.

    ```mlir
    %0 = relay.expand_dims %bias {axis = -1 : i64, num_newaxis = 2 : i64}
        : (tensor<64xf32>) -> tensor<64x1x1xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, I64Attr:$axis,
                   Relay_I64Default<"1">:$num_newaxis);
  let results = (outs Relay_Tensor:$result);
  let hasFolder = 1;
}

def Relay_ConcatenateOp : Relay_FunctionalOp<"concatenate", Relay_Injective,
    [DeclareOpInterfaceMethods<RelayTupleOperandsInterface>]> {
  let summary = "joins tensors along `axis`";
  let description = [{
    TVM passes the inputs as one tuple; here they are variadic operands (the
    importer unpacks the tuple).

    The inputs, at least one, have the same rank and element type and the
    same extents in every dimension but `axis` (default 0; negative values
    count from the end). The result's extent along `axis` is the sum of the
    inputs' (`?` if one of them is `?`), its other extents are the common
    ones (TVM's ConcatenateRel).

    ```mlir
    %0 = relay.concatenate %a, %b {axis = 1 : i64}
        : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
    ```
  }];
  let arguments = (ins Variadic<Relay_Tensor>:$data, Relay_I64Default<"0">:$axis);
  let results = (outs Relay_Tensor:$result);
}

def Relay_StackOp : Relay_FunctionalOp<"stack", Relay_Injective,
    [DeclareOpInterfaceMethods<RelayTupleOperandsInterface>]> {
  let summary = "stacks same-shaped tensors along a new `axis`";
  let description = [{
    Joins N tensors of the same shape and element type along a new
    dimension of extent N inserted at `axis` (default 0; in
    `[-rank - 1, rank]`, negative values counting from the end of the
    result). Input `i` becomes index `i` of the new dimension (TVM's
    StackRel). As for `concatenate`, TVM passes the inputs as a tuple; here
    they are variadic operands.

    ```mlir
    %0 = relay.stack %a, %b {axis = -1 : i64}
        : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3x2xi8>
    ```
  }];
  let arguments = (ins Variadic<Relay_Tensor>:$data, Relay_I64Default<"0">:$axis);
  let results = (outs Relay_Tensor:$result);
}

def Relay_SplitOp : Relay_FunctionalOp<"split", Relay_Injective> {
  let summary = "splits a tensor along `axis` into a tuple";
  let description = [{
    `indices_or_sections` is either an integer (the number of equal sections)
    or an array of split indices, as in TVM.

    With N sections, the extent along `axis` (default 0; negative values
    count from the end) must be divisible by N and each part gets an equal
    share. With indices `[i0, i1, ..., ik]`, strictly ascending, the parts
    are `[0, i0)`, `[i0, i1)`, ..., `[ik, extent)`, so there are k + 2 of
    them. The result is a tuple of the parts, read with
    `relay.tuple_get_item`; each part has the input's shape with its own
    extent along `axis` (TVM's SplitRel).

    ```mlir
    %0 = relay.split %x {axis = 1 : i64, indices_or_sections = 3 : i64}
        : (tensor<1x6x4xf32>)
        -> tuple<tensor<1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>>
    %1 = relay.split %y {indices_or_sections = array<i64: 1, 4>}
        : (tensor<6x?xf32>)
        -> tuple<tensor<1x?xf32>, tensor<3x?xf32>, tensor<2x?xf32>>
    ```
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
    meaning up to the end): `slice_mode = #relay.slice_mode<size>`. `axes`, when given, names the dimensions that
    `begin`, `end` and `strides` refer to.

    Along each sliced dimension the result takes the elements `begin`,
    `begin + stride`, ... up to, but excluding, `end`. Negative `begin` and
    `end` count from the end of the dimension, and both are clamped to the
    dimension; a negative stride walks backwards (then `begin` defaults to
    the last element). Without `axes`, entry `i` of the lists applies to
    dimension `i`, dimensions beyond the lists are taken whole, and a
    missing stride is 1; `size` mode ignores `strides`. Each sliced
    extent is `ceil((end - begin) / stride)` after normalisation, `?` for a
    `?` input extent (TVM's StridedSliceRel).

    ```mlir
    %0 = relay.strided_slice %x {axes = array<i64: 1>, begin = array<i64: 1>,
                                 end = array<i64: 7>, strides = array<i64: 2>}
        : (tensor<10x8xf32>) -> tensor<10x3xf32>
    %1 = relay.strided_slice %x {begin = array<i64: 8>, end = array<i64: 2>,
                                 strides = array<i64: -2>}
        : (tensor<10x8xf32>) -> tensor<3x8xf32>
    ```
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
  let description = [{
    Indexes `data` with the integer tensor `indices`, as NumPy's `take`.
    Without `axis`, `data` is read as flattened and the result has the
    shape of `indices`. With `axis` (negative values count from the end),
    the result's shape is `data.shape[:axis] + indices.shape[batch_dims:] +
    data.shape[axis + 1:]`: the dimension `axis` of `data` is replaced by
    the dimensions of `indices`. `batch_dims` (default 0) leading dimensions are
    shared by `data` and `indices` (a batched take; it must not exceed
    `axis`). `mode` says what an index out of range does: `"clip"` (the
    default) clamps it, `"wrap"` takes it modulo the extent, `"fast"`
    assumes it never happens. The result has the element type of `data`
    (TVM's TakeRel).

    ```mlir
    %0 = relay.take %table, %ids {axis = 0 : i64}
        : (tensor<1000x64xf32>, tensor<2x8xi32>) -> tensor<2x8x64xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, Relay_IntTensor:$indices,
                   OptionalAttr<I64Attr>:$axis, Relay_I64Default<"0">:$batch_dims,
                   Relay_EnumDefault<Relay_TakeModeAttr, "Clip">:$mode);
  let results = (outs Relay_Tensor:$result);
}

def Relay_GatherOp : Relay_FunctionalOp<"gather", Relay_Injective> {
  let summary = "gathers along `axis`: out[..i..] = data[..indices[..i..]..]";
  let description = [{
    Element-wise gather, as PyTorch's `gather` and ONNX's `GatherElements`:
    `indices` has the rank of `data` and the same extents except along
    `axis` (negative values count from the end), and each result element
    is `data` at the element's own position with the coordinate along
    `axis` replaced by the index. Indices out of range are undefined. The
    result has the shape of `indices` and the element type of `data`
    (TVM's GatherRel).

    ```mlir
    %0 = relay.gather %x, %idx {axis = 1 : i64}
        : (tensor<4x5xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, Relay_IntTensor:$indices, I64Attr:$axis);
  let results = (outs Relay_Tensor:$result);
}

def Relay_BroadcastToOp : Relay_FunctionalOp<"broadcast_to", Relay_Broadcast> {
  let summary = "broadcasts a tensor to `shape`";
  let description = [{
    Stretches `data` to the static shape `shape` under NumPy's rules: the
    shapes are aligned from the right and every extent of `data` must be 1
    or equal the target extent (a `?` is assumed to match). The result has
    exactly `shape` and the element type of `data` (TVM's BroadCastToRel;
    TVM's `dyn.broadcast_to`, with the shape as an operand, has no
    counterpart here).

    ```mlir
    %0 = relay.broadcast_to %x {shape = array<i64: 2, 3, 4>}
        : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, DenseI64ArrayAttr:$shape);
  let results = (outs Relay_Tensor:$result);
}

def Relay_TileOp : Relay_FunctionalOp<"tile", Relay_Broadcast> {
  let summary = "repeats a tensor `reps` times along each dimension";
  let description = [{
    Repeats the whole tensor `reps[i]` times along dimension `i`, as
    NumPy's `tile`; every repetition count is positive. When `reps` is
    shorter than the rank it is padded with leading 1s, when it is longer
    the input gets leading dimensions of extent 1. Each result extent is
    the input extent times its repetition count, and the element type is
    the input's (TVM's TileRel).

    ```mlir
    %0 = relay.tile %x {reps = array<i64: 2, 3>}
        : (tensor<2x4xf32>) -> tensor<4x12xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, DenseI64ArrayAttr:$reps);
  let results = (outs Relay_Tensor:$result);
}

def Relay_ReverseOp : Relay_FunctionalOp<"reverse", Relay_Injective> {
  let summary = "reverses the order of elements along `axis`";
  let description = [{
    Reverses the order of the elements along the single dimension `axis`
    (negative values count from the end), as NumPy's `flip`. The result
    has the input's type (TVM's ReverseRel).

    ```mlir
    %0 = relay.reverse %x {axis = -1 : i64}
        : (tensor<2x?xf32>) -> tensor<2x?xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, I64Attr:$axis);
  let results = (outs Relay_Tensor:$result);
}

def Relay_LayoutTransformOp : Relay_FunctionalOp<"layout_transform", Relay_Injective> {
  let summary = "converts between data layouts such as NCHW, NHWC and NCHW16c";
  let description = [{
    Moves the data from `src_layout` to `dst_layout`, TVM's layout
    strings: each upper-case letter is a primal axis (`N`, `C`, `H`, `W`,
    ...) and a number followed by a lower-case letter is a sub-axis that
    splits the primal axis of that letter into blocks (`NCHW16c` holds
    channel `c` at `[n, c / 16, h, w, c % 16]`). `src_layout` has one axis
    per dimension of `data` and both layouts use the same primal axes. The
    result's extent of a primal axis is its full extent divided by its
    split factor, which must divide it, and a sub-axis has its factor as
    extent; the element type is unchanged (TVM's LayoutTransformRel). The
    op is what ConvertLayout and AlterOpLayout insert.

    ```mlir
    %0 = relay.layout_transform %x {dst_layout = #relay.layout<NCHW16c>,
                                   src_layout = #relay.layout<NCHW>}
        : (tensor<1x32x8x8xf32>) -> tensor<1x2x8x8x16xf32>
    ```
  }];
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

    Each dimension `i` grows by `pad_width[2i]` elements before and
    `pad_width[2i + 1]` after the data. In `constant` mode (the default)
    the new elements are `pad_value`; `edge` repeats the border element,
    and `reflect` mirrors the data without repeating the border, as
    NumPy's modes of the same names. The result has extent `d + before +
    after` in each dimension (`?` for a `?` input extent) and the element
    type of `data` (TVM's PadRel).

    ```mlir
    %0 = relay.nn.pad %x, %zero {pad_width = array<i64: 0, 0, 0, 0, 1, 1, 1, 1>}
        : (tensor<1x3x32x32xf32>, tensor<f32>) -> tensor<1x3x34x34xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data, Relay_ScalarTensor:$pad_value,
                   DenseI64ArrayAttr:$pad_width,
                   Relay_EnumDefault<Relay_PadModeAttr, "Constant">:$pad_mode);
  let results = (outs Relay_Tensor:$result);
}

def Relay_BatchFlattenOp : Relay_FunctionalOp<"nn.batch_flatten", Relay_Injective> {
  let summary = "flattens all but the first dimension";
  let description = [{
    Reshapes `[d0, d1, ..., dn]` into `[d0, d1 * ... * dn]`, keeping the
    row-major order: the classic step between convolutions and `nn.dense`.
    The input needs rank 1 or more; the second extent is `?` if any of the
    flattened extents is (TVM's BatchFlattenRel).

    ```mlir
    %0 = relay.nn.batch_flatten %x
        : (tensor<?x512x7x7xf32>) -> tensor<?x25088xf32>
    ```
  }];
  let arguments = (ins Relay_Tensor:$data);
  let results = (outs Relay_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Tensor creation
//===----------------------------------------------------------------------===//

def Relay_FullOp : Relay_FunctionalOp<"full", Relay_ElemWise> {
  let summary = "a tensor of `shape` filled with the scalar `fill_value`";
  let description = [{
    Every element of the result equals `fill_value`, a rank-0 tensor
    operand as in TVM. `shape` is static (TVM's `dyn.full`, with the shape
    as an operand, has no counterpart here). `dtype` is the result's
    element type; when absent it is the element type of `fill_value`,
    otherwise the value is converted to it. The result is
    `tensor<shape x dtype>` (TVM's FullRel).

    ```mlir
    %0 = relay.full %v {dtype = i32, shape = array<i64: 2, 3>}
        : (tensor<f32>) -> tensor<2x3xi32>
    ```
  }];
  let arguments = (ins Relay_ScalarTensor:$fill_value, DenseI64ArrayAttr:$shape,
                   OptionalAttr<TypeAttrOf<Relay_ElementType>>:$dtype);
  let results = (outs Relay_Tensor:$result);
}

def Relay_ZerosOp : Relay_FunctionalOp<"zeros", Relay_ElemWise> {
  let summary = "a tensor of zeros";
  let description = [{
    A tensor of the static shape `shape` and element type `dtype` (both
    required, TVM's InitOpAttrs) whose elements are all 0 (`false` for
    `i1`). It has no operands; the result type is `tensor<shape x dtype>`
    (TVM's InitOpRel).

    ```mlir
    %0 = relay.zeros {dtype = f16, shape = array<i64: 4, 8>}
        : () -> tensor<4x8xf16>
    ```
  }];
  let arguments = (ins DenseI64ArrayAttr:$shape, TypeAttrOf<Relay_ElementType>:$dtype);
  let results = (outs Relay_Tensor:$result);
}

def Relay_OnesOp : Relay_FunctionalOp<"ones", Relay_ElemWise> {
  let summary = "a tensor of ones";
  let description = [{
    A tensor of the static shape `shape` and element type `dtype` (both
    required, TVM's InitOpAttrs) whose elements are all 1 (`true` for
    `i1`). It has no operands; the result type is `tensor<shape x dtype>`
    (TVM's InitOpRel).

    ```mlir
    %0 = relay.ones {dtype = i64, shape = array<i64: 3, 2>}
        : () -> tensor<3x2xi64>
    ```
  }];
  let arguments = (ins DenseI64ArrayAttr:$shape, TypeAttrOf<Relay_ElementType>:$dtype);
  let results = (outs Relay_Tensor:$result);
}

def Relay_ZerosLikeOp : Relay_ElemwiseUnaryOp<"zeros_like", Relay_Tensor> {
  let summary = "zeros with the type of the operand";
  let description = [{
    A tensor of zeros with the operand's shape and element type; only the
    operand's type matters, not its values. The result has the operand's
    type, including its `?` extents, which are taken from the operand at
    run time (TVM's IdentityRel).

    ```mlir
    %0 = relay.zeros_like %x : tensor<?x16xf32>
    ```
  }];
}
def Relay_OnesLikeOp : Relay_ElemwiseUnaryOp<"ones_like", Relay_Tensor> {
  let summary = "ones with the type of the operand";
  let description = [{
    A tensor of ones with the operand's shape and element type; only the
    operand's type matters, not its values. The result has the operand's
    type, including its `?` extents, which are taken from the operand at
    run time (TVM's IdentityRel).

    ```mlir
    %0 = relay.ones_like %x : tensor<?x16xf32>
    ```
  }];
}

def Relay_ArangeOp : Relay_FunctionalOp<"arange", Relay_Opaque> {
  let summary = "evenly spaced values in [start, stop) with step `step`";
  let description = [{
    `start`, `stop` and `step` are scalar operands, as in TVM; the length is
    known statically only when all three are constants.

    Element `i` is `start + i * step` for `i` in
    `[0, ceil((stop - start) / step))`, converted to `dtype`, as NumPy's
    `arange`; `step` may be negative but not zero. The result is a 1-D
    tensor of `dtype` whose length is computed when the three operands are
    `relay.constant`s and is `?` otherwise (TVM's ArangeRel). TVM
    registers it as opaque, so it is never fused.

    ```mlir
    %start = relay.constant dense<0> : tensor<i32>
    %stop = relay.constant dense<10> : tensor<i32>
    %step = relay.constant dense<2> : tensor<i32>
    %0 = relay.arange %start, %stop, %step {dtype = i32}
        : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
    ```
  }];
  let arguments = (ins Relay_ScalarTensor:$start, Relay_ScalarTensor:$stop,
                   Relay_ScalarTensor:$step, TypeAttrOf<Relay_ElementType>:$dtype);
  let results = (outs 1DTensorOf<[Relay_ElementType]>:$result);
}

#endif // RELAY_TENSOR_OPS_TD
