"""Inputs, float reference and error bounds for test/Integration/quantize.mlir.

Usage: quantize.py OUTDIR        writes weights.npz, data.npy, expected.npy
                                 (float), and for the configurations
                                 `default` and `all` (every layer quantized)
                                 sim_<config>.npy and bound_<config>.npy
       quantize.py OUTDIR check RESULT.npy CONFIG
                                 compares a quantized result with both
                                 (CONFIG all_max: weight-scale=max, checked
                                 against the bound of `all` only)

sim_<config> is the integer program TVM's realize builds, simulated in
NumPy: the result must match it up to float rounding (1e-4). bound_<config>
says how far from the float result quantization may take it; it follows the quantization steps of relay.quantize with
calibrate-mode=global_scale (global-scale=8), weight-scale=power2 and 8-bit
inputs and weights, propagated through the network as a worst case, element
by element, on the float values:

- a value quantized as INPUT is rounded to a step of 8 / 2^7 = 1/16 (error
  at most 1/32; the check asserts that it stays inside the clip range
  +-127/16, so nothing is clipped),
- a weight or bias is rounded to a step of 2^ceil(log2 max|w|) / 2^7 (error
  at most half of it),
- a product W x with errors dW, dx has the error |W| dx + dW (|x| + dx),
- relu and max pooling do not increase an error bound; rescaling between
  power-of-two scales by shifts is exact except where it rounds to an INPUT
  step, counted above.

Float rounding is covered by a relative slack of 1e-5 of the magnitudes.
"""
import os
import sys

import numpy as np

STEP_IN = 8.0 / 2**7
LIMIT_IN = 127 * STEP_IN


def conv2d(x, w):
    """NCHW / OIHW, stride 1, padding 1, 3x3."""
    n, c, h, wd = x.shape
    xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
    out = np.zeros((n, w.shape[0], h, wd), dtype=np.float64)
    for i in range(3):
        for j in range(3):
            out += np.einsum("nchw,oc->nohw", xp[:, :, i:i + h, j:j + wd],
                             w[:, :, i, j])
    return out


