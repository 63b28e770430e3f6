module {
  func.func @main(%arg0: !torch.vtensor<[3,0,3,2],si8>) -> !torch.vtensor<[3,0,3],si8> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct  : () -> !torch.list<vtensor>
    %1 = torch.aten.cat %0, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[0],unk>
    %2 = torch.aten.size.int %1, %int3 : !torch.vtensor<[0],unk>, !torch.int -> !torch.int
    %3 = torch.aten.eq.int %2, %int2 : !torch.int, !torch.int -> !torch.bool
    torch.runtime.assert %3, "unbind's dim size should equal to prim.list_unpack's num results"
    %4 = torch.aten.select.int %1, %int3, %int0 : !torch.vtensor<[0],unk>, !torch.int, !torch.int -> !torch.vtensor<[3,0,3],si8>
    %5 = torch.aten.select.int %1, %int3, %int1 : !torch.vtensor<[0],unk>, !torch.int, !torch.int -> !torch.vtensor<[3,0,3],si8>
    return %4 : !torch.vtensor<[3,0,3],si8>
  }
}
