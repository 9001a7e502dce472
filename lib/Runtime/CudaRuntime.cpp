//===- CudaRuntime.cpp - The mgpu* runtime over the CUDA driver -----------===//
//
// The functions gpu-to-llvm's host code calls (mgpuModuleLoad,
// mgpuLaunchKernel, mgpuMemAlloc, ...), with the signatures of upstream's
// CUDA runtime wrappers, over the CUDA driver API. The driver is opened with
// dlopen at run time and its functions found with dlsym, so the project
// builds and tests without CUDA; the few driver types and constants used are
// declared here as the driver's ABI defines them.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Runtime/CudaRuntime.h"

#include <cstdio>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <unordered_map>

namespace {

// The driver's ABI (cuda.h).
using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;
using CUjit_option = int;
constexpr int kCuJitInfoLogBuffer = 3;
constexpr int kCuJitInfoLogBufferSizeBytes = 4;
constexpr int kCuJitErrorLogBuffer = 5;
constexpr int kCuJitErrorLogBufferSizeBytes = 6;
constexpr int kCuJitOptimizationLevel = 7;
constexpr unsigned kCuStreamNonBlocking = 1;
constexpr unsigned kCuEventDisableTiming = 2;
constexpr unsigned kCuMemAttachGlobal = 1;
constexpr int kCuDeviceAttributeComputeCapabilityMajor = 75;
constexpr int kCuDeviceAttributeComputeCapabilityMinor = 76;
constexpr CUresult kCudaErrorHostMemoryAlreadyRegistered = 712;

/// The driver functions, resolved once.
struct Driver {
  void *handle = nullptr;
  CUresult (*cuInit)(unsigned);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuCtxPushCurrent)(CUcontext);
  CUresult (*cuCtxPopCurrent)(CUcontext *);
  CUresult (*cuModuleLoadData)(CUmodule *, const void *);
  CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned,
                                 CUjit_option *, void **);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, CUstream, void **,
                             void **);
  CUresult (*cuStreamCreate)(CUstream *, unsigned);
  CUresult (*cuStreamDestroy)(CUstream);
  CUresult (*cuStreamSynchronize)(CUstream);
  CUresult (*cuStreamWaitEvent)(CUstream, CUevent, unsigned);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemAllocManaged)(CUdeviceptr *, size_t, unsigned);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
  CUresult (*cuMemsetD32Async)(CUdeviceptr, unsigned, size_t, CUstream);
  CUresult (*cuMemsetD16Async)(CUdeviceptr, unsigned short, size_t, CUstream);
  CUresult (*cuMemHostRegister)(void *, size_t, unsigned);
  CUresult (*cuMemHostUnregister)(void *);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuMemGetInfo)(size_t *, size_t *);

  CUdevice device = 0;
  CUcontext context = nullptr;
};

Driver driver;
std::mutex errorMutex;
std::string firstError;

/// Records (and prints) a failure; the first one is kept for
/// takeCudaError.
void fail(const std::string &message) {
  std::fprintf(stderr, "relay cuda runtime: %s\n", message.c_str());
  std::lock_guard<std::mutex> lock(errorMutex);
  if (firstError.empty())
    firstError = message;
}

/// Records (and prints) a failed driver call.
bool check(CUresult result, const char *call) {
  if (result == 0)
    return true;
  const char *name = nullptr;
  if (driver.cuGetErrorName)
    driver.cuGetErrorName(result, &name);
  fail(std::string(call) + " failed with " +
       (name ? name : "error " + std::to_string(result)));
  return false;
}

#define CHECK(call) check(call, #call)

/// Whether a driver call or the runtime failed since the last takeCudaError.
bool failed() {
  std::lock_guard<std::mutex> lock(errorMutex);
  return !firstError.empty();
}

/// Device 0's primary context, current for the scope.
class ScopedContext {
public:
  ScopedContext() { CHECK(driver.cuCtxPushCurrent(driver.context)); }
  ~ScopedContext() {
    CUcontext previous;
    CHECK(driver.cuCtxPopCurrent(&previous));
  }
};

