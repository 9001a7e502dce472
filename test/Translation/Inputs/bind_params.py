# Writes the arrays test/Translation/bind-params.mlir binds to the MLP of
# Inputs/mlp.rly: its weights by parameter name, an input and the NumPy
# result, and archives that must be rejected.
import sys

import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(0)
shapes = {"fc1_weight": (128, 784), "fc1_bias": (128,), "fc2_weight": (64, 128),
          "fc2_bias": (64,), "fc3_weight": (10, 64), "fc3_bias": (10,)}
w = {k: rng.standard_normal(s).astype(np.float32) * 0.1 for k, s in shapes.items()}
np.savez(f"{out}/weights.npz", **w)
np.savez_compressed(f"{out}/fc3.npz", fc3_weight=w["fc3_weight"], fc3_bias=w["fc3_bias"])
x = rng.standard_normal((1, 1, 28, 28)).astype(np.float32)
np.save(f"{out}/data.npy", x)
h = np.maximum(x.reshape(1, -1) @ w["fc1_weight"].T + w["fc1_bias"], 0)
h = np.maximum(h @ w["fc2_weight"].T + w["fc2_bias"], 0)
logits = h @ w["fc3_weight"].T + w["fc3_bias"]
e = np.exp(logits - logits.max(axis=1, keepdims=True))
np.save(f"{out}/expected.npy", (e / e.sum(axis=1, keepdims=True)).astype(np.float32))
for k in ("fc1_weight", "fc1_bias", "fc2_weight", "fc2_bias"):
    np.save(f"{out}/{k}.npy", w[k])
np.savez(f"{out}/typo.npz", fc1_wieght=w["fc1_weight"])
np.savez(f"{out}/shape.npz", fc1_bias=np.zeros((127,), np.float32))
np.savez(f"{out}/dtype.npz", fc1_bias=np.zeros((128,), np.float64))
