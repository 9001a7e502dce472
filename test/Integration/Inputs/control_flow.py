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


def function_values(cond):
    def case(rng):
        x = rng.uniform(-1.0, 1.0, (4,)).astype(np.float32)
        f = (lambda v: v * v) if cond else np.exp
        return [np.array(cond), x], [f(f(x)), x + x]
    return case


CASES = {"branch": branch, "power": power, "closure": closure,
         "function_values_then": function_values(True),
         "function_values_else": function_values(False)}
