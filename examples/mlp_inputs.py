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
# In float64, rounded once at the end: the reference is then the exact
# result to float32 precision whichever BLAS NumPy uses (the reference BLAS
# and OpenBLAS sum float32 products in different orders, which moved the
# error printed in docs/tutorial/05-running.md).
x64, w1_64, b1_64, w2_64, b2_64 = (a.astype(np.float64)
                                   for a in (x, w1, b1, w2, b2))
logits = np.maximum(x64 @ w1_64.T + b1_64, 0) @ w2_64.T + b2_64
e = np.exp(logits - logits.max(axis=1, keepdims=True))
np.save(os.path.join(out, "expected.npy"),
        (e / e.sum(axis=1, keepdims=True)).astype(np.float32))