def maxpool(x):
    n, c, h, w = x.shape
    return x.reshape(n, c, h // 2, 2, w // 2, 2).max(axis=(3, 5))


def weight_step(w):
    return 2.0 ** np.ceil(np.log2(np.abs(w).max())) / 2**7


def input_error(x):
    assert np.abs(x).max() < LIMIT_IN, "an INPUT value would be clipped"
    return STEP_IN / 2


def round_away(x):
    """math.round / std::round: halves away from zero."""
    return np.sign(x) * np.floor(np.abs(x) + 0.5)


def quantize_real(x, step):
    """simulated_quantize from float: clip(round(x / step)), 8 bits."""
    scaled = x.astype(np.float32) * np.float32(1.0 / step)
    return np.clip(round_away(scaled), -127, 127).astype(np.int64)


def rescale(v, s_from, s_to):
    """MulAndDiv / the shifts of QuantizeRealize between powers of two."""
    n = int(round(np.log2(s_to / s_from)))
    if n > 0:
        return (v + (1 << (n - 1))) >> n
    return v << -n


def conv2d_int(x, w):
    return np.rint(conv2d(x.astype(np.float64), w.astype(np.float64))).astype(
        np.int64)


def simulate(p, data, quantize_conv0, quantize_dense):
    """The integer program of realize.cc for this network."""
    f = {k: v.astype(np.float32) for k, v in p.items()}

    def conv_bias(q, s_q, w, b):
        s_w, s_b = weight_step(w), weight_step(b)
        acc = conv2d_int(q, quantize_real(w, s_w))
        s_acc = s_q * s_w
        s = min(s_acc, s_b)
        bias = rescale(quantize_real(b, s_b), s_b, s)
        return rescale(acc, s_acc, s) + bias[None, :, None, None], s

    def to_input(v, s):
        return np.clip(rescale(v, s, STEP_IN), -127, 127)

    if quantize_conv0:
        v, s = conv_bias(quantize_real(data, STEP_IN), STEP_IN,
                         f["conv0_weight"], f["conv0_bias"])
        q = to_input(np.maximum(v, 0), s)
    else:
        r0 = conv2d(data.astype(np.float64), f["conv0_weight"].astype(
            np.float64)) + f["conv0_bias"][None, :, None, None]
        q = quantize_real(np.maximum(r0, 0).astype(np.float32), STEP_IN)
    v, s = conv_bias(q, STEP_IN, f["conv1_weight"], f["conv1_bias"])
    q = maxpool(to_input(np.maximum(v, 0), s)).reshape(1, -1)
    w, b = f["fc_weight"], f["fc_bias"]
    if not quantize_dense:
        x = q.astype(np.float32) * np.float32(STEP_IN)
        return (x.astype(np.float64) @ w.T.astype(np.float64) + b).astype(
            np.float32)
    s_w, s_b = weight_step(w), weight_step(b)
    acc = q @ quantize_real(w, s_w).T
    s_acc = STEP_IN * s_w
    s = min(s_acc, s_b)
    v = rescale(acc, s_acc, s) + rescale(quantize_real(b, s_b), s_b, s)
    return v.astype(np.float32) * np.float32(s)


def make(rng):
    p = {
        "conv0_weight": rng.uniform(-0.5, 0.5, (4, 3, 3, 3)),
        "conv0_bias": rng.uniform(-0.2, 0.2, (4,)),
        "conv1_weight": rng.uniform(-0.3, 0.3, (8, 4, 3, 3)),
        "conv1_bias": rng.uniform(-0.2, 0.2, (8,)),
        "fc_weight": rng.uniform(-0.2, 0.2, (10, 128)),
        "fc_bias": rng.uniform(-0.2, 0.2, (10,)),
    }
    p = {k: v.astype(np.float32) for k, v in p.items()}
    data = rng.uniform(-1, 1, (1, 3, 8, 8)).astype(np.float32)
    return p, data


def forward(p, data, quantize_conv0, quantize_dense):
    """The float result (float64) and the bound of the quantized one."""
    f = {k: v.astype(np.float64) for k, v in p.items()}
    x = data.astype(np.float64)
    e = np.zeros_like(x)
    mag = np.abs(x)  # running magnitude, for the float slack

    def conv_layer(x, e, w, b, quantized):
        y = conv2d(x, w) + b[None, :, None, None]
        if not quantized:
            return y, conv2d(e, np.abs(w))
        dw = weight_step(w) / 2
        ey = conv2d(e, np.abs(w)) + conv2d(np.abs(x) + e, np.full_like(w, dw))
        return y, ey + weight_step(b) / 2

    # conv0 + bias + relu; its data is an INPUT when it is quantized.
    if quantize_conv0:
        e = e + input_error(x)
    x, e = conv_layer(x, e, f["conv0_weight"], f["conv0_bias"], quantize_conv0)
    x = np.maximum(x, 0)
    # conv1 takes its data as an INPUT.
    e = e + input_error(x)
    x, e = conv_layer(x, e, f["conv1_weight"], f["conv1_bias"], True)
    x = np.maximum(x, 0)
    # max_pool2d requantizes its ACTIVATION data to INPUT.
    e = e + input_error(x)
    x, e = maxpool(x), maxpool(e)
    x, e = x.reshape(1, -1), e.reshape(1, -1)
    w, b = f["fc_weight"], f["fc_bias"]
    y = x @ w.T + b
    ey = e @ np.abs(w).T
    if quantize_dense:
        ey += (np.abs(x) + e) @ np.full_like(w, weight_step(w) / 2).T
        ey += weight_step(b) / 2
    slack = 1e-5 * (np.abs(x) @ np.abs(w).T + np.abs(b) + 1)
    return y, ey + slack


def main():
    outdir = sys.argv[1]
    if len(sys.argv) > 2 and sys.argv[2] == "check":
        result = np.load(sys.argv[3]).astype(np.float64)
        config = sys.argv[4]
        # weight-scale=max takes the steps max|w| / 2^7, no larger than those
        # of power2, so the bound of `all` holds; its fixed-point program is
        # not simulated.
        sim_file = os.path.join(outdir, f"sim_{config}.npy")
        sim = np.load(sim_file) if os.path.exists(sim_file) else None
        bound = np.load(os.path.join(outdir, f"bound_{config.split('_')[0]}.npy"))
        expected = np.load(os.path.join(outdir, "expected.npy"))
        err = np.abs(result - expected)
        sim_ok = True
        if sim is not None:
            sim_err = np.abs(result - sim).max()
            sim_ok = bool(sim_err <= 1e-4)
        bound_ok = bool((err <= bound).all())
        if sim is not None:
            print(f"{config}: the integer program "
                  f"{'matches' if sim_ok else 'DIFFERS'}"
                  f" (max difference {sim_err:.2g})")
        print(f"{config}: {'within' if bound_ok else 'OUTSIDE'} the "
              f"quantization bound of the float result (max error "
              f"{err.max():.3g}, smallest bound {bound.min():.3g})")
        sys.exit(0 if sim_ok and bound_ok else 1)
    os.makedirs(outdir, exist_ok=True)
    rng = np.random.RandomState(13)
    p, data = make(rng)
    np.savez(os.path.join(outdir, "weights.npz"), **p)
    np.save(os.path.join(outdir, "data.npy"), data)
    y, bound_default = forward(p, data, False, False)
    _, bound_all = forward(p, data, True, True)
    np.save(os.path.join(outdir, "expected.npy"), y.astype(np.float32))
    np.save(os.path.join(outdir, "bound_default.npy"), bound_default)
    np.save(os.path.join(outdir, "bound_all.npy"), bound_all)
    np.save(os.path.join(outdir, "sim_default.npy"),
            simulate(p, data, False, False))
    np.save(os.path.join(outdir, "sim_all.npy"), simulate(p, data, True, True))


if __name__ == "__main__":
    main()
