"""Inputs and integer references for test/Integration/qnn*.mlir.

The references restate TVM's definitions of the qnn operators
(src/relay/qnn/op/*.cc, src/relay/qnn/utils.cc) in NumPy, independently of
the compiler: fixed-point requantization with a Q31 significand in int64,
UPWARD or TONEAREST ties, quantize/dequantize in float32 with round-half-
away-from-zero (TVM's round on LLVM). The parameters here must match the
constants in the .mlir files.

usage: qnn.py OUTDIR
"""

import math
import os
import sys

import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(13)


def save(name, array):
    np.save(os.path.join(out, name + ".npy"), array)


def qrange(dtype):
    info = np.iinfo(dtype)
    return int(info.min), int(info.max)


def round_away(x):
    """round() of C / llvm.round: ties away from zero, in x's float type."""
    floor = np.floor(x)
    with np.errstate(invalid="ignore"):  # infinities stay as they are
        frac = x - floor  # exact below 2^23 (float32) or 2^52 (float64)
    up = (frac > 0.5) | ((frac == 0.5) & (x >= 0))
    return floor + up.astype(x.dtype)


def fixed_point(multiplier):
    """TVM's GetFixedPointMultiplierShift."""
    if multiplier == 0.0:
        return 0, 0
    significand, exponent = math.frexp(multiplier)
    q = math.floor(significand * (1 << 31) + 0.5)  # std::round, positive
    if q == 1 << 31:
        q //= 2
        exponent += 1
    return q, exponent


def f32(v):
    return float(np.float32(v))


def multiply_fixed(x, multipliers, rounding, axis):
    """x (int64 array) times each multiplier (along axis, or one), as TVM's
    fixed-point multiply: int64, Q31, shift, the rounding's offset."""
    x = x.astype(np.int64)
    multipliers = np.atleast_1d(multipliers)
    shape = [1] * x.ndim
    if multipliers.size > 1:
        shape[axis] = multipliers.size
    sig = np.zeros(multipliers.size, np.int64)
    ls = np.zeros(multipliers.size, np.int64)
    rs = np.zeros(multipliers.size, np.int64)
    for i, m in enumerate(multipliers):
        q, s = fixed_point(float(m))
        sig[i], ls[i], rs[i] = q, max(s, 0), 31 + max(-s, 0)
    sig, ls, rs = (a.reshape(shape) if multipliers.size > 1 else a[0]
                   for a in (sig, ls, rs))
    t = (x << ls) * sig
    pos = np.int64(1) << (rs - 1)
    if rounding == "UPWARD":
        t = t + pos
    else:
        t = t + np.where(t >= 0, pos, pos - 1)
    return (t >> rs).astype(np.int32)


def requantize(data, in_scale, in_zp, out_scale, out_zp, out_dtype,
               rounding="UPWARD", axis=-1, compute="int64"):
    """TVM's RequantizeLower (constant scales)."""
    in_scale = np.atleast_1d(np.asarray(in_scale, np.float32))
    in_zp = np.atleast_1d(np.asarray(in_zp, np.int64))
    axis = axis % data.ndim if data.ndim else 0
    shape = [1] * data.ndim
    per_channel = in_scale.size > 1
    if per_channel or in_zp.size > 1:
        shape[axis] = max(in_scale.size, in_zp.size)
    multipliers = np.array([float(s) / f32(out_scale) for s in in_scale])
    if compute != "int64":
        ft = np.float32 if compute == "float32" else np.float64
        t = data.astype(ft) - (in_zp.reshape(shape) if in_zp.size > 1
                               else in_zp[0]).astype(ft)
        if per_channel:
            t = t * multipliers.astype(ft).reshape(shape)
        elif f32(in_scale[0]) != f32(out_scale):
            t = ft(multipliers[0]) * t
        t = t + ft(out_zp)
        if rounding == "UPWARD":
            t = np.floor(t + ft(0.5))
        else:
            t = round_away(t)
        t = t.astype(np.int64)
    else:
        t = data.astype(np.int32).astype(np.int64)
        t = t - (in_zp.reshape(shape) if in_zp.size > 1 else in_zp[0])
        t = t.astype(np.int32).astype(np.int64)
        if per_channel or f32(in_scale[0]) != f32(out_scale):
            t = multiply_fixed(t, multipliers, rounding, axis).astype(np.int64)
        t = (t + out_zp).astype(np.int32).astype(np.int64)
    lo, hi = qrange(out_dtype)
    if out_dtype == np.int32:
        return t.astype(np.int32)
    return np.clip(t, lo, hi).astype(out_dtype)


