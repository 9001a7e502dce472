"""Writes random inputs for examples/mlp.mlir and the NumPy result to compare
with: mlp_inputs.py OUTDIR."""
import os
import sys

import numpy as np

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(0)
x = rng.standard_normal((4, 784), dtype=np.float32)
w1 = (rng.standard_normal((256, 784)) * 0.05).astype(np.float32)
b1 = (rng.standard_normal(256) * 0.1).astype(np.float32)
w2 = (rng.standard_normal((10, 256)) * 0.05).astype(np.float32)
b2 = (rng.standard_normal(10) * 0.1).astype(np.float32)
for name, a in [("x", x), ("w1", w1), ("b1", b1), ("w2", w2), ("b2", b2)]:
    np.save(os.path.join(out, name + ".npy"), a)
logits = np.maximum(x @ w1.T + b1, 0) @ w2.T + b2
e = np.exp(logits - logits.max(axis=1, keepdims=True))
np.save(os.path.join(out, "expected.npy"), (e / e.sum(axis=1, keepdims=True)).astype(np.float32))
