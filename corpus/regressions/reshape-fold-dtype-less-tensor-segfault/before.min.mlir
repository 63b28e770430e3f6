module {
  func.func @main(%arg0: !torch.vtensor<[5,1,3],f32>) -> !torch.vtensor {
    %true = torch.constant.bool true
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %int-1 = torch.constant.int -1
    %int5 = torch.constant.int 5
    %none = torch.constant.none
    %0 = torch.shape.calculate {
      %3 = torch.aten.randn_like %arg0, %none, %none, %none, %none, %none : !torch.vtensor<[5,1,3],f32>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor
      torch.shape.calculate.yield %3 : !torch.vtensor
    } shapes {
      %3 = torch.prim.ListConstruct %int5, %int1, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
      torch.shape.calculate.yield.shapes %3 : !torch.list<int>
    } : !torch.vtensor
    %1 = torch.prim.ListConstruct %int5, %int-1, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.shape.calculate {
      %3 = torch.aten.reshape %0, %1 : !torch.vtensor, !torch.list<int> -> !torch.vtensor
      torch.shape.calculate.yield %3 : !torch.vtensor
    } shapes {
      %3 = torch.aten.dim %0 : !torch.vtensor -> !torch.int
      %4 = torch.prim.Loop %3, %true, init(%int1) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int):
        %13 = torch.aten.size.int %0, %arg1 : !torch.vtensor, !torch.int -> !torch.int
        %14 = torch.aten.mul.int %arg2, %13 : !torch.int, !torch.int -> !torch.int
        torch.prim.Loop.condition %true, iter(%14 : !torch.int)
      } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
      %5 = torch.prim.Uninitialized : !torch.int
      %6 = torch.derefine %none : !torch.none to !torch.optional<int>
      %7:2 = torch.prim.Loop %int3, %true, init(%int1, %6) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int, %arg3: !torch.optional<int>):
        %13 = torch.aten.__getitem__.t %1, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %14 = torch.aten.eq.int %13, %int-1 : !torch.int, !torch.int -> !torch.bool
        %15:2 = torch.prim.If %14 -> (!torch.int, !torch.optional<int>) {
          %16 = torch.aten.__isnot__ %arg3, %none : !torch.optional<int>, !torch.none -> !torch.bool
          torch.prim.If %16 -> () {
            torch.prim.If.yield
          } else {
            torch.prim.If.yield
          }
          %17 = torch.derefine %arg1 : !torch.int to !torch.optional<int>
          torch.prim.If.yield %arg2, %17 : !torch.int, !torch.optional<int>
        } else {
          %16 = torch.aten.__getitem__.t %1, %arg1 : !torch.list<int>, !torch.int -> !torch.int
          %17 = torch.aten.ge.int %16, %int0 : !torch.int, !torch.int -> !torch.bool
          %18 = torch.prim.If %17 -> (!torch.int) {
            %19 = torch.aten.__getitem__.t %1, %arg1 : !torch.list<int>, !torch.int -> !torch.int
            %20 = torch.aten.mul.int %arg2, %19 : !torch.int, !torch.int -> !torch.int
            torch.prim.If.yield %20 : !torch.int
          } else {
            torch.prim.If.yield %5 : !torch.int
          }
          torch.prim.If.yield %18, %arg3 : !torch.int, !torch.optional<int>
        }
        torch.prim.Loop.condition %true, iter(%15#0, %15#1 : !torch.int, !torch.optional<int>)
      } : (!torch.int, !torch.bool, !torch.int, !torch.optional<int>) -> (!torch.int, !torch.optional<int>)
      %8 = torch.aten.eq.int %4, %7#0 : !torch.int, !torch.int -> !torch.bool
      %9 = torch.prim.If %8 -> (!torch.bool) {
        torch.prim.If.yield %true : !torch.bool
      } else {
        %13 = torch.aten.__isnot__ %7#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
        %14 = torch.prim.If %13 -> (!torch.bool) {
          %17 = torch.aten.gt.int %7#0, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %17 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        %15 = torch.prim.If %14 -> (!torch.bool) {
          %17 = torch.aten.remainder.int %4, %7#0 : !torch.int, !torch.int -> !torch.int
          %18 = torch.aten.eq.int %17, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %18 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        torch.prim.If.yield %15 : !torch.bool
      }
      %10 = torch.aten.__not__ %9 : !torch.bool -> !torch.bool
      torch.prim.If %10 -> () {
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      %11 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int3, %true, init() {
      ^bb0(%arg1: !torch.int):
        %13 = torch.aten.__getitem__.t %1, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %14 = torch.aten.append.t %11, %13 : !torch.list<int>, !torch.int -> !torch.list<int>
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %12 = torch.aten.__isnot__ %7#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
      torch.prim.If %12 -> () {
        %13 = torch.prim.unchecked_cast %7#1 : !torch.optional<int> -> !torch.int
        %14 = torch.aten.floordiv.int %4, %7#0 : !torch.int, !torch.int -> !torch.int
        %15 = torch.aten._set_item.t %11, %13, %14 : !torch.list<int>, !torch.int, !torch.int -> !torch.list<int>
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      torch.shape.calculate.yield.shapes %11 : !torch.list<int>
    } : !torch.vtensor
    return %2 : !torch.vtensor
  }
}
