"""Hand triage of the held-out seed-3131 one-hour campaign (docs/root-causes.md "Measured: a sixth
campaign held out"): finding folder -> (defect, the code at fault). Sorted on 2026-12-06 by six
people working blind to irfuzz's keys and rows (the program, message, crash frames, IR, one-pass
commands, upstream source at torch-mlir 0029fc2e1), each a sixth of the folders of the campaign
as it ended, against the corpus as it stood when the campaign started (138 entries, b3ff886).
The triage rules were frozen (b3ff886) before the campaign ran. One label was corrected on
review (see CALLS); NEW describes the defects the corpus lacked.
"""

LABELS = {'backend-contract-1767cb158a6e': ('roll-empty-dim-cat-canonicalize',
                                   'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (cat([x,x],1) of uint8 [2,0,1], result type erased; `torch-mlir-opt -canonicalize '
                                   'before.mlir` drops both operands leaving cat of an empty ListConstruct, so refinement gives vtensor<[0],unk>; same with f32 -- the all-empty-operand cat of corpus '
                                   'entry cat-all-empty-operands-erased)'),
 'backend-contract-795e60b764c1': ('cat-dynamic-1d-unknown-rank',
                                   'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇cat〡shape (hstack([x]) of a 1-D dynamic f64 tensor decomposes to '
                                   'aten.cat dim 0 of a [?] operand with an erased result type; a hand-written cat([x:[?]],0)->!torch.vtensor alone fails lower-to-backend-contract with "unknown '
                                   'rank", the same with [3] passes: the cat shape fn cannot decide the legacy-empty skip for a dynamic 1-D operand).'),
 'crash-072015651ef8': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter.src with dim=-2 on si32 [1,4,3,0] (from scatter.value); SIGSEGV in '
                        'convert-torch-to-tmtensor; same IR with dim=2 lowers fine (rc 0): the un-normalized negative dim reaches the helper yieldVals[dim] write).'),
 'crash-0ad84457b9bc': ('view-like-fold-dtype-less-result-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:genericViewLikeFold (take_along_dim(x, [1], dim=None) at torchscript erasure -> view of the si64 literal index to a [1],unk result; re-ran '
                        'the pipeline on stage_input.mlir: SIGSEGV in ShapedType::getElementType <- DenseElementsAttr::get <- genericViewLikeFold <- AtenViewOp::fold inside '
                        'torch-simplify-shape-calculations, exactly the corpus entry).'),
 'crash-12129cb5d27e': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter_add(x, dim=-2, zeros[0,1] int64 index, x) on bool [0,1]; SIGSEGV in '
                        'ConvertAtenScatterOp<AtenScatterAddOp> in convert-torch-to-tmtensor. Re-ran stage_input with dim=-2 -> crash; same IR with dim=0 -> lowers fine, so the unnormalized negative '
                        'dim (yieldVals[dim]) is the cause.)'),
 'crash-186c28e60d18': ('roll-decompose-dim-out-of-range-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp::matchAndRewrite (cat of all-empty bool [0,3,2] operands gets refined to rank 1, then roll dims '
                        '[-3,2] -> toPositiveDim gives -2, unchecked sizes[cstDim] write; re-ran torch-function-to-torch-backend-pipeline on stage_input.mlir: SIGSEGV xxh3_64bits <- '
                        'ValueTensorType::get <- getWithSizesAndDtype <- DecomposeAtenRollOp; the program is identical to the corpus entry).'),
 'crash-42663fbb4363': ('index-put-negative-index-not-wrapped',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_put(x, [None, None, tensor([-1])], 0.001) on f64 [?,3,?]: the refbackend JIT hit '
                        'the __truncsfbf2 executor limit (randn_like bf16) and the SIGSEGV came from the iree-cpu fallback; stage_input.mlir has tm_tensor.scatter with index dense<-1> unwrapped. '
                        'iree-compile + iree-run-module on stage_input.mlir: rc 245 twice; with the index changed to 4: rc 0 twice)'),
 'crash-4a57f663deae': ('arange-8bit-dtype-lowering-segfault',
                        'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp::matchAndRewrite (arange.start_step(0.5, 2.0, 1) -> si8: convert-torch-to-linalg prints '
                        '"unimplemented: for conversion to byte or char type dstOriginalDtype has to be passed to convertScalarToDtype" and then SIGSEGVs on the null Value; the same IR with si32 '
                        'lowers fine).'),
 'crash-6e2ad66acf1c': ('view-zero-elements-sigfpe',
                        'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenViewOp::matchAndRewrite (flatten.using_ints(x,0,0) on f16 [0,5,2,0] decomposes to aten.view [-1,5,2,0] of a '
                        'zero-element tensor; convert-torch-to-linalg alone dies with SIGFPE, top frame ConvertAtenViewOp::matchAndRewrite: 0/0 division on zero element counts).'),
 'crash-74f0068819a7': ('gather-zero-size-dim-stablehlo-slice-size-abort',
                        'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenGatherOp>::matchAndRewrite (gather of a uint8 [3,2,0,2] input, dim 3, empty [3,2,0,0] index; '
                        '-convert-torch-to-stablehlo on stage_input.mlir: "slice size (1) is out of bounds for operand dimension (0) at index 2" then LLVM ERROR Failed to infer result type(s): '
                        'sliceSizes all 1 over a zero-size dim, builder infers the type and aborts).'),
 'crash-77be1e34c756': ('as-strided-rank0-empty-index-list-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp::matchAndRewrite (as_strided(x, [], [], 0) of a rank-0 f16 tensor; the FX importer emits '
                        'index.Tensor(x, []) and the decomposition reads indices[0] of the empty list. Re-ran torch-decompose-complex-ops on before.mlir: SIGSEGV in getWithSizesAndDtype under '
                        'DecomposeAtenIndexTensorOp.)'),
 'crash-886e9de2f6d0': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two amax with dim=-1 on int32 [1]: dim passed un-normalized '
                        'to convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc, yieldVals[dim] writes out of bounds; re-ran: crash in grow_pod under that helper (rc 245/OOM varies = heap '
                        'corruption), with dim=0 the same pipeline passes).'),
 'crash-95471464b955': ('reshape-fold-dtype-less-tensor-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenReshapeOp::fold (zeros([5], dtype=None).reshape(-1) with erased types: refinement gives the reshape sizes but no dtype, '
                        'toBuiltinTensor() is null and the fold crashes; rerun of the pipeline on stage_input.mlir segfaults, frames TensorType::hasRank <- AtenReshapeOp::fold)'),
 'crash-9b9307a55092': ('split-size-int64-max-assert-overflow',
                        'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeSplitTensorListUnpack/getIntCeilDiv (split(x[2,0], INT64_MAX, 0)[0]: before.mlir is just `cf.assert false, '
                        '"numResults should equal to floordiv(totalSize + splitSize - 1, splitSize)"`; totalSize + INT64_MAX overflows so every run aborts).'),
 'crash-b8e0b373fb3e': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two amax with dim=-1 on bf16 [3]; crash in '
                        'SmallVectorBase::grow_pod; same IR with dim=0 lowers with rc 0: negative dim not normalized before the helper).'),
 'crash-bbcc5e7b3695': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite -> convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter_reduce.two '
                        'int8 [2,1,5,5], dim=-2, mean; the un-normalized negative dim makes yieldVals[dim] write out of bounds. Re-ran the linalg pipeline: SIGSEGV in OperandStorage; the same file '
                        'with dim=2 lowers fine (rc 0)). Corpus entry scatter-reduce-negative-dim-out-of-bounds-write-segfault, whose defect is this name.'),
 'crash-bcae563661bd': ('tosa-slice-scatter-negative-start-not-clamped-abort',
                        'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenSliceScatterOp>::matchAndRewriteImpl (slice_scatter(x int64[1], src[1], dim 0, start INT64_MIN, end 2, step 2) '
                        'on the TOSA path: "getConstTensor(): number of elements mismatch" then abort. Varied start: INT64_MIN and -5 abort the same way, -1 and 0 lower fine, so it is the negative '
                        'start below -size that is never clamped to 0.)'),
 'crash-c632738466b7': ('tile-empty-dims-repeat-decompose-abort',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp::matchAndRewrite (tile(ones_like(x), []) with erased ones_like type: DecomposeAtenTileOp makes an '
                        'aten.repeat with the unranked !torch.vtensor result, and DecomposeAtenRepeatOp calls getSizes() on it; re-ran the pipeline: SIGABRT with DecomposeAtenRepeatOp on top).'),
 'crash-c8db1014db43': ('convert-tensor-to-element-type-8bit-destination-null-segfault',
                        'lib/Conversion/TorchToLinalg/Utils.cpp:convertTensorToElementType (cat([int8 [0,5], int8 [0,5], bool [1,?]], 0): canonicalize drops the empty operands, leaving a bool '
                        'operand promoted to an si8 result; convert-torch-to-linalg alone on stage_input.mlir prints "dstOriginalDtype has to be passed" then SIGSEGV in convertTensorToElementType <- '
                        'ConvertAtenCatOp)'),
 'crash-cdc02013c342': ('hstack-rank0-cat-canonicalize-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (cat(dim=1) of three rank-0 tensors; the rank-0 operands come from as_strided(x:0-d, [1,1], [1,0]), '
                        'which the FX importer rewrites to index.Tensor(x, []) whose refined type is rank 0 at torchscript erasure; a hand-written cat of rank-0 si8 operands along dim 1 segfaults in '
                        '-canonicalize with the same lambda frame: the pattern indexes getSizes()[dim] without a rank check).'),
 'crash-d8bb80a87592': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter_add with dim=-1 on f64 [3,0,0]; crash (SIGSEGV/LLVM OOM depending on ASLR, '
                        'hence flaky) in grow_pod under ConvertAtenScatterOp<AtenScatterAddOp>; same IR with dim=2 lowers rc 0).'),
 'crash-dc08b06ee814': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp<AtenScatterAddOp>::matchAndRewrite -> convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc '
                        '(scatter_add with dim=-1 passed un-normalized, yieldVals[-1] overwrites the SmallVector header; crash site varies with ASLR (grow_pod / memcpy), hence flaky=true. Re-ran '
                        'stage_input.mlir 3x: SIGSEGV each time; with only the scatter_add dim changed -1 -> 2 the pipeline succeeds rc 0).'),
 'crash-df5a6912087e': ('index-put-0d-index-tensor-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp::matchAndRewrite / collapseAndMoveBatchDims (index_put(x int8[2], [tensor(-2)] 0-d, '
                        'tensor(127) 0-d) SIGSEGV in convert-torch-to-tmtensor. Varied: 0-d index 1 also crashes; the same -2 index as a 1-d [1] tensor with 1-d values lowers fine, so the 0-d index '
                        '(numBatchDims 0) is the trigger, not the negative value.)'),
 'crash-e9dcca8d352e': ('as-strided-rank0-empty-index-list-segfault',
                        'python/torch_mlir/extras/fx_as_strided.py:_rewrite + lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp::matchAndRewrite (as_strided of a rank-0 '
                        'uint8 base to size [1,1,2,1]: the importer emits one index per BASE dim, i.e. index.Tensor(x, []); ran torch-decompose-complex-ops on before.mlir: SIGSEGV in '
                        'getWithSizesAndDtype <- DecomposeAtenIndexTensorOp reading indices[0] of the empty list; same trigger (rank-0 base) as the entry even though this result is rank 4).'),
 'crash-ec97a2dafbd6': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp / convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter.value(dim=-1) on uint8 [2,0,3] '
                        'decomposed to scatter.src with dim -1, passed without toPositiveDim: yieldVals[-1] write. Rerun of the pipeline on stage_input.mlir: SIGSEGV in '
                        'ConvertAtenScatterOp<AtenScatterSrcOp> 3/3; with the dim constant changed to 2 the scatter lowers and only the unrelated all-empty cat error remains)'),
 'crash-f02497719296': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter.src with dim=-1 (from scatter.value) passes the negative dim unnormalized '
                        'to convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc, yieldVals[-1] corrupts the SmallVector: OOM abort in grow_pod; a hand-written scatter.src dim=-1 on [4,2] crashes '
                        'convert-torch-to-tmtensor, dim=1 lowers; flaky only because the corruption depends on ASLR).'),
 'crash-f1e9f256ee5a': ('unflatten-zero-size-sigfpe',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenUnflattenIntOp::matchAndRewrite (unflatten.int(x[0], 0, [3,0,0]); torch-function-to-torch-backend-pipeline '
                        'dies with SIGFPE in DecomposeAtenUnflattenIntOp: divides by the 0 sizes unconditionally).'),
 'crash-f5b4404d1bc8': ('remainder-int-fold-division-by-zero',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenRemainderIntOp::fold (pixel_shuffle of float32 [4,0,3,3], r=3: the import decomposes it into prims.split_dim(x, 1, outer_length=0); at '
                        'k=2 the reified split_dim shape function holds remainder.int(a[dim], 0) right after its (constant-false) outer_length>0 assertion, and canonicalize folds a % 0. Re-ran '
                        'torch-simplification-pipeline on stage_input.mlir: SIGFPE in the AtenRemainderIntOp::fold lambda; same folder, same unchecked zero divisor as the corpus entry, only reached '
                        'through a different shape function).'),
 'crash-f9695cfeb187': ('index-select-empty-index-dense-resource-sigfpe',
                        'mlir/lib/Target/LLVMIR/ModuleTranslation.cpp:convertDenseResourceElementsAttr (reached via python/torch_mlir/extras/fx_importer.py:_make_vtensor_literal_op) (index_select(x '
                        'f32[1,0,2], 0, empty int32 index): the linalg is valid; compiling stage_input with irfuzz RefBackendExecutor succeeds, loading (ExecutionEngine/LLVM translation) dies with '
                        'SIGFPE; replacing the empty dense_resource<...> : tensor<0xi32> by dense<> loads fine.)'),
 'lowering-error-128c73e8e641': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'lib/Dialect/Torch/Transforms/ReifyAbstractInterpCalculationsUtils.cpp:adjustFunctionArg / arange shape fn (arange(INT64_MIN, INT64_MIN+1, 2): eager gives 1 element, '
                                 'both bounds become -2^63 as double so the refined type is [0]; lowering allocates tensor<1xi64> and casts to tensor<0xi64>, memref.cast fails in RefBackend).'),
 'lowering-error-199a26f0d825': ('arange-float-bounds-int-dtype-size-in-result-dtype',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp (arange(1, -3.5, -1.5, dtype=int16): bounds converted to i16 first (end -3, step '
                                 '-1) so the length is ceildiv(-4,-1)=4 where eager/shape function give 3; stage_input.mlir has tensor.empty 4xi16 cast to 3xi16, which bufferization rejects as '
                                 'memref.cast incompatible)'),
 'lowering-error-1bb25949fe8b': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_fill(x:[?,1,1] ui8, dim 2, empty index) decomposes to index_put.hacked_twin with indices '
                                 '[?,1,1],[1,1],[0] and values [?,1,0]; the lowering builds the broadcast sizes as prim.max.int(size, 1), so the last dim becomes 1 instead of 0 and broadcast_to '
                                 '[?,1,0] -> [?,1,1] is illegal (same max-instead-of-broadcast rule as the entry, reached with a dynamic dim as a legalization failure).'),
 'lowering-error-59ccbae12810': ('iree-annotate-dispatches-sigfpe-zero-size-scatter',
                                 'IREE compiler/src/iree/compiler/Dialect/Flow/Transforms/AnnotateDispatches.cpp:getMainTensorForLinalgExtOp/costOfDomain (scatter_add with an empty [0,2] index on '
                                 'the StableHLO path gives a stablehlo.scatter with 0x2 updates; iree-compile on stage_input.mlir dies with SIGFPE, frame getMainTensorForLinalgExtOp).'),
 'lowering-error-653497fe6abe': ('masked-scatter-shape-fn-ignores-mask-broadcast',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇masked_scatter〡shape (corrected on review: the sorter called it FALSE, '
                                 'scatter_reduce given an empty index of another rank; but in eager v1 = masked_scatter(x0 [2,0,2], mask [2,1,0,1], x0) is [2,2,0,2], rank 4 like the index (checked); '
                                 'torch-mlir types v1 as [2,0,2] because the shape function returns self, so scatter_reduce.two sees an index of rank 4 on a self of rank 3 and '
                                 'convert-torch-to-tmtensor rejects it)'),
 'lowering-error-7403ff2f9a07': ('masked-scatter-decompose-ignores-mask-broadcast',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenMaskedScatterOp (masked_scatter(x uint8 [], mask [2], src uint8[3]): the decomposed IR has '
                                 "add.Tensor([2] i1, [] si64) typed -> [] si64 (self's sizes), and convert-torch-to-tosa fails on the following view with an unresolved materialization tensor<*xi64> "
                                 '-> tensor<i64>; the linalg path gives the tensor.cast verifier error for the same add. Re-ran via fx.export_and_import: self [] (mask broadcasts self) fails on TOSA '
                                 'and linalg; self [2] (no broadcast) lowers on both.)'),
 'lowering-error-7c1ba0831082': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (constant_pad_nd(x f64[2], [4,-1], 3): before.mlir shows tensor.pad low[4] high[-1]; '
                                 'bufferization makes an insert_slice at offset 4 size 2 into a 5-element tensor -> out-of-bounds error; negative pad copied straight into tensor.pad).'),
 'lowering-error-84788b3eaa5d': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (constant_pad_nd(x[1,1,3] f64, [4,-3]): stage_input.mlir is tensor.pad low 4 high -3, '
                                 'the negative pad copied into tensor.pad; its insert_slice lowering then fails "offset 2 is out-of-bounds")'),
 'lowering-error-8b4c639e210f': ('new:stablehlo-slice-scatter-negative-start-not-clamped',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenSliceScatterOp>::matchAndRewrite (slice_scatter(x[2,5], src[2,1], dim 1, start INT64_MIN, end '
                                 '1): start = dimSize + start is never clamped to 0, the loop pushes ~2^63 indices: LLVM out of memory / hang (flaky only in how it dies); a hand-written start=-6 '
                                 'makes indices [-1,0] for a size-1 src and fails the scatter verifier, while eager clamps to [0:1]).'),
 'lowering-error-8cb1c8e8a214': ('iree-stablehlo-input-tensor-dim-on-ui8-not-legalized',
                                 'IREE compiler/plugins/input/StableHLO/Conversion/StableHLOToIREEInputDialects.cpp:ConvertStableHloToIreeInputDialects::runOnOperation (full_like of a uint8 [2,?,0] '
                                 'tensor: tensor.dim on tensor<2x?x0xui8> fails to legalize in iree-compile; the same file with ui8->i8 compiles rc 0).'),
 'lowering-error-a7357390b5f5': ('new:tosa-to-linalg-named-transpose-less-static-result-no-cast',
                                 'mlir/lib/Conversion/TosaToLinalg/TosaToLinalgNamed.cpp:TransposeConverter::matchAndRewrite (diag_embed of a bool [1] on the TOSA path ends in tosa.transpose '
                                 '(tensor<2x2xi1>) -> tensor<?x?xi1>; the converter builds linalg.transpose into a tensor.empty of the input-permuted static sizes and replaces the op without casting '
                                 'to its declared result type -> unresolved materialization 2x2 -> ?x?. A 1-op tosa.transpose (2x2xf32 -> ?x?xf32) fails tosa-to-linalg-named alone the same way, and '
                                 'torch.aten.permute [2,3] -> [?,?] through torch-backend-to-tosa-backend-pipeline reproduces it too; element type irrelevant.)'),
 'lowering-error-b62a2d00a178': ('arange-float-bounds-int-dtype-size-in-result-dtype',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp (arange(2147483646, 2147483644, -2, dtype=float32): eager and the shape function '
                                 'give 1 element; the lowering converts the bounds to f32 first (both round to 2^31) and computes the length in f32 -> tensor.empty() : tensor<0xf32> cast to '
                                 'tensor<1xf32>, which RefBackend bufferization rejects. Re-ran via fx.export_and_import: float32 -> empty<0> cast to <1>; float64 (exact) -> empty<1>.)'),
 'lowering-error-c7d490066a14': ('repeat-zero-count-dynamic-collapse-shape',
                                 'mlir Tensor BufferizableOpInterfaceImpl CollapseShapeOpInterface::bufferize / memref::CollapseShapeOp::computeCollapsedType (repeat_interleave(x int64[?,0], 0): '
                                 'torch-mlir gives valid tensor.collapse_shape tensor<?x0x0xi64> into tensor<?xi64>; one-shot-bufferize alone on that 3-line collapse fails identically: inferred '
                                 'memref<0xi64> (0*? = 0) rejected by the verifier).'),
 'lowering-error-cd777a10501e': ('limitation-split-tensor-dynamic-split-size-not-lowered',
                                 'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeSplitTensorListUnpack (chunk(x, 5, 0)[0] of a dynamic [?,?] int32 input: stage_input.mlir has '
                                 'aten.split.Tensor with split size floordiv(size+4,5), not a constant, so it is never recomposed and nothing lowers it; the leftover torch.constant.int is just its '
                                 'operand)'),
 'lowering-error-d9fccf617a28': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (pad(x[1,1,1,1] i16, [-1, 3]): before.mlir is tensor.pad low[0,0,0,-1] high[...,3]; '
                                 'the negative pad is copied into tensor.pad, which refbackend lowering rejects: "expected offsets to be non-negative, but got -1").'),
 'lowering-error-e6446c749c22': ('iree-llvmcpu-stack-alloca-unbounded-dynamic-size',
                                 'IREE dispatch creation (CloneProducersIntoDispatchRegions) + llvm-cpu codegen (cat of a dynamic uint8 [?] with f64 tensors: stablehlo.convert ui8->f64 feeding a '
                                 'dynamic stablehlo.concatenate; iree-compile fails "exceeded stack allocation limit ... Got 72057594037927936 bytes" with a memref.alloca of 2^53-1 f64 in the concat '
                                 'dispatch: the 1-D form of that entry).'),
 'lowering-error-f6329cb8a0ef': ('iree-stablehlo-input-ui8-dense-resource-constant',
                                 'IREE iree-stablehlo-to-iree-input (StableHLO linalg constant conversion with RemoveSignTypeConverter) (index_put of a uint8 [1,5] with a 5-element uint8 values '
                                 'constant: stage_input.mlir holds stablehlo.constant dense_resource<...uint8> : tensor<1x5xui8>, and IREE emits arith.constant with a ui8 resource value and an i8 '
                                 'result -> "failed to verify that all of {value, result} have same type"; exactly the corpus diagnosis, the scatter only carries the constant).'),
 'mismatch-eager-131c18ef58cf': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (imitateRoll slices at -shift without reducing modulo the size) (first wrong node roll(x '
                                 'int32[3,3,3], [-8,-1], [0,1]). Re-ran through fx import + linalg + RefBackend: shifts [-8,-1] and [-8,0] mismatch eager, the equivalent [-2,-1] (−8 ≡ −2 mod 3) and '
                                 '[1,-1], [-1,-1] match, so |shift| > dim size is the trigger.)'),
 'mismatch-eager-13e47f247c8b': ('slice-start-int64-max-taken-as-zero',
                                 'lib/Dialect/Torch/Transforms/AbstractInterpLibrary.cpp:__torch__.torch.jit._shape_functions.slice (slice(x f16[2,0,3,5], dim 0, start INT64_MAX, end -1, step 2), '
                                 'erased type: shape fn maps start INT64_MAX to 0 -> size 1; I ran torch-shape-refinement-pipeline: start INT64_MAX gives [1,0,3,5], start 2^62 gives the right '
                                 '[0,0,3,5]).'),
 'mismatch-eager-17ccdfd6985f': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/Utils.cpp:convertTensorToElementType (called from ConvertAtenCatOp without srcOriginalDtype: cat([uint8 [?], f64 [1], f64 [1]]) '
                                 'converts the ui8 operand with arith.sitofp i8->f64 in stage_input.mlir, so 223 comes back as -33.0; the float-destination form of corpus entry '
                                 'cat-uint8-promotion-to-float-sign-extends)'),
 'mismatch-eager-22fd32d72469': ('slice-start-int64-max-taken-as-zero',
                                 'torch/jit/_shape_functions.py:slice via abstract_interp_lib_gen.py:aten〇slice〇Tensor〡shape (slice(x[0,5] bool, dim 1, start INT64_MAX, end None) at erase '
                                 'intermediate: the shape fn maps start == INT64_MAX to 0 and refines the result to [0,5] (eager [0,0]); by hand the same slice with start INT64_MAX-1 refines to '
                                 '[0,0]).'),
 'mismatch-eager-2919949421f5': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll([3],[0]) of a dynamic int64 [3] decomposes to cat(x[-3:], x[:-3]); on the StableHLO path '
                                 'the second slice end normalizes to 0 and the endIndexIsZero select replaces it by the dim size, so x[0:0] becomes the full x and the result has 6 elements; '
                                 'refbackend (linalg) is right).'),
 'mismatch-eager-2bd9c6127cb5': ('iree-stablehlo-scatter-in-place-on-returned-argument',
                                 'IREE compiler/src/iree/compiler/Dialect/Stream/Transforms/MaterializeCopyOnWrite.cpp:isSafeToElideCOW (iree-cpu executor, linalg path: torch-mlir IR is right, '
                                 '`return %arg0, ..., tensor.insert_slice %cst into %arg0` for slice_scatter; output 0 (= x0) comes back with the 15 scattered elements. A hand-written 3-line module '
                                 '(insert_slice into %arg0, return %arg0 and the result) compiled with the executor flags and run with iree-run-module returns the overwritten input in BOTH results: '
                                 'the tied in-place dispatch writes the borrowed input import, same cause as the corpus entry, only reached from linalg instead of StableHLO).'),
 'mismatch-eager-33789c898519': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x f32[1,4,5,2], [6,6,6], [0,3,-2]); on the TOSA path the decomposed cat(x[-6:], '
                                 'x[:-6]) folds to `return %arg0` (stage_input/before.mlir are the identity) while eager rolls dim 2 by 6 mod 5 = 1. Re-ran on the linalg path: [6,6,6] mismatches, '
                                 'the equivalent [0,0,1] and [1,1,1] match. No TOSA roll pattern exists; the torch-level decomposition is at fault.)'),
 'mismatch-eager-4336cbd470ce': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (imitateRoll) (second roll has shift -5 on a size-2 dim: stage_input.mlir slices [2:] '
                                 '(empty) and [:2] so the dim is not rolled; on IREE the actual output equals roll(x+x, -1, dim 0) exactly, i.e. only the dim-1 roll (|shift| > size, not reduced '
                                 'modulo size) is lost).'),
 'mismatch-eager-480b16fd963b': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (slice(x[?,?] int16, dim -2, 0, INT64_MIN): the end normalizes to 0 and the endIndexIsZero '
                                 'select replaces it with the dim size, so real_dynamic_slice takes the whole dim ([2,5] instead of eager [0,5]); visible in stage_input.mlir as %12/%13 = '
                                 'select(end==0, dim, end). The why.md of that entry names this end==0 select as the same lowering defect)'),
 'mismatch-eager-4a4a01d670cf': ('stablehlo-tril-triu-row-plus-diagonal-overflow',
                                 'lib/Conversion/TorchToStablehlo:convertTrilOrTriu (triu(x[2,4] i32, diagonal INT64_MAX) on the StableHLO/IREE path: before.mlir adds dense<INT64_MAX> to the row '
                                 'iota in i64 (wraps), compare GE keeps rows >= 1; eager zeroes everything, 4 of 8 elements wrong).'),
 'mismatch-eager-4e7a716306cf': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_fill(int8 [1,2,3,2], 2, empty index, -128) imports as index_put.hacked_twin with index '
                                 'shapes [1,1,1,1],[2,1,1],[0,1],[2] (broadcast [1,2,0,2]); the max() broadcast makes [1,2,1,2] = 4 index tuples (tm_tensor.scatter with 4x4 indices), so -128 is '
                                 'written where eager writes nothing).'),
 'mismatch-eager-56b4fb58da1e': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll of a bool [1,?,4] (size 5) by 6 on dim 1: the decomposition emits cat(x[-6:], x[:-6]) '
                                 'with no shift mod size; the refbackend run of the same IR is also mismatch-eager (x unchanged). On StableHLO the shape becomes [1,10,4] because '
                                 'TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal turns the normalized end 0 of x[:-6] into the full dim size (visible in stage_input.mlir: select(end==0, dim, '
                                 'end)), so cat(x, x) instead of cat(x, empty).)'),
 'mismatch-eager-5e58358c0ce7': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp/combinePutIndices (first wrong node index_put(v0 int8[3], [tensor([2,-3])], '
                                 '[1,-128])): the tm_tensor.scatter gets the -3 index unwrapped. Re-ran index_put alone (fx + linalg + RefBackend): [2,-3] leaves x[0] unchanged (got [5,6,1], eager '
                                 '[-128,6,1]); [2,0] matches.)'),
 'mismatch-eager-60bad6b01727': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x f64[2,2], -1, -1, 1): stage_input.mlir has extract_slice [0,1][2,0] '
                                 '(slice(start=-1, end=start+length=0) is empty) then tensor.cast to tensor<2x1xf64>, so output 0 is read from an empty slice = garbage (1.55e-320 / 1.8e185); the '
                                 'other outputs are fine).'),
 'mismatch-eager-66e99494d01a': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_copy(x int16 [8,3,3,5], 1, empty index, source [8,0,3,5]) becomes index_put with arange '
                                 'index tensors and the [0] index; broadcasting with max gives [8,1,3,5] instead of [8,0,3,5], so stage_input.mlir scatters 120 zero updates at dim-1 index 0 '
                                 '(tensor<120x4xi64> indices, dense<0> updates): x[:,0] is zeroed where eager copies nothing. Same max-broadcast as the corpus entry, here a miscompile instead of a '
                                 'verifier error because no dim is 0 next to the 1)'),
 'mismatch-eager-6d111c02b829': ('stablehlo-remainder-truncated-not-floor-mod',
                                 'lib/Conversion/TorchToStablehlo (aten.remainder -> chlo/stablehlo.remainder) (take_along_dim(x[4,5] i32, dim 0, indices [0,-1,-4,3,0]): the decomposition wraps '
                                 'indices with remainder, before.mlir has stablehlo.remainder %idx, 4 (truncated), so -1 stays -1 and the gather clamps it to row 0; only the -1 element is wrong (-4 '
                                 'rem 4 = 0 happens to be right)).'),
 'mismatch-eager-7107f862f131': ('where-self-same-branches-fold-drops-broadcast',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (where.self(cond [1,2,3,1,1,5], x, x) with x [1,1,1,5], torchscript erasure: -canonicalize folds to x, '
                                 'dropping the broadcast; compiled result [1,1,1,5] instead of [1,2,3,1,1,5]).'),
 'mismatch-eager-7a10c312df40': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (narrow_copy(x, 1, start=-2, length=0) on a dynamic dim of size 2 becomes slice(-2, -2); both '
                                 'normalize to 0 and the endIndexIsZero select replaces end 0 by the dim size, so the empty slice becomes the whole dim. Compiled stage_input.mlir with iree-compile '
                                 '(stablehlo input) and ran it on 4x2: result 4x2 instead of 4x0; linalg path is ok. The corpus why.md of this entry names this very select ("an x[0:0] ... would be a '
                                 'full slice") as part of the defect.)'),
 'mismatch-eager-7adfcd447f2e': ('neg-integer-computed-through-f32',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:createLinalgPayloadCalculationForElementwiseOp (AtenNegOp case) (neg(x int32[4,2]): stage_input.mlir shows the '
                                 'payload sitofp i32->f32, negf, fptosi f32->i32; 2147483647 rounds to 2^31 and comes back as -2147483648 where eager gives -2147483647.)'),
 'mismatch-eager-82b31af065c3': ('scatter-add-bool-adds-as-i1-xor',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterAddOp (scatter_add of bool x=[T,F,T] with index [2] and src x: stage_input.mlir has '
                                 'tm_tensor.scatter whose region is arith.addi ... : i1, so x[2] = T + T = F (XOR); eager gives T).'),
 'mismatch-eager-89086af584a6': ('iree-stablehlo-scatter-in-place-on-returned-argument',
                                 'IREE compiler/src/iree/compiler/Dialect/Stream/Transforms/MaterializeCopyOnWrite.cpp:isSafeToElideCOW (outputs expand(x)=x and scatter_add(x,...) of a bf16 [4] '
                                 'input: torch-mlir IR is right (tm_tensor.scatter outs(%arg0), return %arg0 ... %5). iree-compile + iree-run-module on stage_input.mlir with x=[1,2,3,4] returns '
                                 'result[0]=[5.5,2,3,4]: --compile-to=stream shows the scatter dispatch rw on the non-consuming stream.tensor.import of %arg0 with no clone, and util.return %arg0. '
                                 'Same IREE copy-on-write defect as the corpus entry, reached here through the tm_tensor/linalg path instead of StableHLO)'),
 'mismatch-eager-897cedbfb0c8': ('masked-scatter-shape-fn-ignores-mask-broadcast',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇masked_scatter〡shape (masked_scatter(x:[0] ui8, mask [1,1], x) at erase '
                                 'intermediate: the shape fn returns self ([0]), eager broadcasts to [1,0]; the shape fn at HEAD is literally `return self`).'),
 'mismatch-eager-89cca221656d': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll by 6 on a bool dim of size 5: IR_1 is concat(x, x[0:0]) = x unchanged, eager rolls by '
                                 '1; shift not reduced modulo the dim size).'),
 'mismatch-eager-8a830e1d8234': ('full-bool-fill-fold-truncates',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFullOp::fold (x.new_full([3,1], INT64_MIN) on a bool x -> aten.full with i1 result; IntegerAttr::get(i1, INT64_MIN) keeps the '
                                 'low bit 0 -> dense<false> (stage_input.mlir is just that constant). A hand-written aten.full [3,1], -9223372036854775808, dtype=11 under -canonicalize folds to '
                                 'dense<false>; eager gives True.)'),
 'mismatch-eager-93f9e0aaee18': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (max of sizes) used by ConvertAtenIndexPutHackedTwinOp (index_put(x[1:] bf16[2,5], [None, empty '
                                 'int64 [0]], zeros[2,0])): the None becomes arange(2)[:,None] [2,1]; broadcasting [2,1] with [0] must give [2,0] (nothing written) but max gives [2,1], so the '
                                 'scatter gets 2 index tuples (tensor<2x2xi64>) and a 2x1x1 update and writes zeros at [0,0],[1,0]. Re-ran: same index_put with the values as an input fails on '
                                 'broadcast_to [2,0] -> [2,1]; with a 1-element index it matches eager.)'),
 'mismatch-eager-94bd52da48d6': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (imitateRoll) (roll(x f32[1,4,5,2], shifts [6,6,6], dims [0,3,-2]): only dim -2 (size 5, 6 '
                                 'mod 5 = 1) should move; shift 6 > size 5 is not reduced, slices [-6:] and [:-6] clamp to all/empty, and the lowered IR is just `return %arg0` (every backend wrong '
                                 'the same way, so not executor-specific).'),
 'mismatch-eager-9ee7846c10d5': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x bool [1,1,1,3], 3, -1, 1) decomposed to slice(-1, 0) without wrapping start: '
                                 'stage_input.mlir is an extract_slice of size 0 at offset 2 cast to the static 1x1x1x1 result, so the one element is garbage (True vs eager False); the static-shape '
                                 'form of corpus entry narrow-negative-start-garbage-value)'),
 'mismatch-eager-ae8516d9d065': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (second roll has shift 10 on dim 1 of size 4: the decomposition slices at -shift without '
                                 'reducing modulo the size, giving cat(x, []) = x; by hand roll(int8 [2,4,5,2], [10], [1]) alone at torchscript gives mismatch-eager 80/80, roll by [2] passes).'),
 'mismatch-eager-b1d6146e758a': ('slice-start-int64-max-taken-as-zero',
                                 'AbstractInterpLibrary slice shape function (torch/jit/_shape_functions.py slice: start==INT64_MAX -> 0) (slice(int64 [2,0,3], 2, INT64_MAX, -1, 3), intermediate '
                                 'erasure: torch-shape-refinement-pipeline types it [2,0,1]; with start INT64_MAX-1 it types [2,0,0] (correct)).'),
 'mismatch-eager-b265c6023204': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (x[0:-5:2] on a dynamic int16 dim of size 2: end -5 is clamped to -2 and wrapped to 0, then the '
                                 'endIndexIsZero select turns it into the dim size (stage_input.mlir: select(end==0, dim, end)), so the empty slice becomes x[0:2:2] = 1 element; linalg path ok. Same '
                                 'lowering and same select as mismatch-eager-7a10c312df40; the corpus why.md of this entry names that select.)'),
 'mismatch-eager-b5bec22fbec5': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x int32[2], 0, -1, 1)): stage_input.mlir is extract_slice %arg0[1] [0] (an empty '
                                 'slice from slice(-1, -1+1=0)) cast to tensor<1xi32>, so the result is read from an empty slice (got 0, eager x[1]=989).)'),
 'mismatch-eager-ba533eceafcc': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (imitateRoll) (roll(x f64[2], [-9], [0]) == roll by 1; stage_input.mlir concatenates x[2:] '
                                 '(empty) with x, i.e. returns x unchanged: |shift| >= size not reduced modulo the size).'),
 'mismatch-eager-c8e5846ea91f': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x int8 [1], src -128, dim 0, index -1): decomposed to '
                                 'slice_scatter [-1, 0) before normalizing index, an empty slice; before.mlir/stage_input.mlir are just `return %arg0`, so x comes back unchanged (119 vs eager '
                                 '-128))'),
 'mismatch-eager-cb942ad5bd7f': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x[1] f16, src 0-d, dim 0, index -1): the lowered IR '
                                 '(stage_input.mlir) is just `return %arg0`, the src is never written; slice [index, index+1) = [-1, 0) is empty before normalization).'),
 'mismatch-eager-cbb795d635bd': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'AbstractInterpLibrary arange.start shape function, computed in double (arange.start(2^63-16, 2^63-12) int64, intermediate erasure: torch-shape-refinement-pipeline '
                                 'alone refines the arange to [0] (eager 4 elements); the lowering builds 4 and casts to tensor<0xi64>, the flip then returns shape [0]).'),
 'mismatch-eager-ce0f69bc5cff': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (two int8 rolls; the only non-identity shift is 10 on a size-4 dim (eager = roll by 2). '
                                 'Decomposing a roll by 10 on dim 1 by hand gives cat(x[-10:], x[:-10]) = cat(x, empty) = x; at k=2 refinement folds it all and the TOSA module is just `return '
                                 '%arg0`; the refbackend also mismatches at k=1. The TOSA path only carries the wrong Torch IR.)'),
 'mismatch-eager-dd46bd7e6a42': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp/combinePutIndices (first wrong node index_put(v0 f32[4,5,2], [[-4,-4],[4,-5],[1]] '
                                 'int32, [2.25,2.25], accumulate=True); eager adds at [0,4,1] and [0,0,1]). Re-ran index_put alone: negative indices mismatch (positions unchanged, then heap '
                                 'corruption "free(): invalid next size" from the out-of-bounds write); the wrapped indices [0,0],[4,0] match. The k=2 verifier error (k_dependent) comes from other '
                                 "nodes and is not this finding's symptom.)"),
 'mismatch-eager-e01125571832': ('iree-stablehlo-rng-uniform-f16-nan',
                                 'IREE StableHLO input conversion of stablehlo.rng UNIFORM (rand_like of an f16 [2,3] value on the StableHLO path: stage_input.mlir is a valid stablehlo.rng %0.0, '
                                 '%1.0 : tensor<f16>; IREE returns NaN for all 6 elements (2^-32 scale as f16 = 0, uitofp i32->f16 overflows to inf); RefBackend and TOSA paths are fine, so '
                                 'torch-mlir is not at fault).'),
 'mismatch-eager-e70827815b32': ('iree-stablehlo-scatter-in-place-on-returned-argument',
                                 'IREE compiler/src/iree/compiler/Dialect/Stream/Transforms/MaterializeCopyOnWrite.cpp:isSafeToElideCOW (outputs flatten(x)=x plus scatter_add of cat([x]) on a bf16 '
                                 '[3,1,1] input: stage_input.mlir is right (tm_tensor.scatter outs(%arg0), return %arg0 as result 0). iree-compile + iree-run-module with x=[1,2,3] returns '
                                 'result[0]=[-7.25,2,3], i.e. the input buffer overwritten by the in-place scatter (1 + -8.25), same as the other folder of this defect)'),
 'mismatch-eager-f61e5f0af67b': ('full-bool-fill-fold-truncates',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFullOp::fold (masked_fill.Scalar(bool x1, mask x0, value 2): DecomposeAtenMaskedFillScalarOp builds a rank-0 aten.full(2, '
                                 'bool) that folds to dense<false> (IntegerAttr::get(i1, 2)); stage_input.mlir selects the constant false, eager fills True). Corpus entry '
                                 'masked-fill-bool-value-truncates is this path.'),
 'mismatch-eager-f67c2efe176a': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_fill(bool [1,2], -1, empty index, 0.5) imports as index_put.hacked_twin with index '
                                 'shapes [1,1] and [0] (broadcast [1,0]); max() broadcast gives [1,1]: one tuple (0,0) written True where eager writes nothing).'),
 'mismatch-eager-f902e37d0c6b': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp -> Utils.cpp:convertTensorToElementType (cat of a uint8 [3,2] with int64 full tensors: '
                                 'stage_input.mlir widens the ui8 operand with arith.extsi i8 -> i64, so 158 becomes -98; exactly the corpus entry, extui needed).'),
 'mismatch-eager-fb12dd888bed': ('tril-diagonal-int64-max-overflow',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:createTriangularMatrix (first wrong node triu(x int32[2,4], 9223372036854775807); eager zeroes everything). '
                                 'stage_input.mlir has arith.addi %row, %c9223372036854775807_i64 then the sge compare: for row >= 1 the sum wraps negative so those rows are kept (got 164 at [1,0], '
                                 '4 of 8 differ). Same add-then-compare as the tril entry (triu uses it with sge).)'),
 'pass-error-e22a2de8e730': ('transpose-same-dim-fold-drops-type',
                             'lib/Dialect/Torch/IR/TorchOps.cpp:AtenTransposeIntOp::fold (transpose(x int8[0,3], 0, 0) with the result type erased: fold returns self (!torch.vtensor<[0,3],si8>) for '
                             'the unranked result; torch-adjust-calling-conventions folds while converting and leaves an unresolved materialization [0,3],si8 -> !torch.vtensor. I ran the pass alone: '
                             'same error; with dims (0,1) (no fold) it passes).'),
 'printer-error-9272cef1c4d7': ('where-self-splat-fold-dynamic-dim',
                                'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold / getBroadcastedAttr (masked_fill(x int32 [?,1], all-true [[True]] mask, -1) decomposes to where.self with a '
                                'splat-true mask; the fold builds torch.vtensor.literal(dense<-1> : tensor<?x1xsi32>), a dynamic-shaped elements literal, which the printed IR shows and which does '
                                'not parse back)'),
 'timeout-0f2ec7a80314': ('empty-like-unknown-dtype-decompose-hang',
                          'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenEmptyLikeOp (reduced by hand to cat([x,x,x], dim -4) of f16 [0,0,?,4] then empty_like: '
                          '-mlir-print-ir-before=torch-decompose-complex-ops shows empty_like of !torch.vtensor<[0],unk>, and the pipeline hangs (timeout 30s); empty_like of an unk-dtype argument '
                          'alone hangs torch-decompose-complex-ops; the same cat along dim -1 (dtype known) finishes. The unk dtype comes from the cat canonicalizer dropping all-empty operands).'),
 'verifier-error-249748f5c943': ('roll-empty-dim-cat-canonicalize',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (roll of int64 [0,4] decomposes to cat of two [0,4] slices; canonicalize empties the cat '
                                 'list, and convert-torch-to-stablehlo on before.mlir then emits stablehlo.concatenate with 0 operands. A cat of two [0,4] operands converted to StableHLO without '
                                 'canonicalizing gives a valid 2-operand concatenate, so only the canonicalizer is at fault on this path).'),
 'verifier-error-2e5d2bba52da': ('uint8-literal-canonicalize-lowering',
                                 'lib/Dialect/TorchConversion/IR/TorchConversionOps.cpp:FromBuiltinTensorOp::fold + TorchConversionDialect.cpp:materializeConstant (empty_like(x, dtype=uint8) on the '
                                 'TOSA path: before.mlir is tosa.const i32 -> tosa.cast i8 -> torch_c.from_builtin_tensor -> !torch.vtensor<[1],ui8>; plain -canonicalize on before.mlir folds the '
                                 'cast, then materializes torch.vtensor.literal(dense<0> : tensor<1xi8>) with a ui8 result, which ValueTensorLiteralOp::inferReturnTypes types si8 -> same verifier '
                                 'error. Same fold/materialize pair as the corpus entry, reached via the TOSA pipeline folding (tosa-layerwise-constant-fold) instead of the linalg one.)'),
 'verifier-error-3e62c958a7b0': ('masked-fill-shape-ignores-mask-broadcast',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇masked_fill〇Scalar〡shape (masked_fill.Scalar(x int8[1,3], mask [2,2,3], '
                                 '0.5) at erasure intermediate: eager result is [2,2,3]; the decomposed where.self is typed [1,3] and convert-torch-to-linalg casts tensor<2x2x3xi8> to '
                                 "tensor<1x3xi8>. Ran -torch-shape-refinement-pipeline on masked_fill.Scalar([1,3] si8, [2,2,3] i1) with an erased result: it refines to [1,3] (self's shape, mask "
                                 'ignored).)'),
 'verifier-error-405536c0519b': ('uint8-dense-literal-tosa-const-unsigned-attr',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<ValueTensorLiteralOp>::matchAndRewriteImpl (full_like(..., -1, dtype=uint8) folds to '
                                 'torch.vtensor.literal(dense<255> : tensor<2x1xui8>); convert-torch-to-tosa re-signs only signed dense attrs, so it emits tosa.const {dense<255>: ui8} -> '
                                 'tensor<2x1xi8>: "expected same attr/result element types").'),
 'verifier-error-43f178469795': ('index-tensor-int32-index-i64-compare',
                                 'lib/Conversion/TorchToLinalg/IndirectDataMovement.cpp:makeIndexValuePositive (x[:, int32 0, :, int32 1] on bf16 [5,1,4,2] becomes index.Tensor_hacked_twin with si32 '
                                 'index tensors; convert-torch-to-linalg alone on before.mlir builds arith.cmpi (i32, i64) -- the i32 index compared with an i64 zero -- and fails the verifier)'),
 'verifier-error-554a5c1a6708': ('squeeze-dim-lowering-static-result-no-cast',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenSqueezeDimOp (unbind -> select -> squeeze.dim of [?,1,3,?] typed -> [5,3,5]: the lowering replaces the op '
                                 'with a tensor<?x3x?> and no cast, so from_builtin_tensor to [5,3,5] fails; a hand-written one-op squeeze.dim with that typing reproduces the same error in '
                                 'convert-torch-to-linalg).'),
 'verifier-error-669914649e1f': ('roll-empty-dim-cat-canonicalize',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns + TorchToLinalg ConvertAtenCatOp (roll of si16 [2,3,3,0] over 4 dims; at k=2 the cat along '
                                 'dim 3 has an empty ListConstruct; convert-torch-to-linalg on before.mlir: tensor.concat requires at least one input).'),
 'verifier-error-6c7f7c087888': ('stablehlo-index-select-0d-index-drops-dim',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexSelectOp> -> gatherTensorAlongSingleAxis (index_select(x uint8 [2,1], 0, tensor(0)) with a '
                                 '0-d index: the gather drops the selected dim (tensor<1xui8>) and the final stablehlo.convert to the [1,1] result fails; re-ran convert-torch-to-stablehlo on '
                                 'before.mlir: same verifier error. Exactly the corpus entry.)'),
 'verifier-error-7183977e2f5d': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x f32[1], 0, size 0, step 6) -> [1,0]: convert-torch-to-linalg builds a linalg.generic '
                                 'with map (d0, d1) -> (d1 + d0 * 6) over a [1,0] output, which the verifier rejects (result < 0). Same IR with size 1 lowers fine, so size 0 on a ranked input is the '
                                 'trigger.)'),
 'verifier-error-73d753db1380': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x int8[1,0], 0, size 0, step 3), eager shape [1,0,0]: size 0 is special-cased only for '
                                 'rank 0, the rank>=1 path builds a linalg.generic with map (d2 + d0*3, d1) over a 0-extent d2, which the verifier rejects "unexpected result less than 0").'),
 'verifier-error-75fda9bb3801': ('roll-decompose-static-result-no-cast',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x2 int32 [1,?,2,0] -> result [1,2,2,0], 4 dims): torch-decompose-complex-ops alone on '
                                 'before.mlir replaces the roll by a chain of slice/cat whose last cat is typed with the input type [1,?,2,0], no static_info_cast, so func.return mismatches the '
                                 'declared [1,2,2,0] (verifier error); the empty cat operand in the same function is unrelated)'),
 'verifier-error-7ac1ed96fef7': ('index-put-tmtensor-mixed-index-dtypes',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:combinePutIndices (index_put with indices (None, int32[0], int32[0]): the None becomes an si64 arange, so the '
                                 'index list mixes si64 and si32 and combinePutIndices types the ListConstruct with the first index type; before.mlir is valid, the invalid ListConstruct is created '
                                 'in convert-torch-to-tmtensor).'),
 'verifier-error-a56ae8deebf8': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (slice(si8 [0,3,3], 1, 0, 0, 2): convert-torch-to-stablehlo emits select(end==0, dimSize, end), '
                                 'so the limit becomes 3 and stablehlo-canonicalize-dynamism makes a slice inferring 0x2x3 against the declared 0x0x3: the "inferred vs" end-0 form named in that '
                                 'entry).'),
 'verifier-error-af78186997a9': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (getBroadcastShape/combinePutIndices/broadcastValuesToSliceSize) (index_fill(x '
                                 'f16 [0,3,5], 1, empty index, 0.0) decomposes to index_put.hacked_twin with index tensors [0,1,1],[0,1],[5] (max-broadcast gives dim1 = 1 instead of 0); the lowering '
                                 'emits tm_tensor.scatter(update 0x1x1x1, indices 0x3, original 0x3x5) and the TMTensor verifier rejects the unit update dim against the zero-size original dim#0. '
                                 'Re-ran convert-torch-to-tmtensor on before.mlir: same error. Same lowering, same zero-size-dim-in-index_put failure as the corpus entry.)'),
 'verifier-error-cb2c2c7832e0': ('new:view-dynamic-dim-assumed-unsplit-invalid-collapse',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenViewOp::matchAndRewrite (fallback `inputShapeSlice[0] == kUnknownSize` branch + calculateSingleDynamicSize) '
                                 '(reshape(x int8 [?,2,3,?] (really [3,2,3,3]), [18,3])): with two dynamic input dims every mapping helper fails, the fallback assumes input dim 0 == output dim 0 '
                                 '(18, with a runtime assert), then calculateSingleDynamicSize sets the last dim to 3/(2*3) = 0, giving tensor.cast to 18x2x3x0 and a collapse_shape to 18x3 that '
                                 'fails to verify. Minimal: view([?,2,?] -> [4,3]) fails the same way (4x2x1 -> 4x3); the static [3,2,2] -> [4,3] lowers fine. Not view-zero-elements-sigfpe (no '
                                 'zero-element tensor, no division by 0).)'),
 'verifier-error-cc6b57e3d739': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x f64[0,2,2], dim 2, size 0, step 2^38), eager [0,2,1,0]: same size-0 path for rank>=1, '
                                 'linalg.generic map (d0, d1, d3 + d2*step) with a 0-extent d3 fails the verifier "unexpected result less than 0"; the huge step is incidental, size 0 is the '
                                 'trigger).'),
 'verifier-error-cc924434896e': ('index-tensor-empty-index-zero-dim-stablehlo-gather-slice-size',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexTensorHackedTwinOp> (x[empty, :, empty] on int64 [0,0,5]: before.mlir is '
                                 'index.Tensor_hacked_twin on a [0,5,0] operand; convert-torch-to-stablehlo gives the gather slice_sizes 1 on the size-0 indexed dims, "slice size (1) is out of '
                                 'bounds for operand dimension (0)")'),
 'verifier-error-cef67f24d3e7': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'abstract_interp_lib_gen.py:aten〇repeat_interleave〇self_int〡shape (repeat_interleave(x[0,2], 2, dim=-1) at erased types: the result is refined to [0,4,0,2] '
                                 '(self[:dim] + [n] + self[dim+1:] with dim+1 = 0), so prims.collapse [0,2,2] -> [0,4,0,2] fails the tensor.collapse_shape verifier; eager shape [0,4]).'),
 'verifier-error-d049098967d1': ('uint8-literal-canonicalize-lowering',
                                 'lib/Dialect/TorchConversion/IR/TorchConversionDialect.cpp:materializeConstant + FromBuiltinTensorOp::fold (zeros_like(dtype=uint8): before.mlir is arith.constant '
                                 'tensor<0x4x2xi8> + from_builtin_tensor -> ui8; canonicalize folds it to a vtensor.literal with a signless i8 attribute and a ui8 result, which infers si8 and fails '
                                 'verification).'),
 'verifier-error-d450ac117f51': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll by 1 of a float64 [1]: the (correct) decomposition is cat(x[-1:], x[0:-1]); on StableHLO '
                                 'the end -1 of the second slice normalizes to 0 and the endIndexIsZero select replaces it by the dim size, so both slices are size 1 and stablehlo-refine-shapes '
                                 'infers the concatenate as tensor<2xf64> vs the declared 1 -> verifier error. convert-torch-to-stablehlo on stage_input.mlir shows the cmpi eq end,0 / select. Only '
                                 'at k=1: k=2 refinement folds the slices away.)'),
 'verifier-error-dd049e79e043': ('transpose-same-dim-fold-drops-type',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenTransposeIntOp::fold (swapaxes(x int16[0,1], 1, 1) at erasure torchscript: transpose.int(%x, 1, 1) folds to self, and the '
                                 'return of the unranked !torch.vtensor now gets !torch.vtensor<[0,1],si16>. Ran -canonicalize on before.mlir: the verifier error; the same IR with dims (0, 1) '
                                 'canonicalizes fine.)'),
 'verifier-error-df7ce4845bfe': ('tosa-constant-pad-nd-rank0-tosa-pad',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenConstantPadNdOp> (pad(x bool [], [], constant) becomes constant_pad_nd of a 0-d tensor, a valid no-op; '
                                 'convert-torch-to-tosa emits a rank-0 tosa.pad (tensor<i1>, !tosa.shape<0>), which the TOSA verifier forbids; linalg and stablehlo paths are ok).'),
 'verifier-error-f0cf93ac04e5': ('masked-scatter-decompose-ignores-mask-broadcast',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenMaskedScatterOp (masked_scatter(x uint8 rank-0, mask bool [2], source [3]): eager result [2]; '
                                 'before.mlir (after decomposition) has add.Tensor(mask [2], zeros_like(self) []) typed -> [] with self sizes, then view/cumsum of 1 element; '
                                 'convert-torch-to-stablehlo turns that add into chlo.broadcast_add inferring tensor<2xi64> vs declared tensor<i64> (verifier error) -- same mis-typed intermediate as '
                                 'the corpus entry, seen on the StableHLO path)'),
 'verifier-error-f1c9530057b3': ('prims-collapse-lowering-static-result-no-cast',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertPrimsCollapseOp (repeat_interleave(x[?,0,1,1], 3, 0) decomposes to prims.collapse [?,3,0,1,1] -> [12,0,1,1] '
                                 '(static result from import); the lowering builds tensor.collapse_shape with the static type; a hand-written collapse [?,3,2] -> [12,2] gives the same "expected '
                                 'dimension 0 of collapsed type to be dynamic" error).'),
 'verifier-error-f398903dd7d7': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'AbstractInterpLibrary aten.repeat_interleave.self_int shape function (self[dim+1:] with dim=-1) (repeat_interleave(int32 [1], 2, -1), torchscript erasure: '
                                 'torch-shape-refinement-pipeline types it [2,1] (with dim=0: [2]); the decomposition prims.collapse to [2,1] then gives the collapse_shape rank verifier error in '
                                 'convert-torch-to-linalg. Other nodes (roll, randn_like, zeros_like) are bystanders; folder not reduced).'),
 'verifier-error-f901e7196297': ('where-self-same-branches-fold-drops-broadcast',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (swapaxes(v2, -2, 1) on rank 3 is a same-dim transpose that (correctly) folds to v2, leaving where.self(cond '
                                 '[3,3,9,3], v2, v2) with v2 [3,9,3]; the early `if (getSelf() == getOther()) return getSelf();` drops the broadcast, so -canonicalize on before.mlir makes the '
                                 'dtype.calculate region yield [3,9,3] for a [3,3,9,3] result -> verifier error. Same early return as the corpus entry.)')}
NEW = {'new:stablehlo-slice-scatter-negative-start-not-clamped': 'StableHLO path: ConvertAtenOp<AtenSliceScatterOp>::matchAndRewrite (lib/Conversion/TorchToStablehlo/GatherScatter.cpp) does start = '
                                                           'dimSize + start for a negative start and never clamps it to 0 (PyTorch clamps), then enumerates indices start..end into a std::vector: '
                                                           'slice_scatter(x[2,5], src[2,1], dim 1, start INT64_MIN, end 1) makes it loop ~2^63 times (LLVM out of memory / hang), and start -6 gives '
                                                           'indices [-1, 0] for a size-1 src (stablehlo.scatter verifier error). Same bug class as the TOSA entry '
                                                           'tosa-slice-scatter-negative-start-not-clamped-abort but in the StableHLO conversion (different function, separate fix).',
 'new:tosa-to-linalg-named-transpose-less-static-result-no-cast': 'MLIR TosaToLinalgNamed TransposeConverter: replaces a tosa.transpose whose result type is less static than the permuted input shape '
                                                                  'with a linalg.transpose of the inferred static type, without a tensor.cast -> "failed to legalize unresolved materialization from '
                                                                  'tensor<3x2xf32> to tensor<?x?xf32>". Smallest trigger: func(%a: tensor<2x3xf32>) -> tensor<?x?xf32> { tosa.transpose %a '
                                                                  '{perms=[1,0]} } under tosa-to-linalg-named; reached from torch-mlir via any aten.permute/diag_embed whose torch result type keeps ? '
                                                                  'sizes.',
 'new:view-dynamic-dim-assumed-unsplit-invalid-collapse': 'ConvertAtenViewOp (lib/Conversion/TorchToLinalg/DataMovement.cpp) on a view whose input has two dynamic dims that the mapping helpers '
                                                          'cannot place: the last-resort branch maps the leading dynamic input dim 1:1 onto the static output dim (only a runtime assert guards it), '
                                                          'then calculateSingleDynamicSize fills the remaining dynamic dim by integer division (3/6 = 0), so the pattern emits tensor.cast + '
                                                          'tensor.collapse_shape with inconsistent static sizes (verifier error) instead of failing and letting ConvertAtenViewOpToReshape lower it. '
                                                          'Smallest trigger: torch.aten.view of !torch.vtensor<[?,2,?],f32> to [4,3] (convert-torch-to-linalg: collapse_shape tensor<4x2x1xf32> -> '
                                                          'tensor<4x3xf32>); the finding: reshape [3,2,3,3] (dims 0 and 3 dynamic) to [18,3]. Related upstream: llvm/torch-mlir#2567 (open, view '
                                                          'lowering gaps).'}
CALLS = ['part 1: crash-42663fbb4363: while grepping /work/c53 for the __truncsfbf2 executor message my grep (not excluding bench/) accidentally printed one line of /work/c53/bench/labels/seed9292.py that '
 'labels this folder; I then re-checked independently (iree-compile/iree-run-module of stage_input.mlir: rc 245 with index -1, rc 0 with index 4), but the label was not reached blind.',
 'part 1: mismatch-eager-480b16fd963b: the corpus entry slice-start-past-end-stablehlo-real-dynamic-slice is mainly about the missing end>=start clamp in getDynamicSlice; this folder is the other '
 "flaw of the same function (getDynamicSliceInternal selects dimSize for an end of 0, turning an empty slice into a full one). The entry's why.md explicitly folds that select into itself, so I used "
 'its name; a maintainer could split it as new:stablehlo-slice-end-zero-taken-as-full-dim.',
 'part 1: mismatch-eager-89086af584a6 and mismatch-eager-e70827815b32: labelled iree-stablehlo-scatter-in-place-on-returned-argument although this run came through the linalg/tm_tensor path '
 "(iree-cpu executor), not StableHLO; the corpus entry places the fault in IREE Stream's MaterializeCopyOnWrite, which is input-dialect independent, and the stream IR here shows the same rw dispatch "
 'on a borrowed import without a clone.',
 'part 1: mismatch-eager-66e99494d01a: the corpus entry index-put-zero-size-index-broadcast-max shows the max() broadcast as a verifier error (a 1 against a 0 on a zero-size dim); here no input dim '
 'is 0, so the same wrong broadcast shape gives a valid scatter of 120 spurious zero updates (a silent miscompile). Same function, same reason, so I used the corpus name rather than a new: label.',
 "part 2: ('crash-cdc02013c342', 'hstack-rank0-cat-canonicalize-segfault vs as-strided-rank0-empty-index-list-segfault: the crash is the AtenCatOp canonicalizer indexing sizes of a rank-0 operand "
 '(the half of the hstack entry that is a crash on verifiable IR), but the rank-0 operands come from the FX importer rewriting as_strided of a 0-d base into index.Tensor(x, []) (the importer fault '
 "of the as_strided entry; that IR alone also crashes DecomposeAtenIndexTensorOp, checked by hand). Labelled by the crashing code.')",
 "part 2: ('lowering-error-8b4c639e210f', 'new vs tosa-slice-scatter-negative-start-not-clamped-abort: same kind of bug (negative start not clamped in a slice_scatter lowering) but in "
 "TorchToStablehlo/GatherScatter.cpp, not TorchToTosa; different function and fix, so new.')",
 "part 2: ('timeout-0f2ec7a80314', 'empty-like-unknown-dtype-decompose-hang vs roll-empty-dim-cat-canonicalize (cat-all-empty-operands-erased): the unknown dtype that empty_like sees is produced by "
 "the cat canonicalizer dropping every operand of a cat that is empty along dim -4, but the hang itself is DecomposeAtenEmptyLikeOp modifying IR before failing; labelled by the hang.')",
 "part 2: ('mismatch-eager-6d111c02b829', 'stablehlo-remainder-truncated-not-floor-mod vs remainder-scalar-fold-truncated-not-floor-mod: here the remainder is not folded, it is lowered to "
 "stablehlo.remainder (visible in before.mlir) on the IREE StableHLO path, so the StableHLO lowering entry.')",
 "part 3: ('mismatch-eager-2919949421f5', 'slice-start-past-end-stablehlo-real-dynamic-slice vs new:stablehlo-slice-end-zero-taken-as-dim-size: the fault is the endIndexIsZero select in "
 'getDynamicSliceInternal (not the missing end>=start clamp in the entry title); the entry why.md names that select as part of its defect ("x[0:0] ... would be a full slice"), so I used the entry. '
 "Not roll-shift-larger-than-dim: shift == dim size, the decomposition is correct and linalg passes.')",
 "part 3: ('verifier-error-a56ae8deebf8', 'slice-start-past-end-stablehlo-real-dynamic-slice vs new: same endIndexIsZero select as mismatch-eager-2919949421f5 (end 0 becomes the dim size), not the "
 'missing start<=end clamp of the entry title; used the entry because its why.md attributes this "inferred vs" form to it.\')',
 "part 3: ('verifier-error-249748f5c943', 'roll-empty-dim-cat-canonicalize vs cat-all-empty-operands-erased: both share the canonicalizer root cause; this one has a static result type and fails in "
 "lowering (zero-operand concatenate), which is the roll-empty-dim entry (StableHLO path instead of linalg).')",
 'part 4: lowering-error-653497fe6abe: FALSE (degenerate empty index of a different rank, outside the documented contract, rejected by an explicit rank check with a diagnostic) vs '
 'new:scatter-reduce-empty-index-rank-mismatch-not-lowered (eager accepts it and returns self unchanged, so a maintainer could also treat it as a missing trivial case).',
 'part 4: lowering-error-a7357390b5f5: blamed MLIR TosaToLinalgNamed (no cast to the declared, valid, less-static result type) rather than torch-to-tosa for emitting a less-static tosa.transpose '
 'result; either fix works, the TOSA verifier accepts the IR.',
 'part 4: mismatch-eager-2bd9c6127cb5: same IREE Stream copy-on-write defect as iree-stablehlo-scatter-in-place-on-returned-argument, though the corpus entry was found on the StableHLO path and this '
 'one comes through linalg tensor.insert_slice (the entry itself says the input dialect is irrelevant, the fault is in Stream).',
 'part 4: mismatch-eager-56b4fb58da1e: roll-shift-larger-than-dim (the decomposed IR is already wrong on every backend; fixing the roll fixes the program) vs '
 'slice-start-past-end-stablehlo-real-dynamic-slice (whose why.md names the same endIndexIsZero select in getDynamicSliceInternal that turns x[:-6] into a full slice and gives this signature its '
 '[1,10,4] shape).',
 'part 4: mismatch-eager-7a10c312df40, mismatch-eager-b265c6023204, verifier-error-d450ac117f51 (and the StableHLO shape in 56b4fb58da1e): slice-start-past-end-stablehlo-real-dynamic-slice, whose '
 'why.md covers the end==0 -> dimSize select of getDynamicSliceInternal, vs a new:stablehlo-slice-end-zero-taken-as-full-dim (its title is only the start>limit verifier error; a clamp end>=start '
 'alone would not fix end==0).',
 'part 4: verifier-error-af78186997a9: labelled index-put-zero-size-index-broadcast-max, but here the number of index tuples is already 0 (dim0 of x is 0); the failing check compares the unit '
 'indexed update dims to the zero-size original dim, which the max() fix alone might not cure. Same pattern and same class (index_put lowering on a zero-size dim) so kept as one defect rather than a '
 'new one.',
 'part 5: (\'lowering-error-7403ff2f9a07\', "masked-scatter-decompose-ignores-mask-broadcast vs masked-scatter-shape-fn-ignores-mask-broadcast / a new TOSA defect: the symptom is a TOSA unresolved '
 "materialization, not the corpus entry's linalg tensor.cast error, and the result type here ([2], erase none) is right, so not the shape function. The wrongly typed add.Tensor comes from "
 'DecomposeAtenMaskedScatterOp, and the linalg path fails on the same program, so the corpus decomposition defect.")',
 "part 5: ('mismatch-eager-93f9e0aaee18', 'index-put-zero-size-index-broadcast-max vs new:...: the corpus entry is a verifier error (update out of bounds for a zero-size dim); here the same max() "
 "broadcast of a [2,1] and a [0] index gives an in-bounds scatter of 2 tuples, so it silently writes. Same function and reason (1 vs 0 broadcast taken as max), so the corpus name.')",
 "part 5: ('lowering-error-b62a2d00a178', 'arange-float-bounds-int-dtype-size-in-result-dtype vs new:arange-int-bounds-f32-length-rounded: the corpus title is float bounds + int dtype, here it is "
 'int bounds + float32 dtype (precision lost by sitofp to f32). Same lines of ConvertAtenArangeStartStepOp (length computed from bounds converted to the result element type), and the corpus why.md '
 "point 4 says the float case is the same defect and the same fix, so I used the corpus name.')",
 "part 6: ('crash-e9dcca8d352e', 'as-strided-rank0-empty-index-list-segfault vs a new importer defect: the entry speaks of a rank-0 RESULT, here the result is [1,1,2,1]; but fx_as_strided._indices "
 'builds one index per BASE dim, so any rank-0 base gives index.Tensor(x, []) and the same indices[0] crash in DecomposeAtenIndexTensorOp. Same code, same reason -> corpus entry (the index op could '
 "not express the broadcast to [1,1,2,1] either, which the same fix must cover).')",
 "part 6: ('crash-886e9de2f6d0', 'flaky symptom (LLVM ERROR out of memory in grow_pod, rc 245 on rerun) rather than a SIGSEGV; both come from the out-of-bounds yieldVals[dim] write with dim=-1; "
 "dim=0 passes, so scatter-negative-dim-out-of-bounds-write-segfault rather than FALSE: flaky worker.')",
 "part 6: ('mismatch-eager-4336cbd470ce', 'executor was iree-cpu, but the linalg handed to IREE (stage_input.mlir) already drops the dim-1 roll (shift -5, size 2); actual == roll(x+x, -1, dim 0) "
 "exactly -> torch-mlir roll decomposition, not IREE.')",
 "part 6: ('mismatch-eager-94bd52da48d6', 'reported on iree-stablehlo at k=2, but RefBackend and TOSA are wrong at every k too and the lowered IR is `return %arg0` -> roll-shift-larger-than-dim, not "
 "a StableHLO/IREE defect.')",
 "review: lowering-error-653497fe6abe relabelled from FALSE to masked-scatter-shape-fn-ignores-mask-broadcast (eager ranks agree; the wrong rank is torch-mlir's)"]
