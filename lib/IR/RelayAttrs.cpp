//===- RelayAttrs.cpp - Relay enums and attributes ------------------------===//
//
// The enums of TVM's string modes and the layout attribute, with the one
// parser of TVM layout strings.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayAttrs.h"
#include "RelayDialect/IR/RelayDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::relay;

#include "RelayDialect/IR/RelayEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "RelayDialect/IR/RelayAttrs.cpp.inc"

void RelayDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "RelayDialect/IR/RelayAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// LayoutAttr
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<LayoutAxis>> LayoutAttr::parseAxes(StringRef text,
                                                         std::string *error) {
  auto fail = [&](const Twine &message) -> FailureOr<SmallVector<LayoutAxis>> {
    if (error)
      *error = message.str();
    return failure();
  };
  if (text.empty())
    return fail("a layout has at least one axis");
  SmallVector<LayoutAxis> axes;
  int64_t factor = 0;
  bool inFactor = false;
  for (char c : text) {
    if (llvm::isDigit(c)) {
      factor = factor * 10 + (c - '0');
      inFactor = true;
      if (factor > (int64_t(1) << 31))
        return fail("a sub-axis factor is too large");
    } else if (llvm::isUpper(c)) {
      if (inFactor)
        return fail(Twine("the factor before '") + Twine(c) +
                    "' must be followed by a lower-case sub-axis");
      axes.push_back({c, 0});
    } else if (llvm::isLower(c)) {
      if (!inFactor)
        return fail(Twine("the sub-axis '") + Twine(c) +
                    "' needs a factor (e.g. 16" + Twine(c) + ")");
      if (factor == 0)
        return fail(Twine("the factor of sub-axis '") + Twine(c) +
                    "' must be positive");
      axes.push_back({static_cast<char>(llvm::toUpper(c)), factor});
      factor = 0;
      inFactor = false;
    } else {
      return fail(Twine("'") + Twine(c) +
                  "' is not an axis (upper-case primal axes, lower-case "
                  "sub-axes after a factor)");
    }
  }
  if (inFactor)
    return fail("the layout ends in a factor without its sub-axis");
  for (auto [i, each] : llvm::enumerate(axes)) {
    // A named copy: lambdas cannot capture structured bindings before C++20.
    const LayoutAxis &axis = each;
    char shown = axis.isSubAxis() ? llvm::toLower(axis.name) : axis.name;
    if (llvm::any_of(llvm::drop_begin(axes, i + 1), [&](const LayoutAxis &a) {
          return a.name == axis.name && a.isSubAxis() == axis.isSubAxis();
        }))
      return fail(Twine(axis.isSubAxis() ? "the sub-axis '" : "the axis '") +
                  Twine(shown) + "' appears more than once");
    if (axis.isSubAxis() && llvm::none_of(axes, [&](const LayoutAxis &a) {
          return a.name == axis.name && !a.isSubAxis();
        }))
      return fail(Twine("the sub-axis '") + Twine(shown) +
                  "' has no primal axis '" + Twine(axis.name) + "'");
  }
  return axes;
}

LogicalResult LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef name) {
  std::string error;
  if (failed(parseAxes(name, &error)))
    return emitError() << "invalid layout \"" << name << "\": " << error;
  return success();
}

Attribute LayoutAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  std::string name;
  if (parser.parseLess() || parser.parseKeywordOrString(&name) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    name);
}

void LayoutAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printKeywordOrString(getName());
  printer << '>';
}

SmallVector<LayoutAxis> LayoutAttr::getAxes() const {
  FailureOr<SmallVector<LayoutAxis>> axes = parseAxes(getName());
  assert(succeeded(axes) && "a LayoutAttr holds a valid layout");
  return *axes;
}

int64_t LayoutAttr::getRank() const { return getAxes().size(); }

int64_t LayoutAttr::indexOf(char name) const {
  bool sub = llvm::isLower(name);
  char primal = llvm::toUpper(name);
  for (auto [i, axis] : llvm::enumerate(getAxes()))
    if (axis.name == primal && axis.isSubAxis() == sub)
      return i;
  return -1;
}

int64_t LayoutAttr::getFactorOf(char name) const {
  char primal = llvm::toUpper(name);
  for (const LayoutAxis &axis : getAxes())
    if (axis.name == primal && axis.isSubAxis())
      return axis.factor;
  return 0;
}

bool LayoutAttr::isPermutationOf(StringRef axes) const {
  StringRef name = getName();
  return name.size() == axes.size() &&
         llvm::all_of(axes, [&](char c) { return name.contains(c); }) &&
         llvm::all_of(name, [](char c) { return llvm::isUpper(c); });
}

SmallVector<int64_t> LayoutAttr::getPermutationTo(StringRef order) const {
  assert(isPermutationOf(order) && "not a permutation of the order");
  SmallVector<int64_t> perm;
  for (char c : order)
    perm.push_back(getName().find(c));
  return perm;
}

SmallVector<int64_t> LayoutAttr::getPermutationFrom(StringRef order) const {
  assert(isPermutationOf(order) && "not a permutation of the order");
  SmallVector<int64_t> perm;
  for (char c : getName())
    perm.push_back(order.find(c));
  return perm;
}
