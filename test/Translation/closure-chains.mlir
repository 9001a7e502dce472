// Long chains of let-bound closures with untyped parameters import in time
// linear in their length: each closure keeps the scope it was written in
// (parsed at its first call) as a persistent map, where copying the scope
// made the chains quadratic.
//
// 20,000 closures, each called once.
// RUN: %python %S/Inputs/closure_chains.py flat 20000 > %t.flat.rly
// RUN: relay-translate --import-relay %t.flat.rly | FileCheck %s --check-prefix=FLAT
// FLAT-LABEL: func.func @main() -> tensor<f32>
// FLAT-COUNT-20000: relay.call
// FLAT: return
//
// Curried closures: each returns the one before, so the result type of
// closure N is a function type N levels deep, solved level by level; 998
// levels stay within the type nesting limit (test/Translation/type-depth.mlir).
// RUN: %python %S/Inputs/closure_chains.py curried 998 > %t.curried.rly
// RUN: relay-translate --import-relay %t.curried.rly | FileCheck %s --check-prefix=CURRIED
// CURRIED-LABEL: func.func @main() -> tensor<i32>
// CURRIED-COUNT-998: relay.call
// CURRIED: return
//
// 10,000 levels import quickly to the error on the type 1,001 levels deep.
// RUN: %python %S/Inputs/closure_chains.py curried 10000 > %t.curried-deep.rly
// RUN: not relay-translate --import-relay %t.curried-deep.rly 2>&1 | FileCheck %s --check-prefix=CURRIED-DEEP
// CURRIED-DEEP: curried-deep.rly:{{[0-9]+}}:{{[0-9]+}}: error: type nests too deep (more than 1000 levels)
