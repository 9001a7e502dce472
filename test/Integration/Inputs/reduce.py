"""NumPy references for test/Integration/reduce.mlir (TVM's reduce.cc)."""
import numpy as np


def f32(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


def exact(a, dtype=np.float32):
    """Rounds a float64 reference to the result type once."""
    return np.asarray(a).astype(dtype)


def float_reduce(rng):
    x = f32(rng, 2, 3, 4)
    d = x.astype(np.float64)
    return [x], [
        exact(d.sum(1)),
        exact(d.sum((0, 2), keepdims=True)),
        # exclude: the axes that are not listed.
        exact(d.sum((0, 2))),
        # No axis: a rank-0 result; an empty axis list with keepdims: 1x1x1.
        exact(d.sum()),
        exact(d.sum(keepdims=True)),
        exact(d.mean(-1)),
        exact(d.mean((1, 2), keepdims=True)),
        exact(d.mean()),
        x.max(2),
        x.min((0, 1), keepdims=True),
        x.max(),
        x.min((0, 2)),
        exact(d.prod(-2)),
        exact(d.prod((0, 1))),
    ]


def int_reduce(rng):
    i = rng.randint(-50, 50, size=(3, 5)).astype(np.int32)
    u = rng.randint(0, 256, size=(3, 5)).astype(np.uint8)
    p = rng.choice([-3, -2, -1, 2, 3], size=(2, 5)).astype(np.int64)
    # TVM divides integer sums by the count with truncation toward zero.
    trunc_mean = (np.sign(i.sum(1)) * (np.abs(i.sum(1)) // 5)).astype(np.int32)
    return [i, u, p], [
        i.sum(1), trunc_mean, i.max(0), i.min(), i.prod(0),
        # uint8 sums wrap, and TVM's mean divides that wrapped uint8 sum.
        u.sum(0, dtype=np.uint8), u.max(1), u.min(0, keepdims=True),
        u.sum(1, dtype=np.uint8) // np.uint8(5),
        p.prod(1),
    ]


def f16_mean(rng):
    # 16 values near 65 sum past 1024, where f16 values are 1 apart: an f16
    # accumulator would be off by more than the tolerance; TVM sums in f32.
    x = rng.uniform(60, 70, size=(2, 16)).astype(np.float16)
    return [x], [x.astype(np.float64).mean(1, keepdims=True).astype(np.float16)]


def dynamic_reduce(rng):
    x = f32(rng, 2, 3, 5)
    d = x.astype(np.float64)
    m = x.mean(1, keepdims=True)
    return [x, m], [
        exact(d.sum((1, 2), keepdims=True)),
        exact(d.mean((0, 2))),
        x.max(0),
        x.reshape(2, 15).argmax(1).astype(np.int32),
        exact(((d - m) ** 2).sum(1) / 2),
        exact(d.prod(2, keepdims=True)),
    ]


def logical_reduce(rng):
    b = rng.rand(3, 4) > 0.3
    b[1] = True
    return [b], [b.all(1), b.any(0, keepdims=True), np.array(b.all()),
                 np.array(b.any()), b.any(0)]


def arg_reduce(rng):
    # Ties: TVM keeps the first index unless select_last_index is set.
    t = np.array([[1, 3, 3, 0], [5, 5, 1, 5], [2, 2, 2, 2]], dtype=np.float32)
    x = f32(rng, 2, 3, 4)
    i = rng.randint(-3, 3, size=(3, 5)).astype(np.int32)
    u = rng.randint(0, 256, size=(3, 5)).astype(np.uint8)
    last = lambda a, f, axis: (a.shape[axis] - 1 - f(np.flip(a, axis), axis))

    def multi(a, axes, f):
        # Several axes: the index is row-major over the reduced axes.
        kept = [d for d in range(a.ndim) if d not in axes]
        moved = a.transpose(kept + list(axes))
        return f(moved.reshape(moved.shape[:len(kept)] + (-1,)), -1)

    return [t, x, i, u], [
        t.argmax(1).astype(np.int32),
        last(t, np.argmax, 1).astype(np.int32),
        t.argmin(0).astype(np.int32)[None],
        last(t, np.argmin, 0).astype(np.int32),
        np.array(x.argmax(), dtype=np.int32),
        multi(x, (0, 2), np.argmax).astype(np.int32),
        x.argmin(-1).astype(np.int32),
        i.argmax(0).astype(np.int32),
        last(i, np.argmin, 1).astype(np.int32),
        u.argmin(1).astype(np.int32),
        u.argmax(0).astype(np.int32),
    ]


def variance(rng):
    x = f32(rng, 2, 3, 4)
    d = x.astype(np.float64)
    m1 = x.mean(1, keepdims=True)
    m02 = x.mean((0, 2), keepdims=True)
    mall = x.mean(keepdims=True)
    var = lambda m, axes, n: exact(((d - m) ** 2).sum(axes) / n)
    return [x, m1, m02, mall], [
        var(m1, 1, 3),
        exact(((d - m1) ** 2).sum(1, keepdims=True) / 2),
        var(m02, (0, 2), 8),
        var(mall, None, 24),
        exact(((d - m02) ** 2).sum((0, 2), keepdims=True) / 7),
    ]


CASES = {
    "float_reduce": float_reduce,
    "int_reduce": int_reduce,
    "f16_mean": f16_mean,
    "dynamic_reduce": dynamic_reduce,
    "logical_reduce": logical_reduce,
    "arg_reduce": arg_reduce,
    "variance": variance,
}
