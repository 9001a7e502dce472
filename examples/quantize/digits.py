#!/usr/bin/env python3
"""Runs the digits CNN of examples/quantize in float and int8 (NumPy only).

Usage:
  digits.py inputs OUTDIR
      writes the test split as the model's two input batches,
      OUTDIR/x0.npy and OUTDIR/x1.npy (180 images each, pixels / 16, float32)
  digits.py accuracy OUT0.npy OUT1.npy [--reference REF0.npy REF1.npy
                                        --max-drop POINTS]
      prints the accuracy of the logits relay-run wrote for the two batches
      against the test labels; with --reference (the float model's logits),
      fails when the accuracy is more than POINTS percentage points below
      the reference's
  digits.py report [--tools DIR] [--work DIR]
      the whole example: imports the model with its weights, quantizes it
      with each calibrate-mode (global_scale, kl_divergence, percentile),
      runs the float and int8 models on the test split with relay-run and
      prints each accuracy (the tools from DIR, else from PATH)
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
BATCH = 180
MODES = ["global_scale", "kl_divergence", "percentile"]


def write_inputs(out):
    pixels = np.load(os.path.join(HERE, "digits_test_x.npy"))
    data = (pixels.astype(np.float32) / 16).reshape(-1, BATCH, 1, 8, 8)
    for i, batch in enumerate(data):
        np.save(os.path.join(out, f"x{i}.npy"), batch)
    return [os.path.join(out, f"x{i}.npy") for i in range(len(data))]


def accuracy(outputs):
    labels = np.load(os.path.join(HERE, "digits_test_y.npy"))
    logits = np.concatenate([np.load(path) for path in outputs])
    assert logits.shape == (len(labels), 10), logits.shape
    correct = int((logits.argmax(axis=1) == labels).sum())
    return 100.0 * correct / len(labels), correct, len(labels)


def describe(outputs):
    acc, correct, total = accuracy(outputs)
    return f"{acc:.2f}% ({correct} of {total})"


def report(tools, work):
    def run(*args):
        tool = os.path.join(tools, args[0]) if tools else args[0]
        subprocess.run([tool, *args[1:]], check=True,
                       stdout=subprocess.DEVNULL)

    inputs = write_inputs(work)
    float_mlir = os.path.join(work, "digits.mlir")
    run("relay-translate", "--import-relay", os.path.join(HERE, "digits.rly"),
        "--bind-params", os.path.join(HERE, "digits_weights.npz"),
        "-o", float_mlir)
    models = {"float": float_mlir}
    calib = os.path.join(HERE, "digits_calib.npz")
    for mode in MODES:
        models[mode] = os.path.join(work, f"digits_{mode}.mlir")
        run("relay-opt", float_mlir,
            f"--relay-quantize=skip-conv-layers= calibrate-mode={mode} "
            f"calibration-data={calib}", "-o", models[mode])
    for name, model in models.items():
        outputs = []
        for i, x in enumerate(inputs):
            outputs.append(os.path.join(work, f"{name}_{i}.npy"))
            run("relay-run", model, "--input", f"data={x}", "--output",
                outputs[-1])
        label = "float" if name == "float" else f"int8 {name}"
        print(f"{label:>20}: {describe(outputs)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("inputs")
    p.add_argument("out")
    p = sub.add_parser("accuracy")
    p.add_argument("outputs", nargs=2)
    p.add_argument("--reference", nargs=2)
    p.add_argument("--max-drop", type=float, default=1.0)
    p = sub.add_parser("report")
    p.add_argument("--tools")
    p.add_argument("--work")
    args = parser.parse_args()

    if args.command == "inputs":
        write_inputs(args.out)
    elif args.command == "accuracy":
        print(f"accuracy: {describe(args.outputs)}")
        if args.reference:
            drop = accuracy(args.reference)[0] - accuracy(args.outputs)[0]
            print(f"{drop:.2f} points below the reference "
                  f"({describe(args.reference)})")
            if drop > args.max_drop:
                print(f"more than {args.max_drop} points lost")
                return 1
    else:
        if args.work:
            os.makedirs(args.work, exist_ok=True)
            report(args.tools, args.work)
        else:
            with tempfile.TemporaryDirectory() as work:
                report(args.tools, work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
