//===- LLVMIRTranslation.h - relay attributes in LLVM IR --------*- C++ -*-===//
//
// What the relay dialect's attributes mean when a lowered module is
// translated to LLVM IR: `relay.name` on an entry function's parameters and
// `relay.signature` on the function are for relay-run and carry nothing into
// LLVM IR, so the translation accepts them silently instead of warning about
// attributes it does not know.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_CODEGEN_LLVMIRTRANSLATION_H
#define RELAYDIALECT_CODEGEN_LLVMIRTRANSLATION_H

namespace mlir {
class DialectRegistry;
namespace relay {

/// Registers the relay dialect's LLVM IR translation interface.
void registerRelayDialectTranslation(DialectRegistry &registry);

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_CODEGEN_LLVMIRTRANSLATION_H
