#!/usr/bin/python3
"""Times relay-run against NumPy and PyTorch on the same inputs and prints a
table: time, GFLOP/s or GB/s, and ratios to each peer and to the machine's
peak. A second table times operator fusion: each program unfused
(relay-run --opt-level 0) and fused (--opt-level 1: -relay-fuse-ops and one
tiled loop nest per primitive function). Run it through bench/run.sh, which
builds relay-run first."""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

# Machine limits: the fp32 FMA peak of one core and the nominal memory
# bandwidth of the whole machine, for the 2-core AMD EPYC (AVX-512) VM that
# bench/RESULTS.md reports on; edit them for another machine. The bandwidth the
# element-wise chain is judged against is measured in each run
# (measure_bandwidth); the nominal figure is printed next to it.
PEAK_GFLOPS_PER_CORE = 113.0
NOMINAL_GBPS = 27.0


def measure_bandwidth(repeat):
    """STREAM-like kernels in NumPy on 2^24 floats (64 MiB per array, far
    beyond the caches), into preallocated outputs as STREAM does: copy
    (a = b), scale (a = 3 * b) and add (a = b + c). Rates count the
    compulsory traffic (arrays read plus arrays written, no write-allocate
    reads), as the element-wise chain's rate does. Returns the rates by name;
    the best one is the machine's measured bandwidth."""
    n = 1 << 24
    rng = np.random.default_rng(1)
    b = rng.standard_normal(n, dtype=np.float32)
    c = rng.standard_normal(n, dtype=np.float32)
    a = np.ones(n, dtype=np.float32)  # touched: no page faults in the timing
    kernels = {
        "copy": (2, lambda: np.copyto(a, b)),
        "scale": (2, lambda: np.multiply(b, np.float32(3), out=a)),
        "add": (3, lambda: np.add(b, c, out=a)),
    }
    rates = {}
    for name, (arrays, fn) in kernels.items():
        fn()
        t, _ = best_of(fn, repeat)
        rates[name] = arrays * 4 * n / t / 1e9
    return rates


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


# Flags every relay-run gets (--no-reuse-buffers adds one).
RELAY_FLAGS = []


def relay_env(hugepages):
    env = dict(os.environ)
    if hugepages:
        # NumPy advises transparent huge pages for large arrays; glibc's
        # malloc does the same with this tunable. Without it every run of a
        # compiled function page-faults its fresh 4 KiB result pages back in,
        # which costs more than the computation on the element-wise chain.
        tunables = [t for t in env.get("GLIBC_TUNABLES", "").split(":") if t]
        env["GLIBC_TUNABLES"] = ":".join(tunables + ["glibc.malloc.hugetlb=1"])
    return env


