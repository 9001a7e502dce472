// relay.if, a recursive global function, closures (called directly and as
// function values) and tuples, executed and
// compared with NumPy (Inputs/control_flow.py).
// RUN: rm -rf %t && %python %S/Inputs/reference.py control_flow %t
// RUN: relay-run %s --entry branch --input %t/branch.in0.npy --input %t/branch.in1.npy \
// RUN:   --input %t/branch.in2.npy --compare %t/branch.out0.npy --compare %t/branch.out1.npy \
// RUN:   | FileCheck %s --check-prefix=BRANCH
// RUN: relay-run %s --entry power --input %t/power.in0.npy --input %t/power.in1.npy \
// RUN:   --compare %t/power.out0.npy
// RUN: relay-run %s --entry closure --input %t/closure.in0.npy --input %t/closure.in1.npy \
// RUN:   --compare %t/closure.out0.npy --compare %t/closure.out1.npy
// RUN: relay-run %s --entry function_values --input %t/function_values_then.in0.npy \
// RUN:   --input %t/function_values_then.in1.npy --compare %t/function_values_then.out0.npy \
// RUN:   --compare %t/function_values_then.out1.npy
// RUN: relay-run %s --entry function_values --input %t/function_values_else.in0.npy \
// RUN:   --input %t/function_values_else.in1.npy --compare %t/function_values_else.out0.npy \
// RUN:   --compare %t/function_values_else.out1.npy

// Recursion deeper than the stack allows is an error, not a crash: the
// call stops at an allocation with too little stack left.
// RUN: %python -c "import numpy as np; np.save('%t/deep.npy', np.array(1000000, np.int32))"
// RUN: not relay-run %s --entry power --input %t/power.in0.npy --input %t/deep.npy 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEEP
// DEEP: relay-run: running @power failed: stack overflow: the call recursed deeper than its {{[0-9]+}} MiB stack allows
// DEEP-NOT: Stack dump

// BRANCH: result 0: max abs error {{.*}}, all 12 elements within tolerance
// BRANCH: result 1: max abs error {{.*}}, all 12 elements within tolerance

func.func @select(%c: tensor<i1>, %x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = relay.if %c : tensor<i1> -> tensor<3x4xf32> {
    %0 = relay.exp %x : tensor<3x4xf32>
    relay.yield %0 : tensor<3x4xf32>
  } else {
    %1 = relay.nn.relu %x : tensor<3x4xf32>
    relay.yield %1 : tensor<3x4xf32>
  }
  return %r : tensor<3x4xf32>
}

func.func @branch(%t: tensor<i1>, %f: tensor<i1>, %x: tensor<3x4xf32>)
    -> tuple<tensor<3x4xf32>, tensor<3x4xf32>> {
  %a = func.call @select(%t, %x) : (tensor<i1>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %b = func.call @select(%f, %x) : (tensor<i1>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %r = relay.tuple %a, %b : tuple<tensor<3x4xf32>, tensor<3x4xf32>>
  return %r : tuple<tensor<3x4xf32>, tensor<3x4xf32>>
}

// x^n by recursion on n.
func.func @power(%x: tensor<5xf32>, %n: tensor<i32>) -> tensor<5xf32> {
  %zero = relay.constant dense<0> : tensor<i32>
  %one = relay.constant dense<1> : tensor<i32>
  %done = relay.equal %n, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %r = relay.if %done : tensor<i1> -> tensor<5xf32> {
    %ones = relay.ones_like %x : tensor<5xf32>
    relay.yield %ones : tensor<5xf32>
  } else {
    %m = relay.subtract %n, %one : tensor<i32>
    %rest = func.call @power(%x, %m) : (tensor<5xf32>, tensor<i32>) -> tensor<5xf32>
    %p = relay.multiply %x, %rest : tensor<5xf32>
    relay.yield %p : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

// A closure capturing %b, applied twice; the tuple of results is returned.
func.func @closure(%x: tensor<4xf32>, %b: tensor<4xf32>)
    -> tuple<tensor<4xf32>, tensor<4xf32>> {
  %f = relay.fn (%v: tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>> {
    %s = relay.add %v, %b : tensor<4xf32>
    %t = relay.tanh %s : tensor<4xf32>
    %pair = relay.tuple %t, %s : tuple<tensor<4xf32>, tensor<4xf32>>
    relay.yield %pair : tuple<tensor<4xf32>, tensor<4xf32>>
  }
  %r1 = relay.call %f(%x) : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>>
  %y = relay.tuple_get_item %r1[0] : tuple<tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  %s1 = relay.tuple_get_item %r1[1] : tuple<tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  %r2 = relay.call %f(%y) : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>>
  %z = relay.tuple_get_item %r2[0] : tuple<tensor<4xf32>, tensor<4xf32>> -> tensor<4xf32>
  %out = relay.tuple %z, %s1 : tuple<tensor<4xf32>, tensor<4xf32>>
  return %out : tuple<tensor<4xf32>, tensor<4xf32>>
}


// Closures without captures as first-class values: chosen by a relay.if,
// passed to a function and called through func.call_indirect. The identity
// returns its argument, which the caller reads again afterwards.
func.func private @apply_twice(%f: (tensor<4xf32>) -> tensor<4xf32>, %x: tensor<4xf32>)
    -> tensor<4xf32> {
  %0 = relay.call %f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = relay.call %f(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @function_values(%c: tensor<i1>, %x: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>) {
  %square = relay.fn (%a: tensor<4xf32>) -> tensor<4xf32> {
    %m = relay.multiply %a, %a : tensor<4xf32>
    relay.yield %m : tensor<4xf32>
  }
  %exp = relay.fn (%a: tensor<4xf32>) -> tensor<4xf32> {
    %e = relay.exp %a : tensor<4xf32>
    relay.yield %e : tensor<4xf32>
  }
  %id = relay.fn (%a: tensor<4xf32>) -> tensor<4xf32> {
    relay.yield %a : tensor<4xf32>
  }
  %f = relay.if %c : tensor<i1> -> (tensor<4xf32>) -> tensor<4xf32> {
    relay.yield %square : (tensor<4xf32>) -> tensor<4xf32>
  } else {
    relay.yield %exp : (tensor<4xf32>) -> tensor<4xf32>
  }
  %r = func.call @apply_twice(%f, %x)
      : ((tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %same = func.call @apply_twice(%id, %x)
      : ((tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %twice = relay.add %same, %x : tensor<4xf32>
  return %r, %twice : tensor<4xf32>, tensor<4xf32>
}
