//===- RelayFolding.cpp - Constant folding of Relay operators -------------===//
//
// Evaluates Relay operators on constant operands with the semantics their
// lowering gives them (lib/Conversion/RelayToLinalg), so a folded program
// computes what the unfolded one would: IEEE arithmetic in the element type
// for floats, two's complement arithmetic with Relay's signedness (iN signed,
// uiN unsigned) for integers. Operations whose result is undefined (integer
// division by zero, out-of-range float-to-int casts) are not folded.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/IR/RelayFolding.h"
#include "RelayDialect/IR/RelayOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
using namespace mlir::relay;

namespace {
using FloatFn = std::function<std::optional<double>(double)>;
using FloatBinFn = std::function<std::optional<double>(double, double)>;
using IntFn = std::function<std::optional<APInt>(const APInt &)>;
using IntBinFn =
    std::function<std::optional<APInt>(const APInt &, const APInt &)>;
} // namespace

/// The result type of `op` if it is a static tensor type a constant can have.
static RankedTensorType staticResultType(Operation *op) {
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  return type && type.hasStaticShape() ? type : RankedTensorType();
}

static APFloat toElement(double value, Type element) {
  APFloat result(value);
  bool losesInfo;
  result.convert(cast<FloatType>(element).getFloatSemantics(),
                 APFloat::rmNearestTiesToEven, &losesInfo);
  return result;
}

static double toDouble(APFloat value) {
  bool losesInfo;
  value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                &losesInfo);
  return value.convertToDouble();
}

/// Whether a constant of `type` may be created by folding.
static bool mayCreate(DenseElementsAttr operand, RankedTensorType type) {
  return operand.isSplat() || type.getNumElements() <= kMaxFoldedElements;
}

/// Steps the multi-index `position` to the next element of `shape` in
/// row-major order.
static void advance(MutableArrayRef<int64_t> position,
                    ArrayRef<int64_t> shape) {
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    if (++position[d] < shape[d])
      return;
    position[d] = 0;
  }
}

/// For every element of `result`, the linear index of the element of an
/// operand of shape `operand` that NumPy broadcasting reads.
static SmallVector<int64_t> broadcastIndices(ArrayRef<int64_t> result,
                                             ArrayRef<int64_t> operand) {
  int64_t count = ShapedType::getNumElements(result);
  int64_t rank = result.size();
  int64_t offset = rank - static_cast<int64_t>(operand.size());
  SmallVector<int64_t> strides(rank, 0);
  for (int64_t i = rank - 1, stride = 1; i >= offset; --i) {
    int64_t extent = operand[i - offset];
    strides[i] = extent == 1 ? 0 : stride;
    stride *= extent;
  }
  SmallVector<int64_t> indices(count);
  SmallVector<int64_t> position(rank, 0);
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t index = 0;
    for (int64_t i = 0; i < rank; ++i)
      index += position[i] * strides[i];
    indices[linear] = index;
    advance(position, result);
  }
  return indices;
}

//===----------------------------------------------------------------------===//
// Element-wise unary operators
//===----------------------------------------------------------------------===//

static OpFoldResult foldUnary(DenseElementsAttr operand,
                              RankedTensorType resultType, const FloatFn &f,
                              const IntFn &i) {
  Type element = operand.getElementType();
  if (!mayCreate(operand, resultType))
    return {};
  if (isa<FloatType>(element)) {
    if (!f)
      return {};
    SmallVector<APFloat> values;
    for (APFloat v :
         operand.isSplat()
             ? SmallVector<APFloat>{operand.getSplatValue<APFloat>()}
             : llvm::to_vector(operand.getValues<APFloat>())) {
      std::optional<double> r = f(toDouble(v));
      if (!r)
        return {};
      values.push_back(toElement(*r, element));
    }
    return operand.isSplat()
               ? DenseElementsAttr::get(resultType, values.front())
               : DenseElementsAttr::get(resultType, values);
  }
  if (!i)
    return {};
  SmallVector<APInt> values;
  for (const APInt &v : operand.isSplat()
                            ? SmallVector<APInt>{operand.getSplatValue<APInt>()}
                            : llvm::to_vector(operand.getValues<APInt>())) {
    std::optional<APInt> r = i(v);
    if (!r)
      return {};
    values.push_back(*r);
  }
  return operand.isSplat() ? DenseElementsAttr::get(resultType, values.front())
                           : DenseElementsAttr::get(resultType, values);
}

