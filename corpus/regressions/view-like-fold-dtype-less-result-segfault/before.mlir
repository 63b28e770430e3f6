module {
  func.func @main(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor {
    %true = torch.constant.bool true
    %none = torch.constant.none
    %str = torch.constant.str "AssertionError: only one dimension can be inferred"
    %str_0 = torch.constant.str "AssertionError: invalid shape dimensions"
    %str_1 = torch.constant.str "AssertionError: invalid shape"
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %0 = torch.vtensor.literal(dense<4> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %int-1 = torch.constant.int -1
    %1 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %2 = torch.shape.calculate {
      %6 = torch.aten.view %arg0, %1 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor
      torch.shape.calculate.yield %6 : !torch.vtensor
    } shapes {
      %6 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
      %7 = torch.prim.Loop %int2, %true, init(%int1) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int):
        %16 = torch.aten.__getitem__.t %6, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %17 = torch.aten.mul.int %arg2, %16 : !torch.int, !torch.int -> !torch.int
        torch.prim.Loop.condition %true, iter(%17 : !torch.int)
      } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
      %8 = torch.prim.Uninitialized : !torch.int
      %9 = torch.derefine %none : !torch.none to !torch.optional<int>
      %10:2 = torch.prim.Loop %int1, %true, init(%int1, %9) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int, %arg3: !torch.optional<int>):
        %16 = torch.aten.__getitem__.t %1, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %17 = torch.aten.eq.int %16, %int-1 : !torch.int, !torch.int -> !torch.bool
        %18:2 = torch.prim.If %17 -> (!torch.int, !torch.optional<int>) {
          %19 = torch.aten.__isnot__ %arg3, %none : !torch.optional<int>, !torch.none -> !torch.bool
          torch.prim.If %19 -> () {
            torch.prim.RaiseException %str, %none : !torch.str, !torch.none
            torch.prim.If.yield
          } else {
            torch.prim.If.yield
          }
          %20 = torch.derefine %arg1 : !torch.int to !torch.optional<int>
          torch.prim.If.yield %arg2, %20 : !torch.int, !torch.optional<int>
        } else {
          %19 = torch.aten.__getitem__.t %1, %arg1 : !torch.list<int>, !torch.int -> !torch.int
          %20 = torch.aten.ge.int %19, %int0 : !torch.int, !torch.int -> !torch.bool
          %21 = torch.prim.If %20 -> (!torch.int) {
            %22 = torch.aten.__getitem__.t %1, %arg1 : !torch.list<int>, !torch.int -> !torch.int
            %23 = torch.aten.mul.int %arg2, %22 : !torch.int, !torch.int -> !torch.int
            torch.prim.If.yield %23 : !torch.int
          } else {
            torch.prim.RaiseException %str_0, %none : !torch.str, !torch.none
            torch.prim.If.yield %8 : !torch.int
          }
          torch.prim.If.yield %21, %arg3 : !torch.int, !torch.optional<int>
        }
        torch.prim.Loop.condition %true, iter(%18#0, %18#1 : !torch.int, !torch.optional<int>)
      } : (!torch.int, !torch.bool, !torch.int, !torch.optional<int>) -> (!torch.int, !torch.optional<int>)
      %11 = torch.aten.eq.int %7, %10#0 : !torch.int, !torch.int -> !torch.bool
      %12 = torch.prim.If %11 -> (!torch.bool) {
        torch.prim.If.yield %true : !torch.bool
      } else {
        %16 = torch.aten.__isnot__ %10#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
        %17 = torch.prim.If %16 -> (!torch.bool) {
          %19 = torch.prim.unchecked_cast %10#1 : !torch.optional<int> -> !torch.int
          %20 = torch.aten.gt.int %10#0, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %20 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        %18 = torch.prim.If %17 -> (!torch.bool) {
          %19 = torch.prim.unchecked_cast %10#1 : !torch.optional<int> -> !torch.int
          %20 = torch.aten.remainder.int %7, %10#0 : !torch.int, !torch.int -> !torch.int
          %21 = torch.aten.eq.int %20, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %21 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        torch.prim.If.yield %18 : !torch.bool
      }
      %13 = torch.aten.__not__ %12 : !torch.bool -> !torch.bool
      torch.prim.If %13 -> () {
        torch.prim.RaiseException %str_1, %none : !torch.str, !torch.none
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      %14 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int1, %true, init() {
      ^bb0(%arg1: !torch.int):
        %16 = torch.aten.__getitem__.t %1, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %17 = torch.aten.append.t %14, %16 : !torch.list<int>, !torch.int -> !torch.list<int>
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %15 = torch.aten.__isnot__ %10#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
      torch.prim.If %15 -> () {
        %16 = torch.prim.unchecked_cast %10#1 : !torch.optional<int> -> !torch.int
        %17 = torch.aten.floordiv.int %7, %10#0 : !torch.int, !torch.int -> !torch.int
        %18 = torch.aten._set_item.t %14, %16, %17 : !torch.list<int>, !torch.int, !torch.int -> !torch.list<int>
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      torch.shape.calculate.yield.shapes %14 : !torch.list<int>
    } : !torch.vtensor
    %3 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %4 = torch.shape.calculate {
      %6 = torch.aten.view %0, %3 : !torch.vtensor<[1],si64>, !torch.list<int> -> !torch.vtensor
      torch.shape.calculate.yield %6 : !torch.vtensor
    } shapes {
      %6 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
      %7 = torch.prim.Loop %int1, %true, init(%int1) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int):
        %16 = torch.aten.__getitem__.t %6, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %17 = torch.aten.mul.int %arg2, %16 : !torch.int, !torch.int -> !torch.int
        torch.prim.Loop.condition %true, iter(%17 : !torch.int)
      } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
      %8 = torch.prim.Uninitialized : !torch.int
      %9 = torch.derefine %none : !torch.none to !torch.optional<int>
      %10:2 = torch.prim.Loop %int1, %true, init(%int1, %9) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int, %arg3: !torch.optional<int>):
        %16 = torch.aten.__getitem__.t %3, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %17 = torch.aten.eq.int %16, %int-1 : !torch.int, !torch.int -> !torch.bool
        %18:2 = torch.prim.If %17 -> (!torch.int, !torch.optional<int>) {
          %19 = torch.aten.__isnot__ %arg3, %none : !torch.optional<int>, !torch.none -> !torch.bool
          torch.prim.If %19 -> () {
            torch.prim.RaiseException %str, %none : !torch.str, !torch.none
            torch.prim.If.yield
          } else {
            torch.prim.If.yield
          }
          %20 = torch.derefine %arg1 : !torch.int to !torch.optional<int>
          torch.prim.If.yield %arg2, %20 : !torch.int, !torch.optional<int>
        } else {
          %19 = torch.aten.__getitem__.t %3, %arg1 : !torch.list<int>, !torch.int -> !torch.int
          %20 = torch.aten.ge.int %19, %int0 : !torch.int, !torch.int -> !torch.bool
          %21 = torch.prim.If %20 -> (!torch.int) {
            %22 = torch.aten.__getitem__.t %3, %arg1 : !torch.list<int>, !torch.int -> !torch.int
            %23 = torch.aten.mul.int %arg2, %22 : !torch.int, !torch.int -> !torch.int
            torch.prim.If.yield %23 : !torch.int
          } else {
            torch.prim.RaiseException %str_0, %none : !torch.str, !torch.none
            torch.prim.If.yield %8 : !torch.int
          }
          torch.prim.If.yield %21, %arg3 : !torch.int, !torch.optional<int>
        }
        torch.prim.Loop.condition %true, iter(%18#0, %18#1 : !torch.int, !torch.optional<int>)
      } : (!torch.int, !torch.bool, !torch.int, !torch.optional<int>) -> (!torch.int, !torch.optional<int>)
      %11 = torch.aten.eq.int %7, %10#0 : !torch.int, !torch.int -> !torch.bool
      %12 = torch.prim.If %11 -> (!torch.bool) {
        torch.prim.If.yield %true : !torch.bool
      } else {
        %16 = torch.aten.__isnot__ %10#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
        %17 = torch.prim.If %16 -> (!torch.bool) {
          %19 = torch.prim.unchecked_cast %10#1 : !torch.optional<int> -> !torch.int
          %20 = torch.aten.gt.int %10#0, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %20 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        %18 = torch.prim.If %17 -> (!torch.bool) {
          %19 = torch.prim.unchecked_cast %10#1 : !torch.optional<int> -> !torch.int
          %20 = torch.aten.remainder.int %7, %10#0 : !torch.int, !torch.int -> !torch.int
          %21 = torch.aten.eq.int %20, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %21 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        torch.prim.If.yield %18 : !torch.bool
      }
      %13 = torch.aten.__not__ %12 : !torch.bool -> !torch.bool
      torch.prim.If %13 -> () {
        torch.prim.RaiseException %str_1, %none : !torch.str, !torch.none
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      %14 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int1, %true, init() {
      ^bb0(%arg1: !torch.int):
        %16 = torch.aten.__getitem__.t %3, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %17 = torch.aten.append.t %14, %16 : !torch.list<int>, !torch.int -> !torch.list<int>
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %15 = torch.aten.__isnot__ %10#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
      torch.prim.If %15 -> () {
        %16 = torch.prim.unchecked_cast %10#1 : !torch.optional<int> -> !torch.int
        %17 = torch.aten.floordiv.int %7, %10#0 : !torch.int, !torch.int -> !torch.int
        %18 = torch.aten._set_item.t %14, %16, %17 : !torch.list<int>, !torch.int, !torch.int -> !torch.list<int>
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      torch.shape.calculate.yield.shapes %14 : !torch.list<int>
    } : !torch.vtensor
    %5 = torch.shape.calculate {
      %6 = torch.aten.gather %2, %int0, %4, %false : !torch.vtensor, !torch.int, !torch.vtensor, !torch.bool -> !torch.vtensor
      torch.shape.calculate.yield %6 : !torch.vtensor
    } shapes {
      %6 = torch.prim.ListConstruct  : () -> !torch.list<int>
      %7 = torch.aten.dim %4 : !torch.vtensor -> !torch.int
      torch.prim.Loop %7, %true, init() {
      ^bb0(%arg1: !torch.int):
        %8 = torch.aten.size.int %4, %arg1 : !torch.vtensor, !torch.int -> !torch.int
        %9 = torch.aten.append.t %6, %8 : !torch.list<int>, !torch.int -> !torch.list<int>
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      torch.shape.calculate.yield.shapes %6 : !torch.list<int>
    } : !torch.vtensor
    return %5 : !torch.vtensor
  }
}
