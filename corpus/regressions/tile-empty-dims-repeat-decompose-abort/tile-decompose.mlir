func.func @main(%arg0: !torch.vtensor<[4,2],unk>) -> !torch.vtensor {
    %7 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %8 = torch.aten.tile %arg0, %7 : !torch.vtensor<[4,2],unk>, !torch.list<int> -> !torch.vtensor
    return %8 : !torch.vtensor
}
