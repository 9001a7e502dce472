//===- RelayToDnnl.cpp - Relay operators to oneDNN runtime calls ----------===//
//
// Each relay operator of a `relay.compiler = "dnnl"` function becomes one
// call of a runtime entry point (include/RelayDialect/Runtime/DnnlRuntime.h)
// on memrefs, the function keeping its tensor signature:
//
//   %a = bufferization.to_buffer %x read_only : tensor<..> to memref<..>
//   %out = memref.alloc() : memref<..>
//   func.call @relay_dnnl_eltwise(%site, %where, %a*, %out*, ...)
//   %y = bufferization.to_tensor %out restrict writable : memref<..> to ..
//
// (* cast to `memref<*xf32>`). One-shot bufferization then joins these
// buffers with the rest of the module. A call of a composite function
// (`relay.composite = "dnnl.conv2d_bias_relu"`, ...) whose body is a
// convolution or dense followed by a bias, a sum and an element-wise
// operation becomes one call with oneDNN post-ops; any other composite is
// inlined and its operators lowered one by one, which computes the same.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Conversion/RelayToDnnl/RelayToDnnl.h"
#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/IR/RelayOps.h"
#include "RelayDialect/Runtime/DnnlRuntime.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::relay;

//===----------------------------------------------------------------------===//
// Module-level declarations
//===----------------------------------------------------------------------===//

bool relay::isDnnlFunction(func::FuncOp func) {
  auto compiler = func->getAttrOfType<StringAttr>(
      RelayDialect::CompilerAttrHelper::getNameStr());
  return compiler && compiler.getValue() == kDnnlCompiler;
}

DnnlRuntimeCalls::DnnlRuntimeCalls(ModuleOp module)
    : module(module), symbols(module) {}

/// The runtime's entry points and their parameters, as in DnnlRuntime.h:
/// `I` an i64, `F` an f32, `S` the call site's name (`memref<*xi8>`), `M`
/// an operand (`memref<*xf32>`).
static const std::pair<StringLiteral, StringLiteral> kRuntimeFunctions[] = {
    {"relay_dnnl_conv2d", "ISMMMMMIIIIIIIIIIFFI"},
    {"relay_dnnl_dense", "ISMMMMIFFI"},
    {"relay_dnnl_batch_norm", "ISMMMMMMF"},
    {"relay_dnnl_pool2d", "ISMMIIIIIIIIIII"},
    {"relay_dnnl_eltwise", "ISMMIFF"},
    {"relay_dnnl_binary", "ISMMMI"},
    {"relay_dnnl_softmax", "ISMMII"},
    {"relay_dnnl_concat_slice", "ISMMII"},
};

static FunctionType getRuntimeFunctionType(MLIRContext *context,
                                           StringRef signature) {
  Builder builder(context);
  SmallVector<Type> types;
  for (char c : signature)
    types.push_back(
        c == 'I'   ? Type(builder.getI64Type())
        : c == 'F' ? Type(builder.getF32Type())
        : c == 'S' ? Type(UnrankedMemRefType::get(builder.getI8Type(), 0))
                   : Type(UnrankedMemRefType::get(builder.getF32Type(), 0)));
  return builder.getFunctionType(types, {});
}

LogicalResult DnnlRuntimeCalls::checkRuntimeSymbols() {
  for (auto [name, signature] : kRuntimeFunctions) {
    Operation *existing = symbols.lookup(name);
    if (!existing)
      continue;
    auto func = dyn_cast<func::FuncOp>(existing);
    if (!func || !func.isDeclaration() ||
        func.getFunctionType() !=
            getRuntimeFunctionType(module.getContext(), signature))
      return existing->emitOpError("@")
             << name
             << " is the name of a oneDNN runtime function; the module may "
                "only declare it with its C signature";
  }
  return success();
}

func::FuncOp DnnlRuntimeCalls::getOrDeclare(StringRef name,
                                            TypeRange argTypes) {
  auto type = FunctionType::get(module.getContext(), argTypes, {});
  if (auto existing = symbols.lookup<func::FuncOp>(name)) {
    assert(existing.getFunctionType() == type &&
           "checkRuntimeSymbols accepted a declaration of another type");
    return existing;
  }
  assert(llvm::any_of(kRuntimeFunctions,
                      [&](const auto &entry) {
                        return entry.first == name &&
                               getRuntimeFunctionType(module.getContext(),
                                                      entry.second) == type;
                      }) &&
         "a call that does not match the runtime's C signature");
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  auto func = func::FuncOp::create(builder, module.getLoc(), name, type);
  func.setPrivate();
  // The runtime is called through MLIR's C interface: every memref operand
  // as a pointer to its descriptor (_mlir_ciface_<name>).
  func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                builder.getUnitAttr());
  symbols.insert(func);
  return func;
}

