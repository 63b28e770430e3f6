// What the importer builds for the [1] bool source when its uint8 temporary reuses the id of the
// freed 0-d mask temporary (stale cached ElementsAttr) ...
func.func @stale(%x: !torch.vtensor<[4],i1>) -> !torch.vtensor<[1],ui8> {
  %0 = torch.vtensor.literal(dense<0> : tensor<ui8>) : !torch.vtensor<[1],ui8>
  return %0 : !torch.vtensor<[1],ui8>
}
// -----
// ... and what it builds when the cache is not hit (the attribute of the [1] tensor itself).
func.func @fresh(%x: !torch.vtensor<[4],i1>) -> !torch.vtensor<[1],ui8> {
  %0 = torch.vtensor.literal(dense<0> : tensor<1xui8>) : !torch.vtensor<[1],ui8>
  return %0 : !torch.vtensor<[1],ui8>
}
