//===- FakeCudaDriver.cpp - A CUDA driver that checks, but runs nothing ---===//
//
// A stand-in for libcuda.so.1, built as test/fake-cuda/libcuda.so.1, so that
// the host side of `relay-run --device=cuda` (lib/Runtime/CudaRuntime.cpp and
// the host code relay-to-gpu emits) runs in the test suite on machines
// without a GPU. It holds every call to the driver's rules and fails the ones
// a real driver would refuse: a call with no current context, a module
// handle that was never loaded or is already unloaded, a kernel name the
// loaded PTX or cubin does not define, an empty or oversized block, a free of
// memory it never handed out. Kernels are not run, so results are not
// checked; memory copies and fills are done. At exit it prints what
// happened to stderr, for FileCheck.
//
// FAKE_CUDA_FAIL=<function>[,<function>...] makes every call of those driver
// functions fail with CUDA_ERROR_OUT_OF_MEMORY, to test the error paths;
// FAKE_CUDA_MEMORY=<bytes> is the device's memory (80 GiB by default).
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <string>

namespace {

using CUresult = int;
constexpr CUresult kSuccess = 0;
constexpr CUresult kInvalidValue = 1;
constexpr CUresult kOutOfMemory = 2;
constexpr CUresult kNotInitialized = 3;
constexpr CUresult kInvalidImage = 200;
constexpr CUresult kInvalidContext = 201;
constexpr CUresult kInvalidHandle = 400;
constexpr CUresult kNotFound = 500;

struct Module {
  std::set<std::string> kernels;
};

struct State {
  std::mutex mutex;
  bool initialized = false;
  int contextDepth = 0;
  std::map<uintptr_t, Module> modules;
  std::map<uintptr_t, std::string> functions;
  std::map<uintptr_t, size_t> memory;
  std::set<uintptr_t> streams, events;
  uintptr_t nextHandle = 0x1000;
  unsigned modulesLoaded = 0, modulesUnloaded = 0, launches = 0;
  unsigned allocations = 0, frees = 0, refused = 0;
  size_t allocatedBytes = 0;