def run_relay(relay_run, mlir, inputs, repeat, tmp, opt_level=None,
              env=None, entry=None, params=None, flags=()):
    """Median and minimum time of `repeat` runs; `params` (name -> array)
    are bound as constants (--bind-params), as a model's weights are;
    `flags` go to relay-run too (bench/gpu.py: --device=cuda)."""
    paths = []
    for i, a in enumerate(inputs):
        path = os.path.join(tmp, f"in{i}.npy")
        np.save(path, a)
        paths.append(path)
    cmd = ([relay_run, mlir, "--benchmark", str(repeat)] + RELAY_FLAGS +
           list(flags))
    if opt_level is not None:
        cmd += ["--opt-level", str(opt_level)]
    if entry is not None:
        cmd += ["--entry", entry]
    if params:
        path = os.path.join(tmp, "params.npz")
        np.savez(path, **params)
        cmd += ["--bind-params", path]
    for p in paths:
        cmd += ["--input", p]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True,
                         env=env).stdout
    m = re.search(r"median ([0-9.]+) ms, min ([0-9.]+) ms", out)
    return float(m.group(1)) / 1e3, float(m.group(2)) / 1e3


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--relay-run", required=True)
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--threads", type=int, default=2,
                        help="threads for NumPy's BLAS and PyTorch")
    parser.add_argument("--tables",
                        choices=["all", "peers", "fusion", "int8", "byoc"],
                        default="all",
                        help="print the table against the peers, the fused "
                        "vs unfused table, the quantized (int8) table, the "
                        "BYOC (oneDNN) table, or all of them")
    parser.add_argument("--relay-opt",
                        help="relay-opt, for the BYOC table's partitioning "
                        "(default: next to relay-run)")
    parser.add_argument("--reuse-buffers",
                        action=argparse.BooleanOptionalAction, default=True,
                        help="let relay-run keep the compiled code's freed "
                        "large buffers for the next run (relay-run "
                        "--reuse-buffers, its default), as a framework's "
                        "caching allocator does")
    parser.add_argument("--hugepages", action=argparse.BooleanOptionalAction,
                        default=True,
                        help="run relay-run with glibc's malloc on "
                        "transparent huge pages (GLIBC_TUNABLES="
                        "glibc.malloc.hugetlb=1), as NumPy allocates large "
                        "arrays")
    args = parser.parse_args()
    env = relay_env(args.hugepages)
    if not args.reuse_buffers:
        RELAY_FLAGS.append("--reuse-buffers=false")
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
    malloc = ("malloc on huge pages" if args.hugepages
              else "plain glibc malloc")
    malloc += (", buffers of 1 MiB and more reused across runs"
               if args.reuse_buffers else ", fresh buffers every run")
    print(f"relay-run: one thread, {malloc}; NumPy and PyTorch: "
          f"{args.threads} threads; median of {args.repeat} runs")
    rates = measure_bandwidth(args.repeat)
    bandwidth = max(rates.values())
    print("memory bandwidth, measured (NumPy on 2^24 floats, preallocated "
          "outputs, compulsory traffic): "
          + ", ".join(f"{k} {v:.2f} GB/s" for k, v in rates.items())
          + f"; best {bandwidth:.2f} GB/s (nominal {NOMINAL_GBPS} GB/s)")
    with tempfile.TemporaryDirectory() as tmp:
        if args.tables in ("all", "peers"):
            peers_table(args, here, env, torch, benches, bandwidth, tmp)
        if args.tables in ("all", "fusion"):
            fusion_table(args, here, env, rng, chain, xc, wc, bandwidth, tmp)
        if args.tables in ("all", "int8"):
            int8_table(args, here, env, torch, rng, tmp)
        if args.tables in ("all", "byoc"):
            byoc_table(args, here, env, torch, rng, tmp)


def peers_table(args, here, env, torch, benches, bandwidth, tmp):
    """The table against NumPy and PyTorch."""
    header = (f"{'benchmark':24} {'relay ms':>9} {'rate':>14} {'numpy ms':>9} "
              f"{'torch ms':>9} {'vs numpy':>9} {'vs torch':>9} {'of peak':>8}")
    print(header)
    print("-" * len(header))
    for name, mlir, inputs, work, unit, np_fn, torch_fn in benches:
        relay_t, _ = run_relay(args.relay_run, os.path.join(here, mlir),
                               inputs, args.repeat, tmp, env=env)
        np_t, _ = best_of(np_fn, args.repeat)
        torch_t = None
        if torch is not None:
            tensors = [torch.from_numpy(a) for a in inputs]
            torch_t, _ = best_of(torch_fn(tensors), args.repeat)
        rate = work / relay_t / 1e9
        peak = PEAK_GFLOPS_PER_CORE if unit == "GFLOP/s" else bandwidth
        torch_ms = f"{torch_t * 1e3:9.2f}" if torch_t else f"{'n/a':>9}"
        vs_torch = f"{torch_t / relay_t:9.3f}" if torch_t else f"{'n/a':>9}"
        print(f"{name:24} {relay_t * 1e3:9.2f} {rate:8.2f} {unit:>5} "
              f"{np_t * 1e3:9.2f} {torch_ms} {np_t / relay_t:9.3f} "
              f"{vs_torch} {rate / peak:7.1%}")
    print("vs numpy / vs torch: peer time / relay time (above 1: relay is "
          "faster); of peak: against one core's fp32 peak "
          f"({PEAK_GFLOPS_PER_CORE} GFLOP/s) or the measured memory "
          f"bandwidth ({bandwidth:.2f} GB/s)")


