//===- ExternalTargets.h - BYOC external target registry --------*- C++ -*-===//
//
// The external compilers that TVM's Bring Your Own Codegen flow can offload
// to (TVM's `target.<name>` operator attributes and `@register_pattern_table`
// of python/tvm/relay/op/contrib/<name>.py). -relay-merge-composite reads a
// target's composite patterns and -relay-annotate-target its support
// predicates; a code generator for the target may register a lowering hook.
//
// Adding a target is one file in lib/Transforms/Targets/ (its patterns in a
// `.pdll` file next to it) that fills an ExternalTarget and hands it to
// registerExternalTarget() from a registration function listed in
// registerBuiltinExternalTargets(). See
// docs/howto/adding-an-external-target.md.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_TRANSFORMS_EXTERNALTARGETS_H
#define RELAYDIALECT_TRANSFORMS_EXTERNALTARGETS_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringMap.h"

#include <functional>
#include <string>
#include <vector>

namespace mlir {
namespace relay {

/// Whether an external compiler supports one operation (TVM's
/// FTVMAnnotateTarget, registered as the `target.<name>` op attribute). It may
/// inspect attributes, element types and shapes.
using SupportPredicate = std::function<bool(Operation *)>;

/// One entry of a target's pattern table: builds a PDL pattern module (a
/// PDLL `Pattern` compiled by mlir-pdll) whose rewrite outlines the match into
/// a composite function. Native constraints the pattern calls must be
/// registered on the module by the builder; the `Composite*` rewrites are
/// registered by -relay-merge-composite.
using CompositePatternBuilder = std::function<PDLPatternModule(MLIRContext *)>;

struct ExternalTarget {
  /// The compiler name: `relay.compiler` of the partitioned functions, the
  /// prefix of its composite names (`dnnl.conv2d_relu`).
  std::string name;
  /// TVM's pattern table, in TVM's order: -relay-merge-composite applies each
  /// entry to the whole module before the next, so earlier (longer) patterns
  /// win over later ones.
  std::vector<CompositePatternBuilder> patternTable;
  /// The operations the target supports, by full operation name
  /// (`relay.nn.conv2d`). An operation without an entry is not supported.
  llvm::StringMap<SupportPredicate> supportedOps;
  /// Filled by a code generator for the target: adds the passes that lower
  /// the `relay.compiler = <name>` functions of a module (and their calls).
  /// Without it relay-to-llvm compiles those functions as ordinary relay
  /// functions.
  std::function<void(OpPassManager &)> buildLowering;

  /// Whether the target supports `op` through its predicates.
  bool supports(Operation *op) const;
};

/// Registers a target; a second registration under the same name replaces
/// the first (a code generator may re-register a target with its hook).
void registerExternalTarget(ExternalTarget target);

/// The target named `name`, or null; the pointer stays valid for the life
/// of the process. The first look-up registers the built-in targets.
const ExternalTarget *lookupExternalTarget(llvm::StringRef name);

/// The names of all registered targets, sorted, for diagnostics.
std::vector<std::string> getExternalTargetNames();

/// The targets named `names` (a pass's `targets` option), in order; an
/// unknown name is an error at `diagnosticOp` that lists the registered
/// targets.
FailureOr<SmallVector<const ExternalTarget *>>
lookupExternalTargets(llvm::ArrayRef<std::string> names,
                      Operation *diagnosticOp);

/// Fills `hook` of the registered target `name` (registering the built-in
/// targets first); fails if no such target exists.
LogicalResult
setExternalTargetLowering(llvm::StringRef name,
                          std::function<void(OpPassManager &)> hook);

/// Registers the PDL rewrite functions `Composite`, `Composite2`, ... that
/// the patterns of a table call to outline a match (see
/// lib/Transforms/Targets/Composite.pdll). Called by -relay-merge-composite on
/// every module a table builder returns.
void registerCompositeRewrites(PDLPatternModule &module);

/// Built-in targets, one function per file of lib/Transforms/Targets.
void registerDnnlTarget();

/// One table entry made of several PDLL patterns that are tried together:
/// TVM's alternatives and optional operators (`bias.optional(relu)`), each
/// alternative rooted at a different operator, longest first.
template <typename First, typename... Rest>
struct Alternatives : public PDLPatternModule {
  explicit Alternatives(MLIRContext *context)
      : PDLPatternModule(First(context)) {
    (mergeIn(Rest(context)), ...);
  }
};

/// Collects a PDLL-generated pattern class (or Alternatives) per table
/// entry, in order.
template <typename... Patterns>
std::vector<CompositePatternBuilder> makePatternTable(
    std::function<void(PDLPatternModule &)> registerConstraints = nullptr) {
  std::vector<CompositePatternBuilder> table;
  (table.push_back([registerConstraints](MLIRContext *context) {
    PDLPatternModule module = Patterns(context);
    if (registerConstraints)
      registerConstraints(module);
    return module;
  }),
   ...);
  return table;
}

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_TRANSFORMS_EXTERNALTARGETS_H
