module {
  func.func @main(%arg0: tensor<?x?xi8>, %arg1: tensor<?x?xi32>) -> tensor<?x?xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<?x?xi8>) -> tensor<?x?xi32>
    %1 = stablehlo.concatenate %0, %arg1, dim = 1 : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    return %1 : tensor<?x?xi32>
  }
}
