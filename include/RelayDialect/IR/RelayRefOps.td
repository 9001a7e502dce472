//===- RelayRefOps.td - References -------------------------*- tablegen -*-===//
//
// Relay's mutable references: RefCreate, RefRead and RefWrite
// (include/tvm/relay/expr.h and src/relay/transforms/type_infer.cc in TVM
// v0.13). In TVM they are expression nodes, not operator calls; here they are
// ops with memory effects on the reference store, so that no pass reorders,
// merges or drops a write. They are opaque to fusion, as TVM's
// IndexedForwardGraph leaves every non-call node in a group of its own.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_REF_OPS_TD
#define RELAY_REF_OPS_TD

def Relay_RefResource : Resource<"::mlir::relay::RefResource">;

def Relay_RefCreateOp : Relay_Op<"ref_create", Relay_Opaque,
    [Relay_InferTypeOpAdaptor]> {
  let summary = "creates a reference cell holding a value (Relay's RefCreate)";
  let description = [{
    Allocates a fresh cell initialised with `value`; its type is
    `!relay.ref<T>` for a `value` of type `T` (TVM's `ref(%x)`). Two
    `relay.ref_create` of the same value make two distinct cells.

    ```mlir
    %r = relay.ref_create %x : tensor<f32> -> !relay.ref<tensor<f32>>
    ```
  }];
  let arguments = (ins Relay_Value:$value);
  let results = (outs Res<Relay_RefType, "the new cell",
                          [MemAlloc<Relay_RefResource>]>:$result);
  let assemblyFormat =
      "$value attr-dict `:` type($value) `->` qualified(type($result))";
}

def Relay_RefReadOp : Relay_Op<"ref_read", Relay_Opaque,
    [Relay_InferTypeOpAdaptor]> {
  let summary = "reads the value of a reference cell (Relay's RefRead)";
  let description = [{
    The value last written to the cell (TVM's `ref_read(%r)`).

    ```mlir
    %v = relay.ref_read %r : !relay.ref<tensor<f32>> -> tensor<f32>
    ```
  }];
  let arguments = (ins Arg<Relay_RefType, "the cell",
                           [MemRead<Relay_RefResource>]>:$ref);
  let results = (outs Relay_Value:$result);
  let assemblyFormat =
      "$ref attr-dict `:` qualified(type($ref)) `->` type($result)";
}

def Relay_RefWriteOp : Relay_Op<"ref_write", Relay_Opaque,
    [Relay_InferTypeOpAdaptor]> {
  let summary = "overwrites the value of a reference cell (Relay's RefWrite)";
  let description = [{
    Stores `value` in the cell and gives the empty tuple, as TVM's
    `ref_write(%r, %v)` has type `()`. The value's type must be the cell's
    (dimensions may be more or less refined, as elsewhere in the dialect).

    ```mlir
    %u = relay.ref_write %r, %v : !relay.ref<tensor<f32>>, tensor<f32>
    ```
  }];
  let arguments = (ins Arg<Relay_RefType, "the cell",
                           [MemWrite<Relay_RefResource>]>:$ref,
                       Relay_Value:$value);
  let results = (outs AnyTuple:$result);
  let assemblyFormat = [{
    $ref `,` $value attr-dict `:` qualified(type($ref)) `,` type($value)
  }];
}

#endif // RELAY_REF_OPS_TD
