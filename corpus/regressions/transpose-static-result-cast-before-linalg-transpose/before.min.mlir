#map = affine_map<(d0) -> (d0, 0)>
#map1 = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: !torch.vtensor<[2,?],f32>) -> !torch.vtensor<[2,5],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0+cpu"} {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %0 = torch.vtensor.literal(dense<[[4], [0], [2], [1], [3]]> : tensor<5x1xsi64>) : !torch.vtensor<[5,1],si64>
    %int2 = torch.constant.int 2
    %int5 = torch.constant.int 5
    %int-1 = torch.constant.int -1
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %1 = torch.aten.transpose.int %arg0, %int0, %int1 : !torch.vtensor<[2,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,2],f32>
    %2 = torch_c.to_builtin_tensor %1 : !torch.vtensor<[?,2],f32> -> tensor<?x2xf32>
    %5 = torch.prim.ListConstruct %int-1, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.aten.broadcast_to %1, %5 : !torch.vtensor<[?,2],f32>, !torch.list<int> -> !torch.vtensor<[5,2],f32>
    %7 = torch_c.to_builtin_tensor %6 : !torch.vtensor<[5,2],f32> -> tensor<5x2xf32>
    %10 = torch.prim.ListConstruct %int5, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %11 = torch.aten.broadcast_to %0, %10 : !torch.vtensor<[5,1],si64>, !torch.list<int> -> !torch.vtensor<[5,2],si64>
    %12 = torch_c.to_builtin_tensor %11 : !torch.vtensor<[5,2],si64> -> tensor<5x2xi64>
    %13 = tensor.empty() : tensor<10x1xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<10x1xi64>) -> tensor<10x1xi64>
    %15 = tensor.empty() : tensor<10xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<10xf32>) -> tensor<10xf32>
    %17:3 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel"]} outs(%14, %14, %16 : tensor<10x1xi64>, tensor<10x1xi64>, tensor<10xf32>) {
    ^bb0(%out: i64, %out_1: i64, %out_2: f32):
      %23 = linalg.index 0 : index
      %24 = arith.remsi %23, %c2 : index
      %25 = arith.divsi %23, %c2 : index
      %26 = arith.remsi %25, %c5 : index
      %extracted = tensor.extract %12[%26, %24] : tensor<5x2xi64>
      %extracted_3 = tensor.extract %7[%26, %24] : tensor<5x2xf32>
      %27 = arith.index_cast %24 : index to i64
      linalg.yield %extracted, %27, %extracted_3 : i64, i64, f32
    } -> (tensor<10x1xi64>, tensor<10x1xi64>, tensor<10xf32>)
    %18 = tensor.empty() : tensor<10x2xi64>
    %19 = linalg.fill ins(%c0_i64 : i64) outs(%18 : tensor<10x2xi64>) -> tensor<10x2xi64>
    %inserted_slice = tensor.insert_slice %17#0 into %19[0, 0] [10, 1] [1, 1] : tensor<10x1xi64> into tensor<10x2xi64>
    %inserted_slice_0 = tensor.insert_slice %17#1 into %inserted_slice[0, 1] [10, 1] [1, 1] : tensor<10x1xi64> into tensor<10x2xi64>
    %20 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%17#2, %inserted_slice_0 : tensor<10xf32>, tensor<10x2xi64>) outs(%2 : tensor<?x2xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      tm_tensor.yield %arg1 : f32
    } -> tensor<?x2xf32>
    %21 = torch_c.from_builtin_tensor %20 : tensor<?x2xf32> -> !torch.vtensor<[?,2],f32>
    %22 = torch.aten.transpose.int %21, %int0, %int1 : !torch.vtensor<[?,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,5],f32>
    return %22 : !torch.vtensor<[2,5],f32>
  }
}
