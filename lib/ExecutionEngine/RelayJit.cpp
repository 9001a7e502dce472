//===- RelayJit.cpp - Compile and run relay modules in-process ------------===//
//
// The JIT core shared by relay-run and the quantizer's calibration.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/ExecutionEngine/RelayJit.h"

#include "RelayDialect/Codegen/LLVMIRTranslation.h"
#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/Pipelines/Pipelines.h"
#include "RelayDialect/Runtime/DnnlRuntime.h"
#include "RelayDialect/Transforms/CalibrationRunner.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

using namespace mlir;
using namespace mlir::relay;

static llvm::Error makeError(const Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// MLIR's C runner utilities: where LLVM was installed when this was built,
/// else beside this program (../lib), as in a relocated copy of the tools.
static std::string findCRunnerUtils() {
  if (llvm::sys::fs::exists(RELAY_C_RUNNER_UTILS))
    return RELAY_C_RUNNER_UTILS;
  std::string program = llvm::sys::fs::getMainExecutable(
      nullptr, reinterpret_cast<void *>(&findCRunnerUtils));
  if (program.empty())
    return {};
  SmallString<256> path(llvm::sys::path::parent_path(program));
  llvm::sys::path::append(path, "..", "lib", "libmlir_c_runner_utils.so");
  if (!llvm::sys::fs::exists(path))
    return {};
  return std::string(path);
}

//===----------------------------------------------------------------------===//
// Failed run-time checks
//===----------------------------------------------------------------------===//

// A failed cf.assert (the run-time checks of docs/lowering.md) lowers to
// `puts(message); abort();`, which is right for ahead-of-time code but would
// kill the host with SIGABRT and LLVM's stack dump. The JIT resolves both to
// the hooks below instead: puts keeps the message, abort jumps back to the
// call in EntryCall::invoke, which reports the message as the call's error.
// The jump leaves only frames of compiled code (no destructors: the call is
// made through a plain function pointer from a frame that owns nothing), and
// the compiled code is single-threaded, so the jump stays on one thread.
// The blocks a call allocates are tracked while it runs: a jump out of a
// failed check skips the compiled code's own frees, and the call releases
// what is left instead.
namespace {
struct CheckState {
  std::jmp_buf *activeCall = nullptr;
  std::string message;
  llvm::DenseSet<void *> liveBlocks;
  /// Whether the call stopped on a stack overflow, not a failed check.
  bool overflowed = false;
  /// The entry point being called, for the fault handler's message.
  StringRef entry;
  /// The lowest address of this thread's stack (0 until looked up), and
  /// what an overflow of it is (formatted with it: the fault handler may
  /// only write and exit).
  uintptr_t stackLow = 0;
  char overflow[128] = {0};
};
} // namespace

static thread_local CheckState checkState;
static void *(*jitAllocate)(size_t) = +[](size_t size) {
  return std::malloc(size);
};
static void (*jitRelease)(void *) = +[](void *block) { std::free(block); };

void relay::setJitAllocator(void *(*allocate)(size_t),
                            void (*release)(void *)) {
  jitAllocate = allocate;
  jitRelease = release;
}

/// Stack that must be left for a callee of the compiled code (malloc, the
/// runtimes): an allocation with less left stops the call as an overflow.
constexpr uintptr_t kStackReserve = uintptr_t(256) << 10;

extern "C" {
static void *relayJitMalloc(size_t size) {
  // Recursion in the compiled code allocates on every level: stop it here,
  // where no lock is held, rather than at the guard page.
  auto frame = reinterpret_cast<uintptr_t>(__builtin_frame_address(0));
  if (checkState.activeCall && checkState.stackLow &&
      frame < checkState.stackLow + kStackReserve) {
    checkState.overflowed = true;
    checkState.message = checkState.overflow;
    std::longjmp(*checkState.activeCall, 2);
  }
  void *block = jitAllocate(size);
  if (block && checkState.activeCall)
    checkState.liveBlocks.insert(block);
  return block;
}

static void relayJitFree(void *block) {
  if (checkState.activeCall)
    checkState.liveBlocks.erase(block);
  jitRelease(block);
}
}

extern "C" {
static int relayJitPuts(const char *message) {
  checkState.message = message ? message : "";
  return 0;
}

[[noreturn]] static void relayJitAbort() {
  if (std::jmp_buf *call = checkState.activeCall)
    std::longjmp(*call, 1);
  // Not inside a call this file made: nothing to return to.
  std::abort();
}
}

// Deep recursion in the compiled code (a recursive relay function) would
// run into the guard page below the thread's stack: a SIGSEGV, and LLVM's
// crash handler printing every one of the frames. Every level of such a
// recursion allocates, so relayJitMalloc stops the call like a failed check
// when less than kStackReserve of the stack is left. As a last resort, while
// a call runs, a handler on an alternate signal stack tells a fault next to
// the stack's end from other faults: the former prints the overflow and
// ends the process, the latter goes to the handler that was there before
// (which crashes).
namespace {
/// How far from the stack's lowest address a fault counts as an overflow:
/// the guard page(s) below it and the frame that hit them.
constexpr uintptr_t kStackOverflowSlack = uintptr_t(1) << 20;

/// The handlers before relayJitFault (signal handlers are the process's:
/// installed by the first of concurrent calls, restored by the last).
struct PreviousHandlers {
  std::mutex mutex;
  unsigned calls = 0;
  struct sigaction segv, bus;
};
PreviousHandlers previousHandlers;
/// The alternate stack the handler runs on (the faulting stack is full),
/// and the one it replaces, per thread.
thread_local char handlerStack[64 * 1024];
thread_local stack_t previousAltStack;
} // namespace

extern "C" {
static void relayJitFault(int signal, siginfo_t *info, void *) {
  auto address = reinterpret_cast<uintptr_t>(info->si_addr);
  uintptr_t low = checkState.stackLow;
  if (checkState.activeCall && low && address + kStackOverflowSlack >= low &&
      address < low + kStackOverflowSlack) {
    // The fault may have come inside a function holding a lock (malloc's):
    // jumping back would leave it held. Say why and end the process, as
    // the crash would have, but clearly.
    for (StringRef text :
         {StringRef(program_invocation_short_name), StringRef(": running @"),
          checkState.entry, StringRef(" failed: "),
          StringRef(checkState.overflow), StringRef("\n")})
      (void)!write(STDERR_FILENO, text.data(), text.size());
    _exit(1);
  }
  // Another fault: the previous handler's, when the faulting instruction
  // runs again.
  sigaction(signal,
            signal == SIGSEGV ? &previousHandlers.segv : &previousHandlers.bus,
            nullptr);
}
}

static void installFaultHandler() {
  if (!checkState.stackLow) {
    pthread_attr_t attributes;
    void *low = nullptr;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      pthread_attr_getstack(&attributes, &low, &size);
      pthread_attr_destroy(&attributes);
    }
    checkState.stackLow = reinterpret_cast<uintptr_t>(low);
    std::snprintf(checkState.overflow, sizeof(checkState.overflow),
                  "stack overflow: the call recursed deeper than its %zu MiB "
                  "stack allows",
                  (size + (1 << 19)) >> 20);
  }
  stack_t altStack = {};
  altStack.ss_sp = handlerStack;
  altStack.ss_size = sizeof(handlerStack);
  sigaltstack(&altStack, &previousAltStack);
  std::lock_guard<std::mutex> lock(previousHandlers.mutex);
  if (previousHandlers.calls++ != 0)
    return;
  struct sigaction action = {};
  action.sa_sigaction = relayJitFault;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  sigaction(SIGSEGV, &action, &previousHandlers.segv);
  sigaction(SIGBUS, &action, &previousHandlers.bus);
}

