//===- RelayTextCommon.h - Names shared by import and export ----*- C++ -*-===//
//
// The correspondences between Relay text and the dialect that both
// directions use: operator names, dtypes, the kinds of operator attributes
// and the function attributes.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_TRANSLATION_RELAYTEXTCOMMON_H
#define RELAY_TRANSLATION_RELAYTEXTCOMMON_H

#include "RelayDialect/IR/RelayDialect.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir {
class MLIRContext;
class Operation;
class OperationName;

namespace relay::text {

/// How deeply Relay text may nest: expressions (each `(`, `{`, `fn`, `if`
/// or call argument list), types (tuple, function and reference types),
/// attribute value lists and the JSON of a metadata section. The parsers are
/// recursive descent, so deeper input would overflow the stack; past this
/// depth they report "nesting too deep (more than N levels)". TVM's printer
/// writes models in graph form, whose nesting does not grow with their size.
constexpr unsigned kMaxNestingDepth = 500;

/// How deeply the types of imported values may nest. Flat `let`s and chains
/// of curried closures build types of any depth, which MLIR's printer and
/// verifier walk recursively; closures nested kMaxNestingDepth deep have
/// function types a little deeper than that. Twice the text's limit leaves
/// room for those, and MLIR walks such types in well under 1 MB of stack.
constexpr unsigned kMaxTypeDepth = 2 * kMaxNestingDepth;

/// The stack the importer runs on. One level of nesting takes about 5 KB of
/// recursive-descent frames (a `fn` goes through parseExpr, parseBinOp,
/// parseCallExpr, parseAtomic, parseFn, buildFn), so kMaxNestingDepth
/// levels need about 2.5 MB: more than a thread's or a small `ulimit -s`
/// main stack may have. The importer therefore runs on a stack of its own,
/// with a wide margin; its pages are only touched as deep as the input goes.
constexpr unsigned kImporterStackSize = 64u << 20;

/// `nn.conv2d` -> `relay.nn.conv2d`. TVM names that already carry the
/// `relay.` prefix (`relay.op.annotation.simulated_quantize`) are the op
/// names as they are.
std::string toMlirOpName(StringRef tvmName);
/// The inverse of toMlirOpName.
std::string toTvmOpName(StringRef mlirName);

/// TVM dtype strings: `float32` -> f32, `int8` -> i8, `uint8` -> ui8,
/// `bool` -> i1. Null for anything else (vector types such as `int8x4`).
Type parseDType(MLIRContext *context, StringRef name);
/// The inverse of parseDType; std::nullopt for types Relay has no dtype for.
std::optional<std::string> dtypeName(Type type);

/// How a TVM operator attribute value converts to an MLIR attribute.
enum class AttrKind {
  /// By the value's syntax: integers to i64, lists to array<i64>, strings
  /// to strings.
  Generic,
  /// A double field (`alpha`, `epsilon`, `a_min`, ...): f64 even when
  /// written as an integer.
  Float,
  /// A bool field (`keepdims`, `ceil_mode`, ...): also accepts 0/1.
  Bool,
  /// A DataType field (`dtype`, `out_dtype`): a type attribute; `""` means
  /// absent.
  DType,
  /// A layout field (`data_layout`, `src_layout`, ...): a `#relay.layout`;
  /// `""` (TVM's undefined layout, `out_layout`'s "same as the input") means
  /// absent.
  Layout,
};
AttrKind getAttrKind(StringRef attrName);

/// The TVM string of a mode (one of the dialect's enum attributes, e.g.
/// `#relay.pad_mode<edge>` -> `edge`); std::nullopt for other attributes.
std::optional<StringRef> stringifyEnumAttr(Attribute attr);
/// The enum attribute of the same kind as `kind` (e.g. the op's default for
/// the field) whose TVM string is `value`. Null when `value` names none of
/// its cases, with the accepted strings in `expected` (`"a", "b" or "c"`);
/// std::nullopt when `kind` is not one of the dialect's enum attributes.
std::optional<Attribute> parseEnumAttrLike(Attribute kind, StringRef value,
                                           std::string &expected);

/// TVM attributes that carry no meaning here and are dropped when their
/// value is TVM's default (`auto_scheduler_rewritten_layout=""`).
bool isIgnorableTvmAttr(StringRef tvmOp, StringRef attrName);

/// The attributes registered ops hold when none are given: their
/// DefaultValuedAttr defaults, as dictionaries, computed once per op (which is
/// not cheap) for one import or export.
class DefaultAttrs {
public:
  DictionaryAttr get(OperationName name);

private:
  llvm::DenseMap<const void *, DictionaryAttr> cache;
};

/// Function attributes: TVM's `Primitive=1`, `Compiler="dnnl"`,
/// `Composite="..."` and `global_symbol="..."` are these discardable
/// attributes; any other function attribute is kept in `kFnAttrs`.
inline constexpr StringLiteral kPrimitiveAttr =
    RelayDialect::PrimitiveAttrHelper::getNameStr();
inline constexpr StringLiteral kCompilerAttr =
    RelayDialect::CompilerAttrHelper::getNameStr();
inline constexpr StringLiteral kCompositeAttr =
    RelayDialect::CompositeAttrHelper::getNameStr();
inline constexpr StringLiteral kGlobalSymbolAttr =
    RelayDialect::GlobalSymbolAttrHelper::getNameStr();
inline constexpr StringLiteral kFnAttrs =
    RelayDialect::FnAttrsAttrHelper::getNameStr();
/// The type parameters of a generic definition, `def @f[A, B](...)`, as an
/// array of strings; its signature uses them as `!relay.type_var<"A">`.
inline constexpr StringLiteral kTypeParamsAttr =
    RelayDialect::TypeParamsAttrHelper::getNameStr();
/// A function the importer made by instantiating a generic definition at
/// the types of a call (monomorphisation): the generic's name, and its type
/// arguments in the order of its type parameters.
/// A global function's parameter names, as argument attributes.
inline constexpr StringLiteral kParamNameAttr =
    RelayDialect::NameAttrHelper::getNameStr();
inline constexpr StringLiteral kInstanceOfAttr =
    RelayDialect::InstanceOfAttrHelper::getNameStr();
inline constexpr StringLiteral kTypeArgsAttr =
    RelayDialect::TypeArgsAttrHelper::getNameStr();
/// Attributes of a call of a closure or global (TVM's call attrs on
/// non-operator calls, e.g. `attrs_type_key="..."`).
inline constexpr StringLiteral kCallAttrs =
    RelayDialect::CallAttrsAttrHelper::getNameStr();

/// Whether a function with these attributes is an outlined Relay closure
/// (primitive, external or composite function).
bool isOutlinedFunction(Operation *func);

} // namespace relay::text
} // namespace mlir

#endif // RELAY_TRANSLATION_RELAYTEXTCOMMON_H
