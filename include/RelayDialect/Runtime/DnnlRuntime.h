/*===- DnnlRuntime.h - C ABI of the oneDNN runtime ----------------*- C -*-===*\
 *
 * The functions that code lowered by -convert-relay-to-dnnl calls, and the
 * error channel its host (relay-run) reads. libRelayRuntime implements them
 * with oneDNN.
 *
 * Calling convention: MLIR's C interface (`llvm.emit_c_interface`). The
 * lowered code declares `func.func private @relay_dnnl_conv2d(...)`; the
 * llvm lowering calls `_mlir_ciface_relay_dnnl_conv2d` with every
 * `memref<*xf32>` operand passed as a pointer to a RelayUnrankedMemRef. The
 * descriptor it points to is MLIR's strided memref descriptor; shapes and
 * strides are read from it at run time, so one entry point serves every
 * rank and layout. An operand with no elements (`memref<0xf32>`) stands for
 * an absent optional operand (a convolution without bias, say).
 *
 * Every entry point takes first a call-site id, unique within the lowered
 * module, which with the site's scalar parameters and the operands' shapes
 * and strides keys the cache of oneDNN primitives, and then what the call
 * site runs, for error messages: the bytes of a string such as
 * "relay.nn.conv2d in @dnnl_0" as a `memref<?xi8>`.
 *
 * Errors: an entry point never aborts or throws. When oneDNN rejects an
 * operation, the first error is recorded (relay_runtime_error) and every
 * later entry point returns without doing anything until
 * relay_runtime_clear_error; the host checks after the call of the compiled
 * function.
 *
 *===----------------------------------------------------------------------===*/

#ifndef RELAYDIALECT_RUNTIME_DNNLRUNTIME_H
#define RELAYDIALECT_RUNTIME_DNNLRUNTIME_H

#include <stddef.h>
#include <stdint.h>

/* The library is built with hidden visibility; these are its interface. */
#if defined(__GNUC__)
#define RELAY_RUNTIME_EXPORT __attribute__((visibility("default")))
#else
#define RELAY_RUNTIME_EXPORT
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* MLIR's C interface of an unranked memref: its rank and a pointer to a
 * strided descriptor {allocated, aligned, offset, sizes[rank],
 * strides[rank]}. */
typedef struct RelayUnrankedMemRef {
  int64_t rank;
  void *descriptor;
} RelayUnrankedMemRef;

/* The element-wise operations, as an eltwise primitive or as a post-op of a
 * convolution or dense. The values are part of the ABI. */
enum RelayDnnlEltwise {
  RELAY_DNNL_ELTWISE_NONE = 0,
  RELAY_DNNL_ELTWISE_RELU = 1, /* alpha: the negative slope */
  RELAY_DNNL_ELTWISE_SIGMOID = 2,
  RELAY_DNNL_ELTWISE_TANH = 3,
  RELAY_DNNL_ELTWISE_CLIP = 4, /* alpha: lower, beta: upper bound */
  RELAY_DNNL_ELTWISE_EXP = 5,
  RELAY_DNNL_ELTWISE_LOG = 6,
  RELAY_DNNL_ELTWISE_SQRT = 7,
  RELAY_DNNL_ELTWISE_ABS = 8,
  RELAY_DNNL_ELTWISE_LINEAR = 9, /* alpha * x + beta */
};

/* Binary operations; src1 broadcasts (NumPy rules) against src0, which has
 * the result's shape. */
enum RelayDnnlBinary {
  RELAY_DNNL_BINARY_ADD = 0,
  RELAY_DNNL_BINARY_MUL = 1,
  RELAY_DNNL_BINARY_SUB = 2,
  RELAY_DNNL_BINARY_DIV = 3,
  RELAY_DNNL_BINARY_MAX = 4,
  RELAY_DNNL_BINARY_MIN = 5,
};

enum RelayDnnlPool {
  RELAY_DNNL_POOL_MAX = 0,
  RELAY_DNNL_POOL_AVG_INCLUDE_PADDING = 1,
  RELAY_DNNL_POOL_AVG_EXCLUDE_PADDING = 2,
};