static void restoreFaultHandler() {
  sigaltstack(&previousAltStack, nullptr);
  std::lock_guard<std::mutex> lock(previousHandlers.mutex);
  if (--previousHandlers.calls != 0)
    return;
  sigaction(SIGSEGV, &previousHandlers.segv, nullptr);
  sigaction(SIGBUS, &previousHandlers.bus, nullptr);
}

/// Calls a packed entry point; false when a run-time check failed or the
/// call ran out of stack (the message is in checkState). Kept free of
/// objects with destructors, which the jumps out of relayJitAbort and
/// relayJitMalloc would skip.
static bool callChecked(void (*function)(void **), void **arguments,
                        StringRef entry) {
  std::jmp_buf call;
  checkState.liveBlocks.clear();
  checkState.overflowed = false;
  checkState.entry = entry;
  checkState.activeCall = &call;
  installFaultHandler();
  if (setjmp(call) != 0) {
    restoreFaultHandler();
    checkState.activeCall = nullptr;
    return false;
  }
  function(arguments);
  restoreFaultHandler();
  checkState.activeCall = nullptr;
  // What is still live is the caller's now (the results).
  checkState.liveBlocks.clear();
  return true;
}

/// Releases what a call stopped by a failed check had allocated.
static void releaseStoppedCall() {
  for (void *block : checkState.liveBlocks)
    jitRelease(block);
  checkState.liveBlocks.clear();
}

