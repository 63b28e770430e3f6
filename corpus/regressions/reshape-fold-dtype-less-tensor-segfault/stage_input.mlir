module {
  func.func @main(%arg0: !torch.vtensor<[5,1,3],f32>) -> !torch.vtensor<[5,1,3],f32> {
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %none_1 = torch.constant.none
    %none_2 = torch.constant.none
    %none_3 = torch.constant.none
    %0 = torch.aten.randn_like %arg0, %none, %none_0, %none_1, %none_2, %none_3 : !torch.vtensor<[5,1,3],f32>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor
    %int5 = torch.constant.int 5
    %int-1 = torch.constant.int -1
    %int3 = torch.constant.int 3
    %1 = torch.prim.ListConstruct %int5, %int-1, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.reshape %0, %1 : !torch.vtensor, !torch.list<int> -> !torch.vtensor
    %3 = torch.tensor_static_info_cast %2 : !torch.vtensor to !torch.vtensor<[5,1,3],f32>
    return %3 : !torch.vtensor<[5,1,3],f32>
  }
}
