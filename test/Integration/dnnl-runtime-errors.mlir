// An operation oneDNN rejects at run time is an error message and a
// non-zero exit of relay-run, not an abort. The lowering only emits calls
// oneDNN accepts, so these calls of the runtime are written by hand: a
// convolution whose weights do not match the data's channels, and one whose
// weights are not 4-D (rejected by the runtime itself).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.ones((1, 3, 8, 8), np.float32)); np.save('%t/w.npy', np.ones((4, 2, 3, 3), np.float32)); np.save('%t/w3.npy', np.ones((4, 3, 9), np.float32))"
// RUN: not relay-run %s --entry channels --input %t/x.npy --input %t/w.npy 2>&1 | FileCheck %s --check-prefix=CHANNELS
// RUN: not relay-run %s --entry rank --input %t/x.npy --input %t/w3.npy 2>&1 | FileCheck %s --check-prefix=RANK

// CHANNELS: relay-run: running @channels failed: oneDNN cannot run relay.nn.conv2d in @dnnl_bad (call site 7): could not create a descriptor for a dilated convolution forward propagation primitive (invalid_arguments)
// CHANNELS-NOT: result 0
// RANK: relay-run: running @rank failed: oneDNN cannot run relay.nn.conv2d in @dnnl_bad (call site 8): data, weights and result must be 4-D (NCHW, OIHW)

func.func private @relay_dnnl_conv2d(i64, memref<*xi8>, memref<*xf32>, memref<*xf32>, memref<*xf32>,
    memref<*xf32>, memref<*xf32>, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, i64)
    attributes {llvm.emit_c_interface}
memref.global "private" constant @where : memref<28xi8> = dense<[114, 101, 108, 97, 121, 46, 110, 110,
    46, 99, 111, 110, 118, 50, 100, 32, 105, 110, 32, 64, 100, 110, 110, 108, 95, 98, 97, 100]>
memref.global "private" constant @none : memref<0xf32> = dense<>

func.func @conv(%site: i64, %x: tensor<1x3x8x8xf32>, %w: memref<*xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %f0 = arith.constant 0.0 : f32
  %name = memref.get_global @where : memref<28xi8>
  %uname = memref.cast %name : memref<28xi8> to memref<*xi8>
  %none = memref.get_global @none : memref<0xf32>
  %unone = memref.cast %none : memref<0xf32> to memref<*xf32>
  %xm = bufferization.to_buffer %x read_only : tensor<1x3x8x8xf32> to memref<1x3x8x8xf32>
  %ux = memref.cast %xm : memref<1x3x8x8xf32> to memref<*xf32>
  %out = memref.alloc() : memref<1x4x6x6xf32>
  %uout = memref.cast %out : memref<1x4x6x6xf32> to memref<*xf32>
  func.call @relay_dnnl_conv2d(%site, %uname, %ux, %w, %unone, %unone, %uout, %c1, %c1, %c0, %c0, %c0, %c0,
                               %c1, %c1, %c1, %c0, %f0, %f0, %c0)
      : (i64, memref<*xi8>, memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<*xf32>,
         i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32, i64) -> ()
  %r = bufferization.to_tensor %out restrict writable : memref<1x4x6x6xf32> to tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

func.func @channels(%x: tensor<1x3x8x8xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %site = arith.constant 7 : i64
  %wm = bufferization.to_buffer %w read_only : tensor<4x2x3x3xf32> to memref<4x2x3x3xf32>
  %uw = memref.cast %wm : memref<4x2x3x3xf32> to memref<*xf32>
  %0 = func.call @conv(%site, %x, %uw) : (i64, tensor<1x3x8x8xf32>, memref<*xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}

func.func @rank(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x9xf32>) -> tensor<1x4x6x6xf32> {
  %site = arith.constant 8 : i64
  %wm = bufferization.to_buffer %w read_only : tensor<4x3x9xf32> to memref<4x3x9xf32>
  %uw = memref.cast %wm : memref<4x3x9xf32> to memref<*xf32>
  %0 = func.call @conv(%site, %x, %uw) : (i64, tensor<1x3x8x8xf32>, memref<*xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}
