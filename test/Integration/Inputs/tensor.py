"""NumPy references for test/Integration/tensor.mlir (TVM's transform.cc)."""
import numpy as np


def f32(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


def reshape(rng):
    x = f32(rng, 2, 3, 4)
    d = f32(rng, 5, 3, 4)
    inputs = [x, d]
    x, d = -x, -d
    # Relay's special values only decide the shape; the elements keep their
    # row-major order.
    return inputs, [
        x.reshape(4, 3, 2),        # (4, 0, 2): 0 copies input dim 1
        x.reshape(6, 1, 4),        # (6, 1, -1)
        x.reshape(2, 3, 4, 1, 1),  # (-2, 1, 1)
        x.reshape(6, 4),           # (-3, 4)
        x.reshape(1, 2, 3, 4),     # (-4, 1, 2, -2)
        x.reshape(2, 1, 3, 4),     # (2, -4, -1, 3, -2)
        d.reshape(5, 12),          # (0, -1)
        d.reshape(-1, 2, 2),       # (-1, 2, 2)
        d.reshape(15, 4),          # (-3, -2)
        d.reshape(5, 12),          # nn.batch_flatten
    ]


def transform(rng):
    x = f32(rng, 2, 3, 4)
    d = f32(rng, 5, 3, 4)
    s = f32(rng, 2, 1, 3, 1)
    inputs = [x, d, s]
    x, d, s = -x, -d, -s
    return inputs, [
        x.transpose(1, 2, 0),
        np.ascontiguousarray(d.transpose()),  # relay-run reads C order only
        s.reshape(2, 3),
        s.reshape(2, 1, 3),
        x.reshape(2, 3, 4, 1, 1),
        x.reshape(1, 2, 3, 4),
        d.reshape(5, 1, 3, 4),
    ]


def join(rng):
    a = f32(rng, 2, 5)
    b = f32(rng, 2, 3)
    c = f32(rng, 2, 1)
    return [a, b, c], [
        np.concatenate([a, b, c], -1),
        np.concatenate([b, b * 2], 0),
        np.stack([b, b * 2, b * 3], 0),
        np.stack([b, b * 2], -1),
        np.stack([b, b * 2], 1),
    ]


def split(rng):
    x = f32(rng, 6, 5)
    return [x], [-x[0:2], -x[2:4], -x[4:6], -x[:, :1], -x[:, 1:3], -x[:, 3:]]


def strided_slice(rng):
    a = np.arange(80, dtype=np.float32).reshape(10, 8)
    return [a, a, a[:7]], [
        a[8:2:-2],
        a[:, 1:7:2],
        a[2:5, 5:7],          # size mode, begin -3 on axis 1
        a[2:, 1:3],           # size mode, -1: to the end
        a[1:-1, 1:-2],
        a[-2::-3, 7:0:-1],    # end -100 clamps to before the first element
        a[-4:],               # end 1000 clamps to the extent
        a[::-1, ::3],
        a[:7][0:5, 0:8:2],    # a dynamic extent
        a[:7][::-2],          # a dynamic extent, reversed
    ]


def strided_slice_empty(rng):
    # Begin past the end is an empty slice (extent 0), as in TVM; the dynamic
    # input gets its empty extent at run time.
    a = np.arange(12, dtype=np.float32).reshape(4, 3)
    return [a, a], [
        a[6:8],
        a[-9:-7:-1],
        a[6:, 1:],
    ]


def take(rng):
    d = np.arange(20, dtype=np.float32).reshape(4, 5)
    i = np.array([[0, 1, -1], [7, 2, 25]], dtype=np.int32)
    j = np.array([[4, 0], [1, 1], [2, 3], [0, 4]], dtype=np.int64)
    u = np.array([1, 3, 250], dtype=np.uint8)
    t = np.array([[-6, 4, 9], [0, -1, 13]], dtype=np.int32)
    return [d, i, j, u, t], [
        # No axis: the flattened data; clip clamps to [0, size - 1].
        d.ravel()[np.clip(i, 0, d.size - 1)],
        # wrap: ((i % n) + n) % n, so negative indices count from the end.
        np.take(d, t, axis=1, mode="wrap"),
        np.take(d, np.clip(i, 0, 3), axis=0),
        np.take(d.ravel(), t, mode="wrap"),
        np.take_along_axis(d, j, 1),
        d[np.clip(u, 0, 3)],
        np.take(d, np.clip(i, 0, 4), axis=-1),
    ]


def gather(rng):
    g = np.arange(6, dtype=np.float32).reshape(2, 3)
    gi = np.array([[0, 1, 0, 2], [2, 0, 1, 1]], dtype=np.int32)
    gi0 = np.array([[1, 0, 1]], dtype=np.int64)
    h = f32(rng, 2, 3, 4)
    hi = rng.randint(0, 3, size=(2, 2, 4)).astype(np.int32)
    return [g, gi, gi0, h, hi], [
        np.take_along_axis(g, gi, 1),
        np.take_along_axis(g, gi0, 0),
        np.take_along_axis(h, hi, -2),
    ]


def broadcast(rng):
    b = f32(rng, 3, 1)
    g = f32(rng, 2, 3)
    x = f32(rng, 2, 3, 4)
    return [b, g, x], [
        np.broadcast_to(b, (2, 3, 4)),
        np.broadcast_to(g, (2, 2, 3)),
        np.tile(g, (2, 1, 3)),
        np.tile(g, 2),
        np.tile(x, (2, 1, 1)),
        x[:, ::-1],
        x[..., ::-1],
        x[::-1],
    ]


def pad(rng):
    g = f32(rng, 2, 3)
    p = np.arange(12, dtype=np.float32).reshape(3, 4)
    i = rng.randint(-9, 9, size=(2, 2, 3)).astype(np.int32)
    v = np.array(7.5, dtype=np.float32)
    vi = np.array(-1, dtype=np.int32)
    return [g, p, i, v, vi], [
        np.pad(g, ((1, 0), (2, 1)), constant_values=7.5),
        np.pad(p, ((2, 1), (1, 3)), mode="edge"),
        np.pad(p, ((2, 1), (1, 3)), mode="reflect"),
        np.pad(p, ((0, 2), (3, 0)), mode="reflect"),
        np.pad(i, ((0, 0), (1, 1), (0, 2)), constant_values=-1),
        np.pad(i, ((1, 0), (0, 1), (2, 2)), mode="edge"),
    ]


def layout_transform(rng):
    x = f32(rng, 1, 32, 2, 3)
    n16 = x.reshape(1, 2, 16, 2, 3).transpose(0, 1, 3, 4, 2)
    n4 = x.reshape(1, 8, 4, 2, 3).transpose(0, 1, 3, 4, 2)
    nhwc = x.transpose(0, 2, 3, 1)
    return [x, n16, nhwc], [n16, x, nhwc, x, n4]


def arange_static(rng):
    return [], [
        np.array([1.5, 2.25, 3.0, 3.75], dtype=np.float32),
        np.arange(10, -3, -4).astype(np.int32),
    ]


def arange_dynamic(rng):
    f = [np.array(v, dtype=np.float32) for v in (-1.0, 2.0, 0.75)]
    i = [np.array(v, dtype=np.int32) for v in (10, -3, -4)]
    # ceil((stop - start) / step) elements, start + i * step each.
    return f + i, [
        np.float32(-1.0) + np.float32(0.75) * np.arange(4, dtype=np.float32),
        np.arange(10, -3, -4).astype(np.int64),
    ]


CASES = {
    "reshape": reshape,
    "transform": transform,
    "join": join,
    "split": split,
    "strided_slice": strided_slice,
    "strided_slice_empty": strided_slice_empty,
    "take": take,
    "gather": gather,
    "broadcast": broadcast,
    "pad": pad,
    "layout_transform": layout_transform,
    "arange_static": arange_static,
    "arange_dynamic": arange_dynamic,
}