void relay::registerJitDialects(DialectRegistry &registry) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registerRelayDialectTranslation(registry);
  registry.insert<RelayDialect>();
}

std::optional<std::string> relay::getNpyDtype(Type element, bool isUnsigned) {
  if (element.isF16())
    return std::string("f2");
  if (element.isF32())
    return std::string("f4");
  if (element.isF64())
    return std::string("f8");
  if (element.isInteger(1))
    return std::string("b1");
  if (auto i = dyn_cast<IntegerType>(element)) {
    unsigned w = i.getWidth();
    if (w != 8 && w != 16 && w != 32 && w != 64)
      return std::nullopt;
    return std::string(isUnsigned ? "u" : "i") + std::to_string(w / 8);
  }
  return std::nullopt;
}

std::string relay::describeNpyArray(const NpyArray &a) {
  std::string s = a.dtype + " array of shape (";
  for (size_t i = 0; i < a.shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(a.shape[i]);
  return s + (a.shape.size() == 1 ? ",)" : ")");
}

static std::string printType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

//===----------------------------------------------------------------------===//
// Signatures
//===----------------------------------------------------------------------===//

/// Flattens tuple results into their tensor leaves, as the lowering does.
static LogicalResult flattenTypes(Type type,
                                  SmallVectorImpl<TensorSpec> &specs) {
  if (auto tuple = dyn_cast<TupleType>(type)) {
    for (Type t : tuple.getTypes())
      if (failed(flattenTypes(t, specs)))
        return failure();
    return success();
  }
  Type shaped = type;
  if (auto memref = dyn_cast<MemRefType>(type))
    shaped = RankedTensorType::get(memref.getShape(), memref.getElementType());
  auto tensor = dyn_cast<RankedTensorType>(shaped);
  if (!tensor)
    return failure();
  specs.push_back({tensor, tensor.getElementType().isUnsignedInteger()});
  return success();
}

/// The LLVM type of the memref descriptor a tensor of `rank` lowers to:
/// {allocated, aligned, offset, sizes[rank], strides[rank]}.
static Type descriptorType(MLIRContext *context, int64_t rank) {
  auto ptr = LLVM::LLVMPointerType::get(context);
  auto i64 = IntegerType::get(context, 64);
  auto extents = LLVM::LLVMArrayType::get(i64, rank);
  return LLVM::LLVMStructType::getLiteral(context,
                                          {ptr, ptr, i64, extents, extents});
}

/// Whether `func`, lowered by relay-to-llvm, has the type its recorded
/// relay-level signature implies: each tensor argument expanded into its
/// descriptor's fields, the results as descriptors (a struct of them when
/// there are several).
static bool matchesSignature(LLVM::LLVMFuncOp func, ArrayRef<TensorSpec> args,
                             ArrayRef<TensorSpec> results) {
  MLIRContext *context = func.getContext();
  SmallVector<Type> params;
  for (const TensorSpec &spec : args) {
    auto fields =
        cast<LLVM::LLVMStructType>(descriptorType(context, spec.type.getRank()))
            .getBody();
    params.append({fields[0], fields[1], fields[2]});
    params.append(2 * spec.type.getRank(), IntegerType::get(context, 64));
  }
  SmallVector<Type> descriptors;
  for (const TensorSpec &spec : results)
    descriptors.push_back(descriptorType(context, spec.type.getRank()));
  Type result = descriptors.empty() ? LLVM::LLVMVoidType::get(context)
                : descriptors.size() == 1
                    ? descriptors.front()
                    : LLVM::LLVMStructType::getLiteral(context, descriptors);
  LLVM::LLVMFunctionType type = func.getFunctionType();
  return type.getReturnType() == result &&
         llvm::equal(type.getParams(), params) && !type.isVarArg();
}

llvm::Expected<EntrySignature>
relay::getEntrySignature(ModuleOp module, StringRef entry, StringRef what) {
  Operation *fn = module.lookupSymbol(entry);
  EntrySignature signature;
  if (auto func = dyn_cast_or_null<func::FuncOp>(fn)) {
    if (!func.isDeclaration())
      signature.type = func.getFunctionType();
  } else if (auto llvmFunc = dyn_cast_or_null<LLVM::LLVMFuncOp>(fn)) {
    auto recorded = llvmFunc->getAttrOfType<TypeAttr>(
        RelayDialect::SignatureAttrHelper::getNameStr());
    if (!recorded || !isa<FunctionType>(recorded.getValue()))
      return makeError("llvm.func @" + entry + " in " + what +
                       " has no relay.signature attribute: lower it with "
                       "relay-opt --relay-to-llvm, which records the tensor "
                       "signature of every public function");
    if (!llvmFunc->hasAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName()))
      return makeError("llvm.func @" + entry + " in " + what +
                       " was lowered without its C interface "
                       "(llvm.emit_c_interface)");
    signature.type = cast<FunctionType>(recorded.getValue());
  }
  if (!signature.type)
    return makeError("no function @" + entry + " with a body in " + what);
  for (auto [i, type] : llvm::enumerate(signature.type.getInputs()))
    if (isa<TupleType>(type) || failed(flattenTypes(type, signature.args)))
      return makeError("argument " + Twine(i) + " of @" + entry +
                       " is not a tensor; relay-run takes tensor arguments");
  for (auto [i, type] : llvm::enumerate(signature.type.getResults()))
    if (failed(flattenTypes(type, signature.results)))
      return makeError("result " + Twine(i) + " of @" + entry +
                       " is neither a tensor nor a tuple of tensors");

  if (auto llvmFunc = dyn_cast<LLVM::LLVMFuncOp>(fn);
      llvmFunc &&
      !matchesSignature(llvmFunc, signature.args, signature.results))
    return makeError("the relay.signature of llvm.func @" + entry + " (" +
                     printType(signature.type) +
                     ") does not match the function's parameters and "
                     "results");

  // Only element types a .npy file can carry cross the boundary.
  for (auto [kind, specs] : {std::make_pair("argument", &signature.args),
                             std::make_pair("result", &signature.results)})
    for (auto [i, spec] : llvm::enumerate(*specs))
      if (!getNpyDtype(spec.type.getElementType(), spec.isUnsigned))
        return makeError(Twine(kind) + " " + Twine(i) + " of @" + entry +
                         " has type " + printType(spec.type) +
                         ", whose element type no .npy file carries");

  // The parameter names: the importer's relay.name argument attributes.
  signature.argNames.resize(signature.args.size());
  StringRef nameAttr = RelayDialect::NameAttrHelper::getNameStr();
  if (auto func = dyn_cast<func::FuncOp>(fn)) {
    for (unsigned i = 0; i < signature.args.size(); ++i)
      if (auto name = func.getArgAttrOfType<StringAttr>(i, nameAttr))
        signature.argNames[i] = name.str();
  } else if (auto wrapper = module.lookupSymbol<LLVM::LLVMFuncOp>(
                 ("_mlir_ciface_" + entry).str())) {
    // func-to-llvm puts the argument attributes on the C interface, which
    // takes one descriptor pointer per tensor after the result pointer.
    unsigned numArgs = wrapper.getNumArguments();
    if (numArgs >= signature.args.size()) {
      unsigned first = numArgs - signature.args.size();
      for (unsigned i = 0; i < signature.args.size(); ++i)
        if (auto name =
                wrapper.getArgAttrOfType<StringAttr>(first + i, nameAttr))
          signature.argNames[i] = name.str();
    }
  }
  return signature;
}

