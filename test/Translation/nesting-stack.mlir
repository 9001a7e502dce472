// The importer runs on a stack of its own (kImporterStackSize), so input at
// the nesting limit (500 levels, test/Translation/nesting.mlir) imports
// whatever stack the caller has: here the main stack is 1 MB, where the
// recursive descent through 499 nested closures (about 5 KB a level)
// overflowed it. The programs are generated (chr(37) is `%`).
//
// RUN: %python -c "import sys; p = chr(37); n = int(sys.argv[1]); print(''.join('fn (' + p + 'x' + str(i) + ': float32) { ' for i in range(n)) + p + 'x0' + ' }' * n)" 499 > %t.fn.rly
// RUN: %python -c "import sys; p = chr(37); n = int(sys.argv[1]); print('free_var ' + p + 'c: bool; free_var ' + p + 'x: float32; ' + ('if (' + p + 'c) { ') * n + p + 'x' + (' } else { ' + p + 'x }') * n)" 499 > %t.if.rly
// RUN: %python -c "print('(' * 499 + '1f' + ')' * 499)" > %t.parens.rly
// RUN: ulimit -s 1024
// RUN: relay-translate --import-relay %t.fn.rly | FileCheck %s --check-prefix=FN
// FN-COUNT-499: relay.fn
// RUN: relay-translate --import-relay %t.if.rly | FileCheck %s --check-prefix=IF
// IF-COUNT-499: relay.if
// RUN: relay-translate --import-relay %t.parens.rly | FileCheck %s --check-prefix=PARENS
// PARENS: relay.constant dense<1.000000e+00> : tensor<f32>