OpFoldResult relay::foldElementwiseUnary(Operation *op, Attribute attr) {
  auto operand = dyn_cast_or_null<DenseElementsAttr>(attr);
  RankedTensorType resultType = staticResultType(op);
  if (!operand || !resultType ||
      operand.getElementType() != resultType.getElementType())
    return {};
  bool isUnsigned = operand.getElementType().isUnsignedInteger();
  FloatFn f;
  IntFn i;
  TypeSwitch<Operation *>(op)
      .Case([&](ReluOp) {
        f = [](double x) { return x > 0 ? x : (x == x ? 0.0 : x); };
        i = [=](const APInt &x) -> APInt {
          return !isUnsigned && x.isNegative() ? APInt::getZero(x.getBitWidth())
                                               : x;
        };
      })
      .Case([&](ExpOp) { f = [](double x) { return std::exp(x); }; })
      .Case([&](LogOp) { f = [](double x) { return std::log(x); }; })
      .Case([&](SqrtOp) { f = [](double x) { return std::sqrt(x); }; })
      .Case([&](RsqrtOp) { f = [](double x) { return 1.0 / std::sqrt(x); }; })
      .Case([&](TanhOp) { f = [](double x) { return std::tanh(x); }; })
      .Case([&](SigmoidOp) {
        f = [](double x) { return 1.0 / (1.0 + std::exp(-x)); };
      })
      .Case([&](NegativeOp) {
        f = [](double x) { return -x; };
        i = [](const APInt &x) { return -x; };
      })
      .Case([&](AbsOp) {
        f = [](double x) { return std::fabs(x); };
        i = [=](const APInt &x) { return isUnsigned ? x : x.abs(); };
      })
      .Case([&](ErfOp) { f = [](double x) { return std::erf(x); }; })
      .Case([&](FloorOp) { f = [](double x) { return std::floor(x); }; })
      .Case([&](CeilOp) { f = [](double x) { return std::ceil(x); }; })
      // math.round: halfway cases away from zero.
      .Case([&](RoundOp) { f = [](double x) { return std::round(x); }; })
      .Case([&](SinOp) { f = [](double x) { return std::sin(x); }; })
      .Case([&](CosOp) { f = [](double x) { return std::cos(x); }; })
      .Case([&](CopyOp) {
        f = [](double x) { return x; };
        i = [](const APInt &x) { return x; };
      })
      .Case([&](LogicalNotOp) { i = [](const APInt &x) { return ~x; }; })
      .Case([&](LeakyReluOp leaky) {
        double alpha = leaky.getAlpha().convertToDouble();
        f = [=](double x) { return x > 0 ? x : alpha * x; };
      })
      .Case([&](ClipOp clip) {
        double lo = clip.getAMin().convertToDouble();
        double hi = clip.getAMax().convertToDouble();
        f = [=](double x) {
          return x != x ? x : std::min(std::max(x, lo), hi);
        };
        // Integer clipping needs the bounds in the element type; only fold
        // when they are exact integers within it.
        unsigned width = operand.getElementType().getIntOrFloatBitWidth();
        auto bound = [&](double v) -> std::optional<APInt> {
          if (v != std::floor(v))
            return std::nullopt;
          APSInt result(width, isUnsigned);
          bool exact;
          APFloat(v).convertToInteger(result, APFloat::rmTowardZero, &exact);
          return exact ? std::optional<APInt>(result) : std::nullopt;
        };
        std::optional<APInt> loInt = bound(lo), hiInt = bound(hi);
        if (!loInt || !hiInt)
          return;
        i = [=](const APInt &x) -> APInt {
          if (isUnsigned)
            return x.ult(*loInt) ? *loInt : x.ugt(*hiInt) ? *hiInt : x;
          return x.slt(*loInt) ? *loInt : x.sgt(*hiInt) ? *hiInt : x;
        };
      });
  if (!f && !i)
    return {};
  return foldUnary(operand, resultType, f, i);
}

