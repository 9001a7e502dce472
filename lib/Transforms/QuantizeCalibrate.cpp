//===- QuantizeCalibrate.cpp - relay.quantize: calibration ----------------===//
//
// The second stage of TVM's automatic quantization
// (python/tvm/relay/quantize/_calibrate.py, `_set_params` with the
// global_scale, kl_divergence or percentile input scales and the power2/max
// weight scales): the dom_scale, clip_min and clip_max operands of every
// simulated_quantize become constants. The data-driven modes run an
// instrumented copy of the float model (TVM's CreateStatsCollector,
// src/relay/quantize/calibrate.cc) through the registered CalibrationRunner
// and pick each scale from the values it saw (kl_divergence.py and
// calibrate.cc's MinimizeKL; `_find_scale_by_percentile`).
//
//===----------------------------------------------------------------------===//

#include "QuantizeUtils.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/CalibrationRunner.h"
#include "RelayDialect/Transforms/Passes.h"

#include "llvm/ADT/SetVector.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>

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

//===----------------------------------------------------------------------===//
// Scales from calibration data
//===----------------------------------------------------------------------===//

/// np.histogram(values, bins=numBins, range=(-thres, thres)) on float32
/// data, as NumPy computes it: float32 bin edges from linspace, a bin index
/// from the scaled offset, corrected by comparing with the edges; the last
/// bin includes its right edge.
void histogram(ArrayRef<float> values, float thres, int numBins,
               std::vector<int> &hist, std::vector<float> &edges) {
  // NumPy widens an empty range to avoid dividing by zero.
  double first = -thres, last = thres;
  if (first == last) {
    first -= 0.5;
    last += 0.5;
  }
  edges.resize(numBins + 1);
  double step = (last - first) / numBins;
  for (int i = 0; i < numBins; ++i)
    edges[i] = static_cast<float>(first + i * step);
  edges[numBins] = static_cast<float>(last);
  float firstEdge = static_cast<float>(first);
  float lastEdge = static_cast<float>(last);
  // NumPy divides in double and multiplies the float32 data in float.
  auto norm = static_cast<float>(numBins / double(lastEdge - firstEdge));
  hist.assign(numBins, 0);
  for (float x : values) {
    if (!(x >= firstEdge && x <= lastEdge))
      continue;
    auto index = static_cast<int64_t>((x - firstEdge) * norm);
    if (index == numBins)
      --index;
    if (x < edges[index])
      --index;
    if (x >= edges[index + 1] && index != numBins - 1)
      ++index;
    ++hist[index];
  }
}

/// calibrate.cc's SmoothDistribution: moves eps of probability mass onto the
/// empty bins, taken evenly from the others; empty when that cannot be done.
std::vector<float> smoothDistribution(const std::vector<float> &p,
                                      float eps = 0.0001f) {
  size_t numZeros = llvm::count(p, 0.f);
  size_t numNonzeros = p.size() - numZeros;
  if (!numNonzeros)
    return {};
  float eps1 =
      eps * static_cast<float>(numZeros) / static_cast<float>(numNonzeros);
  if (eps1 >= 1.0)
    return {};
  std::vector<float> smoothed = p;
  for (float &x : smoothed)
    x += x == 0.f ? eps : -eps1;
  return smoothed;
}

/// calibrate.cc's ComputeEntropy: KL(p || q) of the normalised
/// distributions, in float.
float klDivergence(std::vector<float> &p, std::vector<float> &q) {
  float pSum = std::accumulate(p.begin(), p.end(), 0.f);
  float qSum = std::accumulate(q.begin(), q.end(), 0.f);
  float result = 0;
  for (size_t i = 0; i < p.size(); ++i) {
    p[i] /= pSum;
    q[i] /= qSum;
    if (p[i] && q[i])
      result += p[i] * std::log(p[i] / q[i]);
  }
  return result;
}

