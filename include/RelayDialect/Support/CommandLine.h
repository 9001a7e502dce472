//===- CommandLine.h - Option listing of the tools --------------*- C++ -*-===//

#ifndef RELAYDIALECT_SUPPORT_COMMANDLINE_H
#define RELAYDIALECT_SUPPORT_COMMANDLINE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/CommandLine.h"

namespace mlir {
namespace relay {

/// Hides every option registered so far from --help, except those of the
/// categories in `keep` and LLVM's general options (--help, --version):
/// LLVM's own options (code generation, ...) stay behind --help-hidden, as
/// cl::HideUnrelatedOptions would remove them from it too.
void hideUnrelatedOptions(
    llvm::ArrayRef<const llvm::cl::OptionCategory *> keep = {});

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_SUPPORT_COMMANDLINE_H
