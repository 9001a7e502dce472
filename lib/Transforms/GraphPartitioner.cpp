//===- GraphPartitioner.cpp - TVM's fusion partitioner --------------------===//
//
// A port of TVM v0.13's IndexedForwardGraphCreator (fuse_ops.cc),
// DominatorTree and GraphPartitioner (analysis/graph_partitioner.cc) to MLIR
// blocks. The decisions are TVM's, step for step; the graph walks are
// iterative (a chain of 100,000 operations would overflow the stack) and use
// visit stamps instead of a cleared hash set, so that each walk costs what it
// visits.
//
//===----------------------------------------------------------------------===//

#include "GraphPartitioner.h"

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::relay;

namespace {

OpPatternKind combinePattern(OpPatternKind lhs, OpPatternKind rhs) {
  return std::max(lhs, rhs);
}

} // namespace

//===----------------------------------------------------------------------===//
// IndexedForwardGraph
//===----------------------------------------------------------------------===//

IndexedForwardGraph IndexedForwardGraph::build(Block &block) {
  IndexedForwardGraph graph;
  Operation *terminator = nullptr;
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    terminator = &block.back();

  // A node key: the operation and 0, or the consumer and 1 + the position of
  // the tuple argument for a virtual tuple.
  using Key = std::pair<Operation *, unsigned>;
  DenseMap<Key, int> keyIndex;

  auto definingOpInBlock = [&](Value value) -> Operation * {
    Operation *def = value.getDefiningOp();
    return def && def->getBlock() == &block ? def : nullptr;
  };

  // The nodes a node reads, in the order TVM's ExprVisitor visits them: the
  // arguments of a call in order (a tuple argument is a node of its own whose
  // children are the fields), then values that nested regions use (TVM visits
  // the branches of an `if` and the bodies of closures after the operands).
  auto getChildren = [&](Key key, SmallVectorImpl<Key> &children) {
    Operation *op = key.first;
    auto pushOperand = [&](Value value) {
      if (Operation *def = definingOpInBlock(value))
        children.push_back({def, 0});
    };
    if (key.second > 0) {
      TvmCallArgument arg = getTvmCallArguments(op)[key.second - 1];
      for (unsigned i = arg.begin; i < arg.begin + arg.size; ++i)
        pushOperand(op->getOperand(i));
      return;
    }
    if (isTvmOperator(op)) {
      for (auto [position, arg] : llvm::enumerate(getTvmCallArguments(op))) {
        if (arg.isTuple)
          children.push_back({op, static_cast<unsigned>(position) + 1});
        else
          pushOperand(op->getOperand(arg.begin));
      }
    } else {
      for (Value operand : op->getOperands())
        pushOperand(operand);
    }
    if (op->getNumRegions() != 0)
      op->walk<WalkOrder::PreOrder>([&](Operation *nested) {
        if (nested != op)
          for (Value operand : nested->getOperands())
            pushOperand(operand);
      });
  };

  // Iterative post-order DFS; a node gets its index when all its children
  // have one, so producers precede consumers.
  struct Frame {
    Key key;
    SmallVector<Key, 4> children;
    unsigned next = 0;
  };
  SmallVector<Frame> stack;
  auto pushFrame = [&](Key key) {
    Frame frame{key, {}, 0};
    getChildren(key, frame.children);
    stack.push_back(std::move(frame));
  };
  auto visitFrom = [&](Key root) {
    if (!keyIndex.try_emplace(root, -1).second)
      return;
    pushFrame(root);
    while (!stack.empty()) {
      Frame &top = stack.back();
      if (top.next < top.children.size()) {
        Key child = top.children[top.next++];
        if (keyIndex.try_emplace(child, -1).second)
          pushFrame(child);
        continue;
      }
      Node node;
      node.op = top.key.first;
      node.tupleArg = static_cast<int>(top.key.second) - 1;
      node.index = graph.nodes.size();
      keyIndex[top.key] = node.index;
      if (!node.isVirtualTuple())
        graph.opNodes[node.op] = node.index;
      graph.nodes.push_back(std::move(node));
      stack.pop_back();
    }
  };
  // TVM walks from the function's body, that is the block's results; then
  // operations whose results nothing returns (TVM has none).
  if (terminator)
    for (Value result : terminator->getOperands())
      if (Operation *def = definingOpInBlock(result))
        visitFrom({def, 0});
  for (Operation &op : block)
    if (&op != terminator)
      visitFrom({&op, 0});

  // Patterns and edges, as IndexedForwardGraphCreator's Update calls.
  std::vector<Node> &nodes = graph.nodes;
  auto nodeOf = [&](Value value) -> int {
    Operation *def = definingOpInBlock(value);
    return def ? graph.lookup(def) : -1;
  };
  auto addEdge = [&](Value value, unsigned consumer, OpPatternKind pattern) {
    int producer = nodeOf(value);
    if (producer >= 0)
      nodes[producer].outputs.push_back({consumer, pattern});
  };
  auto markExtern = [&](Value value) {
    int producer = nodeOf(value);
    if (producer >= 0)
      nodes[producer].externRef = true;
  };
  auto isTensor = [](Value value) {
    return isa<RankedTensorType>(value.getType());
  };

  for (unsigned id = 0, e = nodes.size(); id < e; ++id) {
    if (nodes[id].isVirtualTuple())
      continue; // Set up by its consumer.
    Operation *op = nodes[id].op;
    if (isa<ConstantOp>(op)) {
      // A scalar of a simple dtype is element-wise, any other constant opaque.
      nodes[id].pattern = getOpPatternKind(op);
    } else if (auto tuple = dyn_cast<TupleOp>(op)) {
      nodes[id].pattern = OpPatternKind::kTuple;
      for (Value field : tuple.getFields()) {
        if (isTensor(field))
          addEdge(field, id, OpPatternKind::kInjective);
        else
          markExtern(field);
      }
    } else if (auto get = dyn_cast<TupleGetItemOp>(op)) {
      // Injective on a tuple of tensors; TVM does not fuse through a
      // projection out of any other tuple.
      nodes[id].pattern = get.getOpPatternKind();
      if (nodes[id].pattern == OpPatternKind::kInjective)
        addEdge(get.getTuple(), id, OpPatternKind::kInjective);
      else
        markExtern(get.getTuple());
    } else if (isa<IfOp, RefCreateOp, RefReadOp, RefWriteOp>(op)) {
      // Do not fuse through if. What flows into a reference leaves the
      // graph, as TVM's Update(operand, nullptr, kOpaque) for RefCreate,
      // RefRead and RefWrite.
      nodes[id].pattern = OpPatternKind::kOpaque;
      for (Value operand : op->getOperands())
        markExtern(operand);
    } else if (auto call = dyn_cast<CallOp>(op)) {
      // A call of anything but an operator: the callee and the arguments
      // flow into an opaque node; the callee also escapes.
      nodes[id].pattern = OpPatternKind::kOpaque;
      for (Value operand : op->getOperands())
        addEdge(operand, id, OpPatternKind::kOpaque);
      markExtern(call.getCallee());
    } else if (isTvmOperator(op)) {
      OpPatternKind pattern = getOpPatternKind(op);
      nodes[id].pattern = pattern;
      RankedTensorType resultType;
      if (op->getNumResults() == 1)
        resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
      for (auto [position, arg] : llvm::enumerate(getTvmCallArguments(op))) {
        if (arg.isTuple) {
          int tuple =
              keyIndex.lookup({op, static_cast<unsigned>(position) + 1});
          nodes[tuple].pattern = OpPatternKind::kTuple;
          nodes[tuple].outputs.push_back({id, pattern});
          for (unsigned i = arg.begin; i < arg.begin + arg.size; ++i) {
            Value field = op->getOperand(i);
            if (isTensor(field))
              addEdge(field, tuple, OpPatternKind::kInjective);
            else
              markExtern(field);
          }
          continue;
        }
        // A broadcast whose argument has the result's shape is element-wise
        // on that edge.
        Value operand = op->getOperand(arg.begin);
        OpPatternKind edgePattern = pattern;
        auto argType = dyn_cast<RankedTensorType>(operand.getType());
        if (edgePattern == OpPatternKind::kBroadcast && argType && resultType &&
            argType.getShape() == resultType.getShape())
          edgePattern = OpPatternKind::kElemWise;
        addEdge(operand, id, edgePattern);
      }
    } else {
      // Operations of other dialects and closures are opaque.
      nodes[id].pattern = OpPatternKind::kOpaque;
      for (Value operand : op->getOperands())
        addEdge(operand, id, OpPatternKind::kOpaque);
    }
  }

  // A value used by the terminator, in a nested region or in another block
  // leaves the graph: TVM's extern_ref.
  for (Node &node : nodes) {
    if (node.isVirtualTuple())
      continue;
    for (Operation *user : node.op->getUsers())
      if (user->getBlock() != &block || user == terminator) {
        node.externRef = true;
        break;
      }
  }
  return graph;
}

