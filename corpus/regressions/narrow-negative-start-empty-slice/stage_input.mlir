module {
  func.func @main(%arg0: tensor<3xi8>) -> tensor<0xi8> {
    %extracted_slice = tensor.extract_slice %arg0[2] [0] [1] : tensor<3xi8> to tensor<0xi8>
    return %extracted_slice : tensor<0xi8>
  }
}
