//===- ImportRelayGenerics.cpp - Instances of generic Relay definitions ---===//
//
// A call of a generic definition unifies the definition's parameter types
// with the argument types and calls an instance: a private copy of the
// definition read again with its type parameters bound.
//
//===----------------------------------------------------------------------===//

#include "RelayImporter.h"

using namespace mlir;
using namespace mlir::relay;
using namespace mlir::relay::text;

/// The instances one generic definition may have.
static constexpr unsigned kMaxInstances = 64;

/// Binds the type variables of `param` so that it becomes `arg`; false
/// when they cannot be, or when a variable is bound to another type already.
static bool unify(Type param, Type arg, llvm::StringMap<Type> &bound) {
  if (auto var = dyn_cast<TypeVarType>(param)) {
    auto [it, inserted] = bound.try_emplace(var.getName(), arg);
    return inserted || it->second == arg;
  }
  auto unifyAll = [&](TypeRange params, TypeRange args) {
    return params.size() == args.size() &&
           llvm::all_of(llvm::zip(params, args), [&](auto pair) {
             return unify(std::get<0>(pair), std::get<1>(pair), bound);
           });
  };
  if (auto tuple = dyn_cast<TupleType>(param)) {
    auto argTuple = dyn_cast<TupleType>(arg);
    return argTuple && unifyAll(tuple.getTypes(), argTuple.getTypes());
  }
  if (auto function = dyn_cast<FunctionType>(param)) {
    auto argFunction = dyn_cast<FunctionType>(arg);
    return argFunction &&
           unifyAll(function.getInputs(), argFunction.getInputs()) &&
           unifyAll(function.getResults(), argFunction.getResults());
  }
  if (auto ref = dyn_cast<RefType>(param)) {
    auto argRef = dyn_cast<RefType>(arg);
    return argRef && unify(ref.getValueType(), argRef.getValueType(), bound);
  }
  return param == arg;
}

/// `type` with its type variables replaced as `bound` says.
static Type substitute(Type type, const llvm::StringMap<Type> &bound) {
  MLIRContext *ctx = type.getContext();
  auto all = [&](TypeRange types) {
    return llvm::map_to_vector(types,
                               [&](Type t) { return substitute(t, bound); });
  };
  if (auto var = dyn_cast<TypeVarType>(type))
    return bound.lookup(var.getName()) ? bound.lookup(var.getName()) : type;
  if (auto tuple = dyn_cast<TupleType>(type))
    return TupleType::get(ctx, all(tuple.getTypes()));
  if (auto function = dyn_cast<FunctionType>(type))
    return FunctionType::get(ctx, all(function.getInputs()),
                             all(function.getResults()));
  if (auto ref = dyn_cast<RefType>(type))
    return RefType::get(substitute(ref.getValueType(), bound));
  return type;
}

FailureOr<func::FuncOp> Importer::instantiate(GlobalDef &generic,
                                              ValueRange args, Location loc) {
  FunctionType type = generic.func.getFunctionType();
  if (type.getNumInputs() != args.size())
    return emitError(loc) << "@" << generic.name << " expects "
                          << type.getNumInputs() << " argument(s), got "
                          << args.size(),
           failure();
  llvm::StringMap<Type> bound;
  for (auto [i, arg] : llvm::enumerate(args))
    if (!unify(type.getInput(i), arg.getType(), bound))
      return emitError(loc)
                 << "argument " << i << " of @" << generic.name << " has type "
                 << arg.getType() << ", which does not match "
                 << substitute(type.getInput(i), bound),
             failure();
  SmallVector<Type> typeArgs;
  bool identity = true;
  for (const std::string &name : generic.typeParams) {
    Type arg = bound.lookup(name);
    if (!arg)
      return emitError(loc)
                 << "cannot infer the type parameter `" << name << "` of @"
                 << generic.name << " from the arguments",
             failure();
    typeArgs.push_back(arg);
    auto var = dyn_cast<TypeVarType>(arg);
    identity &= var && var.getName() == name;
  }
  // A generic definition calling itself at its own type parameters.
  if (identity)
    return generic.func;

  std::vector<const void *> key;
  for (Type arg : typeArgs)
    key.push_back(arg.getAsOpaquePointer());
  auto [it, inserted] =
      instanceIndex.try_emplace({generic.name, std::move(key)}, nullptr);
  if (!inserted) {
    GlobalDef &instance = *it->second;
    if (!instance.declaredResult && instance.state == GlobalDef::InProgress)
      return emitError(loc) << "@" << generic.name
                            << " is used recursively; declare its return "
                               "type (`-> T`)",
             failure();
    return instance.func;
  }

  // Polymorphic recursion (`def @f[A](%x: A) { @f((%x,)) }`) would need
  // instances at ever larger types.
  if (instanceCounts[generic.name] >= kMaxInstances) {
    instanceIndex.erase(it);
    return emitError(loc) << "@" << generic.name << " is instantiated at more "
                          << "than " << kMaxInstances
                          << " types (polymorphic recursion is not supported)",
           failure();
  }
  GlobalDef &instance = instances.emplace_back();
  it->second = &instance;
  instance.name = generic.name;
  instance.typeParams = generic.typeParams;
  instance.typeArgs = typeArgs;
  instance.bodyPos = generic.bodyPos;
  instance.paramNames = generic.paramNames;
  if (generic.declaredResult)
    instance.declaredResult = substitute(generic.declaredResult, bound);
  SmallVector<Type> inputs = llvm::map_to_vector(
      type.getInputs(), [&](Type t) { return substitute(t, bound); });
  SmallVector<Type> results;
  if (instance.declaredResult)
    results.push_back(instance.declaredResult);
  auto func = func::FuncOp::create(
      generic.func.getLoc(),
      generic.name + "__inst" + std::to_string(instanceCounts[generic.name]++),
      builder.getFunctionType(inputs, results));
  for (NamedAttribute attr : generic.func->getDiscardableAttrs())
    if (attr.getName() != kTypeParamsAttr)
      func->setAttr(attr.getName(), attr.getValue());
  func->setAttr(kInstanceOfAttr, builder.getStringAttr(generic.name));
  func->setAttr(kTypeArgsAttr, builder.getArrayAttr(llvm::map_to_vector(
                                   typeArgs, [](Type t) -> Attribute {
                                     return TypeAttr::get(t);
                                   })));
  func.setPrivate();
  if (ArrayAttr argAttrs = generic.func.getArgAttrsAttr())
    func.setArgAttrsAttr(argAttrs);
  Block *entry = func.addEntryBlock();
  for (auto [arg, genericArg] :
       llvm::zip(entry->getArguments(), generic.func.getArguments()))
    arg.setLoc(genericArg.getLoc());
  symbols->insert(func);
  instance.func = func;
  if (failed(parseDefBody(instance)))
    return failure();
  return func;
}
