"""Inputs and expected results of integer-division.mlir."""
import os
import sys

import numpy as np

out = sys.argv[1]
imin = np.iinfo(np.int32).min
a = np.array([7, -7, 7, -7, 5, imin, imin, 0], np.int32)
b = np.array([2, 2, -2, -2, 0, -1, 0, 0], np.int32)
div, floordiv, mod = [], [], []
for x, y in zip(a.tolist(), b.tolist()):
    if y == 0:
        div.append(0), floordiv.append(0), mod.append(0)
    elif x == imin and y == -1:
        div.append(imin), floordiv.append(imin), mod.append(0)
    else:
        q = abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1)
        div.append(q)
        floordiv.append(x // y)
        mod.append(x - q * y)
ua = np.array([200, 7, 255, 0], np.uint8)
ub = np.array([3, 0, 16, 0], np.uint8)
udiv = np.array([x // y if y else 0 for x, y in zip(ua.tolist(), ub.tolist())], np.uint8)
umod = np.array([x % y if y else 0 for x, y in zip(ua.tolist(), ub.tolist())], np.uint8)
for name, v in [("a", a), ("b", b), ("div", np.array(div, np.int32)),
                ("floordiv", np.array(floordiv, np.int32)),
                ("mod", np.array(mod, np.int32)), ("ua", ua), ("ub", ub),
                ("udiv", udiv), ("umod", umod)]:
    np.save(os.path.join(out, name + ".npy"), v)