//===----------------------------------------------------------------------===//
// PostDominatorTree
//===----------------------------------------------------------------------===//

PostDominatorTree::PostDominatorTree(const IndexedForwardGraph &graph)
    : nodes(graph.size()) {
  // Reverse topological order: the consumers of a node are done before it.
  for (size_t i = graph.size(); i != 0; --i) {
    const IndexedForwardGraph::Node &gnode = graph[i - 1];
    Node &tnode = nodes[i - 1];
    if (gnode.externRef) {
      tnode.depth = 1;
      tnode.parent = -1;
      tnode.pattern = OpPatternKind::kOpaque;
      continue;
    }
    // The least common ancestor of all consumers.
    OpPatternKind pattern = OpPatternKind::kElemWise;
    int parent = -1;
    for (auto [position, edge] : llvm::enumerate(gnode.outputs)) {
      parent = position == 0 ? static_cast<int>(edge.node)
                             : leastCommonAncestor(parent, edge.node, pattern);
      pattern = combinePattern(pattern, edge.pattern);
    }
    tnode.depth = parent >= 0 ? nodes[parent].depth + 1 : 1;
    tnode.parent = parent;
    tnode.pattern = pattern;
  }
}

int PostDominatorTree::leastCommonAncestor(int lhs, int rhs,
                                           OpPatternKind &edgePattern) const {
  while (lhs != rhs) {
    if (lhs < 0 || rhs < 0)
      return -1;
    if (nodes[lhs].depth < nodes[rhs].depth) {
      edgePattern = combinePattern(edgePattern, nodes[rhs].pattern);
      rhs = nodes[rhs].parent;
    } else if (nodes[rhs].depth < nodes[lhs].depth) {
      edgePattern = combinePattern(edgePattern, nodes[lhs].pattern);
      lhs = nodes[lhs].parent;
    } else {
      edgePattern = combinePattern(edgePattern, nodes[lhs].pattern);
      edgePattern = combinePattern(edgePattern, nodes[rhs].pattern);
      lhs = nodes[lhs].parent;
      rhs = nodes[rhs].parent;
    }
  }
  return lhs;
}

