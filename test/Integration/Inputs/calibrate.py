"""Data and NumPy reference for test/Integration/quantize-calibrate.mlir.

Usage: calibrate.py OUTDIR
           writes weights.npz for Inputs/quantize_model.rly and calib.npz,
           four calibration batches of its `data` (key `data`, shape
           (4, 1, 3, 8, 8))
       calibrate.py OUTDIR check MODE CALIBRATED.mlir
           recomputes, in NumPy, the values every INPUT and ACTIVATION
           simulated_quantize of @main sees on the calibration batches and
           the scale TVM v0.13 picks from them (MODE kl_divergence: TVM's
           _find_scale_by_kl and calibrate.cc's MinimizeKL; percentile:
           _find_scale_by_percentile), and compares dom_scale = scale / 2^7
           with the one in CALIBRATED.mlir

The weights and data are small multiples of powers of two, so the float
model computes exactly (every partial sum is representable in float32):
the values NumPy sees are the ones the compiled model sees, whatever order
it sums in, and the scales can be compared exactly.
"""
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from quantize import conv2d, maxpool  # noqa: E402

NUM_BATCHES = 4


def make(out):
    rng = np.random.default_rng(13)

    def grid(shape, limit, step):
        return (rng.integers(-limit, limit + 1, size=shape) * step).astype(
            np.float32)

    weights = {
        "conv0_weight": grid((4, 3, 3, 3), 4, 1 / 8),
        "conv0_bias": grid((4,), 4, 1 / 4),
        "conv1_weight": grid((8, 4, 3, 3), 4, 1 / 8),
        "conv1_bias": grid((8,), 4, 1 / 4),
        "fc_weight": grid((10, 128), 2, 1 / 8),
        "fc_bias": grid((10,), 4, 1 / 4),
    }
    np.savez(os.path.join(out, "weights.npz"), **weights)
    data = grid((NUM_BATCHES, 1, 3, 8, 8), 16, 1 / 16)
    np.savez(os.path.join(out, "calib.npz"), data=data)


def profiled_values(out):
    """The data of @main's INPUT and ACTIVATION simulated_quantize ops in
    program order, over all batches, as TVM's collect_stats concatenates
    them, with every conv2d quantized (skip-conv-layers=) and the dense layer
    in float (skip-dense-layer's default): three INPUTs, conv0's data, its
    relu for conv1 and conv1's relu for max_pool2d (the results of the
    convolutions stay ACTIVATIONs that are never quantized themselves)."""
    w = dict(np.load(os.path.join(out, "weights.npz")))
    data = np.load(os.path.join(out, "calib.npz"))["data"]
    values = [[] for _ in range(3)]
    for x in data.astype(np.float64):
        a0 = conv2d(x, w["conv0_weight"]) + w["conv0_bias"].reshape(1, -1, 1, 1)
        r0 = np.maximum(a0, 0)
        a1 = conv2d(r0, w["conv1_weight"]) + w["conv1_bias"].reshape(1, -1, 1, 1)
        r1 = np.maximum(a1, 0)
        for i, v in enumerate([x, r0, r1]):
            exact = v.astype(np.float32)
            assert np.array_equal(exact.astype(np.float64), v), \
                "the model does not compute exactly in float32"
            values[i].append(exact)
    return [np.concatenate(v).reshape(-1) for v in values]


def smooth_distribution(p, eps=np.float32(0.0001)):
    """calibrate.cc's SmoothDistribution, in float32."""
    is_zeros = p == 0
    n_zeros = np.float32(is_zeros.sum())
    n_nonzeros = np.float32(p.size) - n_zeros
    if n_nonzeros == 0:
        return None
    eps1 = eps * n_zeros / n_nonzeros
    if eps1 >= 1.0:
        return None
    return np.where(is_zeros, p + eps, p - eps1).astype(np.float32)


def compute_entropy(p, q):
    """calibrate.cc's ComputeEntropy: sums accumulated in order, in float32."""
    p = p / np.cumsum(p, dtype=np.float32)[-1]
    q = q / np.cumsum(q, dtype=np.float32)[-1]
    terms = (p * np.log(p / q)).astype(np.float32)
    return np.cumsum(terms, dtype=np.float32)[-1]