memref::GlobalOp DnnlRuntimeCalls::getString(StringRef text) {
  memref::GlobalOp &global = strings[text];
  if (global)
    return global;
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  auto type =
      MemRefType::get({static_cast<int64_t>(text.size())}, builder.getI8Type());
  SmallVector<int8_t> bytes(text.begin(), text.end());
  auto value = DenseElementsAttr::get(
      RankedTensorType::get(type.getShape(), type.getElementType()),
      ArrayRef<int8_t>(bytes));
  global = memref::GlobalOp::create(
      builder, module.getLoc(), "__relay_dnnl_site_name",
      builder.getStringAttr("private"), type, value, /*constant=*/true,
      /*alignment=*/nullptr);
  symbols.insert(global);
  return global;
}

memref::GlobalOp DnnlRuntimeCalls::getNone() {
  if (none)
    return none;
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  auto type = MemRefType::get({0}, builder.getF32Type());
  auto value = DenseElementsAttr::get(
      RankedTensorType::get({0}, builder.getF32Type()), ArrayRef<float>());
  none = memref::GlobalOp::create(builder, module.getLoc(), "__relay_dnnl_none",
                                  builder.getStringAttr("private"), type, value,
                                  /*constant=*/true,
                                  /*alignment=*/nullptr);
  symbols.insert(none);
  return none;
}

//===----------------------------------------------------------------------===//
// What oneDNN can run
//===----------------------------------------------------------------------===//

namespace {

/// An element-wise operation in the runtime's terms.
struct Eltwise {
  RelayDnnlEltwise kind = RELAY_DNNL_ELTWISE_NONE;
  float alpha = 0, beta = 0;
};

std::optional<Eltwise> getEltwise(Operation *op) {
  return TypeSwitch<Operation *, std::optional<Eltwise>>(op)
      .Case([](ReluOp) { return Eltwise{RELAY_DNNL_ELTWISE_RELU}; })
      .Case([](LeakyReluOp op) {
        return Eltwise{RELAY_DNNL_ELTWISE_RELU,
                       static_cast<float>(op.getAlpha().convertToDouble())};
      })
      .Case([](SigmoidOp) { return Eltwise{RELAY_DNNL_ELTWISE_SIGMOID}; })
      .Case([](TanhOp) { return Eltwise{RELAY_DNNL_ELTWISE_TANH}; })
      .Case([](ClipOp op) {
        return Eltwise{RELAY_DNNL_ELTWISE_CLIP,
                       static_cast<float>(op.getAMin().convertToDouble()),
                       static_cast<float>(op.getAMax().convertToDouble())};
      })
      .Case([](ExpOp) { return Eltwise{RELAY_DNNL_ELTWISE_EXP}; })
      .Case([](LogOp) { return Eltwise{RELAY_DNNL_ELTWISE_LOG}; })
      .Case([](SqrtOp) { return Eltwise{RELAY_DNNL_ELTWISE_SQRT}; })
      .Case([](AbsOp) { return Eltwise{RELAY_DNNL_ELTWISE_ABS}; })
      .Case([](NegativeOp) {
        return Eltwise{RELAY_DNNL_ELTWISE_LINEAR, -1.f, 0.f};
      })
      .Default([](Operation *) { return std::nullopt; });
}

std::optional<RelayDnnlBinary> getBinary(Operation *op) {
  return TypeSwitch<Operation *, std::optional<RelayDnnlBinary>>(op)
      .Case([](AddOp) { return RELAY_DNNL_BINARY_ADD; })
      .Case([](MultiplyOp) { return RELAY_DNNL_BINARY_MUL; })
      .Case([](SubtractOp) { return RELAY_DNNL_BINARY_SUB; })
      .Case([](DivideOp) { return RELAY_DNNL_BINARY_DIV; })
      .Case([](MaximumOp) { return RELAY_DNNL_BINARY_MAX; })
      .Case([](MinimumOp) { return RELAY_DNNL_BINARY_MIN; })
      .Default([](Operation *) { return std::nullopt; });
}

bool isCommutative(RelayDnnlBinary kind) {
  return kind != RELAY_DNNL_BINARY_SUB && kind != RELAY_DNNL_BINARY_DIV;
}

/// `shape`, right-aligned against a result of rank `rank` (NumPy rules).
SmallVector<int64_t> alignShape(ArrayRef<int64_t> shape, int64_t rank) {
  SmallVector<int64_t> aligned(rank - shape.size(), 1);
  llvm::append_range(aligned, shape);
  return aligned;
}

/// The operands of a binary operation in the runtime's order: the one with
/// the result's shape first (oneDNN broadcasts only its second operand);
/// failure when neither may go first.
FailureOr<std::pair<Value, Value>> orderBinaryOperands(Operation *op,
                                                       RelayDnnlBinary kind) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  auto result = cast<RankedTensorType>(op->getResult(0).getType());
  auto full = [&](Value v) {
    auto type = cast<RankedTensorType>(v.getType());
    return type.getRank() == result.getRank() &&
           type.getShape() == result.getShape();
  };
  if (full(lhs))
    return std::make_pair(lhs, rhs);
  if (full(rhs) && isCommutative(kind))
    return std::make_pair(rhs, lhs);
  return failure();
}