/// The managed buffers the host code freed, kept by size and handed out
/// again, as a framework's caching allocator does. A fresh managed buffer
/// has its pages nowhere until first touched, and a kernel's first touch
/// faults them onto the GPU one by one, which costs more than the kernels
/// of a model run many times (relay-run --benchmark); a buffer handed out
/// again is already resident where the last kernel left it.
struct ManagedCache {
  static constexpr size_t kMaxIdleBytes = size_t(4) << 30;

  std::mutex mutex;
  std::unordered_map<CUdeviceptr, size_t> sizes;
  std::unordered_multimap<size_t, CUdeviceptr> idle;
  size_t idleBytes = 0;
  /// All managed memory allocated and not freed, idle or in use.
  size_t heldBytes = 0;

  /// An idle buffer of `size` bytes, taken out of the cache (0 if none).
  CUdeviceptr takeIdle(size_t size) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = idle.find(size);
    if (it == idle.end())
      return 0;
    CUdeviceptr address = it->second;
    idle.erase(it);
    idleBytes -= size;
    return address;
  }

  /// Keeps the managed buffer at `address` for reuse; false when it is not
  /// one (device memory) or the cache is full, the caller then frees it.
  bool keep(CUdeviceptr address) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = sizes.find(address);
    if (it == sizes.end())
      return false;
    if (idleBytes + it->second <= kMaxIdleBytes) {
      idle.emplace(it->second, address);
      idleBytes += it->second;
      return true;
    }
    heldBytes -= it->second;
    sizes.erase(it);
    return false;
  }

  void releaseIdle() {
    std::lock_guard<std::mutex> lock(mutex);
    for (auto [size, address] : idle) {
      sizes.erase(address);
      heldBytes -= size;
      CHECK(driver.cuMemFree(address));
    }
    idle.clear();
    idleBytes = 0;
  }

  /// Whether `size` more bytes of managed memory fit in the device: no more
  /// than it has free, and no more in all than it holds. Managed memory
  /// beyond that would be paged in and out by the driver, and asking for
  /// more than the device has can hang it. With `record`, records why not.
  bool fits(size_t size, bool record) {
    size_t freeBytes = 0, totalBytes = 0;
    if (!CHECK(driver.cuMemGetInfo(&freeBytes, &totalBytes)))
      return false;
    std::lock_guard<std::mutex> lock(mutex);
    if (size <= freeBytes && heldBytes + size <= totalBytes)
      return true;
    if (record)
      fail("cannot allocate " + std::to_string(size) +
           " bytes of managed memory: the GPU has " +
           std::to_string(freeBytes) + " of " + std::to_string(totalBytes) +
           " bytes free, and " + std::to_string(heldBytes) + " are allocated");
    return false;
  }
};

ManagedCache managedCache;

template <typename F> bool resolve(F &function, const char *name) {
  function = reinterpret_cast<F>(dlsym(driver.handle, name));
  return function != nullptr;
}

CUmodule loadModule(const void *data, bool jit, int optLevel) {
  ScopedContext scope;
  CUmodule module = nullptr;
  if (!jit) {
    CHECK(driver.cuModuleLoadData(&module, data));
    return module;
  }
  // PTX, compiled by the driver: its log says why when it fails.
  char errorLog[8192] = {0};
  char infoLog[8192] = {0};
  CUjit_option options[] = {kCuJitErrorLogBuffer, kCuJitErrorLogBufferSizeBytes,
                            kCuJitInfoLogBuffer, kCuJitInfoLogBufferSizeBytes,
                            kCuJitOptimizationLevel};
  void *values[] = {errorLog, reinterpret_cast<void *>(sizeof(errorLog)),
                    infoLog, reinterpret_cast<void *>(sizeof(infoLog)),
                    reinterpret_cast<void *>(
                        static_cast<intptr_t>(optLevel < 0   ? 0
                                              : optLevel > 4 ? 4
                                                             : optLevel))};
  if (!CHECK(driver.cuModuleLoadDataEx(&module, data, 5, options, values)))
    std::fprintf(stderr, "relay cuda runtime: PTX JIT log: %s\n", errorLog);
  return module;
}

} // namespace

