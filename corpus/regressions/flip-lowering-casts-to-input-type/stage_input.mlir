module {
  func.func @main(%arg0: !torch.vtensor<[?,2,?,?],f32>) -> (!torch.vtensor<[2,?,?],f32>, !torch.vtensor<[2,2,?,?],f32>) {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int0 = torch.constant.int 0
    %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,2,?,?],f32>, !torch.int -> !torch.int
    %1 = torch.aten.eq.int %0, %int2 : !torch.int, !torch.int -> !torch.bool
    torch.runtime.assert %1, "unbind's dim size should equal to prim.list_unpack's num results"
    %2 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,2,?,?],f32>, !torch.int -> !torch.int
    %3 = torch.aten.slice.Tensor %arg0, %int0, %int0, %int1, %int1 : !torch.vtensor<[?,2,?,?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,?],f32>
    %4 = torch.aten.squeeze.dim %3, %int0 : !torch.vtensor<[1,2,?,?],f32>, !torch.int -> !torch.vtensor<[2,?,?],f32>
    %5 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,2,?,?],f32>, !torch.int -> !torch.int
    %6 = torch.aten.slice.Tensor %arg0, %int0, %int1, %int2, %int1 : !torch.vtensor<[?,2,?,?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,?],f32>
    %7 = torch.aten.squeeze.dim %6, %int0 : !torch.vtensor<[1,2,?,?],f32>, !torch.int -> !torch.vtensor<[2,?,?],f32>
    %8 = torch.prim.ListConstruct %int3, %int2, %int1, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.flip %arg0, %8 : !torch.vtensor<[?,2,?,?],f32>, !torch.list<int> -> !torch.vtensor<[2,2,?,?],f32>
    return %4, %9 : !torch.vtensor<[2,?,?],f32>, !torch.vtensor<[2,2,?,?],f32>
  }
}
