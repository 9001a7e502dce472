//===- NpyFile.cpp - Reading and writing NumPy .npy files -----------------===//
//
// The format: a magic string, a version, a header length, and a Python dict
// literal {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), } padded
// to a multiple of 64 bytes, followed by the raw data.
//
//===----------------------------------------------------------------------===//

#include "NpyFile.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace llvm;
using namespace relay_run;

int64_t NpyArray::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

size_t NpyArray::elementSize() const {
  return static_cast<size_t>(std::stoi(dtype.substr(1)));
}

static Error formatError(StringRef path, const Twine &what) {
  return createStringError(inconvertibleErrorCode(),
                           path + ": not a supported .npy file: " + what);
}

/// The value of 'key' in the header dict, as text.
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

Expected<NpyArray> relay_run::readNpy(StringRef path) {
  auto file = MemoryBuffer::getFile(path, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
  if (!file)
    return createStringError(file.getError(), "cannot read '" + path + "': " +
                                                  file.getError().message());
  StringRef bytes = (*file)->getBuffer();
  if (!bytes.starts_with("\x93NUMPY") || bytes.size() < 10)
    return formatError(path, "bad magic string");
  unsigned major = static_cast<unsigned char>(bytes[6]);
  size_t headerLen, offset;
  if (major == 1) {
    headerLen = static_cast<unsigned char>(bytes[8]) |
                (static_cast<unsigned char>(bytes[9]) << 8);
    offset = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return formatError(path, "truncated header");
    headerLen = 0;
    for (int i = 3; i >= 0; --i)
      headerLen = (headerLen << 8) | static_cast<unsigned char>(bytes[8 + i]);
    offset = 12;
  } else {
    return formatError(path, "unknown version " + Twine(major));
  }
  if (bytes.size() < offset + headerLen)
    return formatError(path, "truncated header");
  StringRef header = bytes.substr(offset, headerLen);

  NpyArray array;
  auto descr = findField(header, "descr");
  auto fortran = findField(header, "fortran_order");
  auto shape = findField(header, "shape");
  if (!descr || !fortran || !shape)
    return formatError(path, "missing header fields");
  StringRef d = descr->trim("'\"");
  if (d.size() < 3 || (d[0] != '<' && d[0] != '|' && d[0] != '='))
    return formatError(path,
                       "unsupported dtype '" + d + "' (little-endian only)");
  array.dtype = d.drop_front().str();
  static const char *kSupported[] = {"f2", "f4", "f8", "b1", "i1", "i2",
                                     "i4", "i8", "u1", "u2", "u4", "u8"};
  if (!llvm::is_contained(kSupported, array.dtype))
    return formatError(path, "unsupported dtype '" + d + "'");
  if (*fortran != "False")
    return formatError(path, "Fortran order is not supported");
  StringRef dims = shape->trim("()");
  SmallVector<StringRef> parts;
  dims.split(parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef part : parts) {
    int64_t v;
    if (part.trim().getAsInteger(10, v) || v < 0)
      return formatError(path, "bad shape " + *shape);
    array.shape.push_back(v);
  }
  size_t bytesNeeded = array.numElements() * array.elementSize();
  if (bytes.size() - offset - headerLen < bytesNeeded)
    return formatError(path, "truncated data");
  const char *begin = bytes.data() + offset + headerLen;
  array.data.assign(begin, begin + bytesNeeded);
  return array;
}

Error relay_run::writeNpy(StringRef path, const NpyArray &array) {
  std::string header;
  raw_string_ostream os(header);
  char order = array.dtype == "b1" || array.dtype == "i1" || array.dtype == "u1"
                   ? '|'
                   : '<';
  os << "{'descr': '" << order << array.dtype
     << "', 'fortran_order': False, 'shape': (";
  for (int64_t d : array.shape)
    os << d << ", ";
  if (array.shape.size() > 1) {
    header.pop_back();
    header.pop_back();
  } else if (array.shape.size() == 1) {
    header.pop_back();
  }
  os << "), }";
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header.push_back('\n');

  std::error_code ec;
  raw_fd_ostream out(path, ec);
  if (ec)
    return createStringError(ec,
                             "cannot write '" + path + "': " + ec.message());
  out << "\x93NUMPY" << '\x01' << '\x00';
  out << static_cast<char>(header.size() & 0xff)
      << static_cast<char>((header.size() >> 8) & 0xff);
  out << header;
  out.write(array.data.data(), array.data.size());
  return Error::success();
}
