//===- RelayBase.td - Relay type constraints and op classes -*- tablegen -*-===//
//
// Type constraints for Relay values and the op classes shared by every
// operator family.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_BASE_TD
#define RELAY_BASE_TD

include "RelayDialect/IR/RelayDialect.td"
include "RelayDialect/IR/RelayAttrs.td"
include "RelayDialect/IR/RelayTypes.td"
include "RelayDialect/IR/RelayInterfaces.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// Relay's dtypes: float16/bfloat16/float32/float64, bool, int8..int64 (signless
// here) and uint8..uint64.
// The summaries name the types as a Relay user knows them, since they appear
// in verifier messages ("must be ranked tensor of Relay float ... values").
def Relay_Float : AnyTypeOf<[F16, BF16, F32, F64],
                            "Relay float (f16, bf16, f32, f64)">;
def Relay_Int : AnyTypeOf<[I8, I16, I32, I64, UI8, UI16, UI32, UI64],
                          "Relay integer (i8..i64, ui8..ui64)">;
def Relay_Bool : AnyTypeOf<[I1], "bool (i1)">;
def Relay_ElementType : AnyTypeOf<[Relay_Float, Relay_Int, Relay_Bool],
                                  "Relay dtype">;

def Relay_Tensor : RankedTensorOf<[Relay_ElementType]>;
def Relay_FloatTensor : RankedTensorOf<[Relay_Float]>;
def Relay_IntTensor : RankedTensorOf<[Relay_Int]>;
def Relay_BoolTensor : RankedTensorOf<[Relay_Bool]>;
def Relay_ScalarTensor : 0DTensorOf<[Relay_ElementType]>;
def Relay_ScalarBoolTensor : 0DTensorOf<[Relay_Bool]>;

// A Relay value: a tensor, a tuple, a function (closure), a reference, or a
// value of a generic function's type parameter.
def Relay_Value : AnyTypeOf<[Relay_Tensor, AnyTuple, FunctionType,
                             Relay_RefType, Relay_TypeVarType],
    "Relay value (tensor, tuple, function, reference or type variable)">;

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

// A structural op (constant, tuple, if, closures, references): Relay syntax
// rather than an operator. `patternKind` is its fixed TVM pattern kind, or
// Relay_DynamicPatternKind where the kind depends on the op (its C++ class
// implements getOpPatternKind).
class Relay_Op<string mnemonic, Trait patternKind, list<Trait> traits = []>
    : Op<Relay_Dialect, mnemonic,
         !listconcat([patternKind],
                     !if(!isa<DeclareOpInterfaceMethods>(patternKind), [],
                         [RelayOpPatternInterface]),
                     traits)>;

// Result-type inference implementing TVM's type relation of the op. A declared
// result type may be more refined than the inferred one (a static dimension
// where the relation can only say `?`, or the other way round before
// `-relay-infer-type` ran), but it never contradicts it.
def Relay_InferTypeOpAdaptor : TraitList<[
  DeclareOpInterfaceMethods<InferTypeOpInterface>,
  NativeOpTrait<"InferTypeOpAdaptor", [], [{
    static ::llvm::LogicalResult
    inferReturnTypes(::mlir::MLIRContext *context,
                     std::optional<::mlir::Location> location, Adaptor adaptor,
                     ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes);
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }], [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> location,
        ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
        ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes) {
      $cppClass::Adaptor adaptor(operands, attributes, properties, regions);
      return $cppClass::inferReturnTypes(context, location, adaptor,
                                         inferredReturnTypes);
    }
    bool $cppClass::isCompatibleReturnTypes(::mlir::TypeRange l,
                                            ::mlir::TypeRange r) {
      return ::mlir::relay::areCompatibleTypes(l, r);
    }
  }]>
]>;

// An operator: pure, with a fixed TVM pattern kind and an inferred result type.
class Relay_TensorOp<string mnemonic, Trait patternKind, list<Trait> traits = []>
    : Op<Relay_Dialect, mnemonic,
         !listconcat([Pure, patternKind, Relay_InferTypeOpAdaptor,
                      RelayOpPatternInterface, Relay_TvmOperator], traits)>;