llvm::Error relay::checkArgument(const EntrySignature &signature,
                                 unsigned index, const NpyArray &array,
                                 StringRef source) {
  const TensorSpec &spec = signature.args[index];
  std::string dtype = *getNpyDtype(spec.type.getElementType(), spec.isUnsigned);
  bool shapeOk = array.shape.size() == static_cast<size_t>(spec.type.getRank());
  for (int64_t d = 0; shapeOk && d < spec.type.getRank(); ++d)
    shapeOk =
        spec.type.isDynamicDim(d) || spec.type.getDimSize(d) == array.shape[d];
  if (array.dtype == dtype && shapeOk)
    return llvm::Error::success();
  std::string param =
      signature.argNames[index].empty() ? "" : " %" + signature.argNames[index];
  return makeError("argument " + Twine(index) + param + " (" + source +
                   "): expected " + printType(spec.type) + " (numpy dtype " +
                   dtype + "), got " + describeNpyArray(array));
}

//===----------------------------------------------------------------------===//
// Compilation
//===----------------------------------------------------------------------===//

llvm::Expected<std::unique_ptr<ExecutionEngine>>
relay::compileModule(ModuleOp module, StringRef entry,
                     const JitOptions &options, StringRef what) {
  MLIRContext *context = module.getContext();
  if (Operation *fn = module.lookupSymbol(entry))
    fn->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                UnitAttr::get(context));
  bool gpu = options.gpuChip.has_value();
  bool lowered = true;
  module->walk([&](Operation *op) {
    // A module lowered by relay-to-gpu keeps its gpu.binary and
    // gpu.launch_func ops until the translation to LLVM IR.
    if (!isa<ModuleOp>(op) && op->getDialect() &&
        op->getDialect()->getNamespace() != "llvm" &&
        !(gpu && op->getDialect()->getNamespace() == "gpu"))
      lowered = false;
  });
  if (!lowered) {
    PassManager pm(context);
    if (gpu) {
      RelayGpuPipelineOptions pipelineOptions;
      pipelineOptions.optLevel = options.optLevel;
      pipelineOptions.chip = *options.gpuChip;
      buildRelayToGPUPipeline(pm, pipelineOptions);
    } else {
      RelayPipelineOptions pipelineOptions;
      pipelineOptions.optLevel = options.optLevel;
      buildRelayToLLVMPipeline(pm, pipelineOptions);
    }
    if (failed(pm.run(module)))
      return makeError(
          "lowering " + what + " to " +
          (gpu ? "the GPU (" + *options.gpuChip + ")" : std::string("LLVM")) +
          " failed");
  }
  // LLVM's -O3 needs the host's target machine: without it the loop
  // vectoriser has no cost model and leaves every loop scalar.
  auto targetBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!targetBuilder)
    return makeError("cannot detect the host CPU: " +
                     llvm::toString(targetBuilder.takeError()));
  auto targetMachine = targetBuilder->createTargetMachine();
  if (!targetMachine)
    return makeError("cannot create a target machine for the host: " +
                     llvm::toString(targetMachine.takeError()));
  // ExecutionEngineOptions holds the transformer as a function_ref: the
  // std::function it refers to must outlive ExecutionEngine::create.
  std::function<llvm::Error(llvm::Module *)> optimize =
      makeOptimizingTransformer(3, 0, targetMachine->get());
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = optimize;
  engineOptions.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
  // memref.copy of non-contiguous buffers calls memrefCopy from MLIR's C
  // runner utilities.
  std::string runnerUtils = findCRunnerUtils();
  if (runnerUtils.empty())
    return makeError("cannot find libmlir_c_runner_utils.so (neither " +
                     Twine(RELAY_C_RUNNER_UTILS) +
                     " nor in the lib/ directory beside this program's)");
  SmallVector<StringRef> libraries = {runnerUtils};
  engineOptions.sharedLibPaths = libraries;
  auto engine = ExecutionEngine::create(module, engineOptions);
  if (!engine)
    return makeError("JIT compilation failed: " +
                     llvm::toString(engine.takeError()));
  (*engine)->registerSymbols([&](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    if (options.symbols)
      symbols = options.symbols(interner);
    auto define = [&](StringRef name, void *address) {
      symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                 llvm::JITSymbolFlags::Exported};
    };
    // The entry points that functions lowered for oneDNN call
    // (libRelayRuntime).
    size_t count = 0;
    const RelayRuntimeSymbol *runtime = relay_runtime_symbols(&count);
    for (size_t i = 0; i < count; ++i)
      define(runtime[i].name, runtime[i].address);
    // The compiled code's buffers (see relayJitMalloc).
    define("malloc", reinterpret_cast<void *>(&relayJitMalloc));
    define("free", reinterpret_cast<void *>(&relayJitFree));
    // What a failed cf.assert calls (see relayJitAbort).
    define("puts", reinterpret_cast<void *>(&relayJitPuts));
    define("abort", reinterpret_cast<void *>(&relayJitAbort));
    return symbols;
  });
  // The global constructors: on a GPU they load each gpu.module's binary
  // (relay-run's calls go through lookupPacked, which runs none of them).
  (*engine)->initialize();
  return std::move(*engine);
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

