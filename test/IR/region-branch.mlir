// RUN: relay-opt %s -sccp -canonicalize -split-input-file | FileCheck %s
// RUN: relay-opt %s -canonicalize -split-input-file | FileCheck %s --check-prefix=CANON
// RUN: relay-opt %s -cse -split-input-file | FileCheck %s --check-prefix=CSE

// relay.if implements RegionBranchOpInterface: -sccp propagates constants
// through its branches and -canonicalize replaces an if on a constant
// condition by the taken branch.

// CHECK-LABEL: func.func @constant_condition
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NOT: relay.if
// CHECK: %[[N:.*]] = relay.negative %[[X]]
// CHECK: return %[[N]]
// CANON-LABEL: func.func @constant_condition
// CANON-NOT: relay.if
func.func @constant_condition(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = relay.constant dense<false> : tensor<i1>
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    relay.yield %x : tensor<4xf32>
  } else {
    %n = relay.negative %x : tensor<4xf32>
    relay.yield %n : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// The condition only becomes constant through folding: relay.equal of two
// constants folds, then the branch is chosen.
// CHECK-LABEL: func.func @folded_condition
// CHECK-NOT: relay.if
// CHECK: relay.nn.relu
func.func @folded_condition(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = relay.constant dense<3> : tensor<i32>
  %b = relay.constant dense<3> : tensor<i32>
  %c = relay.equal %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    %r = relay.nn.relu %x : tensor<4xf32>
    relay.yield %r : tensor<4xf32>
  } else {
    relay.yield %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// SCCP sees through the branches: both yield the same constant, so the
// result is that constant even though the condition is unknown.
// CHECK-LABEL: func.func @same_constant_both_branches
// CHECK: %[[C:.*]] = relay.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK: return %[[C]]
func.func @same_constant_both_branches(%c: tensor<i1>) -> tensor<4xf32> {
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    %one = relay.constant dense<1.0> : tensor<4xf32>
    %two = relay.add %one, %one : tensor<4xf32>
    relay.yield %two : tensor<4xf32>
  } else {
    %t = relay.constant dense<2.0> : tensor<4xf32>
    relay.yield %t : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A value from outside that both branches yield does not depend on the
// condition.
// CANON-LABEL: func.func @branch_invariant
// CANON-SAME: (%{{.*}}: tensor<i1>, %[[X:.*]]: tensor<4xf32>)
// CANON-NOT: relay.if
// CANON: return %[[X]]
func.func @branch_invariant(%c: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    relay.yield %x : tensor<4xf32>
  } else {
    relay.yield %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A branch yielding a more refined type than the if declares: the taken
// branch's value is re-typed.
// CANON-LABEL: func.func @refined_branch
// CANON: %[[C:.*]] = tensor.cast %{{.*}} : tensor<4xf32> to tensor<?xf32>
// CANON: return %[[C]]
func.func @refined_branch(%x: tensor<4xf32>) -> tensor<?xf32> {
  %c = relay.constant dense<true> : tensor<i1>
  %0 = relay.if %c : tensor<i1> -> tensor<?xf32> {
    relay.yield %x : tensor<4xf32>
  } else {
    %d = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
    relay.yield %d : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// -----

// -cse merges identical pure relay ops, also across relay.if regions that
// their definitions dominate.
// CSE-LABEL: func.func @cse
// CSE: %[[A:.*]] = relay.exp
// CSE-NOT: relay.exp
// CSE: relay.if
// CSE: relay.yield %[[A]]
func.func @cse(%c: tensor<i1>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = relay.exp %x : tensor<4xf32>
  %b = relay.exp %x : tensor<4xf32>
  %0 = relay.if %c : tensor<i1> -> tensor<4xf32> {
    %d = relay.exp %x : tensor<4xf32>
    relay.yield %d : tensor<4xf32>
  } else {
    relay.yield %b : tensor<4xf32>
  }
  return %a, %0 : tensor<4xf32>, tensor<4xf32>
}
