"""Inputs and float references for
test/Integration/fake-quantization-to-integer.mlir.

The references compute the fake-quantized float programs in NumPy: the
dequantized inputs, the float operators in float32 and the final quantize
(round half away from zero, TVM's round on LLVM). The integer program that
-relay-fake-quantization-to-integer makes rounds at other places (every
qnn operator requantizes; requantize rounds ties upward), so TVM's tests
allow one quantization step of difference. The parameters here must match
the constants in the .mlir file.

usage: fake_quantization_to_integer.py OUTDIR
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nnref import conv2d_nchw, max_pool2d  # noqa: E402

out = sys.argv[1]
rng = np.random.default_rng(2)


def save(name, array):
    np.save(os.path.join(out, name + ".npy"), array)


def round_away(x):
    return np.where(x >= 0, np.floor(x + 0.5), np.ceil(x - 0.5))


def dequantize(q, scale, zp, axis=-1):
    scale = np.asarray(scale, np.float32)
    zp = np.asarray(zp, np.int32)
    shape = [1] * q.ndim
    if scale.ndim:
        shape[axis] = -1
    return ((q.astype(np.int32) - zp.reshape(shape if zp.ndim else ()))
            .astype(np.float32) * scale.reshape(shape if scale.ndim else ()))


def quantize(x, scale, zp, dtype):
    info = np.iinfo(dtype)
    t = round_away((x / np.float32(scale)).astype(np.float32)) + zp
    return np.clip(t, info.min, info.max).astype(dtype)


# @conv_block: conv2d with per-channel weights, bias_add, relu, clip.
x = rng.integers(-60, 60, size=(1, 3, 8, 8)).astype(np.int8)
w = rng.integers(-128, 128, size=(4, 3, 3, 3)).astype(np.int8)
w_scale = np.array([0.01, 0.02, 0.015, 0.03], np.float32)
bias = np.array([0.1, -0.2, 0.3, 0.05], np.float32)
y = conv2d_nchw(dequantize(x, 0.05, 2), dequantize(w, w_scale, 0, axis=0))
y = y + bias.reshape(1, 4, 1, 1)
y = np.clip(np.maximum(y, 0), 0, 6)
save("conv_x", x)
save("conv_w", w)
save("conv_ref", quantize(y, 0.02, 0, np.uint8))

# @dense_block: max_pool2d, reshape, dense, add of a float bias.
xd = rng.integers(0, 256, size=(1, 4, 6, 6)).astype(np.uint8)
wd = rng.integers(-128, 128, size=(10, 9)).astype(np.int8)
bd = np.linspace(-1, 1, 10).astype(np.float32)
h = max_pool2d(dequantize(xd, 0.02, 0), (2, 2), (2, 2)).reshape(4, 9)
y = h @ dequantize(wd, 0.04, 0).T + bd
save("dense_x", xd)
save("dense_w", wd)
save("dense_ref", quantize(y.astype(np.float32), 0.5, -3, np.int8))

# @binary_block: add, multiply by a float constant, concatenate.
a = rng.integers(-20, 21, size=(2, 8)).astype(np.int8)
b = rng.integers(-30, 31, size=(8,)).astype(np.int8)
fa = dequantize(a, 0.1, 1)
s = (fa + dequantize(b, 0.05, -4)) * np.float32(0.5)
y = np.concatenate([s, fa], axis=1)
save("bin_a", a)
save("bin_b", b)
save("bin_ref", quantize(y, 0.0625, 0, np.int8))
