module {
  func.func @main(%arg0: !torch.vtensor<[0,2],f32>) -> !torch.vtensor<[0,2],f32> {
    %str = torch.constant.str "AssertionError: Cannot concatenate tensor with 0 dimensions"
    %str_0 = torch.constant.str "AssertionError: Cannot concatenate empty list of tensors"
    %false = torch.constant.bool false
    %str_1 = torch.constant.str "Tensors must have same number of dimensions, got {} and {}"
    %str_2 = torch.constant.str "Sizes of tensors must match except in dimension {}, got {} and {} at dimension {}"
    %str_3 = torch.constant.str "Dimension {} out of range (expected to be in range [{}, {}])"
    %str_4 = torch.constant.str "AssertionError: "
    %int2 = torch.constant.int 2
    %true = torch.constant.bool true
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %int-1 = torch.constant.int -1
    %0 = torch.shape.calculate {
      %4 = torch.aten.slice.Tensor %arg0, %int0, %int-1, %none, %int1 : !torch.vtensor<[0,2],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[?,2],f32>
      torch.shape.calculate.yield %4 : !torch.vtensor<[?,2],f32>
    } shapes {
      %4 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
      %5 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int2, %true, init() {
      ^bb0(%arg1: !torch.int):
        %7 = torch.aten.__getitem__.t %4, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %8 = torch.aten.append.t %5, %7 : !torch.list<int>, !torch.int -> !torch.list<int>
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %6 = torch.aten._set_item.t %5, %int0, %int0 : !torch.list<int>, !torch.int, !torch.int -> !torch.list<int>
      torch.shape.calculate.yield.shapes %5 : !torch.list<int>
    } : !torch.vtensor<[?,2],f32>
    %1 = torch.shape.calculate {
      %4 = torch.aten.slice.Tensor %arg0, %int0, %int0, %int-1, %int1 : !torch.vtensor<[0,2],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,2],f32>
      torch.shape.calculate.yield %4 : !torch.vtensor<[?,2],f32>
    } shapes {
      %4 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
      %5 = torch.prim.ListConstruct  : () -> !torch.list<int>
      torch.prim.Loop %int2, %true, init() {
      ^bb0(%arg1: !torch.int):
        %7 = torch.aten.__getitem__.t %4, %arg1 : !torch.list<int>, !torch.int -> !torch.int
        %8 = torch.aten.append.t %5, %7 : !torch.list<int>, !torch.int -> !torch.list<int>
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %6 = torch.aten._set_item.t %5, %int0, %int0 : !torch.list<int>, !torch.int, !torch.int -> !torch.list<int>
      torch.shape.calculate.yield.shapes %5 : !torch.list<int>
    } : !torch.vtensor<[?,2],f32>
    %2 = torch.prim.ListConstruct %0, %1 : (!torch.vtensor<[?,2],f32>, !torch.vtensor<[?,2],f32>) -> !torch.list<vtensor<[?,2],f32>>
    %3 = torch.shape.calculate {
      %4 = torch.aten.cat %2, %int0 : !torch.list<vtensor<[?,2],f32>>, !torch.int -> !torch.vtensor<[0,2],f32>
      torch.shape.calculate.yield %4 : !torch.vtensor<[0,2],f32>
    } shapes {
      %4 = torch.prim.ListConstruct  : () -> !torch.list<list<int>>
      torch.prim.Loop %int2, %true, init() {
      ^bb0(%arg1: !torch.int):
        %18 = torch.aten.__getitem__.t %2, %arg1 : !torch.list<vtensor<[?,2],f32>>, !torch.int -> !torch.vtensor<[?,2],f32>
        %19 = torch.aten.size %18 : !torch.vtensor<[?,2],f32> -> !torch.list<int>
        %20 = torch.aten.append.t %4, %19 : !torch.list<list<int>>, !torch.list<int> -> !torch.list<list<int>>
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %5 = torch.aten.len.t %4 : !torch.list<list<int>> -> !torch.int
      torch.prim.Loop %5, %true, init() {
      ^bb0(%arg1: !torch.int):
        %18 = torch.aten.__getitem__.t %4, %arg1 : !torch.list<list<int>>, !torch.int -> !torch.list<int>
        %19 = torch.aten.len.t %18 : !torch.list<int> -> !torch.int
        %20 = torch.aten.le.int %19, %int0 : !torch.int, !torch.int -> !torch.bool
        torch.prim.If %20 -> () {
          torch.prim.RaiseException %str, %none : !torch.str, !torch.none
          torch.prim.If.yield
        } else {
          torch.prim.If.yield
        }
        torch.prim.Loop.condition %true, iter()
      } : (!torch.int, !torch.bool) -> ()
      %6 = torch.aten.len.t %4 : !torch.list<list<int>> -> !torch.int
      %7 = torch.derefine %none : !torch.none to !torch.optional<int>
      %8 = torch.prim.Loop %6, %true, init(%7) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.optional<int>):
        %18 = torch.aten.__getitem__.t %4, %arg1 : !torch.list<list<int>>, !torch.int -> !torch.list<int>
        %19 = torch.aten.len.t %18 : !torch.list<int> -> !torch.int
        %20 = torch.aten.eq.int %19, %int1 : !torch.int, !torch.int -> !torch.bool
        %21 = torch.prim.If %20 -> (!torch.bool) {
          %24 = torch.aten.__getitem__.t %18, %int0 : !torch.list<int>, !torch.int -> !torch.int
          %25 = torch.aten.eq.int %24, %int0 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %25 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        %22 = torch.aten.__not__ %21 : !torch.bool -> !torch.bool
        %23 = torch.prim.If %22 -> (!torch.optional<int>) {
          %24 = torch.aten.__is__ %arg2, %none : !torch.optional<int>, !torch.none -> !torch.bool
          %25 = torch.prim.If %24 -> (!torch.int) {
            %27 = torch.aten.len.t %18 : !torch.list<int> -> !torch.int
            %28 = torch.aten.le.int %27, %int0 : !torch.int, !torch.int -> !torch.bool
            %29 = torch.prim.If %28 -> (!torch.int) {
              torch.prim.If.yield %int1 : !torch.int
            } else {
              torch.prim.If.yield %27 : !torch.int
            }
            %30 = torch.aten.neg.int %29 : !torch.int -> !torch.int
            %31 = torch.aten.sub.int %29, %int1 : !torch.int, !torch.int -> !torch.int
            %32 = torch.aten.lt.int %int0, %30 : !torch.int, !torch.int -> !torch.bool
            %33 = torch.prim.If %32 -> (!torch.bool) {
              torch.prim.If.yield %true : !torch.bool
            } else {
              %34 = torch.aten.gt.int %int0, %31 : !torch.int, !torch.int -> !torch.bool
              torch.prim.If.yield %34 : !torch.bool
            }
            torch.prim.If %33 -> () {
              %34 = torch.aten.format(%str_3, %int0, %30, %31) : !torch.str, !torch.int, !torch.int, !torch.int -> !torch.str
              %35 = torch.aten.add.str %str_4, %34 : !torch.str, !torch.str -> !torch.str
              torch.prim.RaiseException %35, %none : !torch.str, !torch.none
              torch.prim.If.yield
            } else {
              torch.prim.If.yield
            }
            torch.prim.If.yield %int0 : !torch.int
          } else {
            %27 = torch.prim.unchecked_cast %arg2 : !torch.optional<int> -> !torch.int
            torch.prim.If.yield %27 : !torch.int
          }
          %26 = torch.derefine %25 : !torch.int to !torch.optional<int>
          torch.prim.If.yield %26 : !torch.optional<int>
        } else {
          torch.prim.If.yield %arg2 : !torch.optional<int>
        }
        torch.prim.Loop.condition %true, iter(%23 : !torch.optional<int>)
      } : (!torch.int, !torch.bool, !torch.optional<int>) -> !torch.optional<int>
      %9 = torch.aten.__is__ %8, %none : !torch.optional<int>, !torch.none -> !torch.bool
      %10 = torch.prim.If %9 -> (!torch.int) {
        torch.prim.If.yield %int0 : !torch.int
      } else {
        %18 = torch.prim.unchecked_cast %8 : !torch.optional<int> -> !torch.int
        torch.prim.If.yield %18 : !torch.int
      }
      %11 = torch.aten.len.t %4 : !torch.list<list<int>> -> !torch.int
      %12 = torch.aten.le.int %11, %int0 : !torch.int, !torch.int -> !torch.bool
      torch.prim.If %12 -> () {
        torch.prim.RaiseException %str_0, %none : !torch.str, !torch.none
        torch.prim.If.yield
      } else {
        torch.prim.If.yield
      }
      %13 = torch.aten.len.t %4 : !torch.list<list<int>> -> !torch.int
      %14 = torch.derefine %none : !torch.none to !torch.optional<list<int>>
      %15 = torch.prim.Loop %13, %true, init(%14) {
      ^bb0(%arg1: !torch.int, %arg2: !torch.optional<list<int>>):
        %18 = torch.aten.__getitem__.t %4, %arg1 : !torch.list<list<int>>, !torch.int -> !torch.list<int>
        %19 = torch.aten.len.t %18 : !torch.list<int> -> !torch.int
        %20 = torch.prim.Loop %19, %true, init(%int1) {
        ^bb0(%arg3: !torch.int, %arg4: !torch.int):
          %25 = torch.aten.__getitem__.t %18, %arg3 : !torch.list<int>, !torch.int -> !torch.int
          %26 = torch.aten.mul.int %arg4, %25 : !torch.int, !torch.int -> !torch.int
          torch.prim.Loop.condition %true, iter(%26 : !torch.int)
        } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
        %21 = torch.aten.eq.int %20, %int0 : !torch.int, !torch.int -> !torch.bool
        %22 = torch.prim.If %21 -> (!torch.bool) {
          %25 = torch.aten.len.t %18 : !torch.list<int> -> !torch.int
          %26 = torch.aten.eq.int %25, %int1 : !torch.int, !torch.int -> !torch.bool
          torch.prim.If.yield %26 : !torch.bool
        } else {
          torch.prim.If.yield %false : !torch.bool
        }
        %23 = torch.aten.__not__ %22 : !torch.bool -> !torch.bool
        %24 = torch.prim.If %23 -> (!torch.optional<list<int>>) {
          %25 = torch.derefine %18 : !torch.list<int> to !torch.optional<list<int>>
          torch.prim.If.yield %25 : !torch.optional<list<int>>
        } else {
          torch.prim.If.yield %arg2 : !torch.optional<list<int>>
        }
        torch.prim.Loop.condition %true, iter(%24 : !torch.optional<list<int>>)
      } : (!torch.int, !torch.bool, !torch.optional<list<int>>) -> !torch.optional<list<int>>
      %16 = torch.aten.__is__ %15, %none : !torch.optional<list<int>>, !torch.none -> !torch.bool
      %17 = torch.prim.If %16 -> (!torch.list<int>) {
        %18 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
        torch.prim.If.yield %18 : !torch.list<int>
      } else {
        %18 = torch.prim.unchecked_cast %15 : !torch.optional<list<int>> -> !torch.list<int>
        %19 = torch.aten.len.t %4 : !torch.list<list<int>> -> !torch.int
        %20 = torch.prim.Loop %19, %true, init(%int0) {
        ^bb0(%arg1: !torch.int, %arg2: !torch.int):
          %24 = torch.aten.__getitem__.t %4, %arg1 : !torch.list<list<int>>, !torch.int -> !torch.list<int>
          %25 = torch.aten.len.t %24 : !torch.list<int> -> !torch.int
          %26 = torch.prim.Loop %25, %true, init(%int1) {
          ^bb0(%arg3: !torch.int, %arg4: !torch.int):
            %31 = torch.aten.__getitem__.t %24, %arg3 : !torch.list<int>, !torch.int -> !torch.int
            %32 = torch.aten.mul.int %arg4, %31 : !torch.int, !torch.int -> !torch.int
            torch.prim.Loop.condition %true, iter(%32 : !torch.int)
          } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
          %27 = torch.aten.eq.int %26, %int0 : !torch.int, !torch.int -> !torch.bool
          %28 = torch.prim.If %27 -> (!torch.bool) {
            %31 = torch.aten.len.t %24 : !torch.list<int> -> !torch.int
            %32 = torch.aten.eq.int %31, %int1 : !torch.int, !torch.int -> !torch.bool
            torch.prim.If.yield %32 : !torch.bool
          } else {
            torch.prim.If.yield %false : !torch.bool
          }
          %29 = torch.aten.__not__ %28 : !torch.bool -> !torch.bool
          %30 = torch.prim.If %29 -> (!torch.int) {
            %31 = torch.aten.len.t %18 : !torch.list<int> -> !torch.int
            %32 = torch.aten.len.t %24 : !torch.list<int> -> !torch.int
            %33 = torch.aten.ne.int %31, %32 : !torch.int, !torch.int -> !torch.bool
            torch.prim.If %33 -> () {
              %37 = torch.aten.format(%str_1, %31, %32) : !torch.str, !torch.int, !torch.int -> !torch.str
              %38 = torch.aten.add.str %str_4, %37 : !torch.str, !torch.str -> !torch.str
              torch.prim.RaiseException %38, %none : !torch.str, !torch.none
              torch.prim.If.yield
            } else {
              torch.prim.If.yield
            }
            %34 = torch.aten.__range_length %int0, %31, %int1 : !torch.int, !torch.int, !torch.int -> !torch.int
            torch.prim.Loop %34, %true, init() {
            ^bb0(%arg3: !torch.int):
              %37 = torch.aten.__derive_index %arg3, %int0, %int1 : !torch.int, !torch.int, !torch.int -> !torch.int
              %38 = torch.aten.ne.int %37, %10 : !torch.int, !torch.int -> !torch.bool
              torch.prim.If %38 -> () {
                %39 = torch.aten.__getitem__.t %18, %37 : !torch.list<int>, !torch.int -> !torch.int
                %40 = torch.aten.__getitem__.t %24, %37 : !torch.list<int>, !torch.int -> !torch.int
                %41 = torch.aten.ne.int %39, %40 : !torch.int, !torch.int -> !torch.bool
                torch.prim.If %41 -> () {
                  %42 = torch.aten.__getitem__.t %18, %37 : !torch.list<int>, !torch.int -> !torch.int
                  %43 = torch.aten.__getitem__.t %24, %37 : !torch.list<int>, !torch.int -> !torch.int
                  %44 = torch.aten.format(%str_2, %10, %42, %43, %37) : !torch.str, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.str
                  %45 = torch.aten.add.str %str_4, %44 : !torch.str, !torch.str -> !torch.str
                  torch.prim.RaiseException %45, %none : !torch.str, !torch.none
                  torch.prim.If.yield
                } else {
                  torch.prim.If.yield
                }
                torch.prim.If.yield
              } else {
                torch.prim.If.yield
              }
              torch.prim.Loop.condition %true, iter()
            } : (!torch.int, !torch.bool) -> ()
            %35 = torch.aten.__getitem__.t %24, %10 : !torch.list<int>, !torch.int -> !torch.int
            %36 = torch.aten.add.int %arg2, %35 : !torch.int, !torch.int -> !torch.int
            torch.prim.If.yield %36 : !torch.int
          } else {
            torch.prim.If.yield %arg2 : !torch.int
          }
          torch.prim.Loop.condition %true, iter(%30 : !torch.int)
        } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
        %21 = torch.prim.ListConstruct  : () -> !torch.list<int>
        %22 = torch.aten.len.t %18 : !torch.list<int> -> !torch.int
        torch.prim.Loop %22, %true, init() {
        ^bb0(%arg1: !torch.int):
          %24 = torch.aten.__getitem__.t %18, %arg1 : !torch.list<int>, !torch.int -> !torch.int
          %25 = torch.aten.append.t %21, %24 : !torch.list<int>, !torch.int -> !torch.list<int>
          torch.prim.Loop.condition %true, iter()
        } : (!torch.int, !torch.bool) -> ()
        %23 = torch.aten._set_item.t %21, %10, %20 : !torch.list<int>, !torch.int, !torch.int -> !torch.list<int>
        torch.prim.If.yield %21 : !torch.list<int>
      }
      torch.shape.calculate.yield.shapes %17 : !torch.list<int>
    } : !torch.vtensor<[0,2],f32>
    return %3 : !torch.vtensor<[0,2],f32>
  }
}
