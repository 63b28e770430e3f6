module {
  func.func @main(%arg0: tensor<2xi32>) -> tensor<1xi32> {
    %extracted_slice = tensor.extract_slice %arg0[1] [0] [1] : tensor<2xi32> to tensor<0xi32>
    %cast = tensor.cast %extracted_slice : tensor<0xi32> to tensor<?xi32>
    %cast_0 = tensor.cast %cast : tensor<?xi32> to tensor<1xi32>
    return %cast_0 : tensor<1xi32>
  }
}
