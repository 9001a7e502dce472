"""Small NumPy implementations of Relay's nn operators, for references."""
import numpy as np


def conv2d_nchw(x, w, strides=(1, 1), padding=(0, 0, 0, 0), dilation=(1, 1),
                groups=1):
    """Relay's nn.conv2d (NCHW/OIHW); padding is (top, left, bottom, right)."""
    n, c, h, wd = x.shape
    o, ig, kh, kw = w.shape
    top, left, bottom, right = padding
    xp = np.pad(x, ((0, 0), (0, 0), (top, bottom), (left, right)))
    dh, dw = dilation
    sh, sw = strides
    oh = (h + top + bottom - ((kh - 1) * dh + 1)) // sh + 1
    ow = (wd + left + right - ((kw - 1) * dw + 1)) // sw + 1
    out = np.zeros((n, o, oh, ow), dtype=np.float64)
    og = o // groups
    for g in range(groups):
        xs = xp[:, g * ig:(g + 1) * ig]
        ws = w[g * og:(g + 1) * og].astype(np.float64)
        cols = np.empty((n, ig, kh, kw, oh, ow), dtype=np.float64)
        for i in range(kh):
            for j in range(kw):
                cols[:, :, i, j] = xs[:, :, i * dh:i * dh + sh * (oh - 1) + 1:sh,
                                      j * dw:j * dw + sw * (ow - 1) + 1:sw]
        out[:, g * og:(g + 1) * og] = np.einsum("ncijhw,ocij->nohw", cols, ws)
    return out.astype(x.dtype)


def batch_norm(x, gamma, beta, mean, var, eps=1e-5, axis=1):
    shape = [1] * x.ndim
    shape[axis] = -1
    r = lambda v: v.reshape(shape)
    return ((x - r(mean)) / np.sqrt(r(var) + eps) * r(gamma) + r(beta)).astype(x.dtype)


def max_pool2d(x, size, strides):
    n, c, h, w = x.shape
    oh = (h - size[0]) // strides[0] + 1
    ow = (w - size[1]) // strides[1] + 1
    out = np.full((n, c, oh, ow), -np.inf, dtype=x.dtype)
    for i in range(size[0]):
        for j in range(size[1]):
            out = np.maximum(out, x[:, :, i:i + strides[0] * (oh - 1) + 1:strides[0],
                                    j:j + strides[1] * (ow - 1) + 1:strides[1]])
    return out


def softmax(x, axis=-1):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return (e / e.sum(axis=axis, keepdims=True)).astype(x.dtype)
