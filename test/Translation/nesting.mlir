// Relay text nests at most 500 levels deep: expressions (each `(`, `{`,
// `fn` body, `if` branch, argument), types (tuple, function, reference),
// attribute value lists and the JSON of the metadata section. Deeper input
// is a located error, not a stack overflow. The programs are generated
// (chr(37) is `%`).
//
// Parentheses: 498 import; 2,900 (which overflowed the stack) do not.
// RUN: %python -c "print('(' * 498 + '1f' + ')' * 498)" > %t.parens.rly
// RUN: relay-translate --import-relay %t.parens.rly | FileCheck %s --check-prefix=PARENS
// PARENS: relay.constant dense<1.000000e+00> : tensor<f32>
// RUN: %python -c "print('(' * 2900 + '1f' + ')' * 2900)" > %t.parens-deep.rly
// RUN: not relay-translate --import-relay %t.parens-deep.rly 2>&1 | FileCheck %s --check-prefix=PARENS-DEEP
// PARENS-DEEP: parens-deep.rly:1:501: error: nesting too deep (more than 500 levels)
//
// Nested closures.
// RUN: %python -c "import sys; p = chr(37); n = int(sys.argv[1]); print(''.join('fn (' + p + 'x' + str(i) + ': float32) { ' for i in range(n)) + p + 'x0' + ' }' * n)" 495 > %t.fn.rly
// RUN: relay-translate --import-relay %t.fn.rly | FileCheck %s --check-prefix=FN
// FN-COUNT-495: relay.fn
// RUN: %python -c "import sys; p = chr(37); n = int(sys.argv[1]); print(''.join('fn (' + p + 'x' + str(i) + ': float32) { ' for i in range(n)) + p + 'x0' + ' }' * n)" 3000 > %t.fn-deep.rly
// RUN: not relay-translate --import-relay %t.fn-deep.rly 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: error: nesting too deep (more than 500 levels)
//
// Nested `if`s (each in the then-branch of the one before).
// RUN: %python -c "import sys; p = chr(37); n = int(sys.argv[1]); print('free_var ' + p + 'c: bool; free_var ' + p + 'x: float32; ' + ('if (' + p + 'c) { ') * n + p + 'x' + (' } else { ' + p + 'x }') * n)" 495 > %t.if.rly
// RUN: relay-translate --import-relay %t.if.rly | FileCheck %s --check-prefix=IF
// IF-COUNT-495: relay.if
// RUN: %python -c "import sys; p = chr(37); n = int(sys.argv[1]); print('free_var ' + p + 'c: bool; free_var ' + p + 'x: float32; ' + ('if (' + p + 'c) { ') * n + p + 'x' + (' } else { ' + p + 'x }') * n)" 3000 > %t.if-deep.rly
// RUN: not relay-translate --import-relay %t.if-deep.rly 2>&1 | FileCheck %s --check-prefix=DEEP
//
// Tuple projections of nested tuples: `((%x,).0,).0` ...
// RUN: %python -c "import sys; e = chr(37) + 'x'; exec('for i in range(int(sys.argv[1])): e = chr(40) + chr(40) + e + chr(44) + chr(41) + chr(46) + chr(48) + chr(41)'); print('free_var ' + chr(37) + 'x: float32; ' + e)" 240 > %t.proj.rly
// RUN: relay-translate --import-relay %t.proj.rly | FileCheck %s --check-prefix=PROJ
// PROJ-COUNT-240: relay.tuple_get_item
// RUN: %python -c "import sys; e = chr(37) + 'x'; exec('for i in range(int(sys.argv[1])): e = chr(40) + chr(40) + e + chr(44) + chr(41) + chr(46) + chr(48) + chr(41)'); print('free_var ' + chr(37) + 'x: float32; ' + e)" 1500 > %t.proj-deep.rly
// RUN: not relay-translate --import-relay %t.proj-deep.rly 2>&1 | FileCheck %s --check-prefix=DEEP
//
// Tuple types, and a chain of projections through one (which is iterative).
// RUN: %python -c "import sys; n = int(sys.argv[1]); print('free_var ' + chr(37) + 't: ' + '(' * n + 'float32' + ',)' * n + '; ' + chr(37) + 't' + '.0' * n)" 495 > %t.tuple-type.rly
// RUN: relay-translate --import-relay %t.tuple-type.rly | FileCheck %s --check-prefix=TUPLE-TYPE
// TUPLE-TYPE: func.func @main(%arg0: tuple<tuple<tuple<
// TUPLE-TYPE-SAME: -> tensor<f32>
// RUN: %python -c "import sys; n = int(sys.argv[1]); print('free_var ' + chr(37) + 't: ' + '(' * n + 'float32' + ',)' * n + '; ' + chr(37) + 't' + '.0' * n)" 3000 > %t.tuple-type-deep.rly
// RUN: not relay-translate --import-relay %t.tuple-type-deep.rly 2>&1 | FileCheck %s --check-prefix=TUPLE-TYPE-DEEP
// TUPLE-TYPE-DEEP: tuple-type-deep.rly:1:513: error: nesting too deep (more than 500 levels)
//
// Attribute value lists.
// RUN: %python -c "print('free_var ' + chr(37) + 'x: Tensor[(2), float32]; nn.pad(' + chr(37) + 'x, 0f, pad_width=' + '[' * 3000 + ']' * 3000 + ')')" > %t.attr-deep.rly
// RUN: not relay-translate --import-relay %t.attr-deep.rly 2>&1 | FileCheck %s --check-prefix=DEEP
//
// A metadata section whose JSON nests 498 levels deep (in an ignored
// entry) imports; the 50,000 `[` that overflowed the stack are an error at
// the 501st.
// RUN: %python -c "import json, functools; print('def @main() { 1f }' + chr(10) + '#[metadata]' + chr(10) + json.dumps({'root': 1, 'nodes': [{'type_key': ''}, {'type_key': 'Map', 'keys': [], 'data': []}], 'b64ndarrays': [], 'attrs': {'x': 'a[{' + chr(34) + '\\\\'}, 'deep': functools.reduce(lambda a, _: [a], range(496), [])}))" > %t.json.rly
// RUN: relay-translate --import-relay %t.json.rly | FileCheck %s --check-prefix=JSON
// JSON: func.func @main() -> tensor<f32>
// RUN: %python -c "print('def @main() { 1f }' + chr(10) + '#[metadata]' + chr(10) + '  ' + '[' * 50000)" > %t.json-deep.rly
// RUN: not relay-translate --import-relay %t.json-deep.rly 2>&1 | FileCheck %s --check-prefix=JSON-DEEP
// JSON-DEEP: json-deep.rly:3:503: error: invalid metadata section: nesting too deep (more than 500 levels)
