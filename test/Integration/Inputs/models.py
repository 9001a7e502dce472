"""NumPy references for test/Integration/models.mlir."""
import numpy as np

from nnref import batch_norm, conv2d_nchw, max_pool2d, softmax


def f32(a):
    return np.asarray(a, dtype=np.float32)


def mlp(rng):
    x = f32(rng.standard_normal((8, 784)))
    w1 = f32(rng.standard_normal((256, 784)) * 0.05)
    b1 = f32(rng.standard_normal(256) * 0.1)
    w2 = f32(rng.standard_normal((10, 256)) * 0.05)
    b2 = f32(rng.standard_normal(10) * 0.1)
    h = np.maximum(x @ w1.T + b1, 0)
    return [x, w1, b1, w2, b2], [softmax(h @ w2.T + b2)]


def resnet_block(rng):
    x = f32(rng.standard_normal((1, 64, 56, 56)))
    params = []
    for _ in range(2):
        w = f32(rng.standard_normal((64, 64, 3, 3)) * 0.05)
        gamma = f32(rng.uniform(0.5, 1.5, 64))
        beta = f32(rng.standard_normal(64) * 0.1)
        mean = f32(rng.standard_normal(64) * 0.1)
        var = f32(rng.uniform(0.5, 1.5, 64))
        params.append((w, gamma, beta, mean, var))
    (w1, g1, b1, m1, v1), (w2, g2, b2, m2, v2) = params
    y = conv2d_nchw(x, w1, padding=(1, 1, 1, 1))
    y = np.maximum(batch_norm(y, g1, b1, m1, v1), 0)
    y = conv2d_nchw(y, w2, padding=(1, 1, 1, 1))
    y = np.maximum(batch_norm(y, g2, b2, m2, v2) + x, 0)
    return [x, w1, g1, b1, m1, v1, w2, g2, b2, m2, v2], [y]


def small_cnn(rng):
    x = f32(rng.standard_normal((2, 1, 28, 28)))
    w = f32(rng.standard_normal((8, 1, 3, 3)) * 0.3)
    b = f32(rng.standard_normal(8) * 0.1)
    wd = f32(rng.standard_normal((10, 8 * 14 * 14)) * 0.05)
    bd = f32(rng.standard_normal(10) * 0.1)
    y = conv2d_nchw(x, w, padding=(1, 1, 1, 1)) + b.reshape(1, -1, 1, 1)
    y = max_pool2d(np.maximum(y, 0), (2, 2), (2, 2))
    y = y.reshape(2, -1) @ wd.T + bd
    return [x, w, b, wd, bd], [f32(y)]


CASES = {"mlp": mlp, "resnet_block": resnet_block, "small_cnn": small_cnn}
