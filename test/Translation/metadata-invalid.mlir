// Crafted constants: the sizes that a metadata section's NDArrays and an
// .npz archive declare are checked against the data there is, with
// overflow-checked arithmetic, before anything is read or allocated.
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
//
// A zip64 .npz whose deflated entry declares 1 TiB uncompressed (it was
// allocated up front: "LLVM ERROR: out of memory"), and one that declares
// less than its data inflates to. The archive is written by hand: local
// header, deflated zeros, central directory entry with a zip64 extra field
// (uncompressed, compressed size), end record.
// RUN: %python -c "import sys, zlib, struct; size = int(sys.argv[2]); z = zlib.compressobj(9, zlib.DEFLATED, -15); data = z.compress(bytes(1000)) + z.flush(); name = b'0.npy'; extra = struct.pack('<HHQQ', 1, 16, size, len(data)); local = struct.pack('<IHHHHHIIIHH', 0x04034b50, 45, 0, 8, 0, 0, 0, 0xFFFFFFFF, 0xFFFFFFFF, len(name), len(extra)) + name + extra; central = struct.pack('<IHHHHHHIIIHHHHHII', 0x02014b50, 45, 45, 0, 8, 0, 0, 0, 0xFFFFFFFF, 0xFFFFFFFF, len(name), len(extra), 0, 0, 0, 0, 0) + name + extra; end = struct.pack('<IHHHHIIH', 0x06054b50, 0, 0, 1, 1, len(central), len(local) + len(data), 0); open(sys.argv[1], 'wb').write(local + data + central + end)" %t.tib.npz 1099511627776
// RUN: not relay-translate --import-relay %S/Inputs/meta_refs_only.rly --params %t.tib.npz 2>&1 | FileCheck %s --check-prefix=TIB
// TIB: error: '{{.*}}.tib.npz' is not a valid .npz archive: entry '0.npy' declares 1099511627776 bytes uncompressed from {{[0-9]+}} compressed bytes, more than deflate can produce
// RUN: %python -c "import sys, zlib, struct; size = int(sys.argv[2]); z = zlib.compressobj(9, zlib.DEFLATED, -15); data = z.compress(bytes(1000)) + z.flush(); name = b'0.npy'; extra = struct.pack('<HHQQ', 1, 16, size, len(data)); local = struct.pack('<IHHHHHIIIHH', 0x04034b50, 45, 0, 8, 0, 0, 0, 0xFFFFFFFF, 0xFFFFFFFF, len(name), len(extra)) + name + extra; central = struct.pack('<IHHHHHHIIIHHHHHII', 0x02014b50, 45, 45, 0, 8, 0, 0, 0, 0xFFFFFFFF, 0xFFFFFFFF, len(name), len(extra), 0, 0, 0, 0, 0) + name + extra; end = struct.pack('<IHHHHIIH', 0x06054b50, 0, 0, 1, 1, len(central), len(local) + len(data), 0); open(sys.argv[1], 'wb').write(local + data + central + end)" %t.short.npz 500
// RUN: not relay-translate --import-relay %S/Inputs/meta_refs_only.rly --params %t.short.npz 2>&1 | FileCheck %s --check-prefix=SHORT
// SHORT: error: '{{.*}}.short.npz' is not a valid .npz archive: cannot inflate '0.npy': it inflates to more than the 500 bytes its header declares
//
// .npy entries with negative extents, or 2^62 elements, were accepted as
// tensor<-1x-1xf32> and a 2^62-element constant; the .npy reader rejects
// them. The entry is a hand-made .npy header (plus no data) in a stored zip.
// RUN: %python -c "import sys, struct, zipfile; header = str(dict(descr=sys.argv[2], fortran_order=False, shape=eval(sys.argv[3]))).encode(); zipfile.ZipFile(sys.argv[1], 'w').writestr('0.npy', b'\x93NUMPY\x01\x00' + struct.pack('<H', len(header)) + header)" %t.negative.npz "<f4" "(-1, -1)"
// RUN: not relay-translate --import-relay %S/Inputs/meta_refs_only.rly --params %t.negative.npz 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: '{{.*}}.negative.npz' entry '0.npy': not a supported .npy file: bad shape (-1, -1)
// RUN: %python -c "import sys, struct, zipfile; header = str(dict(descr=sys.argv[2], fortran_order=False, shape=eval(sys.argv[3]))).encode(); zipfile.ZipFile(sys.argv[1], 'w').writestr('0.npy', b'\x93NUMPY\x01\x00' + struct.pack('<H', len(header)) + header)" %t.huge.npz "<f4" "(2**62,)"
// RUN: not relay-translate --import-relay %S/Inputs/meta_refs_only.rly --params %t.huge.npz 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: '{{.*}}.huge.npz' entry '0.npy': not a supported .npy file: shape (4611686018427387904,) has too many elements
// RUN: %python -c "import sys, struct, zipfile; header = str(dict(descr=sys.argv[2], fortran_order=False, shape=eval(sys.argv[3]))).encode(); zipfile.ZipFile(sys.argv[1], 'w').writestr('0.npy', b'\x93NUMPY\x01\x00' + struct.pack('<H', len(header)) + header)" %t.huge-bytes.npz "|u1" "(2**62,)"
// RUN: not relay-translate --import-relay %S/Inputs/meta_refs_only.rly --params %t.huge-bytes.npz 2>&1 | FileCheck %s --check-prefix=HUGE-BYTES
// HUGE-BYTES: error: '{{.*}}.huge-bytes.npz' entry '0.npy': not a supported .npy file: truncated data (expected 4611686018427387904 bytes, got 0)
//
// An empty array may have any extents; the constant's type is a valid one.
// RUN: %python -c "import sys, struct, zipfile; header = str(dict(descr=sys.argv[2], fortran_order=False, shape=eval(sys.argv[3]))).encode(); zipfile.ZipFile(sys.argv[1], 'w').writestr('0.npy', b'\x93NUMPY\x01\x00' + struct.pack('<H', len(header)) + header)" %t.empty.npz "<f4" "(0, 3)"
// RUN: %python -c "print('def @main() { meta[relay.Constant][0] }')" > %t.meta.rly
// RUN: relay-translate --import-relay %t.meta.rly --params %t.empty.npz | FileCheck %s --check-prefix=EMPTY
// EMPTY: relay.constant dense<> : tensor<0x3xf32>