def quantize(x, scale, zp, out_dtype, axis=-1):
    scale = np.asarray(scale, np.float32)
    zp = np.asarray(zp, np.int32)
    if scale.ndim == 1:
        shape = [1] * x.ndim
        shape[axis % x.ndim] = scale.size
        scale = scale.reshape(shape)
    if zp.ndim == 1:
        shape = [1] * x.ndim
        shape[axis % x.ndim] = zp.size
        zp = zp.reshape(shape)
    t = round_away((x.astype(np.float32) / scale).astype(np.float32)) + \
        zp.astype(np.float32)
    lo, hi = qrange(out_dtype)
    return np.clip(t, lo, hi).astype(out_dtype)


def dequantize(q, scale, zp, axis=-1):
    scale = np.asarray(scale, np.float32)
    zp = np.asarray(zp, np.int32)
    if scale.ndim == 1:
        shape = [1] * q.ndim
        shape[axis % q.ndim] = scale.size
        scale = scale.reshape(shape)
    if zp.ndim == 1:
        shape = [1] * q.ndim
        shape[axis % q.ndim] = zp.size
        zp = zp.reshape(shape)
    return ((q.astype(np.int32) - zp).astype(np.float32) * scale).astype(
        np.float32)


def qnn_add(a, b, sa, za, sb, zb, so, zo, subtract=False):
    """TVM's QnnAddCanonicalize / QnnSubtractCanonicalize."""
    def to_out(v, s, z):
        if f32(s) == f32(so) and z == zo:
            return v.astype(np.int64)
        return requantize(v, s, z, so, zo, np.int32).astype(np.int64)
    ra, rb = to_out(a, sa, za), to_out(b, sb, zb)
    t = ra - rb + zo if subtract else ra + rb - zo
    lo, hi = qrange(a.dtype)
    return np.clip(t, lo, hi).astype(a.dtype)


def qnn_mul(a, b, sa, za, sb, zb, so, zo):
    t = (a.astype(np.int64) - za) * (b.astype(np.int64) - zb)
    scale = np.float32(sa) * np.float32(sb)
    return requantize(t.astype(np.int32), scale, 0, so, zo, a.dtype)


