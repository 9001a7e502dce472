//===- relay-run.cpp - JIT-compile and run a relay module -----------------===//
//
// Lowers a relay-level (or linalg/memref-level) module with the relay-to-llvm
// pipeline, JIT-compiles it with MLIR's ExecutionEngine for the host CPU and
// runs its entry function on NumPy .npy inputs. The JIT core is
// RelayDialect/ExecutionEngine/RelayJit.h; this is the command line, the
// caching allocator, the timing and the comparisons.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/ExecutionEngine/RelayJit.h"
#include "RelayDialect/Runtime/CudaRuntime.h"
#include "RelayDialect/Support/CommandLine.h"
#include "RelayDialect/Support/NpyFile.h"
#include "RelayDialect/Translation/RelayText.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
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
#include <unordered_map>

using namespace mlir;
using mlir::relay::NpyArray;
using mlir::relay::readNpy;
using mlir::relay::writeNpy;
namespace cl = llvm::cl;

// --help lists these; LLVM's own options stay behind --help-hidden.
static cl::OptionCategory relayRunCategory("relay-run options");

static cl::opt<std::string>
    inputFilename(cl::Positional, cl::cat(relayRunCategory),
                  cl::desc("<input .mlir or .rly file>"), cl::Required);
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

int fail(const Twine &message) {
  llvm::errs() << "relay-run: " << message << "\n";
  return 1;
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

void print(llvm::raw_ostream &os, const NpyArray &a) {
  os << relay::describeNpyArray(a) << ":\n[";
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
                 << relay::describeNpyArray(actual) << ", expected "
                 << relay::describeNpyArray(expected) << "\n";
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
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  relay::hideUnrelatedOptions({&relayRunCategory});
  cl::ParseCommandLineOptions(argc, argv,
                              "relay-run: JIT-compile and run a relay module "
                              "on .npy inputs\n");

  DialectRegistry registry;
  relay::registerJitDialects(registry);
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
  auto signature = relay::getEntrySignature(*module, entry, inputFilename);
  if (!signature)
    return fail(llvm::toString(signature.takeError()));
  ArrayRef<relay::TensorSpec> argSpecs = signature->args;
  ArrayRef<relay::TensorSpec> resultSpecs = signature->results;
  ArrayRef<std::string> paramNames = signature->argNames;

  // Inputs: checked against the signature before anything is compiled.
  // Named inputs go to the parameters of those names (the importer's
  // relay.name argument attributes); the others fill the rest in order.
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
    if (llvm::Error err =
            relay::checkArgument(*signature, i, *array, "'" + path + "'"))
      return fail(llvm::toString(std::move(err)));
    inputArrays.push_back(std::move(*array));
  }
  if (!outputs.empty() && outputs.size() > resultSpecs.size())
    return fail(Twine(outputs.size()) + " --output files for " +
                Twine(resultSpecs.size()) + " result(s)");
  if (compares.size() > resultSpecs.size())
    return fail(Twine(compares.size()) + " --compare files for " +
                Twine(resultSpecs.size()) + " result(s)");

  // Lower (unless already at the llvm level) and JIT.
  // On a GPU, the driver first: without it nothing can run, and the
  // kernels are compiled for its device.
  bool cuda = device == Device::CUDA;
  relay::JitOptions jitOptions;
  jitOptions.optLevel = optLevel;
  if (cuda) {
    std::string error = relay::cuda::loadCudaDriver();
    if (!error.empty())
      return fail("--device=cuda: " + error);
    jitOptions.gpuChip = relay::cuda::getDeviceChip();
  }
  if (reuseBuffers && !cuda)
    relay::setJitAllocator(&allocateBuffer, &releaseBuffer);
  jitOptions.symbols = [cuda](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    // The mgpu* functions that relay-to-gpu's host code calls.
    if (cuda)
      for (auto [name, address] : relay::cuda::cudaRuntimeSymbols())
        symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                   llvm::JITSymbolFlags::Exported};
    return symbols;
  };
  auto engine = relay::compileModule(*module, entry, jitOptions, inputFilename);
  if (!engine)
    return fail(llvm::toString(engine.takeError()));
  // The JIT's constructors loaded the kernels.
  if (cuda) {
    std::string error = relay::cuda::takeCudaError();
    if (!error.empty())
      return fail("--device=cuda: loading the kernels failed: " + error);
  }
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

  SmallVector<SmallVector<int64_t>> shapes;
  for (const NpyArray &a : inputArrays)
    shapes.push_back(a.shape);
  relay::EntryCall call(*signature, inputBuffers, shapes);
  auto freeResults = [&]() {
    for (void *allocation : call.resultAllocations())
      freeBuffer(allocation);
  };

  std::vector<double> times;
  unsigned runs = std::max(1u, benchmark.getValue());
  for (unsigned run = 0; run < runs; ++run) {
    if (run)
      freeResults();
    auto start = std::chrono::steady_clock::now();
    if (llvm::Error err = call.invoke(**engine, entry))
      return fail(llvm::toString(std::move(err)));
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
  for (unsigned i = 0; i < resultSpecs.size(); ++i) {
    NpyArray result = call.readResult(i);
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
  if (cuda)
    relay::cuda::releaseCachedMemory();
  llvm::outs().flush();
  if (!ok) {
    llvm::errs() << "relay-run: results differ from the expected values\n";
    return 1;
  }
  return 0;
}
