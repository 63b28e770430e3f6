module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[10],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0+cpu"} {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %int-1 = torch.constant.int -1
    %none = torch.constant.none
    %0 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>) -> !torch.list<vtensor<[5],f32>>
    %1 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.empty.memory_format %1, %none, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?],f32>
    %3 = torch.prim.ListConstruct %2 : (!torch.vtensor<[?],f32>) -> !torch.list<vtensor<[?],f32>>
    %4 = torch.prim.Loop %int2, %true, init(%3) {
    ^bb0(%arg1: !torch.int, %arg2: !torch.list<vtensor<[?],f32>>):
      %8 = torch.aten.__getitem__.t %0, %arg1 : !torch.list<vtensor<[5],f32>>, !torch.int -> !torch.vtensor<[5],f32>
      %9 = torch.aten.append.t %arg2, %8 : !torch.list<vtensor<[?],f32>>, !torch.vtensor<[5],f32> -> !torch.list<vtensor<[?],f32>>
      torch.prim.Loop.condition %true, iter(%9 : !torch.list<vtensor<[?],f32>>)
    } : (!torch.int, !torch.bool, !torch.list<vtensor<[?],f32>>) -> !torch.list<vtensor<[?],f32>>
    %5 = torch.aten.__getitem__.t %4, %int1 : !torch.list<vtensor<[?],f32>>, !torch.int -> !torch.vtensor<[5],f32>
    %6 = torch.prim.ListConstruct %5, %5 : (!torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>) -> !torch.list<vtensor>
    %7 = torch.aten.cat %6, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[10],f32>
    return %7 : !torch.vtensor<[10],f32>
  }
}
