// The programs of TVM's test_ir_parser.py that are ill-typed (TVM only
// parses them) or use algebraic data types, references or generics: each is
// a diagnostic at its source location.
// RUN: relay-translate --import-relay -split-input-file -verify-diagnostics %S/Inputs/tvm_test_ir_parser_invalid.rly
