module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[3],ui8> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %arg0, %arg0, %arg0 : (!torch.vtensor<[],ui8>, !torch.vtensor<[],ui8>, !torch.vtensor<[],ui8>) -> !torch.list<vtensor>
    %1 = torch.aten.cat %0, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[3],ui8>
    return %1 : !torch.vtensor<[3],ui8>
  }
}
