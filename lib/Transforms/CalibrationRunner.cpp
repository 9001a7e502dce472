//===- CalibrationRunner.cpp - How calibration runs a module --------------===//

#include "RelayDialect/Transforms/CalibrationRunner.h"

using namespace mlir;

static relay::CalibrationRunner &getRunnerStorage() {
  static relay::CalibrationRunner runner;
  return runner;
}

void relay::registerCalibrationRunner(CalibrationRunner runner) {
  getRunnerStorage() = std::move(runner);
}

const relay::CalibrationRunner &relay::getCalibrationRunner() {
  return getRunnerStorage();
}