def minimize_kl(hist, hist_edges, num_bins, num_quantized_bins):
    """calibrate.cc's MinimizeKL, vectorised over the bins."""
    zero_bin_idx = num_bins // 2
    num_half_quantized_bins = num_quantized_bins // 2
    thresholds = []
    divergence = []
    for i in range(num_half_quantized_bins, zero_bin_idx + 1):
        start = zero_bin_idx - i
        stop = zero_bin_idx + i + 1
        thresholds.append(hist_edges[stop])
        # The bins in (start, stop); bin `start` and everything below it go
        # to p's first bin, everything from `stop` on to its last.
        sliced = hist[start:stop].copy()
        sliced[0] = 0
        p = sliced.astype(np.float32)
        p[0] = hist[:start + 1].sum()
        p[-1] = hist[stop - 1:].sum()
        # Quantized bin of every bin: runs of num_merged, the last one
        # taking the remainder.
        num_merged = sliced.size // num_quantized_bins
        group = np.minimum(np.arange(sliced.size) // num_merged,
                           num_quantized_bins - 1)
        quantized = np.bincount(group, weights=sliced,
                                minlength=num_quantized_bins)
        norm = np.bincount(group, weights=sliced != 0,
                           minlength=num_quantized_bins)
        with np.errstate(divide="ignore", invalid="ignore"):
            fill = quantized.astype(np.float32) / norm.astype(np.float32)
        q = np.where((p != 0) & (norm[group] != 0), fill[group],
                     np.float32(0)).astype(np.float32)
        p = smooth_distribution(p)
        q = smooth_distribution(q)
        divergence.append(np.float32(np.inf) if q is None else
                          compute_entropy(p, q))
    return thresholds[int(np.argmin(divergence))]


def find_scale_by_kl(arr, num_bins=8001, num_quantized_bins=255):
    """kl_divergence.py's _find_scale_by_kl (int8)."""
    thres = max(abs(np.min(arr)), abs(np.max(arr)))
    hist, edges = np.histogram(arr, bins=num_bins, range=(-thres, thres))
    return float(minimize_kl(hist.astype(np.int32), edges.astype(np.float32),
                             num_bins, num_quantized_bins))


def find_scale_by_percentile(arr, percentile=0.99999):
    """_calibrate.py's _find_scale_by_percentile."""
    x = np.abs(arr)
    max_k = int(x.size * percentile)
    return float(np.partition(x, max_k)[max_k])


def dom_scales(path):
    """(kind, dom_scale) of every INPUT (1) and ACTIVATION (3)
    simulated_quantize in @main, in program order."""
    text = open(path).read()
    constants = dict(re.findall(
        r"(%\w+) = relay\.constant dense<([^>]+)> : tensor<f32>", text))
    scales = []
    for operands, kind in re.findall(
            r"relay\.op\.annotation\.simulated_quantize ([^{]*)\{[^}]*kind = (\d+)",
            text):
        if int(kind) in (1, 3):
            dom = operands.split(",")[1].strip()
            scales.append((int(kind), float(constants[dom])))
    return scales


def check(out, mode, path):
    """dom_scale = scale / valid_range, valid_range = 2^(nbit - 1) with
    nbit-input 8 for INPUT and nbit-activation 32 for ACTIVATION."""
    find = {"kl_divergence": find_scale_by_kl,
            "percentile": find_scale_by_percentile}[mode]
    scales = [find(v) for v in profiled_values(out)]
    actual = dom_scales(path)
    ok = len(actual) == len(scales)
    for i, ((kind, a), scale) in enumerate(zip(actual, scales)):
        e = np.float32(scale / 2.0**(7 if kind == 1 else 31))
        same = np.float32(a) == e
        ok &= bool(same)
        print(f"{mode} {i} (kind {kind}): dom_scale {a!r}, NumPy {float(e)!r}: "
              f"{'ok' if same else 'MISMATCH'}")
    print(f"{mode}: {len(actual)} scales, {len(scales)} expected: "
          f"{'ok' if ok else 'MISMATCH'}")
    return 0 if ok else 1


if __name__ == "__main__":
    if len(sys.argv) == 2:
        make(sys.argv[1])
    else:
        sys.exit(check(sys.argv[1], sys.argv[3], sys.argv[4]))
