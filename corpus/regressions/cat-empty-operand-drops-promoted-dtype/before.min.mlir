module {
  func.func @main(%arg0: !torch.vtensor<[3,2],si64>, %arg1: !torch.vtensor<[0,2],f32>) -> !torch.vtensor {
    %int4 = torch.constant.int 4
    %int2 = torch.constant.int 2
    %true = torch.constant.bool true
    %int0 = torch.constant.int 0
    %0 = torch.dtype.calculate {
      %4 = torch.aten.neg %arg0 : !torch.vtensor<[3,2],si64> -> !torch.vtensor<[3,2],unk>
      torch.dtype.calculate.yield %4 : !torch.vtensor<[3,2],unk>
    } dtypes {
      torch.dtype.calculate.yield.dtypes %int4 : !torch.int
    } : !torch.vtensor<[3,2],unk>
    %1 = torch.prim.ListConstruct %0, %arg1 : (!torch.vtensor<[3,2],unk>, !torch.vtensor<[0,2],f32>) -> !torch.list<vtensor>
    %2 = torch.dtype.calculate {
      torch.dtype.calculate.yield %0 : !torch.vtensor<[3,2],unk>
    } dtypes {
      %4 = torch.prim.ListConstruct  : () -> !torch.list<tuple<int, int>>
      torch.prim.Loop %int2, %true, init() {
      ^bb0(%arg2: !torch.int):
        %11 = torch.aten.__getitem__.t %1, %arg2 : !torch.list<vtensor>, !torch.int -> !torch.vtensor
        %12 = torch.aten.dim %11 : !torch.vtensor -> !torch.int
        %13 = torch.prim.dtype %11 : !torch.vtensor -> !torch.int
        %14 = torch.prim.TupleConstruct %12, %13 : !torch.int, !torch.int -> !torch.tuple<int, int>
        %15 = torch.aten.append.t %4, %14 : !torch.list<tuple<int, int>>, !torch.tuple<int, int> -> !torch.list<tuple<int, int>>
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %5 = torch.prim.ListConstruct  : () -> !torch.list<optional<int>>
      %6 = torch.prim.ListConstruct  : () -> !torch.list<int>
      %7 = torch.aten.len.t %4 : !torch.list<tuple<int, int>> -> !torch.int
      %8 = torch.aten.ne.int %7, %int0 : !torch.int, !torch.int -> !torch.bool
      torch.prim.If %8 -> () {
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      %9 = torch.aten.len.t %4 : !torch.list<tuple<int, int>> -> !torch.int
      torch.prim.Loop %9, %true, init() {
      ^bb0(%arg2: !torch.int):
        %11 = torch.aten.__getitem__.t %4, %arg2 : !torch.list<tuple<int, int>>, !torch.int -> !torch.tuple<int, int>
        %12:2 = torch.prim.TupleUnpack %11 : !torch.tuple<int, int> -> !torch.int, !torch.int
        %13 = torch.aten.append.t %5, %12#0 : !torch.list<optional<int>>, !torch.int -> !torch.list<optional<int>>
        %14 = torch.aten.append.t %6, %12#1 : !torch.list<int>, !torch.int -> !torch.list<int>
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %10 = torch.promote_dtypes %5, %6 : (!torch.list<optional<int>>, !torch.list<int>) -> !torch.int
      torch.dtype.calculate.yield.dtypes %10 : !torch.int
    } : !torch.vtensor<[3,2],unk>
    %3 = torch.tensor_static_info_cast %2 : !torch.vtensor<[3,2],unk> to !torch.vtensor
    return %3 : !torch.vtensor
  }
}
