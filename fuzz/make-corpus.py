#!/usr/bin/env python3
"""Writes the seed corpus of one fuzz target (fuzz/*.cpp) into a directory.

  relay-import-fuzzer  every .rly of test/ and examples/; those that refer to
                       meta[relay.Constant] also as `<text> NUL <npz>`, the
                       form that is imported with the archive as --params
  relay-parse-fuzzer   every .mlir of test/ and examples/, split at
                       `// -----` as -split-input-file does
  relay-npy-fuzzer     .npy files of every dtype the reader knows, versions
                       1.0/2.0/3.0, empty and scalar shapes, and ones it must
                       reject (big-endian, Fortran order, object arrays)
  relay-npz-fuzzer     .npz archives (numpy.savez, savez_compressed) of arrays
                       that fit the target's @main and ones that do not

Usage: make-corpus.py TARGET OUTDIR (run with a Python that has numpy)
"""
import hashlib
import io
import pathlib
import sys

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "test", ROOT / "examples"]


def files(suffix):
    for src in SOURCES:
        yield from sorted(src.rglob("*" + suffix))


def npy_bytes(array, version=None):
    buf = io.BytesIO()
    np.lib.format.write_array(buf, array, version=version, allow_pickle=True)
    return buf.getvalue()


def npz_bytes(compressed=False, **arrays):
    buf = io.BytesIO()
    (np.savez_compressed if compressed else np.savez)(buf, **arrays)
    return buf.getvalue()


def npy_seeds():
    rng = np.random.default_rng(0)
    for dtype in ("f2", "f4", "f8", "i1", "i2", "i4", "i8", "u1", "u2", "u4",
                  "u8", "?"):
        a = (rng.standard_normal((2, 3)) * 10).astype(dtype)
        yield npy_bytes(a)
        yield npy_bytes(a, version=(2, 0))
        yield npy_bytes(a, version=(3, 0))
    yield npy_bytes(np.float32(1.5).reshape(()))
    yield npy_bytes(np.zeros((0, 4), np.int32))
    yield npy_bytes(np.zeros((1, 1, 2, 2, 1), np.float32))
    yield npy_bytes(np.arange(6, dtype=">f4").reshape(2, 3))
    yield npy_bytes(np.asfortranarray(np.arange(6, dtype="f4").reshape(2, 3)))
    yield npy_bytes(np.array([1, "a"], dtype=object))
    yield npy_bytes(np.zeros(3, np.complex64))


def npz_seeds():
    fits = dict(a=np.ones((2, 3), np.float32), b=np.arange(5, dtype=np.int64),
                c=np.array(True), **{"0": np.arange(4, dtype=np.uint8),
                                     "1": np.ones((1, 7), np.float16),
                                     "2": np.zeros(0, np.float64)})
    yield npz_bytes(**fits)
    yield npz_bytes(compressed=True, **fits)
    yield npz_bytes(a=np.ones((3, 2), np.float32))
    yield npz_bytes(a=np.ones((2, 3), np.float64))
    yield npz_bytes(x=np.ones(2, np.float32))
    yield npz_bytes(compressed=True, b=np.zeros(4096, np.int64))
    yield npz_bytes()


def rly_params(text):
    """An archive for `meta[relay.Constant][N]` of `text`, small arrays."""
    count = text.count(b"meta[relay.Constant]")
    return npz_bytes(**{str(i): np.full((2,), i, np.float32)
                        for i in range(min(count, 4))})


def seeds(target):
    if target == "relay-import-fuzzer":
        for path in files(".rly"):
            text = path.read_bytes()
            yield text
            if b"meta[relay.Constant]" in text:
                yield text + b"\0" + rly_params(text)
    elif target == "relay-parse-fuzzer":
        for path in files(".mlir"):
            for piece in path.read_bytes().split(b"// -----"):
                yield piece
    elif target == "relay-npy-fuzzer":
        yield from npy_seeds()
    elif target == "relay-npz-fuzzer":
        yield from npz_seeds()
    else:
        sys.exit(f"unknown fuzz target '{target}'")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    target, out = sys.argv[1], pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for data in seeds(target):
        # Named by content, as libFuzzer names what it adds.
        (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
        count += 1
    print(f"{count} seeds for {target} in {out}")


if __name__ == "__main__":
    main()