//===----------------------------------------------------------------------===//
// Broadcasting binary operators
//===----------------------------------------------------------------------===//

bool relay::isSplatOf(Attribute attr, double value) {
  auto elements = dyn_cast_or_null<SplatElementsAttr>(attr);
  if (!elements)
    return false;
  Type element = elements.getElementType();
  if (isa<FloatType>(element))
    return elements.getSplatValue<APFloat>().convertToDouble() == value;
  if (isa<IntegerType>(element))
    return elements.getSplatValue<APInt>().getSExtValue() ==
           static_cast<int64_t>(value);
  return false;
}

/// Whether broadcasting `c` against `x` leaves x's shape unchanged for every
/// run-time extent of x: each dimension of c is 1 or equals x's static one.
static bool broadcastKeepsShape(Type x, Type c) {
  auto xt = cast<RankedTensorType>(x);
  auto ct = cast<RankedTensorType>(c);
  if (ct.getRank() > xt.getRank())
    return false;
  int64_t offset = xt.getRank() - ct.getRank();
  for (int64_t i = 0; i < ct.getRank(); ++i) {
    int64_t d = ct.getDimSize(i);
    if (d != 1 && d != xt.getDimSize(i + offset))
      return false;
  }
  return true;
}

/// `x op c` is x when c is a splat identity and the result keeps x's type.
static OpFoldResult foldRightIdentity(Value x, Value c, Attribute cAttr,
                                      Type result, double identity) {
  if (x.getType() == result && isSplatOf(cAttr, identity) &&
      broadcastKeepsShape(x.getType(), c.getType()))
    return x;
  return {};
}

/// `x + 0` is x for integers; for floats only `x + (-0.0)` is (+0.0 turns
/// -0.0 into +0.0), as in upstream arith.
static OpFoldResult foldAddZero(Value x, Value zero, Attribute zeroAttr,
                                Type result) {
  OpFoldResult r = foldRightIdentity(x, zero, zeroAttr, result, 0);
  if (!r || !isa<FloatType>(getElementTypeOrSelf(result)))
    return r;
  return cast<SplatElementsAttr>(zeroAttr).getSplatValue<APFloat>().isNegZero()
             ? r
             : OpFoldResult();
}

static OpFoldResult foldIdentities(Operation *op, Attribute lhsAttr,
                                   Attribute rhsAttr) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  Type result = op->getResult(0).getType();
  return TypeSwitch<Operation *, OpFoldResult>(op)
      .Case([&](AddOp) {
        if (OpFoldResult r = foldAddZero(lhs, rhs, rhsAttr, result))
          return r;
        return foldAddZero(rhs, lhs, lhsAttr, result);
      })
      .Case([&](SubtractOp) {
        return foldRightIdentity(lhs, rhs, rhsAttr, result, 0);
      })
      .Case([&](MultiplyOp) {
        if (OpFoldResult r = foldRightIdentity(lhs, rhs, rhsAttr, result, 1))
          return r;
        return foldRightIdentity(rhs, lhs, lhsAttr, result, 1);
      })
      .Case([&](DivideOp) {
        return foldRightIdentity(lhs, rhs, rhsAttr, result, 1);
      })
      .Default([](Operation *) { return OpFoldResult(); });
}

