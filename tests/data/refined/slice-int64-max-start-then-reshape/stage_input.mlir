module {
  func.func @main(%arg0: !torch.vtensor<[1,1,3,3],bf16>) -> !torch.vtensor<[4,1,0,3],bf16> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int4 = torch.constant.int 4
    %int3 = torch.constant.int 3
    %none = torch.constant.none
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int2 = torch.constant.int 2
    %0 = torch.aten.slice.Tensor %arg0, %int2, %int9223372036854775807, %none, %int3 : !torch.vtensor<[1,1,3,3],bf16>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[1,1,1,3],bf16>
    %1 = torch.prim.ListConstruct %int4, %int1, %int0, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[1,1,1,3],bf16>, !torch.list<int> -> !torch.vtensor<[4,1,0,3],bf16>
    return %2 : !torch.vtensor<[4,1,0,3],bf16>
  }
}