/// The number of 64-bit words of a rank-`rank` descriptor.
static size_t descriptorWords(int64_t rank) { return 3 + 2 * rank; }

EntryCall::EntryCall(const EntrySignature &signature, ArrayRef<void *> buffers,
                     ArrayRef<SmallVector<int64_t>> shapes)
    : signature(signature), argBuffers(buffers) {
  for (auto [buffer, shape] : llvm::zip(buffers, shapes)) {
    std::vector<int64_t> &d =
        argDescriptors.emplace_back(descriptorWords(shape.size()), 0);
    d[0] = reinterpret_cast<int64_t>(buffer);
    d[1] = reinterpret_cast<int64_t>(buffer);
    int64_t stride = 1;
    for (int64_t i = shape.size() - 1; i >= 0; --i) {
      d[3 + i] = shape[i];
      d[3 + shape.size() + i] = stride;
      stride *= shape[i];
    }
  }
  for (std::vector<int64_t> &d : argDescriptors)
    argPointers.push_back(d.data());
  size_t words = 0;
  for (const TensorSpec &spec : signature.results)
    words += descriptorWords(spec.type.getRank());
  resultWords.assign(std::max<size_t>(words, 1), 0);
  resultPointer = resultWords.data();
  // The C interface takes a pointer to the results first (when there are
  // any), then a pointer to each argument's descriptor.
  if (!signature.results.empty())
    packed.push_back(&resultPointer);
  for (void *&pointer : argPointers)
    packed.push_back(&pointer);
}

