func.func @main(%arg0: tensor<3x0xi8>) -> tensor<3x0xi8> {
  %0 = tensor.empty() : tensor<3x0xi8>
  return %0 : tensor<3x0xi8>
}