/// The scalar semantics of a binary operator, for float and integer
/// operands; a null function means "not folded" for that element kind.
static void getBinarySemantics(Operation *op, bool isUnsigned, FloatBinFn &f,
                               IntBinFn &i) {
  auto nonZero = [](const APInt &b) { return !b.isZero(); };
  // Signed division overflows for INT_MIN / -1.
  auto divisible = [=](const APInt &a, const APInt &b) {
    return nonZero(b) &&
           (isUnsigned || !(a.isMinSignedValue() && b.isAllOnes()));
  };
  TypeSwitch<Operation *>(op)
      .Case([&](AddOp) {
        f = [](double a, double b) { return a + b; };
        i = [](const APInt &a, const APInt &b) { return a + b; };
      })
      .Case([&](SubtractOp) {
        f = [](double a, double b) { return a - b; };
        i = [](const APInt &a, const APInt &b) { return a - b; };
      })
      .Case([&](MultiplyOp) {
        f = [](double a, double b) { return a * b; };
        i = [](const APInt &a, const APInt &b) { return a * b; };
      })
      .Case([&](DivideOp) {
        f = [](double a, double b) { return a / b; };
        i = [=](const APInt &a, const APInt &b) -> std::optional<APInt> {
          if (!divisible(a, b))
            return std::nullopt;
          return isUnsigned ? a.udiv(b) : a.sdiv(b);
        };
      })
      .Case([&](FloorDivideOp) {
        f = [](double a, double b) { return std::floor(a / b); };
        i = [=](const APInt &a, const APInt &b) -> std::optional<APInt> {
          if (!divisible(a, b))
            return std::nullopt;
          return isUnsigned ? a.udiv(b)
                            : llvm::APIntOps::RoundingSDiv(
                                  a, b, APInt::Rounding::DOWN);
        };
      })
      .Case([&](ModOp) {
        f = [](double a, double b) { return std::fmod(a, b); };
        i = [=](const APInt &a, const APInt &b) -> std::optional<APInt> {
          if (!divisible(a, b))
            return std::nullopt;
          return isUnsigned ? a.urem(b) : a.srem(b);
        };
      })
      .Case([&](PowerOp) {
        f = [](double a, double b) { return std::pow(a, b); };
      })
      .Case([&](MaximumOp) {
        // arith.maximumf: NaN if either operand is NaN.
        f = [](double a, double b) {
          return a != a || b != b ? NAN : std::max(a, b);
        };
        i = [=](const APInt &a, const APInt &b) {
          return isUnsigned ? llvm::APIntOps::umax(a, b)
                            : llvm::APIntOps::smax(a, b);
        };
      })
      .Case([&](MinimumOp) {
        f = [](double a, double b) {
          return a != a || b != b ? NAN : std::min(a, b);
        };
        i = [=](const APInt &a, const APInt &b) {
          return isUnsigned ? llvm::APIntOps::umin(a, b)
                            : llvm::APIntOps::smin(a, b);
        };
      })
      .Case([&](LogicalAndOp) {
        i = [](const APInt &a, const APInt &b) { return a & b; };
      })
      .Case([&](LogicalOrOp) {
        i = [](const APInt &a, const APInt &b) { return a | b; };
      });
}

/// Comparisons give bools; NaN compares unequal (ordered predicates except
/// for not_equal), as the lowering's arith.cmpf.
static std::optional<std::function<bool(int)>> getComparison(Operation *op) {
  // `order` is -1, 0 or 1 for less, equal or greater; 2 for unordered.
  return TypeSwitch<Operation *, std::optional<std::function<bool(int)>>>(op)
      .Case([](EqualOp) { return [](int o) { return o == 0; }; })
      .Case([](NotEqualOp) { return [](int o) { return o != 0; }; })
      .Case([](LessOp) { return [](int o) { return o == -1; }; })
      .Case([](LessEqualOp) { return [](int o) { return o == -1 || o == 0; }; })
      .Case([](GreaterOp) { return [](int o) { return o == 1; }; })
      .Case(
          [](GreaterEqualOp) { return [](int o) { return o == 1 || o == 0; }; })
      .Default([](Operation *) { return std::nullopt; });
}

