module {
  func.func @main(%arg0: !torch.vtensor<[1,1,3,1],bf16>) -> !torch.vtensor<[2,1,3,0],bf16> {
    %int0 = torch.constant.int 0
    %int-1 = torch.constant.int -1
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %0 = torch.aten.slice.Tensor %arg0, %int3, %int-1, %int0, %int1 : !torch.vtensor<[1,1,3,1],bf16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,3,0],bf16>
    %1 = torch.prim.ListConstruct %arg0, %0 : (!torch.vtensor<[1,1,3,1],bf16>, !torch.vtensor<[1,1,3,0],bf16>) -> !torch.list<vtensor>
    %2 = torch.aten.cat %1, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,1,3,0],bf16>
    return %2 : !torch.vtensor<[2,1,3,0],bf16>
  }
}
