"""NumPy references for test/Integration/dnnl-ops.mlir: the operators of
the dnnl target, each with TVM's semantics."""
import numpy as np

from nn import pool2d
from nnref import batch_norm, conv2d_nchw, softmax


def f32(a):
    return np.asarray(a, dtype=np.float32)


def normal(rng, *shape):
    return f32(rng.standard_normal(shape))


# The constant depthwise weights of @dnnl_conv_const (row-major).
CONST_WEIGHTS = f32(np.arange(18).reshape(2, 1, 3, 3) / 8 - 1)


def conv_sum(rng):
    x, w = normal(rng, 1, 4, 9, 10), normal(rng, 6, 2, 3, 3)
    b, s = normal(rng, 6, 1, 1), normal(rng, 1, 6, 4, 9)
    y = conv2d_nchw(x, w, strides=(2, 1), padding=(1, 0, 2, 1),
                    dilation=(2, 1), groups=2)
    return [x, w, b, s], [f32(np.maximum(y + b + s, 0))]


def conv_const(rng):
    x = normal(rng, 1, 2, 5, 5)
    y = conv2d_nchw(x, CONST_WEIGHTS, padding=(1, 1, 1, 1), groups=2)
    return [x], [f32(np.tanh(y))]


def pools(rng):
    x = normal(rng, 1, 3, 9, 9)
    return [x], [
        pool2d(x, "max", [3, 3], [2, 2], [1, 1, 1, 0], ceil_mode=True),
        pool2d(x, "avg", [3, 3], [2, 2], [1, 0, 1, 2], ceil_mode=True),
        pool2d(x, "avg", [2, 2], [2, 2], [1, 1, 1, 1], count_include_pad=True),
        f32(x.mean(axis=(2, 3), keepdims=True)),
        pool2d(x, "max", [2, 2], [1, 1], [0, 0, 0, 0], dilation=(2, 2)),
    ]


def eltwise(rng):
    x, y, z = normal(rng, 2, 3, 4, 5), normal(rng, 3, 1, 5), normal(rng, 2, 3, 4, 5)
    bias = normal(rng, 3)
    a = np.where(x > 0, x, f32(0.1) * x)
    a = np.clip(a, -0.5, 0.8)
    a = a - y
    a = y * a
    a = np.maximum(a, z)
    a = np.minimum(a, np.tanh(z))
    a = a / (np.abs(z) + f32(1))
    a = 1 / (1 + np.exp(-a))
    a = np.exp(-a)
    a = np.log(np.sqrt(a))
    a = a + bias.reshape(1, 3, 1, 1)
    return [x, y, z, bias], [f32(a)]


def norms(rng):
    x = normal(rng, 2, 4, 3, 3)
    gamma, beta = f32(rng.uniform(0.5, 1.5, 4)), normal(rng, 4)
    mean, var = normal(rng, 4), f32(rng.uniform(0.5, 1.5, 4))
    # center = false: no beta.
    bn = batch_norm(x, gamma, np.zeros(4, np.float32), mean, var, eps=1e-3)
    sm = softmax(bn, axis=1)
    logsm = f32(x - x.max(axis=0) - np.log(np.exp(x - x.max(axis=0)).sum(axis=0)))
    # The ccompiler function (no code generator) doubles its operand.
    return [x, gamma, beta, mean, var], [
        f32(np.concatenate([bn, x, sm], axis=1)), var, logsm, f32(2 * x)]


CASES = {"conv_sum": conv_sum, "conv_const": conv_const, "pools": pools,
         "eltwise": eltwise, "norms": norms}
