#!/usr/bin/env python3
"""How -relay-fuse-ops scales with the size of the graph.

Generates one function holding a chain of n element-wise operators, runs
`relay-opt -relay-fuse-ops` on it with --mlir-timing, and prints the time
of the pass alone (parsing and printing excluded), the time per operator
and the number of primitive functions it made (max-depth 256 cuts the
chain into groups of 256). Issue 4 asks for a chain of 100,000 operators to fuse in
well under a second, with time linear in the size of the graph.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

OPS = ["relay.add", "relay.multiply", "relay.nn.relu", "relay.exp"]


def chain_program(n):
    """A chain x -> op -> op -> ... of n element-wise operators."""
    lines = ["func.func @chain(%x: tensor<16xf32>, %y: tensor<16xf32>) "
             "-> tensor<16xf32> {"]
    prev = "%x"
    for i in range(n):
        op = OPS[i % len(OPS)]
        if op in ("relay.add", "relay.multiply"):
            lines.append(f"  %v{i} = {op} {prev}, %y : tensor<16xf32>")
        else:
            lines.append(f"  %v{i} = {op} {prev} : tensor<16xf32>")
        prev = f"%v{i}"
    lines.append(f"  return {prev} : tensor<16xf32>")
    lines.append("}")
    return "\n".join(lines) + "\n"


def pass_seconds(relay_opt, path):
    """Wall time of the -relay-fuse-ops pass itself, from --mlir-timing."""
    out = subprocess.run(
        [relay_opt, path, "-relay-fuse-ops", "--mlir-timing",
         "--mlir-output-format=json", "-o", path + ".out"],
        check=True, capture_output=True, text=True)
    timing = json.loads(out.stderr[out.stderr.index("["):])

    def find(entries):
        for entry in entries:
            if "FuseOps" in entry.get("name", ""):
                return entry["wall"]["duration"]
            found = find(entry.get("passes", []))
            if found is not None:
                return found
        return None

    seconds = find(timing)
    if seconds is None:
        sys.exit("relay-opt's timing report has no FuseOps entry")
    with open(path + ".out") as f:
        groups = len(re.findall(r"relay\.primitive", f.read()))
    return seconds, groups


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--relay-opt", required=True)
    parser.add_argument("--sizes", default="1000,10000,100000")
    args = parser.parse_args()
    print(f"{'operators':>10} {'FuseOps s':>10} {'us/op':>8} {'groups':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        for n in (int(s) for s in args.sizes.split(",")):
            path = os.path.join(tmp, f"chain{n}.mlir")
            with open(path, "w") as f:
                f.write(chain_program(n))
            seconds, groups = pass_seconds(args.relay_opt, path)
            print(f"{n:>10} {seconds:>10.3f} {seconds / n * 1e6:>8.2f} "
                  f"{groups:>7}")


if __name__ == "__main__":
    main()
