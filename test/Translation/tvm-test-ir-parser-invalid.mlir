// The programs of TVM's test_ir_parser.py that are ill-typed (TVM only
// parses them), use algebraic data types or define a global twice: each is
// a diagnostic at its source location.
// RUN: relay-translate --import-relay -split-input-file -verify-diagnostics %S/Inputs/tvm_test_ir_parser_invalid.rly
