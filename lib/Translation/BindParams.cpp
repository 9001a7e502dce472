//===- BindParams.cpp - Bind an entry function's parameters by name -------===//
//
// TVM's `bind_params_by_name` (python/tvm/relay/build_module.py): the
// weights of an imported model arrive as a dictionary from parameter names to
// arrays, and binding them turns the parameters into constants, which
// constant folding, quantization and partitioning then see. Here the names
// are the `relay.name` argument attributes the importer writes and the
// dictionary an `.npz` archive.
//
//===----------------------------------------------------------------------===//

#include "RelayDialect/Translation/RelayText.h"

#include "RelayMetadata.h"
#include "RelayTextCommon.h"

#include "RelayDialect/IR/RelayOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::relay;

/// Prints `type` as the messages show types.
static std::string str(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << type;
  return s;
}

LogicalResult mlir::relay::bindParamsByName(
    func::FuncOp func,
    ArrayRef<std::pair<std::string, DenseElementsAttr>> values,
    StringRef source) {
  if (func.isExternal())
    return emitError(func.getLoc(), "cannot bind parameters of @")
           << func.getSymName() << ": it has no body";
  // Its callers would pass arguments that no longer exist.
  if (auto module = func->getParentOfType<ModuleOp>();
      module && !SymbolTable::symbolKnownUseEmpty(func, module))
    return emitError(func.getLoc(), "cannot bind parameters of @")
           << func.getSymName() << ": other functions call it";

  llvm::StringMap<unsigned> byName;
  SmallVector<std::string> names;
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (auto name =
            func.getArgAttrOfType<StringAttr>(i, text::kParamNameAttr)) {
      byName.try_emplace(name.getValue(), i);
      names.push_back("%" + name.str());
    }

  // Everything is checked before anything changes.
  SmallVector<std::pair<unsigned, DenseElementsAttr>> bindings;
  llvm::BitVector bound(func.getNumArguments());
  for (const auto &[key, value] : values) {
    auto it = byName.find(key);
    if (it == byName.end())
      return emitError(func.getLoc(), "'")
             << source << "': entry '" << key << "' names no parameter of @"
             << func.getSymName() << " (its parameters: "
             << (names.empty() ? std::string("none with names")
                               : llvm::join(names, ", "))
             << ")";
    unsigned index = it->second;
    auto paramType = dyn_cast<RankedTensorType>(func.getArgumentTypes()[index]);
    auto valueType = cast<RankedTensorType>(value.getType());
    if (!paramType ||
        paramType.getElementType() != valueType.getElementType() ||
        failed(verifyCompatibleShape(paramType, valueType)))
      return emitError(func.getArgument(index).getLoc(), "'")
             << source << "': entry '" << key << "' is " << str(valueType)
             << ", but parameter %" << key << " of @" << func.getSymName()
             << " is " << str(func.getArgumentTypes()[index]);
    bindings.push_back({index, value});
    bound.set(index);
  }

  // Constants in parameter order, whatever the order of the archive.
  llvm::sort(bindings,
             [](const auto &a, const auto &b) { return a.first < b.first; });
  Block &entry = func.getBody().front();
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  for (auto [index, value] : bindings) {
    BlockArgument arg = func.getArgument(index);
    Value replacement = ConstantOp::create(builder, arg.getLoc(), value);
    // A parameter with `?` extents keeps its type for its users.
    if (replacement.getType() != arg.getType())
      replacement = tensor::CastOp::create(builder, arg.getLoc(), arg.getType(),
                                           replacement);
    arg.replaceAllUsesWith(replacement);
  }
  if (failed(func.eraseArguments(bound)))
    return failure();
  return success();
}

LogicalResult mlir::relay::bindParamsFromFile(ModuleOp module, StringRef path,
                                              StringRef entry) {
  auto func = module.lookupSymbol<func::FuncOp>(entry);
  if (!func)
    return emitError(module.getLoc(), "--bind-params: no function @") << entry;
  std::map<std::string, DenseElementsAttr> arrays;
  std::string message;
  if (failed(text::readNpz(path, module.getContext(), arrays, message)))
    return emitError(func.getLoc(), message);
  SmallVector<std::pair<std::string, DenseElementsAttr>> values(arrays.begin(),
                                                                arrays.end());
  return bindParamsByName(func, values, path);
}
