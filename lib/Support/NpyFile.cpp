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
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

#ifdef RELAY_HAVE_ZLIB
#include <zlib.h>
#endif

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

#ifdef RELAY_HAVE_ZLIB
/// Inflates raw deflate data that should give exactly `size` bytes. The
/// output grows with what zlib actually produces, so a declared size is never
/// allocated up front.
static bool inflateRaw(StringRef in, uint64_t size, std::vector<char> &out,
                       std::string &why) {
  z_stream stream{};
  if (inflateInit2(&stream, -MAX_WBITS) != Z_OK) {
    why = "cannot initialise zlib";
    return false;
  }
  llvm::scope_exit end([&] { inflateEnd(&stream); });
  stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.data()));
  stream.avail_in = in.size();
  constexpr size_t kChunk = 1 << 20;
  out.clear();
  int status = Z_OK;
  while (status != Z_STREAM_END) {
    // One byte more than declared, to notice data beyond it.
    uint64_t room = std::min<uint64_t>(kChunk, size + 1 - out.size());
    size_t used = out.size();
    out.resize(used + room);
    stream.next_out = reinterpret_cast<Bytef *>(out.data() + used);
    stream.avail_out = room;
    status = inflate(&stream, Z_NO_FLUSH);
    out.resize(used + room - stream.avail_out);
    if (out.size() > size) {
      why = "it inflates to more than the " + std::to_string(size) +
            " bytes its header declares";
      return false;
    }
    // No progress is possible: the input ended before the stream did.
    if (status == Z_BUF_ERROR) {
      why = "truncated deflate data";
      return false;
    }
    if (status != Z_OK && status != Z_STREAM_END) {
      why = stream.msg ? stream.msg : "invalid deflate data";
      return false;
    }
  }
  if (out.size() != size) {
    why = "it inflates to " + std::to_string(out.size()) + " bytes, not the " +
          std::to_string(size) + " its header declares";
    return false;
  }
  return true;
}
#endif

Expected<std::vector<std::pair<std::string, NpyArray>>>
mlir::relay::readNpz(StringRef path) {
  auto buffer = MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buffer)
    return createStringError(inconvertibleErrorCode(),
                             "cannot open '" + path +
                                 "': " + buffer.getError().message());
  return parseNpz((*buffer)->getBuffer(), path);
}

