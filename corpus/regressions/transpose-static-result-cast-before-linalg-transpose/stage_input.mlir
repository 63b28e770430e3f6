module {
  func.func @main(%arg0: !torch.vtensor<[2,?],f32>) -> !torch.vtensor<[2,5],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0+cpu"} {
    %0 = torch.vtensor.literal(dense<[[4], [0], [2], [1], [3]]> : tensor<5x1xsi64>) : !torch.vtensor<[5,1],si64>
    %int2 = torch.constant.int 2
    %int5 = torch.constant.int 5
    %int-1 = torch.constant.int -1
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %1 = torch.aten.transpose.int %arg0, %int0, %int1 : !torch.vtensor<[2,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,2],f32>
    %2 = torch.aten.size.int %1, %int0 : !torch.vtensor<[?,2],f32>, !torch.int -> !torch.int
    %3 = torch.aten.ge.int %2, %int5 : !torch.int, !torch.int -> !torch.bool
    torch.runtime.assert %3, "onnx.Expand input has a dim that is not statically 1; expected this dim >= dim provided shape."
    %4 = torch.prim.ListConstruct %int-1, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.broadcast_to %1, %4 : !torch.vtensor<[?,2],f32>, !torch.list<int> -> !torch.vtensor<[5,2],f32>
    %6 = torch.aten.size.int %1, %int0 : !torch.vtensor<[?,2],f32>, !torch.int -> !torch.int
    %7 = torch.aten.add.Scalar %0, %6, %int1 : !torch.vtensor<[5,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[5,1],si64>
    %8 = torch.prim.ListConstruct %int5, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.broadcast_to %0, %8 : !torch.vtensor<[5,1],si64>, !torch.list<int> -> !torch.vtensor<[5,2],si64>
    %10 = torch.aten.scatter.src %1, %int0, %9, %5 : !torch.vtensor<[?,2],f32>, !torch.int, !torch.vtensor<[5,2],si64>, !torch.vtensor<[5,2],f32> -> !torch.vtensor<[?,2],f32>
    %11 = torch.aten.transpose.int %10, %int0, %int1 : !torch.vtensor<[?,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,5],f32>
    return %11 : !torch.vtensor<[2,5],f32>
  }
}