/// Whether `bias` adds one value per channel of `channelAxis` of `result`
/// (a bias of shape (C), (C, 1, 1), (1, C, 1, 1), ... for NCHW).
bool isChannelBias(Value bias, RankedTensorType result, int64_t channelAxis) {
  auto type = cast<RankedTensorType>(bias.getType());
  if (type.getRank() > result.getRank())
    return false;
  SmallVector<int64_t> aligned = alignShape(type.getShape(), result.getRank());
  for (int64_t i = 0; i < result.getRank(); ++i)
    if (aligned[i] != (i == channelAxis ? result.getDimSize(i) : 1))
      return false;
  return true;
}

bool isStaticF32(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() && tensor.getElementType().isF32();
}

bool isConstant(Value value) {
  Operation *def = value.getDefiningOp();
  return def && def->hasTrait<OpTrait::ConstantLike>();
}

func::FuncOp getCompositeCallee(func::CallOp call) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  if (!callee || callee.isDeclaration() ||
      !callee->hasAttr(RelayDialect::CompositeAttrHelper::getNameStr()))
    return nullptr;
  return callee;
}

/// A composite body that oneDNN runs as one primitive with post-ops:
/// eltwise(anchor(data, weight) + bias + sum), each part but the anchor
/// optional, in this order (oneDNN applies the sum before the element-wise
/// post-op).
struct FusedChain {
  Operation *anchor = nullptr;
  Value bias, sum;
  Eltwise eltwise;
};

std::optional<FusedChain> matchFusedChain(func::FuncOp callee) {
  Block &body = callee.front();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  if (ret.getNumOperands() != 1)
    return std::nullopt;
  // Operands from outside the chain: the composite's parameters and
  // constants.
  auto isExternal = [&](Value v) {
    return isa<BlockArgument>(v) || isConstant(v);
  };
  FusedChain chain;
  SmallPtrSet<Operation *, 4> chainOps;
  Value value = ret.getOperand(0);
  // Walking back from the result: element-wise, sum, bias, anchor.
  enum Stage {
    EltwiseStage,
    SumStage,
    BiasStage,
    AnchorStage
  } stage = EltwiseStage;
  while (true) {
    Operation *op = value.getDefiningOp();
    if (!op || isExternal(value) || !value.hasOneUse() ||
        op->getNumResults() != 1)
      return std::nullopt;
    chainOps.insert(op);
    if (isa<Conv2DOp, DenseOp>(op)) {
      if (!isExternal(op->getOperand(0)) || !isExternal(op->getOperand(1)))
        return std::nullopt;
      // oneDNN's inner product has a sum post-op too, but the runtime's
      // dense entry point takes no summand: such a body runs op by op.
      if (isa<DenseOp>(op) && chain.sum)
        return std::nullopt;
      chain.anchor = op;
      break;
    }
    if (std::optional<Eltwise> eltwise = getEltwise(op);
        eltwise && stage == EltwiseStage) {
      chain.eltwise = *eltwise;
      stage = SumStage;
      value = op->getOperand(0);
      continue;
    }
    auto result = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!result)
      return std::nullopt;
    if (auto biasAdd = dyn_cast<BiasAddOp>(op)) {
      int64_t axis = static_cast<int64_t>(biasAdd.getAxis());
      if (axis < 0)
        axis += result.getRank();
      if (stage > BiasStage || axis != 1 || !isExternal(biasAdd.getBias()))
        return std::nullopt;
      chain.bias = biasAdd.getBias();
      stage = AnchorStage;
      value = biasAdd.getData();
      continue;
    }
    if (!isa<AddOp>(op) || stage == AnchorStage)
      return std::nullopt;
    // Of an add, one operand continues the chain and the other comes from
    // outside: a summand of the result's shape, or a per-channel bias
    // directly on the anchor.
    Value lhs = op->getOperand(0), rhs = op->getOperand(1);
    Value next = isExternal(lhs) ? rhs : lhs;
    Value other = next == lhs ? rhs : lhs;
    if (!isExternal(other) || isExternal(next))
      return std::nullopt;
    Operation *nextOp = next.getDefiningOp();
    if (other.getType() == result && stage <= SumStage) {
      chain.sum = other;
      stage = BiasStage;
    } else if (nextOp && isa<Conv2DOp, DenseOp>(nextOp) &&
               isChannelBias(other, result, 1)) {
      chain.bias = other;
      stage = AnchorStage;
    } else {
      return std::nullopt;
    }
    value = next;
  }
  // Nothing else may happen in the body.
  for (Operation &op : body.without_terminator())
    if (!chainOps.contains(&op) && !isConstant(op.getResult(0)))
      return std::nullopt;
  return chain;
}

