module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[3,4,2],f32> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %int0_0 = torch.constant.int 0
    %1 = torch.prim.ListConstruct %int2, %int0_0 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.operator "torch.aten.movedim.intlist"(%arg0, %0, %1) : (!torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.list<int>) -> !torch.vtensor<[3,4,2],f32> 
    return %2 : !torch.vtensor<[3,4,2],f32>
  }
}
