"""Inputs and NumPy references for test/Translation/run-imported-models.mlir.

Usage: imported_models.py INPUTS_DIR OUTDIR

For each model written as Relay text in INPUTS_DIR, writes OUTDIR/<case>.in<i>.npy
(the arguments of @main in order) and OUTDIR/<case>.out0.npy (the NumPy
result). Constants in a model's metadata section are decoded here from the
text, independently of the importer (TVM's SaveDLTensor layout).
"""
import base64
import json
import os
import struct
import sys
import zlib

import numpy as np


def f32(a):
    return np.asarray(a, dtype=np.float32)


def relay_constants(path):
    """The meta[relay.Constant] arrays of a Relay text file."""
    text = open(path).read()
    meta = json.loads(text.split("#[metadata]", 1)[1])
    nodes = meta["nodes"]
    root = nodes[meta["root"]]
    array = nodes[root["data"][root["keys"].index("relay.Constant")]]
    dtypes = {(2, 32): np.float32, (2, 64): np.float64, (0, 32): np.int32,
              (0, 64): np.int64, (0, 8): np.int8, (1, 8): np.uint8}
    result = []
    for index in array["data"]:
        blob = base64.b64decode(meta["b64ndarrays"][int(nodes[index]["attrs"]["data"])])
        magic, _, dev, _, ndim = struct.unpack_from("<QQiii", blob, 0)
        assert magic == 0xDD5E40F096B4A13F and dev == 1
        code, bits, lanes = struct.unpack_from("<BBH", blob, 28)
        shape = struct.unpack_from("<%dq" % ndim, blob, 32)
        (size,) = struct.unpack_from("<q", blob, 32 + 8 * ndim)
        data = blob[40 + 8 * ndim: 40 + 8 * ndim + size]
        result.append(np.frombuffer(data, dtype=dtypes[(code, bits)]).reshape(shape))
    return result


def softmax(x, axis=-1):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def conv2d(x, w, pad):
    """NCHW/OIHW, stride 1, symmetric padding."""
    n, c, h, wd = x.shape
    o, _, kh, kw = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    oh, ow = h + 2 * pad - kh + 1, wd + 2 * pad - kw + 1
    out = np.zeros((n, o, oh, ow), dtype=np.float64)
    for i in range(kh):
        for j in range(kw):
            patch = xp[:, :, i:i + oh, j:j + ow]
            out += np.einsum("nchw,oc->nohw", patch, w[:, :, i, j])
    return out


def batch_norm(x, gamma, beta, mean, var, eps):
    s = (gamma / np.sqrt(var + eps))[None, :, None, None]
    return (x - mean[None, :, None, None]) * s + beta[None, :, None, None]


def mlp(rng, inputs_dir):
    data = f32(rng.standard_normal((1, 1, 28, 28)))
    w1, b1 = f32(rng.standard_normal((128, 784)) * 0.05), f32(rng.standard_normal(128) * 0.1)
    w2, b2 = f32(rng.standard_normal((64, 128)) * 0.1), f32(rng.standard_normal(64) * 0.1)
    w3, b3 = f32(rng.standard_normal((10, 64)) * 0.1), f32(rng.standard_normal(10) * 0.1)
    h = np.maximum(data.reshape(1, 784) @ w1.T + b1, 0)
    h = np.maximum(h @ w2.T + b2, 0)
    return [data, w1, b1, w2, b2, w3, b3], [f32(softmax(h @ w3.T + b3))]


def resnet_block(rng, inputs_dir):
    data = f32(rng.standard_normal((1, 16, 8, 8)))
    args, layers = [data], []
    for _ in range(2):
        gamma = f32(rng.uniform(0.5, 1.5, 16))
        beta = f32(rng.standard_normal(16) * 0.1)
        mean = f32(rng.standard_normal(16) * 0.1)
        var = f32(rng.uniform(0.5, 1.5, 16))
        w = f32(rng.standard_normal((16, 16, 3, 3)) * 0.1)
        args += [gamma, beta, mean, var, w]
        layers.append((gamma, beta, mean, var, w))
    y = data.astype(np.float64)
    for gamma, beta, mean, var, w in layers:
        y = np.maximum(batch_norm(y, gamma, beta, mean, var, 2e-5), 0)
        y = conv2d(y, w, 1)
    return args, [f32(y + data)]


def small_cnn_metadata(rng, inputs_dir):
    w, b, wd, bd = relay_constants(os.path.join(inputs_dir, "small_cnn_metadata.rly"))
    x = f32(rng.standard_normal((1, 2, 6, 6)))
    y = np.maximum(conv2d(x * 0.5, w, 1) + b[None, :, None, None], 0)
    y = y.reshape(1, 4, 3, 2, 3, 2).max(axis=(3, 5)).reshape(1, 36)
    return [x], [f32(softmax(y @ wd.T + bd))]


def tvm_dump_metadata(rng, inputs_dir):
    (c,) = relay_constants(os.path.join(inputs_dir, "tvm_dump_metadata.rly"))
    x = f32(rng.standard_normal((3, 5)))
    weight = f32(rng.standard_normal((4, 5)))
    bias = f32(rng.standard_normal(5))
    y = np.maximum(x * c, 0) + bias
    return [x, weight, bias], [f32(y @ weight.T)]


CASES = {
    "mlp": mlp,
    "resnet_block": resnet_block,
    "small_cnn_metadata": small_cnn_metadata,
    "tvm_dump_metadata": tvm_dump_metadata,
}


def main():
    inputs_dir, outdir = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    for name, make in CASES.items():
        rng = np.random.RandomState(zlib.crc32(name.encode()))
        inputs, outputs = make(rng, inputs_dir)
        for i, a in enumerate(inputs):
            np.save(os.path.join(outdir, f"{name}.in{i}.npy"), a)
        for i, a in enumerate(outputs):
            np.save(os.path.join(outdir, f"{name}.out{i}.npy"), a)


if __name__ == "__main__":
    main()
