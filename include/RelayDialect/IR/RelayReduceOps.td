//===- RelayReduceOps.td - Reductions ----------------------*- tablegen -*-===//
//
// TVM's src/relay/op/tensor/reduce.cc operators.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_REDUCE_OPS_TD
#define RELAY_REDUCE_OPS_TD

// TVM's ReduceAttrs: reduce over `axis` (all axes when absent), or over all the
// other axes with `exclude`; `keepdims` keeps reduced axes with extent 1.
class Relay_ReduceOp<string mnemonic, Type operandType, string resultKind,
                     dag extraAttrs = (ins)>
    : Relay_FunctionalOp<mnemonic, Relay_CommReduce> {
  let summary = "`" # mnemonic # "` reduction over `axis`";
  let arguments = !con((ins operandType:$data,
                        OptionalAttr<DenseI64ArrayAttr>:$axis,
                        Relay_BoolFalse:$keepdims, Relay_BoolFalse:$exclude),
                       extraAttrs);
  let results = (outs Relay_Tensor:$result);
  let hasFolder = 1;
  let extraClassDefinition = [{
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return ::mlir::relay::foldReduce(getOperation(), adaptor.getData(),
                                       getAxis(), getExclude());
    }
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return ::mlir::relay::inferReduceType(
          location, adaptor.getData().getType(), adaptor.getAxis(),
          adaptor.getKeepdims(), adaptor.getExclude(),
          ::mlir::relay::ReduceResultKind::}] # resultKind # [{, inferred);
    }
  }];
}