def resnet_block_inputs(rng, x):
    """resnet_block.mlir's inputs: the image, then for each of its two
    convolutions the weight and the batch norm's gamma, beta, mean and
    variance."""
    block = [x]
    for _ in range(2):
        block += [(rng.standard_normal((64, 64, 3, 3), dtype=np.float32)
                   * np.float32(0.05)),
                  rng.uniform(0.5, 1.5, 64).astype(np.float32),
                  rng.standard_normal(64, dtype=np.float32),
                  rng.standard_normal(64, dtype=np.float32),
                  rng.uniform(0.5, 1.5, 64).astype(np.float32)]
    return block


ALTERNATIONS = 5


def fusion_table(args, here, env, rng, chain, xc, wc, bandwidth, tmp):
    """Unfused (opt-level 0) vs fused (opt-level 1) relay-run times."""
    n = chain[0].size
    conv_flop = 2 * 64 * 56 * 56 * 64 * 9
    bias = rng.standard_normal(64, dtype=np.float32)
    block = resnet_block_inputs(rng, xc)
    benches = [
        # name, mlir, inputs, work, unit
        ("relu(x*a+b)+r 2^24", "elementwise_chain.mlir", chain, 5 * 4 * n,
         "GB/s"),
        ("conv2d+bias+relu 64x56x56", "conv2d_bias_relu.mlir", [xc, wc, bias],
         conv_flop, "GFLOP/s"),
        ("ResNet basic block", "resnet_block.mlir", block, 2 * conv_flop,
         "GFLOP/s"),
    ]
    print()
    print("Fusion: relay-run --opt-level 0 (unfused: one loop nest per linalg "
          "op) vs --opt-level 1 (fused: -relay-fuse-ops, one tiled loop nest "
          "per primitive function)")
    header = (f"{'benchmark':26} {'unfused ms':>10} {'fused ms':>9} "
              f"{'speedup':>8} {'fused rate':>16} {'of peak':>8}")
    print(header)
    print("-" * len(header))
    for name, mlir, inputs, work, unit in benches:
        path = os.path.join(here, mlir)
        unfused_t, _ = run_relay(args.relay_run, path, inputs, args.repeat,
                                 tmp, opt_level=0, env=env)
        fused_t, _ = run_relay(args.relay_run, path, inputs, args.repeat, tmp,
                               opt_level=1, env=env)
        rate = work / fused_t / 1e9
        peak = PEAK_GFLOPS_PER_CORE if unit == "GFLOP/s" else bandwidth
        print(f"{name:26} {unfused_t * 1e3:10.2f} {fused_t * 1e3:9.2f} "
              f"{unfused_t / fused_t:8.3f} {rate:8.2f} {unit:>7} "
              f"{rate / peak:7.1%}")
        if mlir == "elementwise_chain.mlir":
            chain_speedup, chain_of_bw = unfused_t / fused_t, rate / bandwidth
        if mlir == "conv2d_bias_relu.mlir":
            cbr_inputs = inputs
    print("speedup: unfused time / fused time; rate: GB/s of compulsory "
          "traffic (4 arrays read, 1 written) or GFLOP/s; of peak: against "
          f"the measured bandwidth ({bandwidth:.2f} GB/s) or one core's fp32 "
          f"peak ({PEAK_GFLOPS_PER_CORE} GFLOP/s)")
    # conv2d+bias+relu against conv2d alone differ by a few percent, less
    # than this VM's swings between runs: the two alternate, and the best
    # time of each over all rounds (the least disturbed run) is compared.
    cbr_best, conv_best = float("inf"), float("inf")
    for _ in range(ALTERNATIONS):
        _, t = run_relay(args.relay_run,
                         os.path.join(here, "conv2d_bias_relu.mlir"),
                         cbr_inputs, args.repeat, tmp, opt_level=1, env=env)
        cbr_best = min(cbr_best, t)
        _, t = run_relay(args.relay_run, os.path.join(here, "conv2d.mlir"),
                         [xc, wc], args.repeat, tmp, opt_level=1, env=env)
        conv_best = min(conv_best, t)
    print(f"conv2d+bias+relu vs conv2d alone (opt-level 1, {ALTERNATIONS} "
          f"alternating rounds of {args.repeat} runs, best run of each): "
          f"{cbr_best * 1e3:.2f} ms vs {conv_best * 1e3:.2f} ms; ratio "
          f"{cbr_best / conv_best:.3f}")

    def verdict(met):
        return "met" if met else "NOT met"

    print("fusion targets: fused chain vs unfused "
          f"{chain_speedup:.2f}x (>= 2x: {verdict(chain_speedup >= 2)}); "
          f"fused chain at {chain_of_bw:.1%} of the measured bandwidth "
          f"(>= 70%: {verdict(chain_of_bw >= 0.7)}); conv2d+bias+relu / "
          f"conv2d {cbr_best / conv_best:.3f} (<= 1: "
          f"{verdict(cbr_best <= conv_best)})")

