func.func @main(%arg0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[3],ui8> {
  %0 = torch.prim.ListConstruct %arg0, %arg0, %arg0 : (!torch.vtensor<[],ui8>, !torch.vtensor<[],ui8>, !torch.vtensor<[],ui8>) -> !torch.list<vtensor>
  %1 = torch.aten.hstack %0 : !torch.list<vtensor> -> !torch.vtensor<[3],ui8>
  return %1 : !torch.vtensor<[3],ui8>
}
