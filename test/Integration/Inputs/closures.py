"""NumPy references for test/Integration/closures.mlir."""
import numpy as np


def selected(cond):
    # main: apply_twice(cond ? make_adder(b) : make_scaler(s), x), then
    # apply_twice(@negate, .) (negating twice is the identity).
    def case(rng):
        b = rng.standard_normal((4,)).astype(np.float32)
        s = np.array(rng.uniform(0.5, 2.0), dtype=np.float32)
        x = rng.standard_normal((4,)).astype(np.float32)
        y = x + b + b if cond else x * s * s
        return [np.array(cond), b, s, x], [y]
    return case


def curried(rng):
    a, b, c = (rng.standard_normal((4,)).astype(np.float32) for _ in range(3))
    return [a, b, c], [a * b + c]


def dynamic(cond):
    # A closure capturing a tensor<?xf32> shares its type with one that
    # captures a static tensor.
    def case(rng):
        v = rng.standard_normal((7,)).astype(np.float32)
        x = rng.standard_normal((4,)).astype(np.float32)
        y = x + v.sum(dtype=np.float32) if cond else x * x
        return [np.array(cond), v, x], [y]
    return case


CASES = {"selected_then": selected(True), "selected_else": selected(False),
         "curried": curried, "dynamic_then": dynamic(True),
         "dynamic_else": dynamic(False)}
