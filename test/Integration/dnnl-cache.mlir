// The runtime creates a call site's primitives once and reuses them on
// every later call; constant weights are reordered into the convolution's
// layout at most once. oneDNN's verbose log (level 2) lists each creation
// and execution: over three runs, one convolution is created and executed
// three times, and no reorder of the 8x4x3x3 weights runs more than once
// (none runs when oneDNN takes them as they are).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.arange(256, dtype=np.float32).reshape(1, 4, 8, 8) / 256)"
// RUN: env ONEDNN_VERBOSE=2 relay-run %s --input %t/x.npy --benchmark 3 > %t/log 2>&1
// RUN: %python -c "L = open('%t/log').read().splitlines(); conv = [l for l in L if ',convolution,' in l]; created = sum('create:' in l for l in conv); run = sum(',exec,' in l for l in conv); w = [l for l in L if ',exec,cpu,reorder,' in l and ',8x4x3x3,' in l]; print('created', created, 'run', run, 'weight reorders', len(w)); assert created == 1 and run == 3 and len(w) <= 1, L" | FileCheck %s

// CHECK: created 1 run 3 weight reorders {{[01]}}

func.func private @conv_relu(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) -> tensor<1x8x8x8xf32>
    attributes {relay.composite = "dnnl.conv2d_relu"} {
  %0 = relay.nn.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x8x8xf32>
  %1 = relay.nn.relu %0 : tensor<1x8x8x8xf32>
  return %1 : tensor<1x8x8x8xf32>
}

func.func private @dnnl_0(%x: tensor<1x4x8x8xf32>) -> tensor<1x8x8x8xf32>
    attributes {relay.compiler = "dnnl", relay.global_symbol = "dnnl_0"} {
  %w = relay.constant dense<0.25> : tensor<8x4x3x3xf32>
  %0 = func.call @conv_relu(%x, %w) : (tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}

func.func @main(%x: tensor<1x4x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %0 = func.call @dnnl_0(%x) : (tensor<1x4x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}