//===----------------------------------------------------------------------===//
// GraphPartitioner
//===----------------------------------------------------------------------===//

GraphPartitioner::Group *GraphPartitioner::Group::findRoot() {
  if (!parent)
    return this;
  Group *root = this;
  while (root->parent)
    root = root->parent;
  // Path compression.
  for (Group *p = this; p != root;) {
    Group *next = p->parent;
    p->parent = root;
    p = next;
  }
  return root;
}

void GraphPartitioner::startWalk() {
  if (++currentWalk == 0) {
    // The stamps wrapped around: forget them all.
    std::fill(visitStamp.begin(), visitStamp.end(), 0);
    currentWalk = 1;
  }
}

bool GraphPartitioner::visit(unsigned node) {
  if (visitStamp[node] == currentWalk)
    return false;
  visitStamp[node] = currentWalk;
  return true;
}

// Whether every node on the paths from `src` (excluded) to `sink` (included)
// satisfies `cond(pattern of its group, is it the sink)`.
template <typename Cond>
bool GraphPartitioner::checkPath(unsigned src, unsigned sink, Cond cond) {
  assert(!(*graph)[src].externRef && src != sink);
  startWalk();
  worklist.clear();
  for (const auto &edge : (*graph)[src].outputs)
    worklist.push_back(edge.node);
  while (!worklist.empty()) {
    unsigned node = worklist.pop_back_val();
    if (!visit(node))
      continue;
    if (!cond(groups[node].findRoot()->pattern, node == sink))
      return false;
    if (node == sink)
      continue;
    for (const auto &edge : (*graph)[node].outputs)
      worklist.push_back(edge.node);
  }
  return true;
}

