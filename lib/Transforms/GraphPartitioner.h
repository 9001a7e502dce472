//===- GraphPartitioner.h - TVM's fusion partitioner ------------*- C++ -*-===//
//
// The analysis half of FuseOps, after TVM's src/relay/analysis/
// graph_partitioner.{h,cc} and the graph creator of fuse_ops.cc: an indexed
// forward dataflow graph over the operations of one block, its post-dominator
// tree, and the union-find partitioner that merges operations into groups in
// three phases. docs/fusion.md explains the algorithm.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_LIB_TRANSFORMS_GRAPHPARTITIONER_H
#define RELAY_LIB_TRANSFORMS_GRAPHPARTITIONER_H

#include "RelayDialect/IR/RelayInterfaces.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace relay {

/// TVM's IndexedForwardGraph: the dataflow of one block, in the post-order of
/// a depth-first walk from the block's results (operands before their users,
/// in TVM's visiting order). A node is an operation of the block, or a
/// virtual tuple standing for the operands that TVM passes to an operator as
/// one `Tuple` expression (`concatenate`, `stack`, `qnn.concatenate` take
/// them as variadic operands here). Block arguments and values from enclosing
/// blocks are not nodes: like TVM's function parameters they never join a
/// group. An edge goes from a producer to a consumer and carries the
/// consumer's pattern kind as TVM's graph creator assigns it.
class IndexedForwardGraph {
public:
  struct Edge {
    unsigned node;
    OpPatternKind pattern;
  };

  struct Node {
    /// The operation, or for a virtual tuple the operator consuming it.
    Operation *op = nullptr;
    /// For a virtual tuple, which tuple argument of `op` it stands for;
    /// -1 for an operation.
    int tupleArg = -1;
    /// The position in post-DFS (topological) order.
    unsigned index = 0;
    /// Whether a value of the node is used outside the graph: by the block's
    /// terminator, in a nested region or another block, or where TVM stops
    /// fusion (a `relay.if` condition, a non-tensor tuple field, a callee).
    bool externRef = false;
    OpPatternKind pattern = OpPatternKind::kOpaque;
    /// The consumers, one edge per use.
    llvm::SmallVector<Edge, 2> outputs;

    bool isVirtualTuple() const { return tupleArg >= 0; }
  };

  /// Builds the graph of the operations of `block`.
  static IndexedForwardGraph build(Block &block);

  llvm::ArrayRef<Node> getNodes() const { return nodes; }
  size_t size() const { return nodes.size(); }
  const Node &operator[](unsigned index) const { return nodes[index]; }

  /// The node of `op`, or -1 when `op` is not in the graph.
  int lookup(Operation *op) const { return opNodes.lookup_or(op, -1); }

private:
  std::vector<Node> nodes;
  llvm::DenseMap<Operation *, int> opNodes;
};

/// TVM's DominatorTree, built as a post-dominator tree: the parent of a node
/// is its immediate post-dominator, the least common ancestor of its
/// consumers (the graph is a DAG, so one pass in reverse topological order
/// suffices). A node used outside the graph has no parent.
class PostDominatorTree {
public:
  struct Node {
    /// The immediate post-dominator (a graph index), or -1.
    int parent = -1;
    int depth = 0;
    /// The most complex edge pattern on the paths to the parent.
    OpPatternKind pattern = OpPatternKind::kOpaque;
  };

  explicit PostDominatorTree(const IndexedForwardGraph &graph);

  const Node &operator[](unsigned index) const { return nodes[index]; }

private:
  int leastCommonAncestor(int lhs, int rhs, OpPatternKind &edgePattern) const;

  std::vector<Node> nodes;
};

/// TVM's GraphPartitioner: groups as a union-find structure, merged by
/// fusing each node into its immediate post-dominator when the pattern kinds
/// on every path between them allow it.
class GraphPartitioner {
public:
  GraphPartitioner(int optLevel, size_t maxFuseDepth)
      : optLevel(optLevel), maxFuseDepth(maxFuseDepth) {}

  /// Partitions `graph`: returns, for every node, the index of the root node
  /// of its group (the group's output, topologically last).
  std::vector<unsigned> partition(const IndexedForwardGraph &graph);

private:
  struct Group {
    Group *parent = nullptr;
    OpPatternKind pattern = OpPatternKind::kOpaque;
    /// The node that is the group's root (its output).
    unsigned rootNode = 0;
    /// Whether the group holds an out-element-wise-fusable anchor.
    bool hasAnchor = false;
    /// The number of nodes of the group (up to date on roots only).
    uint32_t numNodes = 1;

    Group *findRoot();
  };

  template <typename Cond>
  bool checkPath(unsigned src, unsigned sink, Cond cond);
  void commitFuse(unsigned src, unsigned sink);
  void mergeFromTo(Group *child, Group *parent);
  size_t countFusedNodesWithNewChild(unsigned child, unsigned domParent);
  void runFuse(const PostDominatorTree &postDom, int phase);

  /// Starts a new graph walk: every node counts as unvisited again, in
  /// constant time (TVM clears a hash set, which is linear in its capacity).
  void startWalk();
  /// Marks `node` visited by the current walk; false if it already was.
  bool visit(unsigned node);

  int optLevel;
  size_t maxFuseDepth;
  const IndexedForwardGraph *graph = nullptr;
  std::vector<Group> groups;
  std::vector<unsigned> visitStamp;
  unsigned currentWalk = 0;
  llvm::SmallVector<unsigned> worklist;
};

/// The members of each group of a partition (the result of
/// GraphPartitioner::partition), in topological order, indexed by the group's
/// root node; empty for a node that is not a root.
std::vector<SmallVector<unsigned, 1>> getGroupMembers(ArrayRef<unsigned> roots);

/// The functions FuseOps partitions: those of `module` with a body that are
/// neither primitive nor external.
SmallVector<func::FuncOp> getFusionFunctions(ModuleOp module);

/// The blocks of `function` FuseOps partitions, each a graph of its own:
/// nothing fuses across the boundary of a region. Blocks of graph regions
/// (no dominance, possibly cyclic), of isolated operations (their own symbol
/// scope) and of primitive or external closures are left alone.
SmallVector<Block *> getFusionBlocks(func::FuncOp function);

/// The name TVM gives the lowered function of a group: `fused_` and the
/// operators in post-order, dots replaced (`fused_nn_conv2d_add_nn_relu`),
/// truncated with a hash beyond 80 characters.
std::string getFusedFunctionName(ArrayRef<Operation *> ops);

} // namespace relay
} // namespace mlir

#endif // RELAY_LIB_TRANSFORMS_GRAPHPARTITIONER_H
