// Control: the same unsqueeze with ONE dynamic dim converts (tosa.reshape shape [-1, 3, 3, 2, 1]).
func.func @one_dynamic(%arg0: !torch.vtensor<[?,3,3,2],f64>) -> !torch.vtensor<[?,3,3,2,1],f64> {
  %int4 = torch.constant.int 4
  %0 = torch.aten.unsqueeze %arg0, %int4 : !torch.vtensor<[?,3,3,2],f64>, !torch.int -> !torch.vtensor<[?,3,3,2,1],f64>
  return %0 : !torch.vtensor<[?,3,3,2,1],f64>
}