  ~State() {
    std::fprintf(stderr,
                 "fake-cuda: %u modules loaded, %u unloaded; %u launches; "
                 "%u allocations, %u freed, %zu live; %u calls refused\n",
                 modulesLoaded, modulesUnloaded, launches, allocations, frees,
                 memory.size(), refused);
    // As a driver does when its process ends, whatever the process did not
    // free (after a failed call, say) is released.
    for (auto &block : memory)
      std::free(reinterpret_cast<void *>(block.first));
  }
};

State state;

/// Fails `call` with `result`, saying why.
CUresult refuse(const char *call, CUresult result, const char *why) {
  ++state.refused;
  std::fprintf(stderr, "fake-cuda: %s refused: %s\n", call, why);
  return result;
}

/// Whether FAKE_CUDA_FAIL (a comma-separated list) names `call`.
bool failing(const char *call) {
  const char *list = std::getenv("FAKE_CUDA_FAIL");
  if (!list)
    return false;
  std::string names = std::string(",") + list + ",";
  return names.find(std::string(",") + call + ",") != std::string::npos;
}

/// The checks every call but cuInit and the context calls makes.
#define ENTER(call)                                                            \
  std::lock_guard<std::mutex> lock(state.mutex);                               \
  if (failing(call))                                                           \
    return refuse(call, kOutOfMemory, "FAKE_CUDA_FAIL");                       \
  if (!state.initialized)                                                      \
    return refuse(call, kNotInitialized, "cuInit was not called");             \
  if (state.contextDepth <= 0)                                                 \
    return refuse(call, kInvalidContext, "no current context");

/// The kernels of a PTX text (`.entry name(`) or of a cubin (an ELF whose
/// kernels have sections `.text.name`).
Module parseImage(const char *image) {
  Module module;
  if (std::strncmp(image,
                   "\x7f"
                   "ELF",
                   4) == 0) {
    // A 64-bit ELF ends with its section header table; the section names
    // sit in a string table before it.
    uint64_t tableOffset;
    uint16_t entrySize, entries;
    std::memcpy(&tableOffset, image + 0x28, 8);
    std::memcpy(&entrySize, image + 0x3a, 2);
    std::memcpy(&entries, image + 0x3c, 2);
    std::string bytes(image, tableOffset + uint64_t(entrySize) * entries);
    for (size_t at = bytes.find(".text."); at != std::string::npos;
         at = bytes.find(".text.", at + 1)) {
      size_t begin = at + 6, end = begin;
      while (end < bytes.size() && bytes[end] != '\0')
        ++end;
      module.kernels.insert(bytes.substr(begin, end - begin));
    }
    return module;
  }
  std::string text(image);
  for (size_t at = text.find(".entry "); at != std::string::npos;
       at = text.find(".entry ", at + 1)) {
    size_t begin = at + 7, end = text.find('(', begin);
    if (end == std::string::npos)
      break;
    while (end > begin && text[end - 1] == ' ')
      --end;
    module.kernels.insert(text.substr(begin, end - begin));
  }
  return module;
}

CUresult loadModule(const char *call, void **module, const void *image) {
  ENTER(call);
  if (!module || !image)
    return refuse(call, kInvalidValue, "null argument");
  Module parsed = parseImage(static_cast<const char *>(image));
  if (parsed.kernels.empty())
    return refuse(call, kInvalidImage, "no kernel in the image");
  uintptr_t handle = state.nextHandle++;
  state.modules[handle] = std::move(parsed);
  ++state.modulesLoaded;
  *module = reinterpret_cast<void *>(handle);
  return kSuccess;
}

/// The device's memory: FAKE_CUDA_MEMORY bytes, 80 GiB by default.
size_t deviceBytes() {
  const char *bytes = std::getenv("FAKE_CUDA_MEMORY");
  return bytes ? std::strtoull(bytes, nullptr, 10) : size_t(80) << 30;
}


CUresult allocate(const char *call, uintptr_t *pointer, size_t bytes) {
  ENTER(call);
  if (!pointer || bytes == 0)
    return refuse(call, kInvalidValue, "null pointer or zero bytes");
  if (state.allocatedBytes + bytes > deviceBytes())
    return refuse(call, kOutOfMemory, "more than the device's memory");
  void *block = std::calloc(1, bytes);
  if (!block)
    return kOutOfMemory;
  *pointer = reinterpret_cast<uintptr_t>(block);
  state.memory[*pointer] = bytes;
  state.allocatedBytes += bytes;
  ++state.allocations;
  return kSuccess;
}

/// Whether [pointer, pointer + bytes) lies in memory it handed out.
bool owned(uintptr_t pointer, size_t bytes) {
  auto it = state.memory.upper_bound(pointer);
  if (it == state.memory.begin())
    return false;
  --it;
  return pointer + bytes <= it->first + it->second;
}

CUresult newHandle(std::set<uintptr_t> &handles, void **handle) {
  uintptr_t value = state.nextHandle++;
  handles.insert(value);
  *handle = reinterpret_cast<void *>(value);
  return kSuccess;
}

CUresult dropHandle(const char *call, std::set<uintptr_t> &handles,
                    void *handle) {
  if (!handles.erase(reinterpret_cast<uintptr_t>(handle)))
    return refuse(call, kInvalidHandle, "unknown handle");
  return kSuccess;
}

/// A stream argument: null (the default stream) or one it created.
bool validStream(void *stream) {
  return !stream || state.streams.count(reinterpret_cast<uintptr_t>(stream));
}

/// cuMemsetD<bits>Async: `count` elements of type T at `dst` set to `value`.
template <typename T>
CUresult fill(const char *call, uintptr_t dst, T value, size_t count,
              void *stream) {
  if (!validStream(stream) || !owned(dst, count * sizeof(T)))
    return refuse(call, kInvalidValue, "bad stream or range");
  T *elements = reinterpret_cast<T *>(dst);
  for (size_t i = 0; i < count; ++i)
    elements[i] = value;
  return kSuccess;
}

} // namespace