llvm::Error EntryCall::invoke(ExecutionEngine &engine, StringRef entry) {
  relay_runtime_clear_error();
  // ExecutionEngine::invokePacked, less the call, which callChecked makes.
  auto function = engine.lookupPacked(("_mlir_ciface_" + entry).str());
  if (!function)
    return makeError("running @" + entry +
                     " failed: " + llvm::toString(function.takeError()));
  if (!callChecked(*function, packed.data(), entry)) {
    releaseStoppedCall();
    return makeError(
        "running @" + entry + " failed: " +
        (checkState.overflowed ? "" : "a run-time check failed: ") +
        checkState.message);
  }
  // An operation the oneDNN runtime could not run left its error behind
  // (and the runtime skipped everything after it).
  if (const char *error = relay_runtime_error())
    return makeError("running @" + entry + " failed: " + error);
  return llvm::Error::success();
}

/// Copies the elements `memref` describes, in row-major order, to `out`.
template <typename T>
static void copyStrided(::UnrankedMemRefType<T> memref, char *out) {
  ::DynamicMemRefType<T> view(memref);
  for (T &element : view) {
    std::memcpy(out, &element, sizeof(T));
    out += sizeof(T);
  }
}

NpyArray EntryCall::readResult(unsigned index) const {
  size_t offset = 0;
  for (unsigned i = 0; i < index; ++i)
    offset += descriptorWords(signature.results[i].type.getRank());
  const TensorSpec &spec = signature.results[index];
  int64_t rank = spec.type.getRank();
  // The descriptor has StridedMemRefType's layout; DynamicMemRefType walks
  // one of any rank.
  void *descriptor = const_cast<int64_t *>(resultWords.data() + offset);
  NpyArray a;
  a.dtype = *getNpyDtype(spec.type.getElementType(), spec.isUnsigned);
  a.shape.append(resultWords.begin() + offset + 3,
                 resultWords.begin() + offset + 3 + rank);
  a.data.resize(a.numElements() * a.elementSize());
  if (a.data.empty())
    return a;
  switch (a.elementSize()) {
  case 1:
    copyStrided<uint8_t>({rank, descriptor}, a.data.data());
    break;
  case 2:
    copyStrided<uint16_t>({rank, descriptor}, a.data.data());
    break;
  case 4:
    copyStrided<uint32_t>({rank, descriptor}, a.data.data());
    break;
  default:
    copyStrided<uint64_t>({rank, descriptor}, a.data.data());
    break;
  }
  return a;
}

