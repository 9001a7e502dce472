"""Writes Relay programs with long chains of let-bound closures whose
parameters carry no types (test/Translation/closure-chains.mlir).

  closure_chains.py flat N     let %f0 = fn (%x) { %x }; let %y0 = %f0(1f);
                               let %f1 = fn (%x) { %x }; let %y1 = %f1(%y0); ...
  closure_chains.py curried N  let %f0 = fn (%x) { %x };
                               let %f1 = fn (%x) { %f0 }; ...  %fN-1(1)(1)...(1)
"""
import sys

kind, n = sys.argv[1], int(sys.argv[2])
p = "%"
lines = []
if kind == "flat":
    prev = "1f"
    for i in range(n):
        lines.append(f"let {p}f{i} = fn ({p}x) {{ {p}x }};")
        lines.append(f"let {p}y{i} = {p}f{i}({prev});")
        prev = f"{p}y{i}"
    lines.append(prev)
else:
    lines.append(f"let {p}f0 = fn ({p}x) {{ {p}x }};")
    for i in range(1, n):
        lines.append(f"let {p}f{i} = fn ({p}x) {{ {p}f{i - 1} }};")
    lines.append(f"{p}f{n - 1}" + "(1)" * n)
print("\n".join(lines))