OpFoldResult relay::foldBroadcastBinary(Operation *op, Attribute lhsAttr,
                                        Attribute rhsAttr) {
  auto lhs = dyn_cast_or_null<DenseElementsAttr>(lhsAttr);
  auto rhs = dyn_cast_or_null<DenseElementsAttr>(rhsAttr);
  RankedTensorType resultType = staticResultType(op);
  if (!lhs || !rhs || !resultType ||
      lhs.getElementType() != rhs.getElementType() ||
      (!(lhs.isSplat() && rhs.isSplat()) &&
       resultType.getNumElements() > kMaxFoldedElements))
    return foldIdentities(op, lhsAttr, rhsAttr);

  Type element = lhs.getElementType();
  bool isFloat = isa<FloatType>(element);
  bool isUnsigned = element.isUnsignedInteger();
  bool splat = lhs.isSplat() && rhs.isSplat();
  ArrayRef<int64_t> shape = resultType.getShape();
  SmallVector<int64_t> lhsIndex, rhsIndex;
  if (!splat) {
    lhsIndex = broadcastIndices(shape, lhs.getType().getShape());
    rhsIndex = broadcastIndices(shape, rhs.getType().getShape());
  }
  int64_t count = splat ? 1 : resultType.getNumElements();
  auto at = [&](DenseElementsAttr attr, ArrayRef<int64_t> index, int64_t k) {
    return splat || attr.isSplat() ? 0 : index[k];
  };

  if (std::optional<std::function<bool(int)>> compare = getComparison(op)) {
    SmallVector<bool> values;
    for (int64_t k = 0; k < count; ++k) {
      int order;
      if (isFloat) {
        APFloat a = lhs.getValues<APFloat>()[at(lhs, lhsIndex, k)];
        APFloat b = rhs.getValues<APFloat>()[at(rhs, rhsIndex, k)];
        APFloat::cmpResult c = a.compare(b);
        order = c == APFloat::cmpLessThan      ? -1
                : c == APFloat::cmpEqual       ? 0
                : c == APFloat::cmpGreaterThan ? 1
                                               : 2;
      } else {
        APInt a = lhs.getValues<APInt>()[at(lhs, lhsIndex, k)];
        APInt b = rhs.getValues<APInt>()[at(rhs, rhsIndex, k)];
        bool less = isUnsigned ? a.ult(b) : a.slt(b);
        order = a == b ? 0 : less ? -1 : 1;
      }
      values.push_back((*compare)(order));
    }
    return splat ? DenseElementsAttr::get(resultType, values.front())
                 : DenseElementsAttr::get(resultType, values);
  }

  FloatBinFn f;
  IntBinFn i;
  getBinarySemantics(op, isUnsigned, f, i);
  if (isFloat ? !f : !i)
    return foldIdentities(op, lhsAttr, rhsAttr);
  if (isFloat) {
    SmallVector<APFloat> values;
    for (int64_t k = 0; k < count; ++k) {
      double a = toDouble(lhs.getValues<APFloat>()[at(lhs, lhsIndex, k)]);
      double b = toDouble(rhs.getValues<APFloat>()[at(rhs, rhsIndex, k)]);
      std::optional<double> r = f(a, b);
      if (!r)
        return foldIdentities(op, lhsAttr, rhsAttr);
      values.push_back(toElement(*r, element));
    }
    return splat ? DenseElementsAttr::get(resultType, values.front())
                 : DenseElementsAttr::get(resultType, values);
  }
  SmallVector<APInt> values;
  for (int64_t k = 0; k < count; ++k) {
    std::optional<APInt> r = i(lhs.getValues<APInt>()[at(lhs, lhsIndex, k)],
                               rhs.getValues<APInt>()[at(rhs, rhsIndex, k)]);
    if (!r)
      return foldIdentities(op, lhsAttr, rhsAttr);
    values.push_back(*r);
  }
  return splat ? DenseElementsAttr::get(resultType, values.front())
               : DenseElementsAttr::get(resultType, values);
}

//===----------------------------------------------------------------------===//
// cast
//===----------------------------------------------------------------------===//

