//===- relay-npz-fuzzer.cpp - libFuzzer target for the .npz reader --------===//
//
// Feeds arbitrary bytes as the `.npz` archive of relay-translate's --params
// and relay-translate / relay-run's --bind-params: the zip structure (stored,
// deflated and zip64 entries), each entry's .npy contents and their
// conversion to constants, which are then bound by name to the parameters of
// a small @main as --bind-params does. Bad archives must be errors, never
// crashes.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/Translation/RelayText.h"

// lib/Translation's private header: the reader on a buffer.
#include "RelayMetadata.h"

#include "FuzzerContext.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

/// What the arrays are bound to: one parameter per element type the reader
/// produces, static and dynamic, named as the importer names them. The
/// names "0".."2" are what --params archives use.
static const char *const kModule = R"mlir(
func.func @main(%a: tensor<2x3xf32> {relay.name = "a"},
                %b: tensor<?xi64> {relay.name = "b"},
                %c: tensor<i1> {relay.name = "c"},
                %d: tensor<4xui8> {relay.name = "0"},
                %e: tensor<1x?xf16> {relay.name = "1"},
                %f: tensor<0xf64> {relay.name = "2"}) -> tensor<2x3xf32> {
  return %a : tensor<2x3xf32>
}
)mlir";

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    relay::registerRelayTranslationDialects(registry);
    return relay::fuzz::createFuzzerContext(registry);
  }();

  std::map<std::string, DenseElementsAttr> arrays;
  std::string error;
  llvm::StringRef zip(reinterpret_cast<const char *>(data), size);
  if (failed(relay::text::parseNpz(zip, "fuzz.npz", context, arrays, error)))
    return 0;

  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kModule, context);
  if (!module)
    __builtin_trap();
  auto main = module->lookupSymbol<func::FuncOp>("main");
  SmallVector<std::pair<std::string, DenseElementsAttr>> values(arrays.begin(),
                                                                arrays.end());
  if (succeeded(relay::bindParamsByName(main, values, "fuzz.npz")) &&
      failed(verify(*module)))
    __builtin_trap();
  return 0;
}
