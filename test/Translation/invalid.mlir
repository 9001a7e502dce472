// Invalid Relay text is reported with a diagnostic at the offending token.
// RUN: relay-translate --import-relay -split-input-file -verify-diagnostics %S/Inputs/invalid.rly

// The diagnostics carry the line and column of the token:
// RUN: not relay-translate --import-relay %S/Inputs/invalid_location.rly 2>&1 | FileCheck %s
// CHECK: invalid_location.rly:4:8: error: dense: the reduction dimensions differ (4 vs 5)
// CHECK-NEXT: {{^}}  %1 = nn.dense(%0, %w, units=8);
// CHECK-NEXT: {{^}}       ^

// RUN: not relay-translate --import-relay -split-input-file %S/Inputs/invalid.rly 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SPLIT
// SPLIT: invalid.rly:1 offset :7:3: error: unknown operator 'foo'
// SPLIT: invalid.rly:10 offset :7:3: error: expected `;` after the binding of %0, found a graph variable
// SPLIT: invalid.rly:20 offset :6:15: error: expected `;` after the binding of %y, found a local variable
// SPLIT: invalid.rly:28 offset :6:11: error: undefined variable %y
// SPLIT: invalid.rly:52 offset :6:18: error: 'nn.softmax' has no attribute `bogus`