/// One element converted as arith's extf/truncf/sitofp/uitofp/fptosi/fptoui/
/// extsi/extui/trunci do in the lowering; std::nullopt where the result is
/// undefined (a float out of the integer type's range, or NaN).
static std::optional<Attribute> castElement(Attribute value, Type from,
                                            Type to) {
  bool fromUnsigned = from.isUnsignedInteger();
  bool toUnsigned = to.isUnsignedInteger();
  if (auto f = dyn_cast<FloatAttr>(value)) {
    APFloat v = f.getValue();
    if (auto toFloat = dyn_cast<FloatType>(to)) {
      bool losesInfo;
      v.convert(toFloat.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                &losesInfo);
      return FloatAttr::get(to, v);
    }
    unsigned width = to.getIntOrFloatBitWidth();
    if (width == 1) // float to bool: non-zero is true.
      return IntegerAttr::get(to, APInt(1, v.isZero() ? 0 : 1));
    APSInt result(width, toUnsigned);
    bool exact;
    if (v.convertToInteger(result, APFloat::rmTowardZero, &exact) &
        APFloat::opInvalidOp)
      return std::nullopt;
    return IntegerAttr::get(to, result);
  }
  APInt v = cast<IntegerAttr>(value).getValue();
  unsigned fromWidth = from.getIntOrFloatBitWidth();
  if (auto toFloat = dyn_cast<FloatType>(to)) {
    APFloat result(toFloat.getFloatSemantics());
    result.convertFromAPInt(v, !fromUnsigned && fromWidth > 1,
                            APFloat::rmNearestTiesToEven);
    return FloatAttr::get(to, result);
  }
  unsigned width = to.getIntOrFloatBitWidth();
  if (width == 1)
    return IntegerAttr::get(to, APInt(1, v.isZero() ? 0 : 1));
  // Bools and unsigned values zero-extend, signed values sign-extend.
  APInt result = fromUnsigned || fromWidth == 1 ? v.zextOrTrunc(width)
                                                : v.sextOrTrunc(width);
  return IntegerAttr::get(to, result);
}

OpFoldResult relay::foldCast(Operation *op, Attribute attr) {
  auto operand = dyn_cast_or_null<DenseElementsAttr>(attr);
  RankedTensorType resultType = staticResultType(op);
  if (!operand || !resultType || !mayCreate(operand, resultType))
    return {};
  Type from = operand.getElementType(), to = resultType.getElementType();
  if (operand.isSplat()) {
    std::optional<Attribute> v =
        castElement(operand.getSplatValue<Attribute>(), from, to);
    if (!v)
      return {};
    return DenseElementsAttr::get(resultType, *v);
  }
  SmallVector<Attribute> values;
  for (Attribute element : operand.getValues<Attribute>()) {
    std::optional<Attribute> v = castElement(element, from, to);
    if (!v)
      return {};
    values.push_back(*v);
  }
  return DenseElementsAttr::get(resultType, values);
}

//===----------------------------------------------------------------------===//
// Reshape-like operators and transpose
//===----------------------------------------------------------------------===//

OpFoldResult relay::foldReshapeLike(Operation *op, Attribute attr) {
  auto operand = dyn_cast_or_null<DenseElementsAttr>(attr);
  RankedTensorType resultType = staticResultType(op);
  if (!operand || !resultType ||
      resultType.getElementType() != operand.getElementType() ||
      resultType.getNumElements() != operand.getNumElements())
    return {};
  return operand.reshape(resultType);
}

