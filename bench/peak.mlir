// The machine's peak, measured: one core issuing only independent
// multiply-adds on registers, 16 accumulators (more than latency x
// throughput of the multiply-add units, so every cycle can issue), 10^6
// iterations. bench/run.py runs both entries with relay-run --benchmark:
//   @vnni: AVX-512 VNNI vpdpbusd, 16 x 4 uint8 x int8 products per
//          instruction (2 * 64 integer operations);
//   @fma:  AVX-512 fused multiply-add on 16 floats (2 * 16 FLOP).
// Written in upstream dialects (scf, vector, arith), which relay-run lowers
// with relay-to-llvm like a relay module. @vnni states what one vpdpbusd
// computes (acc + the sums of 4 adjacent zext(u) * sext(s) products, as
// -relay-x86-vnni writes its dot products), which relay-to-llvm selects
// vpdpbusd for on a host with AVX-512 VNNI (-relay-x86-vnni-intrinsics).

// 16 x 2 x 64 integer operations per iteration.
func.func @vnni(%a: tensor<64xi8>, %b: tensor<64xi8>) -> tensor<16xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000000 : index
  %pad = arith.constant 0 : i8
  %va = vector.transfer_read %a[%c0], %pad : tensor<64xi8>, vector<64xi8>
  %vb = vector.transfer_read %b[%c0], %pad : tensor<64xi8>, vector<64xi8>
  %ua = arith.extui %va : vector<64xi8> to vector<64xi32>
  %sb = arith.extsi %vb : vector<64xi8> to vector<64xi32>
  %z = arith.constant dense<0> : vector<16xi32>
  %r:16 = scf.for %i = %c0 to %n step %c1 iter_args(%x0 = %z, %x1 = %z, %x2 = %z, %x3 = %z, %x4 = %z, %x5 = %z, %x6 = %z, %x7 = %z, %x8 = %z, %x9 = %z, %x10 = %z, %x11 = %z, %x12 = %z, %x13 = %z, %x14 = %z, %x15 = %z) -> (vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>) {
    %p = arith.muli %ua, %sb : vector<64xi32>
    %s0 = vector.shuffle %p, %p [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60] : vector<64xi32>, vector<64xi32>
    %s1 = vector.shuffle %p, %p [1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45, 49, 53, 57, 61] : vector<64xi32>, vector<64xi32>
    %s2 = vector.shuffle %p, %p [2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58, 62] : vector<64xi32>, vector<64xi32>
    %s3 = vector.shuffle %p, %p [3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63] : vector<64xi32>, vector<64xi32>
    %s01 = arith.addi %s0, %s1 : vector<16xi32>
    %s23 = arith.addi %s2, %s3 : vector<16xi32>
    %g = arith.addi %s01, %s23 : vector<16xi32>
    %y0 = arith.addi %x0, %g : vector<16xi32>
    %y1 = arith.addi %x1, %g : vector<16xi32>
    %y2 = arith.addi %x2, %g : vector<16xi32>
    %y3 = arith.addi %x3, %g : vector<16xi32>
    %y4 = arith.addi %x4, %g : vector<16xi32>
    %y5 = arith.addi %x5, %g : vector<16xi32>
    %y6 = arith.addi %x6, %g : vector<16xi32>
    %y7 = arith.addi %x7, %g : vector<16xi32>
    %y8 = arith.addi %x8, %g : vector<16xi32>
    %y9 = arith.addi %x9, %g : vector<16xi32>
    %y10 = arith.addi %x10, %g : vector<16xi32>
    %y11 = arith.addi %x11, %g : vector<16xi32>
    %y12 = arith.addi %x12, %g : vector<16xi32>
    %y13 = arith.addi %x13, %g : vector<16xi32>
    %y14 = arith.addi %x14, %g : vector<16xi32>
    %y15 = arith.addi %x15, %g : vector<16xi32>
    scf.yield %y0, %y1, %y2, %y3, %y4, %y5, %y6, %y7, %y8, %y9, %y10, %y11, %y12, %y13, %y14, %y15 : vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>
  }
  %s1 = arith.addi %r#0, %r#1 : vector<16xi32>
  %s2 = arith.addi %s1, %r#2 : vector<16xi32>
  %s3 = arith.addi %s2, %r#3 : vector<16xi32>
  %s4 = arith.addi %s3, %r#4 : vector<16xi32>
  %s5 = arith.addi %s4, %r#5 : vector<16xi32>
  %s6 = arith.addi %s5, %r#6 : vector<16xi32>
  %s7 = arith.addi %s6, %r#7 : vector<16xi32>
  %s8 = arith.addi %s7, %r#8 : vector<16xi32>
  %s9 = arith.addi %s8, %r#9 : vector<16xi32>
  %s10 = arith.addi %s9, %r#10 : vector<16xi32>
  %s11 = arith.addi %s10, %r#11 : vector<16xi32>
  %s12 = arith.addi %s11, %r#12 : vector<16xi32>
  %s13 = arith.addi %s12, %r#13 : vector<16xi32>
  %s14 = arith.addi %s13, %r#14 : vector<16xi32>
  %s15 = arith.addi %s14, %r#15 : vector<16xi32>
  %e = tensor.empty() : tensor<16xi32>
  %w = vector.transfer_write %s15, %e[%c0] : vector<16xi32>, tensor<16xi32>
  return %w : tensor<16xi32>
}

