#!/usr/bin/env python3
"""Trains the digits CNN of the quantization example and writes it out.

Needs PyTorch and scikit-learn (Debian: python3-torch python3-sklearn), only
to regenerate the checked-in files; evaluating them needs NumPy alone.

Usage: train_digits.py [OUTDIR]   (default: this script's directory)

Writes, in OUTDIR:
  digits.rly          the model as Relay text: two 3x3 convolutions with
                      bias and relu, 2x2 max pooling, a dense layer; a batch
                      of 180 images of 1x8x8 pixels scaled to [0, 1]
  digits_weights.npz  its weights, keyed by parameter name (--bind-params)
  digits_test_x.npy   the held-out test split, 360 images as uint8 pixel
                      values 0..16 (divide by 16 for the model's input)
  digits_test_y.npy   their labels (int64)
  digits_calib.npz    calibration data for relay-opt --relay-quantize:
                      `data`, two batches of 180 training images, float32,
                      shape (2, 180, 1, 8, 8)

scikit-learn's load_digits (1797 images of 8x8 pixels, 0..16) is split
stratified 80/20 with a fixed seed; training is 40 epochs of Adam, a few
seconds of CPU.
"""
import os
import sys

import numpy as np
import torch
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split

BATCH = 180
SEED = 0

RELAY = """#[version = "0.0.5"]
// The digits CNN of examples/quantize (written by train_digits.py): a batch
// of 180 images of 8x8 pixels scaled to [0, 1]; its weights are parameters,
// bound with --bind-params from digits_weights.npz.
def @main(%data: Tensor[(180, 1, 8, 8), float32], %conv0_weight: Tensor[(8, 1, 3, 3), float32], %conv0_bias: Tensor[(8), float32], %conv1_weight: Tensor[(16, 8, 3, 3), float32], %conv1_bias: Tensor[(16), float32], %fc_weight: Tensor[(10, 256), float32], %fc_bias: Tensor[(10), float32]) -> Tensor[(180, 10), float32] {
  %0 = nn.conv2d(%data, %conv0_weight, padding=[1, 1, 1, 1], channels=8, kernel_size=[3, 3]) /* ty=Tensor[(180, 8, 8, 8), float32] */;
  %1 = nn.bias_add(%0, %conv0_bias) /* ty=Tensor[(180, 8, 8, 8), float32] */;
  %2 = nn.relu(%1) /* ty=Tensor[(180, 8, 8, 8), float32] */;
  %3 = nn.conv2d(%2, %conv1_weight, padding=[1, 1, 1, 1], channels=16, kernel_size=[3, 3]) /* ty=Tensor[(180, 16, 8, 8), float32] */;
  %4 = nn.bias_add(%3, %conv1_bias) /* ty=Tensor[(180, 16, 8, 8), float32] */;
  %5 = nn.relu(%4) /* ty=Tensor[(180, 16, 8, 8), float32] */;
  %6 = nn.max_pool2d(%5, pool_size=[2, 2], strides=[2, 2]) /* ty=Tensor[(180, 16, 4, 4), float32] */;
  %7 = nn.batch_flatten(%6) /* ty=Tensor[(180, 256), float32] */;
  %8 = nn.dense(%7, %fc_weight, units=10) /* ty=Tensor[(180, 10), float32] */;
  nn.bias_add(%8, %fc_bias, axis=-1) /* ty=Tensor[(180, 10), float32] */
}
"""


class DigitsCNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv0 = torch.nn.Conv2d(1, 8, 3, padding=1)
        self.conv1 = torch.nn.Conv2d(8, 16, 3, padding=1)
        self.fc = torch.nn.Linear(256, 10)

    def forward(self, x):
        x = torch.relu(self.conv0(x))
        x = torch.relu(self.conv1(x))
        x = torch.nn.functional.max_pool2d(x, 2)
        return self.fc(torch.flatten(x, 1))


def main(out):
    torch.manual_seed(SEED)
    torch.set_num_threads(1)
    pixels, labels = load_digits(return_X_y=True)
    pixels = pixels.astype(np.uint8).reshape(-1, 1, 8, 8)
    x_train, x_test, y_train, y_test = train_test_split(
        pixels, labels, test_size=2 * BATCH, stratify=labels,
        random_state=SEED)

    model = DigitsCNN()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    inputs = torch.from_numpy(x_train.astype(np.float32) / 16)
    targets = torch.from_numpy(y_train.astype(np.int64))
    generator = torch.Generator().manual_seed(SEED)
    for _ in range(40):
        order = torch.randperm(len(inputs), generator=generator)
        for i in range(0, len(order), 64):
            batch = order[i:i + 64]
            optimizer.zero_grad()
            loss = torch.nn.functional.cross_entropy(model(inputs[batch]),
                                                     targets[batch])
            loss.backward()
            optimizer.step()

    model.eval()
    with torch.no_grad():
        logits = model(torch.from_numpy(x_test.astype(np.float32) / 16))
    accuracy = (logits.argmax(1).numpy() == y_test).mean()
    print(f"PyTorch float accuracy on the test split: {100 * accuracy:.2f}%")

    weights = {
        "conv0_weight": model.conv0.weight, "conv0_bias": model.conv0.bias,
        "conv1_weight": model.conv1.weight, "conv1_bias": model.conv1.bias,
        "fc_weight": model.fc.weight, "fc_bias": model.fc.bias,
    }
    np.savez(os.path.join(out, "digits_weights.npz"),
             **{k: v.detach().numpy().astype(np.float32)
                for k, v in weights.items()})
    with open(os.path.join(out, "digits.rly"), "w") as f:
        f.write(RELAY)
    np.save(os.path.join(out, "digits_test_x.npy"), x_test)
    np.save(os.path.join(out, "digits_test_y.npy"), y_test.astype(np.int64))
    # Calibration: the first 2 x 180 training images.
    calib = (x_train[:2 * BATCH].astype(np.float32) / 16).reshape(
        2, BATCH, 1, 8, 8)
    np.savez(os.path.join(out, "digits_calib.npz"), data=calib)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else
         os.path.dirname(os.path.abspath(__file__)))
