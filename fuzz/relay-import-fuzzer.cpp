//===- relay-import-fuzzer.cpp - libFuzzer target for the Relay importer --===//
//
// Feeds arbitrary bytes to relay-translate --import-relay: the lexer, the
// parser, the metadata section (`#[metadata]` JSON with base64 NDArrays) and
// the type relations run on every call. An input of the form
//   <relay text> NUL <npz archive>
// is imported with the archive as --params, so `meta[relay.Constant][N]`
// also resolves through .npz entries. Every error must be a diagnostic,
// never a crash, and whatever imports must verify.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Translation/RelayText.h"

#include "FuzzerContext.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace mlir;

/// The file --params reads, rewritten for every input that has one.
static std::string paramsPath() {
  static std::string path = [] {
    llvm::SmallString<128> p;
    if (llvm::sys::fs::createTemporaryFile("relay-import-fuzzer", "npz", p))
      abort();
    std::string s(p.str());
    // The archive outlives no fuzzing run.
    static llvm::FileRemover remover(s);
    return s;
  }();
  return path;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    relay::registerRelayTranslationDialects(registry);
    return relay::fuzz::createFuzzerContext(registry);
  }();

  llvm::StringRef input(reinterpret_cast<const char *>(data), size);
  auto [text, npz] = input.split('\0');
  relay::RelayImportOptions options;
  if (text.size() != input.size()) {
    options.paramsFile = paramsPath();
    std::error_code ec;
    llvm::raw_fd_ostream os(options.paramsFile, ec);
    if (ec)
      abort();
    os << npz;
  }

  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.rly"), llvm::SMLoc());
  OwningOpRef<ModuleOp> module =
      relay::importRelayText(sourceMgr, context, options);
  if (module && failed(verify(*module)))
    __builtin_trap();
  return 0;
}