extern "C" {

CUmodule mgpuModuleLoad(void *data, size_t /*size*/) {
  return loadModule(data, /*jit=*/false, 0);
}

CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  return loadModule(data, /*jit=*/true, optLevel);
}

void mgpuModuleUnload(CUmodule module) {
  ScopedContext scope;
  CHECK(driver.cuModuleUnload(module));
}

CUfunction mgpuModuleGetFunction(CUmodule module, const char *name) {
  ScopedContext scope;
  CUfunction function = nullptr;
  CHECK(driver.cuModuleGetFunction(&function, module, name));
  return function;
}

void mgpuLaunchKernel(CUfunction function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, CUstream stream,
                      void **params, void **extra, size_t /*paramsCount*/) {
  // The driver refuses an empty grid; a grid computed from a dynamic extent
  // of zero has no block to run.
  if (gridX == 0 || gridY == 0 || gridZ == 0)
    return;
  // After a failure (a buffer that could not be allocated, say) the kernels
  // would read and write what is not there: the call's result is the error.
  if (failed())
    return;
  ScopedContext scope;
  CHECK(driver.cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY,
                              blockZ, smem, stream, params, extra));
}

CUstream mgpuStreamCreate() {
  ScopedContext scope;
  CUstream stream = nullptr;
  CHECK(driver.cuStreamCreate(&stream, kCuStreamNonBlocking));
  return stream;
}

void mgpuStreamDestroy(CUstream stream) {
  ScopedContext scope;
  CHECK(driver.cuStreamDestroy(stream));
}

void mgpuStreamSynchronize(CUstream stream) {
  ScopedContext scope;
  CHECK(driver.cuStreamSynchronize(stream));
}

void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  ScopedContext scope;
  CHECK(driver.cuStreamWaitEvent(stream, event, 0));
}

CUevent mgpuEventCreate() {
  ScopedContext scope;
  CUevent event = nullptr;
  CHECK(driver.cuEventCreate(&event, kCuEventDisableTiming));
  return event;
}

void mgpuEventDestroy(CUevent event) {
  ScopedContext scope;
  CHECK(driver.cuEventDestroy(event));
}

void mgpuEventSynchronize(CUevent event) {
  ScopedContext scope;
  CHECK(driver.cuEventSynchronize(event));
}

void mgpuEventRecord(CUevent event, CUstream stream) {
  ScopedContext scope;
  CHECK(driver.cuEventRecord(event, stream));
}

/// Device memory, or managed memory for `host_shared` allocations (which
/// the host code of relay-to-gpu uses for all its buffers). Managed buffers
/// come from the cache when one of the size is idle.
void *mgpuMemAlloc(uint64_t bytes, CUstream /*stream*/, bool isHostShared) {
  ScopedContext scope;
  CUdeviceptr pointer = 0;
  // The driver refuses empty allocations; a tensor may have no element.
  size_t size = bytes ? bytes : 1;
  if (!isHostShared) {
    CHECK(driver.cuMemAlloc(&pointer, size));
    return reinterpret_cast<void *>(pointer);
  }
  ManagedCache &cache = managedCache;
  if (CUdeviceptr idle = cache.takeIdle(size))
    return reinterpret_cast<void *>(idle);
  // Idle buffers may be what fills the device: give them back, look again.
  if (!cache.fits(size, /*record=*/false)) {
    cache.releaseIdle();
    if (!cache.fits(size, /*record=*/true))
      return nullptr;
  }
  if (!CHECK(driver.cuMemAllocManaged(&pointer, size, kCuMemAttachGlobal)))
    return nullptr;
  std::lock_guard<std::mutex> lock(cache.mutex);
  cache.sizes[pointer] = size;
  cache.heldBytes += size;
  return reinterpret_cast<void *>(pointer);
}

