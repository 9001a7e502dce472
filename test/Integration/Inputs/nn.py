"""NumPy references for test/Integration/nn.mlir (TVM's topi and
SimplifyInference semantics of the nn operators)."""
import numpy as np

from nnref import softmax


def quarters(rng, *shape):
    """Multiples of 1/4 in [-2, 2]: products and sums of them are exact in
    float32, so matrix products and convolutions are checked at 1e-5 whatever
    the accumulation order."""
    return (rng.randint(-8, 9, size=shape) / 4).astype(np.float32)


def f32(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


def c_order(a):
    """relay-run reads C-order .npy files only."""
    return np.ascontiguousarray(a)


def nchw(a):
    return a.transpose(0, 3, 1, 2)


def nhwc(a):
    return c_order(a.transpose(0, 2, 3, 1))


def conv(x, w, strides, padding, dilation=None, groups=1):
    """N-d grouped convolution, NC... data and OI... weight; padding holds
    all the "before" values, then all the "after" values."""
    nsp = x.ndim - 2
    dilation = dilation or [1] * nsp
    xp = np.pad(x.astype(np.float64), [(0, 0), (0, 0)] +
                list(zip(padding[:nsp], padding[nsp:])))
    kernel = w.shape[2:]
    out_sp = [(xp.shape[2 + i] - (kernel[i] - 1) * dilation[i] - 1) // strides[i] + 1
              for i in range(nsp)]
    n, o, cg = x.shape[0], w.shape[0], w.shape[1]
    f = o // groups
    out = np.zeros((n, o) + tuple(out_sp))
    for g in range(groups):
        xs = xp[:, g * cg:(g + 1) * cg]
        for k in np.ndindex(*kernel):
            window = tuple(slice(k[i] * dilation[i],
                                 k[i] * dilation[i] + strides[i] * (out_sp[i] - 1) + 1,
                                 strides[i]) for i in range(nsp))
            patch = xs[(slice(None), slice(None)) + window]
            wk = w[(slice(g * f, (g + 1) * f), slice(None)) + k].astype(np.float64)
            out[:, g * f:(g + 1) * f] += np.einsum("nc...,fc->nf...", patch, wk)
    return out


def conv2d_transpose(x, w, strides, padding, output_padding, groups=1):
    """TVM's conv2d_transpose (IOHW weight): every input pixel scatters its
    kernel, the result is cropped by the padding and output_padding adds rows
    and columns at the end."""
    n, cin, h, wd = x.shape
    _, f, kh, kw = w.shape
    cg = cin // groups
    sh, sw = strides
    top, left, bottom, right = padding
    oh = sh * (h - 1) + kh - top - bottom + output_padding[0]
    ow = sw * (wd - 1) + kw - left - right + output_padding[1]
    full = np.zeros((n, groups * f, top + oh, left + ow))
    for g in range(groups):
        xs = x[:, g * cg:(g + 1) * cg].astype(np.float64)
        for i in range(kh):
            for j in range(kw):
                contrib = np.einsum("nchw,cf->nfhw", xs, w[g * cg:(g + 1) * cg, :, i, j])
                rows = slice(i, i + sh * (h - 1) + 1, sh)
                cols = slice(j, j + sw * (wd - 1) + 1, sw)
                region = full[:, g * f:(g + 1) * f, rows, cols]
                # Scattered positions past the crop window are dropped.
                region += contrib[:, :, :region.shape[2], :region.shape[3]]
    return full[:, :, top:top + oh, left:left + ow]


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def pool2d(x, kind, size, strides, padding, dilation=(1, 1), ceil_mode=False,
           count_include_pad=False):
    """TVM's topi pool_impl_nd on NCHW data. ceil_mode pads stride - 1 more
    at the end, with no clamp of the last window into the input; max pads
    with the lowest finite value; avg divides by the window's elements inside
    the input (or inside input + padding with count_include_pad)."""
    n, c, h, w = x.shape
    extent = (h, w)
    before = padding[:2]
    after = [padding[2 + i] + (strides[i] - 1 if ceil_mode else 0) for i in range(2)]
    lowest = np.finfo(np.float32).min if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    xp = np.pad(x.astype(np.float64), [(0, 0), (0, 0)] + list(zip(before, after)),
                constant_values=lowest if kind == "max" else 0)
    out_sp = [(extent[i] + before[i] + after[i] - (size[i] - 1) * dilation[i] - 1)
              // strides[i] + 1 for i in range(2)]
    out = np.zeros((n, c) + tuple(out_sp))
    for o in np.ndindex(*out_sp):
        window = tuple(slice(o[i] * strides[i], o[i] * strides[i] + (size[i] - 1) *
                             dilation[i] + 1, dilation[i]) for i in range(2))
        values = xp[(slice(None), slice(None)) + window]
        if kind == "max":
            out[(slice(None), slice(None)) + o] = values.max(axis=(2, 3))
            continue
        count = 1
        for i in range(2):
            start = o[i] * strides[i] - before[i]
            end = start + (size[i] - 1) * dilation[i]
            if count_include_pad:
                end = min(end, extent[i] + padding[2 + i] - 1)
                count *= trunc_div(end - start, dilation[i]) + 1
            else:
                jumps = max(trunc_div(dilation[i] - 1 - start, dilation[i]), 0)
                end = min(end, extent[i] - 1)
                count *= trunc_div(end - (start + dilation[i] * jumps), dilation[i]) + 1
        if not count_include_pad:
            count = max(count, 1)
        total = values.sum(axis=(2, 3))
        if x.dtype.kind == "f":
            out[(slice(None), slice(None)) + o] = total / count
        else:
            out[(slice(None), slice(None)) + o] = np.trunc(total / count)
    return out.astype(x.dtype)


def adaptive_avg_pool2d(x, oh, ow):
    """Window i covers [floor(i * in / out), ceil((i + 1) * in / out))."""
    n, c, h, w = x.shape
    out = np.zeros((n, c, oh, ow))
    for i in range(oh):
        hs, he = i * h // oh, -(-(i + 1) * h // oh)
        for j in range(ow):
            ws, we = j * w // ow, -(-(j + 1) * w // ow)
            out[:, :, i, j] = x[:, :, hs:he, ws:we].astype(np.float64).mean(axis=(2, 3))
    return out.astype(x.dtype)


def upsampling(x, oh, ow, method, align_corners):
    """TVM's resize2d as nn.upsampling calls it (NCHW): float32 coordinates,
    "asymmetric" or "align_corners"; nearest_neighbor divides integers when
    the output is a static multiple of the input, else floors the coordinate
    plus 1e-5 (asymmetric) or rounds it half away from zero (align_corners,
    te.round is llvm.round); neighbours are clamped into the input."""
    f = np.float32
    n, c, h, w = x.shape

    def coordinate(o, size, out_size):
        if align_corners:
            scale = f(f(size - 1) / f(out_size - 1)) if out_size > 1 else f(0)
        else:
            scale = f(f(size) / f(out_size))
        return f(scale * f(o))

    def nearest(o, size, out_size):
        if not align_corners and out_size % size == 0:
            return o // (out_size // size)
        v = coordinate(o, size, out_size)
        index = int(np.floor(f(v + f(1e-5)))) if not align_corners else int(np.floor(v + 0.5))
        return min(max(index, 0), size - 1)

    clamp = lambda v, size: min(max(v, 0), size - 1)
    out = np.zeros((n, c, oh, ow))
    for i in range(oh):
        for j in range(ow):
            if method == "nearest_neighbor":
                out[:, :, i, j] = x[:, :, nearest(i, h, oh), nearest(j, w, ow)]
                continue
            y, xx = coordinate(i, h, oh), coordinate(j, w, ow)
            y0, x0 = int(np.floor(y)), int(np.floor(xx))
            ty, tx = f(y - f(y0)), f(xx - f(x0))
            if method == "bilinear":
                p = lambda a, b: x[:, :, clamp(y0 + a, h), clamp(x0 + b, w)].astype(np.float64)
                top = p(0, 0) * (1 - tx) + p(0, 1) * tx
                bottom = p(1, 0) * (1 - tx) + p(1, 1) * tx
                out[:, :, i, j] = top * (1 - ty) + bottom * ty
                continue
            a = -0.5  # bicubic spline coefficient

            def weights(t):
                t = float(t)
                return [a * (t ** 3 - 2 * t ** 2 + t),
                        (a + 2) * t ** 3 - (3 + a) * t ** 2 + 1,
                        -(a + 2) * t ** 3 + (3 + 2 * a) * t ** 2 - a * t,
                        -a * t ** 3 + a * t ** 2]
            wy, wx = weights(ty), weights(tx)
            total = 0
            for r in range(4):
                row = sum(x[:, :, clamp(y0 + r - 1, h), clamp(x0 + q - 1, w)].astype(np.float64) *
                          wx[q] for q in range(4))
                total = total + row * wy[r]
            out[:, :, i, j] = total
    return out.astype(x.dtype)


def depth_to_space(x, b, mode):
    n, c, h, w = x.shape
    if mode == "DCR":
        y = x.reshape(n, b, b, c // (b * b), h, w).transpose(0, 3, 4, 1, 5, 2)
    else:
        y = x.reshape(n, c // (b * b), b, b, h, w).transpose(0, 1, 4, 2, 5, 3)
    return c_order(y.reshape(n, c // (b * b), h * b, w * b))


def space_to_depth(x, b):
    n, c, h, w = x.shape
    y = x.reshape(n, c, h // b, b, w // b, b).transpose(0, 3, 5, 1, 2, 4)
    return c_order(y.reshape(n, c * b * b, h // b, w // b))


def normalize(x, gamma, beta, reduced, axis, eps=1e-5, center=True, scale=True):
    """SimplifyInference's layer/instance/group norm: (x - mean) /
    sqrt(biased variance + eps), then * gamma and + beta along `axis`."""
    d = x.astype(np.float64)
    mean = d.mean(axis=reduced, keepdims=True)
    var = ((d - mean) ** 2).mean(axis=reduced, keepdims=True)
    y = (d - mean) / np.sqrt(var + np.float32(eps))
    shape = [1] * x.ndim
    shape[axis] = -1
    if scale:
        y = y * gamma.reshape(shape)
    if center:
        y = y + beta.reshape(shape)
    return y.astype(x.dtype)


def group_norm(x, gamma, beta, groups, axis=1, eps=1e-5):
    axis = axis % x.ndim
    shape = list(x.shape)
    grouped = x.reshape(shape[:axis] + [groups, shape[axis] // groups] + shape[axis + 1:])
    y = normalize(grouped, None, None, tuple(range(axis + 1, grouped.ndim)), axis,
                  eps, center=False, scale=False).reshape(shape)
    bshape = [1] * x.ndim
    bshape[axis] = -1
    return (y.astype(np.float64) * gamma.reshape(bshape) + beta.reshape(bshape)).astype(x.dtype)


def batch_norm(x, gamma, beta, mean, var, axis=1, eps=1e-5, center=True, scale=True):
    shape = [1] * x.ndim
    shape[axis] = -1
    r = lambda v: v.astype(np.float64).reshape(shape)
    y = (x - r(mean)) / np.sqrt(r(var) + np.float32(eps))
    if scale:
        y = y * r(gamma)
    if center:
        y = y + r(beta)
    return y.astype(x.dtype)


# ----------------------------------------------------------------------------


def conv2d(rng):
    x, w = quarters(rng, 2, 3, 7, 8), quarters(rng, 4, 3, 3, 3)
    xg, wg = quarters(rng, 1, 4, 8, 9), quarters(rng, 6, 2, 3, 3)
    xd, wd, wm = quarters(rng, 2, 4, 7, 7), quarters(rng, 4, 1, 3, 3), quarters(rng, 8, 1, 3, 3)
    xh, wh = quarters(rng, 2, 7, 6, 3), quarters(rng, 3, 2, 3, 4)
    hwio_to_oihw = lambda k: k.transpose(3, 2, 0, 1)
    outs = [
        conv(x, w, [1, 1], [0, 0, 0, 0]),
        conv(x, w, [2, 1], [1, 2, 0, 1], [2, 1]),
        conv(xg, wg, [1, 2], [1, 1, 2, 0], [2, 1], groups=2),
        conv(xd, wd, [2, 2], [1, 1, 1, 1], [1, 2], groups=4),
        conv(xd, wm, [1, 1], [1, 1, 1, 1], groups=4),
        nhwc(conv(nchw(xh), hwio_to_oihw(wh), [2, 1], [1, 0, 1, 1], [1, 2])),
        conv(nchw(xh), hwio_to_oihw(wh), [1, 1], [1, 1, 1, 1]),
    ]
    return [x, w, xg, wg, xd, wd, wm, xh, wh], [o.astype(np.float32) for o in outs]


def conv_int(rng):
    xi = rng.randint(-128, 128, size=(2, 5, 5, 3)).astype(np.int8)
    wi = rng.randint(-128, 128, size=(3, 3, 3, 4)).astype(np.int8)
    xu = rng.randint(0, 256, size=(1, 2, 4, 4)).astype(np.uint8)
    wu = rng.randint(-128, 128, size=(3, 2, 2, 2)).astype(np.int8)
    ref = conv(nchw(xi.astype(np.int64)), wi.astype(np.int64).transpose(3, 2, 0, 1),
               [1, 1], [1, 1, 1, 1])
    return [xi, wi, xu, wu], [
        nhwc(ref).astype(np.int32),
        conv(xu.astype(np.int64), wu.astype(np.int64), [1, 1], [0, 0, 0, 0]).astype(np.int32),
    ]


def conv1d_3d(rng):
    a, wa = quarters(rng, 2, 3, 11), quarters(rng, 4, 3, 3)
    b, wb = quarters(rng, 2, 4, 10), quarters(rng, 6, 2, 3)
    c, wc = quarters(rng, 1, 4, 9), quarters(rng, 4, 1, 3)
    d, wd = quarters(rng, 1, 2, 5, 6, 5), quarters(rng, 3, 2, 3, 2, 3)
    e, we = quarters(rng, 1, 4, 5, 5, 5), quarters(rng, 6, 2, 3, 3, 3)
    outs = [
        conv(a, wa, [2], [1, 2], [2]),
        conv(b, wb, [1], [1, 1], groups=2),
        conv(c, wc, [1], [0, 1], [3], groups=4),
        conv(d, wd, [1, 2, 1], [1, 0, 1, 1, 1, 0], [1, 1, 2]),
        conv(e, we, [2, 1, 1], [1, 1, 1, 0, 1, 1], [1, 2, 1], groups=2),
    ]
    return [a, wa, b, wb, c, wc, d, wd, e, we], [o.astype(np.float32) for o in outs]


def conv_transpose(rng):
    a, wa = quarters(rng, 1, 4, 5, 5), quarters(rng, 4, 3, 3, 3)
    b, wb = quarters(rng, 2, 3, 4, 5), quarters(rng, 3, 2, 3, 2)
    c, wc = quarters(rng, 1, 2, 4, 3), quarters(rng, 2, 3, 3, 2)
    d, wd = quarters(rng, 1, 3, 4, 4), quarters(rng, 3, 1, 3, 3)
    outs = [
        conv2d_transpose(a, wa, [2, 2], [1, 1, 1, 1], [1, 1], groups=2),
        conv2d_transpose(b, wb, [1, 1], [0, 0, 0, 0], [0, 0]),
        conv2d_transpose(c, wc, [3, 2], [2, 0, 1, 1], [2, 1]),
        conv2d_transpose(d, wd, [2, 2], [1, 1, 1, 1], [0, 0], groups=3),
    ]
    return [a, wa, b, wb, c, wc, d, wd], [o.astype(np.float32) for o in outs]


def conv_dynamic(rng):
    x, w = quarters(rng, 2, 3, 9, 8), quarters(rng, 4, 3, 3, 3)
    xg, wg = quarters(rng, 2, 4, 7, 6), quarters(rng, 6, 2, 3, 3)
    xt, wt = quarters(rng, 1, 4, 4, 5), quarters(rng, 4, 3, 3, 3)
    outs = [
        conv(x, w, [2, 2], [1, 0, 1, 1]),
        conv(xg, wg, [1, 1], [0, 0, 0, 0], [2, 1], groups=2),
        conv2d_transpose(xt, wt, [2, 2], [1, 1, 1, 1], [1, 0], groups=2),
    ]
    return [x, w, xg, wg, xt, wt], [o.astype(np.float32) for o in outs]


def dense(rng):
    x, w = quarters(rng, 3, 4), quarters(rng, 5, 4)
    x3 = quarters(rng, 2, 3, 4)
    xd = quarters(rng, 6, 4)
    xi = rng.randint(-128, 128, size=(2, 4)).astype(np.int8)
    wi = rng.randint(-128, 128, size=(3, 4)).astype(np.int8)
    a, b = quarters(rng, 3, 4), quarters(rng, 4, 5)
    return [x, w, x3, xd, xi, wi, a, b, c_order(a.T), c_order(b.T)], [
        x @ w.T, x3 @ w.T, xd @ w.T,
        xi.astype(np.int32) @ wi.astype(np.int32).T,
        # nn.matmul with each combination of transposes: always a @ b.
        a @ b, a @ b, a @ b, a @ b,
    ]


def batch_matmul(rng):
    x, y = quarters(rng, 3, 2, 4), quarters(rng, 3, 4, 5)
    x1, yt = quarters(rng, 1, 2, 4), quarters(rng, 3, 5, 4)
    xt, y1 = quarters(rng, 3, 4, 2), quarters(rng, 1, 4, 5)
    xd, yd = quarters(rng, 4, 3, 2), quarters(rng, 4, 2, 5)
    t = lambda a: np.swapaxes(a, 1, 2)
    # A batch of 1 broadcasts against the other operand's batch.
    return [x, y, x1, yt, xt, y1, xd, yd], [
        x @ y, x1 @ t(yt), t(xt) @ y1, t(xt) @ t(yt), xd @ yd,
    ]


def bias_add(rng):
    x = quarters(rng, 2, 3, 4)
    b3, b4 = quarters(rng, 3), quarters(rng, 4)
    h = quarters(rng, 2, 2, 3, 4)
    return [x, b3, b4, h], [x + b3[:, None], x + b4, h + b4, x + b3[:, None]]


def batch_norm_case(rng):
    x = f32(rng, 2, 3, 4, 5)
    gamma, beta = f32(rng, 3), f32(rng, 3)
    y = f32(rng, 2, 3, 4)
    g4, b4 = f32(rng, 4), f32(rng, 4)
    m4, v4 = f32(rng, 4), rng.uniform(0.5, 1.5, 4).astype(np.float32)
    d = x.astype(np.float64)
    mean = d.mean(axis=(0, 2, 3))
    var = ((d - mean[:, None, None]) ** 2).mean(axis=(0, 2, 3))
    return [x, gamma, beta, y, g4, b4, m4, v4], [
        batch_norm(x, gamma, beta, mean, var),
        mean.astype(np.float32), var.astype(np.float32),
        batch_norm(y, g4, b4, m4, v4, axis=2, eps=0.1, center=False, scale=False),
        batch_norm(y, g4, b4, m4, v4, axis=2),
    ]


def norms(rng):
    x = f32(rng, 2, 3, 5)
    g5, b5, g3, b3 = f32(rng, 5), f32(rng, 5), f32(rng, 3), f32(rng, 3)
    i = f32(rng, 2, 3, 4, 5)
    ih = f32(rng, 2, 4, 5, 3)
    gx = f32(rng, 2, 6, 3, 4)
    g6, b6 = f32(rng, 6), f32(rng, 6)
    gl = f32(rng, 2, 4, 6)
    return [x, g5, b5, g3, b3, i, ih, gx, g6, b6, gl], [
        normalize(x, g5, b5, (2,), 2),
        normalize(x, g3, b3, (1,), 1, eps=0.01),
        normalize(x, g5, b5, (2,), 2, center=False, scale=False),
        normalize(i, g3, b3, (2, 3), 1),
        normalize(ih, g3, b3, (1, 2), 3),
        group_norm(gx, g6, b6, 2),
        group_norm(gl, g6, b6, 3, axis=-1),
    ]


def softmax_case(rng):
    x = (f32(rng, 3, 5) * 30)
    y = (f32(rng, 2, 4, 3) * 30)
    d, e = x.astype(np.float64), y.astype(np.float64)
    log_softmax = lambda a, axis: a - a.max(axis=axis, keepdims=True) - np.log(
        np.exp(a - a.max(axis=axis, keepdims=True)).sum(axis=axis, keepdims=True))
    return [x, y], [
        softmax(d).astype(np.float32), softmax(e, 1).astype(np.float32),
        log_softmax(d, 0).astype(np.float32), log_softmax(e, -1).astype(np.float32),
        softmax(d).astype(np.float32),
    ]


def pool(rng):
    x = quarters(rng, 1, 2, 7, 8)
    xd = quarters(rng, 2, 2, 9, 8)
    h = quarters(rng, 1, 7, 7, 3)
    u = rng.randint(0, 256, size=(1, 2, 5, 5)).astype(np.uint8)
    i = rng.randint(-100, 100, size=(1, 2, 5, 5)).astype(np.int32)
    return [x, xd, h, u, i], [
        pool2d(x, "max", [2, 2], [2, 2], [0, 0, 0, 0]),
        pool2d(x, "max", [3, 3], [2, 2], [1, 1, 1, 0], ceil_mode=True),
        pool2d(xd, "max", [2, 3], [3, 2], [0, 1, 2, 1], [2, 2], ceil_mode=True),
        nhwc(pool2d(nchw(h), "max", [3, 3], [2, 2], [1, 1, 1, 1], ceil_mode=True)),
        pool2d(u, "max", [2, 2], [2, 2], [1, 1, 0, 0], ceil_mode=True),
        pool2d(i, "max", [3, 3], [1, 1], [1, 1, 1, 1]),
        pool2d(x, "avg", [2, 2], [2, 2], [0, 0, 0, 0]),
        pool2d(x, "avg", [3, 3], [2, 2], [1, 1, 1, 1]),
        pool2d(x, "avg", [3, 3], [2, 2], [1, 1, 1, 1], count_include_pad=True),
        pool2d(x, "avg", [3, 3], [2, 2], [1, 0, 1, 2], ceil_mode=True),
        pool2d(x, "avg", [3, 3], [2, 2], [1, 0, 1, 2], ceil_mode=True, count_include_pad=True),
        pool2d(xd, "avg", [3, 2], [3, 2], [2, 1, 1, 2], [2, 3], ceil_mode=True),
        pool2d(xd, "avg", [3, 2], [3, 2], [2, 1, 1, 2], [2, 3], ceil_mode=True,
               count_include_pad=True),
        nhwc(pool2d(nchw(h), "avg", [3, 2], [1, 2], [1, 1, 0, 1], count_include_pad=True)),
        # The last window lies in the padding only: ceil_mode does not clamp
        # it into the input; avg divides the zero sum by max(count, 1) and max
        # gives the lowest value of the type.
        pool2d(i, "avg", [2, 2], [2, 2], [1, 1, 1, 1], ceil_mode=True),
        pool2d(i, "max", [2, 2], [2, 2], [1, 1, 1, 1], ceil_mode=True),
    ]


def global_pool(rng):
    x = f32(rng, 2, 3, 4, 5)
    d = x.astype(np.float64)
    return [x], [
        d.mean(axis=(2, 3), keepdims=True).astype(np.float32),
        x.max(axis=(2, 3), keepdims=True),
        c_order(d.mean(axis=(1, 2), keepdims=True).astype(np.float32)),
        x.mean(axis=(2, 3), keepdims=True),
        x.max(axis=(2, 3), keepdims=True),
        adaptive_avg_pool2d(x, 3, 3),
        adaptive_avg_pool2d(x, 3, 2),
        nhwc(adaptive_avg_pool2d(nchw(x), 2, 3)),
        adaptive_avg_pool2d(x, 6, 7),
        adaptive_avg_pool2d(x, 3, 3),
    ]


def upsample(rng):
    x = f32(rng, 1, 2, 3, 4)
    y = f32(rng, 1, 2, 4, 3)
    z = f32(rng, 1, 1, 6, 5)
    h = f32(rng, 1, 3, 4, 2)
    return [x, y, z, h], [
        upsampling(x, 6, 8, "nearest_neighbor", False),
        upsampling(y, 6, 8, "nearest_neighbor", False),
        upsampling(x, 6, 6, "nearest_neighbor", True),
        upsampling(z, 3, 4, "nearest_neighbor", False),
        upsampling(x, 6, 6, "bilinear", False),
        upsampling(x, 6, 10, "bilinear", True),
        upsampling(y, 8, 6, "bicubic", False),
        upsampling(x, 6, 6, "bicubic", True),
        nhwc(upsampling(nchw(h), 6, 4, "bilinear", False)),
        upsampling(x, 6, 8, "bilinear", False),
    ]


def subpixel(rng):
    x = f32(rng, 2, 8, 2, 3)
    h = f32(rng, 1, 2, 3, 8)
    s = f32(rng, 2, 3, 4, 6)
    sh = f32(rng, 1, 3, 6, 2)
    return [x, h, s, sh], [
        depth_to_space(x, 2, "DCR"),
        depth_to_space(x, 2, "CRD"),
        nhwc(depth_to_space(nchw(h), 2, "DCR")),
        space_to_depth(s, 2),
        nhwc(space_to_depth(nchw(sh), 3)),
        depth_to_space(x, 2, "DCR"),
    ]


def dropout(rng):
    x = f32(rng, 2, 3)
    return [x], [np.maximum(x, 0)]


def merged(*parts):
    """One entry function per family: the parts' inputs and results in order."""
    def make(rng):
        inputs, outputs = [], []
        for part in parts:
            i, o = part(rng)
            inputs += i
            outputs += o
        return inputs, outputs
    return make


CASES = {
    "convolution": merged(conv2d, conv_int, conv1d_3d, conv_transpose, conv_dynamic),
    "matmul": merged(dense, batch_matmul, bias_add),
    "normalization": merged(batch_norm_case, norms, softmax_case, dropout),
    "pooling": merged(pool, global_pool),
    "resampling": merged(upsample, subpixel),
}