def conv2d_nchw(data, weight, zd, zw, stride=1, pad=0, groups=1):
    """Direct int64 definition: sum (data - zd) * (weight - zw[o])."""
    d = data.astype(np.int64) - zd
    d = np.pad(d, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    zw = np.asarray(zw, np.int64)
    w = weight.astype(np.int64) - (zw.reshape(-1, 1, 1, 1) if zw.ndim else zw)
    n, c, h, wd = d.shape
    o, cg, kh, kw = w.shape
    oh = (h - kh) // stride + 1
    ow = (wd - kw) // stride + 1
    res = np.zeros((n, o, oh, ow), np.int64)
    og = o // groups
    for g in range(groups):
        dg = d[:, g * cg:(g + 1) * cg]
        for oc in range(g * og, (g + 1) * og):
            for i in range(kh):
                for j in range(kw):
                    patch = dg[:, :, i:i + stride * oh:stride,
                               j:j + stride * ow:stride]
                    res[:, oc] += np.einsum("nchw,c->nhw", patch,
                                            w[oc, :, i, j])
    return res.astype(np.int32)


# --- qnn-quantize.mlir ---------------------------------------------------
# Ties on purpose: x / 0.5 hits .5 exactly for odd multiples of 0.25.
x = np.concatenate([np.arange(-16, 16, dtype=np.float32) * 0.25,
                    rng.uniform(-40, 40, 32).astype(np.float32)]).reshape(8, 8)
save("qx", x)
save("quantize_u8", quantize(x, 0.5, 128, np.uint8))
save("quantize_i8", quantize(x, 0.5, -3, np.int8))
qs = np.array([0.5, 0.25, 1.0, 0.3, 0.5, 2.0, 0.125, 0.7], np.float32)
qz = np.array([0, 1, -2, 3, 5, -5, 7, 0], np.int32)
save("quantize_pc", quantize(x, qs, qz, np.int8, axis=1))
save("quantize_i32", quantize(x, 0.125, 1000, np.int32))
qi8 = rng.integers(-128, 128, (8, 8)).astype(np.int8)
qu8 = rng.integers(0, 256, (8, 8)).astype(np.uint8)
save("qi8", qi8)
save("qu8", qu8)
save("dequantize_i8", dequantize(qi8, 0.05, -3))
uz = np.array([0, 1, 2, 3, 5, 250, 7, 128], np.int32)
save("dequantize_u8_pc", dequantize(qu8, qs, uz, axis=0))

# --- qnn-requantize.mlir -------------------------------------------------
acc = np.concatenate([np.arange(-32, 32, dtype=np.int32),
                      rng.integers(-100000, 100000, 64).astype(np.int32)]
                     ).reshape(4, 32)
save("acc", acc)
# 0.5 and 0.25 are exact multipliers with ties at every other input.
save("rq_up", requantize(acc, 0.5, 3, 1.0, 0, np.int8))
save("rq_near", requantize(acc, 0.5, 3, 1.0, 0, np.int8, "TONEAREST"))
save("rq_up_u8", requantize(acc, 0.0137, -7, 7.7, 120, np.uint8))
save("rq_near_u8", requantize(acc, 0.0137, -7, 7.7, 120, np.uint8,
                              "TONEAREST"))
rs4 = np.array([0.25, 0.5, 0.0137, 3.0], np.float32)
save("rq_pc_up", requantize(acc, rs4, 0, 1.0, 5, np.int8, axis=0))
save("rq_pc_near", requantize(acc, rs4, 0, 1.0, 5, np.int8, "TONEAREST",
                              axis=0))
save("rq_i16", requantize(acc, 0.0137, 2, 0.0051, -1, np.int16))
save("rq_i32", requantize(acc, 0.5, 0, 0.125, 10, np.int32))
save("rq_f32_up", requantize(acc, 0.5, 3, 1.0, 0, np.int8, "UPWARD",
                             compute="float32"))
save("rq_f64_near", requantize(acc, 0.25, 0, 1.0, 0, np.int8, "TONEAREST",
                               compute="float64"))

# --- qnn-binary.mlir -----------------------------------------------------
a = rng.integers(0, 256, (4, 8)).astype(np.uint8)
b = rng.integers(0, 256, (8,)).astype(np.uint8)
ai = rng.integers(-128, 128, (4, 8)).astype(np.int8)
bi = rng.integers(-128, 128, (4, 8)).astype(np.int8)
save("a_u8", a)
save("b_u8", b)
save("a_i8", ai)
save("b_i8", bi)
save("add_u8", qnn_add(a, b, 0.05, 120, 0.11, 100, 0.13, 110))
save("add_same", qnn_add(ai, bi, 0.25, 0, 0.25, 0, 0.25, 0))
save("sub_i8", qnn_add(ai, bi, 0.07, 3, 0.03, -2, 0.09, 1, subtract=True))
save("mul_u8", qnn_mul(a, np.broadcast_to(b, a.shape), 0.05, 120, 0.11, 100,
                       0.3, 128))
save("mul_i8", qnn_mul(ai, bi, 0.07, 3, 0.03, -2, 0.02, 0))
c1 = rng.integers(-128, 128, (2, 3)).astype(np.int8)
c2 = rng.integers(-128, 128, (2, 5)).astype(np.int8)
save("c1", c1)
save("c2", c2)
save("concat", np.concatenate(
    [requantize(c1, 0.3, 1, 0.2, -1, np.int8), c2], axis=1))

# --- qnn-matmul.mlir -----------------------------------------------------
dx = rng.integers(0, 256, (3, 16)).astype(np.uint8)
dw = rng.integers(-128, 128, (6, 16)).astype(np.int8)
save("dx", dx)
save("dw", dw)
dense = ((dx.astype(np.int64) - 7) @ (dw.astype(np.int64) - (-2)).T
         ).astype(np.int32)
save("dense_zp", dense)
save("dense_nozp", (dx.astype(np.int64) @ dw.astype(np.int64).T).astype(
    np.int32))
save("dense_izp", ((dx.astype(np.int64) - 7) @ dw.astype(np.int64).T
                   ).astype(np.int32))
dwi = rng.integers(-128, 128, (3, 16)).astype(np.int8)
save("dxi", dwi)
save("dense_i8", ((dwi.astype(np.int64) + 5) @ (dw.astype(np.int64) - 4).T
                  ).astype(np.int32))

# --- qnn-tflite-block.mlir -----------------------------------------------
# A MobileNet-style block as a TFLite model quantizes it: uint8 activations,
# int8 per-channel weights, int32 accumulators requantized per channel.
img = rng.integers(0, 256, (1, 3, 8, 8)).astype(np.uint8)
w1 = rng.integers(-127, 128, (4, 3, 3, 3)).astype(np.int8)
w2 = rng.integers(-127, 128, (4, 1, 3, 3)).astype(np.int8)
save("img", img)
save("w1", w1)
save("w2", w2)
s_in, z_in = 0.0078125, 128
s_w1 = np.array([0.011, 0.0093, 0.0205, 0.0047], np.float32)
s_a1, z_a1 = 0.047, 3
s_w2 = np.array([0.0201, 0.013, 0.0082, 0.031], np.float32)
s_a2, z_a2 = 0.061, -4
s_o, z_o = 0.083, 2
acc1 = conv2d_nchw(img, w1, z_in, 0, pad=1)
a1 = requantize(acc1, (np.float32(s_in) * s_w1).astype(np.float32), 0,
                s_a1, z_a1, np.int8, axis=1)
acc2 = conv2d_nchw(a1, w2, z_a1, 0, pad=1, groups=4)
a2 = requantize(acc2, (np.float32(s_a1) * s_w2).astype(np.float32), 0,
                s_a2, z_a2, np.int8, axis=1)
save("block_conv1", a1)
save("block", qnn_add(a1, a2, s_a1, z_a1, s_a2, z_a2, s_o, z_o))
# A uint8 kernel with a zero point and a per-channel kernel zero point,
# strided: the zero-point path of the canonicalization.
wk = rng.integers(0, 256, (4, 3, 3, 3)).astype(np.uint8)
save("wk", wk)
save("conv_zp", conv2d_nchw(img, wk, z_in, np.array([128, 120, 3, 255]),
                            stride=2, pad=1))

# --- qnn-unary.mlir ------------------------------------------------------
# Every int8 and every uint8 value, through dequantize, the float32
# operator and quantize (TVM's QNN_UNARY_OP_DEFAULT_CANONICALIZATION). The
# float operator is evaluated in float64 and rounded to float32: libm and
# NumPy may differ from it by an ulp, which only matters for a value within
# an ulp of a rounding tie (none here).
all_i8 = np.arange(-128, 128, dtype=np.int8)
all_u8 = np.arange(0, 256, dtype=np.uint8)
save("all_i8", all_i8)
save("all_u8", all_u8)


def unary(q, s, z, os_, oz, fn):
    r = dequantize(q, s, z).astype(np.float64)
    with np.errstate(all="ignore"):
        y = fn(r).astype(np.float32)
    return quantize(y, os_, oz, q.dtype)


def erf(v):
    return np.vectorize(math.erf)(v)


save("u_tanh", unary(all_i8, 0.03, 0, 1 / 128, 0, np.tanh))
save("u_sigmoid", unary(all_u8, 0.05, 128, 1 / 256, 0,
                        lambda r: 1 / (1 + np.exp(-r))))
save("u_exp", unary(all_i8, 0.02, -10, 0.05, -128, np.exp))
save("u_erf", unary(all_i8, 0.02, 0, 1 / 128, 0, erf))
save("u_sqrt", unary(all_u8, 0.1, 0, 0.07, 0, np.sqrt))
save("u_rsqrt", unary(all_u8, 0.1, 0, 0.02, 0,
                      lambda r: 1 / np.sqrt(r)))
save("u_log", unary(all_u8, 0.1, 0, 0.04, 200, np.log))
save("u_abs", unary(all_i8, 0.1, 5, 0.06, -100, np.abs))
save("u_hardswish", unary(all_i8, 0.05, 0, 0.04, -20,
                          lambda r: r * np.clip(r + 3, 0, 6) / 6))


def leaky_relu(q, s, z, os_, oz, alpha):
    """TVM's QnnLeakyReluCanonicalize."""
    data = q.astype(np.int64)
    if f32(s) == f32(os_) and z == oz:
        rq = data
    else:
        rq = requantize(q.astype(np.int32), s, z, os_, oz,
                        np.int32).astype(np.int64)
    prod = multiply_fixed(rq, alpha, "UPWARD", 0).astype(np.int64)
    scaled_z = multiply_fixed(np.array([oz]), 1 - alpha, "UPWARD", 0)[0]
    out = np.where(data < z, prod + scaled_z, rq)
    lo, hi = qrange(q.dtype)
    return np.clip(out, lo, hi).astype(q.dtype)


save("leaky_u8", leaky_relu(all_u8, 0.05, 120, 0.07, 100, 0.1))
save("leaky_i8", leaky_relu(all_i8, 0.05, 0, 0.05, 0, 0.25))

pool_in = rng.integers(0, 256, (1, 2, 6, 6)).astype(np.uint8)
save("pool_in", pool_in)


def avg_pool_int(v, k, stride, pad):
    """nn.avg_pool2d on int32, count_include_pad=false, truncating."""
    n, c, h, w = v.shape
    oh = (h + 2 * pad - k) // stride + 1
    ow = (w + 2 * pad - k) // stride + 1
    res = np.zeros((n, c, oh, ow), np.int64)
    for i in range(oh):
        for j in range(ow):
            h0, w0 = i * stride - pad, j * stride - pad
            hs, he = max(h0, 0), min(h0 + k, h)
            ws, we = max(w0, 0), min(w0 + k, w)
            total = v[:, :, hs:he, ws:we].astype(np.int64).sum(axis=(2, 3))
            count = (he - hs) * (we - ws)
            res[:, :, i, j] = np.trunc(total / count)
    return res


pooled = avg_pool_int(requantize(pool_in, 0.05, 120, 0.03, 128, np.int32),
                      3, 2, 1)
save("pool", np.clip(pooled, 0, 255).astype(np.uint8))
pooled_same = avg_pool_int(pool_in.astype(np.int32), 2, 2, 0)
save("pool_same", np.clip(pooled_same, 0, 255).astype(np.uint8))

# --- batch_matmul and conv2d_transpose (qnn-matmul.mlir) -----------------
bx = rng.integers(-128, 128, (2, 3, 8)).astype(np.int8)
by = rng.integers(0, 256, (2, 5, 8)).astype(np.uint8)
save("bx", bx)
save("by", by)
save("byt", np.ascontiguousarray(by.transpose(0, 2, 1)))
save("bmm_zp", np.einsum("bik,bjk->bij", bx.astype(np.int64) - 3,
                         by.astype(np.int64) - 130).astype(np.int32))
save("bmm_nt", np.einsum("bik,bkj->bij", bx.astype(np.int64) - 3,
                         by.transpose(0, 2, 1).astype(np.int64) - 130
                         ).astype(np.int32))
tx = rng.integers(0, 256, (1, 3, 4, 4)).astype(np.uint8)
tw = rng.integers(-128, 128, (3, 4, 3, 3)).astype(np.int8)
save("tx", tx)
save("tw", tw)


def conv2d_transpose(d, w, zd, zw, stride):
    """Direct definition: scatter (d - zd) * (w - zw) (IOHW kernel)."""
    d = d.astype(np.int64) - zd
    w = w.astype(np.int64) - zw
    n, c, h, wd = d.shape
    _, o, kh, kw = w.shape
    res = np.zeros((n, o, (h - 1) * stride + kh, (wd - 1) * stride + kw),
                   np.int64)
    for i in range(h):
        for j in range(wd):
            res[:, :, i * stride:i * stride + kh, j * stride:j * stride + kw] += \
                np.einsum("nc,cokl->nokl", d[:, :, i, j], w)
    return res.astype(np.int32)


save("convt", conv2d_transpose(tx, tw, 128, -1, 2))


# --- qnn-vnni.mlir ---------------------------------------------------------
# Shapes that exercise -relay-x86-vnni's register tiles: lanes that do not
# divide n, k that is no multiple of 4, channels padded to groups of 4,
# output rows whose last vector overlaps the one before.
vx = rng.integers(0, 256, (24, 36)).astype(np.uint8)
vw = rng.integers(-128, 128, (40, 36)).astype(np.int8)
save("vx", vx)
save("vw", vw)
save("vdense", ((vx.astype(np.int64) - 3) @ vw.astype(np.int64).T).astype(
    np.int32))
vxk = rng.integers(0, 256, (5, 30)).astype(np.uint8)
vwk = rng.integers(-128, 128, (48, 30)).astype(np.int8)
save("vxk", vxk)
save("vwk", vwk)
save("vdense_k", (vxk.astype(np.int64) @ vwk.astype(np.int64).T).astype(
    np.int32))
vbx = rng.integers(-128, 128, (2, 4, 12)).astype(np.int8)
vby = rng.integers(0, 256, (2, 32, 12)).astype(np.uint8)
save("vbx", vbx)
save("vby", vby)
save("vbmm", np.einsum("bmk,bnk->bmn", vbx.astype(np.int64) - 2,
                       vby.astype(np.int64)).astype(np.int32))
vimg = rng.integers(0, 256, (1, 3, 9, 20)).astype(np.uint8)
vker = rng.integers(-128, 128, (8, 3, 3, 3)).astype(np.int8)
save("vimg", vimg)
save("vker", vker)
# Stride 2 along the height only: conv2d_nchw strides both, so the height
# is subsampled here.
save("vconv", conv2d_nchw(vimg, vker, 128, 0, stride=1, pad=1)[:, :, ::2])
vimgi = rng.integers(-128, 128, (2, 16, 6, 18)).astype(np.int8)
vkeri = rng.integers(-128, 128, (24, 16, 3, 3)).astype(np.int8)
save("vimgi", vimgi)
save("vkeri", vkeri)
save("vconv_i8", conv2d_nchw(vimgi, vkeri, -5, 0))
# Dilation 2 along the height, stride 2 along the width, padding 1, 8
# channels (packed with vector loads), 20 output channels (a block and a
# part), an output 5 columns wide (narrower than the 16 lanes).
vimgs = rng.integers(0, 256, (1, 8, 11, 9)).astype(np.uint8)
vkers = rng.integers(-128, 128, (20, 8, 3, 3)).astype(np.int8)
save("vimgs", vimgs)
save("vkers", vkers)
ds = np.pad(vimgs.astype(np.int64) - 7, ((0, 0), (0, 0), (1, 1), (1, 1)))
vconv_s = np.zeros((1, 20, 9, 5), np.int64)
for i in range(3):
    for j in range(3):
        patch = ds[:, :, 2 * i:2 * i + 9, j:j + 2 * 5:2]
        vconv_s += np.einsum("nchw,oc->nohw", patch,
                             vkers[:, :, i, j].astype(np.int64))
save("vconv_s", vconv_s.astype(np.int32))
# Requantized to 8 bits with per-channel scales: the register tiles compute
# the requantization on their accumulators (a scale per lane for dense, one
# per output channel for the convolution).
vrx = rng.integers(0, 256, (16, 36)).astype(np.uint8)
vrw = rng.integers(-128, 128, (32, 36)).astype(np.int8)
save("vrx", vrx)
save("vrw", vrw)
vr_acc = ((vrx.astype(np.int64) - 3) @ vrw.astype(np.int64).T).astype(np.int32)
save("vrdense", requantize(vr_acc, [0.0002 * (1 + i % 7) for i in range(32)],
                           0, 1.0, 100, np.uint8, axis=1))
vrimg = rng.integers(0, 256, (1, 16, 6, 18)).astype(np.uint8)
vrker = rng.integers(-128, 128, (24, 16, 3, 3)).astype(np.int8)
save("vrimg", vrimg)
save("vrker", vrker)
# The same weights bound as constants (--bind-params): packed at compile time.
np.savez(os.path.join(out, "vr_weights.npz"), w=vrw, k=vrker)
vr_conv = conv2d_nchw(vrimg, vrker, 128, 0, stride=1, pad=1).astype(np.int32)
save("vrconv", requantize(vr_conv, [0.0001 * (1 + i % 5) for i in range(24)],
                          0, 1.0, -3, np.int8, axis=1))

# --- qnn-softmax.mlir ----------------------------------------------------
def trunc_div(a, b):
    """Integer division truncating toward zero (TVM's Div on integers)."""
    a = np.asarray(a, np.int64)
    b = np.asarray(b, np.int64)
    q = np.abs(a) // np.abs(b)
    return np.where((a < 0) != (b < 0), -q, q).astype(np.int32)


def qnn_softmax(x, s, z, os_, oz, axis):
    """TVM v0.13's QnnSoftmaxCanonicalize (arXiv:2207.01405, Algorithm 1)
    in int32."""
    d = x.astype(np.int32) - np.int32(z)
    x0 = np.int32(round_away(np.float32(1) / np.float32(s)))
    xx = d - d.max(axis, keepdims=True)
    xp = xx + (xx >> 1) - (xx >> 4)
    q = np.clip(trunc_div(xp, -x0), 0, 20)
    r = xp - q * -x0
    xb = (r >> 1) + x0
    exps = xb << (q.max(axis, keepdims=True) - q)
    sums = exps.sum(axis, keepdims=True, dtype=np.int32)
    out = (trunc_div(np.int32(1 << 30), sums) * exps) >> np.int32(23)
    return requantize(out, 1 / 128, 0, os_, oz, np.int8)


sm_x = rng.integers(-128, 128, size=(4, 16)).astype(np.int8)
save("sm_x", sm_x)
save("sm_last", qnn_softmax(sm_x, 0.05, -10, 1 / 256, -128, -1))
save("sm_first", qnn_softmax(sm_x, 0.1, 0, 1 / 128, 0, 0))
# Scale 1: x0 = 1, the quotient saturates at 20 and r goes negative.
save("sm_unit", qnn_softmax(sm_x, 1.0, 3, 0.01, -100, -1))


# --- qnn-simulated.mlir --------------------------------------------------
# TVM's topi.nn.simulated_quantize/dequantize with per-channel parameters
# along the last axis, for every dtype code (0 disable, 1 int8, 2 uint8,
# 3 int32).
def simulated_quantize(x, code, scale, zp):
    if code not in (1, 2, 3):
        return x
    dtype = {1: np.int8, 2: np.uint8, 3: np.int32}[code]
    lo, hi = qrange(dtype)
    t = round_away((x / scale).astype(np.float32)) + zp.astype(np.float32)
    return np.clip(t, np.float32(lo), np.float32(hi)).astype(np.float32)


def simulated_dequantize(x, code, scale, zp):
    if code not in (1, 2, 3):
        return x
    return ((x - zp.astype(np.float32)) * scale).astype(np.float32)


sim_x = (rng.standard_normal((3, 4)) * 4).astype(np.float32)
sim_x[0, :] = [0.25, -0.25, 0.75, -100.0]  # ties and a clipped value
sim_scale = np.array([0.5, 0.05, 0.5, 0.01], np.float32)
sim_zp = np.array([0, 3, -2, 100], np.int32)
save("sim_x", sim_x)
for code in range(4):
    save("sim_code%d" % code, np.array(code, np.int32))
    sq = simulated_quantize(sim_x, code, sim_scale, sim_zp)
    save("sim_q%d" % code, sq)
    save("sim_dq%d" % code, simulated_dequantize(sq, code, sim_scale, sim_zp))