/// calibrate.cc's MinimizeKL: for each candidate threshold (a right edge of
/// the histogram's central bins), the KL divergence between the clipped
/// distribution and its quantization into `numQuantizedBins` bins; the
/// threshold of the smallest one.
float minimizeKL(const std::vector<int> &hist, const std::vector<float> &edges,
                 int numBins, int numQuantizedBins) {
  const int zeroBin = numBins / 2;
  const int numHalfQuantizedBins = numQuantizedBins / 2;
  std::vector<float> thresholds(numBins / 2 + 1 - numHalfQuantizedBins, 0.f);
  std::vector<float> divergence(thresholds.size(), 0.f);
  std::vector<float> quantizedBins(numQuantizedBins, 0.f);
  for (int i = numHalfQuantizedBins; i < zeroBin + 1; ++i) {
    const int start = zeroBin - i;
    const int stop = zeroBin + i + 1;
    thresholds[i - numHalfQuantizedBins] = edges[stop];
    // p: the histogram clipped to [start, stop), the outliers added to its
    // first and last bins.
    std::vector<int> sliced(stop - start, 0);
    std::vector<float> p(sliced.size(), 0.f);
    for (int j = 0; j < numBins; ++j) {
      if (j <= start) {
        p.front() += hist[j];
      } else if (j >= stop) {
        p.back() += hist[j];
      } else {
        sliced[j - start] = hist[j];
        p[j - start] = hist[j];
      }
    }
    // q: the clipped histogram merged into the quantized bins (the last one
    // takes the remainder) and spread back evenly over the nonzero bins.
    const size_t numMerged = sliced.size() / numQuantizedBins;
    for (int j = 0; j < numQuantizedBins; ++j)
      quantizedBins[j] =
          std::accumulate(sliced.begin() + j * numMerged,
                          sliced.begin() + (j + 1) * numMerged, 0);
    quantizedBins.back() += std::accumulate(
        sliced.begin() + numQuantizedBins * numMerged, sliced.end(), 0);
    std::vector<float> q(sliced.size(), 0.f);
    for (int j = 0; j < numQuantizedBins; ++j) {
      const size_t first = j * numMerged;
      const size_t last =
          j == numQuantizedBins - 1 ? q.size() : (j + 1) * numMerged;
      int norm = std::count_if(sliced.begin() + first, sliced.begin() + last,
                               [](int count) { return count != 0; });
      if (norm)
        for (size_t k = first; k < last; ++k)
          if (p[k])
            q[k] = quantizedBins[j] / norm;
    }
    p = smoothDistribution(p);
    q = smoothDistribution(q);
    divergence[i - numHalfQuantizedBins] =
        q.empty() ? std::numeric_limits<float>::infinity() : klDivergence(p, q);
  }
  return thresholds[std::min_element(divergence.begin(), divergence.end()) -
                    divergence.begin()];
}

/// kl_divergence.py's _find_scale_by_kl with its defaults (int8, 8001 bins,
/// 255 quantized bins): the histogram over [-max|x|, max|x|] and the
/// threshold that minimises the KL divergence.
double findScaleByKL(ArrayRef<float> values) {
  constexpr int kNumBins = 8001, kNumQuantizedBins = 255;
  auto [min, max] = std::minmax_element(values.begin(), values.end());
  float thres = std::max(std::fabs(*min), std::fabs(*max));
  std::vector<int> hist;
  std::vector<float> edges;
  histogram(values, thres, kNumBins, hist, edges);
  return minimizeKL(hist, edges, kNumBins, kNumQuantizedBins);
}

/// _calibrate.py's _find_scale_by_percentile with its default 0.99999: the
/// element of rank int(size * percentile) among the magnitudes.
double findScaleByPercentile(ArrayRef<float> values) {
  constexpr double kPercentile = 0.99999;
  std::vector<float> magnitudes(values.size());
  llvm::transform(values, magnitudes.begin(),
                  [](float x) { return std::fabs(x); });
  auto k = static_cast<size_t>(magnitudes.size() * kPercentile);
  std::nth_element(magnitudes.begin(), magnitudes.begin() + k,
                   magnitudes.end());
  return magnitudes[k];
}

/// The function TVM calibrates (`mod["main"]`).
constexpr llvm::StringLiteral kEntryName("main");

/// Whether `sq` takes its scale from the calibration data (INPUT and
/// ACTIVATION; TVM's StatsCollector profiles every kind but WEIGHT, and
/// IDENTITY has no scale).
bool isProfiled(SimulatedQuantizeOp sq) {
  auto kind = static_cast<QAnnotateKind>(sq.getKind());
  return kind == QAnnotateKind::Input || kind == QAnnotateKind::Activation;
}

