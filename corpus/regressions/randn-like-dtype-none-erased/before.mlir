#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
  func.func @main(%arg0: tensor<3x4xf16>) -> tensor<2x3x4xf32> {
    %c1442695040888963407_i64 = arith.constant 1442695040888963407 : i64
    %c6364136223846793005_i64 = arith.constant 6364136223846793005 : i64
    %cst = arith.constant -2.000000e+00 : f32
    %cst_0 = arith.constant 5.4210107999999998E-20 : f64
    %c32_i64 = arith.constant 32 : i64
    %c4_i64 = arith.constant 4 : i64
    %c3_i64 = arith.constant 3 : i64
    %cst_1 = arith.constant 6.283180e+00 : f64
    %cst_2 = arith.constant 0.000000e+00 : f64
    %global_seed = ml_program.global_load @global_seed : tensor<i64>
    %extracted = tensor.extract %global_seed[] : tensor<i64>
    %0 = arith.muli %extracted, %c6364136223846793005_i64 : i64
    %1 = arith.addi %0, %c1442695040888963407_i64 : i64
    %inserted = tensor.insert %1 into %global_seed[] : tensor<i64>
    ml_program.global_store @global_seed = %inserted : tensor<i64>
    %2 = tensor.empty() : tensor<2x3x4xf32>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%2 : tensor<2x3x4xf32>) {
    ^bb0(%out: f32):
      %13 = linalg.index 0 : index
      %14 = arith.index_cast %13 : index to i64
      %15 = linalg.index 1 : index
      %16 = arith.index_cast %15 : index to i64
      %17 = linalg.index 2 : index
      %18 = arith.index_cast %17 : index to i64
      %19 = arith.muli %14, %c3_i64 : i64
      %20 = arith.addi %19, %16 : i64
      %21 = arith.muli %20, %c4_i64 : i64
      %22 = arith.addi %21, %18 : i64
      %23 = arith.muli %22, %1 : i64
      %24 = arith.addi %23, %1 : i64
      %25 = arith.muli %23, %23 : i64
      %26 = arith.addi %25, %23 : i64
      %27 = arith.shli %26, %c32_i64 : i64
      %28 = arith.shrui %26, %c32_i64 : i64
      %29 = arith.ori %27, %28 : i64
      %30 = arith.muli %29, %29 : i64
      %31 = arith.addi %30, %24 : i64
      %32 = arith.shli %31, %c32_i64 : i64
      %33 = arith.shrui %31, %c32_i64 : i64
      %34 = arith.ori %32, %33 : i64
      %35 = arith.muli %34, %34 : i64
      %36 = arith.addi %35, %23 : i64
      %37 = arith.shli %36, %c32_i64 : i64
      %38 = arith.shrui %36, %c32_i64 : i64
      %39 = arith.ori %37, %38 : i64
      %40 = arith.muli %39, %39 : i64
      %41 = arith.addi %40, %24 : i64
      %42 = arith.shli %41, %c32_i64 : i64
      %43 = arith.shrui %41, %c32_i64 : i64
      %44 = arith.ori %42, %43 : i64
      %45 = arith.muli %44, %44 : i64
      %46 = arith.addi %45, %23 : i64
      %47 = arith.shrui %46, %c32_i64 : i64
      %48 = arith.xori %41, %47 : i64
      %49 = arith.uitofp %48 : i64 to f64
      %50 = arith.mulf %49, %cst_0 : f64
      %51 = arith.addf %50, %cst_2 : f64
      %52 = arith.truncf %51 : f64 to f32
      linalg.yield %52 : f32
    } -> tensor<2x3x4xf32>
    %global_seed_3 = ml_program.global_load @global_seed : tensor<i64>
    %extracted_4 = tensor.extract %global_seed_3[] : tensor<i64>
    %4 = arith.muli %extracted_4, %c6364136223846793005_i64 : i64
    %5 = arith.addi %4, %c1442695040888963407_i64 : i64
    %inserted_5 = tensor.insert %5 into %global_seed_3[] : tensor<i64>
    ml_program.global_store @global_seed = %inserted_5 : tensor<i64>
    %6 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%2 : tensor<2x3x4xf32>) {
    ^bb0(%out: f32):
      %13 = linalg.index 0 : index
      %14 = arith.index_cast %13 : index to i64
      %15 = linalg.index 1 : index
      %16 = arith.index_cast %15 : index to i64
      %17 = linalg.index 2 : index
      %18 = arith.index_cast %17 : index to i64
      %19 = arith.muli %14, %c3_i64 : i64
      %20 = arith.addi %19, %16 : i64
      %21 = arith.muli %20, %c4_i64 : i64
      %22 = arith.addi %21, %18 : i64
      %23 = arith.muli %22, %5 : i64
      %24 = arith.addi %23, %5 : i64
      %25 = arith.muli %23, %23 : i64
      %26 = arith.addi %25, %23 : i64
      %27 = arith.shli %26, %c32_i64 : i64
      %28 = arith.shrui %26, %c32_i64 : i64
      %29 = arith.ori %27, %28 : i64
      %30 = arith.muli %29, %29 : i64
      %31 = arith.addi %30, %24 : i64
      %32 = arith.shli %31, %c32_i64 : i64
      %33 = arith.shrui %31, %c32_i64 : i64
      %34 = arith.ori %32, %33 : i64
      %35 = arith.muli %34, %34 : i64
      %36 = arith.addi %35, %23 : i64
      %37 = arith.shli %36, %c32_i64 : i64
      %38 = arith.shrui %36, %c32_i64 : i64
      %39 = arith.ori %37, %38 : i64
      %40 = arith.muli %39, %39 : i64
      %41 = arith.addi %40, %24 : i64
      %42 = arith.shli %41, %c32_i64 : i64
      %43 = arith.shrui %41, %c32_i64 : i64
      %44 = arith.ori %42, %43 : i64
      %45 = arith.muli %44, %44 : i64
      %46 = arith.addi %45, %23 : i64
      %47 = arith.shrui %46, %c32_i64 : i64
      %48 = arith.xori %41, %47 : i64
      %49 = arith.uitofp %48 : i64 to f64
      %50 = arith.mulf %49, %cst_0 : f64
      %51 = arith.addf %50, %cst_2 : f64
      %52 = arith.truncf %51 : f64 to f32
      linalg.yield %52 : f32
    } -> tensor<2x3x4xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<2x3x4xf32>) outs(%2 : tensor<2x3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.log %in : f32
      linalg.yield %13 : f32
    } -> tensor<2x3x4xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x3x4xf32>) outs(%2 : tensor<2x3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.mulf %in, %cst : f32
      linalg.yield %13 : f32
    } -> tensor<2x3x4xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x3x4xf32>) outs(%2 : tensor<2x3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.sqrt %in : f32
      linalg.yield %13 : f32
    } -> tensor<2x3x4xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x3x4xf32>) outs(%2 : tensor<2x3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.truncf %cst_1 : f64 to f32
      %14 = arith.mulf %in, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<2x3x4xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x3x4xf32>) outs(%2 : tensor<2x3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.cos %in : f32
      linalg.yield %13 : f32
    } -> tensor<2x3x4xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %11 : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%2 : tensor<2x3x4xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %13 = arith.mulf %in, %in_6 : f32
      linalg.yield %13 : f32
    } -> tensor<2x3x4xf32>
    return %12 : tensor<2x3x4xf32>
  }
}
