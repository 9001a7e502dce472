//===- RelayToDnnl.h - Relay to oneDNN runtime calls ------------*- C++ -*-===//
//
// The dnnl external target: the bodies of `relay.compiler = "dnnl"`
// functions become calls of the oneDNN runtime's C entry points
// (include/RelayDialect/Runtime/DnnlRuntime.h).
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_CONVERSION_RELAYTODNNL_RELAYTODNNL_H
#define RELAYDIALECT_CONVERSION_RELAYTODNNL_RELAYTODNNL_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringMap.h"

namespace mlir {
namespace relay {

/// The `relay.compiler` value of the functions this target compiles.
inline constexpr llvm::StringLiteral kDnnlCompiler = "dnnl";

/// Whether `func` is a function for the dnnl target.
bool isDnnlFunction(func::FuncOp func);

/// What the patterns add to the module: declarations of the runtime's entry
/// points, the strings that name call sites in error messages, and the
/// numbering of call sites (the runtime caches a primitive per site).
class DnnlRuntimeCalls {
public:
  explicit DnnlRuntimeCalls(ModuleOp module);

  /// Fails, with a diagnostic, when the module has a symbol named like a
  /// runtime function that is not its declaration; checked before any
  /// rewrite, so that the patterns cannot fail half-way.
  LogicalResult checkRuntimeSymbols();
  /// The declaration of runtime function `name` taking `argTypes` (its C
  /// signature), made on first use.
  func::FuncOp getOrDeclare(StringRef name, TypeRange argTypes);
  /// A constant `memref<Nxi8>` global holding `text`.
  memref::GlobalOp getString(StringRef text);
  /// An empty `memref<0xf32>` global: an absent optional operand.
  memref::GlobalOp getNone();
  int64_t nextSite() { return site++; }

private:
  ModuleOp module;
  SymbolTable symbols;
  llvm::StringMap<memref::GlobalOp> strings;
  memref::GlobalOp none;
  int64_t site = 0;
};

/// Reports, on the first operation of `func`'s body that the dnnl lowering
/// cannot handle, an error naming that operation and `func`.
LogicalResult checkDnnlSupport(func::FuncOp func);

/// The rewrites of relay operators (and of calls of composite functions) in
/// dnnl functions into runtime calls.
void populateRelayToDnnlPatterns(RewritePatternSet &patterns,
                                 DnnlRuntimeCalls &calls);

/// Makes `-convert-relay-to-dnnl` the code generator of the registered dnnl
/// external target (lib/Transforms/Targets/Dnnl.cpp), which pipelines run on
/// its functions. Idempotent.
void registerDnnlTargetLowering();

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_CONVERSION_RELAYTODNNL_RELAYTODNNL_H
