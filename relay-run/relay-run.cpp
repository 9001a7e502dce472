//===- relay-run.cpp - JIT-compile and run a relay module -----------------===//
//
// Lowers a relay-level (or linalg/memref-level) module with the relay-to-llvm
// pipeline, JIT-compiles it with MLIR's ExecutionEngine for the host CPU and
// runs its entry function on NumPy .npy inputs.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Codegen/LLVMIRTranslation.h"
#include "RelayDialect/Conversion/Passes.h"
#include "RelayDialect/IR/RelayDialect.h"
#include "RelayDialect/Pipelines/Pipelines.h"
#include "RelayDialect/Runtime/CudaRuntime.h"
#include "RelayDialect/Runtime/DnnlRuntime.h"
#include "RelayDialect/Support/CommandLine.h"
#include "RelayDialect/Support/NpyFile.h"
#include "RelayDialect/Transforms/Passes.h"
#include "RelayDialect/Translation/RelayText.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <unordered_map>

using namespace mlir;
using mlir::relay::NpyArray;
using mlir::relay::readNpy;
using mlir::relay::writeNpy;
namespace cl = llvm::cl;

// --help lists these; LLVM's own options stay behind --help-hidden.
static cl::OptionCategory relayRunCategory("relay-run options");

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::cat(relayRunCategory),
                                          cl::desc("<input .mlir or .rly file>"),
                                          cl::Required);
static cl::list<std::string>
    inputs("input", cl::cat(relayRunCategory),
           cl::desc("An input .npy file: `name=file.npy` for the parameter "
                    "of that name, or `file.npy` for the next one in order"),
           cl::value_desc("[name=]file.npy"));
static cl::opt<std::string>
    paramsFile("params", cl::cat(relayRunCategory),
               cl::desc("For a .rly input: an .npz whose entry N supplies "
                        "meta[relay.Constant][N]"),
               cl::value_desc("file.npz"));
static cl::opt<std::string> bindParamsFile(
    "bind-params", cl::cat(relayRunCategory),
    cl::desc("An .npz whose arrays bind the entry function's parameters of "
             "the same names as constants (TVM's bind_params_by_name)"),
    cl::value_desc("file.npz"));
static cl::opt<std::string> entry("entry", cl::cat(relayRunCategory),
                                  cl::desc("The function to run"),
                                  cl::init("main"));
static cl::list<std::string> outputs("output", cl::cat(relayRunCategory),
                                     cl::desc("Write result i to this .npy"));
static cl::list<std::string>
    compares("compare", cl::cat(relayRunCategory),
             cl::desc("Compare result i with this .npy"));
static cl::opt<double> relTol("rtol", cl::cat(relayRunCategory),
                              cl::desc("Relative tolerance"), cl::init(1e-5));
static cl::opt<double> absTol("atol", cl::cat(relayRunCategory),
                              cl::desc("Absolute tolerance"), cl::init(1e-6));
static cl::opt<unsigned> benchmark("benchmark", cl::cat(relayRunCategory),
                                   cl::desc("Run N times, print the median "
                                            "and minimum time"),
                                   cl::init(0));
static cl::opt<bool> printResults("print", cl::cat(relayRunCategory),
                                  cl::desc("Print the results"));
static cl::opt<unsigned> optLevel("opt-level", cl::cat(relayRunCategory),
                                  cl::desc("relay-to-llvm opt level (0 or 1)"),
                                  cl::init(1));
enum class Device { CPU, CUDA };
static cl::opt<Device> device(
    "device", cl::cat(relayRunCategory),
    cl::desc("Where the module runs (default cpu)"),
    cl::values(clEnumValN(Device::CPU, "cpu", "the host CPU (relay-to-llvm)"),
               clEnumValN(Device::CUDA, "cuda",
                          "NVIDIA GPU 0 through the CUDA driver "
                          "(relay-to-gpu for its compute capability; needs "
                          "libcuda.so.1)")),
    cl::init(Device::CPU));
static cl::opt<bool> reuseBuffers(
    "reuse-buffers", cl::cat(relayRunCategory),
    cl::desc("Keep the compiled code's freed buffers of 1 MiB or more and "
             "hand them out again (default); off, every run gets fresh "
             "memory from malloc"),
    cl::init(true));

