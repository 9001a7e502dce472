"""Inputs for test/Integration/fused-models.mlir's @tiling, whose reference
is the same program lowered without fusion (relay-run --opt-level 0)."""
import numpy as np


def f32(a):
    return np.asarray(a, dtype=np.float32)


def tiling(rng):
    shapes = [(64, 100), (100, 100), (100,), (4, 64, 48), (4, 40, 48),
              (64, 1024), (1024,), (1024,), (1024, 64), (8, 32, 128),
              (1, 30, 30, 16), (3, 3, 16, 8), (1, 16, 30, 30), (16, 1, 3, 3)]
    inputs = [f32(rng.standard_normal(s)) for s in shapes]
    # exp of the softmax input stays finite.
    inputs[5] = f32(np.abs(inputs[5]) * 0.1)
    return inputs, []


CASES = {"tiling": tiling}
