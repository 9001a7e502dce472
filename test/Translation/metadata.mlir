// `meta[relay.Constant][N]` refers to the metadata section after the program
// (TVM's SaveJSON with base64 NDArrays) or to entry N of an .npz given with
// --params, which takes precedence.
//
// A dump printed by TVM itself:
// RUN: relay-translate --import-relay %S/Inputs/tvm_dump_metadata.rly | FileCheck %s --check-prefix=TVM
// TVM-LABEL: func.func @main(%arg0: tensor<3x5xf32> {relay.name = "x"}, %arg1: tensor<4x5xf32> {relay.name = "weight"}, %arg2: tensor<5xf32> {relay.name = "in_bias"}) -> tensor<3x4xf32>
// TVM: %[[C:.*]] = relay.constant dense<[5.580930e-01, 0.89146918, 0.536274076, 0.682451367, 0.849524319]> : tensor<5xf32>
// TVM: relay.multiply %arg0, %[[C]]
// TVM: relay.nn.dense %{{.*}}, %arg1 : (tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<3x4xf32>
//
// Every dtype; the same index twice gives two constant ops.
// RUN: relay-translate --import-relay %S/Inputs/metadata_dtypes.rly | FileCheck %s --check-prefix=DTYPES
// DTYPES-LABEL: func.func @main()
// DTYPES: relay.constant dense<{{\[}}[1, -2, 3], [-4, 5, -6]]> : tensor<2x3xi8>
// DTYPES: relay.constant dense<[0, 128, 255]> : tensor<3xui8>
// DTYPES: relay.constant dense<[true, false, true, true]> : tensor<4xi1>
// DTYPES: relay.constant dense<[5.000000e-01, -1.250000e+00]> : tensor<2xf16>
// DTYPES: relay.constant dense<7> : tensor<i64>
// DTYPES: relay.constant dense<3.000000e+00> : tensor<2x2xf32>
// DTYPES: relay.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
// DTYPES: relay.constant dense<{{\[}}[1, -2, 3], [-4, 5, -6]]> : tensor<2x3xi8>
//
// ... and they survive export (to a new metadata section) and import.
// RUN: relay-translate --import-relay %S/Inputs/metadata_dtypes.rly -o %t.dtypes.mlir
// RUN: relay-translate --export-relay %t.dtypes.mlir | relay-translate --import-relay | diff %t.dtypes.mlir -
//
// Constants from an .npz archive, stored or compressed (keys "0", "1").
// RUN: %python -c "import numpy as np; np.savez('%t.npz', **{'0': np.arange(6, dtype=np.float32).reshape(2, 3), '1': np.array([1, 2, 3], np.float32)})"
// RUN: relay-translate --import-relay %S/Inputs/meta_refs_only.rly --params %t.npz | FileCheck %s --check-prefix=NPZ
// RUN: %python -c "import numpy as np; np.savez_compressed('%t.z.npz', **{'0': np.arange(6, dtype=np.float32).reshape(2, 3), '1': np.array([1, 2, 3], np.float32)})"
// RUN: relay-translate --import-relay %S/Inputs/meta_refs_only.rly --params %t.z.npz | FileCheck %s --check-prefix=NPZ
// NPZ-LABEL: func.func @main(%arg0: tensor<2x3xf32> {relay.name = "x"}) -> tensor<2x3xf32>
// NPZ: %[[A:.*]] = relay.constant dense<{{\[}}[0.000000e+00, 1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00, 5.000000e+00]]> : tensor<2x3xf32>
// NPZ: relay.add %arg0, %[[A]]
// NPZ: %[[B:.*]] = relay.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// NPZ: relay.multiply %{{.*}}, %[[B]]
//
// --params replaces an entry of the metadata section.
// RUN: %python -c "import numpy as np; np.savez('%t.override.npz', **{'0': np.zeros(5, np.float32)})"
// RUN: relay-translate --import-relay %S/Inputs/tvm_dump_metadata.rly --params %t.override.npz | FileCheck %s --check-prefix=OVERRIDE
// OVERRIDE: relay.constant dense<0.000000e+00> : tensor<5xf32>
//
// Entries must be constant indices; the archive must exist.
// RUN: %python -c "import numpy as np; np.savez('%t.bad.npz', weight=np.zeros(5, np.float32))"
// RUN: not relay-translate --import-relay %S/Inputs/meta_refs_only.rly --params %t.bad.npz 2>&1 | FileCheck %s --check-prefix=BADKEY
// BADKEY: error: '{{.*}}.bad.npz': entry 'weight' is not a constant index (expected `0`, `1`, ...)
// RUN: not relay-translate --import-relay %S/Inputs/meta_refs_only.rly --params %t.missing.npz 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: cannot open '{{.*}}.missing.npz'
//
// Its entries are read by the same .npy reader as relay-run's files.
// RUN: %python -c "import numpy as np; np.savez('%t.fortran.npz', **{'0': np.asfortranarray(np.ones((2, 3), np.float32))})"
// RUN: not relay-translate --import-relay %S/Inputs/meta_refs_only.rly --params %t.fortran.npz 2>&1 | FileCheck %s --check-prefix=BADNPY
// BADNPY: error: '{{.*}}.fortran.npz' entry '0.npy': not a supported .npy file: Fortran order is not supported