OpFoldResult relay::foldTranspose(Operation *op, Attribute attr,
                                  ArrayRef<int64_t> perm) {
  auto operand = dyn_cast_or_null<DenseElementsAttr>(attr);
  RankedTensorType resultType = staticResultType(op);
  if (!operand || !resultType || !mayCreate(operand, resultType))
    return {};
  if (operand.isSplat())
    return operand.resizeSplat(resultType);
  ArrayRef<int64_t> inShape = operand.getType().getShape();
  int64_t rank = inShape.size();
  SmallVector<int64_t> inStrides(rank, 1);
  for (int64_t d = rank - 2; d >= 0; --d)
    inStrides[d] = inStrides[d + 1] * inShape[d + 1];
  auto values = llvm::to_vector(operand.getValues<Attribute>());
  SmallVector<Attribute> result;
  result.reserve(values.size());
  SmallVector<int64_t> position(rank, 0);
  ArrayRef<int64_t> outShape = resultType.getShape();
  for (int64_t linear = 0, e = values.size(); linear < e; ++linear) {
    int64_t index = 0;
    for (int64_t d = 0; d < rank; ++d)
      index += position[d] * inStrides[perm[d]];
    result.push_back(values[index]);
    advance(position, outShape);
  }
  return DenseElementsAttr::get(resultType, result);
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

OpFoldResult relay::foldReduce(Operation *op, Attribute attr,
                               std::optional<ArrayRef<int64_t>> axis,
                               bool exclude) {
  auto operand = dyn_cast_or_null<DenseElementsAttr>(attr);
  RankedTensorType resultType = staticResultType(op);
  if (!operand || !resultType ||
      resultType.getElementType() != operand.getElementType() ||
      operand.getNumElements() > kMaxFoldedElements ||
      operand.getNumElements() == 0)
    return {};
  ArrayRef<int64_t> shape = operand.getType().getShape();
  int64_t rank = shape.size();
  SmallVector<bool> reduced(rank, !axis.has_value());
  if (axis) {
    for (int64_t a : *axis)
      reduced[a < 0 ? a + rank : a] = true;
    if (exclude)
      for (int64_t d = 0; d < rank; ++d)
        reduced[d] = !reduced[d];
  }
  // The linear output index of every input element (keepdims or not, the
  // kept dimensions are in the same order).
  SmallVector<int64_t> outIndex(operand.getNumElements());
  SmallVector<int64_t> position(rank, 0);
  int64_t groupSize = 1;
  for (int64_t d = 0; d < rank; ++d)
    if (reduced[d])
      groupSize *= shape[d];
  for (int64_t linear = 0, e = outIndex.size(); linear < e; ++linear) {
    int64_t index = 0;
    for (int64_t d = 0; d < rank; ++d)
      if (!reduced[d])
        index = index * shape[d] + position[d];
    outIndex[linear] = index;
    advance(position, shape);
  }
  int64_t outCount = resultType.getNumElements();
  Type element = operand.getElementType();
  bool isUnsigned = element.isUnsignedInteger();

  if (isa<FloatType>(element)) {
    std::function<double(double, double)> combine;
    TypeSwitch<Operation *>(op)
        .Case<SumOp, MeanOp>(
            [&](auto) { combine = [](double a, double b) { return a + b; }; })
        .Case(
            [&](ProdOp) { combine = [](double a, double b) { return a * b; }; })
        .Case([&](MaxOp) {
          combine = [](double a, double b) {
            return a != a || b != b ? NAN : std::max(a, b);
          };
        })
        .Case([&](MinOp) {
          combine = [](double a, double b) {
            return a != a || b != b ? NAN : std::min(a, b);
          };
        });
    if (!combine)
      return {};
    SmallVector<std::optional<double>> acc(outCount);
    for (auto [k, v] : llvm::enumerate(operand.getValues<APFloat>())) {
      double x = toDouble(v);
      std::optional<double> &a = acc[outIndex[k]];
      a = a ? combine(*a, x) : x;
    }
    SmallVector<APFloat> values;
    for (std::optional<double> a : acc)
      values.push_back(
          toElement(isa<MeanOp>(op) ? *a / groupSize : *a, element));
    return DenseElementsAttr::get(resultType, values);
  }

  std::function<APInt(const APInt &, const APInt &)> combine;
  TypeSwitch<Operation *>(op)
      .Case([&](SumOp) {
        combine = [](const APInt &a, const APInt &b) { return a + b; };
      })
      .Case([&](ProdOp) {
        combine = [](const APInt &a, const APInt &b) { return a * b; };
      })
      .Case<MaxOp, AnyOp>([&](auto) {
        combine = [=](const APInt &a, const APInt &b) {
          return isUnsigned || a.getBitWidth() == 1
                     ? llvm::APIntOps::umax(a, b)
                     : llvm::APIntOps::smax(a, b);
        };
      })
      .Case<MinOp, AllOp>([&](auto) {
        combine = [=](const APInt &a, const APInt &b) {
          return isUnsigned || a.getBitWidth() == 1
                     ? llvm::APIntOps::umin(a, b)
                     : llvm::APIntOps::smin(a, b);
        };
      });
  // Integer mean divides with the element type's rounding; not folded.
  if (!combine)
    return {};
  SmallVector<std::optional<APInt>> acc(outCount);
  for (auto [k, v] : llvm::enumerate(operand.getValues<APInt>())) {
    std::optional<APInt> &a = acc[outIndex[k]];
    a = a ? combine(*a, v) : v;
  }
  SmallVector<APInt> values;
  for (std::optional<APInt> &a : acc)
    values.push_back(*a);
  return DenseElementsAttr::get(resultType, values);
}
