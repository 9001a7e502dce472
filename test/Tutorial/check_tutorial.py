"""Runs every command of the tutorial (docs/tutorial) and checks its output.

usage: check_tutorial.py --root REPO --tools BIN_DIR --work DIR TUTORIAL_DIR

A chapter is a file NN-name.md of TUTORIAL_DIR. Its commands are the ```sh
blocks, written as a terminal session:

    ```sh
    $ relay-opt examples/shapes.mlir -relay-infer-type
    module {
    ...
    }
    ```

- A line starting with `$ ` is a command; a command whose line ends with `\\`
  continues on the next line, and one with a here-document (`<<'EOF'`)
  takes the lines up to its terminator. The lines after it, up to the next command or
  the end of the block, are its expected output: stdout and stderr together,
  as a terminal shows them.
- The output must match line by line (trailing spaces and trailing empty
  lines ignored), except that a line that is only `...` matches any number of
  lines (none included), and `...` inside a line matches any text.
- The command must exit with status 0, unless the last expected line is
  `[exit status N]` (which the shell does not print; it says the command
  fails on purpose), then with N.
- Every ```sh block of a chapter must be such a session, and a chapter may
  not show IR in other blocks (```mlir, ```rly): IR is shown as the output of
  a command (`$ cat examples/x.mlir`), so it is checked too.

Each chapter runs, its commands in order, each in a fresh `bash`, in its own
scratch directory under DIR that mirrors the repository root (a symbolic
link to each top-level entry), so the paths a reader types from the root
(`examples/...`) work and the files a chapter writes stay out of the source
tree. PATH starts with BIN_DIR (relay-opt, relay-translate, relay-run) and the
directory of this Python (python3 with NumPy). README.md must link every
chapter.

Exits non-zero if a command fails, an output differs, or nothing was checked.
"""
import argparse
import difflib
import os
import re
import shutil
import subprocess
import sys

FENCE = re.compile(r"^```(\S*)\s*$")
EXIT = re.compile(r"^\[exit status (\d+)\]$")
HEREDOC = re.compile(r"<<-?\s*'?(\w+)'?")


class Command:
    def __init__(self, chapter, line, text):
        self.chapter, self.line, self.text = chapter, line, text
        self.expected = []


def parse_chapter(path, page=False):
    """Returns the commands of a chapter and a list of format errors. A page
    (--page) may also hold other blocks: only its ```sh blocks that start
    with a `$ ` command are sessions."""
    commands, errors = [], []
    name = os.path.basename(path)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        lang, start = m.group(1), i + 1
        j = start
        while j < len(lines) and not lines[j].startswith("```"):
            j += 1
        body = lines[start:j]
        if page and not (lang == "sh" and body and body[0].startswith("$ ")):
            i = j + 1
            continue
        if lang in ("mlir", "rly", "relay", "llvm"):
            errors.append("%s:%d: a ```%s block: show IR as the output of a "
                          "command (e.g. `$ cat examples/x.mlir`)" % (name, i + 1, lang))
        elif lang == "sh":
            if not body or not body[0].startswith("$ "):
                errors.append("%s:%d: a ```sh block must start with a `$ ` command"
                              % (name, i + 1))
            cur, k = None, 0
            while k < len(body):
                text = body[k]
                if text.startswith("$ "):
                    cmd, first = text[2:], k
                    while cmd.endswith("\\") and k + 1 < len(body):
                        k += 1
                        cmd = cmd + "\n" + body[k]
                    # A here-document (`<<'EOF'`) is part of the command,
                    # up to its terminator line.
                    heredoc = HEREDOC.search(cmd)
                    if heredoc:
                        while k + 1 < len(body):
                            k += 1
                            cmd = cmd + "\n" + body[k]
                            if body[k] == heredoc.group(1):
                                break
                    cur = Command(name, start + first + 1, cmd)
                    commands.append(cur)
                elif cur is not None:
                    cur.expected.append(text)
                k += 1
        i = j + 1
    return commands, errors


def line_regex(pattern):
    return re.compile(".*".join(re.escape(p) for p in pattern.split("...")) + r"\Z")


def matches(expected, actual):
    """Line-wise match with `...` lines matching any run of lines."""
    pats = [None if e.strip() == "..." else line_regex(e) for e in expected]
    memo = {}

    def go(p, a):
        key = (p, a)
        if key in memo:
            return memo[key]
        if p == len(pats):
            r = a == len(actual)
        elif pats[p] is None:
            r = any(go(p + 1, b) for b in range(a, len(actual) + 1))
        else:
            r = a < len(actual) and bool(pats[p].match(actual[a])) and go(p + 1, a + 1)
        memo[key] = r
        return r

    sys.setrecursionlimit(max(10000, 4 * (len(pats) + len(actual))))
    return go(0, 0)


def trim(lines):
    lines = [l.rstrip() for l in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def mirror(root, work):
    if os.path.exists(work):
        shutil.rmtree(work)
    os.makedirs(work)
    for entry in os.listdir(root):
        if entry in (".git", "build"):
            continue
        os.symlink(os.path.join(root, entry), os.path.join(work, entry))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--tools", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--page", action="append", default=[],
                    help="another page (e.g. README.md) whose `$ ` sessions "
                         "are checked too")
    ap.add_argument("tutorial")
    args = ap.parse_args()
    root = os.path.abspath(args.root)

    chapters = sorted(f for f in os.listdir(args.tutorial) if re.match(r"\d\d-.*\.md$", f))
    failures, checked, errors = 0, 0, []
    readme = open(os.path.join(args.tutorial, "README.md"), encoding="utf-8").read()
    for ch in chapters:
        if "(" + ch + ")" not in readme:
            errors.append("README.md: no link to %s" % ch)

    env = dict(os.environ)
    env["PATH"] = os.pathsep.join(
        [os.path.abspath(args.tools), os.path.dirname(sys.executable), env.get("PATH", "")])
    pages = [(ch, os.path.join(args.tutorial, ch), False) for ch in chapters]
    pages += [(os.path.basename(p), p, True) for p in args.page]
    for ch, path, page in pages:
        commands, errs = parse_chapter(path, page)
        errors += errs
        work = os.path.join(os.path.abspath(args.work), ch[:-3])
        mirror(root, work)
        for c in commands:
            checked += 1
            expected = trim(c.expected)
            status = 0
            if expected and EXIT.match(expected[-1]):
                status = int(EXIT.match(expected[-1]).group(1))
                expected = trim(expected[:-1])
            try:
                p = subprocess.run(["bash", "-c", c.text], cwd=work, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   timeout=args.timeout)
                out, rc = p.stdout.decode("utf-8", "replace"), p.returncode
            except subprocess.TimeoutExpired:
                out, rc = "(timed out after %d s)" % args.timeout, -1
            actual = trim(out.split("\n"))
            ok_status = rc == status if status else rc == 0
            if ok_status and matches(expected, actual):
                print("PASS %s:%d: $ %s" % (c.chapter, c.line, c.text.split("\n")[0]))
                continue
            failures += 1
            print("FAIL %s:%d: $ %s" % (c.chapter, c.line, c.text))
            if not ok_status:
                print("  exit status %d, expected %d" % (rc, status))
            for d in difflib.unified_diff(expected, actual, "expected", "actual", lineterm=""):
                print("  " + d)
    for e in errors:
        print("ERROR " + e)
    print("chapters: %d, commands: %d, failures: %d, format errors: %d"
          % (len(chapters), checked, failures, len(errors)))
    return 1 if failures or errors or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
