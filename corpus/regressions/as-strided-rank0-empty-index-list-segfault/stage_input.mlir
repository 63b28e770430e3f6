module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.clone %arg0, %int0 : !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[],f32>
    %1 = torch.prim.ListConstruct  : () -> !torch.list<optional<vtensor>>
    %2 = torch.aten.index.Tensor %0, %1 : !torch.vtensor<[],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[],f32>
    return %2 : !torch.vtensor<[],f32>
  }
}