SmallVector<void *> EntryCall::resultAllocations() const {
  SmallVector<void *> allocations;
  size_t offset = 0;
  for (const TensorSpec &spec : signature.results) {
    auto *allocated = reinterpret_cast<void *>(resultWords[offset]);
    offset += descriptorWords(spec.type.getRank());
    if (allocated && !llvm::is_contained(argBuffers, allocated) &&
        !llvm::is_contained(allocations, allocated))
      allocations.push_back(allocated);
  }
  return allocations;
}

//===----------------------------------------------------------------------===//
// Running a module on sets of inputs
//===----------------------------------------------------------------------===//

llvm::Error
relay::runEntry(ModuleOp module, StringRef entry,
                ArrayRef<std::vector<NpyArray>> inputSets,
                llvm::function_ref<llvm::Error(ArrayRef<NpyArray>)> consume) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  // A context of its own: the lowering loads dialects and runs passes,
  // which the caller's context (perhaps in the middle of a pass pipeline)
  // must not see. The module travels as bytecode.
  std::string bytes;
  {
    llvm::raw_string_ostream os(bytes);
    if (failed(writeBytecodeToFile(module, os)))
      return makeError("cannot serialise the module to run");
  }
  DialectRegistry registry;
  registerJitDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      diagnostics += "\n  " + diag.str();
    return success();
  });
  ParserConfig config(&context);
  OwningOpRef<ModuleOp> copy = parseSourceString<ModuleOp>(bytes, config);
  if (!copy)
    return makeError("cannot read back the module to run" + diagnostics);
  auto signature = getEntrySignature(*copy, entry, "the module to run");
  if (!signature)
    return signature.takeError();
  for (const std::vector<NpyArray> &inputs : inputSets)
    for (auto [i, array] : llvm::enumerate(inputs))
      if (llvm::Error err =
              checkArgument(*signature, i, array, "input " + std::to_string(i)))
        return err;
  auto engine = compileModule(*copy, entry, JitOptions(), "the module");
  if (!engine)
    return makeError(llvm::toString(engine.takeError()) + diagnostics);
  for (const std::vector<NpyArray> &inputs : inputSets) {
    if (inputs.size() != signature->args.size())
      return makeError("@" + entry + " takes " + Twine(signature->args.size()) +
                       " argument(s), not " + Twine(inputs.size()));
    SmallVector<void *> buffers;
    SmallVector<SmallVector<int64_t>> shapes;
    for (const NpyArray &array : inputs) {
      buffers.push_back(const_cast<char *>(array.data.data()));
      shapes.push_back(array.shape);
    }
    EntryCall call(*signature, buffers, shapes);
    if (llvm::Error err = call.invoke(**engine, entry))
      return err;
    std::vector<NpyArray> results;
    for (unsigned i = 0; i < signature->results.size(); ++i)
      results.push_back(call.readResult(i));
    // The compiled code allocates its results with the process's malloc.
    for (void *allocation : call.resultAllocations())
      std::free(allocation);
    if (llvm::Error err = consume(results))
      return err;
  }
  return llvm::Error::success();
}

