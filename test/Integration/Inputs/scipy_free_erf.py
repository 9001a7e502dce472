"""erf for NumPy arrays without SciPy (math.erf element by element)."""
import math

import numpy as np


def erf(x):
    return np.vectorize(math.erf, otypes=[np.float64])(x).astype(x.dtype)