Expected<std::vector<std::pair<std::string, NpyArray>>>
mlir::relay::parseNpz(StringRef zip, StringRef path) {
  auto bad = [&](const Twine &msg) {
    return createStringError(inconvertibleErrorCode(),
                             "'" + path +
                                 "' is not a valid .npz archive: " + msg);
  };
  std::vector<std::pair<std::string, NpyArray>> arrays;
  // Whether `n` bytes at `offset` lie in the file. Offsets and sizes come
  // from the archive: compared without `offset + n`, which could wrap.
  auto inFile = [&](uint64_t offset, uint64_t n) {
    return offset <= zip.size() && n <= zip.size() - offset;
  };
  // The end of central directory record is in the last 64 KiB + 22 bytes.
  if (zip.size() < 22)
    return bad("too short");
  size_t eocd = StringRef::npos;
  for (size_t i = zip.size() - 22 + 1; i-- > 0 && zip.size() - i < 65536 + 22;)
    if (endian::read32le(zip.data() + i) == 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd == StringRef::npos)
    return bad("no end of central directory");
  uint64_t entries = endian::read16le(zip.data() + eocd + 10);
  uint64_t cdOffset = endian::read32le(zip.data() + eocd + 16);
  if (cdOffset == 0xFFFFFFFF || entries == 0xFFFF) {
    // Zip64: the locator precedes the end record.
    if (eocd < 20 || endian::read32le(zip.data() + eocd - 20) != 0x07064b50)
      return bad("missing zip64 locator");
    uint64_t rec = endian::read64le(zip.data() + eocd - 20 + 8);
    if (!inFile(rec, 56) || endian::read32le(zip.data() + rec) != 0x06064b50)
      return bad("invalid zip64 end record");
    entries = endian::read64le(zip.data() + rec + 32);
    cdOffset = endian::read64le(zip.data() + rec + 48);
  }
  uint64_t at = cdOffset;
  for (uint64_t e = 0; e < entries; ++e) {
    if (!inFile(at, 46) || endian::read32le(zip.data() + at) != 0x02014b50)
      return bad("invalid central directory");
    const char *h = zip.data() + at;
    uint16_t method = endian::read16le(h + 10);
    uint64_t compSize = endian::read32le(h + 20);
    uint64_t size = endian::read32le(h + 24);
    uint16_t nameLen = endian::read16le(h + 28);
    uint16_t extraLen = endian::read16le(h + 30);
    uint16_t commentLen = endian::read16le(h + 32);
    uint64_t localOffset = endian::read32le(h + 42);
    if (!inFile(at, 46 + nameLen + extraLen))
      return bad("invalid central directory");
    std::string name(h + 46, nameLen);
    // Zip64 extended information replaces the saturated fields in order.
    StringRef extra(h + 46 + nameLen, extraLen);
    while (extra.size() >= 4) {
      uint16_t id = endian::read16le(extra.data());
      uint16_t len = endian::read16le(extra.data() + 2);
      if (len + 4u > extra.size())
        break;
      if (id == 0x0001) {
        const char *p = extra.data() + 4;
        const char *end = p + len;
        if (size == 0xFFFFFFFF && p + 8 <= end) {
          size = endian::read64le(p);
          p += 8;
        }
        if (compSize == 0xFFFFFFFF && p + 8 <= end) {
          compSize = endian::read64le(p);
          p += 8;
        }
        if (localOffset == 0xFFFFFFFF && p + 8 <= end)
          localOffset = endian::read64le(p);
      }
      extra = extra.drop_front(4 + len);
    }
    at += 46 + nameLen + extraLen + commentLen;

    if (!inFile(localOffset, 30) ||
        endian::read32le(zip.data() + localOffset) != 0x04034b50)
      return bad("invalid local header for '" + name + "'");
    uint64_t dataStart = localOffset + 30 +
                         endian::read16le(zip.data() + localOffset + 26) +
                         endian::read16le(zip.data() + localOffset + 28);
    if (!inFile(dataStart, compSize))
      return bad("truncated entry '" + name + "'");
    StringRef compressed = zip.substr(dataStart, compSize);
    std::vector<char> contents;
    if (method == 0) {
      if (size != compSize)
        return bad("entry '" + name + "' is stored, but its sizes differ (" +
                   Twine(compSize) + " and " + Twine(size) + " bytes)");
      contents.assign(compressed.begin(), compressed.end());
    } else if (method == 8) {
      // Deflate expands at most 1032:1; a larger declared size is a lie.
      constexpr uint64_t kMaxDeflateRatio = 1032;
      if (size / kMaxDeflateRatio > compSize)
        return bad("entry '" + name + "' declares " + Twine(size) +
                   " bytes uncompressed from " + Twine(compSize) +
                   " compressed bytes, more than deflate can produce");
#ifdef RELAY_HAVE_ZLIB
      std::string why;
      if (!inflateRaw(compressed, size, contents, why))
        return bad("cannot inflate '" + name + "': " + why);
#else
      return createStringError(
          inconvertibleErrorCode(),
          "'" + path +
              "' has compressed entries; save it with numpy.savez (not "
              "savez_compressed)");
#endif
    } else {
      return bad("unsupported compression method " + Twine(method));
    }
    StringRef key = name;
    key.consume_back(".npy");
    Expected<NpyArray> array =
        parseNpy(StringRef(contents.data(), contents.size()));
    if (!array)
      return createStringError(
          inconvertibleErrorCode(),
          "'" + path + "' entry '" + name +
              "': not a supported .npy file: " + toString(array.takeError()));
    arrays.emplace_back(key.str(), std::move(*array));
  }
  return arrays;
}
