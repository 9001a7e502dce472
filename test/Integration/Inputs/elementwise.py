"""NumPy references for test/Integration/elementwise.mlir."""
import numpy as np
from scipy_free_erf import erf


def round_half_away(x):
    # TVM's round is llvm.round: halves away from zero (np.round goes to even).
    return (np.sign(x) * np.floor(np.abs(x) + 0.5)).astype(x.dtype)


def f32(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


def unary(rng):
    x = f32(rng, 3, 7)
    p = np.abs(x) + 0.5
    return [x, p], [
        np.maximum(x, 0), np.exp(x), np.log(p), np.sqrt(p), 1 / np.sqrt(p),
        np.tanh(x), 1 / (1 + np.exp(-x)), -x, np.abs(x), erf(x),
        np.floor(x), np.ceil(x), round_half_away(x), np.sin(x), np.cos(x),
        np.where(x > 0, x, np.float32(0.1) * x), np.clip(x, -0.5, 0.75),
    ]


def binary_broadcast(rng):
    a = f32(rng, 2, 3, 4)
    b = f32(rng, 3, 1)
    return [a, b], [a + b, a - b, a * b, a / b, np.maximum(a, b),
                    np.minimum(a, b), np.power(np.abs(a), b)]


def dynamic_broadcast(rng):
    a = f32(rng, 5, 6)
    b = f32(rng, 6)
    return [a, b], [a * b + a]


def compare(rng):
    a = rng.randint(-3, 3, size=(4, 5)).astype(np.float32)
    b = rng.randint(-3, 3, size=(5,)).astype(np.float32)
    return [a, b], [a == b, a != b, a < b, a <= b, a > b, a >= b]


def integer(rng):
    a = rng.randint(-50, 50, size=(4, 6)).astype(np.int32)
    b = rng.randint(1, 7, size=(4, 6)).astype(np.int32)
    b = b * np.where(rng.rand(4, 6) > 0.5, 1, -1).astype(np.int32)
    trunc_div = (np.sign(a) * np.sign(b) * (np.abs(a) // np.abs(b))).astype(np.int32)
    trunc_mod = (a - trunc_div * b).astype(np.int32)
    shift = np.abs(b)
    return [a, b, shift], [trunc_div, np.floor_divide(a, b), trunc_mod,
                           np.left_shift(a, shift), np.right_shift(a, shift),
                           np.maximum(a, b), -a, np.abs(a)]


def unsigned(rng):
    a = rng.randint(0, 255, size=(8,)).astype(np.uint8)
    b = rng.randint(1, 255, size=(8,)).astype(np.uint8)
    return [a, b], [a // b, np.maximum(a, b), a > b,
                    a.astype(np.float32), np.right_shift(a, np.uint8(2))]


def logical(rng):
    a = rng.rand(3, 4) > 0.5
    b = rng.rand(4) > 0.5
    x = f32(rng, 3, 4)
    x[0, 0] = np.nan
    return [a, b, x], [np.logical_and(a, b), np.logical_or(a, b),
                       np.logical_not(a), np.isnan(x), np.where(a, x, np.float32(2))]


def cast(rng):
    x = (f32(rng, 2, 5) * 100)
    i = rng.randint(-1000, 1000, size=(2, 5)).astype(np.int64)
    return [x, i], [x.astype(np.int32), x.astype(np.float16),
                    i.astype(np.float32), i.astype(np.int8), x != 0]


def prelu(rng):
    x = f32(rng, 2, 3, 4)
    alpha = f32(rng, 3)
    return [x, alpha], [np.where(x > 0, x, alpha[None, :, None] * x)]


def creation(rng):
    x = f32(rng, 2, 3)
    fill = np.array(1.5, dtype=np.float32)
    return [x, fill], [np.zeros((2, 3), np.float32), np.ones((2, 3), np.float32),
                       np.full((3, 2), 1.5, np.float32), np.zeros_like(x),
                       np.ones((4,), np.int32)]


def round_ties(rng):
    x = np.array([0.5, 1.5, 2.5, -0.5, -2.5, 3.7, -3.2], dtype=np.float32)
    return [x], [round_half_away(x)]


def returns_arguments(rng):
    x = f32(rng, 2, 3, 4)
    return [x], [x, x.reshape(6, 4), x]


CASES = {
    "round_ties": round_ties,
    "returns_arguments": returns_arguments,
    "unary": unary,
    "binary_broadcast": binary_broadcast,
    "dynamic_broadcast": dynamic_broadcast,
    "compare": compare,
    "integer": integer,
    "unsigned": unsigned,
    "logical": logical,
    "cast": cast,
    "prelu": prelu,
    "creation": creation,
}
