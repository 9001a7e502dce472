// RUN: relay-opt %s -split-input-file -relay-x86-vnni-intrinsics | FileCheck %s

// What one vpdpbusd computes, as -relay-x86-vnni writes it: the four
// stride-4 shuffles of zext(u) * sext(s), summed, added to the accumulator.
// CHECK-LABEL: func.func @dot
// CHECK-SAME:    (%[[ACC:.*]]: vector<16xi32>, %[[U:.*]]: vector<64xi8>, %[[S:.*]]: vector<64xi8>)
// CHECK:         %[[R:.*]] = llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[ACC]], %[[U]], %[[S]])
// CHECK:         return %[[R]]
func.func @dot(%acc: vector<16xi32>, %u: vector<64xi8>, %s: vector<64xi8>) -> vector<16xi32> {
  %a = arith.extui %u : vector<64xi8> to vector<64xi32>
  %b = arith.extsi %s : vector<64xi8> to vector<64xi32>
  %p = arith.muli %b, %a : vector<64xi32>
  %s0 = vector.shuffle %p, %p [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60] : vector<64xi32>, vector<64xi32>
  %s1 = vector.shuffle %p, %p [1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45, 49, 53, 57, 61] : vector<64xi32>, vector<64xi32>
  %s2 = vector.shuffle %p, %p [2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58, 62] : vector<64xi32>, vector<64xi32>
  %s3 = vector.shuffle %p, %p [3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63] : vector<64xi32>, vector<64xi32>
  %s01 = arith.addi %s0, %s1 : vector<16xi32>
  %s23 = arith.addi %s3, %s2 : vector<16xi32>
  %g = arith.addi %s01, %s23 : vector<16xi32>
  %r = arith.addi %g, %acc : vector<16xi32>
  return %r : vector<16xi32>
}

// -----

// Two groups of the same offset: not a dot product of groups of 4.
// CHECK-LABEL: func.func @not_groups
// CHECK-NOT:     llvm.call_intrinsic
func.func @not_groups(%acc: vector<16xi32>, %u: vector<64xi8>, %s: vector<64xi8>) -> vector<16xi32> {
  %a = arith.extui %u : vector<64xi8> to vector<64xi32>
  %b = arith.extsi %s : vector<64xi8> to vector<64xi32>
  %p = arith.muli %a, %b : vector<64xi32>
  %s0 = vector.shuffle %p, %p [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60] : vector<64xi32>, vector<64xi32>
  %s1 = vector.shuffle %p, %p [1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45, 49, 53, 57, 61] : vector<64xi32>, vector<64xi32>
  %s2 = vector.shuffle %p, %p [2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58, 62] : vector<64xi32>, vector<64xi32>
  %s01 = arith.addi %s0, %s1 : vector<16xi32>
  %s22 = arith.addi %s2, %s2 : vector<16xi32>
  %g = arith.addi %s01, %s22 : vector<16xi32>
  %r = arith.addi %acc, %g : vector<16xi32>
  return %r : vector<16xi32>
}

// -----

// Both bytes sign-extended: vpdpbssd's product, not vpdpbusd's.
// CHECK-LABEL: func.func @signed
// CHECK-NOT:     llvm.call_intrinsic
func.func @signed(%acc: vector<16xi32>, %u: vector<64xi8>, %s: vector<64xi8>) -> vector<16xi32> {
  %a = arith.extsi %u : vector<64xi8> to vector<64xi32>
  %b = arith.extsi %s : vector<64xi8> to vector<64xi32>
  %p = arith.muli %a, %b : vector<64xi32>
  %s0 = vector.shuffle %p, %p [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60] : vector<64xi32>, vector<64xi32>
  %s1 = vector.shuffle %p, %p [1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45, 49, 53, 57, 61] : vector<64xi32>, vector<64xi32>
  %s2 = vector.shuffle %p, %p [2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58, 62] : vector<64xi32>, vector<64xi32>
  %s3 = vector.shuffle %p, %p [3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63] : vector<64xi32>, vector<64xi32>
  %s01 = arith.addi %s0, %s1 : vector<16xi32>
  %s23 = arith.addi %s2, %s3 : vector<16xi32>
  %g = arith.addi %s01, %s23 : vector<16xi32>
  %r = arith.addi %acc, %g : vector<16xi32>
  return %r : vector<16xi32>
}