/* Flags of a convolution or dense call. */
enum RelayDnnlFlags {
  /* The weights never change (a constant of the module): their reordered
   * copy is cached with the primitive. */
  RELAY_DNNL_CONSTANT_WEIGHTS = 1,
};

/* dst = eltwise(conv2d(src, weights) + bias + sum). NCHW data, OIHW weights
 * (O x I/groups x KH x KW); bias (O elements) and sum (dst's shape) are
 * optional. Dilations are TVM's (1: dense). */
RELAY_RUNTIME_EXPORT void _mlir_ciface_relay_dnnl_conv2d(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *src,
    RelayUnrankedMemRef *weights, RelayUnrankedMemRef *bias,
    RelayUnrankedMemRef *sum, RelayUnrankedMemRef *dst, int64_t strideH,
    int64_t strideW, int64_t padTop, int64_t padLeft, int64_t padBottom,
    int64_t padRight, int64_t dilationH, int64_t dilationW, int64_t groups,
    int64_t eltwise, float alpha, float beta, int64_t flags);

/* dst = eltwise(src * weights^T + bias): src N x K, weights M x K. */
RELAY_RUNTIME_EXPORT void _mlir_ciface_relay_dnnl_dense(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *src,
    RelayUnrankedMemRef *weights, RelayUnrankedMemRef *bias,
    RelayUnrankedMemRef *dst, int64_t eltwise, float alpha, float beta,
    int64_t flags);

/* Inference batch normalisation over axis 1; gamma/beta absent (empty) when
 * TVM's scale/center are false. */
RELAY_RUNTIME_EXPORT void _mlir_ciface_relay_dnnl_batch_norm(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *src,
    RelayUnrankedMemRef *gamma, RelayUnrankedMemRef *beta,
    RelayUnrankedMemRef *mean, RelayUnrankedMemRef *variance,
    RelayUnrankedMemRef *dst, float epsilon);

/* 2-D pooling of NCHW data (RelayDnnlPool). The padding at the bottom and
 * right grows as far as the result's extent needs (TVM's ceil_mode). */
RELAY_RUNTIME_EXPORT void _mlir_ciface_relay_dnnl_pool2d(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *src,
    RelayUnrankedMemRef *dst, int64_t kind, int64_t kernelH, int64_t kernelW,
    int64_t strideH, int64_t strideW, int64_t dilationH, int64_t dilationW,
    int64_t padTop, int64_t padLeft, int64_t padBottom, int64_t padRight);

RELAY_RUNTIME_EXPORT void _mlir_ciface_relay_dnnl_eltwise(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *src,
    RelayUnrankedMemRef *dst, int64_t kind, float alpha, float beta);

RELAY_RUNTIME_EXPORT void _mlir_ciface_relay_dnnl_binary(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *src0,
    RelayUnrankedMemRef *src1, RelayUnrankedMemRef *dst, int64_t kind);

/* Softmax (or, with logarithm != 0, log-softmax) along axis. */
RELAY_RUNTIME_EXPORT void _mlir_ciface_relay_dnnl_softmax(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *src,
    RelayUnrankedMemRef *dst, int64_t axis, int64_t logarithm);

/* One operand of a concatenation: src is copied (a oneDNN reorder) into the
 * part of dst that starts at `offset` along `axis`. */
RELAY_RUNTIME_EXPORT void _mlir_ciface_relay_dnnl_concat_slice(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *src,
    RelayUnrankedMemRef *dst, int64_t axis, int64_t offset);

/* The first error since the last clear, or NULL. */
RELAY_RUNTIME_EXPORT const char *relay_runtime_error(void);
RELAY_RUNTIME_EXPORT void relay_runtime_clear_error(void);

/* The entry points above by their symbol names, for a JIT that resolves
 * them without loading this library by path. */
typedef struct RelayRuntimeSymbol {
  const char *name;
  void *address;
} RelayRuntimeSymbol;
RELAY_RUNTIME_EXPORT const RelayRuntimeSymbol *
relay_runtime_symbols(size_t *count);

#ifdef __cplusplus
}
#endif

#endif /* RELAYDIALECT_RUNTIME_DNNLRUNTIME_H */
