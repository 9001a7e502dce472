"""Writes a NumPy .npy file from a Python literal, for relay-run inputs:

    python3 examples/make_npy.py x.npy "[[1, 2, 3], [4, 5, 6]]" [float32]

The third argument is the dtype (default float32)."""
import sys

import numpy as np

path, literal = sys.argv[1], sys.argv[2]
dtype = sys.argv[3] if len(sys.argv) > 3 else "float32"
np.save(path, np.array(eval(literal, {"__builtins__": {}}), dtype=dtype))
