// TVM's data-driven calibration (calibrate-mode=kl_divergence and
// percentile): -relay-quantize-calibrate runs the float model of
// Inputs/quantize_model.rly (every conv2d quantized) on four calibration
// batches, and the dom_scale of every INPUT and ACTIVATION simulated_quantize
// must be the one TVM v0.13 picks from the same values, restated in NumPy by
// Inputs/calibrate.py (_find_scale_by_kl with calibrate.cc's MinimizeKL,
// _find_scale_by_percentile). The weights and data are small multiples of
// powers of two, so the compiled model computes the profiled values exactly
// and the scales compare exactly.
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/calibrate.py %t
// RUN: relay-translate --import-relay %S/Inputs/quantize_model.rly --bind-params %t/weights.npz -o %t/float.mlir
// RUN: relay-opt %t/float.mlir --relay-infer-type --relay-simplify-inference --canonicalize --relay-canonicalize-ops --canonicalize -relay-quantize-annotate="skip-conv-layers=" -o %t/annotated.mlir
// RUN: relay-opt %t/annotated.mlir -relay-quantize-calibrate="calibrate-mode=kl_divergence calibration-data=%t/calib.npz" -o %t/kl.mlir
// RUN: %python %S/Inputs/calibrate.py %t check kl_divergence %t/kl.mlir | FileCheck %s --check-prefix=KL
// RUN: relay-opt %t/annotated.mlir -relay-quantize-calibrate="calibrate-mode=percentile calibration-data=%t/calib.npz" -o %t/percentile.mlir
// RUN: %python %S/Inputs/calibrate.py %t check percentile %t/percentile.mlir | FileCheck %s --check-prefix=PERCENTILE
// The check can fail: global_scale's dom_scale (8 / 2^7) is none of them.
// RUN: relay-opt %t/annotated.mlir -relay-quantize-calibrate -o %t/global.mlir
// RUN: not %python %S/Inputs/calibrate.py %t check kl_divergence %t/global.mlir | FileCheck %s --check-prefix=GLOBAL
// The whole pipeline takes the options and runs the quantized model.
// RUN: relay-opt %t/float.mlir --relay-quantize="skip-conv-layers= calibrate-mode=kl_divergence calibration-data=%t/calib.npz" -o %t/int8.mlir
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.load('%t/calib.npz')['data'][0])"
// RUN: relay-run %t/float.mlir --input data=%t/x.npy --output %t/float.npy
// RUN: relay-run %t/int8.mlir --input data=%t/x.npy --compare %t/float.npy --rtol 0 --atol 0.5 | FileCheck %s --check-prefix=EXEC

// Three profiled values in program order, all INPUTs: conv0's data, its
// relu for conv1, conv1's relu for max_pool2d.
// KL: kl_divergence 0 (kind 1): {{.*}}: ok
// KL: kl_divergence 1 (kind 1): {{.*}}: ok
// KL: kl_divergence 2 (kind 1): {{.*}}: ok
// KL: kl_divergence: 3 scales, 3 expected: ok
// PERCENTILE: percentile 2 (kind 1): {{.*}}: ok
// PERCENTILE: percentile: 3 scales, 3 expected: ok
// GLOBAL: kl_divergence 0 (kind 1): dom_scale 0.0625, {{.*}}: MISMATCH
// EXEC: result 0: max abs error {{.*}}, all 10 elements within tolerance
