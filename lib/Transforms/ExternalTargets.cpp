//===- ExternalTargets.cpp - BYOC external target registry ----------------===//

#include "RelayDialect/Transforms/ExternalTargets.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ManagedStatic.h"
#include "llvm/Support/Mutex.h"

using namespace mlir;
using namespace mlir::relay;

bool ExternalTarget::supports(Operation *op) const {
  auto it = supportedOps.find(op->getName().getStringRef());
  return it != supportedOps.end() && it->second && it->second(op);
}

namespace {
struct Registry {
  /// Recursive: registering the built-in targets, under the lock, registers
  /// each of them.
  llvm::sys::SmartMutex<true> mutex;
  llvm::StringMap<std::unique_ptr<ExternalTarget>> targets;
  bool builtinsRegistered = false;
};
} // namespace

/// The registry, locked, with the built-in targets registered on first use:
/// tools need no registration call of their own, there is no static
/// initialisation order to get wrong, and a later registration under a
/// built-in name (a code generator adding its hook) replaces the built-in.
static Registry &getRegistry() {
  static Registry registry;
  return registry;
}

static void ensureBuiltins(Registry &registry) {
  if (registry.builtinsRegistered)
    return;
  registry.builtinsRegistered = true;
  registerDnnlTarget();
}

void relay::registerExternalTarget(ExternalTarget target) {
  Registry &registry = getRegistry();
  llvm::sys::SmartScopedLock<true> lock(registry.mutex);
  ensureBuiltins(registry);
  std::unique_ptr<ExternalTarget> &entry = registry.targets[target.name];
  // Replaced in place: pointers handed out by lookupExternalTarget stay
  // valid.
  if (entry)
    *entry = std::move(target);
  else
    entry = std::make_unique<ExternalTarget>(std::move(target));
}

const ExternalTarget *relay::lookupExternalTarget(llvm::StringRef name) {
  Registry &registry = getRegistry();
  llvm::sys::SmartScopedLock<true> lock(registry.mutex);
  ensureBuiltins(registry);
  auto it = registry.targets.find(name);
  return it == registry.targets.end() ? nullptr : it->second.get();
}

std::vector<std::string> relay::getExternalTargetNames() {
  Registry &registry = getRegistry();
  llvm::sys::SmartScopedLock<true> lock(registry.mutex);
  ensureBuiltins(registry);
  std::vector<std::string> names;
  for (auto &entry : registry.targets)
    names.push_back(entry.getKey().str());
  llvm::sort(names);
  return names;
}

FailureOr<SmallVector<const ExternalTarget *>>
relay::lookupExternalTargets(llvm::ArrayRef<std::string> names,
                             Operation *diagnosticOp) {
  SmallVector<const ExternalTarget *> targets;
  for (const std::string &name : names) {
    const ExternalTarget *target = lookupExternalTarget(name);
    if (!target)
      return diagnosticOp->emitError("unknown external target '")
             << name
             << "' (registered: " << llvm::join(getExternalTargetNames(), ", ")
             << ")";
    targets.push_back(target);
  }
  return targets;
}

LogicalResult
relay::setExternalTargetLowering(llvm::StringRef name,
                                 std::function<void(OpPassManager &)> hook) {
  Registry &registry = getRegistry();
  llvm::sys::SmartScopedLock<true> lock(registry.mutex);
  ensureBuiltins(registry);
  auto it = registry.targets.find(name);
  if (it == registry.targets.end())
    return failure();
  it->second->buildLowering = std::move(hook);
  return success();
}
