//===- CommandLine.cpp - Option listing of the tools ----------------------===//

#include "RelayDialect/Support/CommandLine.h"

#include "llvm/ADT/STLExtras.h"

namespace cl = llvm::cl;

void mlir::relay::hideUnrelatedOptions(
    llvm::ArrayRef<const cl::OptionCategory *> keep) {
  auto isKept = [&](const cl::OptionCategory *category) {
    return category == &cl::getGeneralCategory() ||
           llvm::is_contained(keep, category);
  };
  for (auto &option : cl::getRegisteredOptions())
    if (option.second->getOptionHiddenFlag() == cl::NotHidden &&
        llvm::none_of(option.second->Categories, isKept))
      option.second->setHiddenFlag(cl::Hidden);
}
