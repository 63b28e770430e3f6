module {
  func.func @main(%arg0: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %1 = torch.aten.stack %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_2_1_torch.int64> : tensor<2x1xsi64>) : !torch.vtensor<[2,1],si64>
    %none = torch.constant.none
    %3 = torch.aten.clone %2, %none : !torch.vtensor<[2,1],si64>, !torch.none -> !torch.vtensor
    %int1 = torch.constant.int 1
    %float5.000000e00 = torch.constant.float 5.000000e+00
    %4 = torch.aten.scatter.value %1, %int1, %3, %float5.000000e00 : !torch.vtensor, !torch.int, !torch.vtensor, !torch.float -> !torch.vtensor
    %5 = torch.tensor_static_info_cast %4 : !torch.vtensor to !torch.vtensor<[2,3],f32>
    return %5 : !torch.vtensor<[2,3],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_1_torch.int64: "0x0800000000000000000000000200000000000000"
    }
  }
#-}
