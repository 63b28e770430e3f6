module {
  func.func @main(%arg0: !torch.vtensor<[1,?,2,3],f32>) -> !torch.vtensor<[1,?,4,6],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0+cpu"} {
    %int-1 = torch.constant.int -1
    %int6 = torch.constant.int 6
    %int5 = torch.constant.int 5
    %int4 = torch.constant.int 4
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %0 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[1,?,2,3],f32>, !torch.int -> !torch.int
    %1 = torch.aten.div.int %0, %int4 : !torch.int, !torch.int -> !torch.float
    %2 = torch.aten.Int.float %1 : !torch.float -> !torch.int
    %3 = torch.prim.ListConstruct %int2, %int2, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.unflatten.int %arg0, %int1, %3 : !torch.vtensor<[1,?,2,3],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<[1,2,2,?,2,3],f32>
    %5 = torch.aten.transpose.int %4, %int2, %int4 : !torch.vtensor<[1,2,2,?,2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,2,?,2,3],f32>
    %6 = torch.aten.transpose.int %5, %int3, %int4 : !torch.vtensor<[1,2,2,?,2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,2,2,?,3],f32>
    %7 = torch.aten.transpose.int %6, %int4, %int5 : !torch.vtensor<[1,2,2,2,?,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,2,2,3,?],f32>
    %8 = torch.prim.ListConstruct %int1, %2, %int4, %int6 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.view %7, %8 : !torch.vtensor<[1,2,2,2,3,?],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,6],f32>
    return %9 : !torch.vtensor<[1,?,4,6],f32>
  }
}