void relay::registerJitCalibrationRunner() {
  registerCalibrationRunner([](ModuleOp module, StringRef entry,
                               StringRef dataFile,
                               function_ref<LogicalResult(ArrayRef<NpyArray>)>
                                   consume) -> LogicalResult {
    auto func = module.lookupSymbol<func::FuncOp>(entry);
    Location loc = func ? func.getLoc() : module.getLoc();
    auto fail = [&](const Twine &message) {
      return emitError(loc)
             << "calibration-data '" << dataFile << "': " << message;
    };
    auto signature = getEntrySignature(module, entry, "the model");
    if (!signature)
      return fail(llvm::toString(signature.takeError()));
    auto arrays = readNpz(dataFile);
    if (!arrays)
      return emitError(loc) << llvm::toString(arrays.takeError());
    if (arrays->empty())
      return fail("the archive holds no arrays");
    // One array per parameter, by name, with the batches on a new
    // leading axis of the same extent everywhere.
    SmallVector<const NpyArray *> columns;
    int64_t numBatches = -1;
    for (auto [i, name] : llvm::enumerate(signature->argNames)) {
      if (name.empty())
        return fail("parameter " + Twine(i) + " of @" + entry +
                    " has no name (relay.name) to find its data by");
      auto it = llvm::find_if(
          *arrays, [&, &name = name](auto &kv) { return kv.first == name; });
      if (it == arrays->end())
        return fail("no array '" + name + "' for parameter %" + name + " of @" +
                    entry);
      const NpyArray &array = it->second;
      if (array.shape.empty())
        return fail("array '" + name +
                    "' is a scalar; it needs a leading batch axis");
      if (numBatches >= 0 && array.shape[0] != numBatches)
        return fail("array '" + name + "' holds " + Twine(array.shape[0]) +
                    " batches, the others " + Twine(numBatches));
      numBatches = array.shape[0];
      columns.push_back(&array);
    }
    for (auto &[key, array] : *arrays)
      if (!llvm::is_contained(signature->argNames, key))
        return fail("array '" + key + "' names no parameter of @" + entry);
    if (numBatches == 0)
      return fail("no batches (the leading axis is empty)");
    if (columns.empty())
      numBatches = 1;
    // Split into batches, each checked against the signature.
    std::vector<std::vector<NpyArray>> batches(numBatches);
    for (auto [i, column] : llvm::enumerate(columns)) {
      NpyArray batch;
      batch.dtype = column->dtype;
      batch.shape.assign(column->shape.begin() + 1, column->shape.end());
      size_t bytes = batch.numElements() * batch.elementSize();
      for (int64_t b = 0; b < numBatches; ++b) {
        batch.data.assign(column->data.begin() + b * bytes,
                          column->data.begin() + (b + 1) * bytes);
        if (llvm::Error err = checkArgument(
                *signature, i, batch,
                ("array '" + signature->argNames[i] + "', batch " + Twine(b))
                    .str()))
          return fail(llvm::toString(std::move(err)));
        batches[b].push_back(batch);
      }
    }
    LogicalResult consumed = success();
    llvm::Error err = runEntry(module, entry, batches,
                               [&](ArrayRef<NpyArray> results) -> llvm::Error {
                                 if (failed(consume(results))) {
                                   consumed = failure();
                                   return makeError("");
                                 }
                                 return llvm::Error::success();
                               });
    if (failed(consumed)) {
      llvm::consumeError(std::move(err));
      return failure();
    }
    if (err)
      return emitError(loc)
             << "calibration: " << llvm::toString(std::move(err));
    return success();
  });
}
