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
  let extraClassDefinition = [{
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

def Relay_SumOp : Relay_ReduceOp<"sum", Relay_Tensor, "SameAsInput">;
def Relay_MeanOp : Relay_ReduceOp<"mean", Relay_Tensor, "SameAsInput">;
def Relay_MaxOp : Relay_ReduceOp<"max", Relay_Tensor, "SameAsInput">;
def Relay_MinOp : Relay_ReduceOp<"min", Relay_Tensor, "SameAsInput">;
def Relay_ProdOp : Relay_ReduceOp<"prod", Relay_Tensor, "SameAsInput">;
def Relay_AllOp : Relay_ReduceOp<"all", Relay_BoolTensor, "SameAsInput">;
def Relay_AnyOp : Relay_ReduceOp<"any", Relay_BoolTensor, "SameAsInput">;
def Relay_ArgMaxOp : Relay_ReduceOp<"argmax", Relay_Tensor, "Index",
                                    (ins Relay_BoolFalse:$select_last_index)>;
def Relay_ArgMinOp : Relay_ReduceOp<"argmin", Relay_Tensor, "Index",
                                    (ins Relay_BoolFalse:$select_last_index)>;

def Relay_VarianceOp : Relay_FunctionalOp<"variance", Relay_CommReduce> {
  let summary = "variance of `data` around a given `mean` over `axis`";
  let description = [{
    As TVM's `variance` operator, the mean is an operand (the Python API
    computes it with `mean(..., keepdims=True)`); `unbiased` divides by N-1.
  }];
  let arguments = (ins Relay_FloatTensor:$data, Relay_FloatTensor:$mean,
                   OptionalAttr<DenseI64ArrayAttr>:$axis,
                   Relay_BoolFalse:$keepdims, Relay_BoolFalse:$exclude,
                   Relay_BoolFalse:$unbiased);
  let results = (outs Relay_FloatTensor:$result);
}

#endif // RELAY_REDUCE_OPS_TD
