//===- Dnnl.cpp - The dnnl external target
//---------------------------------===//
//
// TVM v0.13's python/tvm/relay/op/contrib/dnnl.py: the operators DNNL
// (oneDNN) supports and its composite pattern table (Dnnl.pdll). A code
// generator for dnnl functions fills the target's lowering hook
// (setExternalTargetLowering).
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/ExternalTargets.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Parser/Parser.h"

using namespace mlir;
using namespace mlir::relay;

// The PDLL-generated pattern classes (DnnlConv2dBiasRelu, ...), one
// per `Pattern` of Dnnl.pdll.
#include "DnnlPatterns.h.inc"

/// Whether every tensor operand and result of `op` is f32: the dnnl runtime
/// implements fp32 kernels (dnnl.py's helper rejects int64 operands; the
/// brief of this project narrows it to fp32).
static bool isFloat32Only(Operation *op) {
  auto isF32 = [](Type type) {
    if (auto tuple = dyn_cast<TupleType>(type))
      return llvm::all_of(tuple.getTypes(), [](Type t) {
        auto tensor = dyn_cast<RankedTensorType>(t);
        return tensor && tensor.getElementType().isF32();
      });
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.getElementType().isF32();
  };
  return llvm::all_of(op->getOperandTypes(), isF32) &&
         llvm::all_of(op->getResultTypes(), isF32);
}

/// Whether the layout attribute `name` of `op` is absent (the operator's
/// default, which for the operators checked here is channels-first) or one
/// of `accepted`.
static bool hasLayout(Operation *op, StringRef name,
                      ArrayRef<StringRef> accepted) {
  auto layout = dyn_cast_or_null<LayoutAttr>(op->getAttr(name));
  return !layout || llvm::is_contained(accepted, layout.getName());
}

/// dnnl.py's add_checker for conv2d_bias_sum[_relu]: the bias has as many
/// elements as the convolution has output channels (its `channels`
/// attribute), and the two operands of the sum have the same shape.
static LogicalResult dnnlSumChecker(PatternRewriter &, Operation *conv,
                                    Operation *bias, Operation *sum) {
  auto channels = dyn_cast_or_null<IntegerAttr>(conv->getAttr("channels"));
  auto biasType = dyn_cast<RankedTensorType>(bias->getOperand(1).getType());
  if (!channels || !biasType || !biasType.hasStaticShape() ||
      biasType.getNumElements() != channels.getInt())
    return failure();
  auto lhs = dyn_cast<RankedTensorType>(sum->getOperand(0).getType());
  auto rhs = dyn_cast<RankedTensorType>(sum->getOperand(1).getType());
  return success(lhs && rhs && lhs.hasStaticShape() &&
                 lhs.getShape() == rhs.getShape());
}

void relay::registerDnnlTarget() {
  ExternalTarget target;
  target.name = "dnnl";
  target.patternTable = makePatternTable<
      DnnlConv2dBiasSumRelu, DnnlConv2dBiasSum,
      // With a bias.
      DnnlConv1dBiasRelu, DnnlConv2dBiasRelu, DnnlConv3dBiasRelu,
      DnnlDeconv2dBiasRelu, DnnlDenseBiasRelu, DnnlConv1dBiasTanh,
      DnnlConv2dBiasTanh, DnnlConv3dBiasTanh, DnnlDeconv2dBiasTanh,
      DnnlDenseBiasTanh, DnnlConv1dBiasSigmoid, DnnlConv2dBiasSigmoid,
      DnnlConv3dBiasSigmoid, DnnlDeconv2dBiasSigmoid, DnnlDenseBiasSigmoid,
      DnnlConv1dBiasClip, DnnlConv2dBiasClip, DnnlConv3dBiasClip,
      DnnlDeconv2dBiasClip, DnnlDenseBiasClip, DnnlConv1dBiasGelu,
      DnnlConv2dBiasGelu, DnnlConv3dBiasGelu, DnnlDeconv2dBiasGelu,
      DnnlDenseBiasGelu, DnnlConv1dBiasSwish, DnnlConv2dBiasSwish,
      DnnlConv3dBiasSwish, DnnlDeconv2dBiasSwish, DnnlDenseBiasSwish,
      DnnlConv1dBias, DnnlConv2dBias, DnnlConv3dBias, DnnlDeconv2dBias,
      DnnlDenseBias,
      // Without a bias.
      DnnlConv1dRelu, DnnlConv2dRelu, DnnlConv3dRelu, DnnlDeconv2dRelu,
      DnnlDenseRelu, DnnlConv1dTanh, DnnlConv2dTanh, DnnlConv3dTanh,
      DnnlDeconv2dTanh, DnnlDenseTanh, DnnlConv1dSigmoid, DnnlConv2dSigmoid,
      DnnlConv3dSigmoid, DnnlDeconv2dSigmoid, DnnlDenseSigmoid, DnnlConv1dClip,
      DnnlConv2dClip, DnnlConv3dClip, DnnlDeconv2dClip, DnnlDenseClip,
      DnnlConv1dGelu, DnnlConv2dGelu, DnnlConv3dGelu, DnnlDeconv2dGelu,
      DnnlDenseGelu, DnnlConv1dSwish, DnnlConv2dSwish, DnnlConv3dSwish,
      DnnlDeconv2dSwish, DnnlDenseSwish>([](PDLPatternModule &module) {
    module.registerConstraintFunction("DnnlSumChecker", dnnlSumChecker);
  });

  // dnnl.py's _register_external_op_helper list (supported unless an
  // operand is int64), narrowed to fp32, plus concatenate, which the dnnl
  // runtime of this project implements. Convolutions and pooling also need
  // the channels-first layouts DNNL's primitives are created with.
  auto fp32 = [](Operation *op) { return isFloat32Only(op); };
  auto layouts = [](ArrayRef<StringRef> data, ArrayRef<StringRef> kernel) {
    std::vector<StringRef> d(data.begin(), data.end()),
        k(kernel.begin(), kernel.end());
    return [d, k](Operation *op) {
      return isFloat32Only(op) && hasLayout(op, "data_layout", d) &&
             (k.empty() || hasLayout(op, "kernel_layout", k));
    };
  };
  target.supportedOps["relay.nn.conv1d"] = layouts({"NCW"}, {"OIW"});
  target.supportedOps["relay.nn.conv2d"] = layouts({"NCHW"}, {"OIHW"});
  target.supportedOps["relay.nn.conv3d"] = layouts({"NCDHW"}, {"OIDHW"});
  target.supportedOps["relay.nn.conv2d_transpose"] =
      layouts({"NCHW"}, {"IOHW", "OIHW"});
  target.supportedOps["relay.nn.max_pool2d"] = layouts({"NCHW"}, {});
  target.supportedOps["relay.nn.avg_pool2d"] = layouts({"NCHW"}, {});
  for (StringRef name :
       {"relay.nn.batch_norm", "relay.nn.dense", "relay.abs", "relay.clip",
        "relay.exp", "relay.log", "relay.sqrt", "relay.round", "relay.nn.relu",
        "relay.nn.leaky_relu", "relay.tanh", "relay.sigmoid",
        "relay.nn.softmax", "relay.add", "relay.multiply",
        "relay.nn.layer_norm", "relay.nn.batch_matmul", "relay.concatenate"})
    target.supportedOps[name] = fp32;
  registerExternalTarget(std::move(target));
}
