module {
  func.func @main(%arg0: tensor<1xi16>) -> tensor<1xi16> {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %extracted_slice = tensor.extract_slice %arg0[%c1] [1] [%c2] : tensor<1xi16> to tensor<1xi16>
    return %extracted_slice : tensor<1xi16>
  }
}