def cpu_flags():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


def measure_peak(args, here, env, tmp):
    """One core's peak, measured with relay-run on peak.mlir: fp32 FMAs and
    (with AVX-512 VNNI) vpdpbusd, on registers only. Returns GFLOP/s and
    GOP/s (None without VNNI)."""
    peak = os.path.join(here, "peak.mlir")
    a = np.ones(16, dtype=np.float32)
    bytes_ = np.ones(64, dtype=np.int8)
    iterations = 10**6
    fma_t, _ = run_relay(args.relay_run, peak, [a, a], args.repeat, tmp,
                         env=env, entry="fma")
    fma = iterations * 16 * 2 * 16 / fma_t / 1e9
    vnni = None
    if "avx512_vnni" in cpu_flags():
        vnni_t, _ = run_relay(args.relay_run, peak, [bytes_, bytes_],
                              args.repeat, tmp, env=env, entry="vnni")
        vnni = iterations * 16 * 2 * 64 / vnni_t / 1e9
    return fma, vnni


def int8_table(args, here, env, torch, rng, tmp):
    """Quantized dense and conv2d (uint8 x int8 -> int32, requantized to
    uint8) against our fp32 and PyTorch's quantized operators, one thread
    on both sides (relay-run runs on one)."""
    print()
    fma, vnni = measure_peak(args, here, env, tmp)
    print("peak of one core, measured (bench/peak.mlir): fp32 FMA "
          f"{fma:.1f} GFLOP/s; VNNI vpdpbusd "
          + (f"{vnni:.1f} GOP/s" if vnni else "n/a (no AVX-512 VNNI)"))
    if torch is not None:
        torch.set_num_threads(1)
        engines = torch.backends.quantized.supported_engines
        engine = "fbgemm" if "fbgemm" in engines else "onednn"
        torch.backends.quantized.engine = engine
    x = rng.integers(0, 256, (1024, 1024)).astype(np.uint8)
    w = rng.integers(-128, 128, (1024, 1024)).astype(np.int8)
    xc = rng.integers(0, 256, (1, 64, 56, 56)).astype(np.uint8)
    wc = rng.integers(-128, 128, (64, 64, 3, 3)).astype(np.int8)
    xf = rng.standard_normal((1024, 1024), dtype=np.float32)
    wf = rng.standard_normal((1024, 1024), dtype=np.float32)
    xcf = rng.standard_normal((1, 64, 56, 56), dtype=np.float32)
    wcf = rng.standard_normal((64, 64, 3, 3), dtype=np.float32)
    # ResNet-18's layer 3: rows of 14 columns, narrower than the lanes.
    x14 = rng.integers(0, 256, (1, 256, 14, 14)).astype(np.uint8)
    w14 = rng.integers(-128, 128, (256, 256, 3, 3)).astype(np.int8)
    x14f = rng.standard_normal((1, 256, 14, 14), dtype=np.float32)
    w14f = rng.standard_normal((256, 256, 3, 3), dtype=np.float32)

    def torch_dense():
        # The scales and zero points of dense_int8.mlir.
        xq = torch._make_per_tensor_quantized_tensor(
            torch.from_numpy(x), 0.05, 128)
        wq = torch._make_per_tensor_quantized_tensor(
            torch.from_numpy(w), 0.01, 0)
        packed = torch.ops.quantized.linear_prepack(wq, None)
        return lambda: torch.ops.quantized.linear(xq, packed, 2.0, 128)

    def torch_conv(xc=xc, wc=wc):
        xq = torch._make_per_tensor_quantized_tensor(
            torch.from_numpy(xc), 0.05, 128)
        wq = torch._make_per_tensor_quantized_tensor(
            torch.from_numpy(wc), 0.01, 0)
        packed = torch.ops.quantized.conv2d_prepack(wq, None, [1, 1], [1, 1],
                                                    [1, 1], 1)
        return lambda: torch.ops.quantized.conv2d(xq, packed, 2.0, 128)

    # The weights are bound as constants on our side (relay-run
    # --bind-params, TVM's bind_params_by_name), so that their layout
    # changes are made at compile time, as PyTorch prepacks them.
    benches = [
        ("dense 1024^3", "dense_int8.mlir", x, w, "dense.mlir", xf, wf,
         2 * 1024**3, torch_dense),
        ("conv2d 3x3 1x64x56x56", "conv2d_int8.mlir", xc, wc,
         "conv2d.mlir", xcf, wcf, 2 * 64 * 56 * 56 * 64 * 9, torch_conv),
        ("conv2d 3x3 1x256x14x14", "conv2d_14_int8.mlir", x14, w14,
         "conv2d_14.mlir", x14f, w14f, 2 * 256 * 14 * 14 * 256 * 9,
         lambda: torch_conv(x14, w14)),
    ]
    header = (f"{'int8 benchmark':23} {'int8 ms':>8} {'GOP/s':>8} "
              f"{'fp32 ms':>8} {'torch i8 ms':>11} {'vs fp32':>8} "
              f"{'vs torch':>9} {'of peak':>8}")
    print(header)
    print("-" * len(header))
    for (name, mlir, data, weight, fp32_mlir, fp32_data, fp32_weight, work,
         torch_fn) in benches:
        int8_t, _ = run_relay(args.relay_run, os.path.join(here, mlir),
                              [data], args.repeat, tmp, env=env,
                              params={"w": weight})
        fp32_t, _ = run_relay(args.relay_run, os.path.join(here, fp32_mlir),
                              [fp32_data], args.repeat, tmp, env=env,
                              params={"w": fp32_weight})
        torch_t = best_of(torch_fn(), args.repeat)[0] if torch else None
        rate = work / int8_t / 1e9
        torch_ms = f"{torch_t * 1e3:11.2f}" if torch_t else f"{'n/a':>11}"
        vs_torch = f"{torch_t / int8_t:9.3f}" if torch_t else f"{'n/a':>9}"
        of_peak = f"{rate / vnni:7.1%}" if vnni else f"{'n/a':>8}"
        print(f"{name:23} {int8_t * 1e3:8.2f} {rate:8.1f} {fp32_t * 1e3:8.2f} "
              f"{torch_ms} {fp32_t / int8_t:8.3f} {vs_torch} {of_peak}")
    print("int8: relay-run on dense_int8.mlir / conv2d_int8.mlir / "
          "conv2d_14_int8.mlir (uint8 data with zero point 128, int8 "
          "weights, requantized to uint8); fp32: relay-run on dense.mlir / "
          "conv2d.mlir / conv2d_14.mlir, weights bound as "
          "constants on both; torch i8: "
          f"torch.ops.quantized.linear/conv2d ({engine} engine, prepacked "
          "weights); all on one thread. vs fp32 / vs torch: their time / "
          "int8 time (targets: >= 2.5 and >= 1.0); of peak: against the "
          "measured VNNI peak")
    if torch is not None:
        torch.set_num_threads(args.threads)


