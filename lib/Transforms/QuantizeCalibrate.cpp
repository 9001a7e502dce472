//===- QuantizeCalibrate.cpp - relay.quantize: calibration ----------------===//
//
// The second stage of TVM's automatic quantization
// (python/tvm/relay/quantize/_calibrate.py, `_set_params` with the
// global_scale input scale and the power2/max weight scales): the dom_scale,
// clip_min and clip_max operands of every simulated_quantize become
// constants.
//
//===----------------------------------------------------------------------===//

#include "QuantizeUtils.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "llvm/ADT/SetVector.h"

#include <cmath>

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYQUANTIZECALIBRATEPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::quantize;

namespace {

/// The largest magnitude of a constant float tensor.
FailureOr<double> maxAbs(SimulatedQuantizeOp sq) {
  auto constant = sq.getData().getDefiningOp<ConstantOp>();
  auto dense =
      constant ? dyn_cast<DenseElementsAttr>(constant.getValue()) : nullptr;
  if (!dense)
    return sq.emitOpError(
        "of kind WEIGHT needs constant data (bind the weights, e.g. "
        "relay-translate --bind-params, and fold constants first)");
  double result = 0.0;
  for (const APFloat &value : dense.getValues<APFloat>())
    result = std::max(result, std::fabs(value.convertToDouble()));
  return result;
}

struct RelayQuantizeCalibratePass
    : public relay::impl::RelayQuantizeCalibratePassBase<
          RelayQuantizeCalibratePass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    Location loc = UnknownLoc::get(context);
    for (auto [name, nbit] :
         {std::make_pair("nbit-input", int64_t(nbitInput)),
          std::make_pair("nbit-weight", int64_t(nbitWeight)),
          std::make_pair("nbit-activation", int64_t(nbitActivation))})
      if (nbit < 2 || nbit > 64)
        return emitError(loc) << "invalid " << name << " " << nbit
                              << ": expected 2 to 64 bits";
    if (!(globalScale > 0.0) || !std::isfinite(globalScale))
      return emitError(loc) << "invalid global-scale " << globalScale
                            << ": expected a positive number";
    if (weightScale != "power2" && weightScale != "max")
      return emitError(loc) << "unknown weight-scale '" << weightScale
                            << "': expected power2 or max";
    if (calibrateMode == "kl_divergence" || calibrateMode == "percentile")
      return emitError(loc)
             << "calibrate-mode '" << calibrateMode
             << "' is not supported yet: it needs the float model run on "
                "calibration data; use global_scale";
    if (calibrateMode != "global_scale")
      return emitError(loc)
             << "unknown calibrate-mode '" << calibrateMode
             << "': expected global_scale, kl_divergence or percentile";
    return success();
  }

  /// The scale of `sq` before it is divided by the range of its type.
  FailureOr<double> chooseScale(SimulatedQuantizeOp sq) {
    if (sq.getKind() != static_cast<uint64_t>(QAnnotateKind::Weight))
      return double(globalScale); // _global_scale
    FailureOr<double> max = maxAbs(sq);
    if (failed(max))
      return failure();
    if (weightScale == "max") {
      // _max_scale
      if (*max == 0.0)
        return sq.emitOpError("has an all-zero weight: its max scale is 0");
      return *max;
    }
    // _power2_scale
    return *max > 0.0 ? std::exp2(std::ceil(std::log2(*max))) : 1.0;
  }

  LogicalResult calibrate(SimulatedQuantizeOp sq) {
    int64_t nbit;
    switch (static_cast<QAnnotateKind>(sq.getKind())) {
    case QAnnotateKind::Input:
      nbit = nbitInput;
      break;
    case QAnnotateKind::Weight:
      nbit = nbitWeight;
      break;
    case QAnnotateKind::Activation:
      nbit = nbitActivation;
      break;
    default:
      return success(); // IDENTITY has no scale.
    }
    FailureOr<double> scale = chooseScale(sq);
    if (failed(scale))
      return failure();
    int64_t validBit = nbit - (sq.getSign() ? 1 : 0);
    double validRange = std::exp2(static_cast<double>(validBit));
    // TVM makes float32 constants of these.
    OpBuilder builder(sq);
    Location loc = sq.getLoc();
    Type f32 = builder.getF32Type();
    SmallVector<Value> old = {sq.getDomScale(), sq.getClipMin(),
                              sq.getClipMax()};
    sq.getDomScaleMutable().set(makeScalarConstant(
        builder, loc, f32, static_cast<float>(*scale / validRange)));
    sq.getClipMinMutable().set(
        makeScalarConstant(builder, loc, f32, -(validRange - 1)));
    sq.getClipMaxMutable().set(
        makeScalarConstant(builder, loc, f32, validRange - 1));
    for (Value value : old)
      if (auto constant = value.getDefiningOp<ConstantOp>())
        replacedConstants.insert(constant);
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool failedAny = false;
    SmallVector<SimulatedQuantizeOp> ops;
    forEachQuantizableFunction(module, [&](func::FuncOp func) {
      func.walk([&](SimulatedQuantizeOp sq) { ops.push_back(sq); });
    });
    for (SimulatedQuantizeOp sq : ops)
      if (failed(calibrate(sq)))
        failedAny = true;
    // The placeholders annotation left, once unused.
    for (ConstantOp constant : replacedConstants)
      if (constant->use_empty())
        constant->erase();
    if (failedAny)
      signalPassFailure();
  }

  llvm::SetVector<ConstantOp> replacedConstants;
};

} // namespace
