//===- RelayJit.h - Compile and run relay modules in-process ----*- C++ -*-===//
//
// The JIT core that relay-run and the quantizer's calibration share: the
// tensor signature of an entry function (what relay-run checks its .npy
// inputs against), the lowering of a relay module with relay-to-llvm (or
// relay-to-gpu) into an mlir::ExecutionEngine with the project's runtime
// symbols, and the packed calling convention of the entry's C interface
// (`_mlir_ciface_<entry>`: a pointer to the result descriptors, then one
// pointer per argument descriptor).
//
//===----------------------------------------------------------------------===//

#ifndef RELAYDIALECT_EXECUTIONENGINE_RELAYJIT_H
#define RELAYDIALECT_EXECUTIONENGINE_RELAYJIT_H

#include "RelayDialect/Support/NpyFile.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class DialectRegistry;

namespace relay {

/// A tensor argument or result of an entry function.
struct TensorSpec {
  RankedTensorType type;
  bool isUnsigned;
};

/// The tensor interface of an entry function: its arguments, its results
/// with tuples flattened into their leaves (as the lowering flattens them),
/// and the parameter names the importer recorded (`relay.name` argument
/// attributes; empty where a parameter has none).
struct EntrySignature {
  FunctionType type;
  SmallVector<TensorSpec> args;
  SmallVector<TensorSpec> results;
  SmallVector<std::string> argNames;
};

/// What relay-run and the calibration register in their contexts: every
/// upstream dialect, extension and LLVM-IR translation plus the relay
/// dialect and its translation.
void registerJitDialects(DialectRegistry &registry);

/// NumPy's type string for an element type ("f4", "i1", "u1", "b1", ...),
/// or none where no .npy file carries it.
std::optional<std::string> getNpyDtype(Type element, bool isUnsigned);

/// "f4 array of shape (2, 3)".
std::string describeNpyArray(const NpyArray &array);

/// The relay-level signature of `entry` in `module`: the type of a
/// func.func with a body, or, in a module relay-to-llvm already lowered, the
/// `relay.signature` it recorded on the llvm.func (checked against the
/// function's own type, since a wrong one would make the call read and write
/// the wrong memory). Every argument must be a tensor and every result a
/// tensor or a tuple of tensors, of element types a .npy file carries.
/// `what` names the module in errors.
llvm::Expected<EntrySignature>
getEntrySignature(ModuleOp module, StringRef entry, StringRef what);

/// Checks `array` against argument `index` of `signature`: the same dtype
/// and rank, equal static extents. The error names the argument and
/// `source` (where the array came from).
llvm::Error checkArgument(const EntrySignature &signature, unsigned index,
                          const NpyArray &array, StringRef source);

/// Sets the allocator behind the compiled code's malloc and free, for every
/// module compileModule compiles in this process (a caching allocator, say;
/// the C library's by default). The JIT keeps track of what a call allocates
/// through it, so that a call stopped by a failed run-time check releases
/// what it allocated.
void setJitAllocator(void *(*allocate)(size_t), void (*release)(void *));

/// How compileModule lowers and links.
struct JitOptions {
  /// relay-to-llvm's (or relay-to-gpu's) opt-level.
  unsigned optLevel = 1;
  /// Lower with relay-to-gpu for this chip (e.g. "sm_90") instead of
  /// relay-to-llvm; the caller then resolves the mgpu* runtime functions
  /// through `symbols`.
  std::optional<std::string> gpuChip;
  /// Symbols the JIT resolves before the process's own (e.g. the mgpu*
  /// functions).
  std::function<llvm::orc::SymbolMap(llvm::orc::MangleAndInterner)> symbols;
};

/// Lowers `module` in place to the llvm dialect unless it is there already
/// (relay-to-llvm, or relay-to-gpu with options.gpuChip), with `entry`
/// emitting its C interface, and JIT-compiles it for the host CPU at -O3
/// with MLIR's C runner utilities and the oneDNN runtime's entry points.
/// `what` names the module in errors.
llvm::Expected<std::unique_ptr<ExecutionEngine>>
compileModule(ModuleOp module, StringRef entry, const JitOptions &options,
              StringRef what);

/// The packed arguments of one call of an entry's C interface: a descriptor
/// per argument (dense, row-major, over caller-owned buffers) and room for
/// the result descriptors, which the call fills.
class EntryCall {
public:
  /// `buffers[i]` holds the data of an array of shape `shapes[i]`.
  EntryCall(const EntrySignature &signature, ArrayRef<void *> buffers,
            ArrayRef<SmallVector<int64_t>> shapes);

  /// Calls `_mlir_ciface_<entry>`; fails with what the JIT or the oneDNN
  /// runtime reported.
  llvm::Error invoke(ExecutionEngine &engine, StringRef entry);

  /// Result `index` copied into a dense array (results may be strided).
  NpyArray readResult(unsigned index) const;

  /// The distinct buffers the results own: their allocated pointers, less
  /// those that alias an argument buffer (a function may return its
  /// argument). The caller frees them with the allocator the code used.
  SmallVector<void *> resultAllocations() const;

private:
  const EntrySignature &signature;
  SmallVector<void *> argBuffers;
  /// One descriptor per argument: {allocated, aligned, offset,
  /// sizes[rank], strides[rank]}, the layout of StridedMemRefType<T, rank>,
  /// whose rank is a template parameter where ours is known only at run
  /// time.
  std::vector<std::vector<int64_t>> argDescriptors;
  SmallVector<void *> argPointers;
  /// The result descriptors, one after another.
  std::vector<int64_t> resultWords;
  void *resultPointer;
  SmallVector<void *> packed;
};

/// Compiles `module` with relay-to-llvm (a copy, in a context of its own) and
/// runs `entry` on each set of inputs in turn, checked against its
/// signature; hands the results of each run to `consume`. The convenience
/// the calibration uses.
llvm::Error
runEntry(ModuleOp module, StringRef entry,
         ArrayRef<std::vector<NpyArray>> inputSets,
         llvm::function_ref<llvm::Error(ArrayRef<NpyArray>)> consume);

/// Registers runEntry, with the calibration data read from an .npz, as the
/// quantizer's calibration runner (see RelayDialect/Transforms/
/// CalibrationRunner.h): tools that run -relay-quantize-calibrate with
/// calibration data call this once at start-up.
void registerJitCalibrationRunner();

} // namespace relay
} // namespace mlir

#endif // RELAYDIALECT_EXECUTIONENGINE_RELAYJIT_H
