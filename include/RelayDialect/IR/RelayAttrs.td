//===- RelayAttrs.td - Relay enums and attributes ----------*- tablegen -*-===//
//
// TVM's string-valued attribute fields as attributes of the dialect: every
// mode (`rounding`, `pad_mode`, ...) is an enum whose cases print as TVM's
// strings, and every layout (`data_layout`, `src_layout`, ...) is a
// `#relay.layout`, parsed and verified once when it is built.
//
//===----------------------------------------------------------------------===//

#ifndef RELAY_ATTRS_TD
#define RELAY_ATTRS_TD

include "RelayDialect/IR/RelayDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

// TVM's OpPatternKind (include/tvm/relay/op_attr_types.h), with TVM's values.
def Relay_OpPatternKind : I32Enum<"OpPatternKind", "TVM operator pattern kind", [
  I32EnumCase<"kElemWise", 0, "ElemWise">,
  I32EnumCase<"kBroadcast", 1, "Broadcast">,
  I32EnumCase<"kInjective", 2, "Injective">,
  I32EnumCase<"kCommReduce", 3, "CommReduce">,
  I32EnumCase<"kOutEWiseFusable", 4, "OutEWiseFusable">,
  I32EnumCase<"kTuple", 7, "Tuple">,
  I32EnumCase<"kOpaque", 8, "Opaque">
]> {
  let cppNamespace = "::mlir::relay";
}

//===----------------------------------------------------------------------===//
// Modes
//===----------------------------------------------------------------------===//

// The string of each case is TVM's string for it. Case values are 0, 1, ...
// in order (the Relay text translation enumerates them that way).
class Relay_Enum<string name, string summary, list<I32EnumCase> cases>
    : I32Enum<name, summary, cases> {
  let cppNamespace = "::mlir::relay";
}

