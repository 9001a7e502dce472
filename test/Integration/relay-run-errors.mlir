// relay-run reports bad invocations clearly and never crashes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/f32.npy', np.ones((2, 3), np.float32)); np.save('%t/f64.npy', np.ones((2, 3))); np.save('%t/wrong_shape.npy', np.ones((3, 2), np.float32)); np.save('%t/other.npy', np.zeros((2, 3), np.float32))"
// RUN: printf 'not a numpy file' > %t/garbage.npy
// RUN: not relay-run %s --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not relay-run %s --input %t/f64.npy --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not relay-run %s --input %t/f32.npy --input %t/wrong_shape.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not relay-run %s --input %t/garbage.npy --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=GARBAGE
// RUN: not relay-run %s --input %t/missing.npy --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=MISSING
// The .npy reader checks the header and the data against each other:
// RUN: %python %S/Inputs/bad_npy.py %t
// RUN: not relay-run %s --input %t/fortran.npy --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=FORTRAN
// RUN: not relay-run %s --input %t/big.npy --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not relay-run %s --input %t/c64.npy --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=C64
// RUN: not relay-run %s --input %t/short.npy --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=SHORT
// RUN: not relay-run %s --input %t/long.npy --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: not relay-run %s --input %t/huge.npy --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not relay-run %s --input %t/negative.npy --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not relay-run %s --entry nowhere --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not relay-run %s --input %t/f32.npy --input %t/f32.npy --compare %t/other.npy 2>&1 | FileCheck %s --check-prefix=MISMATCH
// RUN: relay-run %s --input %t/f32.npy --input %t/f32.npy --output %t/sum.npy --benchmark 3 | FileCheck %s --check-prefix=BENCH
// RUN: %python -c "import numpy as np; r = np.load('%t/sum.npy'); assert r.shape == (2, 3) and (r == 2).all(), r"
// Element types no .npy file carries are reported, not crashed on:
// RUN: not relay-run %s --entry index_arg --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not relay-run %s --entry complex_result --input %t/f32.npy 2>&1 | FileCheck %s --check-prefix=COMPLEX

// COUNT: relay-run: @main takes 2 argument(s) but 1 --input file(s) were given
// DTYPE: relay-run: argument 0 ('{{.*}}f64.npy'): expected tensor<2x?xf32> (numpy dtype f4), got f8 array of shape (2, 3)
// SHAPE: relay-run: argument 1 ('{{.*}}wrong_shape.npy'): expected tensor<2x?xf32> (numpy dtype f4), got f4 array of shape (3, 2)
// GARBAGE: relay-run: {{.*}}garbage.npy: not a supported .npy file: bad magic string
// MISSING: relay-run: cannot read '{{.*}}missing.npy'
// FORTRAN: relay-run: {{.*}}fortran.npy: not a supported .npy file: Fortran order is not supported
// BIG: relay-run: {{.*}}big.npy: not a supported .npy file: unsupported dtype '>f4' (little-endian only)
// C64: relay-run: {{.*}}c64.npy: not a supported .npy file: unsupported dtype '<c8'
// SHORT: relay-run: {{.*}}short.npy: not a supported .npy file: truncated data (expected 24 bytes, got 20)
// LONG: relay-run: {{.*}}long.npy: not a supported .npy file: trailing bytes after the data (expected 24 bytes, got 28)
// HUGE: relay-run: {{.*}}huge.npy: not a supported .npy file: shape (4611686018427387904, 4) has too many elements
// NEGATIVE: relay-run: {{.*}}negative.npy: not a supported .npy file: bad shape (-2, 3)
// ENTRY: relay-run: no function @nowhere with a body
// MISMATCH: result 0: max abs error 2.000000e+00, 6 of 6 elements differ
// MISMATCH: relay-run: results differ from the expected values
// BENCH: benchmark: 3 runs, median {{[0-9.]+}} ms, min {{[0-9.]+}} ms
// INDEX: relay-run: argument 0 of @index_arg has type tensor<2x3xindex>, whose element type no .npy file carries
// COMPLEX: relay-run: result 0 of @complex_result has type tensor<2x3xcomplex<f32>>, whose element type no .npy file carries

func.func @main(%a: tensor<2x?xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = relay.add %a, %b : tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

func.func @index_arg(%a: tensor<2x3xindex>) -> tensor<2x3xindex> {
  return %a : tensor<2x3xindex>
}

func.func @complex_result(%a: tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>> {
  %0 = tensor.empty() : tensor<2x3xcomplex<f32>>
  return %0 : tensor<2x3xcomplex<f32>>
}