// One tensor in, one tensor out: `relay.exp %x : tensor<4xf32>`, or with a
// different result type `relay.cast %x {...} : tensor<4xf32> -> tensor<4xf16>`.
class Relay_UnaryOp<string mnemonic, Type operandType, Trait patternKind,
                    list<Trait> traits = []>
    : Relay_TensorOp<mnemonic, patternKind, traits> {
  let arguments = (ins operandType:$data);
  let results = (outs Relay_Tensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` custom<UnaryTypes>(type($data), type($result))
  }];
}

// Element-wise unary operator whose result has the operand's type.
class Relay_ElemwiseUnaryOp<string mnemonic, Type operandType,
                            list<Trait> traits = []>
    : Relay_UnaryOp<mnemonic, operandType, Relay_ElemWise, traits> {
  let summary = "element-wise `" # !subst("relay.", "", mnemonic) # "`";
  let hasFolder = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      inferred.push_back(adaptor.getData().getType());
      return ::mlir::success();
    }
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return ::mlir::relay::foldElementwiseUnary(getOperation(),
                                                 adaptor.getData());
    }
  }];
}

// Two tensors with NumPy broadcasting; `relay.add %a, %b : tensor<4xf32>` when
// all three types agree, else `: (tensor<..>, tensor<..>) -> tensor<..>`.
class Relay_BroadcastOp<string mnemonic, Type operandType, bit boolResult,
                        list<Trait> traits = []>
    : Relay_TensorOp<mnemonic, Relay_Broadcast, traits> {
  let summary = "broadcasting `" # mnemonic # "`";
  let description = [{
    Applies the operator element-wise after broadcasting both operands to a
    common shape, as Relay's BroadcastRel does: dimensions are aligned from the
    right and each pair must be equal or contain a 1. Both operands have the
    same element type.
  }];
  let arguments = (ins operandType:$lhs, operandType:$rhs);
  let results = (outs Relay_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:`
    custom<BinaryTypes>(type($lhs), type($rhs), type($result))
  }];
  let hasFolder = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        Adaptor adaptor, ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return ::mlir::relay::inferBroadcastType(
          location, adaptor.getLhs().getType(), adaptor.getRhs().getType(),
          }] # !if(boolResult, "true", "false") # [{, inferred);
    }
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return ::mlir::relay::foldBroadcastBinary(
          getOperation(), adaptor.getLhs(), adaptor.getRhs());
    }
  }];
}

// An operator printed in functional form:
// `relay.nn.dense %x, %w : (tensor<..>, tensor<..>) -> tensor<..>`.
class Relay_FunctionalOp<string mnemonic, Trait patternKind,
                         list<Trait> traits = []>
    : Relay_TensorOp<mnemonic, patternKind, traits> {
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Attribute helpers (TVM's attribute fields with TVM's defaults)
//===----------------------------------------------------------------------===//

class Relay_I64ArrayDefault<string value>
    : DefaultValuedAttr<DenseI64ArrayAttr, value>;
// A mode with TVM's default case, e.g.
// `Relay_EnumDefault<Relay_PadModeAttr, "Constant">`.
class Relay_EnumDefault<Relay_EnumAttr attr, string case>
    : DefaultValuedAttr<attr, attr.enum.cppType # "::" # case>;
// A layout with TVM's default, e.g. `Relay_LayoutDefault<"NCHW">`.
class Relay_LayoutDefault<string layout>
    : DefaultValuedAttr<Relay_LayoutAttr, "\"" # layout # "\"">;
// TVM's `out_layout`, whose empty default means "the input's layout": an
// optional layout, absent by default.
def Relay_OutLayout : OptionalAttr<Relay_LayoutAttr>;
def Relay_BoolFalse : DefaultValuedAttr<BoolAttr, "false">;
def Relay_BoolTrue : DefaultValuedAttr<BoolAttr, "true">;
class Relay_F64Default<string value> : DefaultValuedAttr<F64Attr, value>;
class Relay_I64Default<string value> : DefaultValuedAttr<I64Attr, value>;

#endif // RELAY_BASE_TD
