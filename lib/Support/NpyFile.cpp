//===- NpyFile.cpp - Reading and writing NumPy .npy files -----------------===//
//
// The format: the magic string "\x93NUMPY", a version (major, minor), the
// header length (2 bytes little-endian in version 1.0, 4 bytes in 2.0 and
// 3.0), and the header, a Python dict literal
// {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), } padded with
// spaces and a newline so the data starts at a multiple of 64 bytes, followed
// by the raw data.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Support/NpyFile.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace llvm;
using namespace mlir::relay;
namespace endian = llvm::support::endian;

size_t mlir::relay::getNpyElementSize(StringRef dtype) {
  return StringSwitch<size_t>(dtype)
      .Cases({"b1", "i1", "u1"}, 1)
      .Cases({"f2", "i2", "u2"}, 2)
      .Cases({"f4", "i4", "u4"}, 4)
      .Cases({"f8", "i8", "u8"}, 8)
      .Default(0);
}

int64_t NpyArray::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

size_t NpyArray::elementSize() const { return getNpyElementSize(dtype); }

static Error formatError(const Twine &what) {
  return createStringError(inconvertibleErrorCode(), what);
}

/// The value of 'key' in the header dict, as text: a parenthesised tuple, or
/// what precedes the next ',' or '}'.
static std::optional<StringRef> findField(StringRef header, StringRef key) {
  size_t pos = header.find(("'" + key + "'").str());
  if (pos == StringRef::npos)
    return std::nullopt;
  StringRef rest = header.drop_front(pos + key.size() + 2).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  rest = rest.ltrim();
  if (rest.starts_with("(")) {
    size_t end = rest.find(')');
    return end == StringRef::npos ? std::nullopt
                                  : std::optional(rest.take_front(end + 1));
  }
  size_t end = rest.find_first_of(",}");
  return end == StringRef::npos ? std::nullopt
                                : std::optional(rest.take_front(end).trim());
}

Expected<NpyArray> mlir::relay::parseNpy(StringRef bytes) {
  if (bytes.size() < 10 || !bytes.starts_with("\x93NUMPY"))
    return formatError("bad magic string");
  unsigned major = static_cast<unsigned char>(bytes[6]);
  size_t headerLen, offset;
  if (major == 1) {
    headerLen = endian::read16le(bytes.data() + 8);
    offset = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return formatError("truncated header");
    headerLen = endian::read32le(bytes.data() + 8);
    offset = 12;
  } else {
    return formatError("unknown version " + Twine(major));
  }
  if (bytes.size() - offset < headerLen)
    return formatError("truncated header");
  StringRef header = bytes.substr(offset, headerLen);

  NpyArray array;
  for (StringRef key : {"descr", "fortran_order", "shape"})
    if (!findField(header, key))
      return formatError("missing '" + key + "' in the header");
  StringRef descr = findField(header, "descr")->trim("'\"");
  StringRef fortran = *findField(header, "fortran_order");
  StringRef shape = *findField(header, "shape");

  if (descr.starts_with(">"))
    return formatError("unsupported dtype '" + descr +
                       "' (little-endian only)");
  StringRef kind = descr;
  if (!kind.consume_front("<") && !kind.consume_front("|"))
    kind.consume_front("=");
  if (kind.size() == descr.size() || !getNpyElementSize(kind))
    return formatError("unsupported dtype '" + descr + "'");
  array.dtype = kind.str();

  if (fortran == "True")
    return formatError("Fortran order is not supported");
  if (fortran != "False")
    return formatError("bad fortran_order '" + fortran + "'");

  if (!shape.starts_with("(") || !shape.ends_with(")"))
    return formatError("bad shape " + shape);
  SmallVector<StringRef> parts;
  shape.drop_front().drop_back().split(parts, ',', -1, /*KeepEmpty=*/false);
  int64_t count = 1;
  for (StringRef part : parts) {
    int64_t extent;
    if (part.trim().empty())
      continue;
    if (part.trim().getAsInteger(10, extent) || extent < 0)
      return formatError("bad shape " + shape);
    if (MulOverflow(count, extent, count))
      return formatError("shape " + shape + " has too many elements");
    array.shape.push_back(extent);
  }
  int64_t size;
  if (MulOverflow(count, static_cast<int64_t>(array.elementSize()), size))
    return formatError("shape " + shape + " has too many elements");

  StringRef data = bytes.drop_front(offset + headerLen);
  if (static_cast<uint64_t>(size) != data.size())
    return formatError(Twine(static_cast<uint64_t>(size) > data.size()
                                 ? "truncated data"
                                 : "trailing bytes after the data") +
                       " (expected " + Twine(size) + " bytes, got " +
                       Twine(data.size()) + ")");
  array.data.assign(data.begin(), data.end());
  return array;
}

Expected<NpyArray> mlir::relay::readNpy(StringRef path) {
  auto file = MemoryBuffer::getFile(path, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
  if (!file)
    return createStringError(file.getError(), "cannot read '" + path + "': " +
                                                  file.getError().message());
  Expected<NpyArray> array = parseNpy((*file)->getBuffer());
  if (!array)
    return formatError(
        path + ": not a supported .npy file: " + toString(array.takeError()));
  return array;
}

Error mlir::relay::writeNpy(StringRef path, const NpyArray &array) {
  size_t elementSize = array.elementSize();
  if (!elementSize)
    return formatError("cannot write '" + path + "': unsupported dtype '" +
                       array.dtype + "'");
  if (array.data.size() != array.numElements() * elementSize)
    return formatError("cannot write '" + path +
                       "': " + Twine(array.data.size()) +
                       " bytes of data do not match the shape");

  std::string header;
  raw_string_ostream os(header);
  char order = elementSize == 1 ? '|' : '<';
  os << "{'descr': '" << order << array.dtype
     << "', 'fortran_order': False, 'shape': (";
  // Python's tuple syntax: (), (3,), (2, 3).
  llvm::interleave(array.shape, os, ", ");
  if (array.shape.size() == 1)
    os << ',';
  os << "), }";
  // Version 1.0 stores the header length in 2 bytes, 2.0 in 4; padding
  // adds at most 64 bytes.
  bool wide = header.size() + 64 > 0xffff;
  size_t prefix = wide ? 12 : 10;
  size_t total = prefix + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header.push_back('\n');

  std::error_code ec;
  raw_fd_ostream out(path, ec);
  if (ec)
    return createStringError(ec,
                             "cannot write '" + path + "': " + ec.message());
  out << "\x93NUMPY" << static_cast<char>(wide ? 2 : 1) << '\x00';
  char length[4];
  endian::write32le(length, static_cast<uint32_t>(header.size()));
  out.write(length, wide ? 4 : 2);
  out << header;
  out.write(array.data.data(), array.data.size());
  return Error::success();
}
