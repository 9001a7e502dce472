//===- RelayText.h - TVM Relay text format import/export --------*- C++ -*-===//
//
// Translation between TVM's Relay text format (version 0.0.5: what TVM's
// `astext()` prints and `tvm.relay.parse` reads) and the relay dialect.
//
// Import maps global definitions to `func.func`, operator calls to relay ops
// (TVM attributes with TVM's defaults), closures to `relay.fn`/`relay.call`,
// `if` to `relay.if`, tuples to `relay.tuple`/`relay.tuple_get_item` and
// `let`/graph bindings to plain SSA values. Result types come from the ops'
// type relations. Closures carrying `Primitive`, `Compiler` or `Composite`
// attributes become private `func.func`s with `relay.primitive`,
// `relay.compiler` or `relay.composite`. Constants referenced as
// `meta[relay.Constant][N]` come from the metadata section after the program
// or from an `.npz` file keyed by N.
//
// Export prints a module back in that format; import(export(m)) prints the
// same MLIR as m.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_TRANSLATION_RELAYTEXT_H
#define RELAYDIALECT_TRANSLATION_RELAYTEXT_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace llvm {
class SourceMgr;
class raw_ostream;
} // namespace llvm

namespace mlir {
class DialectRegistry;
class MLIRContext;

namespace relay {

struct RelayImportOptions {
  /// An `.npz` file whose entry `N` (file `N.npy`) supplies
  /// `meta[relay.Constant][N]`; it takes precedence over the metadata section.
  std::string paramsFile;
  /// An `.npz` file whose entries bind `@main`'s parameters by name
  /// (bindParamsFromFile); empty: none.
  std::string bindParamsFile;
};

/// Parses the main buffer of `sourceMgr` as Relay text. Returns null after
/// reporting a diagnostic (with the line and column of the offending token)
/// through the context's diagnostic engine.
OwningOpRef<ModuleOp> importRelayText(llvm::SourceMgr &sourceMgr,
                                      MLIRContext *context,
                                      const RelayImportOptions &options = {});

struct RelayExportOptions {
  /// Print `/* ty=... */` after every binding, as TVM does.
  bool printTypes = true;
};

/// Prints `module` as Relay text. Fails with a diagnostic on ops that have no
/// Relay counterpart.
LogicalResult exportRelayText(ModuleOp module, llvm::raw_ostream &os,
                              const RelayExportOptions &options = {});

/// TVM's `bind_params_by_name`: replaces each parameter of `func` named by a
/// key of `values` (its `relay.name` argument attribute) with that constant
/// and drops it from the signature. A key that names no parameter, or a value
/// whose type does not fit the parameter's, is an error naming both; nothing
/// is bound then. `source` names where the values came from, for messages.
LogicalResult
bindParamsByName(func::FuncOp func,
                 ArrayRef<std::pair<std::string, DenseElementsAttr>> values,
                 StringRef source);

/// Reads the NumPy `.npz` archive at `path` (keys are parameter names) and
/// binds its arrays to the parameters of `@entry` in `module`.
LogicalResult bindParamsFromFile(ModuleOp module, StringRef path,
                                 StringRef entry = "main");

/// The dialects the translations need.
void registerRelayTranslationDialects(DialectRegistry &registry);

/// Registers `--import-relay` (with `--params` and `--bind-params`) and
/// `--export-relay` for mlir-translate style drivers.
void registerRelayTranslations();

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_TRANSLATION_RELAYTEXT_H
