//===- RelayOps.td - Relay operations ----------------------*- tablegen -*-===//
//
// The structural operations of Relay (constants, tuples, if, closures) and the
// operator families, each in its own file.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_OPS_TD
#define RELAY_OPS_TD

include "RelayDialect/IR/RelayBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/RegionKindInterface.td"

//===----------------------------------------------------------------------===//
// relay.constant
//===----------------------------------------------------------------------===//

def Relay_ConstantOp : Relay_Op<"constant", Relay_DynamicPatternKind, [
    ConstantLike, Pure, Relay_InferTypeOpAdaptor,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a constant tensor (Relay's Constant)";
  let description = [{
    Holds any elements attribute (dense, splat or `dense_resource` for large
    weights). Scalar constants of simple dtypes are element-wise for fusion,
    other constants are opaque, as in TVM's IndexedForwardGraph.

    ```mlir
    %c = relay.constant dense<1.0> : tensor<4xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Relay_Tensor:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Tuples
//===----------------------------------------------------------------------===//

def Relay_TupleOp : Relay_Op<"tuple", Relay_TuplePattern, [Pure, Relay_InferTypeOpAdaptor]> {
  let summary = "builds a tuple (Relay's Tuple)";
  let description = [{
    Relay's tuple expression `(%a, %b)`: groups any Relay values (tensors,
    tuples, closures, references) into one value of the builtin
    `tuple<...>` type, whose fields `relay.tuple_get_item` reads. Without
    operands it builds `tuple<>`, Relay's unit `()`. The result type is
    the tuple of the operand types; the custom form prints just that
    tuple type. Its pattern kind is Tuple, so `-relay-fuse-ops` can fuse
    a tuple of injective results into its consumer (e.g. the inputs of a
    concatenation), as TVM does.

    ```mlir
    %t = relay.tuple %a, %b : tuple<tensor<2xf32>, tensor<3xi32>>
    %u = relay.tuple : tuple<>
    ```
  }];
  let arguments = (ins Variadic<Relay_Value>:$fields);
  let results = (outs AnyTuple:$result);
  let assemblyFormat = [{
    ($fields^)? attr-dict `:` custom<TupleFields>(type($fields), type($result))
  }];
}

def Relay_TupleGetItemOp : Relay_Op<"tuple_get_item", Relay_DynamicPatternKind,
    [Pure, Relay_InferTypeOpAdaptor]> {
  let summary = "projects a field of a tuple (Relay's TupleGetItem)";
  let description = [{
    Relay's projection `%t.1`: field `index` (counted from 0, within the
    tuple's size) of a tuple value, for instance result 0 of
    `relay.nn.batch_norm` or one part of `relay.split`. The result has the
    type of that field. A projection out of a `relay.tuple` folds to the
    field. For fusion it is injective when every field is a tensor and
    opaque otherwise, as in TVM's IndexedForwardGraph.

    ```mlir
    %0 = relay.tuple_get_item %t[1]
        : tuple<tensor<2xf32>, tensor<3xi32>> -> tensor<3xi32>
    ```
  }];
  let arguments = (ins AnyTuple:$tuple, I64Attr:$index);
  let results = (outs Relay_Value:$result);
  let assemblyFormat = [{
    $tuple `[` $index `]` attr-dict `:` type($tuple) `->` type($result)
  }];
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Control flow and closures
//===----------------------------------------------------------------------===//

def Relay_IfOp : Relay_Op<"if", Relay_Opaque, [
    DeclareOpInterfaceMethods<RegionBranchOpInterface, [
        "getEntrySuccessorRegions", "getRegionInvocationBounds",
        "areTypesCompatible"]>,
    RecursiveMemoryEffects, RecursivelySpeculatable, NoRegionArguments,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "Relay's If: a conditional expression";
  let description = [{
    Evaluates one of two regions depending on a `tensor<i1>` condition; each
    region ends with `relay.yield` of the values the `if` produces.

    ```mlir
    %r = relay.if %c : tensor<i1> -> tensor<4xf32> {
      relay.yield %a : tensor<4xf32>
    } else {
      relay.yield %b : tensor<4xf32>
    }
    ```
  }];
  let arguments = (ins Relay_ScalarBoolTensor:$cond);
  let results = (outs Variadic<Relay_Value>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, SizedRegion<1>:$elseRegion);
  let assemblyFormat = [{
    $cond `:` type($cond) (`->` type($results)^)? $thenRegion `else` $elseRegion
    attr-dict
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Relay_FnOp : Relay_Op<"fn", Relay_Opaque, [
    CallableOpInterface, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "Relay's Function expression: a closure";
  let description = [{
    A function value. The body may use values defined outside it (they are
    captured); the result has a builtin function type and is applied with
    `relay.call`.

    ```mlir
    %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
      %0 = relay.add %x, %y : tensor<4xf32>
      relay.yield %0 : tensor<4xf32>
    }
    ```

    `relay.call` of a `relay.fn` is a call the upstream inliner resolves:
    `-inline` substitutes the body for the call (Relay's beta reduction).
  }];
  let arguments = (ins OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs FunctionType:$result);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::FunctionType getFunctionType() {
      return ::llvm::cast<::mlir::FunctionType>(getResult().getType());
    }

    // CallableOpInterface
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
  }];
}

def Relay_CallOp : Relay_Op<"call", Relay_Opaque, [CallOpInterface,
                                     Relay_InferTypeOpAdaptor]> {
  let summary = "applies a function value (Relay's Call of a closure)";
  let description = [{
    ```mlir
    %r = relay.call %f(%a) : (tensor<4xf32>) -> tensor<4xf32>
    ```
    Calls of global functions use `func.call`. When the callee is defined by a
    `relay.fn`, upstream `-inline` inlines its body.
  }];
  let arguments = (ins FunctionType:$callee, Variadic<Relay_Value>:$args,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<Relay_Value>:$results);
  let assemblyFormat = [{
    $callee `(` $args `)` attr-dict `:`
    custom<CallTypes>(type($callee), type($args), type($results))
  }];
  let extraClassDeclaration = [{
    // CallOpInterface
    ::mlir::Operation::operand_range getArgOperands() { return getArgs(); }
    ::mlir::MutableOperandRange getArgOperandsMutable() {
      return getArgsMutable();
    }
    ::mlir::CallInterfaceCallable getCallableForCallee() { return getCallee(); }
    void setCalleeFromCallable(::mlir::CallInterfaceCallable callee) {
      getCalleeMutable().assign(::llvm::cast<::mlir::Value>(callee));
    }
  }];
}

def Relay_YieldOp : Relay_Op<"yield", Relay_Opaque, [Pure, Terminator, ReturnLike,
    ParentOneOf<["IfOp", "FnOp"]>]> {
  let summary = "returns values from a relay.if branch or a relay.fn body";
  let description = [{
    The terminator of the regions of `relay.if` and `relay.fn`: its
    operands become the results of the `relay.if`, or the return values of
    the closure. Relay has no such expression (a branch or a function body
    simply has a value); it exists because MLIR regions end with a
    terminator. The yielded types must be compatible with the parent's
    result types (equal up to more or less refined `?` extents). A region
    that yields nothing may leave it out: it is inserted implicitly.

    ```mlir
    %r = relay.if %c : tensor<i1> -> tensor<4xf32> {
      %0 = relay.exp %a : tensor<4xf32>
      relay.yield %0 : tensor<4xf32>
    } else {
      relay.yield %b : tensor<4xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<Relay_Value>:$values);
  let builders = [OpBuilder<(ins), [{ /* nothing to yield */ }]>];
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

include "RelayDialect/IR/RelayTensorOps.td"
include "RelayDialect/IR/RelayReduceOps.td"
include "RelayDialect/IR/RelayNNOps.td"
include "RelayDialect/IR/RelayQnnOps.td"
include "RelayDialect/IR/RelayAnnotationOps.td"
include "RelayDialect/IR/RelayRefOps.td"

#endif // RELAY_OPS_TD
