//===- DnnlRuntime.cpp - oneDNN kernels behind the dnnl external target ---===//
//
// The C ABI of include/RelayDialect/Runtime/DnnlRuntime.h: each entry point
// runs one operation of a `relay.compiler = "dnnl"` function with oneDNN.
//
// Operands arrive as MLIR memref descriptors; their sizes and strides become
// oneDNN memory descriptors of plain (strided) layout. Convolutions and
// inner products are created with `format_tag::any` for their data, weights
// and results, so oneDNN picks the blocked layouts its fastest kernels want;
// the operands are reordered into those layouts and the result back, inside
// the call, because every result is an MLIR memref that the next call or the
// caller reads in its plain layout. The other primitives work on the plain
// layouts directly: a reorder around them would cost more than it saves.
//
// Primitives, their reorders and the scratch memory of the blocked layouts
// are created on the first call of a call site and kept, keyed by the
// site's id and the shapes and strides of its operands.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Runtime/DnnlRuntime.h"

#include "oneapi/dnnl/dnnl.hpp"
#include "oneapi/dnnl/dnnl_debug.h"

#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

using dnnl::memory;
using tag = dnnl::memory::format_tag;
using dt = dnnl::memory::data_type;

namespace {

/// A rejection found by the runtime itself (a shape oneDNN would misread).
struct RuntimeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void require(bool condition, const std::string &message) {
  if (!condition)
    throw RuntimeError(message);
}

/// What a memref descriptor describes, in oneDNN's terms.
struct View {
  memory::dims sizes, strides;
  void *data = nullptr;
  int64_t numElements = 1;

  int64_t rank() const { return static_cast<int64_t>(sizes.size()); }
  bool empty() const { return numElements == 0; }

  /// A plain memory descriptor of the memref's own strides; rank 0 is a
  /// 1-element vector, as oneDNN has no 0-D memory.
  memory::desc desc() const {
    if (sizes.empty())
      return memory::desc({1}, dt::f32, memory::dims{1});
    return memory::desc(sizes, dt::f32, strides);
  }

  /// Whether the elements lie one after the other in row-major order, so
  /// that the memref can be seen as a vector of numElements values.
  bool isContiguous() const {
    int64_t expected = 1;
    for (int64_t i = rank() - 1; i >= 0; --i) {
      if (sizes[i] != 1 && strides[i] != expected)
        return false;
      expected *= sizes[i];
    }
    return true;
  }
};

template <typename T> View view(const RelayUnrankedMemRef *memref) {
  struct Header {
    void *allocated;
    void *aligned;
    int64_t offset;
  };
  const auto *header = static_cast<const Header *>(memref->descriptor);
  const auto *words = reinterpret_cast<const int64_t *>(header + 1);
  View v;
  v.sizes.assign(words, words + memref->rank);
  v.strides.assign(words + memref->rank, words + 2 * memref->rank);
  v.data = static_cast<T *>(header->aligned) + header->offset;
  for (int64_t size : v.sizes)
    v.numElements *= size;
  return v;
}

std::string nameOf(const RelayUnrankedMemRef *name) {
  if (!name || name->rank != 1)
    return "?";
  View v = view<char>(name);
  return std::string(static_cast<const char *>(v.data),
                     static_cast<size_t>(v.sizes[0]));
}

/// A vector view of an optional per-channel operand (bias, scale, ...).
memory::desc vectorDesc(const View &v, int64_t expected, const char *what) {
  require(v.numElements == expected && v.isContiguous(),
          std::string(what) + " must be a contiguous vector of " +
              std::to_string(expected) + " values");
  return memory::desc({expected}, dt::f32, tag::x);
}

/// An operand the primitive may want in another layout than the memref's:
/// the memref's plain layout, the primitive's, and the reorders between
/// them when they differ.
struct Staged {
  memory::desc user;
  memory scratch;
  dnnl::reorder in, out;
  bool staged = false;

  void init(const dnnl::engine &engine, const memory::desc &userDesc,
            const memory::desc &primitiveDesc, bool isInput) {
    user = userDesc;
    staged = userDesc != primitiveDesc;
    if (!staged)
      return;
    scratch = memory(primitiveDesc, engine);
    if (isInput)
      in = dnnl::reorder(dnnl::reorder::primitive_desc(engine, userDesc, engine,
                                                       primitiveDesc));
    else
      out = dnnl::reorder(dnnl::reorder::primitive_desc(engine, primitiveDesc,
                                                        engine, userDesc));
  }