def Relay_SumOp : Relay_ReduceOp<"sum", Relay_Tensor, "SameAsInput"> {
  let description = [{
    Adds up the elements along the reduced axes; integers wrap around.
    `axis` lists the axes to reduce (negative values count from the end);
    absent or empty, every axis is reduced. With `exclude`, the axes *not*
    listed are reduced instead. The reduced axes disappear from the result,
    or stay with extent 1 under `keepdims`; the element type is the
    input's (TVM's ReduceRel).

    ```mlir
    %0 = relay.sum %x {axis = array<i64: 1>}
        : (tensor<2x3x4xf32>) -> tensor<2x4xf32>
    %1 = relay.sum %x {axis = array<i64: 0, 2>, keepdims = true}
        : (tensor<2x3x4xf32>) -> tensor<1x3x1xf32>
    %2 = relay.sum %x : (tensor<2x3x4xf32>) -> tensor<f32>
    ```
  }];
}
def Relay_MeanOp : Relay_ReduceOp<"mean", Relay_Tensor, "SameAsInput"> {
  let description = [{
    The arithmetic mean of the elements along the reduced axes: their sum
    divided by their count (an integer division for integer tensors).
    `axis` lists the axes to reduce (negative values count from the end);
    absent or empty, every axis is reduced. With `exclude`, the axes *not*
    listed are reduced instead. The reduced axes disappear from the result,
    or stay with extent 1 under `keepdims`; the element type is the
    input's (TVM's ReduceRel).

    ```mlir
    %0 = relay.mean %x {axis = array<i64: 2, 3>, keepdims = true}
        : (tensor<1x64x7x7xf32>) -> tensor<1x64x1x1xf32>
    %1 = relay.mean %x {axis = array<i64: 1>, exclude = true}
        : (tensor<1x64x7x7xf32>) -> tensor<64xf32>
    ```
  }];
}
def Relay_MaxOp : Relay_ReduceOp<"max", Relay_Tensor, "SameAsInput"> {
  let description = [{
    The largest element along the reduced axes. `axis` lists the axes to
    reduce (negative values count from the end); absent or empty, every
    axis is reduced. With `exclude`, the axes *not* listed are reduced
    instead. The reduced axes disappear from the result, or stay with
    extent 1 under `keepdims`; the element type is the input's (TVM's
    ReduceRel).

    ```mlir
    %0 = relay.max %x {axis = array<i64: -1>, keepdims = true}
        : (tensor<8x1000xf32>) -> tensor<8x1xf32>
    ```
  }];
}
def Relay_MinOp : Relay_ReduceOp<"min", Relay_Tensor, "SameAsInput"> {
  let description = [{
    The smallest element along the reduced axes. `axis` lists the axes to
    reduce (negative values count from the end); absent or empty, every
    axis is reduced. With `exclude`, the axes *not* listed are reduced
    instead. The reduced axes disappear from the result, or stay with
    extent 1 under `keepdims`; the element type is the input's (TVM's
    ReduceRel).

    ```mlir
    %0 = relay.min %x {axis = array<i64: 0>}
        : (tensor<5x6xi32>) -> tensor<6xi32>
    ```
  }];
}
def Relay_ProdOp : Relay_ReduceOp<"prod", Relay_Tensor, "SameAsInput"> {
  let description = [{
    The product of the elements along the reduced axes; integers wrap
    around. `axis` lists the axes to reduce (negative values count from
    the end); absent or empty, every axis is reduced. With `exclude`, the
    axes *not* listed are reduced instead. The reduced axes disappear from
    the result, or stay with extent 1 under `keepdims`; the element type is
    the input's (TVM's ReduceRel).

    ```mlir
    %0 = relay.prod %shape : (tensor<4xi64>) -> tensor<i64>
    ```
  }];
}
def Relay_AllOp : Relay_ReduceOp<"all", Relay_BoolTensor, "SameAsInput"> {
  let description = [{
    Logical AND of the bool (`i1`) elements along the reduced axes: true
    when all of them are. `axis` lists the axes to reduce (negative values
    count from the end); absent or empty, every axis is reduced. With
    `exclude`, the axes *not* listed are reduced instead. The reduced axes
    disappear from the result, or stay with extent 1 under `keepdims`; the
    result is a bool tensor (TVM's ReduceRel).

    ```mlir
    %0 = relay.all %mask {axis = array<i64: 1>}
        : (tensor<4x?xi1>) -> tensor<4xi1>
    ```
  }];
}
def Relay_AnyOp : Relay_ReduceOp<"any", Relay_BoolTensor, "SameAsInput"> {
  let description = [{
    Logical OR of the bool (`i1`) elements along the reduced axes: true
    when at least one of them is. `axis` lists the axes to reduce (negative
    values count from the end); absent or empty, every axis is reduced.
    With `exclude`, the axes *not* listed are reduced instead. The reduced
    axes disappear from the result, or stay with extent 1 under
    `keepdims`; the result is a bool tensor (TVM's ReduceRel).

    ```mlir
    %0 = relay.any %mask {keepdims = true} : (tensor<4x?xi1>) -> tensor<1x1xi1>
    ```
  }];
}
def Relay_ArgMaxOp : Relay_ReduceOp<"argmax", Relay_Tensor, "Index",
                                    (ins Relay_BoolFalse:$select_last_index)> {
  let description = [{
    The index of the largest element along the reduced axes (TVM's
    ArgReduceAttrs). Over several axes, or all of them when `axis` is
    absent or empty, the index is into those axes flattened in row-major
    order. Among equal maxima the first is chosen, or the last with
    `select_last_index`. `axis` (negative values count from the end),
    `exclude` and `keepdims` select the axes and the result shape as for
    `relay.sum`; the result is an `i32` tensor (TVM's ArgReduceRel).

    ```mlir
    %0 = relay.argmax %logits {axis = array<i64: 1>}
        : (tensor<8x10xf32>) -> tensor<8xi32>
    ```
  }];
}
def Relay_ArgMinOp : Relay_ReduceOp<"argmin", Relay_Tensor, "Index",
                                    (ins Relay_BoolFalse:$select_last_index)> {
  let description = [{
    The index of the smallest element along the reduced axes (TVM's
    ArgReduceAttrs). Over several axes, or all of them when `axis` is
    absent or empty, the index is into those axes flattened in row-major
    order. Among equal minima the first is chosen, or the last with
    `select_last_index`. `axis` (negative values count from the end),
    `exclude` and `keepdims` select the axes and the result shape as for
    `relay.sum`; the result is an `i32` tensor (TVM's ArgReduceRel).

    ```mlir
    %0 = relay.argmin %d {axis = array<i64: 0>, keepdims = true,
                          select_last_index = true}
        : (tensor<8x10xf32>) -> tensor<1x10xi32>
    ```
  }];
}

def Relay_VarianceOp : Relay_FunctionalOp<"variance", Relay_CommReduce> {
  let summary = "variance of `data` around a given `mean` over `axis`";
  let description = [{
    As TVM's `variance` operator, the mean is an operand (the Python API
    computes it with `mean(..., keepdims=True)`); `unbiased` divides by N-1.

    The result is `sum((data - mean)^2) / N` over the reduced axes, where N
    is the number of reduced elements (N - 1 with `unbiased`). `mean` has
    the rank and element type of `data` and broadcasts against it. `axis`,
    `exclude` and `keepdims` select the axes and the result shape as for
    `relay.sum`; the element type is that of `data` (TVM's VarianceRel).
    TVM's `std` is `sqrt` of it.

    ```mlir
    %m = relay.mean %x {axis = array<i64: 1>, keepdims = true}
        : (tensor<4x?x6xf32>) -> tensor<4x1x6xf32>
    %0 = relay.variance %x, %m {axis = array<i64: 1>}
        : (tensor<4x?x6xf32>, tensor<4x1x6xf32>) -> tensor<4x6xf32>
    ```
  }];
  let arguments = (ins Relay_FloatTensor:$data, Relay_FloatTensor:$mean,
                   OptionalAttr<DenseI64ArrayAttr>:$axis,
                   Relay_BoolFalse:$keepdims, Relay_BoolFalse:$exclude,
                   Relay_BoolFalse:$unbiased);
  let results = (outs Relay_FloatTensor:$result);
}

#endif // RELAY_REDUCE_OPS_TD
