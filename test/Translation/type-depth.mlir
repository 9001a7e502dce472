// Types nest at most 1,000 levels (kMaxTypeDepth, twice the limit of the
// text, test/Translation/nesting.mlir): flat `let`s build deeper ones, which
// MLIR's printer, verifier and the type relations walk recursively (20,000
// levels overflowed the printer's stack). The first value whose type is too
// deep is the error. `(1f,)` is 3 levels deep (tuple, tensor, f32).
//
// RUN: %python -c "import sys; p = chr(37); n = int(sys.argv[1]); print('let ' + p + 't0 = (1f,);' + ''.join(' let ' + p + 't' + str(i) + ' = (' + p + 't' + str(i - 1) + ',);' for i in range(1, n)) + ' ' + p + 't' + str(n - 1))" 997 > %t.tuples.rly
// RUN: relay-translate --import-relay %t.tuples.rly | FileCheck %s --check-prefix=TUPLES
// TUPLES: func.func @main() -> tuple<tuple<tuple<
// RUN: %python -c "import sys; p = chr(37); n = int(sys.argv[1]); print('let ' + p + 't0 = (1f,);' + ''.join(chr(10) + 'let ' + p + 't' + str(i) + ' = (' + p + 't' + str(i - 1) + ',);' for i in range(1, n)) + ' ' + p + 't' + str(n - 1))" 20000 > %t.tuples-deep.rly
// RUN: not relay-translate --import-relay %t.tuples-deep.rly 2>&1 | FileCheck %s --check-prefix=TUPLES-DEEP
// TUPLES-DEEP: tuples-deep.rly:999:{{[0-9]+}}: error: type nests too deep (more than 1000 levels)
// TUPLES-DEEP-NOT: error
//
// relay-run imports through the same checks.
// RUN: not relay-run %t.tuples-deep.rly 2>&1 | FileCheck %s --check-prefix=TUPLES-DEEP
