"""Inputs and NumPy references for test/Integration/byoc.mlir: programs
partitioned for dnnl, run without a dnnl code generator."""
import numpy as np

from nnref import conv2d_nchw, max_pool2d


def f32(a):
    return np.asarray(a, dtype=np.float32)


def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def model(rng):
    """@main of byoc.mlir: conv2d + bias + relu, negative, conv2d +
    sigmoid, 2x2 max pooling."""
    x = f32(rng.standard_normal((1, 3, 8, 8)))
    w = f32(rng.standard_normal((4, 3, 3, 3)))
    b = f32(rng.standard_normal((1, 4, 1, 1)))
    w2 = f32(rng.standard_normal((4, 4, 3, 3)))
    y = np.maximum(conv2d_nchw(x, w) + b, 0)
    y = sigmoid(conv2d_nchw(-y, w2))
    return [x, w, b, w2], [f32(max_pool2d(y, (2, 2), (2, 2)))]


def tvm_partitioned(rng):
    """Inputs/byoc_dnnl.rly: conv2d + bias + relu (a dnnl composite in a
    dnnl function), negative, 2x2 max pooling."""
    x = f32(rng.standard_normal((1, 3, 8, 8)))
    w = f32(rng.standard_normal((4, 3, 3, 3)))
    b = f32(rng.standard_normal((1, 4, 1, 1)))
    y = -np.maximum(conv2d_nchw(x, w) + b, 0)
    return [x, w, b], [f32(max_pool2d(y, (2, 2), (2, 2)))]


CASES = {"model": model, "tvm_partitioned": tvm_partitioned}