void mgpuMemFree(void *pointer, CUstream /*stream*/) {
  ScopedContext scope;
  // Memory the host code freed may still be read by kernels queued before
  // on other streams: wait for them before it is freed or handed out again.
  CHECK(driver.cuCtxSynchronize());
  auto address = reinterpret_cast<CUdeviceptr>(pointer);
  if (!managedCache.keep(address))
    CHECK(driver.cuMemFree(address));
}

void mgpuMemcpy(void *dst, void *src, size_t bytes, CUstream stream) {
  ScopedContext scope;
  CHECK(driver.cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                             reinterpret_cast<CUdeviceptr>(src), bytes,
                             stream));
}

void mgpuMemset32(void *dst, unsigned value, size_t count, CUstream stream) {
  ScopedContext scope;
  CHECK(driver.cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value,
                                count, stream));
}

void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  CUstream stream) {
  ScopedContext scope;
  CHECK(driver.cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value,
                                count, stream));
}

void mgpuMemHostRegister(void *pointer, uint64_t bytes) {
  ScopedContext scope;
  CUresult result = driver.cuMemHostRegister(pointer, bytes, 0);
  if (result != kCudaErrorHostMemoryAlreadyRegistered)
    check(result, "cuMemHostRegister");
}

void mgpuMemHostUnregister(void *pointer) {
  ScopedContext scope;
  CHECK(driver.cuMemHostUnregister(pointer));
}

/// A ranked memref descriptor: {allocated, aligned, offset, sizes, strides}.
struct Descriptor {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizes[1];
};

void mgpuMemHostRegisterMemRef(int64_t rank, Descriptor *descriptor,
                               int64_t elementBytes) {
  int64_t elements = 1;
  for (int64_t i = 0; i < rank; ++i)
    elements *= descriptor->sizes[i];
  mgpuMemHostRegister(descriptor->aligned + descriptor->offset * elementBytes,
                      elements * elementBytes);
}

void mgpuMemHostUnregisterMemRef(int64_t /*rank*/, Descriptor *descriptor,
                                 int64_t elementBytes) {
  mgpuMemHostUnregister(descriptor->aligned +
                        descriptor->offset * elementBytes);
}

void mgpuSetDefaultDevice(int32_t device) {
  if (device != 0)
    check(1, "mgpuSetDefaultDevice (only device 0 is supported)");
}

} // extern "C"

