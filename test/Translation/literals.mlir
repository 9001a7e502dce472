// Scalar literals become relay.constant scalars with TVM's dtypes: `1` is
// int32 (int64 beyond int32's range), `1f` float32, suffixes pick the width.
// RUN: relay-translate --import-relay -split-input-file %S/Inputs/literals.rly | FileCheck %s

// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: relay.constant dense<1> : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: relay.constant dense<-100> : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: relay.constant dense<-5> : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: relay.constant dense<10> : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: relay.constant dense<-10> : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i16>
// CHECK: relay.constant dense<-42> : tensor<i16>
// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: relay.constant dense<-42> : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i64>
// CHECK: relay.constant dense<-42> : tensor<i64>
// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: relay.constant dense<2147483647> : tensor<i32>
// CHECK-LABEL: func.func @main() -> tensor<i64>
// CHECK: relay.constant dense<2147483648> : tensor<i64>
// CHECK-LABEL: func.func @main() -> tensor<i64>
// CHECK: relay.constant dense<9223372036854775807> : tensor<i64>
// CHECK-LABEL: func.func @main() -> tensor<f32>
// CHECK: relay.constant dense<1.566670e+00> : tensor<f32>
// CHECK-LABEL: func.func @main() -> tensor<f32>
// CHECK: relay.constant dense<-1.000000e+01> : tensor<f32>
// CHECK-LABEL: func.func @main() -> tensor<f32>
// CHECK: relay.constant dense<1.000000e-01> : tensor<f32>
// CHECK-LABEL: func.func @main() -> tensor<f32>
// CHECK: relay.constant dense<1.000000e+01> : tensor<f32>
// CHECK-LABEL: func.func @main() -> tensor<f32>
// CHECK: relay.constant dense<1.000000e-01> : tensor<f32>
// CHECK-LABEL: func.func @main() -> tensor<f16>
// CHECK: relay.constant dense<3.000000e+00> : tensor<f16>
// CHECK-LABEL: func.func @main() -> tensor<f64>
// CHECK: relay.constant dense<3.000000e+00> : tensor<f64>
// CHECK-LABEL: func.func @main() -> tensor<i1>
// CHECK: relay.constant dense<true> : tensor<i1>
// CHECK-LABEL: func.func @main() -> tensor<i1>
// CHECK: relay.constant dense<false> : tensor<i1>
// CHECK-LABEL: func.func @main() -> tensor<f32>
// CHECK: relay.constant dense<0x7F800000> : tensor<f32>
// CHECK-LABEL: func.func @main() -> tensor<f32>
// CHECK: relay.constant dense<0xFF800000> : tensor<f32>
