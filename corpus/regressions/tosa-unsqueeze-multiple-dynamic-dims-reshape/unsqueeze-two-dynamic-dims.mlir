// aten.unsqueeze of a tensor with two dynamic dims: convert-torch-to-tosa emits
// tosa.reshape with shape [-1, -1, 3, 2, 1], which the TOSA verifier rejects.
func.func @two_dynamic(%arg0: !torch.vtensor<[?,?,3,2],f64>) -> !torch.vtensor<[?,?,3,2,1],f64> {
  %int4 = torch.constant.int 4
  %0 = torch.aten.unsqueeze %arg0, %int4 : !torch.vtensor<[?,?,3,2],f64>, !torch.int -> !torch.vtensor<[?,?,3,2,1],f64>
  return %0 : !torch.vtensor<[?,?,3,2,1],f64>
}