namespace mlir {
namespace relay {
namespace cuda {

std::string loadCudaDriver(const char *library) {
  static std::once_flag once;
  static std::string error;
  std::call_once(once, [&] {
    driver.handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (!driver.handle) {
      const char *reason = dlerror();
      error = std::string("cannot load ") + library + " (" +
              (reason ? reason : "unknown error") + ")";
      return;
    }
    const char *missing = nullptr;
#define RESOLVE(field, name)                                                   \
  if (!missing && !resolve(driver.field, name))                                \
    missing = name;
    RESOLVE(cuInit, "cuInit")
    RESOLVE(cuGetErrorName, "cuGetErrorName")
    RESOLVE(cuDeviceGet, "cuDeviceGet")
    RESOLVE(cuDeviceGetAttribute, "cuDeviceGetAttribute")
    RESOLVE(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain")
    RESOLVE(cuCtxPushCurrent, "cuCtxPushCurrent_v2")
    RESOLVE(cuCtxPopCurrent, "cuCtxPopCurrent_v2")
    RESOLVE(cuModuleLoadData, "cuModuleLoadData")
    RESOLVE(cuModuleLoadDataEx, "cuModuleLoadDataEx")
    RESOLVE(cuModuleUnload, "cuModuleUnload")
    RESOLVE(cuModuleGetFunction, "cuModuleGetFunction")
    RESOLVE(cuLaunchKernel, "cuLaunchKernel")
    RESOLVE(cuStreamCreate, "cuStreamCreate")
    RESOLVE(cuStreamDestroy, "cuStreamDestroy_v2")
    RESOLVE(cuStreamSynchronize, "cuStreamSynchronize")
    RESOLVE(cuStreamWaitEvent, "cuStreamWaitEvent")
    RESOLVE(cuEventCreate, "cuEventCreate")
    RESOLVE(cuEventDestroy, "cuEventDestroy_v2")
    RESOLVE(cuEventSynchronize, "cuEventSynchronize")
    RESOLVE(cuEventRecord, "cuEventRecord")
    RESOLVE(cuMemAlloc, "cuMemAlloc_v2")
    RESOLVE(cuMemAllocManaged, "cuMemAllocManaged")
    RESOLVE(cuMemFree, "cuMemFree_v2")
    RESOLVE(cuMemcpyAsync, "cuMemcpyAsync")
    RESOLVE(cuMemsetD32Async, "cuMemsetD32Async")
    RESOLVE(cuMemsetD16Async, "cuMemsetD16Async")
    RESOLVE(cuMemHostRegister, "cuMemHostRegister_v2")
    RESOLVE(cuMemHostUnregister, "cuMemHostUnregister")
    RESOLVE(cuCtxSynchronize, "cuCtxSynchronize")
    RESOLVE(cuMemGetInfo, "cuMemGetInfo_v2")
#undef RESOLVE
    if (missing) {
      error = std::string(library) + " has no " + missing;
      return;
    }
    auto fails = [](CUresult result, const char *call) {
      if (result == 0)
        return false;
      const char *name = nullptr;
      driver.cuGetErrorName(result, &name);
      error = std::string(call) + " failed with " +
              (name ? name : "error " + std::to_string(result));
      return true;
    };
    if (fails(driver.cuInit(0), "cuInit") ||
        fails(driver.cuDeviceGet(&driver.device, 0), "cuDeviceGet") ||
        fails(driver.cuDevicePrimaryCtxRetain(&driver.context, driver.device),
              "cuDevicePrimaryCtxRetain"))
      return;
  });
  return error;
}

std::string getDeviceChip() {
  int major = 0, minor = 0;
  CHECK(driver.cuDeviceGetAttribute(
      &major, kCuDeviceAttributeComputeCapabilityMajor, driver.device));
  CHECK(driver.cuDeviceGetAttribute(
      &minor, kCuDeviceAttributeComputeCapabilityMinor, driver.device));
  return "sm_" + std::to_string(major) + std::to_string(minor);
}

std::vector<std::pair<const char *, void *>> cudaRuntimeSymbols() {
#define SYMBOL(name)                                                           \
  { #name, reinterpret_cast < void *>(&name) }
  return {SYMBOL(mgpuModuleLoad),
          SYMBOL(mgpuModuleLoadJIT),
          SYMBOL(mgpuModuleUnload),
          SYMBOL(mgpuModuleGetFunction),
          SYMBOL(mgpuLaunchKernel),
          SYMBOL(mgpuStreamCreate),
          SYMBOL(mgpuStreamDestroy),
          SYMBOL(mgpuStreamSynchronize),
          SYMBOL(mgpuStreamWaitEvent),
          SYMBOL(mgpuEventCreate),
          SYMBOL(mgpuEventDestroy),
          SYMBOL(mgpuEventSynchronize),
          SYMBOL(mgpuEventRecord),
          SYMBOL(mgpuMemAlloc),
          SYMBOL(mgpuMemFree),
          SYMBOL(mgpuMemcpy),
          SYMBOL(mgpuMemset32),
          SYMBOL(mgpuMemset16),
          SYMBOL(mgpuMemHostRegister),
          SYMBOL(mgpuMemHostUnregister),
          SYMBOL(mgpuMemHostRegisterMemRef),
          SYMBOL(mgpuMemHostUnregisterMemRef),
          SYMBOL(mgpuSetDefaultDevice)};
#undef SYMBOL
}

void *allocateShared(size_t bytes) {
  return mgpuMemAlloc(bytes, nullptr, /*isHostShared=*/true);
}

void freeShared(void *pointer) { mgpuMemFree(pointer, nullptr); }

void releaseCachedMemory() {
  ScopedContext scope;
  managedCache.releaseIdle();
}

std::string takeCudaError() {
  std::lock_guard<std::mutex> lock(errorMutex);
  std::string error;
  error.swap(firstError);
  return error;
}

} // namespace cuda
} // namespace relay
} // namespace mlir
