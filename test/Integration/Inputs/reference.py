"""Writes inputs and NumPy reference outputs for an integration test.

Usage: reference.py MODULE OUTDIR

MODULE names a module in this directory that defines CASES: a dict from a
case name to a function taking a numpy RandomState and returning
(inputs, outputs), two lists of arrays. Each case becomes
OUTDIR/<case>.in<i>.npy and OUTDIR/<case>.out<i>.npy.
"""
import importlib
import zlib
import os
import sys

import numpy as np


def main():
    module_name, outdir = sys.argv[1], sys.argv[2]
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    module = importlib.import_module(module_name)
    os.makedirs(outdir, exist_ok=True)
    for name, make in module.CASES.items():
        rng = np.random.RandomState(zlib.crc32(name.encode()))
        inputs, outputs = make(rng)
        for i, a in enumerate(inputs):
            np.save(os.path.join(outdir, f"{name}.in{i}.npy"),
                    np.array(a, order="C"))
        for i, a in enumerate(outputs):
            np.save(os.path.join(outdir, f"{name}.out{i}.npy"),
                    np.array(a, order="C"))


if __name__ == "__main__":
    main()
