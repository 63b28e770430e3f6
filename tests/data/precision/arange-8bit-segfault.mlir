module {
  func.func @main(%arg0: !torch.vtensor<[2],si32>) -> !torch.vtensor<[2],ui8> {
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %0 = torch.aten.arange.start_step %int0, %float2.000000e00, %int1, %int0, %none, %none, %none : !torch.int, !torch.float, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2],ui8>
    return %0 : !torch.vtensor<[2],ui8>
  }
}
