"""NumPy references for test/Integration/simplify-inference.mlir."""
import numpy as np

from nnref import batch_norm, conv2d_nchw


def f32(a):
    return np.asarray(a, dtype=np.float32)


def bn_params(rng, c):
    gamma = f32(rng.uniform(0.5, 1.5, c))
    beta = f32(rng.standard_normal(c) * 0.1)
    mean = f32(rng.standard_normal(c) * 0.1)
    var = f32(rng.uniform(0.5, 1.5, c))
    return gamma, beta, mean, var


def normalize(x, axes, eps):
    x = x.astype(np.float64)
    mean = x.mean(axis=axes, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=axes, keepdims=True)
    return (x - mean) / np.sqrt(var + eps)


def along(v, ndim, axis):
    shape = [1] * ndim
    shape[axis] = -1
    return v.reshape(shape)


def conv_bn_relu(rng):
    x = f32(rng.standard_normal((1, 16, 14, 14)))
    w1 = f32(rng.standard_normal((16, 16, 3, 3)) * 0.1)
    p1 = bn_params(rng, 16)
    w2 = f32(rng.standard_normal((16, 16, 3, 3)) * 0.1)
    p2 = bn_params(rng, 16)
    y = np.maximum(batch_norm(conv2d_nchw(x, w1, padding=(1, 1, 1, 1)), *p1), 0)
    y = batch_norm(conv2d_nchw(y, w2, padding=(1, 1, 1, 1)), *p2)
    y = np.maximum(y + x, 0)
    return [x, w1, *p1, w2, *p2], [f32(y)]


def layer_norm(rng):
    x = f32(rng.standard_normal((8, 64)))
    w = f32(rng.standard_normal((64, 64)) * 0.1)
    b = f32(rng.standard_normal(64) * 0.1)
    gamma = f32(rng.uniform(0.5, 1.5, 64))
    beta = f32(rng.standard_normal(64) * 0.1)
    h = x.astype(np.float64) @ w.T + b
    y = normalize(h, (1,), 1e-5) * gamma + beta
    return [x, w, b, gamma, beta], [f32(y)]


def instance_group_norm(rng):
    x = f32(rng.standard_normal((2, 8, 5, 5)) * 2 + 0.5)
    g1 = f32(rng.uniform(0.5, 1.5, 8))
    b1 = f32(rng.standard_normal(8) * 0.1)
    g2 = f32(rng.uniform(0.5, 1.5, 8))
    b2 = f32(rng.standard_normal(8) * 0.1)
    y = normalize(x, (2, 3), 1e-5) * along(g1, 4, 1) + along(b1, 4, 1)
    grouped = y.reshape(2, 4, 2, 5, 5)
    y = normalize(grouped, (2, 3, 4), 1e-5).reshape(2, 8, 5, 5)
    y = y * along(g2, 4, 1) + along(b2, 4, 1)
    return [x, g1, b1, g2, b2], [f32(y)]


CASES = {"conv_bn_relu": conv_bn_relu, "layer_norm": layer_norm,
         "instance_group_norm": instance_group_norm}
