#!/usr/bin/env python3
"""Times `relay-run --device=cuda` against PyTorch on the same NVIDIA GPU and
against the GPU's fp32 peak measured in the same run.

For each benchmark the table gives relay-run's median time per call
(`relay-run --benchmark N`: compilation excluded; each call allocates its
intermediates and results as managed memory, launches the kernels and waits
for them), its rate, PyTorch's median time for the same computation on the
GPU (fp32, TF32 off, timed the same way: wall clock from the call to
torch.cuda.synchronize()), the ratio PyTorch time / relay time (above 1:
relay is faster) and relay's rate as a fraction of the peak. The peak is
cuBLAS's fp32 matrix product (8192^3, TF32 off) through PyTorch, and the
bandwidth a device-to-device copy of 256 MiB reaches.

    bench/gpu.py --relay-run build/bin/relay-run [--repeat 20]

Needs NumPy and a PyTorch that sees the GPU; the GPU runs go through
libcuda.so.1 like scripts/gpu-check.sh."""
import argparse
import os
import sys
import tempfile

import numpy as np

from run import best_of, run_relay

HERE = os.path.dirname(os.path.abspath(__file__))

DENSE = """func.func @main(%x: tensor<{n}x{n}xf32>, %w: tensor<{n}x{n}xf32>)
    -> tensor<{n}x{n}xf32> {{
  %0 = relay.nn.dense %x, %w : (tensor<{n}x{n}xf32>, tensor<{n}x{n}xf32>)
      -> tensor<{n}x{n}xf32>
  return %0 : tensor<{n}x{n}xf32>
}}
"""


def torch_time(torch, fn, repeat):
    """Median time of `repeat` calls of `fn`, each up to the end of its
    kernels, after one call to warm up."""
    def call():
        fn()
        torch.cuda.synchronize()
    call()
    return best_of(call, repeat)[0]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--relay-run", required=True)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()

    import torch
    import torch.nn.functional as F
    if not torch.cuda.is_available():
        sys.exit("bench/gpu.py: PyTorch sees no GPU")
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    dev = torch.device("cuda")
    print("GPU: %s; PyTorch %s; median of %d calls" %
          (torch.cuda.get_device_name(0), torch.__version__, args.repeat))

    n = 8192
    a = torch.randn(n, n, device=dev)
    peak = 2 * n**3 / torch_time(torch, lambda: a @ a, 10) / 1e9
    src = torch.empty(1 << 26, device=dev)
    dst = torch.empty_like(src)
    copy_t = torch_time(torch, lambda: dst.copy_(src), 10)
    bandwidth = 2 * src.numel() * 4 / copy_t / 1e9
    print("measured peak: fp32 matrix product %.0f GFLOP/s (cuBLAS, TF32 "
          "off), device copy %.0f GB/s (read + write)" % (peak, bandwidth))
    del a, src, dst

    rng = np.random.default_rng(0)

    def rand(*shape, positive=False):
        x = rng.standard_normal(shape).astype(np.float32) * 0.5
        return np.abs(x) + 0.5 if positive else x

    cases = []
    for size in (1024, 4096):
        x, w = rand(size, size), rand(size, size)
        cases.append(("dense %dx%dx%d" % (size, size, size),
                      DENSE.format(n=size), [x, w], 2.0 * size**3, "GFLOP/s",
                      lambda t: F.linear(t[0], t[1])))
    for name, path, shape in (("conv2d 3x3 1x64x56x56", "conv2d.mlir",
                               (64, 56)),
                              ("conv2d 3x3 1x256x14x14", "conv2d_14.mlir",
                               (256, 14))):
        c, hw = shape
        x, w = rand(1, c, hw, hw), rand(c, c, 3, 3)
        cases.append((name, os.path.join(HERE, path), [x, w],
                      2.0 * c * c * 9 * hw * hw, "GFLOP/s",
                      lambda t: F.conv2d(t[0], t[1], padding=1)))
    block = [rand(1, 64, 56, 56)]
    for _ in range(2):
        block += [rand(64, 64, 3, 3), rand(64), rand(64), rand(64),
                  rand(64, positive=True)]

    def torch_block(t):
        y = F.relu(F.batch_norm(F.conv2d(t[0], t[1], padding=1), t[4], t[5],
                                t[2], t[3]))
        y = F.batch_norm(F.conv2d(y, t[6], padding=1), t[9], t[10], t[7],
                         t[8])
        return F.relu(y + t[0])

    cases.append(("ResNet basic block 1x64x56x56",
                  os.path.join(HERE, "resnet_block.mlir"), block,
                  2 * 2.0 * 64 * 64 * 9 * 56 * 56, "GFLOP/s", torch_block))
    m = 1 << 24
    chain = [rand(m) for _ in range(4)]
    cases.append(("relu(x*a+b)+r on 2^24", os.path.join(
        HERE, "elementwise_chain.mlir"), chain, 5.0 * 4 * m, "GB/s",
                  lambda t: F.relu(t[0] * t[1] + t[2]) + t[3]))

    print("| benchmark | relay ms | relay rate | PyTorch ms | vs PyTorch "
          "| of peak |")
    print("|---|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for name, program, inputs, work, unit, torch_fn in cases:
            if not os.path.exists(program):
                path = os.path.join(tmp, "program.mlir")
                with open(path, "w") as f:
                    f.write(program)
                program = path
            relay_t, _ = run_relay(args.relay_run, program, inputs,
                                   args.repeat, tmp, flags=["--device=cuda"])
            tensors = [torch.from_numpy(a).to(dev) for a in inputs]
            with torch.no_grad():
                torch_t = torch_time(torch, lambda: torch_fn(tensors),
                                     args.repeat)
            rate = work / relay_t / 1e9
            limit = peak if unit == "GFLOP/s" else bandwidth
            print("| %s | %.3f | %.0f %s | %.3f | %.2f | %.1f%% |" %
                  (name, relay_t * 1e3, rate, unit, torch_t * 1e3,
                   torch_t / relay_t, 100 * rate / limit))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