def byoc_table(args, here, env, torch, rng, tmp):
    """The ResNet basic block and a small CNN, all-MLIR (relay-to-llvm)
    against partitioned to oneDNN (--relay-partition="targets=dnnl") and
    PyTorch, one thread everywhere (oneDNN through OMP_NUM_THREADS)."""
    relay_opt = args.relay_opt or os.path.join(
        os.path.dirname(args.relay_run), "relay-opt")
    block = resnet_block_inputs(
        rng, rng.standard_normal((1, 64, 56, 56), dtype=np.float32))
    cnn = [rng.standard_normal(s, dtype=np.float32) for s in
           [(1, 3, 16, 16), (8, 3, 3, 3), (8,), (16, 8, 3, 3), (16,),
            (10, 16), (10,)]]

    def torch_block(t):
        x, w1, g1, b1, m1, v1, w2, g2, b2, m2, v2 = t
        F = torch.nn.functional

        def fn():
            with torch.no_grad():
                y = F.conv2d(x, w1, padding=1)
                y = F.relu(F.batch_norm(y, m1, v1, g1, b1, eps=1e-5))
                y = F.conv2d(y, w2, padding=1)
                y = F.batch_norm(y, m2, v2, g2, b2, eps=1e-5)
                return F.relu(y + x)
        return fn

    def torch_cnn(t):
        x, w1, b1, w2, b2, w3, b3 = t
        F = torch.nn.functional

        def fn():
            with torch.no_grad():
                y = F.max_pool2d(F.relu(F.conv2d(x, w1, b1, padding=1)), 2)
                y = F.relu(F.conv2d(y, w2, b2, padding=1))
                y = F.adaptive_avg_pool2d(y, 1).flatten(1)
                return F.softmax(F.linear(y, w3, b3), dim=-1)
        return fn

    benches = [
        ("ResNet basic block", os.path.join(here, "resnet_block.mlir"), block,
         torch_block),
        ("small CNN (examples)",
         os.path.join(here, "..", "examples", "small_cnn.mlir"), cnn,
         torch_cnn),
    ]
    if torch is not None:
        torch.set_num_threads(1)
    dnnl_env = dict(env, OMP_NUM_THREADS="1")
    print()
    header = (f"{'BYOC benchmark':22} {'MLIR ms':>9} {'dnnl ms':>9} "
              f"{'torch ms':>9} {'dnnl/MLIR':>10} {'torch/MLIR':>11}")
    print(header)
    print("-" * len(header))
    for name, mlir, inputs, torch_fn in benches:
        mlir_t, _ = run_relay(args.relay_run, mlir, inputs, args.repeat, tmp,
                              env=env)
        partitioned = os.path.join(tmp, "partitioned.mlir")
        subprocess.run([relay_opt, mlir, "--relay-partition=targets=dnnl",
                        "-o", partitioned], check=True)
        dnnl_t, _ = run_relay(args.relay_run, partitioned, inputs,
                              args.repeat, tmp, env=dnnl_env)
        torch_t = None
        if torch is not None:
            torch_t = best_of(torch_fn([torch.from_numpy(a) for a in inputs]),
                              args.repeat)[0]
        torch_ms = f"{torch_t * 1e3:9.3f}" if torch_t else f"{'n/a':>9}"
        vs_torch = f"{torch_t / mlir_t:11.3f}" if torch_t else f"{'n/a':>11}"
        print(f"{name:22} {mlir_t * 1e3:9.3f} {dnnl_t * 1e3:9.3f} {torch_ms} "
              f"{dnnl_t / mlir_t:10.3f} {vs_torch}")
    print("MLIR: relay-run (relay-to-llvm); dnnl: relay-opt "
          "--relay-partition=\"targets=dnnl\" then relay-run "
          "(OMP_NUM_THREADS=1); torch: torch.nn.functional, eval; one "
          "thread each. Ratios: their time / MLIR time (above 1: MLIR is "
          "faster)")
    if torch is not None:
        torch.set_num_threads(args.threads)


if __name__ == "__main__":
    sys.exit(main())
