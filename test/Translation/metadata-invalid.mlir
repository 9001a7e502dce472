// Crafted constants: the sizes that a metadata section's NDArrays declare
// are checked against the data there is, with overflow-checked arithmetic,
// before anything is read.
//
// An NDArray (magic, reserved, CPU device, ndim, dtype, shape, byte size,
// data) whose size field is near 2^64: `offset + size` wrapped and passed
// the bound check.
// RUN: %python -c "import sys, json, struct, base64; ndim, code, bits, size = [int(a) for a in sys.argv[2:6]]; shape = [int(a) for a in sys.argv[6:]]; blob = struct.pack('<QQiiiBBH', 0xDD5E40F096B4A13F, 0, 1, 0, ndim, code, bits, 1) + struct.pack('<' + 'q' * len(shape), *shape) + struct.pack('<Q', size) + bytes(16); meta = {'root': 1, 'nodes': [{'type_key': ''}, {'type_key': 'Map', 'keys': ['relay.Constant'], 'data': [2]}, {'type_key': 'Array', 'data': [3]}, {'type_key': 'relay.Constant', 'attrs': {'data': '0'}}], 'b64ndarrays': [base64.b64encode(blob).decode()]}; open(sys.argv[1], 'w').write('def @main() { meta[relay.Constant][0] }' + chr(10) + '#[metadata]' + chr(10) + json.dumps(meta))" %t.size.rly 1 2 32 18446744073709551608 4
// RUN: not relay-translate --import-relay %t.size.rly 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: size.rly:2:1: error: invalid metadata section: relay.Constant node 3: truncated NDArray: its size field says 18446744073709551608 bytes of data, 16 follow
//
// A shape whose element count wraps to 0 (2^62 x 4 floats, size 0).
// RUN: %python -c "import sys, json, struct, base64; ndim, code, bits, size = [int(a) for a in sys.argv[2:6]]; shape = [int(a) for a in sys.argv[6:]]; blob = struct.pack('<QQiiiBBH', 0xDD5E40F096B4A13F, 0, 1, 0, ndim, code, bits, 1) + struct.pack('<' + 'q' * len(shape), *shape) + struct.pack('<Q', size) + bytes(16); meta = {'root': 1, 'nodes': [{'type_key': ''}, {'type_key': 'Map', 'keys': ['relay.Constant'], 'data': [2]}, {'type_key': 'Array', 'data': [3]}, {'type_key': 'relay.Constant', 'attrs': {'data': '0'}}], 'b64ndarrays': [base64.b64encode(blob).decode()]}; open(sys.argv[1], 'w').write('def @main() { meta[relay.Constant][0] }' + chr(10) + '#[metadata]' + chr(10) + json.dumps(meta))" %t.count.rly 2 2 32 0 4611686018427387904 4
// RUN: not relay-translate --import-relay %t.count.rly 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: error: invalid metadata section: relay.Constant node 3: invalid shape: the number of elements overflows int64
//
// The same generator writes a valid one (4 floats, 16 bytes).
// RUN: %python -c "import sys, json, struct, base64; ndim, code, bits, size = [int(a) for a in sys.argv[2:6]]; shape = [int(a) for a in sys.argv[6:]]; blob = struct.pack('<QQiiiBBH', 0xDD5E40F096B4A13F, 0, 1, 0, ndim, code, bits, 1) + struct.pack('<' + 'q' * len(shape), *shape) + struct.pack('<Q', size) + bytes(16); meta = {'root': 1, 'nodes': [{'type_key': ''}, {'type_key': 'Map', 'keys': ['relay.Constant'], 'data': [2]}, {'type_key': 'Array', 'data': [3]}, {'type_key': 'relay.Constant', 'attrs': {'data': '0'}}], 'b64ndarrays': [base64.b64encode(blob).decode()]}; open(sys.argv[1], 'w').write('def @main() { meta[relay.Constant][0] }' + chr(10) + '#[metadata]' + chr(10) + json.dumps(meta))" %t.valid.rly 1 2 32 16 4
// RUN: relay-translate --import-relay %t.valid.rly | FileCheck %s --check-prefix=VALID
// VALID: relay.constant dense<0.000000e+00> : tensor<4xf32>
