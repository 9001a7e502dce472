#!/usr/bin/python3
"""Times relay-run against NumPy and PyTorch on the same inputs and prints a
table: time, GFLOP/s or GB/s, and ratios to each peer and to the machine's
peak. Run it through bench/run.sh, which builds relay-run first."""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

# This machine's limits (DESIGN.md, section 9): fp32 FMA peak of one core and
# the memory bandwidth of the whole machine.
PEAK_GFLOPS_PER_CORE = 113.0
PEAK_GBPS = 27.0


def conv2d_numpy(x, w):
    # im2col + one BLAS matmul, the usual way to run conv2d in NumPy.
    n, c, h, wd = x.shape
    o, _, kh, kw = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
    cols = np.empty((c, kh, kw, h, wd), dtype=x.dtype)
    for i in range(kh):
        for j in range(kw):
            cols[:, i, j] = xp[0, :, i:i + h, j:j + wd]
    return (w.reshape(o, -1) @ cols.reshape(c * kh * kw, -1)).reshape(1, o, h, wd)


def best_of(fn, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    times.sort()
    return times[len(times) // 2], times[0]


def run_relay(relay_run, mlir, inputs, repeat, tmp):
    paths = []
    for i, a in enumerate(inputs):
        path = os.path.join(tmp, f"in{i}.npy")
        np.save(path, a)
        paths.append(path)
    cmd = [relay_run, mlir, "--benchmark", str(repeat)]
    for p in paths:
        cmd += ["--input", p]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    m = re.search(r"median ([0-9.]+) ms, min ([0-9.]+) ms", out)
    return float(m.group(1)) / 1e3, float(m.group(2)) / 1e3


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--relay-run", required=True)
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--threads", type=int, default=2,
                        help="threads for NumPy's BLAS and PyTorch")
    args = parser.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    try:
        import torch
        torch.set_num_threads(args.threads)
    except ImportError:
        torch = None

    rng = np.random.default_rng(0)
    n = 1 << 24
    chain = [rng.standard_normal(n, dtype=np.float32) for _ in range(4)]
    x1024 = rng.standard_normal((1024, 1024), dtype=np.float32)
    w1024 = rng.standard_normal((1024, 1024), dtype=np.float32)
    xc = rng.standard_normal((1, 64, 56, 56), dtype=np.float32)
    wc = rng.standard_normal((64, 64, 3, 3), dtype=np.float32)

    def chain_np():
        return np.maximum(chain[0] * chain[1] + chain[2], 0) + chain[3]

    benches = [
        # name, mlir, inputs, work, unit, numpy fn, torch fn
        ("dense 1024^3 fp32", "dense.mlir", [x1024, w1024], 2 * 1024**3,
         "GFLOP/s", lambda: x1024 @ w1024.T,
         (lambda t: (lambda: torch.nn.functional.linear(t[0], t[1])))),
        ("conv2d 3x3 1x64x56x56", "conv2d.mlir", [xc, wc], 2 * 64 * 56 * 56 * 64 * 9,
         "GFLOP/s", lambda: conv2d_numpy(xc, wc),
         (lambda t: (lambda: torch.nn.functional.conv2d(t[0], t[1], padding=1)))),
        ("relu(x*a+b)+r 2^24", "elementwise_chain.mlir", chain, 5 * 4 * n,
         "GB/s", chain_np,
         (lambda t: (lambda: torch.relu(t[0] * t[1] + t[2]) + t[3]))),
    ]
    print(f"relay-run: one thread; NumPy and PyTorch: {args.threads} threads; "
          f"median of {args.repeat} runs")
    header = (f"{'benchmark':24} {'relay ms':>9} {'rate':>14} {'numpy ms':>9} "
              f"{'torch ms':>9} {'vs numpy':>9} {'vs torch':>9} {'of peak':>8}")
    print(header)
    print("-" * len(header))
    with tempfile.TemporaryDirectory() as tmp:
        for name, mlir, inputs, work, unit, np_fn, torch_fn in benches:
            relay_t, _ = run_relay(args.relay_run, os.path.join(here, mlir),
                                   inputs, args.repeat, tmp)
            np_t, _ = best_of(np_fn, args.repeat)
            torch_t = None
            if torch is not None:
                tensors = [torch.from_numpy(a) for a in inputs]
                torch_t, _ = best_of(torch_fn(tensors), args.repeat)
            rate = work / relay_t / 1e9
            peak = PEAK_GFLOPS_PER_CORE if unit == "GFLOP/s" else PEAK_GBPS
            torch_ms = f"{torch_t * 1e3:9.2f}" if torch_t else f"{'n/a':>9}"
            vs_torch = f"{torch_t / relay_t:9.3f}" if torch_t else f"{'n/a':>9}"
            print(f"{name:24} {relay_t * 1e3:9.2f} {rate:8.2f} {unit:>5} "
                  f"{np_t * 1e3:9.2f} {torch_ms} {np_t / relay_t:9.3f} "
                  f"{vs_torch} {rate / peak:7.1%}")
    print("vs numpy / vs torch: peer time / relay time (above 1: relay is "
          "faster); of peak: against one core's fp32 peak "
          f"({PEAK_GFLOPS_PER_CORE} GFLOP/s) or the memory bandwidth "
          f"({PEAK_GBPS} GB/s)")


if __name__ == "__main__":
    sys.exit(main())