/// Why the dnnl lowering cannot run `op`, or an empty string.
std::string whyUnsupported(Operation *op) {
  if (!isa<RelayDialect>(op->getDialect()))
    return "";
  if (isa<TupleGetItemOp>(op)) {
    if (!op->getOperand(0).getDefiningOp<BatchNormOp>())
      return "only projects the results of relay.nn.batch_norm here";
    return isStaticF32(op->getResult(0).getType())
               ? ""
               : "needs statically shaped f32 tensors";
  }
  auto tensorsOk = [&]() {
    for (Value v : op->getOperands())
      if (!isStaticF32(v.getType()))
        return false;
    for (Value v : op->getResults())
      if (!isa<TupleType>(v.getType()) && !isStaticF32(v.getType()))
        return false;
    return true;
  };
  if (!tensorsOk())
    return "needs statically shaped f32 tensors";
  auto outDtypeOk = [](std::optional<Type> type) {
    return !type || type->isF32();
  };
  return TypeSwitch<Operation *, std::string>(op)
      .Case([&](Conv2DOp conv) -> std::string {
        if (conv.getDataLayout().getName() != "NCHW" ||
            conv.getKernelLayout().getName() != "OIHW" ||
            (conv.getOutLayoutAttr() &&
             conv.getOutLayoutAttr().getName() != "NCHW"))
          return "needs the NCHW data and OIHW kernel layouts";
        return outDtypeOk(conv.getOutDtype()) ? "" : "needs f32 results";
      })
      .Case([&](DenseOp dense) -> std::string {
        if (cast<RankedTensorType>(dense.getData().getType()).getRank() != 2)
          return "needs 2-D data";
        return outDtypeOk(dense.getOutDtype()) ? "" : "needs f32 results";
      })
      .Case([&](BatchNormOp bn) -> std::string {
        auto type = cast<RankedTensorType>(bn.getData().getType());
        int64_t axis = static_cast<int64_t>(bn.getAxis());
        if (axis < 0)
          axis += type.getRank();
        if (axis != 1)
          return "needs the channels on axis 1";
        for (Operation *user : bn->getUsers())
          if (!isa<TupleGetItemOp>(user))
            return "must only be projected by relay.tuple_get_item";
        return "";
      })
      .Case<MaxPool2DOp, AvgPool2DOp>([&](auto pool) -> std::string {
        if (pool.getLayout().getName() != "NCHW" ||
            (pool.getOutLayoutAttr() &&
             pool.getOutLayoutAttr().getName() != "NCHW"))
          return "needs the NCHW layout";
        if constexpr (std::is_same_v<decltype(pool), AvgPool2DOp>)
          if (pool.getCeilMode() && pool.getCountIncludePad())
            return "cannot count the padding of ceil_mode's extra windows";
        return "";
      })
      .Case<GlobalAvgPool2DOp, GlobalMaxPool2DOp>(
          [&](auto pool) -> std::string {
            if (pool.getLayout().getName() != "NCHW" ||
                (pool.getOutLayoutAttr() &&
                 pool.getOutLayoutAttr().getName() != "NCHW"))
              return "needs the NCHW layout";
            return "";
          })
      .Case<SoftmaxOp, LogSoftmaxOp, ConcatenateOp, ConstantOp>(
          [](Operation *) { return ""; })
      .Case([](BiasAddOp) { return ""; })
      .Default([&](Operation *op) -> std::string {
        if (getEltwise(op))
          return "";
        if (std::optional<RelayDnnlBinary> kind = getBinary(op)) {
          if (failed(orderBinaryOperands(op, *kind)))
            return "broadcasts its first operand (or both), which oneDNN's "
                   "binary primitive cannot";
          return "";
        }
        return "has no oneDNN kernel";
      });
}

