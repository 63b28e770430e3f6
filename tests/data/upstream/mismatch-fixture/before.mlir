module {
  func.func @main(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %cast = tensor.cast %arg0 : tensor<5xi32> to tensor<?xi32>
    %extracted_slice = tensor.extract_slice %arg0[0] [0] [1] : tensor<5xi32> to tensor<0xi32>
    %cast_0 = tensor.cast %extracted_slice : tensor<0xi32> to tensor<?xi32>
    %concat = tensor.concat dim(0) %cast, %cast_0 : (tensor<?xi32>, tensor<?xi32>) -> tensor<5xi32>
    return %concat : tensor<5xi32>
  }
}
