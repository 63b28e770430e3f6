module {
  func.func @main(%arg0: !torch.vtensor<[?,0,5],f64>) -> !torch.vtensor<[?,0,10],f64> {
    %int6 = torch.constant.int 6
    %int3 = torch.constant.int 3
    %false = torch.constant.bool false
    %none = torch.constant.none
    %true = torch.constant.bool true
    %int-1 = torch.constant.int -1
    %int5 = torch.constant.int 5
    %int1 = torch.constant.int 1
    %int4 = torch.constant.int 4
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %0 = torch.shape.calculate {
      %14 = torch.aten.unsqueeze %arg0, %int0 : !torch.vtensor<[?,0,5],f64>, !torch.int -> !torch.vtensor<[1,?,0,5],f64>
      torch.shape.calculate.yield %14 : !torch.vtensor<[1,?,0,5],f64>
    } shapes {
      %14 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int3, %true, init() {
      ^bb0(%arg1: !torch.int):
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      torch.shape.calculate.yield.shapes %14 : !torch.list<int>
    } : !torch.vtensor<[1,?,0,5],f64>
    %1 = torch.shape.calculate {
      %14 = torch.aten.unsqueeze %0, %int2 : !torch.vtensor<[1,?,0,5],f64>, !torch.int -> !torch.vtensor<[1,?,1,0,5],f64>
      torch.shape.calculate.yield %14 : !torch.vtensor<[1,?,1,0,5],f64>
    } shapes {
      %14 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int4, %true, init() {
      ^bb0(%arg1: !torch.int):
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      torch.shape.calculate.yield.shapes %14 : !torch.list<int>
    } : !torch.vtensor<[1,?,1,0,5],f64>
    %2 = torch.shape.calculate {
      %14 = torch.aten.unsqueeze %1, %int4 : !torch.vtensor<[1,?,1,0,5],f64>, !torch.int -> !torch.vtensor<[1,?,1,0,1,5],f64>
      torch.shape.calculate.yield %14 : !torch.vtensor<[1,?,1,0,1,5],f64>
    } shapes {
      %14 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int5, %true, init() {
      ^bb0(%arg1: !torch.int):
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      torch.shape.calculate.yield.shapes %14 : !torch.list<int>
    } : !torch.vtensor<[1,?,1,0,1,5],f64>
    %3 = torch.aten.size.int %2, %int1 : !torch.vtensor<[1,?,1,0,1,5],f64>, !torch.int -> !torch.int
    %4 = torch.prim.ListConstruct %int2, %3, %int0, %int0, %int2, %int5 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.shape.calculate {
      %14 = torch.aten.broadcast_to %2, %4 : !torch.vtensor<[1,?,1,0,1,5],f64>, !torch.list<int> -> !torch.vtensor<[2,?,0,0,2,5],f64>
      torch.shape.calculate.yield %14 : !torch.vtensor<[2,?,0,0,2,5],f64>
    } shapes {
      %14 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int6, %true, init() {
      ^bb0(%arg1: !torch.int):
        %15 = torch.aten.sub.int %int5, %arg1 : !torch.int, !torch.int -> !torch.int
        %16 = torch.aten.sub.int %int5, %15 : !torch.int, !torch.int -> !torch.int
        %17 = torch.aten.ge.int %16, %int0 : !torch.int, !torch.int -> !torch.bool
        %18 = torch.prim.If %17 -> (!torch.int) {
          %25 = torch.aten.size.int %2, %16 : !torch.vtensor<[1,?,1,0,1,5],f64>, !torch.int -> !torch.int
          torch.prim.If.yield %25 : !torch.int
        } else {
          torch.prim.If.yield %int1 : !torch.int
        }
        %19 = torch.aten.__getitem__.t %4, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %20 = torch.aten.eq.int %19, %int-1 : !torch.int, !torch.int -> !torch.bool
        %21 = torch.prim.If %20 -> (!torch.int) {
          %25 = torch.aten.lt.int %16, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If %25 -> () {
            torch.prim.If.yield
          } else {
            torch.prim.If.yield
          }
          torch.prim.If.yield %18 : !torch.int
        } else {
          torch.prim.If.yield %19 : !torch.int
        }
        %22 = torch.aten.ne.int %18, %21 : !torch.int, !torch.int -> !torch.bool
        %23 = torch.prim.If %22 -> (!torch.int) {
          %25 = torch.aten.ne.int %18, %int1 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If %25 -> () {
            torch.prim.If.yield
          } else {
            torch.prim.If.yield
          }
          torch.prim.If.yield %21 : !torch.int
        } else {
          torch.prim.If.yield %18 : !torch.int
        }
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      torch.shape.calculate.yield.shapes %14 : !torch.list<int>
    } : !torch.vtensor<[2,?,0,0,2,5],f64>
    %6 = torch.prim.ListConstruct %int-1, %int0, %int0, %int2, %int5 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.shape.calculate {
      %14 = torch.aten.view %5, %6 : !torch.vtensor<[2,?,0,0,2,5],f64>, !torch.list<int> -> !torch.vtensor<[?,0,0,2,5],f64>
      torch.shape.calculate.yield %14 : !torch.vtensor<[?,0,0,2,5],f64>
    } shapes {
      %14 = torch.prim.Loop %int6, %true, init(%int1) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int):
        %23 = torch.aten.size.int %5, %arg1 : !torch.vtensor<[2,?,0,0,2,5],f64>, !torch.int -> !torch.int
        %24 = torch.aten.mul.int %arg2, %23 : !torch.int, !torch.int -> !torch.int
        torch.prim.Loop.condition %true, iter(%24 : !torch.int)
      } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
      %15 = torch.prim.Uninitialized : !torch.int
      %16 = torch.derefine %none : !torch.none to !torch.optional<int>
      %17:2 = torch.prim.Loop %int5, %true, init(%int1, %16) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int, %arg3: !torch.optional<int>):
        %23 = torch.aten.__getitem__.t %6, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %24 = torch.aten.eq.int %23, %int-1 : !torch.int, !torch.int -> !torch.bool
        %25:2 = torch.prim.If %24 -> (!torch.int, !torch.optional<int>) {
          %26 = torch.aten.__isnot__ %arg3, %none : !torch.optional<int>, !torch.none -> !torch.bool
          torch.prim.If %26 -> () {
            torch.prim.If.yield
          } else {
            torch.prim.If.yield
          }
          %27 = torch.derefine %arg1 : !torch.int to !torch.optional<int>
          torch.prim.If.yield %arg2, %27 : !torch.int, !torch.optional<int>
        } else {
          %26 = torch.aten.__getitem__.t %6, %arg1 : !torch.list<int>, !torch.int -> !torch.int
          %27 = torch.aten.ge.int %26, %int0 : !torch.int, !torch.int -> !torch.bool
          %28 = torch.prim.If %27 -> (!torch.int) {
            %29 = torch.aten.__getitem__.t %6, %arg1 : !torch.list<int>, !torch.int -> !torch.int
            %30 = torch.aten.mul.int %arg2, %29 : !torch.int, !torch.int -> !torch.int
            torch.prim.If.yield %30 : !torch.int
          } else {
            torch.prim.If.yield %15 : !torch.int
          }
          torch.prim.If.yield %28, %arg3 : !torch.int, !torch.optional<int>
        }
        torch.prim.Loop.condition %true, iter(%25#0, %25#1 : !torch.int, !torch.optional<int>)
      } : (!torch.int, !torch.bool, !torch.int, !torch.optional<int>) -> (!torch.int, !torch.optional<int>)
      %18 = torch.aten.eq.int %14, %17#0 : !torch.int, !torch.int -> !torch.bool
      %19 = torch.prim.If %18 -> (!torch.bool) {
        torch.prim.If.yield %true : !torch.bool
      } else {
        %23 = torch.aten.__isnot__ %17#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
        %24 = torch.prim.If %23 -> (!torch.bool) {
          %27 = torch.aten.gt.int %17#0, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %27 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        %25 = torch.prim.If %24 -> (!torch.bool) {
          %27 = torch.aten.remainder.int %14, %17#0 : !torch.int, !torch.int -> !torch.int
          %28 = torch.aten.eq.int %27, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %28 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        torch.prim.If.yield %25 : !torch.bool
      }
      %20 = torch.aten.__not__ %19 : !torch.bool -> !torch.bool
      torch.prim.If %20 -> () {
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      %21 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int5, %true, init() {
      ^bb0(%arg1: !torch.int):
        %23 = torch.aten.__getitem__.t %6, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %24 = torch.aten.append.t %21, %23 : !torch.list<int>, !torch.int -> !torch.list<int>
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %22 = torch.aten.__isnot__ %17#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
      torch.prim.If %22 -> () {
        %23 = torch.prim.unchecked_cast %17#1 : !torch.optional<int> -> !torch.int
        %24 = torch.aten.floordiv.int %14, %17#0 : !torch.int, !torch.int -> !torch.int
        %25 = torch.aten._set_item.t %21, %23, %24 : !torch.list<int>, !torch.int, !torch.int -> !torch.list<int>
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      torch.shape.calculate.yield.shapes %21 : !torch.list<int>
    } : !torch.vtensor<[?,0,0,2,5],f64>
    %8 = torch.aten.size.int %7, %int0 : !torch.vtensor<[?,0,0,2,5],f64>, !torch.int -> !torch.int
    %9 = torch.prim.ListConstruct %8, %int-1, %int2, %int5 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.shape.calculate {
      %14 = torch.aten.view %7, %9 : !torch.vtensor<[?,0,0,2,5],f64>, !torch.list<int> -> !torch.vtensor<[?,0,2,5],f64>
      torch.shape.calculate.yield %14 : !torch.vtensor<[?,0,2,5],f64>
    } shapes {
      %14 = torch.prim.Loop %int5, %true, init(%int1) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int):
        %23 = torch.aten.size.int %7, %arg1 : !torch.vtensor<[?,0,0,2,5],f64>, !torch.int -> !torch.int
        %24 = torch.aten.mul.int %arg2, %23 : !torch.int, !torch.int -> !torch.int
        torch.prim.Loop.condition %true, iter(%24 : !torch.int)
      } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
      %15 = torch.prim.Uninitialized : !torch.int
      %16 = torch.derefine %none : !torch.none to !torch.optional<int>
      %17:2 = torch.prim.Loop %int4, %true, init(%int1, %16) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int, %arg3: !torch.optional<int>):
        %23 = torch.aten.__getitem__.t %9, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %24 = torch.aten.eq.int %23, %int-1 : !torch.int, !torch.int -> !torch.bool
        %25:2 = torch.prim.If %24 -> (!torch.int, !torch.optional<int>) {
          %26 = torch.aten.__isnot__ %arg3, %none : !torch.optional<int>, !torch.none -> !torch.bool
          torch.prim.If %26 -> () {
            torch.prim.If.yield
          } else {
            torch.prim.If.yield
          }
          %27 = torch.derefine %arg1 : !torch.int to !torch.optional<int>
          torch.prim.If.yield %arg2, %27 : !torch.int, !torch.optional<int>
        } else {
          %26 = torch.aten.__getitem__.t %9, %arg1 : !torch.list<int>, !torch.int -> !torch.int
          %27 = torch.aten.ge.int %26, %int0 : !torch.int, !torch.int -> !torch.bool
          %28 = torch.prim.If %27 -> (!torch.int) {
            %29 = torch.aten.__getitem__.t %9, %arg1 : !torch.list<int>, !torch.int -> !torch.int
            %30 = torch.aten.mul.int %arg2, %29 : !torch.int, !torch.int -> !torch.int
            torch.prim.If.yield %30 : !torch.int
          } else {
            torch.prim.If.yield %15 : !torch.int
          }
          torch.prim.If.yield %28, %arg3 : !torch.int, !torch.optional<int>
        }
        torch.prim.Loop.condition %true, iter(%25#0, %25#1 : !torch.int, !torch.optional<int>)
      } : (!torch.int, !torch.bool, !torch.int, !torch.optional<int>) -> (!torch.int, !torch.optional<int>)
      %18 = torch.aten.eq.int %14, %17#0 : !torch.int, !torch.int -> !torch.bool
      %19 = torch.prim.If %18 -> (!torch.bool) {
        torch.prim.If.yield %true : !torch.bool
      } else {
        %23 = torch.aten.__isnot__ %17#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
        %24 = torch.prim.If %23 -> (!torch.bool) {
          %27 = torch.aten.gt.int %17#0, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %27 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        %25 = torch.prim.If %24 -> (!torch.bool) {
          %27 = torch.aten.remainder.int %14, %17#0 : !torch.int, !torch.int -> !torch.int
          %28 = torch.aten.eq.int %27, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %28 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        torch.prim.If.yield %25 : !torch.bool
      }
      %20 = torch.aten.__not__ %19 : !torch.bool -> !torch.bool
      torch.prim.If %20 -> () {
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      %21 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int4, %true, init() {
      ^bb0(%arg1: !torch.int):
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %22 = torch.aten.__isnot__ %17#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
      torch.prim.If %22 -> () {
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      torch.shape.calculate.yield.shapes %21 : !torch.list<int>
    } : !torch.vtensor<[?,0,2,5],f64>
    %11 = torch.aten.size.int %10, %int0 : !torch.vtensor<[?,0,2,5],f64>, !torch.int -> !torch.int
    %12 = torch.prim.ListConstruct %11, %int0, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.shape.calculate {
      %14 = torch.aten.view %10, %12 : !torch.vtensor<[?,0,2,5],f64>, !torch.list<int> -> !torch.vtensor<[?,0,10],f64>
      torch.shape.calculate.yield %14 : !torch.vtensor<[?,0,10],f64>
    } shapes {
      %14 = torch.prim.Loop %int4, %true, init(%int1) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int):
        %23 = torch.aten.size.int %10, %arg1 : !torch.vtensor<[?,0,2,5],f64>, !torch.int -> !torch.int
        %24 = torch.aten.mul.int %arg2, %23 : !torch.int, !torch.int -> !torch.int
        torch.prim.Loop.condition %true, iter(%24 : !torch.int)
      } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
      %15 = torch.prim.Uninitialized : !torch.int
      %16 = torch.derefine %none : !torch.none to !torch.optional<int>
      %17:2 = torch.prim.Loop %int3, %true, init(%int1, %16) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.int, %arg3: !torch.optional<int>):
        %23 = torch.aten.__getitem__.t %12, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %24 = torch.aten.eq.int %23, %int-1 : !torch.int, !torch.int -> !torch.bool
        %25:2 = torch.prim.If %24 -> (!torch.int, !torch.optional<int>) {
          %26 = torch.aten.__isnot__ %arg3, %none : !torch.optional<int>, !torch.none -> !torch.bool
          torch.prim.If %26 -> () {
            torch.prim.If.yield
          } else {
            torch.prim.If.yield
          }
          %27 = torch.derefine %arg1 : !torch.int to !torch.optional<int>
          torch.prim.If.yield %arg2, %27 : !torch.int, !torch.optional<int>
        } else {
          %26 = torch.aten.__getitem__.t %12, %arg1 : !torch.list<int>, !torch.int -> !torch.int
          %27 = torch.aten.ge.int %26, %int0 : !torch.int, !torch.int -> !torch.bool
          %28 = torch.prim.If %27 -> (!torch.int) {
            %29 = torch.aten.__getitem__.t %12, %arg1 : !torch.list<int>, !torch.int -> !torch.int
            %30 = torch.aten.mul.int %arg2, %29 : !torch.int, !torch.int -> !torch.int
            torch.prim.If.yield %30 : !torch.int
          } else {
            torch.prim.If.yield %15 : !torch.int
          }
          torch.prim.If.yield %28, %arg3 : !torch.int, !torch.optional<int>
        }
        torch.prim.Loop.condition %true, iter(%25#0, %25#1 : !torch.int, !torch.optional<int>)
      } : (!torch.int, !torch.bool, !torch.int, !torch.optional<int>) -> (!torch.int, !torch.optional<int>)
      %18 = torch.aten.eq.int %14, %17#0 : !torch.int, !torch.int -> !torch.bool
      %19 = torch.prim.If %18 -> (!torch.bool) {
        torch.prim.If.yield %true : !torch.bool
      } else {
        %23 = torch.aten.__isnot__ %17#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
        %24 = torch.prim.If %23 -> (!torch.bool) {
          %27 = torch.aten.gt.int %17#0, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %27 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        %25 = torch.prim.If %24 -> (!torch.bool) {
          %27 = torch.aten.remainder.int %14, %17#0 : !torch.int, !torch.int -> !torch.int
          %28 = torch.aten.eq.int %27, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %28 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        torch.prim.If.yield %25 : !torch.bool
      }
      %20 = torch.aten.__not__ %19 : !torch.bool -> !torch.bool
      torch.prim.If %20 -> () {
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      %21 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int3, %true, init() {
      ^bb0(%arg1: !torch.int):
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %22 = torch.aten.__isnot__ %17#1, %none : !torch.optional<int>, !torch.none -> !torch.bool
      torch.prim.If %22 -> () {
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      torch.shape.calculate.yield.shapes %21 : !torch.list<int>
    } : !torch.vtensor<[?,0,10],f64>
    return %13 : !torch.vtensor<[?,0,10],f64>
  }
}
