#!/usr/bin/env python3
"""Compile time of `relay-opt --relay-to-llvm` on generated fan-out DAGs.

The program has N element-wise ops on a 16x16 tensor; op i reads op i-1
and op i//2, so every value has two or three consumers (a fan-out DAG, as
in TVM's FuseOps tests, grown to N ops):

  %v1 = relay.add %x, %x
  %v2 = relay.multiply %v1, %v1
  %v3 = relay.subtract %v2, %v1 ...

Usage: bench/compile_time.py [--tools build/bin] [--sizes 1000,4000,10000]
                             [--opt-levels 0,1] [--timeout S] [--emit N]
--emit N prints the program of N ops instead of timing. Compile time is
never asserted in a test; bench/RESULTS.md records measured numbers.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

OPS = ["add", "multiply", "subtract", "maximum"]


def program(n):
    t = "tensor<16x16xf32>"
    lines = [f"func.func @main(%x: {t}) -> {t} {{"]
    names = ["%x"]
    for i in range(1, n + 1):
        a, b = names[i - 1], names[i // 2]
        lines.append(f"  %v{i} = relay.{OPS[i % len(OPS)]} {a}, {b} : {t}")
        names.append(f"%v{i}")
    lines.append(f"  return {names[-1]} : {t}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", default="build/bin")
    parser.add_argument("--sizes", default="1000,4000,10000")
    parser.add_argument("--opt-levels", default="0,1")
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--emit", type=int)
    args = parser.parse_args()
    if args.emit:
        sys.stdout.write(program(args.emit))
        return
    relay_opt = os.path.join(args.tools, "relay-opt")
    print("| ops | opt-level | seconds |")
    print("|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for n in [int(s) for s in args.sizes.split(",")]:
            path = os.path.join(tmp, f"dag{n}.mlir")
            with open(path, "w") as f:
                f.write(program(n))
            for level in [int(s) for s in args.opt_levels.split(",")]:
                cmd = [relay_opt, path, f"--relay-to-llvm=opt-level={level}",
                       "-o", os.devnull]
                start = time.perf_counter()
                try:
                    subprocess.run(cmd, check=True, timeout=args.timeout)
                    seconds = f"{time.perf_counter() - start:.2f}"
                except subprocess.TimeoutExpired:
                    seconds = f"> {args.timeout:.0f} (timed out)"
                print(f"| {n} | {level} | {seconds} |", flush=True)


if __name__ == "__main__":
    main()