LogicalResult checkBody(func::FuncOp func, func::FuncOp dnnlFunc,
                        SmallPtrSetImpl<Operation *> &visited) {
  WalkResult result = func.walk([&](Operation *op) {
    if (auto call = dyn_cast<func::CallOp>(op)) {
      func::FuncOp callee = getCompositeCallee(call);
      if (!callee) {
        call.emitOpError("in @")
            << dnnlFunc.getSymName() << " (relay.compiler = \"dnnl\") calls @"
            << call.getCallee()
            << ", which is not a composite function; the dnnl target "
               "only calls composites";
        return WalkResult::interrupt();
      }
      if (visited.insert(callee).second &&
          failed(checkBody(callee, dnnlFunc, visited)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    }
    std::string why = whyUnsupported(op);
    if (why.empty())
      return WalkResult::advance();
    InFlightDiagnostic diag = op->emitOpError("in @") << dnnlFunc.getSymName();
    if (func != dnnlFunc)
      diag << " (composite @" << func.getSymName() << ")";
    diag << " cannot be lowered to oneDNN: it " << why;
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

} // namespace

LogicalResult relay::checkDnnlSupport(func::FuncOp func) {
  SmallPtrSet<Operation *, 4> visited;
  return checkBody(func, func, visited);
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

namespace {

/// Builds one call of a runtime entry point, operand by operand, in the
/// order of its C signature.
class RuntimeCall {
public:
  RuntimeCall(PatternRewriter &rewriter, Location loc, DnnlRuntimeCalls &calls,
              StringRef what, func::FuncOp caller)
      : rewriter(rewriter), loc(loc), calls(calls) {
    addI64(calls.nextSite());
    std::string where = (what + " in @" + caller.getSymName()).str();
    memref::GlobalOp text = calls.getString(where);
    addMemRef(memref::GetGlobalOp::create(rewriter, loc, text.getType(),
                                          text.getSymName()));
  }

  /// A tensor operand, read in place.
  void addInput(Value tensor) {
    auto type = cast<RankedTensorType>(tensor.getType());
    auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
    addMemRef(bufferization::ToBufferOp::create(rewriter, loc, memrefType,
                                                tensor, /*read_only=*/true));
  }

  /// An optional tensor operand.
  void addOptionalInput(Value tensor) {
    if (tensor) {
      addInput(tensor);
      return;
    }
    memref::GlobalOp none = calls.getNone();
    addMemRef(memref::GetGlobalOp::create(rewriter, loc, none.getType(),
                                          none.getSymName()));
  }

  /// A fresh buffer for a result of type `type`; `emit` returns the tensor
  /// it holds after the call.
  void addOutput(RankedTensorType type) {
    auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
    // 64 bytes: oneDNN's kernels load whole cache lines.
    Value buffer = memref::AllocOp::create(rewriter, loc, memrefType,
                                           rewriter.getI64IntegerAttr(64));
    addMemRef(buffer);
    outputs.push_back({buffer, type});
  }

  /// A buffer already cast to an unranked memref (one result that several
  /// calls fill).
  void addRaw(Value unranked) { args.push_back(unranked); }

  void addI64(int64_t value) {
    args.push_back(arith::ConstantIntOp::create(rewriter, loc, value, 64));
  }
  void addF32(float value) {
    args.push_back(arith::ConstantFloatOp::create(
        rewriter, loc, rewriter.getF32Type(), APFloat(value)));
  }

  /// Emits the call; returns the results' tensors.
  SmallVector<Value> emit(StringRef function) {
    func::FuncOp callee =
        calls.getOrDeclare(function, ValueRange(args).getTypes());
    func::CallOp::create(rewriter, loc, callee, args);
    SmallVector<Value> results;
    // `restrict`: nothing else views these fresh buffers, so one-shot
    // bufferization may use them in place.
    for (auto [buffer, type] : outputs)
      results.push_back(bufferization::ToTensorOp::create(
          rewriter, loc, type, buffer, rewriter.getUnitAttr(),
          rewriter.getUnitAttr()));
    return results;
  }

private:
  void addMemRef(Value memref) {
    auto type = cast<MemRefType>(memref.getType());
    auto unranked = UnrankedMemRefType::get(type.getElementType(), 0);
    args.push_back(memref::CastOp::create(rewriter, loc, unranked, memref));
  }

  PatternRewriter &rewriter;
  Location loc;
  DnnlRuntimeCalls &calls;
  SmallVector<Value> args;
  SmallVector<std::pair<Value, RankedTensorType>> outputs;
};

/// The dnnl function `op` is in, or null: the patterns leave other
/// functions alone.
func::FuncOp getDnnlFunction(Operation *op) {
  auto func = op->getParentOfType<func::FuncOp>();
  return func && isDnnlFunction(func) ? func : nullptr;
}

/// `axis` (possibly negative) as a dimension of a rank-`rank` tensor.
int64_t normalizeAxis(int64_t axis, int64_t rank) {
  return axis < 0 ? axis + rank : axis;
}

/// A rewrite of `SourceOp` inside dnnl functions only; `rewriteInDnnl` gets
/// the function the op is in.
template <typename SourceOp>
struct DnnlPattern : public OpRewritePattern<SourceOp> {
  DnnlPattern(MLIRContext *context, DnnlRuntimeCalls &calls)
      : OpRewritePattern<SourceOp>(context), calls(calls) {}

  LogicalResult matchAndRewrite(SourceOp op,
                                PatternRewriter &rewriter) const final {
    func::FuncOp func = getDnnlFunction(op);
    if (!func)
      return failure();
    return rewriteInDnnl(op, func, rewriter);
  }

  virtual LogicalResult rewriteInDnnl(SourceOp op, func::FuncOp func,
                                      PatternRewriter &rewriter) const = 0;

  /// A runtime call for `op`, named after its operator in diagnostics.
  RuntimeCall callFor(PatternRewriter &rewriter, Operation *op,
                      func::FuncOp func) const {
    return RuntimeCall(rewriter, op->getLoc(), calls,
                       op->getName().getStringRef(), func);
  }

  DnnlRuntimeCalls &calls;
};

/// Emits a convolution or dense with its post-ops; `anchor` supplies the
/// attributes, the values are those of the caller.
LogicalResult emitAnchor(PatternRewriter &rewriter, DnnlRuntimeCalls &calls,
                         Operation *replaced, func::FuncOp caller,
                         StringRef what, Operation *anchor, Value data,
                         Value weight, Value bias, Value sum, Eltwise eltwise) {
  Location loc = replaced->getLoc();
  RuntimeCall call(rewriter, loc, calls, what, caller);
  auto resultType = cast<RankedTensorType>(replaced->getResult(0).getType());
  int64_t flags = isConstant(weight) ? RELAY_DNNL_CONSTANT_WEIGHTS : 0;
  StringRef function;
  call.addInput(data);
  call.addInput(weight);
  call.addOptionalInput(bias);
  if (auto conv = dyn_cast<Conv2DOp>(anchor)) {
    function = "relay_dnnl_conv2d";
    call.addOptionalInput(sum);
    call.addOutput(resultType);
    for (int64_t v : conv.getStrides())
      call.addI64(v);
    for (int64_t v : conv.getPadding())
      call.addI64(v);
    for (int64_t v : conv.getDilation())
      call.addI64(v);
    call.addI64(static_cast<int64_t>(conv.getGroups()));
  } else {
    assert(!sum && "dense has no sum post-op");
    function = "relay_dnnl_dense";
    call.addOutput(resultType);
  }
  call.addI64(eltwise.kind);
  call.addF32(eltwise.alpha);
  call.addF32(eltwise.beta);
  call.addI64(flags);
  rewriter.replaceOp(replaced, call.emit(function));
  return success();
}

/// A convolution or dense without post-ops.
template <typename AnchorOp>
struct AnchorPattern : public DnnlPattern<AnchorOp> {
  using DnnlPattern<AnchorOp>::DnnlPattern;
  LogicalResult rewriteInDnnl(AnchorOp op, func::FuncOp func,
                              PatternRewriter &rewriter) const override {
    return emitAnchor(rewriter, this->calls, op, func,
                      op->getName().getStringRef(), op, op.getData(),
                      op.getWeight(), {}, {}, {});
  }
};

/// A call of a composite: one fused primitive when the body is a chain
/// oneDNN's post-ops express, else the body inlined (its operators are
/// then lowered one by one).
struct CompositeCallPattern : public DnnlPattern<func::CallOp> {
  using DnnlPattern::DnnlPattern;
  LogicalResult rewriteInDnnl(func::CallOp call, func::FuncOp func,
                              PatternRewriter &rewriter) const override {
    func::FuncOp callee = getCompositeCallee(call);
    if (!callee)
      return failure();
    IRMapping mapping;
    mapping.map(callee.getArguments(), call.getOperands());
    // Constants of the body are cloned next to the call.
    auto lookup = [&](Value v) -> Value {
      if (!v)
        return v;
      if (Value mapped = mapping.lookupOrNull(v))
        return mapped;
      return rewriter.clone(*v.getDefiningOp(), mapping)->getResult(0);
    };
    if (std::optional<FusedChain> chain = matchFusedChain(callee)) {
      StringRef composite =
          callee
              ->getAttrOfType<StringAttr>(
                  RelayDialect::CompositeAttrHelper::getNameStr())
              .getValue();
      std::string what = ("composite " + composite).str();
      return emitAnchor(rewriter, calls, call, func, what, chain->anchor,
                        lookup(chain->anchor->getOperand(0)),
                        lookup(chain->anchor->getOperand(1)),
                        lookup(chain->bias), lookup(chain->sum),
                        chain->eltwise);
    }
    for (Operation &op : callee.front().without_terminator())
      rewriter.clone(op, mapping);
    SmallVector<Value> results;
    for (Value v : callee.front().getTerminator()->getOperands())
      results.push_back(mapping.lookup(v));
    rewriter.replaceOp(call, results);
    return success();
  }
};

/// Field 0 of a batch_norm is the oneDNN primitive's result; fields 1 and 2
/// are, in inference, the moving statistics themselves.
struct BatchNormPattern : public DnnlPattern<TupleGetItemOp> {
  using DnnlPattern::DnnlPattern;
  LogicalResult rewriteInDnnl(TupleGetItemOp op, func::FuncOp func,
                              PatternRewriter &rewriter) const override {
    auto bn = op.getTuple().getDefiningOp<BatchNormOp>();
    if (!bn)
      return failure();
    if (op.getIndex() == 1) {
      rewriter.replaceOp(op, bn.getMovingMean());
      return success();
    }
    if (op.getIndex() == 2) {
      rewriter.replaceOp(op, bn.getMovingVar());
      return success();
    }
    RuntimeCall call = callFor(rewriter, bn, func);
    call.addInput(bn.getData());
    call.addOptionalInput(bn.getScale() ? bn.getGamma() : Value());
    call.addOptionalInput(bn.getCenter() ? bn.getBeta() : Value());
    call.addInput(bn.getMovingMean());
    call.addInput(bn.getMovingVar());
    call.addOutput(cast<RankedTensorType>(op.getType()));
    call.addF32(static_cast<float>(bn.getEpsilon().convertToDouble()));
    rewriter.replaceOp(op, call.emit("relay_dnnl_batch_norm"));
    return success();
  }
};

template <typename PoolOp> struct PoolPattern : public DnnlPattern<PoolOp> {
  using DnnlPattern<PoolOp>::DnnlPattern;
  LogicalResult rewriteInDnnl(PoolOp op, func::FuncOp func,
                              PatternRewriter &rewriter) const override {
    RuntimeCall call = this->callFor(rewriter, op, func);
    auto dataType = cast<RankedTensorType>(op.getData().getType());
    call.addInput(op.getData());
    call.addOutput(cast<RankedTensorType>(op.getType()));
    SmallVector<int64_t> kernel, strides{1, 1}, dilation{1, 1},
        padding{0, 0, 0, 0};
    int64_t kind = RELAY_DNNL_POOL_MAX;
    if constexpr (std::is_same_v<PoolOp, GlobalAvgPool2DOp> ||
                  std::is_same_v<PoolOp, GlobalMaxPool2DOp>) {
      kernel = {dataType.getDimSize(2), dataType.getDimSize(3)};
      if (std::is_same_v<PoolOp, GlobalAvgPool2DOp>)
        kind = RELAY_DNNL_POOL_AVG_INCLUDE_PADDING;
    } else {
      kernel = llvm::to_vector(op.getPoolSize());
      strides = llvm::to_vector(op.getStrides());
      dilation = llvm::to_vector(op.getDilation());
      padding = llvm::to_vector(op.getPadding());
      if constexpr (std::is_same_v<PoolOp, AvgPool2DOp>)
        kind = op.getCountIncludePad() ? RELAY_DNNL_POOL_AVG_INCLUDE_PADDING
                                       : RELAY_DNNL_POOL_AVG_EXCLUDE_PADDING;
    }
    call.addI64(kind);
    for (ArrayRef<int64_t> values :
         {ArrayRef<int64_t>(kernel), ArrayRef<int64_t>(strides),
          ArrayRef<int64_t>(dilation), ArrayRef<int64_t>(padding)})
      for (int64_t v : values)
        call.addI64(v);
    rewriter.replaceOp(op, call.emit("relay_dnnl_pool2d"));
    return success();
  }
};

/// Element-wise and binary operators, whichever relay op they are.
struct ElementwisePattern : public RewritePattern {
  ElementwisePattern(MLIRContext *context, DnnlRuntimeCalls &calls)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context),
        calls(calls) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isa<RelayDialect>(op->getDialect()))
      return failure();
    func::FuncOp func = getDnnlFunction(op);
    if (!func)
      return failure();
    std::optional<Eltwise> eltwise = getEltwise(op);
    std::optional<RelayDnnlBinary> binary = getBinary(op);
    if (!eltwise && !binary)
      return failure();
    RuntimeCall call(rewriter, op->getLoc(), calls,
                     op->getName().getStringRef(), func);
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    StringRef function;
    if (eltwise) {
      function = "relay_dnnl_eltwise";
      call.addInput(op->getOperand(0));
      call.addOutput(resultType);
      call.addI64(eltwise->kind);
      call.addF32(eltwise->alpha);
      call.addF32(eltwise->beta);
    } else {
      FailureOr<std::pair<Value, Value>> operands =
          orderBinaryOperands(op, *binary);
      if (failed(operands))
        return rewriter.notifyMatchFailure(op, "broadcasts its first operand");
      function = "relay_dnnl_binary";
      call.addInput(operands->first);
      call.addInput(operands->second);
      call.addOutput(resultType);
      call.addI64(*binary);
    }
    rewriter.replaceOp(op, call.emit(function));
    return success();
  }

  DnnlRuntimeCalls &calls;
};

/// bias_add: a binary add whose bias is viewed with unit dimensions around
/// the channel axis, so that it broadcasts by NumPy's rules.
struct BiasAddPattern : public DnnlPattern<BiasAddOp> {
  using DnnlPattern::DnnlPattern;
  LogicalResult rewriteInDnnl(BiasAddOp op, func::FuncOp func,
                              PatternRewriter &rewriter) const override {
    auto resultType = cast<RankedTensorType>(op.getType());
    auto biasType = cast<RankedTensorType>(op.getBias().getType());
    int64_t rank = resultType.getRank();
    int64_t axis = normalizeAxis(static_cast<int64_t>(op.getAxis()), rank);
    SmallVector<int64_t> shape(rank, 1);
    shape[axis] = resultType.getDimSize(axis);
    Value bias = op.getBias();
    if (biasType.getRank() != rank) {
      SmallVector<ReassociationIndices> reassociation(1);
      for (int64_t i = 0; i < rank; ++i)
        reassociation[0].push_back(i);
      bias = tensor::ExpandShapeOp::create(
          rewriter, op.getLoc(),
          RankedTensorType::get(shape, biasType.getElementType()), bias,
          reassociation);
    }
    RuntimeCall call = callFor(rewriter, op, func);
    call.addInput(op.getData());
    call.addInput(bias);
    call.addOutput(resultType);
    call.addI64(RELAY_DNNL_BINARY_ADD);
    rewriter.replaceOp(op, call.emit("relay_dnnl_binary"));
    return success();
  }
};

template <typename SoftmaxLikeOp>
struct SoftmaxPattern : public DnnlPattern<SoftmaxLikeOp> {
  using DnnlPattern<SoftmaxLikeOp>::DnnlPattern;
  LogicalResult rewriteInDnnl(SoftmaxLikeOp op, func::FuncOp func,
                              PatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    int64_t axis =
        normalizeAxis(static_cast<int64_t>(op.getAxis()), type.getRank());
    RuntimeCall call = this->callFor(rewriter, op, func);
    call.addInput(op.getData());
    call.addOutput(type);
    call.addI64(axis);
    call.addI64(std::is_same_v<SoftmaxLikeOp, LogSoftmaxOp> ? 1 : 0);
    rewriter.replaceOp(op, call.emit("relay_dnnl_softmax"));
    return success();
  }
};

/// Each operand is copied into its part of one result buffer.
struct ConcatenatePattern : public DnnlPattern<ConcatenateOp> {
  using DnnlPattern::DnnlPattern;
  LogicalResult rewriteInDnnl(ConcatenateOp op, func::FuncOp func,
                              PatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    int64_t axis =
        normalizeAxis(static_cast<int64_t>(op.getAxis()), type.getRank());
    auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
    Value buffer = memref::AllocOp::create(rewriter, op.getLoc(), memrefType,
                                           rewriter.getI64IntegerAttr(64));
    Value unranked = memref::CastOp::create(
        rewriter, op.getLoc(),
        UnrankedMemRefType::get(type.getElementType(), 0), buffer);
    int64_t offset = 0;
    for (Value input : op.getData()) {
      RuntimeCall call = callFor(rewriter, op, func);
      call.addInput(input);
      call.addRaw(unranked);
      call.addI64(axis);
      call.addI64(offset);
      call.emit("relay_dnnl_concat_slice");
      offset += cast<RankedTensorType>(input.getType()).getDimSize(axis);
    }
    rewriter.replaceOpWithNewOp<bufferization::ToTensorOp>(
        op, type, buffer, rewriter.getUnitAttr(), rewriter.getUnitAttr());
    return success();
  }
};

/// Constants become tensors that bufferize to read-only globals.
struct ConstantPattern : public DnnlPattern<ConstantOp> {
  using DnnlPattern::DnnlPattern;
  LogicalResult rewriteInDnnl(ConstantOp op, func::FuncOp,
                              PatternRewriter &rewriter) const override {
    auto value = dyn_cast<TypedAttr>(op.getValue());
    if (!value)
      return failure();
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, op.getType(), value);
    return success();
  }
};

} // namespace

void relay::populateRelayToDnnlPatterns(RewritePatternSet &patterns,
                                        DnnlRuntimeCalls &calls) {
  MLIRContext *context = patterns.getContext();
  patterns
      .add<AnchorPattern<Conv2DOp>, AnchorPattern<DenseOp>,
           CompositeCallPattern, BatchNormPattern, PoolPattern<MaxPool2DOp>,
           PoolPattern<AvgPool2DOp>, PoolPattern<GlobalAvgPool2DOp>,
           PoolPattern<GlobalMaxPool2DOp>, ElementwisePattern, BiasAddPattern,
           SoftmaxPattern<SoftmaxOp>, SoftmaxPattern<LogSoftmaxOp>,
           ConcatenatePattern, ConstantPattern>(context, calls);
}