extern "C" {

CUresult cuInit(unsigned flags) {
  std::lock_guard<std::mutex> lock(state.mutex);
  if (flags != 0)
    return refuse("cuInit", kInvalidValue, "flags must be 0");
  state.initialized = true;
  return kSuccess;
}

CUresult cuGetErrorName(CUresult result, const char **name) {
  switch (result) {
  case kSuccess:
    *name = "CUDA_SUCCESS";
    return kSuccess;
  case kInvalidValue:
    *name = "CUDA_ERROR_INVALID_VALUE";
    return kSuccess;
  case kOutOfMemory:
    *name = "CUDA_ERROR_OUT_OF_MEMORY";
    return kSuccess;
  case kNotInitialized:
    *name = "CUDA_ERROR_NOT_INITIALIZED";
    return kSuccess;
  case kInvalidImage:
    *name = "CUDA_ERROR_INVALID_IMAGE";
    return kSuccess;
  case kInvalidContext:
    *name = "CUDA_ERROR_INVALID_CONTEXT";
    return kSuccess;
  case kInvalidHandle:
    *name = "CUDA_ERROR_INVALID_HANDLE";
    return kSuccess;
  case kNotFound:
    *name = "CUDA_ERROR_NOT_FOUND";
    return kSuccess;
  }
  *name = nullptr;
  return kInvalidValue;
}

CUresult cuDeviceGet(int *device, int ordinal) {
  std::lock_guard<std::mutex> lock(state.mutex);
  if (!state.initialized)
    return refuse("cuDeviceGet", kNotInitialized, "cuInit was not called");
  if (ordinal != 0)
    return refuse("cuDeviceGet", kInvalidValue, "one device only");
  *device = 0;
  return kSuccess;
}

/// Compute capability 8.0 (sm_80).
CUresult cuDeviceGetAttribute(int *value, int attribute, int /*device*/) {
  std::lock_guard<std::mutex> lock(state.mutex);
  if (!state.initialized)
    return refuse("cuDeviceGetAttribute", kNotInitialized,
                  "cuInit was not called");
  if (attribute == 75)
    *value = 8;
  else if (attribute == 76)
    *value = 0;
  else
    return refuse("cuDeviceGetAttribute", kInvalidValue, "unknown attribute");
  return kSuccess;
}

CUresult cuDevicePrimaryCtxRetain(void **context, int /*device*/) {
  std::lock_guard<std::mutex> lock(state.mutex);
  if (!state.initialized)
    return refuse("cuDevicePrimaryCtxRetain", kNotInitialized,
                  "cuInit was not called");
  *context = reinterpret_cast<void *>(uintptr_t(0xc0));
  return kSuccess;
}

CUresult cuCtxPushCurrent_v2(void *context) {
  std::lock_guard<std::mutex> lock(state.mutex);
  if (context != reinterpret_cast<void *>(uintptr_t(0xc0)))
    return refuse("cuCtxPushCurrent", kInvalidContext, "unknown context");
  ++state.contextDepth;
  return kSuccess;
}

CUresult cuCtxPopCurrent_v2(void **context) {
  std::lock_guard<std::mutex> lock(state.mutex);
  if (state.contextDepth <= 0)
    return refuse("cuCtxPopCurrent", kInvalidContext, "no current context");
  --state.contextDepth;
  if (context)
    *context = reinterpret_cast<void *>(uintptr_t(0xc0));
  return kSuccess;
}

CUresult cuCtxSynchronize() {
  ENTER("cuCtxSynchronize");
  return kSuccess;
}

CUresult cuModuleLoadData(void **module, const void *image) {
  return loadModule("cuModuleLoadData", module, image);
}

CUresult cuModuleLoadDataEx(void **module, const void *image,
                            unsigned /*numOptions*/, int * /*options*/,
                            void ** /*values*/) {
  return loadModule("cuModuleLoadDataEx", module, image);
}

CUresult cuModuleUnload(void *module) {
  ENTER("cuModuleUnload");
  uintptr_t handle = reinterpret_cast<uintptr_t>(module);
  if (!state.modules.erase(handle))
    return refuse("cuModuleUnload", kInvalidHandle, "module not loaded");
  for (auto it = state.functions.begin(); it != state.functions.end();)
    it = it->second.rfind(std::to_string(handle) + ":", 0) == 0
             ? state.functions.erase(it)
             : std::next(it);
  ++state.modulesUnloaded;
  return kSuccess;
}

CUresult cuModuleGetFunction(void **function, void *module, const char *name) {
  ENTER("cuModuleGetFunction");
  uintptr_t handle = reinterpret_cast<uintptr_t>(module);
  auto it = state.modules.find(handle);
  if (it == state.modules.end())
    return refuse("cuModuleGetFunction", kInvalidHandle, "module not loaded");
  if (!it->second.kernels.count(name))
    return refuse("cuModuleGetFunction", kNotFound, "no such kernel");
  uintptr_t value = state.nextHandle++;
  state.functions[value] = std::to_string(handle) + ":" + name;
  *function = reinterpret_cast<void *>(value);
  return kSuccess;
}

CUresult cuLaunchKernel(void *function, unsigned gridX, unsigned gridY,
                        unsigned gridZ, unsigned blockX, unsigned blockY,
                        unsigned blockZ, unsigned sharedBytes, void *stream,
                        void **params, void **extra) {
  ENTER("cuLaunchKernel");
  if (!state.functions.count(reinterpret_cast<uintptr_t>(function)))
    return refuse("cuLaunchKernel", kInvalidHandle, "unknown function");
  if (!gridX || !gridY || !gridZ || !blockX || !blockY || !blockZ ||
      uint64_t(blockX) * blockY * blockZ > 1024 || blockZ > 64)
    return refuse("cuLaunchKernel", kInvalidValue, "bad grid or block");
  if (sharedBytes > 48 * 1024)
    return refuse("cuLaunchKernel", kInvalidValue,
                  "more than 48 KiB of dynamic shared memory");
  if (!validStream(stream))
    return refuse("cuLaunchKernel", kInvalidHandle, "unknown stream");
  if (!params == !extra)
    return refuse("cuLaunchKernel", kInvalidValue,
                  "exactly one of params and extra");
  ++state.launches;
  return kSuccess;
}

CUresult cuStreamCreate(void **stream, unsigned /*flags*/) {
  ENTER("cuStreamCreate");
  return newHandle(state.streams, stream);
}

CUresult cuStreamDestroy_v2(void *stream) {
  ENTER("cuStreamDestroy");
  return dropHandle("cuStreamDestroy", state.streams, stream);
}

CUresult cuStreamSynchronize(void *stream) {
  ENTER("cuStreamSynchronize");
  if (!validStream(stream))
    return refuse("cuStreamSynchronize", kInvalidHandle, "unknown stream");
  return kSuccess;
}

CUresult cuStreamWaitEvent(void *stream, void *event, unsigned /*flags*/) {
  ENTER("cuStreamWaitEvent");
  if (!validStream(stream) ||
      !state.events.count(reinterpret_cast<uintptr_t>(event)))
    return refuse("cuStreamWaitEvent", kInvalidHandle, "unknown handle");
  return kSuccess;
}

CUresult cuEventCreate(void **event, unsigned /*flags*/) {
  ENTER("cuEventCreate");
  return newHandle(state.events, event);
}

CUresult cuEventDestroy_v2(void *event) {
  ENTER("cuEventDestroy");
  return dropHandle("cuEventDestroy", state.events, event);
}

CUresult cuEventSynchronize(void *event) {
  ENTER("cuEventSynchronize");
  if (!state.events.count(reinterpret_cast<uintptr_t>(event)))
    return refuse("cuEventSynchronize", kInvalidHandle, "unknown event");
  return kSuccess;
}

CUresult cuEventRecord(void *event, void *stream) {
  ENTER("cuEventRecord");
  if (!validStream(stream) ||
      !state.events.count(reinterpret_cast<uintptr_t>(event)))
    return refuse("cuEventRecord", kInvalidHandle, "unknown handle");
  return kSuccess;
}

CUresult cuMemAlloc_v2(uintptr_t *pointer, size_t bytes) {
  return allocate("cuMemAlloc", pointer, bytes);
}

CUresult cuMemAllocManaged(uintptr_t *pointer, size_t bytes,
                           unsigned /*flags*/) {
  return allocate("cuMemAllocManaged", pointer, bytes);
}

CUresult cuMemGetInfo_v2(size_t *freeBytes, size_t *totalBytes) {
  ENTER("cuMemGetInfo");
  if (!freeBytes || !totalBytes)
    return refuse("cuMemGetInfo", kInvalidValue, "null pointer");
  *totalBytes = deviceBytes();
  *freeBytes = *totalBytes - state.allocatedBytes;
  return kSuccess;
}

CUresult cuMemFree_v2(uintptr_t pointer) {
  ENTER("cuMemFree");
  auto it = state.memory.find(pointer);
  if (it == state.memory.end())
    return refuse("cuMemFree", kInvalidValue, "not an allocation");
  std::free(reinterpret_cast<void *>(pointer));
  state.allocatedBytes -= it->second;
  state.memory.erase(it);
  ++state.frees;
  return kSuccess;
}

CUresult cuMemcpyAsync(uintptr_t dst, uintptr_t src, size_t bytes,
                       void *stream) {
  ENTER("cuMemcpyAsync");
  if (!validStream(stream))
    return refuse("cuMemcpyAsync", kInvalidHandle, "unknown stream");
  // Host memory is fine too (unified addressing), so only the ends are
  // checked that a device pointer would be out of.
  if ((state.memory.count(dst) && !owned(dst, bytes)) ||
      (state.memory.count(src) && !owned(src, bytes)))
    return refuse("cuMemcpyAsync", kInvalidValue, "out of bounds");
  std::memmove(reinterpret_cast<void *>(dst), reinterpret_cast<void *>(src),
               bytes);
  return kSuccess;
}

CUresult cuMemsetD32Async(uintptr_t dst, unsigned value, size_t count,
                          void *stream) {
  ENTER("cuMemsetD32Async");
  return fill<uint32_t>("cuMemsetD32Async", dst, value, count, stream);
}

CUresult cuMemsetD16Async(uintptr_t dst, unsigned short value, size_t count,
                          void *stream) {
  ENTER("cuMemsetD16Async");
  return fill<uint16_t>("cuMemsetD16Async", dst, value, count, stream);
}

CUresult cuMemHostRegister_v2(void *pointer, size_t bytes, unsigned /*flags*/) {
  ENTER("cuMemHostRegister");
  if (!pointer || !bytes)
    return refuse("cuMemHostRegister", kInvalidValue, "empty range");
  return kSuccess;
}

CUresult cuMemHostUnregister(void *pointer) {
  ENTER("cuMemHostUnregister");
  if (!pointer)
    return refuse("cuMemHostUnregister", kInvalidValue, "null pointer");
  return kSuccess;
}

} // extern "C"
