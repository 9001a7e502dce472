//===- PrintFusionGroups.cpp - FuseOps's groups as Graphviz ---------------===//
//
// Shows what -relay-fuse-ops would do: the same partitioning, printed as one
// Graphviz digraph per block with a cluster per fused group, so a reader can
// look at the groups instead of reading outlined functions.
//
//===----------------------------------------------------------------------===//

#include "GraphPartitioner.h"

#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Transforms/Passes.h"

#include "llvm/Support/GraphWriter.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace relay {
#define GEN_PASS_DEF_RELAYPRINTFUSIONGROUPSPASS
#include "RelayDialect/Transforms/Passes.h.inc"
} // namespace relay
} // namespace mlir

using namespace mlir;
using namespace mlir::relay;

namespace {

/// The label of a graph node: the TVM op name (`nn.conv2d`) or `tuple`, and
/// its pattern kind.
std::string nodeLabel(const IndexedForwardGraph::Node &node) {
  std::string name = node.isVirtualTuple()
                         ? std::string("tuple")
                         : node.op->getName().getStringRef().str();
  StringRef shown = StringRef(name);
  shown.consume_front("relay.");
  return (shown + "\\n" + stringifyOpPatternKind(node.pattern)).str();
}

void printBlock(raw_ostream &os, Block &block, StringRef title, int optLevel,
                unsigned maxDepth) {
  IndexedForwardGraph graph = IndexedForwardGraph::build(block);
  std::vector<unsigned> roots =
      GraphPartitioner(optLevel, maxDepth).partition(graph);
  std::vector<SmallVector<unsigned, 1>> members = getGroupMembers(roots);

  os << "digraph \"" << llvm::DOT::EscapeString(title.str()) << "\" {\n"
     << "  label=\"" << llvm::DOT::EscapeString(title.str()) << "\";\n"
     << "  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n";
  auto printNode = [&](unsigned nid, StringRef indent) {
    os << indent << "n" << nid << " [label=\"" << nodeLabel(graph[nid]) << "\"";
    if (graph[nid].externRef)
      os << ", peripheries=2";
    os << "];\n";
  };
  for (unsigned root = 0, e = graph.size(); root < e; ++root) {
    if (roots[root] != root)
      continue;
    ArrayRef<unsigned> group = members[root];
    if (group.size() == 1) {
      printNode(root, "  ");
      continue;
    }
    SmallVector<Operation *> ops;
    for (unsigned nid : group)
      if (!graph[nid].isVirtualTuple())
        ops.push_back(graph[nid].op);
    os << "  subgraph cluster_" << root << " {\n"
       << "    label=\"" << getFusedFunctionName(ops) << "\";\n"
       << "    style=filled; color=lightgrey;\n";
    for (unsigned nid : group)
      printNode(nid, "    ");
    os << "  }\n";
  }
  for (unsigned nid = 0, e = graph.size(); nid < e; ++nid)
    for (const IndexedForwardGraph::Edge &edge : graph[nid].outputs)
      os << "  n" << nid << " -> n" << edge.node << ";\n";
  os << "}\n";
}

struct RelayPrintFusionGroupsPass
    : public relay::impl::RelayPrintFusionGroupsPassBase<
          RelayPrintFusionGroupsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (fuseOptLevel < 0) {
      getOperation().emitError("fuse-opt-level must be non-negative, got ")
          << static_cast<int>(fuseOptLevel);
      return signalPassFailure();
    }
    for (func::FuncOp function : getFusionFunctions(getOperation())) {
      SmallVector<Block *> blocks = getFusionBlocks(function);
      for (auto [index, block] : llvm::enumerate(blocks)) {
        std::string title = ("@" + function.getSymName()).str();
        if (blocks.size() > 1)
          title += " block " + std::to_string(index);
        printBlock(llvm::outs(), *block, title, fuseOptLevel, maxDepth);
      }
    }
    markAllAnalysesPreserved();
  }
};

} // namespace
