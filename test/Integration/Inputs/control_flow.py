"""NumPy references for test/Integration/control-flow.mlir."""
import numpy as np


def branch(rng):
    x = rng.standard_normal((3, 4)).astype(np.float32)
    return [np.array(True), np.array(False), x], [np.exp(x), np.maximum(x, 0)]


def power(rng):
    # x^n by recursion: power(x, n) = n == 0 ? 1 : x * power(x, n - 1)
    x = rng.uniform(0.5, 1.5, (5,)).astype(np.float32)
    n = np.array(6, dtype=np.int32)
    return [x, n], [x ** 6]


def closure(rng):
    x = rng.standard_normal((4,)).astype(np.float32)
    b = rng.standard_normal((4,)).astype(np.float32)
    y = np.tanh(x + b)
    return [x, b], [np.tanh(y + b), x + b]


CASES = {"branch": branch, "power": power, "closure": closure}