// 16 x 2 x 16 floating-point operations per iteration.
func.func @fma(%a: tensor<16xf32>, %b: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000000 : index
  %pad = arith.constant 0.0 : f32
  %va = vector.transfer_read %a[%c0], %pad : tensor<16xf32>, vector<16xf32>
  %vb = vector.transfer_read %b[%c0], %pad : tensor<16xf32>, vector<16xf32>
  %z = arith.constant dense<0.0> : vector<16xf32>
  %r:16 = scf.for %i = %c0 to %n step %c1 iter_args(%x0 = %z, %x1 = %z, %x2 = %z, %x3 = %z, %x4 = %z, %x5 = %z, %x6 = %z, %x7 = %z, %x8 = %z, %x9 = %z, %x10 = %z, %x11 = %z, %x12 = %z, %x13 = %z, %x14 = %z, %x15 = %z) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) {
    %y0 = vector.fma %va, %vb, %x0 : vector<16xf32>
    %y1 = vector.fma %va, %vb, %x1 : vector<16xf32>
    %y2 = vector.fma %va, %vb, %x2 : vector<16xf32>
    %y3 = vector.fma %va, %vb, %x3 : vector<16xf32>
    %y4 = vector.fma %va, %vb, %x4 : vector<16xf32>
    %y5 = vector.fma %va, %vb, %x5 : vector<16xf32>
    %y6 = vector.fma %va, %vb, %x6 : vector<16xf32>
    %y7 = vector.fma %va, %vb, %x7 : vector<16xf32>
    %y8 = vector.fma %va, %vb, %x8 : vector<16xf32>
    %y9 = vector.fma %va, %vb, %x9 : vector<16xf32>
    %y10 = vector.fma %va, %vb, %x10 : vector<16xf32>
    %y11 = vector.fma %va, %vb, %x11 : vector<16xf32>
    %y12 = vector.fma %va, %vb, %x12 : vector<16xf32>
    %y13 = vector.fma %va, %vb, %x13 : vector<16xf32>
    %y14 = vector.fma %va, %vb, %x14 : vector<16xf32>
    %y15 = vector.fma %va, %vb, %x15 : vector<16xf32>
    scf.yield %y0, %y1, %y2, %y3, %y4, %y5, %y6, %y7, %y8, %y9, %y10, %y11, %y12, %y13, %y14, %y15 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>
  }
  %s1 = arith.addf %r#0, %r#1 : vector<16xf32>
  %s2 = arith.addf %s1, %r#2 : vector<16xf32>
  %s3 = arith.addf %s2, %r#3 : vector<16xf32>
  %s4 = arith.addf %s3, %r#4 : vector<16xf32>
  %s5 = arith.addf %s4, %r#5 : vector<16xf32>
  %s6 = arith.addf %s5, %r#6 : vector<16xf32>
  %s7 = arith.addf %s6, %r#7 : vector<16xf32>
  %s8 = arith.addf %s7, %r#8 : vector<16xf32>
  %s9 = arith.addf %s8, %r#9 : vector<16xf32>
  %s10 = arith.addf %s9, %r#10 : vector<16xf32>
  %s11 = arith.addf %s10, %r#11 : vector<16xf32>
  %s12 = arith.addf %s11, %r#12 : vector<16xf32>
  %s13 = arith.addf %s12, %r#13 : vector<16xf32>
  %s14 = arith.addf %s13, %r#14 : vector<16xf32>
  %s15 = arith.addf %s14, %r#15 : vector<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %w = vector.transfer_write %s15, %e[%c0] : vector<16xf32>, tensor<16xf32>
  return %w : tensor<16xf32>
}