// An attribute holding a case of `enumInfo`, written as TVM's string:
// `#relay.pad_mode<reflect>`. Quoted strings parse too
// (`#relay.pad_mode<"reflect">`); an unknown string is one error that lists
// the accepted ones.
class Relay_EnumAttr<EnumInfo enumInfo, string name>
    : EnumAttr<Relay_Dialect, enumInfo, name> {
  // What a verifier says of a value of the wrong kind ("failed to satisfy
  // constraint: ...").
  let summary = enumInfo.summary # " (#relay." # name # "<" #
      !interleave(!foreach(c, enumInfo.enumerants, c.str), "|") # ">)";
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
  let extraClassDefinition = [{
    ::mlir::Attribute $cppClass::parse(::mlir::AsmParser &parser,
                                       ::mlir::Type) {
      std::string keyword;
      if (parser.parseLess())
        return {};
      ::llvm::SMLoc loc = parser.getCurrentLocation();
      if (parser.parseKeywordOrString(&keyword))
        return {};
      auto value = }] # enumInfo.cppNamespace # "::" #
                        enumInfo.stringToSymbolFnName # [{(keyword);
      if (!value) {
        parser.emitError(loc) << "unknown }] # enumInfo.summary #
            [{ \"" << keyword << "\"; expected one of }] #
            !interleave(!foreach(c, enumInfo.enumerants,
                                 "\\\"" # c.str # "\\\""), ", ") # [{";
        return {};
      }
      if (parser.parseGreater())
        return {};
      return get(parser.getContext(), *value);
    }

    void $cppClass::print(::mlir::AsmPrinter &printer) const {
      printer << '<';
      printer.printKeywordOrString(}] # enumInfo.cppNamespace # "::" #
                                   enumInfo.symbolToStringFnName # [{(getValue()));
      printer << '>';
    }
  }];
}

// TVM's RequantizeAttrs::rounding (src/relay/qnn/op/requantize.cc).
def Relay_QnnRounding : Relay_Enum<"QnnRounding", "qnn rounding mode", [
  I32EnumCase<"None", 0, "None">,
  I32EnumCase<"Upward", 1, "UPWARD">,
  I32EnumCase<"ToNearest", 2, "TONEAREST">
]>;
def Relay_QnnRoundingAttr : Relay_EnumAttr<Relay_QnnRounding, "rounding">;

// TVM's RequantizeAttrs::compute_dtype.
def Relay_QnnComputeDtype : Relay_Enum<"QnnComputeDtype", "qnn compute dtype", [
  I32EnumCase<"None", 0, "None">,
  I32EnumCase<"Int64", 1, "int64">,
  I32EnumCase<"Float32", 2, "float32">,
  I32EnumCase<"Float64", 3, "float64">
]>;
def Relay_QnnComputeDtypeAttr
    : Relay_EnumAttr<Relay_QnnComputeDtype, "compute_dtype">;

// TVM's SimulatedQuantizeAttrs::rounding (src/relay/quantize/quantize.cc).
def Relay_QuantizeRounding : Relay_Enum<"QuantizeRounding",
                                        "simulated_quantize rounding mode", [
  I32EnumCase<"Round", 0, "round">,
  I32EnumCase<"Floor", 1, "floor">,
  I32EnumCase<"Ceil", 2, "ceil">
]>;
def Relay_QuantizeRoundingAttr
    : Relay_EnumAttr<Relay_QuantizeRounding, "quantize_rounding">;

// TVM's UpSamplingAttrs::method.
def Relay_UpsamplingMethod : Relay_Enum<"UpsamplingMethod",
                                        "upsampling method", [
  I32EnumCase<"NearestNeighbor", 0, "nearest_neighbor">,
  I32EnumCase<"Bilinear", 1, "bilinear">,
  I32EnumCase<"Bicubic", 2, "bicubic">
]>;
def Relay_UpsamplingMethodAttr
    : Relay_EnumAttr<Relay_UpsamplingMethod, "upsampling_method">;

// TVM's SubPixelAttrs::mode of nn.depth_to_space.
def Relay_DepthToSpaceMode : Relay_Enum<"DepthToSpaceMode",
                                        "depth_to_space mode", [
  I32EnumCase<"DCR", 0, "DCR">,
  I32EnumCase<"CRD", 1, "CRD">
]>;
def Relay_DepthToSpaceModeAttr
    : Relay_EnumAttr<Relay_DepthToSpaceMode, "depth_to_space_mode">;

// TVM's StridedSliceAttrs::slice_mode.
def Relay_SliceMode : Relay_Enum<"SliceMode", "strided_slice slice mode", [
  I32EnumCase<"End", 0, "end">,
  I32EnumCase<"Size", 1, "size">
]>;
def Relay_SliceModeAttr : Relay_EnumAttr<Relay_SliceMode, "slice_mode">;

// TVM's TakeAttrs::mode.
def Relay_TakeMode : Relay_Enum<"TakeMode", "take mode", [
  I32EnumCase<"Clip", 0, "clip">,
  I32EnumCase<"Wrap", 1, "wrap">,
  I32EnumCase<"Fast", 2, "fast">
]>;
def Relay_TakeModeAttr : Relay_EnumAttr<Relay_TakeMode, "take_mode">;

// TVM's PadAttrs::pad_mode.
def Relay_PadMode : Relay_Enum<"PadMode", "pad mode", [
  I32EnumCase<"Constant", 0, "constant">,
  I32EnumCase<"Edge", 1, "edge">,
  I32EnumCase<"Reflect", 2, "reflect">
]>;
def Relay_PadModeAttr : Relay_EnumAttr<Relay_PadMode, "pad_mode">;

//===----------------------------------------------------------------------===//
// Layouts
//===----------------------------------------------------------------------===//

def Relay_LayoutAttr : AttrDef<Relay_Dialect, "Layout"> {
  let mnemonic = "layout";
  let summary = "TVM data layout (#relay.layout<NCHW>, <NCHW16c>, ...)";
  let description = [{
    TVM's `Layout` (include/tvm/tir/data_layout.h): one letter per tensor
    dimension. An upper-case letter is a primal axis (`N`, `C`, `H`, `W`, ...),
    each at most once; a factor followed by a lower-case letter is a sub-axis
    that splits its primal axis (`16c`: the channels in blocks of 16), each at
    most once and only next to its primal axis somewhere in the layout.

    ```mlir
    #relay.layout<NCHW>
    #relay.layout<NCHW16c>
    #relay.layout<"NCHW16c">   // the same layout
    ```

    The string is checked once, when the attribute is built; the helpers
    below answer questions about a valid layout. An empty layout (TVM's
    undefined layout) does not exist here: an optional layout attribute that
    is absent takes its place (`out_layout`: the input's layout).
  }];
  let parameters = (ins StringRefParameter<"the TVM layout string">:$name);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let constBuilderCall =
      "::mlir::relay::LayoutAttr::get($_builder.getContext(), $0)";
  let extraClassDeclaration = [{
    /// Parses a TVM layout string into its axes; on failure, describes the
    /// problem in `error` (when given). The one layout parser.
    static ::mlir::FailureOr<::llvm::SmallVector<LayoutAxis>>
    parseAxes(::llvm::StringRef text, std::string *error = nullptr);

    /// The axes in order.
    ::llvm::SmallVector<LayoutAxis> getAxes() const;
    /// The number of axes: the rank of a tensor in this layout.
    int64_t getRank() const;
    /// The position of the axis `name`: an upper-case letter names a primal
    /// axis, a lower-case one a sub-axis (as TVM's Layout::IndexOf); -1 when
    /// there is none.
    int64_t indexOf(char name) const;
    bool contains(char name) const { return indexOf(name) >= 0; }
    /// The factor of the sub-axis of primal axis `name` (16 for `C` in
    /// NCHW16c); 0 when the axis is not split.
    int64_t getFactorOf(char name) const;
    /// Whether the layout has exactly the primal axes `axes` in some order
    /// and no sub-axes (NHWC is a permutation of NCHW).
    bool isPermutationOf(::llvm::StringRef axes) const;
    /// For a permutation of `order`: the permutation that transposes a
    /// tensor in this layout into `order` (result dim i is this layout's
    /// dim indexOf(order[i])), and the one back from `order`.
    ::llvm::SmallVector<int64_t> getPermutationTo(::llvm::StringRef order) const;
    ::llvm::SmallVector<int64_t>
    getPermutationFrom(::llvm::StringRef order) const;
  }];
}

#endif // RELAY_ATTRS_TD