  /// The memory the primitive reads: the memref itself, or its reordered
  /// copy (skipped when `reuse` says the copy is current).
  memory input(const dnnl::engine &engine, dnnl::stream &stream, void *data,
               bool reuse = false) {
    memory memref(user, engine, data);
    if (!staged)
      return memref;
    if (!reuse)
      in.execute(stream, memref, scratch);
    return scratch;
  }

  memory output(const dnnl::engine &engine, void *data) {
    return staged ? scratch : memory(user, engine, data);
  }

  /// Copies a staged result into the memref.
  void finish(const dnnl::engine &engine, dnnl::stream &stream, void *data) {
    if (staged)
      out.execute(stream, {{DNNL_ARG_FROM, scratch},
                           {DNNL_ARG_TO, memory(user, engine, data)}});
  }
};

/// What a call site keeps between calls.
struct Entry {
  dnnl::primitive primitive;
  Staged src, weights, dst;
  /// Reorders the `sum` operand of a convolution into its result.
  dnnl::reorder sum;
  memory::desc sumDesc, biasDesc, extraDesc;
  /// For constant weights: the memref whose reordered copy is current.
  const void *reorderedWeights = nullptr;
};

using Key = std::vector<int64_t>;

/// The error channel and the lock every entry point holds. Kept apart from
/// the oneDNN state, so that a host that reads or clears the error of a
/// module without dnnl functions does not start oneDNN.
struct ErrorState {
  static ErrorState &get() {
    static ErrorState state;
    return state;
  }
  std::mutex mutex;
  std::string error;
};

/// The oneDNN engine, stream and the primitive cache, made on first use.
class Runtime {
public:
  static Runtime &get() {
    static Runtime runtime;
    return runtime;
  }

  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  std::map<Key, std::unique_ptr<Entry>> cache;

  /// The entry of a call site, built by `create` on its first call with
  /// these operands' shapes and strides. The site's scalar parameters are
  /// part of the key too: sites are numbered per module, and a process may
  /// run several modules.
  template <typename Create>
  Entry &lookup(int64_t kind, int64_t site, std::initializer_list<View *> views,
                std::initializer_list<int64_t> params, Create &&create) {
    Key key{kind, site};
    key.insert(key.end(), params.begin(), params.end());
    for (View *v : views) {
      key.push_back(v->rank());
      key.insert(key.end(), v->sizes.begin(), v->sizes.end());
      key.insert(key.end(), v->strides.begin(), v->strides.end());
    }
    auto it = cache.find(key);
    if (it != cache.end())
      return *it->second;
    auto entry = std::make_unique<Entry>();
    create(*entry);
    return *cache.emplace(std::move(key), std::move(entry)).first->second;
  }
};

/// Runs `body` unless an earlier error is pending, turning every exception
/// into the recorded error: nothing may unwind into the compiled code.
template <typename Body>
void guarded(int64_t site, const RelayUnrankedMemRef *where, Body &&body) {
  ErrorState &state = ErrorState::get();
  std::lock_guard<std::mutex> lock(state.mutex);
  if (!state.error.empty())
    return;
  std::string reason;
  try {
    // Inside the try: creating the engine may throw too.
    Runtime &runtime = Runtime::get();
    body(runtime);
    runtime.stream.wait();
    return;
  } catch (const dnnl::error &e) {
    reason = std::string(e.what()) + " (" + dnnl_status2str(e.status) + ")";
  } catch (const std::exception &e) {
    reason = e.what();
  }
  state.error = "oneDNN cannot run " + nameOf(where) + " (call site " +
                std::to_string(site) + "): " + reason;
}

dnnl::algorithm eltwiseAlgorithm(int64_t kind) {
  switch (kind) {
  case RELAY_DNNL_ELTWISE_RELU:
    return dnnl::algorithm::eltwise_relu;
  case RELAY_DNNL_ELTWISE_SIGMOID:
    return dnnl::algorithm::eltwise_logistic;
  case RELAY_DNNL_ELTWISE_TANH:
    return dnnl::algorithm::eltwise_tanh;
  case RELAY_DNNL_ELTWISE_CLIP:
    return dnnl::algorithm::eltwise_clip;
  case RELAY_DNNL_ELTWISE_EXP:
    return dnnl::algorithm::eltwise_exp;
  case RELAY_DNNL_ELTWISE_LOG:
    return dnnl::algorithm::eltwise_log;
  case RELAY_DNNL_ELTWISE_SQRT:
    return dnnl::algorithm::eltwise_sqrt;
  case RELAY_DNNL_ELTWISE_ABS:
    return dnnl::algorithm::eltwise_abs;
  case RELAY_DNNL_ELTWISE_LINEAR:
    return dnnl::algorithm::eltwise_linear;
  default:
    throw RuntimeError("unknown element-wise operation " +
                       std::to_string(kind));
  }
}

dnnl::primitive_attr postOps(bool sum, int64_t eltwise, float alpha,
                             float beta) {
  dnnl::post_ops ops;
  if (sum)
    ops.append_sum(1.f);
  if (eltwise != RELAY_DNNL_ELTWISE_NONE)
    ops.append_eltwise(1.f, eltwiseAlgorithm(eltwise), alpha, beta);
  dnnl::primitive_attr attr;
  attr.set_post_ops(ops);
  return attr;
}

/// A float parameter as a cache-key word.
int64_t bits(float value) {
  uint32_t word;
  std::memcpy(&word, &value, sizeof(word));
  return word;
}

memory::desc anyDesc(const memory::dims &dims) {
  return memory::desc(dims, dt::f32, tag::any);
}

enum Kind : int64_t {
  Conv2D,
  Dense,
  BatchNorm,
  Pool2D,
  Eltwise,
  Binary,
  Softmax,
  ConcatSlice,
};

} // namespace

