module {
  func.func @main(%arg0: !torch.vtensor<[1,1,1,?],i1>) -> !torch.vtensor<[1,1,1,0],i1> {
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %int-1 = torch.constant.int -1
    %int-2 = torch.constant.int -2
    %0 = torch.prim.ListConstruct %int-1, %int-2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.constant_pad_nd %arg0, %0, %float5.000000e-01 : !torch.vtensor<[1,1,1,?],i1>, !torch.list<int>, !torch.float -> !torch.vtensor<[1,1,1,0],i1>
    return %1 : !torch.vtensor<[1,1,1,0],i1>
  }
}
