//===- TestByocTargets.cpp - Test-only external targets -------------------===//
//
// External targets for the lit tests of the BYOC passes, standing in for the
// targets and pattern tables TVM's tests register on the fly
// (`tvm.ir.register_op_attr("nn.relu", "target.test")`, pattern tables
// given to MergeComposite). Registered with the test passes, so only
// relay-opt knows them.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/ExternalTargets.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Parser/Parser.h"

using namespace mlir;
using namespace mlir::relay;

#include "TestByocPatterns.h.inc"

static LogicalResult isFirstField(PatternRewriter &, Operation *get) {
  auto index = dyn_cast_or_null<IntegerAttr>(get->getAttr("index"));
  return success(index && index.getInt() == 0);
}

namespace mlir::relay::test {
void registerTestExternalTargets() {
  auto always = [](Operation *) { return true; };
  auto registerFirstField = [](PDLPatternModule &module) {
    module.registerConstraintFunction("IsFirstField", isFirstField);
  };

  // "test": TVM's test_multiple_ends and test_tuple targets (relu,
  // concatenate), and the table of test_simple_merge and
  // test_multiple_patterns.
  ExternalTarget test;
  test.name = "test";
  test.supportedOps["relay.nn.relu"] = always;
  test.supportedOps["relay.concatenate"] = always;
  test.patternTable = makePatternTable<TestConvBiasRelu, TestAddRelu>();
  registerExternalTarget(std::move(test));

  // "test_dtype": relu on f32 only (test_type_propagation's predicate
  // reads the operand's type).
  ExternalTarget dtype;
  dtype.name = "test_dtype";
  dtype.supportedOps["relay.nn.relu"] = [](Operation *op) {
    auto type = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
    return type && type.getElementType().isF32();
  };
  registerExternalTarget(std::move(dtype));

  // "test_b": add (test_different_targets' second target).
  ExternalTarget b;
  b.name = "test_b";
  b.supportedOps["relay.add"] = always;
  registerExternalTarget(std::move(b));

  // "test_if_else": sigmoid, erf and add (test_if_else of
  // test_pass_merge_compiler_regions.py).
  ExternalTarget ifElse;
  ifElse.name = "test_if_else";
  for (StringRef name : {"relay.sigmoid", "relay.erf", "relay.add"})
    ifElse.supportedOps[name] = always;
  registerExternalTarget(std::move(ifElse));

  // "ccompiler": add, subtract and multiply, as TVM's example C compiler
  // codegen (test_pass_partition_graph.py).
  ExternalTarget ccompiler;
  ccompiler.name = "ccompiler";
  for (StringRef name : {"relay.add", "relay.subtract", "relay.multiply"})
    ccompiler.supportedOps[name] = always;
  registerExternalTarget(std::move(ccompiler));

  // The other pattern tables of test_pass_merge_composite.py, one target
  // each so that the tables do not interfere.
  ExternalTarget branch;
  branch.name = "test_branch";
  branch.patternTable = makePatternTable<TestAddSubMul>();
  registerExternalTarget(std::move(branch));

  ExternalTarget reuse;
  reuse.name = "test_reuse";
  reuse.patternTable = makePatternTable<TestAddAddAdd>();
  registerExternalTarget(std::move(reuse));

  ExternalTarget optional;
  optional.name = "test_optional";
  optional.patternTable =
      makePatternTable<Alternatives<TestLayerRelu, TestLayer>>();
  registerExternalTarget(std::move(optional));

  ExternalTarget bn;
  bn.name = "test_bn";
  bn.patternTable = makePatternTable<TestBnRelu>(registerFirstField);
  registerExternalTarget(std::move(bn));
}
} // namespace mlir::relay::test
