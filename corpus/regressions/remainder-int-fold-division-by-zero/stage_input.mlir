module {
  func.func @main(%arg0: !torch.vtensor<[?,0,5],f64>) -> !torch.vtensor<[?,0,10],f64> {
    %int-1 = torch.constant.int -1
    %int5 = torch.constant.int 5
    %int1 = torch.constant.int 1
    %int4 = torch.constant.int 4
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %0 = torch.aten.unsqueeze %arg0, %int0 : !torch.vtensor<[?,0,5],f64>, !torch.int -> !torch.vtensor<[1,?,0,5],f64>
    %1 = torch.aten.unsqueeze %0, %int2 : !torch.vtensor<[1,?,0,5],f64>, !torch.int -> !torch.vtensor<[1,?,1,0,5],f64>
    %2 = torch.aten.unsqueeze %1, %int4 : !torch.vtensor<[1,?,1,0,5],f64>, !torch.int -> !torch.vtensor<[1,?,1,0,1,5],f64>
    %3 = torch.aten.size.int %2, %int1 : !torch.vtensor<[1,?,1,0,1,5],f64>, !torch.int -> !torch.int
    %4 = torch.prim.ListConstruct %int2, %3, %int0, %int0, %int2, %int5 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.broadcast_to %2, %4 : !torch.vtensor<[1,?,1,0,1,5],f64>, !torch.list<int> -> !torch.vtensor<[2,?,0,0,2,5],f64>
    %6 = torch.prim.ListConstruct %int-1, %int0, %int0, %int2, %int5 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[2,?,0,0,2,5],f64>, !torch.list<int> -> !torch.vtensor<[?,0,0,2,5],f64>
    %8 = torch.aten.size.int %7, %int0 : !torch.vtensor<[?,0,0,2,5],f64>, !torch.int -> !torch.int
    %9 = torch.prim.ListConstruct %8, %int-1, %int2, %int5 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.aten.view %7, %9 : !torch.vtensor<[?,0,0,2,5],f64>, !torch.list<int> -> !torch.vtensor<[?,0,2,5],f64>
    %11 = torch.aten.size.int %10, %int0 : !torch.vtensor<[?,0,2,5],f64>, !torch.int -> !torch.int
    %12 = torch.prim.ListConstruct %11, %int0, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.aten.view %10, %12 : !torch.vtensor<[?,0,2,5],f64>, !torch.list<int> -> !torch.vtensor<[?,0,10],f64>
    return %13 : !torch.vtensor<[?,0,10],f64>
  }
}
