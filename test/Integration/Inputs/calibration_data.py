"""Calibration archives for test/Integration/quantize-calibrate-errors.mlir.

Usage: calibration_data.py OUTDIR. @main there takes %data:
tensor<1x4xf32>; good.npz holds two batches of it, every other archive is
wrong in one way.
"""
import os
import sys

import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(0)


def batches(shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


archives = {
    "good": {"data": batches((2, 1, 4))},
    "wrong_shape": {"data": batches((2, 1, 5))},
    "wrong_dtype": {"data": batches((2, 1, 4), np.float64)},
    "no_batches": {"data": batches((0, 1, 4))},
    "scalar": {"data": np.float32(1.0)},
    "empty": {},
    "missing_key": {"x": batches((2, 1, 4))},
    "extra_key": {"data": batches((2, 1, 4)), "label": batches((2, 1))},
}
for name, arrays in archives.items():
    np.savez(os.path.join(out, name + ".npz"), **arrays)