static OpPatternKind combineGroupPatterns(OpPatternKind lhs,
                                          OpPatternKind rhs) {
  assert(
      (lhs <= OpPatternKind::kBroadcast || rhs <= OpPatternKind::kBroadcast) &&
      "cannot merge two complex groups");
  return std::max(lhs, rhs);
}

void GraphPartitioner::mergeFromTo(Group *child, Group *parent) {
  child = child->findRoot();
  parent = parent->findRoot();
  if (child == parent)
    return;
  parent->numNodes += child->numNodes;
  child->parent = parent;
  if (child->hasAnchor) {
    assert(!parent->hasAnchor && "a group has one anchor");
    parent->hasAnchor = true;
    parent->pattern = combineGroupPatterns(child->pattern, parent->pattern);
  }
}

// Merges every node on the paths from `src` to `sink` into the group of
// `sink`.
void GraphPartitioner::commitFuse(unsigned src, unsigned sink) {
  assert(src != sink);
  Group *target = &groups[sink];
  startWalk();
  worklist.clear();
  worklist.push_back(src);
  while (!worklist.empty()) {
    unsigned node = worklist.pop_back_val();
    if (node == sink || !visit(node))
      continue;
    mergeFromTo(&groups[node], target);
    for (const auto &edge : (*graph)[node].outputs)
      worklist.push_back(edge.node);
  }
}

// The size of the group of `domParent` once `child` and everything between
// them joins it. Like TVM, a node between them counts with the size its group
// object recorded, which is its group's size if it is a root.
size_t GraphPartitioner::countFusedNodesWithNewChild(unsigned child,
                                                     unsigned domParent) {
  assert(child != domParent);
  size_t count = groups[domParent].findRoot()->numNodes;
  startWalk();
  worklist.clear();
  worklist.push_back(child);
  while (!worklist.empty()) {
    unsigned node = worklist.pop_back_val();
    if (node == domParent || !visit(node))
      continue;
    count += groups[node].numNodes;
    for (const auto &edge : (*graph)[node].outputs)
      worklist.push_back(edge.node);
  }
  return count;
}

void GraphPartitioner::runFuse(const PostDominatorTree &postDom, int phase) {
  using K = OpPatternKind;
  for (unsigned nid = 0, e = groups.size(); nid < e; ++nid) {
    const PostDominatorTree::Node &domNode = postDom[nid];
    Group *group = &groups[nid];
    // No actions for opaque nodes, nor for nodes without a post-dominator.
    if (group->pattern == K::kOpaque || domNode.parent < 0)
      continue;
    assert(!(*graph)[nid].externRef);
    unsigned domParent = domNode.parent;

    // Refuse the fusion if too many operations would be fused together.
    if (countFusedNodesWithNewChild(nid, domParent) > maxFuseDepth)
      continue;

    if (phase == 2) {
      // Fuse injective operations into intermediate tuples, if any.
      if (group->pattern > K::kInjective)
        continue;
      Group *domParentGroup = &groups[domParent];
      Group *domRootGroup = domParentGroup->findRoot();
      // A group whose root is a tuple takes no tuple fields.
      if (domRootGroup->pattern == K::kTuple)
        continue;
      if (domParentGroup->pattern == K::kTuple &&
          domRootGroup->pattern <= K::kInjective) {
        // The tuple has been fused into injective consumers; the check
        // keeps two intermediate tuples apart.
        auto cond = [](K kind, bool) { return kind <= K::kInjective; };
        if (checkPath(nid, domParent, cond))
          commitFuse(nid, domParent);
      }
      continue;
    }

    // Skip if the node is already fused with its post-dominator.
    if (group->findRoot() == groups[domParent].findRoot())
      continue;
    // Do not fuse into a tuple (phase 2 does, once it is fused onwards).
    if (groups[domParent].pattern == K::kTuple)
      continue;

    if (group->pattern == K::kOutEWiseFusable) {
      // An anchor such as conv2d absorbs element-wise consumers, in phase 0
      // so that it finishes fusing before injective operations start.
      if (phase != 0)
        continue;
      if (domNode.pattern == K::kElemWise) {
        auto cond = [](K kind, bool) { return kind <= K::kBroadcast; };
        if (checkPath(nid, domParent, cond))
          commitFuse(nid, domParent);
      }
    } else if (group->pattern <= K::kBroadcast) {
      // Element-wise and broadcast operations join an injective or reduction
      // sink, possibly through parallel injective branches; the sink may
      // already belong to an anchor's group.
      if (domNode.pattern <= K::kInjective ||
          domNode.pattern == K::kCommReduce) {
        auto cond = [](K kind, bool isSink) {
          if (!isSink)
            return kind <= K::kInjective;
          return kind <= K::kBroadcast || kind == K::kCommReduce ||
                 kind == K::kInjective || kind == K::kOutEWiseFusable;
        };
        if (checkPath(nid, domParent, cond))
          commitFuse(nid, domParent);
      }
    } else if (group->pattern == K::kInjective || group->pattern == K::kTuple) {
      // Injective fusion is deferred to phase 1, so that anchors finish
      // fusing first.
      if (phase != 1)
        continue;
      auto cond = [](K kind, bool) { return kind <= K::kInjective; };
      if (checkPath(nid, domParent, cond))
        commitFuse(nid, domParent);
    } else {
      // A reduction does not fuse into its consumers.
      assert(group->pattern == K::kCommReduce);
    }
  }
}

