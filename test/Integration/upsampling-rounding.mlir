// nn.upsampling's nearest-neighbour rounding follows TVM's resize: halves
// away from zero with align_corners, floor(x + 1e-5) otherwise.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/a.npy', np.array([10, 20, 30], np.float32).reshape(1, 1, 3, 1)); np.save('%t/a_out.npy', np.array([10, 20, 20, 30, 30], np.float32).reshape(1, 1, 5, 1))"
// RUN: %python -c "import numpy as np; x = np.arange(26, dtype=np.float32); idx = np.floor(np.arange(22, dtype=np.float32) * np.float32(26 / 22) + np.float32(1e-5)).astype(int); np.save('%t/b.npy', x.reshape(1, 1, 1, 26)); np.save('%t/b_out.npy', x[idx].reshape(1, 1, 1, 22))"
// RUN: relay-run %s --entry align_corners --input %t/a.npy --compare %t/a_out.npy
// RUN: relay-run %s --entry asymmetric --input %t/b.npy --compare %t/b_out.npy

func.func @align_corners(%x: tensor<1x1x3x1xf32>) -> tensor<1x1x5x1xf32> {
  %0 = relay.nn.upsampling %x {scale_h = 1.6666666666666667 : f64, scale_w = 1.0 : f64, align_corners = true}
      : (tensor<1x1x3x1xf32>) -> tensor<1x1x5x1xf32>
  return %0 : tensor<1x1x5x1xf32>
}

func.func @asymmetric(%x: tensor<1x1x1x26xf32>) -> tensor<1x1x1x22xf32> {
  %0 = relay.nn.upsampling %x {scale_h = 1.0 : f64, scale_w = 0.8461538461538461 : f64}
      : (tensor<1x1x1x26xf32>) -> tensor<1x1x1x22xf32>
  return %0 : tensor<1x1x1x22xf32>
}
