module {
  func.func @main(%arg0: !torch.tensor {torch.type_bound = !torch.vtensor<[2,3],f32>}) -> !torch.tensor {
    %0 = torch.tensor.literal(dense<4> : tensor<1xsi64>) : !torch.tensor
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.tensor, !torch.none -> !torch.tensor
    %int-1 = torch.constant.int -1
    %2 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.view %arg0, %2 : !torch.tensor, !torch.list<int> -> !torch.tensor
    %int-1_0 = torch.constant.int -1
    %4 = torch.prim.ListConstruct %int-1_0 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %1, %4 : !torch.tensor, !torch.list<int> -> !torch.tensor
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %6 = torch.aten.gather %3, %int0, %5, %false : !torch.tensor, !torch.int, !torch.tensor, !torch.bool -> !torch.tensor
    return %6 : !torch.tensor
  }
}
