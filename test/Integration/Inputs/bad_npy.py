"""Writes malformed and unsupported .npy files for relay-run-errors.mlir.

Usage: bad_npy.py OUTDIR
"""
import os
import sys

import numpy as np


def raw_npy(shape_text, data):
    """A version 1.0 .npy file of float32 with a hand-written shape."""
    header = ("{'descr': '<f4', 'fortran_order': False, 'shape': %s, }"
              % shape_text).encode()
    header = header.ljust((len(header) + 11 + 63) // 64 * 64 - 11) + b"\n"
    return (b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header
            + data)


def main():
    out = sys.argv[1]
    path = lambda name: os.path.join(out, name)
    np.save(path("fortran.npy"),
            np.asfortranarray(np.ones((2, 3), np.float32)))
    np.save(path("big.npy"), np.ones((2, 3), ">f4"))
    np.save(path("c64.npy"), np.ones((2, 3), np.complex64))
    data = np.ones((2, 3), np.float32).tobytes()
    with open(path("short.npy"), "wb") as f:
        f.write(raw_npy("(2, 3)", data[:-4]))
    with open(path("long.npy"), "wb") as f:
        f.write(raw_npy("(2, 3)", data + bytes(4)))
    with open(path("huge.npy"), "wb") as f:
        f.write(raw_npy("(4611686018427387904, 4)", data))
    with open(path("negative.npy"), "wb") as f:
        f.write(raw_npy("(-2, 3)", data))


if __name__ == "__main__":
    main()
