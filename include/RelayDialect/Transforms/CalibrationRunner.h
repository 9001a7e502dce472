//===- CalibrationRunner.h - How calibration runs a module ------*- C++ -*-===//
//
// -relay-quantize-calibrate's data-driven modes (TVM's kl_divergence and
// percentile) run the float model on calibration data. Compiling and running
// a module needs the lowering pipelines and the JIT, which sit above the
// relay -> relay passes, so the pass only asks for a runner registered here;
// RelayDialect/ExecutionEngine/RelayJit.h provides the one relay-opt
// registers (registerJitCalibrationRunner).
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_TRANSFORMS_CALIBRATIONRUNNER_H
#define RELAYDIALECT_TRANSFORMS_CALIBRATIONRUNNER_H

#include "RelayDialect/Support/NpyFile.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <functional>

namespace mlir {
namespace relay {

/// Compiles `module` and calls its function `entry` once per batch of the
/// calibration data set `dataFile` (an .npz holding, for every parameter of
/// `entry` by name, its batches stacked on a new leading axis), handing the
/// results of each call (tuples flattened) to `consume`. Reports what goes
/// wrong (the data, the compilation, the run) as an error at `entry`'s
/// location.
using CalibrationRunner = std::function<LogicalResult(
    ModuleOp module, StringRef entry, StringRef dataFile,
    function_ref<LogicalResult(ArrayRef<NpyArray>)> consume)>;

/// Sets the runner -relay-quantize-calibrate uses (replacing any earlier
/// one).
void registerCalibrationRunner(CalibrationRunner runner);

/// The registered runner, or null.
const CalibrationRunner &getCalibrationRunner();

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_TRANSFORMS_CALIBRATIONRUNNER_H