/// Appends the values of a float result to `samples`.
LogicalResult appendSamples(Location loc, unsigned index, const NpyArray &array,
                            std::vector<float> &samples) {
  int64_t n = array.numElements();
  if (array.dtype == "f4") {
    size_t old = samples.size();
    samples.resize(old + n);
    std::memcpy(samples.data() + old, array.data.data(), n * sizeof(float));
    return success();
  }
  if (array.dtype == "f8") {
    for (int64_t i = 0; i < n; ++i) {
      double x;
      std::memcpy(&x, array.data.data() + i * sizeof(double), sizeof(double));
      samples.push_back(static_cast<float>(x));
    }
    return success();
  }
  return emitError(loc) << "calibration: profiled value " << index << " is a "
                        << array.dtype
                        << " array; simulated_quantize takes floats";
}

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
    if (calibrateMode != "global_scale" && calibrateMode != "kl_divergence" &&
        calibrateMode != "percentile")
      return emitError(loc)
             << "unknown calibrate-mode '" << calibrateMode
             << "': expected global_scale, kl_divergence or percentile";
    if (calibrateMode != "global_scale" && calibrationData.empty())
      return emitError(loc)
             << "calibrate-mode '" << calibrateMode
             << "' runs the model on calibration data: give it with "
                "calibration-data=FILE.npz";
    return success();
  }

  /// TVM's collect_stats: runs a copy of the module in which every
  /// simulated_quantize passes its data through (kind IDENTITY) and the
  /// entry returns the data of each profiled one of `profiled` (in program
  /// order, TVM's post-order) on every calibration batch; chooses the
  /// scale of each from the values seen over all batches.
  LogicalResult calibrateFromData(func::FuncOp entry,
                                  ArrayRef<SimulatedQuantizeOp> profiled) {
    const CalibrationRunner &runner = getCalibrationRunner();
    if (!runner)
      return emitError(entry.getLoc())
             << "calibrate-mode '" << calibrateMode
             << "' needs a way to run the model, and none is registered "
                "(relay-opt registers the JIT's; another tool calls "
                "relay::registerJitCalibrationRunner)";
    OwningOpRef<ModuleOp> profile = cast<ModuleOp>(getOperation()->clone());
    SmallVector<Value> outputs;
    for (auto func : profile->getOps<func::FuncOp>()) {
      bool isEntry = func.getSymName() == entry.getSymName();
      LogicalResult walked = success();
      func.walk([&](Operation *op) {
        if (auto sq = dyn_cast<SimulatedQuantizeOp>(op)) {
          if (isEntry && isProfiled(sq)) {
            if (sq->getParentOp() != func.getOperation()) {
              walked = sq.emitOpError(
                  "inside a region cannot be calibrated from data");
              return WalkResult::interrupt();
            }
            outputs.push_back(sq.getData());
          }
          sq.replaceAllUsesWith(sq.getData());
          sq.erase();
        } else if (isa<StopFusionOp, CastHintOp>(op)) {
          // Identities once nothing is quantized (TVM computes them as
          // topi.identity).
          op->replaceAllUsesWith(op->getOperands());
          op->erase();
        }
        return WalkResult::advance();
      });
      if (failed(walked))
        return failure();
    }
    if (outputs.empty())
      return success();
    func::FuncOp profileEntry =
        profile->lookupSymbol<func::FuncOp>(entry.getSymName());
    Operation *terminator = profileEntry.getBody().front().getTerminator();
    OpBuilder builder(terminator);
    func::ReturnOp::create(builder, terminator->getLoc(), outputs);
    terminator->erase();
    profileEntry.setFunctionType(builder.getFunctionType(
        profileEntry.getArgumentTypes(), ValueRange(outputs).getTypes()));
    profileEntry.removeResAttrsAttr();

    std::vector<std::vector<float>> samples(outputs.size());
    auto consume = [&](ArrayRef<NpyArray> results) -> LogicalResult {
      if (results.size() != samples.size())
        return emitError(entry.getLoc())
               << "calibration: the profiled model returned " << results.size()
               << " values, expected " << samples.size();
      for (auto [i, result] : llvm::enumerate(results))
        if (failed(appendSamples(entry.getLoc(), i, result, samples[i])))
          return failure();
      return success();
    };
    if (failed(runner(*profile, entry.getSymName(), calibrationData, consume)))
      return failure();
    for (auto [op, values] : llvm::zip(profiled, samples)) {
      SimulatedQuantizeOp sq = op;
      if (values.empty())
        return sq.emitOpError("saw no values in the calibration data");
      if (llvm::any_of(values, [](float x) { return !std::isfinite(x); }))
        return sq.emitOpError("saw a value that is not finite in the "
                              "calibration data");
      dataScales[sq] = calibrateMode == "kl_divergence"
                           ? findScaleByKL(values)
                           : findScaleByPercentile(values);
    }
    return success();
  }

  /// The scale of `sq` before it is divided by the range of its type.
  FailureOr<double> chooseScale(SimulatedQuantizeOp sq) {
    auto it = dataScales.find(sq);
    if (it != dataScales.end())
      return it->second; // _kl_scale, _percentile_scale
    if (sq.getKind() != static_cast<uint64_t>(QAnnotateKind::Weight)) {
      if (calibrateMode != "global_scale")
        return sq.emitOpError("is outside the entry function @")
               << kEntryName << ", the only one calibration data reaches";
      return double(globalScale); // _global_scale
    }
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
    if (calibrateMode != "global_scale") {
      auto entryFunc = module.lookupSymbol<func::FuncOp>(kEntryName);
      if (!entryFunc || entryFunc.isExternal()) {
        emitError(module.getLoc())
            << "calibrate-mode '" << calibrateMode << "': no function @"
            << kEntryName << " with a body to run on the calibration data";
        return signalPassFailure();
      }
      SmallVector<SimulatedQuantizeOp> profiled;
      for (SimulatedQuantizeOp sq : ops)
        if (isProfiled(sq) && sq->getParentOfType<func::FuncOp>() == entryFunc)
          profiled.push_back(sq);
      if (failed(calibrateFromData(entryFunc, profiled)))
        return signalPassFailure();
    }
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
  /// The scales calibrateFromData chose.
  llvm::DenseMap<Operation *, double> dataScales;
};

} // namespace
