// Escaping closures that capture values (-relay-defunctionalize): returned
// from functions, chosen by relay.if, passed to a higher-order function,
// mixed with a global function used as a value, curried, and capturing a
// tensor of dynamic shape; executed and compared with NumPy
// (Inputs/closures.py).
// RUN: rm -rf %t && %python %S/Inputs/reference.py closures %t
// RUN: relay-run %s --input %t/selected_then.in0.npy --input %t/selected_then.in1.npy \
// RUN:   --input %t/selected_then.in2.npy --input %t/selected_then.in3.npy \
// RUN:   --compare %t/selected_then.out0.npy
// RUN: relay-run %s --input %t/selected_else.in0.npy --input %t/selected_else.in1.npy \
// RUN:   --input %t/selected_else.in2.npy --input %t/selected_else.in3.npy \
// RUN:   --compare %t/selected_else.out0.npy
// RUN: relay-run %s --opt-level 0 --input %t/selected_else.in0.npy \
// RUN:   --input %t/selected_else.in1.npy --input %t/selected_else.in2.npy \
// RUN:   --input %t/selected_else.in3.npy --compare %t/selected_else.out0.npy
// RUN: relay-run %s --entry curried --input %t/curried.in0.npy --input %t/curried.in1.npy \
// RUN:   --input %t/curried.in2.npy --compare %t/curried.out0.npy
// RUN: relay-run %s --entry dynamic --input %t/dynamic_then.in0.npy \
// RUN:   --input %t/dynamic_then.in1.npy --input %t/dynamic_then.in2.npy \
// RUN:   --compare %t/dynamic_then.out0.npy
// RUN: relay-run %s --entry dynamic --input %t/dynamic_else.in0.npy \
// RUN:   --input %t/dynamic_else.in1.npy --input %t/dynamic_else.in2.npy \
// RUN:   --compare %t/dynamic_else.out0.npy

func.func @make_adder(%b: tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.add %x, %b : tensor<4xf32>
    relay.yield %0 : tensor<4xf32>
  }
  return %f : (tensor<4xf32>) -> tensor<4xf32>
}

func.func @make_scaler(%s: tensor<f32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
  %f = relay.fn (%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.multiply %x, %s : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    relay.yield %0 : tensor<4xf32>
  }
  return %f : (tensor<4xf32>) -> tensor<4xf32>
}

func.func @negate(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.negative %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @apply_twice(%f: (tensor<4xf32>) -> tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.call %f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = relay.call %f(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @main(%c: tensor<i1>, %b: tensor<4xf32>, %s: tensor<f32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = relay.if %c : tensor<i1> -> (tensor<4xf32>) -> tensor<4xf32> {
    %a = func.call @make_adder(%b) : (tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>)
    relay.yield %a : (tensor<4xf32>) -> tensor<4xf32>
  } else {
    %m = func.call @make_scaler(%s) : (tensor<f32>) -> ((tensor<4xf32>) -> tensor<4xf32>)
    relay.yield %m : (tensor<4xf32>) -> tensor<4xf32>
  }
  %n = func.constant @negate : (tensor<4xf32>) -> tensor<4xf32>
  %0 = func.call @apply_twice(%r, %x) : ((tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @apply_twice(%n, %0) : ((tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @make_curried(%a: tensor<4xf32>) -> ((tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>)) {
  %f = relay.fn (%b: tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>) {
    %g = relay.fn (%c: tensor<4xf32>) -> tensor<4xf32> {
      %0 = relay.multiply %a, %b : tensor<4xf32>
      %1 = relay.add %0, %c : tensor<4xf32>
      relay.yield %1 : tensor<4xf32>
    }
    relay.yield %g : (tensor<4xf32>) -> tensor<4xf32>
  }
  return %f : (tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>)
}

func.func @dynamic(%c: tensor<i1>, %v: tensor<?xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %s = relay.fn (%y: tensor<4xf32>) -> tensor<4xf32> {
    %0 = relay.sum %v {axis = array<i64>, keepdims = false, exclude = false} : (tensor<?xf32>) -> tensor<f32>
    %1 = relay.add %y, %0 : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    relay.yield %1 : tensor<4xf32>
  }
  %t = relay.fn (%y: tensor<4xf32>) -> tensor<4xf32> {
    %1 = relay.multiply %y, %x : tensor<4xf32>
    relay.yield %1 : tensor<4xf32>
  }
  %f = relay.if %c : tensor<i1> -> (tensor<4xf32>) -> tensor<4xf32> {
    relay.yield %s : (tensor<4xf32>) -> tensor<4xf32>
  } else {
    relay.yield %t : (tensor<4xf32>) -> tensor<4xf32>
  }
  %r = relay.call %f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}


func.func @curried(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %f = func.call @make_curried(%a) : (tensor<4xf32>) -> ((tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>))
  %g = relay.call %f(%b) : (tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>)
  %r = relay.call %g(%c) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