std::vector<unsigned>
GraphPartitioner::partition(const IndexedForwardGraph &forwardGraph) {
  graph = &forwardGraph;
  size_t size = forwardGraph.size();
  groups.assign(size, Group());
  visitStamp.assign(size, 0);
  currentWalk = 0;
  for (unsigned nid = 0; nid < size; ++nid) {
    Group &group = groups[nid];
    group.pattern = forwardGraph[nid].pattern;
    group.rootNode = nid;
    group.hasAnchor = group.pattern == OpPatternKind::kOutEWiseFusable;
  }
  if (optLevel != 0) {
    PostDominatorTree postDom(forwardGraph);
    for (int phase = 0; phase < 3; ++phase)
      runFuse(postDom, phase);
  }
  std::vector<unsigned> roots(size);
  for (unsigned nid = 0; nid < size; ++nid)
    roots[nid] = groups[nid].findRoot()->rootNode;
  graph = nullptr;
  return roots;
}

//===----------------------------------------------------------------------===//
// What FuseOps partitions
//===----------------------------------------------------------------------===//

std::vector<SmallVector<unsigned, 1>>
relay::getGroupMembers(ArrayRef<unsigned> roots) {
  std::vector<SmallVector<unsigned, 1>> members(roots.size());
  for (auto [node, root] : llvm::enumerate(roots))
    members[root].push_back(node);
  return members;
}

SmallVector<func::FuncOp> relay::getFusionFunctions(ModuleOp module) {
  SmallVector<func::FuncOp> functions;
  for (auto function : module.getOps<func::FuncOp>())
    if (!function.isExternal() && !RelayDialect::isFusedOrExternal(function))
      functions.push_back(function);
  return functions;
}

SmallVector<Block *> relay::getFusionBlocks(func::FuncOp function) {
  SmallVector<Block *> blocks;
  function->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != function && op->hasTrait<OpTrait::IsIsolatedFromAbove>())
      return WalkResult::skip();
    // Like TVM, leave closures that are already primitive or external.
    if (isa<FnOp>(op) && RelayDialect::isFusedOrExternal(op))
      return WalkResult::skip();
    for (Region &region : op->getRegions()) {
      if (mayBeGraphRegion(region))
        continue;
      for (Block &block : region)
        blocks.push_back(&block);
    }
    return WalkResult::advance();
  });
  return blocks;
}

std::string relay::getFusedFunctionName(ArrayRef<Operation *> ops) {
  // TVM truncates longer fused names (te_compiler_cache.cc).
  constexpr size_t kMaxFuncNameLength = 80;
  std::string name = "fused";
  for (Operation *op : ops) {
    if (!isTvmOperator(op))
      continue;
    std::string opName = op->getName().stripDialect().str();
    std::replace(opName.begin(), opName.end(), '.', '_');
    name += "_" + opName;
  }
  if (name.size() > kMaxFuncNameLength) {
    uint64_t hash = llvm::xxh3_64bits(name);
    name = name.substr(0, kMaxFuncNameLength) + "_" +
           llvm::utohexstr(hash, true) + "_";
  }
  return name;
}
