module {
  func.func @main(%arg0: !torch.vtensor<[3,0,3,2],si8>) -> !torch.vtensor<[3,0,3],si8> {
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[3,0,3,2],si8>, !torch.vtensor<[3,0,3,2],si8>) -> !torch.list<vtensor>
    %int1 = torch.constant.int 1
    %1 = torch.aten.cat %0, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor
    %int3 = torch.constant.int 3
    %2 = torch.aten.unbind.int %1, %int3 : !torch.vtensor, !torch.int -> !torch.list<vtensor>
    %3:2 = torch.prim.ListUnpack %2 : !torch.list<vtensor> -> !torch.vtensor<[3,0,3],si8>, !torch.vtensor<[3,0,3],si8>
    return %3#0 : !torch.vtensor<[3,0,3],si8>
  }
}
