module {
  func.func @main(%arg0: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],unk> {
    %float5.000000e00 = torch.constant.float 5.000000e+00
    %int1 = torch.constant.int 1
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_1_torch.int64> : tensor<2x1xsi64>) : !torch.vtensor<[2,1],si64>
    %int0 = torch.constant.int 0
    %1 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>) -> !torch.list<vtensor>
    %2 = torch.aten.stack %1, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,3],unk>
    %3 = torch.aten.scatter.value %2, %int1, %0, %float5.000000e00 : !torch.vtensor<[2,3],unk>, !torch.int, !torch.vtensor<[2,1],si64>, !torch.float -> !torch.vtensor<[2,3],unk>
    return %3 : !torch.vtensor<[2,3],unk>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_1_torch.int64: "0x0800000000000000000000000200000000000000"
    }
  }
#-}
