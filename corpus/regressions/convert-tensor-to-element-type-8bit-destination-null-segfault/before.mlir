module {
  func.func @main(%arg0: !torch.vtensor<[2,3],ui8>, %arg1: !torch.vtensor<[2,3],i1>) -> !torch.vtensor<[4,3],ui8> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[2,3],ui8>, !torch.vtensor<[2,3],i1>) -> !torch.list<vtensor>
    %1 = torch.aten.cat %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4,3],ui8>
    return %1 : !torch.vtensor<[4,3],ui8>
  }
}