extern "C" {

void _mlir_ciface_relay_dnnl_conv2d(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *srcRef,
    RelayUnrankedMemRef *weightsRef, RelayUnrankedMemRef *biasRef,
    RelayUnrankedMemRef *sumRef, RelayUnrankedMemRef *dstRef, int64_t strideH,
    int64_t strideW, int64_t padTop, int64_t padLeft, int64_t padBottom,
    int64_t padRight, int64_t dilationH, int64_t dilationW, int64_t groups,
    int64_t eltwise, float alpha, float beta, int64_t flags) {
  guarded(site, name, [&](Runtime &rt) {
    View src = view<float>(srcRef), weights = view<float>(weightsRef),
         bias = view<float>(biasRef), sum = view<float>(sumRef),
         dst = view<float>(dstRef);
    require(src.rank() == 4 && weights.rank() == 4 && dst.rank() == 4,
            "data, weights and result must be 4-D (NCHW, OIHW)");
    require(groups >= 1 && weights.sizes[0] % groups == 0,
            "the output channels must divide into the groups");
    Entry &entry = rt.lookup(
        Conv2D, site, {&src, &weights, &bias, &sum, &dst},
        {strideH, strideW, padTop, padLeft, padBottom, padRight, dilationH,
         dilationW, groups, eltwise, bits(alpha), bits(beta)},
        [&](Entry &e) {
          int64_t outChannels = weights.sizes[0];
          memory::dims weightDims = weights.sizes;
          memory::desc userWeights = weights.desc();
          if (groups > 1) {
            weightDims = {groups, outChannels / groups, weights.sizes[1],
                          weights.sizes[2], weights.sizes[3]};
            userWeights = userWeights.reshape(weightDims);
          }
          if (!bias.empty())
            e.biasDesc = vectorDesc(bias, outChannels, "the bias");
          // oneDNN counts dilation from 0 (dense), TVM from 1.
          dnnl::convolution_forward::desc desc(
              dnnl::prop_kind::forward_inference,
              dnnl::algorithm::convolution_direct, anyDesc(src.sizes),
              anyDesc(weightDims), e.biasDesc, anyDesc(dst.sizes),
              {strideH, strideW}, {dilationH - 1, dilationW - 1},
              {padTop, padLeft}, {padBottom, padRight});
          dnnl::convolution_forward::primitive_desc pd(
              desc, postOps(!sum.empty(), eltwise, alpha, beta), rt.engine);
          e.primitive = dnnl::convolution_forward(pd);
          e.src.init(rt.engine, src.desc(), pd.src_desc(), true);
          e.weights.init(rt.engine, userWeights, pd.weights_desc(), true);
          e.dst.init(rt.engine, dst.desc(), pd.dst_desc(), false);
          if (!sum.empty()) {
            require(sum.sizes == dst.sizes,
                    "the summand must have the result's shape");
            e.sumDesc = sum.desc();
            e.sum = dnnl::reorder(dnnl::reorder::primitive_desc(
                rt.engine, e.sumDesc, rt.engine, pd.dst_desc()));
          }
        });
    bool reuseWeights = (flags & RELAY_DNNL_CONSTANT_WEIGHTS) &&
                        entry.reorderedWeights == weights.data;
    memory srcMem = entry.src.input(rt.engine, rt.stream, src.data);
    memory weightsMem =
        entry.weights.input(rt.engine, rt.stream, weights.data, reuseWeights);
    if (flags & RELAY_DNNL_CONSTANT_WEIGHTS)
      entry.reorderedWeights = weights.data;
    memory dstMem = entry.dst.output(rt.engine, dst.data);
    // The sum post-op accumulates into the result: it starts as the summand.
    if (!sum.empty())
      entry.sum.execute(
          rt.stream,
          {{DNNL_ARG_FROM, memory(entry.sumDesc, rt.engine, sum.data)},
           {DNNL_ARG_TO, dstMem}});
    std::unordered_map<int, memory> args{{DNNL_ARG_SRC, srcMem},
                                         {DNNL_ARG_WEIGHTS, weightsMem},
                                         {DNNL_ARG_DST, dstMem}};
    if (!bias.empty())
      args[DNNL_ARG_BIAS] = memory(entry.biasDesc, rt.engine, bias.data);
    entry.primitive.execute(rt.stream, args);
    entry.dst.finish(rt.engine, rt.stream, dst.data);
  });
}

void _mlir_ciface_relay_dnnl_dense(int64_t site, RelayUnrankedMemRef *name,
                                   RelayUnrankedMemRef *srcRef,
                                   RelayUnrankedMemRef *weightsRef,
                                   RelayUnrankedMemRef *biasRef,
                                   RelayUnrankedMemRef *dstRef, int64_t eltwise,
                                   float alpha, float beta, int64_t flags) {
  guarded(site, name, [&](Runtime &rt) {
    View src = view<float>(srcRef), weights = view<float>(weightsRef),
         bias = view<float>(biasRef), dst = view<float>(dstRef);
    require(src.rank() == 2 && weights.rank() == 2 && dst.rank() == 2,
            "data, weights and result must be 2-D");
    Entry &entry = rt.lookup(
        Dense, site, {&src, &weights, &bias, &dst},
        {eltwise, bits(alpha), bits(beta)}, [&](Entry &e) {
          if (!bias.empty())
            e.biasDesc = vectorDesc(bias, weights.sizes[0], "the bias");
          dnnl::inner_product_forward::desc desc(
              dnnl::prop_kind::forward_inference, anyDesc(src.sizes),
              anyDesc(weights.sizes), e.biasDesc, anyDesc(dst.sizes));
          dnnl::inner_product_forward::primitive_desc pd(
              desc, postOps(false, eltwise, alpha, beta), rt.engine);
          e.primitive = dnnl::inner_product_forward(pd);
          e.src.init(rt.engine, src.desc(), pd.src_desc(), true);
          e.weights.init(rt.engine, weights.desc(), pd.weights_desc(), true);
          e.dst.init(rt.engine, dst.desc(), pd.dst_desc(), false);
        });
    bool reuseWeights = (flags & RELAY_DNNL_CONSTANT_WEIGHTS) &&
                        entry.reorderedWeights == weights.data;
    std::unordered_map<int, memory> args{
        {DNNL_ARG_SRC, entry.src.input(rt.engine, rt.stream, src.data)},
        {DNNL_ARG_WEIGHTS,
         entry.weights.input(rt.engine, rt.stream, weights.data, reuseWeights)},
        {DNNL_ARG_DST, entry.dst.output(rt.engine, dst.data)}};
    if (flags & RELAY_DNNL_CONSTANT_WEIGHTS)
      entry.reorderedWeights = weights.data;
    if (!bias.empty())
      args[DNNL_ARG_BIAS] = memory(entry.biasDesc, rt.engine, bias.data);
    entry.primitive.execute(rt.stream, args);
    entry.dst.finish(rt.engine, rt.stream, dst.data);
  });
}

void _mlir_ciface_relay_dnnl_batch_norm(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *srcRef,
    RelayUnrankedMemRef *gammaRef, RelayUnrankedMemRef *betaRef,
    RelayUnrankedMemRef *meanRef, RelayUnrankedMemRef *varianceRef,
    RelayUnrankedMemRef *dstRef, float epsilon) {
  guarded(site, name, [&](Runtime &rt) {
    View src = view<float>(srcRef), gamma = view<float>(gammaRef),
         beta = view<float>(betaRef), mean = view<float>(meanRef),
         variance = view<float>(varianceRef), dst = view<float>(dstRef);
    require(src.rank() >= 2 && src.sizes == dst.sizes,
            "data and result must have one shape with channels on axis 1");
    int64_t channels = src.sizes[1];
    Entry &entry = rt.lookup(
        BatchNorm, site, {&src, &gamma, &beta, &mean, &variance, &dst},
        {bits(epsilon)}, [&](Entry &e) {
          e.extraDesc = vectorDesc(mean, channels, "the moving mean");
          vectorDesc(variance, channels, "the moving variance");
          // Inference: the stored statistics, with scale and shift only
          // where TVM's `scale` and `center` keep them.
          auto flags = dnnl::normalization_flags::use_global_stats;
          if (!gamma.empty()) {
            vectorDesc(gamma, channels, "gamma");
            flags |= dnnl::normalization_flags::use_scale;
          }
          if (!beta.empty()) {
            vectorDesc(beta, channels, "beta");
            flags |= dnnl::normalization_flags::use_shift;
          }
          dnnl::batch_normalization_forward::desc desc(
              dnnl::prop_kind::forward_inference, src.desc(), epsilon, flags);
          dnnl::batch_normalization_forward::primitive_desc pd(desc, rt.engine);
          e.primitive = dnnl::batch_normalization_forward(pd);
          e.dst.init(rt.engine, dst.desc(), pd.dst_desc(), false);
        });
    const memory::desc &vector = entry.extraDesc;
    std::unordered_map<int, memory> args{
        {DNNL_ARG_SRC, memory(src.desc(), rt.engine, src.data)},
        {DNNL_ARG_MEAN, memory(vector, rt.engine, mean.data)},
        {DNNL_ARG_VARIANCE, memory(vector, rt.engine, variance.data)},
        {DNNL_ARG_DST, entry.dst.output(rt.engine, dst.data)}};
    if (!gamma.empty())
      args[DNNL_ARG_SCALE] = memory(vector, rt.engine, gamma.data);
    if (!beta.empty())
      args[DNNL_ARG_SHIFT] = memory(vector, rt.engine, beta.data);
    entry.primitive.execute(rt.stream, args);
    entry.dst.finish(rt.engine, rt.stream, dst.data);
  });
}

void _mlir_ciface_relay_dnnl_pool2d(
    int64_t site, RelayUnrankedMemRef *name, RelayUnrankedMemRef *srcRef,
    RelayUnrankedMemRef *dstRef, int64_t kind, int64_t kernelH, int64_t kernelW,
    int64_t strideH, int64_t strideW, int64_t dilationH, int64_t dilationW,
    int64_t padTop, int64_t padLeft, int64_t padBottom, int64_t padRight) {
  guarded(site, name, [&](Runtime &rt) {
    View src = view<float>(srcRef), dst = view<float>(dstRef);
    require(src.rank() == 4 && dst.rank() == 4,
            "data and result must be 4-D (NCHW)");
    Entry &entry = rt.lookup(
        Pool2D, site, {&src, &dst},
        {kind, kernelH, kernelW, strideH, strideW, dilationH, dilationW, padTop,
         padLeft, padBottom, padRight},
        [&](Entry &e) {
          dnnl::algorithm algorithm =
              kind == RELAY_DNNL_POOL_MAX ? dnnl::algorithm::pooling_max
              : kind == RELAY_DNNL_POOL_AVG_INCLUDE_PADDING
                  ? dnnl::algorithm::pooling_avg_include_padding
                  : dnnl::algorithm::pooling_avg_exclude_padding;
          // oneDNN wants the padding that makes the result's extent come out
          // exactly; with TVM's ceil_mode the last window reaches further.
          memory::dims kernel{kernelH, kernelW}, strides{strideH, strideW},
              dilation{dilationH, dilationW}, padL{padTop, padLeft},
              padR{padBottom, padRight};
          for (int i = 0; i < 2; ++i) {
            int64_t reach = (dst.sizes[2 + i] - 1) * strides[i] +
                            (kernel[i] - 1) * dilation[i] + 1;
            padR[i] = std::max(padR[i], reach - src.sizes[2 + i] - padL[i]);
            dilation[i] -= 1;
          }
          dnnl::pooling_v2_forward::desc desc(
              dnnl::prop_kind::forward_inference, algorithm, src.desc(),
              dst.desc(), strides, kernel, dilation, padL, padR);
          dnnl::pooling_v2_forward::primitive_desc pd(desc, rt.engine);
          e.primitive = dnnl::pooling_v2_forward(pd);
        });
    entry.primitive.execute(
        rt.stream, {{DNNL_ARG_SRC, memory(src.desc(), rt.engine, src.data)},
                    {DNNL_ARG_DST, memory(dst.desc(), rt.engine, dst.data)}});
  });
}

void _mlir_ciface_relay_dnnl_eltwise(int64_t site, RelayUnrankedMemRef *name,
                                     RelayUnrankedMemRef *srcRef,
                                     RelayUnrankedMemRef *dstRef, int64_t kind,
                                     float alpha, float beta) {
  guarded(site, name, [&](Runtime &rt) {
    View src = view<float>(srcRef), dst = view<float>(dstRef);
    require(src.sizes == dst.sizes, "operand and result shapes differ");
    Entry &entry =
        rt.lookup(Eltwise, site, {&src, &dst}, {kind, bits(alpha), bits(beta)},
                  [&](Entry &e) {
                    dnnl::eltwise_forward::desc desc(
                        dnnl::prop_kind::forward_inference,
                        eltwiseAlgorithm(kind), src.desc(), alpha, beta);
                    dnnl::eltwise_forward::primitive_desc pd(desc, rt.engine);
                    e.primitive = dnnl::eltwise_forward(pd);
                    // The result takes the operand's layout; a differently
                    // strided result memref is written through a reorder.
                    e.dst.init(rt.engine, dst.desc(), pd.dst_desc(), false);
                  });
    entry.primitive.execute(
        rt.stream, {{DNNL_ARG_SRC, memory(src.desc(), rt.engine, src.data)},
                    {DNNL_ARG_DST, entry.dst.output(rt.engine, dst.data)}});
    entry.dst.finish(rt.engine, rt.stream, dst.data);
  });
}

void _mlir_ciface_relay_dnnl_binary(int64_t site, RelayUnrankedMemRef *name,
                                    RelayUnrankedMemRef *src0Ref,
                                    RelayUnrankedMemRef *src1Ref,
                                    RelayUnrankedMemRef *dstRef, int64_t kind) {
  guarded(site, name, [&](Runtime &rt) {
    View src0 = view<float>(src0Ref), src1 = view<float>(src1Ref),
         dst = view<float>(dstRef);
    // NumPy broadcasting aligns trailing dimensions: oneDNN wants equal
    // ranks, so the operands get leading unit dimensions.
    auto align = [&](View &v) {
      require(v.rank() <= dst.rank(), "an operand has a higher rank than "
                                      "the result");
      int64_t missing = dst.rank() - v.rank();
      v.sizes.insert(v.sizes.begin(), missing, 1);
      v.strides.insert(v.strides.begin(), missing, 0);
      for (int64_t i = 0; i < dst.rank(); ++i)
        require(v.sizes[i] == dst.sizes[i] || v.sizes[i] == 1,
                "an operand does not broadcast to the result's shape");
    };
    align(src0);
    align(src1);
    require(src0.sizes == dst.sizes,
            "oneDNN broadcasts only the second operand");
    Entry &entry =
        rt.lookup(Binary, site, {&src0, &src1, &dst}, {kind}, [&](Entry &e) {
          static const dnnl::algorithm algorithms[] = {
              dnnl::algorithm::binary_add, dnnl::algorithm::binary_mul,
              dnnl::algorithm::binary_sub, dnnl::algorithm::binary_div,
              dnnl::algorithm::binary_max, dnnl::algorithm::binary_min};
          require(kind >= 0 && kind < 6,
                  "unknown binary operation " + std::to_string(kind));
          dnnl::binary::desc desc(algorithms[kind], src0.desc(), src1.desc(),
                                  dst.desc());
          e.primitive =
              dnnl::binary(dnnl::binary::primitive_desc(desc, rt.engine));
        });
    entry.primitive.execute(
        rt.stream, {{DNNL_ARG_SRC_0, memory(src0.desc(), rt.engine, src0.data)},
                    {DNNL_ARG_SRC_1, memory(src1.desc(), rt.engine, src1.data)},
                    {DNNL_ARG_DST, memory(dst.desc(), rt.engine, dst.data)}});
  });
}

void _mlir_ciface_relay_dnnl_softmax(int64_t site, RelayUnrankedMemRef *name,
                                     RelayUnrankedMemRef *srcRef,
                                     RelayUnrankedMemRef *dstRef, int64_t axis,
                                     int64_t logarithm) {
  guarded(site, name, [&](Runtime &rt) {
    View src = view<float>(srcRef), dst = view<float>(dstRef);
    require(src.sizes == dst.sizes && axis >= 0 &&
                axis < std::max<int64_t>(src.rank(), 1),
            "bad shapes or axis");
    Entry &entry = rt.lookup(
        Softmax, site, {&src, &dst}, {axis, logarithm}, [&](Entry &e) {
          dnnl::softmax_v2_forward::desc desc(
              dnnl::prop_kind::forward_inference,
              logarithm ? dnnl::algorithm::softmax_log
                        : dnnl::algorithm::softmax_accurate,
              src.desc(), dst.desc(), static_cast<int>(axis));
          e.primitive = dnnl::softmax_v2_forward(
              dnnl::softmax_v2_forward::primitive_desc(desc, rt.engine));
        });
    entry.primitive.execute(
        rt.stream, {{DNNL_ARG_SRC, memory(src.desc(), rt.engine, src.data)},
                    {DNNL_ARG_DST, memory(dst.desc(), rt.engine, dst.data)}});
  });
}

void _mlir_ciface_relay_dnnl_concat_slice(int64_t site,
                                          RelayUnrankedMemRef *name,
                                          RelayUnrankedMemRef *srcRef,
                                          RelayUnrankedMemRef *dstRef,
                                          int64_t axis, int64_t offset) {
  guarded(site, name, [&](Runtime &rt) {
    View src = view<float>(srcRef), dst = view<float>(dstRef);
    require(src.rank() == dst.rank() && axis >= 0 && axis < dst.rank(),
            "operand and result ranks differ");
    Entry &entry = rt.lookup(
        ConcatSlice, site, {&src, &dst}, {axis, offset}, [&](Entry &e) {
          // The part of the result this operand fills: a sub-memory of the
          // result's descriptor, written by a reorder (as oneDNN's own simple
          // concatenation does).
          memory::dims offsets(dst.rank(), 0);
          offsets[axis] = offset;
          e.extraDesc = dst.desc().submemory_desc(src.sizes, offsets);
          e.primitive = dnnl::reorder(dnnl::reorder::primitive_desc(
              rt.engine, src.desc(), rt.engine, e.extraDesc));
        });
    entry.primitive.execute(
        rt.stream,
        {{DNNL_ARG_FROM, memory(src.desc(), rt.engine, src.data)},
         {DNNL_ARG_TO, memory(entry.extraDesc, rt.engine, dst.data)}});
  });
}

const char *relay_runtime_error(void) {
  ErrorState &state = ErrorState::get();
  std::lock_guard<std::mutex> lock(state.mutex);
  return state.error.empty() ? nullptr : state.error.c_str();
}

void relay_runtime_clear_error(void) {
  ErrorState &state = ErrorState::get();
  std::lock_guard<std::mutex> lock(state.mutex);
  state.error.clear();
}

const RelayRuntimeSymbol *relay_runtime_symbols(size_t *count) {
#define RELAY_SYMBOL(fn)                                                       \
  { #fn, reinterpret_cast < void *>(&fn) }
  static const RelayRuntimeSymbol symbols[] = {
      RELAY_SYMBOL(_mlir_ciface_relay_dnnl_conv2d),
      RELAY_SYMBOL(_mlir_ciface_relay_dnnl_dense),
      RELAY_SYMBOL(_mlir_ciface_relay_dnnl_batch_norm),
      RELAY_SYMBOL(_mlir_ciface_relay_dnnl_pool2d),
      RELAY_SYMBOL(_mlir_ciface_relay_dnnl_eltwise),
      RELAY_SYMBOL(_mlir_ciface_relay_dnnl_binary),
      RELAY_SYMBOL(_mlir_ciface_relay_dnnl_softmax),
      RELAY_SYMBOL(_mlir_ciface_relay_dnnl_concat_slice),
  };
#undef RELAY_SYMBOL
  *count = sizeof(symbols) / sizeof(symbols[0]);
  return symbols;
}

} // extern "C"
