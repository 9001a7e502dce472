"""Checks the generated op reference (mlir-tblgen -gen-op-doc): every op has
a description with an ```mlir example, and every example that is a sequence
of ops parses and verifies with relay-opt once wrapped in a function whose
arguments are the example's free values (typed from the op's own types).

usage: check_op_reference.py REFERENCE.md RELAY_OPT WORK_DIR
"""
import os
import re
import subprocess
import sys

OPEN, CLOSE = "<([{", ">)]}"


def split_top(text, sep=","):
    """Splits at `sep` outside brackets (`->` is not a closing `>`)."""
    parts, depth, cur, i = [], 0, "", 0
    while i < len(text):
        c = text[i]
        if c in OPEN:
            depth += 1
        elif c in CLOSE and not (c == ">" and i and text[i - 1] == "-"):
            depth -= 1
        if depth == 0 and text.startswith(sep, i):
            parts.append(cur.strip())
            cur, i = "", i + len(sep)
            continue
        cur += c
        i += 1
    parts.append(cur.strip())
    return parts


def find_top(text, sub):
    depth = 0
    for i, c in enumerate(text):
        if c in OPEN:
            depth += 1
        elif c in CLOSE and not (c == ">" and i and text[i - 1] == "-"):
            depth -= 1
        if depth == 0 and text.startswith(sub, i):
            return i
    return -1


def statements(block):
    stmts = []
    for line in block.split("\n"):
        if re.match(r"\s*(%[\w.$-]+(\s*,\s*%[\w.$-]+)*\s*=|relay\.)", line):
            stmts.append(line.strip())
        elif stmts:
            stmts[-1] += " " + line.strip()
    return stmts


def operand_types(op, ty):
    if op == "relay.call":
        inputs = ty[1:find_top(ty, ")")] if ty.startswith("(") else ""
        return [ty] + [t for t in split_top(inputs) if t]
    if op == "relay.tuple":
        inner = ty[len("tuple<"):-1]
        return split_top(inner) if inner else []
    arrow = find_top(ty, "->")
    if arrow < 0:
        return split_top(ty)
    lhs = ty[:arrow].strip()
    if lhs.startswith("(") and lhs.endswith(")"):
        return [t for t in split_top(lhs[1:-1]) if t]
    return [lhs]


def wrap(block):
    """The example as a function, or None for examples with regions."""
    if re.search(r"relay\.(if|fn)\b|func\.func", block):
        return None
    defined, free = set(), {}
    for stmt in statements(block):
        m = re.match(r"((?:%[\w.$-]+\s*,\s*)*%[\w.$-]+)\s*=\s*(.*)", stmt)
        lhs = [v.strip() for v in m.group(1).split(",")] if m else []
        rhs = m.group(2) if m else stmt
        op, rest = re.match(r"([\w.]+)\s*(.*)", rhs).groups()
        colon = find_top(rest, " : ")
        head, ty = rest[:colon], rest[colon:].lstrip(" :").strip()
        head = head.split("{")[0]
        operands = re.findall(r"%[\w.$-]+", head)
        types = operand_types(op, ty)
        if len(types) == 1 and len(operands) > 1:
            types = types * len(operands)
        for i, value in enumerate(operands):
            if value not in defined and value not in free:
                free[value] = types[i]
        defined.update(lhs)
    args = ", ".join("%s: %s" % kv for kv in free.items())
    body = "\n".join("  " + line for line in block.split("\n"))
    return "func.func @example(%s) {\n%s\n  return\n}\n" % (args, body)


def main():
    reference, relay_opt, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    sections = re.split(r"^### ", open(reference).read(), flags=re.M)[1:]
    failures, checked = [], 0
    for section in sections:
        name = section.split("`")[1]
        # The description sits between the syntax block and the tables.
        rest = section[section.find("\n"):]
        syntax = re.search(r"Syntax:\n\n```\n.*?\n```\n", rest, flags=re.S)
        if syntax:
            rest = rest[syntax.end():]
        end = re.search(r"^(Traits:|Interfaces:|Effects:|#### )", rest, re.M)
        description = rest[:end.start()] if end else rest
        examples = re.findall(r"```mlir\n(.*?)\n```", description, re.S)
        if not description.strip() or not examples:
            failures.append("%s: no description with an example" % name)
            continue
        for k, example in enumerate(examples):
            text = wrap(example)
            if text is None:
                continue
            path = os.path.join(work, "%s.%d.mlir" % (name, k))
            with open(path, "w") as f:
                f.write(text)
            run = subprocess.run([relay_opt, path], capture_output=True,
                                 text=True)
            checked += 1
            if run.returncode != 0:
                failures.append("%s: example %d does not verify:\n%s" %
                                (name, k, run.stderr.strip()))
    for failure in failures:
        print(failure)
    print("ops: %d, examples verified: %d, failures: %d" %
          (len(sections), checked, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
