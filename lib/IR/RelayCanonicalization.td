//===- RelayCanonicalization.td - TVM's SimplifyExpr rewrites -*- tablegen -*-===//
//
// Declarative canonicalization patterns: the rewrites of TVM's SimplifyExpr
// pass (src/relay/transforms/simplify_expr.cc) that hold without knowing
// run-time values. They run under upstream -canonicalize.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_CANONICALIZATION_TD
#define RELAY_CANONICALIZATION_TD

include "mlir/IR/PatternBase.td"
include "RelayDialect/IR/RelayOps.td"

def HasOneUse : Constraint<CPred<"$0.hasOneUse()">, "has one use">;
def HasStaticShape : Constraint<
    CPred<"::llvm::cast<::mlir::RankedTensorType>($0.getType())"
          ".hasStaticShape()">, "has a static shape">;
def HasIntegerElements : Constraint<
    CPred<"::llvm::isa<::mlir::IntegerType>("
          "::mlir::getElementTypeOrSelf($0.getType()))">,
    "has integer elements">;
def SameType : Constraint<CPred<"$0.getType() == $1.getType()">,
                          "have the same type">;

// SimplifyReshape: reshape(reshape(x)) is one reshape to the final (static)
// shape, written literally (allowzero, so that a 0 extent stays 0).
def StaticShapeOf : NativeCodeCall<
    "$_builder.getDenseI64ArrayAttr("
    "::llvm::cast<::mlir::RankedTensorType>($0.getType()).getShape())">;
def TrueAttr : NativeCodeCall<"$_builder.getBoolAttr(true)">;
def ReshapeOfReshape : Pat<
    (Relay_ReshapeOp:$outer (Relay_ReshapeOp $x, $s1, $z1), $s2, $z2),
    (Relay_ReshapeOp $x, (StaticShapeOf $outer), (TrueAttr)),
    [(HasStaticShape $outer)]>;

// SimplifyTranspose: transpose(transpose(x, p1), p2) is transpose(x, p1[p2]);
// an identity result is then removed by the folder.
def ComposedPermutation : NativeCodeCall<
    "::mlir::relay::composeTransposes($_builder, $0, $1)">;
def TransposeOfTranspose : Pat<
    (Relay_TransposeOp:$outer (Relay_TransposeOp:$inner $x, $a1), $a2),
    (Relay_TransposeOp $x, (ComposedPermutation $inner, $outer))>;

// SimplifyConsecutiveCast: cast(cast(x, t1), t2) is cast(x, t2) when every
// value of x's dtype is exact in t1 (a widening first cast).
def IsLosslessCast : Constraint<
    CPred<"::mlir::relay::isLosslessCast("
          "::mlir::getElementTypeOrSelf($0.getType()),"
          "::mlir::getElementTypeOrSelf($1.getType()))">,
    "is a lossless cast">;
def CastOfLosslessCast : Pat<
    (Relay_CastOp (Relay_CastOp:$mid $x, $t1), $t2),
    (Relay_CastOp $x, $t2),
    [(IsLosslessCast $x, $mid)]>;

// SimplifyRSqrt: 1 / sqrt(x) is rsqrt(x).
def IsSplatOne : Constraint<CPred<"::mlir::relay::isSplatOf($0, 1.0)">,
                            "is a splat of one">;
def DivideOneBySqrt : Pat<
    (Relay_DivideOp:$div (Relay_ConstantOp $one), (Relay_SqrtOp:$sqrt $x)),
    (Relay_RsqrtOp $x),
    [(IsSplatOne $one), (SameType $div, $sqrt)]>;

// SimplifyAdjacentMultiplyOrAdd: (x * c1) * c2 is x * (c1 * c2), and the
// same for add; the constant product then folds. Only for integers: float
// arithmetic is not associative, so reassociating would change results
// (TVM does it for floats too).
def AdjacentMultiply : Pat<
    (Relay_MultiplyOp (Relay_MultiplyOp:$inner $x, (Relay_ConstantOp:$c1 $v1)),
                      (Relay_ConstantOp:$c2 $v2)),
    (Relay_MultiplyOp $x, (Relay_MultiplyOp $c1, $c2)),
    [(HasOneUse $inner), (HasIntegerElements $x)]>;
def AdjacentAdd : Pat<
    (Relay_AddOp (Relay_AddOp:$inner $x, (Relay_ConstantOp:$c1 $v1)),
                 (Relay_ConstantOp:$c2 $v2)),
    (Relay_AddOp $x, (Relay_AddOp $c1, $c2)),
    [(HasOneUse $inner), (HasIntegerElements $x)]>;

#endif // RELAY_CANONICALIZATION_TD