namespace {

/// The compiled code's large buffers, kept when freed and handed out again
/// for the same size, as a framework's caching allocator does: glibc maps
/// a buffer of more than 32 MiB afresh on every malloc and unmaps it on
/// free, so without this each run of --benchmark would also time the
/// kernel faulting in and zeroing its results' pages.
class BufferCache {
public:
  static constexpr size_t kMinSize = size_t(1) << 20;

  static void *allocate(size_t size) {
    BufferCache &cache = get();
    if (size < kMinSize)
      return std::malloc(size);
    auto it = cache.idle.find(size);
    if (it != cache.idle.end()) {
      void *block = it->second;
      cache.idle.erase(it);
      return block;
    }
    void *block = std::malloc(size);
    if (block)
      cache.sizes[block] = size;
    return block;
  }

  static void release(void *block) {
    BufferCache &cache = get();
    auto it = cache.sizes.find(block);
    if (it == cache.sizes.end()) {
      std::free(block);
      return;
    }
    cache.idle.emplace(it->second, block);
  }

  /// Frees the idle blocks at exit (the JIT'd code has released every block
  /// it still had by then); LeakSanitizer reports them otherwise.
  ~BufferCache() {
    for (auto &entry : idle)
      std::free(entry.second);
  }

private:
  static BufferCache &get() {
    static BufferCache cache;
    return cache;
  }
  /// The size of every large block handed out, idle or not.
  std::unordered_map<void *, size_t> sizes;
  std::unordered_multimap<size_t, void *> idle;
};

void *allocateBuffer(size_t size) { return BufferCache::allocate(size); }
void releaseBuffer(void *block) { BufferCache::release(block); }

/// A tensor argument or result of the entry function.
struct TensorSpec {
  RankedTensorType type;
  bool isUnsigned;
};

int fail(const Twine &message) {
  llvm::errs() << "relay-run: " << message << "\n";
  return 1;
}

/// The LLVM type of the memref descriptor a tensor of `rank` lowers to:
/// {allocated, aligned, offset, sizes[rank], strides[rank]}.
Type descriptorType(MLIRContext *context, int64_t rank) {
  auto ptr = LLVM::LLVMPointerType::get(context);
  auto i64 = IntegerType::get(context, 64);
  auto extents = LLVM::LLVMArrayType::get(i64, rank);
  return LLVM::LLVMStructType::getLiteral(context,
                                          {ptr, ptr, i64, extents, extents});
}

/// Whether `func`, lowered by relay-to-llvm, has the type its recorded
/// relay-level signature implies: each tensor argument expanded into its
/// descriptor's fields, the results as descriptors (a struct of them when
/// there are several). A signature that lies would make the call read and
/// write the wrong memory.
bool matchesSignature(LLVM::LLVMFuncOp func, ArrayRef<TensorSpec> args,
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

/// NumPy's type string for an element type.
std::optional<std::string> npyDtype(Type element, bool isUnsigned) {
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

std::string describe(const NpyArray &a) {
  std::string s = a.dtype + " array of shape (";
  for (size_t i = 0; i < a.shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(a.shape[i]);
  return s + (a.shape.size() == 1 ? ",)" : ")");
}

/// Flattens tuple results into their tensor leaves, as the lowering does.
LogicalResult flattenTypes(Type type, SmallVectorImpl<TensorSpec> &specs) {
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
  bool isUnsigned = tensor.getElementType().isUnsignedInteger();
  specs.push_back({tensor, isUnsigned});
  return success();
}

/// A strided memref descriptor in the layout the llvm lowering uses:
/// {allocated, aligned, offset, sizes[rank], strides[rank]}.
struct Descriptor {
  std::vector<int64_t> words;
  explicit Descriptor(int64_t rank) : words(3 + 2 * rank, 0) {}
};

Descriptor makeDescriptor(void *data, ArrayRef<int64_t> shape) {
  Descriptor d(shape.size());
  d.words[0] = reinterpret_cast<int64_t>(data);
  d.words[1] = reinterpret_cast<int64_t>(data);
  d.words[2] = 0;
  int64_t stride = 1;
  for (int64_t i = shape.size() - 1; i >= 0; --i) {
    d.words[3 + i] = shape[i];
    d.words[3 + shape.size() + i] = stride;
    stride *= shape[i];
  }
  return d;
}

/// Reads an element as double for comparisons and printing.
double loadElement(const NpyArray &a, int64_t i) {
  const char *p = a.data.data() + i * a.elementSize();
  const std::string &t = a.dtype;
  auto load = [&](auto v) {
    std::memcpy(&v, p, sizeof(v));
    return static_cast<double>(v);
  };
  if (t == "f4")
    return load(float());
  if (t == "f8")
    return load(double());
  if (t == "b1" || t == "u1")
    return load(uint8_t());
  if (t == "i1")
    return load(int8_t());
  if (t == "i2")
    return load(int16_t());
  if (t == "u2")
    return load(uint16_t());
  if (t == "i4")
    return load(int32_t());
  if (t == "u4")
    return load(uint32_t());
  if (t == "i8")
    return load(int64_t());
  if (t == "u8")
    return load(uint64_t());
  if (t == "f2") {
    uint16_t h;
    std::memcpy(&h, p, 2);
    llvm::APFloat f(llvm::APFloat::IEEEhalf(), llvm::APInt(16, h));
    return f.convertToFloat();
  }
  return 0;
}

/// Copies the (possibly strided) memref a result descriptor describes into
/// a dense array.
NpyArray readResult(const int64_t *words, const TensorSpec &spec,
                    const std::string &dtype) {
  int64_t rank = spec.type.getRank();
  NpyArray a;
  a.dtype = dtype;
  for (int64_t i = 0; i < rank; ++i)
    a.shape.push_back(words[3 + i]);
  size_t elementSize = a.elementSize();
  a.data.resize(a.numElements() * elementSize);
  const char *base = reinterpret_cast<const char *>(words[1]) +
                     words[2] * static_cast<int64_t>(elementSize);
  SmallVector<int64_t> index(rank, 0);
  for (int64_t n = 0, e = a.numElements(); n < e; ++n) {
    int64_t offset = 0;
    for (int64_t i = 0; i < rank; ++i)
      offset += index[i] * words[3 + rank + i];
    std::memcpy(a.data.data() + n * elementSize,
                base + offset * static_cast<int64_t>(elementSize), elementSize);
    for (int64_t i = rank - 1; i >= 0; --i) {
      if (++index[i] < a.shape[i])
        break;
      index[i] = 0;
    }
  }
  return a;
}

void print(llvm::raw_ostream &os, const NpyArray &a) {
  os << describe(a) << ":\n[";
  int64_t n = a.numElements();
  for (int64_t i = 0; i < n; ++i) {
    if (i && n > 16 && i == 8) {
      os << ", ...";
      i = n - 8;
    }
    os << (i ? ", " : "") << loadElement(a, i);
  }
  os << "]\n";
}

/// Compares with |actual - expected| <= atol + rtol * |expected|.
bool compare(const NpyArray &actual, const NpyArray &expected, unsigned index) {
  if (actual.shape != expected.shape) {
    llvm::errs() << "result " << index << ": shape mismatch: got "
                 << describe(actual) << ", expected " << describe(expected)
                 << "\n";
    return false;
  }
  int64_t mismatches = 0, first = -1;
  double maxError = 0;
  for (int64_t i = 0, e = actual.numElements(); i < e; ++i) {
    double x = loadElement(actual, i), y = loadElement(expected, i);
    if (std::isnan(x) && std::isnan(y))
      continue;
    double err = std::fabs(x - y);
    if (!(err <= absTol + relTol * std::fabs(y))) {
      if (first < 0)
        first = i;
      ++mismatches;
    }
    if (!std::isnan(err))
      maxError = std::max(maxError, err);
    else
      maxError = INFINITY;
  }
  llvm::outs() << "result " << index << ": max abs error " << maxError;
  if (mismatches) {
    llvm::outs() << ", " << mismatches << " of " << actual.numElements()
                 << " elements differ (first at flat index " << first
                 << ": got " << loadElement(actual, first) << ", expected "
                 << loadElement(expected, first) << ")\n";
    return false;
  }
  llvm::outs() << ", all " << actual.numElements()
               << " elements within tolerance\n";
  return true;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // A failed run-time check of the generated code (cf.assert) puts its
  // message on stdout and aborts: line-buffered, the message is out first.
  std::setvbuf(stdout, nullptr, _IOLBF, BUFSIZ);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  relay::hideUnrelatedOptions({&relayRunCategory});
  cl::ParseCommandLineOptions(argc, argv,
                              "relay-run: JIT-compile and run a relay module "
                              "on .npy inputs\n");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  mlir::relay::registerRelayDialectTranslation(registry);
  registry.insert<relay::RelayDialect>();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  llvm::SourceMgr sourceMgr;
  std::string errorMessage;
  auto file = openInputFile(inputFilename, &errorMessage);
  if (!file)
    return fail(errorMessage);
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagHandler(sourceMgr, &context);
  // TVM's Relay text (`.rly`) is imported first, with its constants from
  // --params; anything else is MLIR.
  relay::RelayImportOptions importOptions;
  importOptions.paramsFile = paramsFile;
  OwningOpRef<ModuleOp> module =
      StringRef(inputFilename).ends_with(".rly")
          ? relay::importRelayText(sourceMgr, &context, importOptions)
          : parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  if (!bindParamsFile.empty() &&
      failed(relay::bindParamsFromFile(*module, bindParamsFile, entry)))
    return 1;

  // The relay-level signature: the function's own type, or, in a module
  // already lowered by relay-to-llvm, the one it recorded on the llvm.func.
  Operation *fn = module->lookupSymbol(entry);
  FunctionType signature;
  if (auto func = dyn_cast_or_null<func::FuncOp>(fn)) {
    if (!func.isDeclaration())
      signature = func.getFunctionType();
  } else if (auto llvmFunc = dyn_cast_or_null<LLVM::LLVMFuncOp>(fn)) {
    auto recorded = llvmFunc->getAttrOfType<TypeAttr>(
        relay::RelayDialect::SignatureAttrHelper::getNameStr());
    if (!recorded || !isa<FunctionType>(recorded.getValue()))
      return fail("llvm.func @" + entry + " in " + inputFilename +
                  " has no relay.signature attribute: lower it with "
                  "relay-opt --relay-to-llvm, which records the tensor "
                  "signature of every public function");
    if (!llvmFunc->hasAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName()))
      return fail("llvm.func @" + entry + " in " + inputFilename +
                  " was lowered without its C interface "
                  "(llvm.emit_c_interface)");
    signature = cast<FunctionType>(recorded.getValue());
  }
  if (!signature)
    return fail("no function @" + entry + " with a body in " + inputFilename);
  SmallVector<TensorSpec> argSpecs, resultSpecs;
  for (auto [i, type] : llvm::enumerate(signature.getInputs())) {
    if (isa<TupleType>(type) || failed(flattenTypes(type, argSpecs)))
      return fail("argument " + Twine(i) + " of @" + entry +
                  " is not a tensor; relay-run takes tensor "
                  "arguments");
  }
  for (auto [i, type] : llvm::enumerate(signature.getResults()))
    if (failed(flattenTypes(type, resultSpecs)))
      return fail("result " + Twine(i) + " of @" + entry +
                  " is neither a tensor nor a tuple of tensors");

  if (auto llvmFunc = dyn_cast_or_null<LLVM::LLVMFuncOp>(fn);
      llvmFunc && !matchesSignature(llvmFunc, argSpecs, resultSpecs)) {
    std::string recorded;
    llvm::raw_string_ostream os(recorded);
    os << signature;
    return fail("the relay.signature of llvm.func @" + entry + " (" +
                recorded + ") does not match the function's parameters and "
                "results");
  }

  // Only element types a .npy file can carry cross the boundary.
  for (auto [kind, specs] : {std::make_pair("argument", &argSpecs),
                             std::make_pair("result", &resultSpecs)})
    for (auto [i, spec] : llvm::enumerate(*specs))
      if (!npyDtype(spec.type.getElementType(), spec.isUnsigned)) {
        std::string type;
        llvm::raw_string_ostream os(type);
        os << spec.type;
        return fail(Twine(kind) + " " + Twine(i) + " of @" + entry +
                    " has type " + type +
                    ", whose element type no .npy file carries");
      }

  // Inputs: checked against the signature before anything is compiled.
  // Named inputs go to the parameters of those names (the importer's
  // relay.name argument attributes); the others fill the rest in order.
  SmallVector<std::string> paramNames(argSpecs.size());
  if (auto func = dyn_cast<func::FuncOp>(fn)) {
    for (unsigned i = 0; i < argSpecs.size(); ++i)
      if (auto name = func.getArgAttrOfType<StringAttr>(
              i, relay::RelayDialect::NameAttrHelper::getNameStr()))
        paramNames[i] = name.str();
  } else if (auto wrapper = module->lookupSymbol<LLVM::LLVMFuncOp>(
                 "_mlir_ciface_" + entry)) {
    // func-to-llvm puts the argument attributes on the C interface, which
    // takes one descriptor pointer per tensor after the result pointer.
    unsigned numArgs = wrapper.getNumArguments();
    if (numArgs >= argSpecs.size()) {
      unsigned first = numArgs - argSpecs.size();
      for (unsigned i = 0; i < argSpecs.size(); ++i)
        if (auto name = wrapper.getArgAttrOfType<StringAttr>(
                first + i, relay::RelayDialect::NameAttrHelper::getNameStr()))
          paramNames[i] = name.str();
    }
  }
  SmallVector<std::string> orderedInputs(argSpecs.size());
  {
    SmallVector<std::string> positional;
    for (const std::string &input : inputs) {
      auto [name, path] = StringRef(input).split('=');
      // `a/b=c.npy` is a path, not a name.
      if (path.empty() || name.contains('/')) {
        positional.push_back(input);
        continue;
      }
      auto *it = llvm::find(paramNames, name);
      if (it == paramNames.end()) {
        SmallVector<std::string> known;
        for (const std::string &n : paramNames)
          if (!n.empty())
            known.push_back(n);
        return fail("--input " + input + ": @" + entry +
                    " has no parameter named '" + name + "' (" +
                    (known.empty()
                         ? std::string("its parameters have no names")
                         : "its parameters: " + llvm::join(known, ", ")) +
                    ")");
      }
      size_t index = it - paramNames.begin();
      if (!orderedInputs[index].empty())
        return fail("--input " + input + ": parameter '" + name +
                    "' is given twice");
      orderedInputs[index] = path.str();
    }
    auto *next = positional.begin();
    for (std::string &slot : orderedInputs)
      if (slot.empty() && next != positional.end())
        slot = *next++;
    unsigned given = inputs.size();
    if (given != argSpecs.size() || next != positional.end())
      return fail("@" + entry + " takes " + Twine(argSpecs.size()) +
                  " argument(s) but " + Twine(given) +
                  " --input file(s) were given");
  }
  std::vector<NpyArray> inputArrays;
  for (auto [i, path] : llvm::enumerate(orderedInputs)) {
    auto array = readNpy(path);
    if (!array)
      return fail(llvm::toString(array.takeError()));
    const TensorSpec &spec = argSpecs[i];
    auto dtype = npyDtype(spec.type.getElementType(), spec.isUnsigned);
    bool shapeOk =
        array->shape.size() == static_cast<size_t>(spec.type.getRank());
    for (int64_t d = 0; shapeOk && d < spec.type.getRank(); ++d)
      shapeOk = spec.type.isDynamicDim(d) ||
                spec.type.getDimSize(d) == array->shape[d];
    if (array->dtype != *dtype || !shapeOk) {
      std::string expected;
      llvm::raw_string_ostream os(expected);
      os << spec.type;
      std::string param = paramNames[i].empty() ? "" : " %" + paramNames[i];
      return fail("argument " + Twine(i) + param + " ('" + path +
                  "'): expected " + expected + " (numpy dtype " + *dtype +
                  "), got " + describe(*array));
    }
    inputArrays.push_back(std::move(*array));
  }
  if (!outputs.empty() && outputs.size() > resultSpecs.size())
    return fail(Twine(outputs.size()) + " --output files for " +
                Twine(resultSpecs.size()) + " result(s)");
  if (compares.size() > resultSpecs.size())
    return fail(Twine(compares.size()) + " --compare files for " +
                Twine(resultSpecs.size()) + " result(s)");

  // Lower (unless already at the llvm level) and JIT.
  fn->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
              UnitAttr::get(&context));
  // On a GPU, the driver first: without it nothing can run, and the
  // kernels are compiled for its device.
  bool cuda = device == Device::CUDA;
  std::string chip;
  if (cuda) {
    std::string error = relay::cuda::loadCudaDriver();
    if (!error.empty())
      return fail("--device=cuda: " + error);
    chip = relay::cuda::getDeviceChip();
  }
  bool lowered = true;
  module->walk([&](Operation *op) {
    // A module lowered by relay-to-gpu keeps its gpu.binary and
    // gpu.launch_func ops until the translation to LLVM IR.
    if (!isa<ModuleOp>(op) && op->getDialect() &&
        op->getDialect()->getNamespace() != "llvm" &&
        !(cuda && op->getDialect()->getNamespace() == "gpu"))
      lowered = false;
  });
  if (!lowered) {
    PassManager pm(&context);
    if (cuda) {
      relay::RelayGpuPipelineOptions options;
      options.optLevel = optLevel;
      options.chip = chip;
      relay::buildRelayToGPUPipeline(pm, options);
    } else {
      relay::RelayPipelineOptions options;
      options.optLevel = optLevel;
      relay::buildRelayToLLVMPipeline(pm, options);
    }
    if (failed(pm.run(*module)))
      return fail("lowering " + inputFilename + " to " +
                  (cuda ? "the GPU (" + chip + ")" : std::string("LLVM")) +
                  " failed");
  }
  // LLVM's -O3 needs the host's target machine: without it the loop
  // vectoriser has no cost model and leaves every loop scalar.
  auto targetBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!targetBuilder)
    return fail("cannot detect the host CPU: " +
                llvm::toString(targetBuilder.takeError()));
  auto targetMachine = targetBuilder->createTargetMachine();
  if (!targetMachine)
    return fail("cannot create a target machine for the host: " +
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
  SmallVector<StringRef> libraries = {RELAY_C_RUNNER_UTILS};
  engineOptions.sharedLibPaths = libraries;
  auto engine = ExecutionEngine::create(*module, engineOptions);
  if (!engine)
    return fail("JIT compilation failed: " +
                llvm::toString(engine.takeError()));
  (*engine)->registerSymbols([cuda](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    // The mgpu* functions that relay-to-gpu's host code calls.
    if (cuda)
      for (auto [name, address] : relay::cuda::cudaRuntimeSymbols())
        symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                   llvm::JITSymbolFlags::Exported};
    if (reuseBuffers && !cuda) {
      symbols[interner("malloc")] = {
          llvm::orc::ExecutorAddr::fromPtr(&allocateBuffer),
          llvm::JITSymbolFlags::Exported};
      symbols[interner("free")] = {
          llvm::orc::ExecutorAddr::fromPtr(&releaseBuffer),
          llvm::JITSymbolFlags::Exported};
    }
    // The entry points that functions lowered for oneDNN call
    // (libRelayRuntime, linked into relay-run).
    size_t count = 0;
    const RelayRuntimeSymbol *runtime = relay_runtime_symbols(&count);
    for (size_t i = 0; i < count; ++i)
      symbols[interner(runtime[i].name)] = {
          llvm::orc::ExecutorAddr::fromPtr(runtime[i].address),
          llvm::JITSymbolFlags::Exported};
    return symbols;
  });
  // On a GPU every buffer of the host code is managed memory, results
  // included, and so are the inputs.
  void (*freeBuffer)(void *) = cuda ? &relay::cuda::freeShared
                               : reuseBuffers
                                   ? &releaseBuffer
                                   : +[](void *block) { std::free(block); };
  std::vector<void *> inputBuffers;
  for (auto &a : inputArrays) {
    if (!cuda) {
      inputBuffers.push_back(a.data.data());
      continue;
    }
    void *buffer = relay::cuda::allocateShared(a.data.size());
    if (!buffer)
      return fail("--device=cuda: cannot allocate " + Twine(a.data.size()) +
                  " bytes of managed memory");
    std::memcpy(buffer, a.data.data(), a.data.size());
    inputBuffers.push_back(buffer);
  }
  auto freeInputs = [&]() {
    if (cuda)
      for (void *buffer : inputBuffers)
        relay::cuda::freeShared(buffer);
  };

  // Arguments: pointers to descriptors, after a pointer to the results.
  std::vector<Descriptor> argDescs;
  for (auto [a, buffer] : llvm::zip(inputArrays, inputBuffers))
    argDescs.push_back(makeDescriptor(buffer, a.shape));
  std::vector<void *> argDescPtrs;
  for (auto &d : argDescs)
    argDescPtrs.push_back(d.words.data());
  size_t resultWords = 0;
  for (auto &spec : resultSpecs)
    resultWords += 3 + 2 * spec.type.getRank();
  std::vector<int64_t> resultStorage(std::max<size_t>(resultWords, 1), 0);
  void *resultPtr = resultStorage.data();
  SmallVector<void *> packed;
  if (!resultSpecs.empty())
    packed.push_back(&resultPtr);
  for (void *&p : argDescPtrs)
    packed.push_back(&p);

  auto freeResults = [&]() {
    SmallVector<int64_t> freed;
    size_t offset = 0;
    for (auto &spec : resultSpecs) {
      int64_t allocated = resultStorage[offset];
      offset += 3 + 2 * spec.type.getRank();
      bool isInput = llvm::any_of(inputBuffers, [&](void *buffer) {
        return reinterpret_cast<int64_t>(buffer) == allocated;
      });
      if (allocated && !isInput && !llvm::is_contained(freed, allocated)) {
        freeBuffer(reinterpret_cast<void *>(allocated));
        freed.push_back(allocated);
      }
    }
  };

  std::string symbol = "_mlir_ciface_" + entry;
  std::vector<double> times;
  unsigned runs = std::max(1u, benchmark.getValue());
  for (unsigned run = 0; run < runs; ++run) {
    if (run)
      freeResults();
    auto start = std::chrono::steady_clock::now();
    relay_runtime_clear_error();
    if (llvm::Error err = (*engine)->invokePacked(symbol, packed))
      return fail("running @" + entry +
                  " failed: " + llvm::toString(std::move(err)));
    // An operation the oneDNN runtime could not run left its error behind
    // (and the runtime skipped everything after it).
    if (const char *error = relay_runtime_error())
      return fail("running @" + entry + " failed: " + error);
    auto end = std::chrono::steady_clock::now();
    if (cuda) {
      std::string error = relay::cuda::takeCudaError();
      if (!error.empty())
        return fail("running @" + entry + " on the GPU failed: " + error);
    }
    times.push_back(
        std::chrono::duration<double, std::milli>(end - start).count());
  }
  if (benchmark) {
    std::vector<double> sorted = times;
    std::sort(sorted.begin(), sorted.end());
    llvm::outs() << llvm::format("benchmark: %u runs, median %.4f ms, min "
                                 "%.4f ms\n",
                                 runs, sorted[sorted.size() / 2], sorted[0]);
  }

  // Results.
  bool ok = true;
  size_t offset = 0;
  for (auto [i, spec] : llvm::enumerate(resultSpecs)) {
    auto dtype = npyDtype(spec.type.getElementType(), spec.isUnsigned);
    if (!dtype)
      return fail("result " + Twine(i) +
                  " has an element type that .npy "
                  "files cannot carry");
    NpyArray result = readResult(resultStorage.data() + offset, spec, *dtype);
    offset += 3 + 2 * spec.type.getRank();
    if (printResults) {
      llvm::outs() << "result " << i << ": ";
      print(llvm::outs(), result);
    }
    if (i < outputs.size())
      if (llvm::Error err = writeNpy(outputs[i], result))
        return fail(llvm::toString(std::move(err)));
    if (i < compares.size()) {
      auto expected = readNpy(compares[i]);
      if (!expected)
        return fail(llvm::toString(expected.takeError()));
      ok &= compare(result, *expected, i);
    }
  }
  freeResults();
  freeInputs();
  llvm::outs().flush();
  if (!ok) {
    llvm::errs() << "relay-run: results differ from the expected values\n";
    return 1;
  }
  return 0;
}
