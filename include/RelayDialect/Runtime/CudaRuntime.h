//===- CudaRuntime.h - The mgpu* runtime over the CUDA driver ---*- C++ -*-===//
//
// The C functions the host code of relay-to-gpu calls (gpu-to-llvm's mgpu*
// ABI: module load, kernel launch, streams, memory), implemented over the
// CUDA driver API, which is loaded with dlopen("libcuda.so.1") at run time:
// nothing here needs CUDA to build. relay-run --device=cuda loads the driver
// with loadCudaDriver() and hands cudaRuntimeSymbols() to its JIT.
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_RUNTIME_CUDARUNTIME_H
#define RELAYDIALECT_RUNTIME_CUDARUNTIME_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace relay {
namespace cuda {

/// Loads libcuda.so.1 (or `library`), resolves the driver functions, and
/// initialises device 0's primary context. Returns an empty string on
/// success, otherwise what failed, e.g. "cannot load libcuda.so.1
/// (libcuda.so.1: cannot open shared object file: ...)".
std::string loadCudaDriver(const char *library = "libcuda.so.1");

/// "sm_XY" for device 0's compute capability (after loadCudaDriver).
std::string getDeviceChip();

/// The mgpu* functions by name, to register with a JIT.
std::vector<std::pair<const char *, void *>> cudaRuntimeSymbols();

/// Managed memory, readable and writable by the host and the device.
void *allocateShared(size_t bytes);
void freeShared(void *pointer);

/// Frees the managed buffers kept for reuse (freed buffers are kept by size
/// and handed out again, as a framework's caching allocator does).
void releaseCachedMemory();

/// The first driver error since the last call ("" when none), cleared.
std::string takeCudaError();

} // namespace cuda
} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_RUNTIME_CUDARUNTIME_H
