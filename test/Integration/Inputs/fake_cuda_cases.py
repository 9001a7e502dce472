"""Runs `relay-run --device=cuda` on the stand-in CUDA driver
(test/lib/FakeCuda) over every case of the given files (modules between
`// -----` lines, entry @main unless ENTRY) with random inputs, every `?`
extent 37 (an i1 input random too), and prints one line per case: its name and the driver's summary
(modules loaded and unloaded, launches, allocations freed and live, calls
refused), or the failure. A case is named after its file, `@ENTRY` added
when the entry is not @main.

    fake_cuda_cases.py RELAY_RUN FAKE_CUDA_DIR WORK [--benchmark N]
        FILE[:ENTRY]...
"""
import os
import re
import subprocess
import sys

import numpy as np


def make_inputs(text, entry, out):
    m = re.search(r"func\.func @" + re.escape(entry) + r"\((.*?)\)\s*->",
                  text, re.S)
    rng = np.random.default_rng(0)
    paths = []
    for i, (name, shape, dtype) in enumerate(
            re.findall(r"%(\w+):\s*tensor<((?:[0-9?]+x)*)(f32|i1)>",
                       m.group(1))):
        dims = [37 if d == "?" else int(d) for d in shape.split("x") if d]
        if dtype == "i1":
            a = rng.random(dims) < 0.5
        else:
            a = rng.standard_normal(dims).astype(np.float32)
        if name.startswith("v"):  # a batch norm's variance
            a = np.abs(a) + 0.5
        path = os.path.join(out, "%02d.npy" % i)
        np.save(path, a)
        paths.append(path)
    return paths


def main():
    relay_run, fake_dir, work = sys.argv[1:4]
    args = sys.argv[4:]
    benchmark = []
    if args[:1] == ["--benchmark"]:
        benchmark = ["--benchmark", args[1]]
        args = args[2:]
    env = dict(os.environ, LD_LIBRARY_PATH=fake_dir)
    for spec in args:
        path, _, entry = spec.partition(":")
        entry = entry or "main"
        cases = open(path).read().split("\n// -----\n")
        for index, text in enumerate(cases):
            name = os.path.splitext(os.path.basename(path))[0]
            if entry != "main":
                name += "@" + entry
            if len(cases) > 1:
                name += "-%02d" % index
            out = os.path.join(work, name)
            os.makedirs(out, exist_ok=True)
            module = os.path.join(out, "case.mlir")
            with open(module, "w") as f:
                f.write(text)
            cmd = [relay_run, module, "--device=cuda", "--entry", entry]
            for p in make_inputs(text, entry, out):
                cmd += ["--input", p]
            run = subprocess.run(cmd + benchmark, env=env, capture_output=True,
                                 text=True)
            summary = [l for l in run.stderr.splitlines()
                       if l.startswith("fake-cuda: ") and "refused:" not in l]
            if run.returncode != 0 or len(summary) != 1:
                print("%s: FAILED (exit %d)\n%s" %
                      (name, run.returncode, run.stderr))
                continue
            print("%s: %s" % (name, summary[0][len("fake-cuda: "):]))


if __name__ == "__main__":
    main()
