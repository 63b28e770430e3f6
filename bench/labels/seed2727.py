"""Hand triage of the held-out seed-2727 one-hour campaign (docs/root-causes.md "Measured: an
eleventh campaign held out"): finding folder -> (defect, the code at fault). Sorted on 2026-12-07
by eight people working blind to irfuzz's keys and rows (meta.json `root_cause` and report.md
left out of their copies by tools/sorting_copy.py; the program, message, crash frames, IR,
one-pass commands, upstream source at torch-mlir 0029fc2e1), each an eighth of the folders of
the campaign as it ended, against the corpus as it stood when the campaign started (155
entries, abc0f1f). The campaign ran on abc0f1f; the rules it is scored with (those of abc0f1f,
and the three written from the seed-4646 campaign's misses since) were frozen before any of its
findings was read. NEW describes the defects the corpus lacked (none); CALLS the sorters'
judgement calls, by part.
"""

LABELS = {'backend-contract-1767cb158a6e': ('roll-empty-dim-cat-canonicalize',
                                   'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (cat([x,x,x], dim=2) of float32 [5,3,0] with erased result type; `torch-mlir-opt '
                                   '-canonicalize before.mlir` empties the ListConstruct, so refinement ends with !torch.vtensor<[0],unk>: corpus entry cat-all-empty-operands-erased exactly).'),
 'backend-contract-795e60b764c1': ('cat-dynamic-1d-unknown-rank',
                                   'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇cat〡shape (upstream cat shape fn skips legacy-empty 1-D operands; with '
                                   'a dynamic [?] operand it cannot decide). Reduced program is cat([x]*4, 0) of int16 [?] at erase=intermediate; before.mlir gives `!torch.vtensor<*,si16>` "tensor '
                                   'with unknown rank", exactly the corpus entry\'s trigger (1-D dynamic operands, erased result).'),
 'backend-contract-b0b960096e92': ('limitation-split-tensor-dynamic-split-size-not-lowered',
                                   'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeSplitTensorListUnpack (chunk(x0,9,0) of a dynamic [?] si16 dim becomes split.Tensor with a computed '
                                   'split size; recomposition needs a constant split size, so at torchscript erasure the split results are never refined: "tensor with unknown rank". Hand-cut '
                                   'stage_input to just size/floordiv/split.Tensor/ListUnpack/expand reproduces the same error; the cat/swapaxes half alone does not.)'),
 'crash-072015651ef8': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter.src with dim=-2 on int64 [0,3], passed unnormalized to '
                        'convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc whose yieldVals[dim] writes out of bounds; stage_input through the linalg pipeline: SIGSEGV rc 245; same file with '
                        'dim=0: rc 0)'),
 'crash-0ad84457b9bc': ('view-like-fold-dtype-less-result-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:genericViewLikeFold (take_along_dim(x1, tensor([0]), dim=None) decomposes to view(clone(literal <1xsi64>), [-1]); at torchscript erasure '
                        'the view result gets sizes before dtype; re-ran the pipeline on stage_input.mlir: SIGSEGV ShapedType::getElementType <- DenseElementsAttr::get <- genericViewLikeFold <- '
                        'AtenViewOp::fold)'),
 'crash-12129cb5d27e': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter_add with dim=-2 on a [2,0,0,5] ui8 input; stage_input crashes SIGSEGV at '
                        'OperandStorage under convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (yieldVals[dim] with negative dim); the same IR with dim=2 lowers fine).'),
 'crash-186c28e60d18': ('roll-decompose-dim-out-of-range-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp::matchAndRewrite (cat of three empty bool [0,3,2] operands at erase=intermediate is refined to rank '
                        '1, then roll dims [-3,2] are indexed unchecked; re-ran the pipeline on stage_input.mlir: SIGSEGV, stack xxh3_64bits <- ValueTensorType::get <- getWithSizesAndDtype <- '
                        'DecomposeAtenRollOp, same program as the corpus entry)'),
 'crash-319f36d475e7': ('as-strided-rank0-empty-index-list-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp::matchAndRewrite (as_strided(x0,[],[],0) on a rank-0 f16 input: the FX importer emits '
                        'index.Tensor with an empty index list; re-running torch-function-to-torch-backend-pipeline on stage_input.mlir crashed (stack dump printed), pass '
                        'torch-decompose-complex-ops).'),
 'crash-4a57f663deae': ('arange-8bit-dtype-lowering-segfault',
                        'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp::matchAndRewrite (arange.start_step(-6,-6,-1,dtype=int8); convert-torch-to-linalg on '
                        'stage_input.mlir prints "dstOriginalDtype has to be passed to convertScalarToDtype" then SIGSEGVs building arith.subi on the null Value: the corpus defect, frame top differs '
                        'only by inlining).'),
 'crash-616bf875e744': ('floordiv-int-fold-division-by-zero',
                        "lib/Dialect/Torch/IR/TorchOps.cpp:AtenFloordivIntOp::fold (repeat(x,[3,0,1,2,2,1]) of int16 [?,2,?]: IR_1 has the repeat decomposition's view(-1) on a zero-element tensor; "
                        're-running torch-simplification-pipeline on IR_1 with --mlir-print-ir-after-all shows torch.constant.int -9223372036854775808 appearing after '
                        'torch-simplify-shape-calculations (view shape fn numel//newsize = 0//0 folded), the INT64_MIN lands in the next view\'s size list and the lowered runtime assert "must have '
                        'at most one inferred (negative) dimension" aborts IR_2.'),
 'crash-6e2ad66acf1c': ('view-zero-elements-sigfpe',
                        'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenViewOp::matchAndRewrite (getMultiplier) (flatten of a bool [0,3,3] -> aten.view(-1) to [0]; before.mlir through '
                        'func.func(convert-torch-to-linalg) dies with SIGFPE, top frame ConvertAtenViewOp::matchAndRewrite: zero elements on both sides, gcd 0 division.)'),
 'crash-74f0068819a7': ('gather-zero-size-dim-stablehlo-slice-size-abort',
                        'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenGatherOp>::matchAndRewrite (gather dim=1 of uint8 [3,3,3,0]: slice_sizes all 1 including the size-0 dim '
                        '3, the inferring builder aborts; -convert-torch-to-stablehlo alone: "slice size (1) is out of bounds for operand dimension (0) at index 3", LLVM ERROR)'),
 'crash-77be1e34c756': ('as-strided-rank0-empty-index-list-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp::matchAndRewrite (as_strided(new_full(x,[]), [], []) to rank 0: FX importer emits '
                        'index.Tensor with an empty index list; ran func.func(torch-decompose-complex-ops) on before.mlir: SIGSEGV in getWithSizesAndDtype <- DecomposeAtenIndexTensorOp, i.e. '
                        'indices[0] of the empty list)'),
 'crash-886e9de2f6d0': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two amax with dim=-1 on a [3] f32 input; rerun crashes in '
                        'SmallVectorBase::grow_pod (dim not normalized before the helper writes yieldVals[-1]); dim=0 lowers fine).'),
 'crash-95471464b955': ('reshape-fold-dtype-less-tensor-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenReshapeOp::fold (randn_like(dtype=bf16) then reshape(-1) at erase=intermediate: reshape typed [0],unk -> [0],unk, toBuiltinTensor() is '
                        'null; a 4-line reshape [0],unk -> [0],unk under -canonicalize segfaults at TensorType::hasRank <- AtenReshapeOp::fold)'),
 'crash-9b9307a55092': ('index-put-negative-index-not-wrapped',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp::matchAndRewrite (index_put of a 1-d f16 tensor at index [-1]: stage_input.mlir has '
                        'tm_tensor.scatter with dense<-1> indices unwrapped, so the RefBackend run writes one element before the buffer and glibc aborts "malloc(): invalid next size"; the cat in the '
                        'same program is innocent).'),
 'crash-b8e0b373fb3e': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp -> convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter_reduce.two dim=-1 amax on '
                        "bf16 [3]; convert-torch-to-tmtensor crashes in the helper's yieldVals[dim] write; with dim=0 the same IR lowers fine)."),
 'crash-bbcc5e7b3695': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two(x, dim=-2, ..., "mean") on int8 [2,1,5,5]; SIGSEGV in '
                        'convert-torch-to-tmtensor; the same stage_input with dim=2 instead of -2 lowers without crash, so the unnormalized negative dim passed to '
                        'convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc is the cause, as in the corpus entry scatter-reduce-negative-dim-out-of-bounds-write-segfault).'),
 'crash-c632738466b7': ('tile-empty-dims-repeat-decompose-abort',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp::matchAndRewrite (tile(cat([x0,x0]), []) at torchscript erasure: tile result unranked, becomes '
                        'repeat with unranked result, getSizes() aborts. Same SIGABRT in DecomposeAtenRepeatOp with x0 [2,3] instead of [0,3], so the empty-cat canonicalization seen in before.mlir '
                        'is not needed.)'),
 'crash-c8db1014db43': ('convert-tensor-to-element-type-8bit-destination-null-segfault',
                        'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp -> Utils.cpp:convertTensorToElementType (cat of int8,int8,bool -> int8: bool operand converted to i8 without '
                        'dstOriginalDtype, null Value yielded; convert-torch-to-linalg alone prints "unimplemented: for conversion to byte or char type dstOriginalDtype..." then SIGSEGV in '
                        'OperandStorage under convertTensorToElementType)'),
 'crash-cdc02013c342': ('hstack-rank0-cat-canonicalize-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (hstack of two 0-d int16 tensors; DecomposeAtenHstackOp leaves atleast_1d rank 0 and builds cat '
                        'dim=1 of 0-d tensors (before.mlir); re-ran pipeline: SIGSEGV in the AtenCatOp canonicalization lambda)'),
 'crash-d8bb80a87592': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (unreduced program; scatter_add(v0, -1, zeros[4,1,0], v1) on si64 [4,2,2]; '
                        'stage_input aborts in SmallVectorBase::grow_pod under ConvertAtenScatterOp<AtenScatterAddOp> twice; changing only the scatter dim to 2 makes the whole pipeline pass).'),
 'crash-dc08b06ee814': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp (scatter_add on int8 [4,2] with dim=-1, index [2,0]: the constant dim goes unnormalized into '
                        'convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc, yieldVals[-1] write; re-ran the linalg pipeline: SIGSEGV in grow_pod <- that helper lambda; with dim=1 the same IR '
                        'lowers fine)'),
 'crash-df5a6912087e': ('index-put-0d-index-tensor-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp::matchAndRewrite / collapseAndMoveBatchDims (index_put on int8 [2] with a 0-d index '
                        'tensor(-2) and 0-d value: re-running torch-backend-to-linalg-on-tensors-backend-pipeline on stage_input.mlir SIGSEGVs with ConvertAtenIndexPutHackedTwinOp as top torch-mlir '
                        'frame).'),
 'crash-e9dcca8d352e': ('as-strided-rank0-empty-index-list-segfault',
                        'python/torch_mlir/extras/fx_as_strided.py:_indices + lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp (as_strided of a rank-0 uint8 base to '
                        '[1,1,2,1]: _indices makes one index per BASE dim, so index.Tensor gets an empty list; torch-decompose-complex-ops on before.mlir SIGSEGVs reading indices[0]).'),
 'crash-eb170fc99fd7': ('index-put-negative-index-stablehlo-scatter-not-wrapped',
                        'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexPutHackedTwinOp>::matchAndRewrite (index_fill(x, -2, [2,0,-3,2], v) exported as index_put; the '
                        'stablehlo.scatter gets index -3 unwrapped. Running the recorded StableHLO stage alone with IREE (compiled, then executed) segfaults 3/3; replacing -3 by 0 in the index '
                        'resource makes it run clean, so the out-of-buffer write from the unwrapped negative index is the cause, not heap damage from another path).'),
 'crash-ec97a2dafbd6': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite / convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter.value(x1, dim=-1, '
                        '...) on bool [4] -> scatter.src with dim -1; cut to that one op, func.func(convert-torch-to-tmtensor) crashes in ConvertAtenScatterOp<AtenScatterSrcOp>; dim 0 lowers fine. '
                        'Unnormalized negative dim -> yieldVals[-1] write, grow_pod crash.)'),
 'crash-f02497719296': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter.value dim=-1 decomposed to scatter.src dim=-1; the out-of-bounds '
                        'yieldVals[-1] write clobbers the SmallVector size/capacity, so OOM abort in grow_pod or SIGSEGV by ASLR (flaky signature); re-run: crash rc 245, dim=1: rc 0)'),
 'crash-f1e9f256ee5a': ('unflatten-zero-size-sigfpe',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenUnflattenIntOp::matchAndRewrite (unflatten.int(x[5,4,4,0], dim 3, sizes [0]); re-ran pipeline on '
                        'stage_input.mlir: SIGFPE in DecomposeAtenUnflattenIntOp, the unconditional inferredSize / sizes[j] with sizes[j]=0)'),
 'crash-f5b4404d1bc8': ('remainder-int-fold-division-by-zero',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenRemainderIntOp::fold (pixel_shuffle(x[4,0,3,3], 3): DecomposeAtenPixelShuffleOp emits prims.split_dim with outer_length 0; at k=2 its '
                        'reified shape function has remainder.int(a[dim], 0) after the (non-terminating) outer_length>0 assert, and the folder computes a % 0: stage_input under '
                        'torch-simplification-pipeline dies SIGFPE in AtenRemainderIntOp::fold).'),
 'crash-f9695cfeb187': ('index-select-empty-index-dense-resource-sigfpe',
                        'mlir/lib/Target/LLVMIR/ModuleTranslation.cpp:convertDenseResourceElementsAttr via torch_mlir fx_importer _make_vtensor_literal_op (as_strided to size [1,1,1,0] is imported '
                        'as index.Tensor with three zero-element dense_resource index literals; stage_input lowers with the RefBackend pipeline and ExecutionEngine creation dies with SIGFPE, i.e. '
                        'the same empty dense_resource translation, here from as_strided rather than index_select)'),
 'lowering-error-128c73e8e641': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'lib/Dialect/Torch/Transforms/AbstractInterpLibrary.cpp:__torch_mlir_shape_fn.aten.arange.start_step via ReifyAbstractInterpCalculationsUtils adjustFunctionArg '
                                 '(arange(INT64_MIN, INT64_MIN+1, 2) int64: eager gives 1 element, the double-based shape function refines to [0] because both bounds round to -2^63; the linalg '
                                 'lowering allocates tensor<1xi64> then casts to tensor<0xi64>, memref.cast fails in RefBackend).'),
 'lowering-error-199a26f0d825': ('arange-float-bounds-int-dtype-size-in-result-dtype',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp::matchAndRewrite (arange(1, -3.5, -1.5, dtype=int16): stage_input.mlir has '
                                 "tensor.empty 4xi16 cast to the shape function's tensor<3xi16>: bounds truncated to i16 (end -3, step -1) before the length (-3-1)/-1 = 4 is computed; eager/ATen "
                                 'computes ceil(4.5/1.5)=3 in double; RefBackend then rejects the memref.cast).'),
 'lowering-error-1bb25949fe8b': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_fill with an empty index on a [?,5,3] uint8 slice, exported as index_put; the index '
                                 'shapes [?,1,1],[5,1],[0] are broadcast with prim.max.int(...,1)/static max to [?,5,1] instead of [?,5,0], so broadcastValuesToSliceSize emits broadcast_to [0,5,0] '
                                 '-> [?,5,1], which convert-torch-to-linalg cannot legalize: the same max()-broadcast as the corpus entry, another symptom).'),
 'lowering-error-59ccbae12810': ('iree-annotate-dispatches-sigfpe-zero-size-scatter',
                                 'IREE compiler/src/iree/compiler/Dialect/Flow/Transforms/AnnotateDispatches.cpp:getMainTensorForLinalgExtOp (scatter_add on f16 [1,3,1,3] with an empty [1,3,0,3] '
                                 'index: torch-mlir emits a valid stablehlo.scatter with zero-size indices/updates; iree-compile on before.mlir alone dies with SIGFPE in getMainTensorForLinalgExtOp '
                                 '<- summarizeDispatchRegion <- AnnotateDispatchesPass.)'),
 'lowering-error-5ec27ebf09f4': ('iree-stablehlo-scatter-dynamic-indices-static-updates-mismatch',
                                 'IREE compiler/plugins/input/StableHLO/Conversion/StableHLOToLinalgExt.cpp:ScatterOpConversion (index_fill with empty index after a dynamic slice: valid '
                                 'stablehlo.scatter with indices tensor<?x5x0x3xi64> and static updates tensor<0x5x0xui8>; ScatterCollapseBatch collapses them to ? and 0, and the created '
                                 'iree_linalg_ext.scatter fails its own verifier; iree-compile of stage_input.mlir alone reproduces "mismatch in shape of indices and update value at dim#0")'),
 'lowering-error-7403ff2f9a07': ('masked-scatter-decompose-ignores-mask-broadcast',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenMaskedScatterOp (masked_scatter(self uint8 [], mask bool [2], source [3]); eager broadcasts to '
                                 '[2]; the decomposition types add.Tensor(mask[2], zeros_like(self)) as [] (self sizes), so convert-torch-to-tosa on before.mlir leaves tensor<*xi64>->tensor<i64> '
                                 "unresolved at the view; the same TOSA error at erasure none (result type [2] there), and the linalg path gives the entry's tensor.cast 2xi64->i64 verifier error)"),
 'lowering-error-7c1ba0831082': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp::matchAndRewrite (constant_pad_nd(x1[4] f64, [4, -1], 3): stage_input shows '
                                 'tensor.pad low[4] high[-1]; the refbackend lowering of that pad to insert_slice fails "slice along dimension 0 runs out-of-bounds: 7 >= 7"; the cat is irrelevant).'),
 'lowering-error-84788b3eaa5d': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (constant_pad_nd(v1, [4, -3]) on f64 [3,3,3]: stage_input holds tensor.pad low[0,0,4] '
                                 'high[0,0,-3]; the RefBackend lowering turns it into an insert_slice at offset 4 of a size-4 dim: "offset 2 is out-of-bounds: 4 >= 4"; the index_copy before it is a '
                                 'plain valid scatter)'),
 'lowering-error-8b4c639e210f': ('stablehlo-slice-scatter-negative-start-not-clamped',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenSliceScatterOp>::matchAndRewrite (slice_scatter(x bool[2,5], src[2,1], dim 1, start INT64_MIN, '
                                 'end 1): convert-torch-to-stablehlo alone on before.mlir dies "LLVM ERROR: out of memory" with the AtenSliceScatterOp pattern in the stack; changing only the start '
                                 'to 0 makes the pass succeed).'),
 'lowering-error-8cb1c8e8a214': ('iree-stablehlo-input-tensor-dim-on-ui8-not-legalized',
                                 'IREE compiler/plugins/input/StableHLO/Conversion/StableHLOToIREEInputDialects.cpp:ConvertStableHloToIreeInputDialects (zeros_like of a uint8 [?,0] input: '
                                 'torch-mlir\'s StableHLO measures the dynamic dim with tensor.dim on tensor<?x0xui8>; iree-compile on before.mlir fails "failed to legalize operation tensor.dim", no '
                                 'GenericTypeConvert for tensor.dim).'),
 'lowering-error-c7d490066a14': ('repeat-zero-count-dynamic-collapse-shape',
                                 'mlir/lib/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.cpp:CollapseShapeOpInterface::bufferize (roll + repeat_interleave of an int64 [?,0] tensor: valid '
                                 'tensor.collapse_shape tensor<?x0x0xi64> into tensor<?xi64>; a 3-line file with only that collapse fails one-shot-bufferize with the same "collapsed dim (0) must be '
                                 'dynamic iff reassociation group is dynamic" (memref<0xi64> inferred), the MLIR defect of the corpus entry).'),
 'lowering-error-cd777a10501e': ('limitation-split-tensor-dynamic-split-size-not-lowered',
                                 'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeSplitTensorListUnpack (chunk(x1,5,0) of an int32 [?,?] input: split size is floordiv(dim+4,5), not '
                                 'constant, so split.Tensor + ListUnpack survive; before.mlir still holds torch.aten.split.Tensor and torch-finalizing-backend-type-conversion fails on the constant '
                                 'feeding it. Known limitation, no lowering for split.Tensor.)'),
 'lowering-error-d9fccf617a28': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (pad int8 [1,1,4] with [-4,0]: lowered to tensor.pad low[0,0,-4]; refbackend lowering '
                                 'of the pad rejects it "expected offsets to be non-negative, but got -4"; eager crops to [1,1,0])'),
 'lowering-error-e48fd1e7cd35': ('arange-float-bounds-int-dtype-size-in-result-dtype',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp (arange(0.5, dtype=int32): eager has 1 element, shape fn gives [1], but the '
                                 'lowering fptosi-converts end to i32 (0) and computes length 0: stage_input has tensor.empty() : tensor<0xi32> cast to tensor<1xi32>, hence memref.cast 0xi32 -> '
                                 '1xi32 in RefBackend; the other outputs of the unreduced program are not involved)'),
 'lowering-error-f6329cb8a0ef': ('iree-stablehlo-input-ui8-dense-resource-constant',
                                 'IREE StableHLO input conversion (iree-stablehlo-to-iree-input, constant pattern with RemoveSignTypeConverter) (masked_fill with a [1,2] bool mask constant that the '
                                 'StableHLO path carries as a ui8 dense_resource stablehlo.constant; iree-compile of stage_input fails with arith.constant ui8 value / i8 result; the same IR with the '
                                 'constant inlined as dense<[[1,0]]> compiles).'),
 'mismatch-eager-01557f905c1d': ('where-self-same-branches-fold-drops-broadcast',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (where(cond [1,7,1,0], v0, v0) with v0 [7,0,0] at erase=intermediate: the fold returns self since self == '
                                 'other, dropping the broadcast to [1,7,0,0]; the compiled function returns the padded v0 directly: shape [7,0,0] instead of [1,7,0,0])'),
 'mismatch-eager-053bdd0b1d05': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll(x f16[2,0,3,4], shifts [-4,3], dims [3,-4]) on the StableHLO path: the roll decomposition '
                                 'slices dim 0 as [0:-3], whose normalized end is 0, and the endIndexIsZero select turns it into the full dim, so the cat gives 4 rows instead of 2; by hand '
                                 "slice.Tensor(x[2,3], 0, 0, -3) through torch-backend-to-stablehlo-backend-pipeline makes stablehlo.slice [0:2] (inferred 2x3 vs 0x3). The entry's why.md names this "
                                 'end-0 case explicitly).'),
 'mismatch-eager-122a0bfe54e8': ('scatter-negative-dim-out-of-bounds-write-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp -> convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter_reduce.two(x, -3, '
                                 'idx, src, amin, include_self=False) on int32 [5,4,4]: yieldVals[-3] writes outside the vector, so the linalg.generic yields coordinates (i, 0, k) without the index '
                                 'values (stage_input.mlir never reads the index tensor) and src lands at the wrong rows; re-ran compiled vs eager: 12 wrong elements with dim=-3, 0 with dim=0). Same '
                                 'unnormalized dim, silent instead of crashing.'),
 'mismatch-eager-131c18ef58cf': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x,[-1,-7],[0,1]) on int16 [1,3]: |shift| >= dim size on both dims; before.mlir slices '
                                 '[1:] (empty) and [3:] (empty) and concatenates them with the whole input, so the compiled result is x unchanged; shifts are not reduced modulo the size).'),
 'mismatch-eager-13e47f247c8b': ('slice-start-int64-max-taken-as-zero',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇slice〇Tensor〡shape -> upstream_shape_functions.slice (slice(x1 f16 '
                                 '[2,2,3,5], dim 0, start INT64_MAX, end -1, step 2) at torchscript: the shape function maps start INT64_MAX to 0 and refines dim 0 to (1-0+1)//2 = 1; before.mlir has '
                                 'extract_slice to 0x2x3x5 cast to 1x2x3x5, output [1,2,3,5] vs eager [0,2,3,5].)'),
 'mismatch-eager-17ccdfd6985f': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp -> convertTensorToElementType (cat of f16,f16,f16 with a uint8 operand (a no-op roll by 2,3 on '
                                 '[2,3]): the ui8->f16 conversion in stage_input is arith.sitofp i8->f16, so 206 becomes -50; the roll slices are correct)'),
 'mismatch-eager-22fd32d72469': ('slice-start-int64-max-taken-as-zero',
                                 'torch/jit/_shape_functions.py:slice via lib/Dialect/Torch/Transforms/AbstractInterpLibrary.cpp (slice.Tensor(bool[4], 0, INT64_MAX, -1, 2) at torchscript erasure: '
                                 'eager [0], shape refinement takes start INT64_MAX as 0 and types [2]; stage_input has tensor.extract_slice %arg1[4][2][2] of tensor<4xi1>, an out-of-bounds read '
                                 'returning [2] elements)'),
 'mismatch-eager-288c17d05e88': ('iree-clone-producers-scatter-updates-slice-of-in-place-target',
                                 'IREE DispatchCreation CloneProducersIntoDispatchRegions (isCloneableIntoDispatchOp lets the updates extract_slice of the scatter target into the dispatch) '
                                 '(scatter.src(v1, 2, idx, v1): StableHLO scatter whose updates are stablehlo.slice of its own operand; compiled stage_input with iree-compile and ran it on arange '
                                 'input: row 2 gives [8 8 10 8] where eager gives [8 8 10 9], i.e. out[3] reads the update after out[1] was overwritten in place; the gather of index -1 on a size-1 '
                                 'dim is right).'),
 'mismatch-eager-2919949421f5': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x int32 [3], [5], [0]) on the StableHLO path: the decomposition slices at -5 without '
                                 'reducing the shift mod 3 (cat(x[-5:], x[:-5])); the StableHLO slice lowering then turns the empty x[:-5] (end normalized to 0) into a full slice '
                                 '(getDynamicSliceInternal endIndexIsZero select), hence shape [6] instead of [3])'),
 'mismatch-eager-2a15e6716f28': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp + DecomposeAtenFlattenUsingIntsOp (x.repeat(2,0,0) on f64 [2,3,2] with erased dims: the '
                                 'flatten becomes a view with -1 on a zero-element tensor; stage_input.mlir ends in tensor.reshape with shape dense<0> : tensor<3xi64>, giving [0,0,0] where eager has '
                                 '[4,0,0]).'),
 'mismatch-eager-33789c898519': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x,[-14],[0]) then roll(..,[-1],[0]) on float64 [5]: eager is roll by -15 = identity; '
                                 'the decomposition slices at 14 without reducing mod 5, so the first roll is the identity instead of roll 1 and the TOSA IR is only the second roll (slice[1:5] ++ '
                                 'slice[0:1]); refbackend and stablehlo show the same mismatch at every k).'),
 'mismatch-eager-338a348b3aa3': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (transpose then roll(v,[3],[-1]) of float64 [2]: shift 3 >= size 2; before.mlir is '
                                 'concat(x, x[0:0]) = x unchanged instead of roll by 1).'),
 'mismatch-eager-3683c75abaa4': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/Utils.cpp:convertTensorToElementType (via ConvertAtenCatOp) (hstack([bool[0], bool[0], int8[0], uint8[1]]) -> cat promoted to int16; '
                                 'the empty operands drop out and the uint8 operand is widened with arith.extsi i8->i16 in before.mlir: 138 becomes -118.)'),
 'mismatch-eager-36f9c00824a5': ('scatter-negative-dim-out-of-bounds-write-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp (scatter.src with dim=-3 on int8 [2,3,1], all target positions distinct; the lowered generic '
                                 'yields (i0, i1, 0) as the scatter coordinates: the index tensor is never read, its yieldVals[-3] write went out of bounds without crashing, so src lands at the '
                                 'identity positions; the dim=0 scatter.value before it in the same IR uses its index constant correctly)'),
 'mismatch-eager-3817dd77ab67': ('iree-stablehlo-add-i1-lowered-as-addi',
                                 'iree compiler/plugins/input/StableHLO/Conversion/MapStableHLOToScalarOp.h:StableHloToScalarOp<AddOp> via StableHLOToLinalgExt LinalgExtRegionHLOOpConversion '
                                 '(scatter_add on bool [5,3,3,4] on the StableHLO path; torch-mlir emits stablehlo.scatter with a stablehlo.add combiner on i1 (spec: OR, correct); iree-compile '
                                 '--compile-to=input on stage_input.mlir shows iree_linalg_ext.scatter body arith.addi : i1 (XOR), so True+True=False)'),
 'mismatch-eager-3c42382f05a8': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x[0,3,4] u8, 2, -1, 1): decomposed to slice(-1, 0) without wrapping start, '
                                 'lowered IR is extract_slice [0,3,0] at offset 3, result shape [0,3,0] vs eager [0,3,1]).'),
 'mismatch-eager-4336cbd470ce': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (second roll shifts dim -1 (size 2) by -5: stage_input shows cat(x[:, 2:2], x) i.e. x '
                                 'unchanged where eager rolls by 1; the other shifts (0, 12 on size 4, -1) are handled right; bf16 all 8 elements differ)'),
 'mismatch-eager-4c2f516b6173': ('index-put-accumulate-bool-adds-as-i1-xor',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp::matchAndRewrite (index_put accumulate=True on bool [3,1,3,2], values [True, '
                                 'False] at [..,0,0] twice: the tm_tensor.scatter body is arith.addi on i1; the one wrong element [2,0,0,0] is the only one whose input was True, True xor True = '
                                 'False; eager ORs to True. The -2 index adds False, which changes nothing either way).'),
 'mismatch-eager-4cc1a9d59b27': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x, 0, -1, 1) on float16 [1], erase intermediate: decomposed to slice(-1, 0) '
                                 'without wrapping start, stage_input.mlir is tensor.extract_slice [0] [0] -> tensor<0xf16>, eager gives [1]).'),
 'mismatch-eager-4e7a716306cf': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_fill(x, 2, empty index, -128) on int8 [5,2,3,2], exported as index_put; the index '
                                 'tensors broadcast to [5,2,0,2] (nothing to write) but max() gives [5,2,1,2]: before.mlir scatters 20 updates of -128 with a constant 0 index on dim 2, so x[:,:,0,:] '
                                 'is overwritten).'),
 'mismatch-eager-533675afd66c': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(v3, 0, -1, 1) on a [1] int8 split piece, intermediate erasure: decomposed to '
                                 'slice(-1, -1+1=0) which is empty; before.mlir has extract_slice [0] [0] and result tensor<0xi8> vs eager shape [1]. Values are empty_like (undefined) but the shape '
                                 'error is real.)'),
 'mismatch-eager-56b4fb58da1e': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll shift 6 on a dynamic size-5 dim decomposes to cat(x[-6:], x[:-6]); the second slice end '
                                 'normalizes to 0 and the endIndexIsZero select turns it into dimSize, so a full slice and shape [3,10,4]; iree-compile+run of stage_input gives 3x10x4, the same file '
                                 'with that select removed gives 3x5x4)'),
 'mismatch-eager-5799118774da': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp via torch_to_linalg::convertTensorToElementType (hstack([uint8 [3,1,3], float32 [3,1,3], uint8]) '
                                 'decomposes to cat; stage_input shows arith.sitofp i8 -> f32 on the ui8 operand, so 145 becomes -111.0 (145-256); float-destination variant, the corpus entry '
                                 'cat-uint8-promotion-to-float-sign-extends)'),
 'mismatch-eager-58c2e78f5260': ('scatter-negative-dim-out-of-bounds-write-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite / convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc '
                                 '(scatter.src(x1[3,3,3] f64, dim=-3, index[2,1,3], x1): exported the one node myself with dim=-3 and dim=0; with -3 the index literal is never read and the generic '
                                 'yields the identity position for dim 0 (yieldVals[-3] is written outside the vector), so the scatter writes to the wrong rows; dim=0 yields the index values. Silent '
                                 'miscompile instead of a crash, same unnormalized dim).'),
 'mismatch-eager-59b833602566': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (pad(x bool [2], [2, -2], value 0.5): tensor.pad with low 2 high -2 folds to the '
                                 'source, the compiled function returns x; ran it alone: pads [2,-2], [-1,1], [1,-1] wrong, positive pad [1,0] right, so the bool fill value is fine)'),
 'mismatch-eager-5debd4a40f13': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x bool[2,3,3,3], shifts [1,4,4,3], dims [-2,3,-3,0]): three of the four shifts are >= '
                                 'the dim size and are not reduced modulo it, so those rolls become cat(x, empty) = x; stage_input.mlir (TOSA) keeps only the dim-2 roll; the linalg path mismatches '
                                 'too at k=1).'),
 'mismatch-eager-5e58358c0ce7': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp/combinePutIndices (index_put on int64 [1,3,1,3] with index [-3] on the last dim: '
                                 'the -3 goes into tm_tensor.scatter unwrapped; re-ran compiled vs eager: 3 wrong elements with -3, 0 with the equivalent index 0; the INT64_MIN slice start before it '
                                 'is judged right).'),
 'mismatch-eager-64e0b3aa750f': ('slice-start-int64-max-taken-as-zero',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇slice〇Tensor〡shape (upstream slice shape fn maps start==INT64_MAX to 0) '
                                 '(slice(x, 1, INT64_MAX, None) of int8 [0,3] with erase=intermediate: refinement types the result [0,3]; before.mlir extracts [0,3] at offset 3, eager gives [0,0]).'),
 'mismatch-eager-66e99494d01a': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_copy(x int64 [4,2,3,5], 1, empty index, empty source [4,0,3,5]) -> index_put.hacked_twin '
                                 'with indices [4,1,1,1],[0,1,1],[3,1],[5] which broadcast to [4,0,3,5]; max() makes it [4,1,3,5], so before.mlir scatters 60 tuples with dim-1 index 0 and zero '
                                 'updates: 60 of 120 elements overwritten where eager copies nothing.)'),
 'mismatch-eager-6e6435f58e43': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSlice/getDynamicSliceInternal (x[3:-1:3] on a dynamic size-3 dim: start normalizes to 3, end to 2, no '
                                 'end>=start clamp, so real_dynamic_slice start 3 > limit 2 and IREE computes a negative size (RESOURCE_EXHAUSTED in alloca); iree-run of stage_input reproduces, the '
                                 'same file with end = max(end, start) returns an empty 0x1 tensor as eager does)'),
 'mismatch-eager-6ecfdb00a67e': ('index-put-negative-index-stablehlo-scatter-not-wrapped',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexPutHackedTwinOp> / broadcastAndConcatIndices (index_put(v5 int64 [1,3,1,3], '
                                 '[None,None,None,tensor([-3])], values) on the StableHLO path; stage_input concatenates stablehlo.constant dense<-3> as the scatter index, never wrapped to 0, so '
                                 'IREE writes outside the intended column: 3 of 9 elements differ)'),
 'mismatch-eager-6ff66dbe31e8': ('slice-start-int64-max-taken-as-zero',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇slice〇Tensor〡shape (upstream_shape_functions.slice: start==INT64_MAX -> '
                                 '0) (slice.Tensor(x0[3] bf16, -1, INT64_MAX, None, 1) with torchscript erasure: the slice is refined to [3] and folds away, stage_input returns %arg0 (shape [3] vs '
                                 'eager [0]) on every backend incl. refbackend).'),
 'mismatch-eager-705506304d93': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_copy(x f16 [2,4,4,2], 1, empty index, src [2,0,4,2]) becomes index_put.hacked_twin with '
                                 'index shapes [2,1,1,1],[0,1,1],[4,1],[2]; max() broadcasting gives 16 index tuples instead of 0, so x[:,0,:,:] is overwritten; ran it alone: 15-16 elements differ, '
                                 'same scatter)'),
 'mismatch-eager-7098c831b167': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x bool[5,4,0,0], 1, -4, 4): decomposed to slice(-4, 0) without wrapping start, so '
                                 'the lowered tensor.extract_slice takes 0 of dim 1: shape [5,0,0,0] where eager gives [5,4,0,0]).'),
 'mismatch-eager-7107f862f131': ('where-self-same-branches-fold-drops-broadcast',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (where(cond [2,1], v1, v1) with v1 = diagonal(...) of shape [1], erase torchscript: the fold returns self '
                                 'when self == other, dropping the broadcast, so the compiled result has shape [1] (stage_input.mlir returns tensor<1xf32>) instead of [2,1]; the corpus why.md names '
                                 'this torchscript form).'),
 'mismatch-eager-716b83efc5f6': ('tril-diagonal-int64-max-overflow',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:createTriangularMatrix (triu(x, INT64_MAX) of float32 [1,2,3]: before.mlir computes row + 9223372036854775807 with '
                                 'arith.addi, which wraps for row >= 1, so cmpi sge keeps row 1 where eager zeroes everything; the same row+diagonal overflow the entry describes for tril, here on '
                                 'the triu (sge) branch).'),
 'mismatch-eager-74367ac1a914': ('randn-like-dtype-none-erased',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRandnLikeOp (randn_like(stack([tril(x0 f16)], -4), dtype=None) at torchscript erasure: the '
                                 'decomposition runs while the stack dtype is still unk and passes dtype None on to randn.generator, which means float32; before.mlir returns tensor<1x0x2x3xf32> vs '
                                 'eager float16. tril/stack are only there to keep the dtype unknown.)'),
 'mismatch-eager-7adfcd447f2e': ('neg-integer-computed-through-f32',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:createLinalgPayloadCalculationForElementwiseOp (AtenNegOp) (neg of int32: stage_input lowers it to sitofp f32 / negf '
                                 '/ fptosi, so 2147483647 becomes -2147483648 instead of -2147483647)'),
 'mismatch-eager-8126955982ba': ('slice-start-int64-max-taken-as-zero',
                                 'torch/jit/_shape_functions.py:slice via AbstractInterpLibrary.cpp (slice.Tensor(v0 float64 [1,2,2], 0, INT64_MAX, 1, 3) at erasure intermediate: eager [0,2,2], '
                                 'shape refinement takes start INT64_MAX as 0 and gives [1,2,2]; the randn_like outputs are not the mismatch, only the shape of the slice/squeeze output)'),
 'mismatch-eager-82b31af065c3': ('scatter-add-bool-adds-as-i1-xor',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp<AtenScatterAddOp> (scatter region arith.addi on i1) (x0=[T,F,T] bool; scatter_add(x0, 0, '
                                 '[2], v0) with v0[0]=True: the tm_tensor.scatter region is arith.addi i1, result[2]=True xor True=False vs eager True; v0 (scatter_reduce sum, include_self=False) is '
                                 'judged right).'),
 'mismatch-eager-897cedbfb0c8': ('masked-scatter-shape-fn-ignores-mask-broadcast',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇masked_scatter〡shape (returns self, '
                                 'lib/Dialect/Torch/Transforms/AbstractInterpLibrary.cpp) (masked_scatter(x uint8 [0], mask [1,1], x) at erase=intermediate: refinement types the result [0] where '
                                 'eager broadcasts to [1,0]; before.mlir is just return %arg0 : tensor<0xi8>; same program shape as the corpus entry)'),
 'mismatch-eager-89cca221656d': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (one node roll(x bool[3,5,4], [6], [1]): stage_input.mlir is concat(x, extract_slice '
                                 '[3,0,4]) i.e. x unchanged, where eager rolls by 6 mod 5 = 1).'),
 'mismatch-eager-8a830e1d8234': ('full-bool-fill-fold-truncates',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFullOp::fold (new_full(bool tensor, [3,1], -9223372036854775808): decomposed to aten.full, folded with IntegerAttr::get(i1, '
                                 'INT64_MIN) which keeps the low bit 0: stage_input.mlir is dense<false>; eager bool(INT64_MIN) is True).'),
 'mismatch-eager-93f9e0aaee18': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_put(x, [[0],[-2]], vals) of float64 [1,2,3] with int32 indices: '
                                 'before.mlir hands the constant index [[0,-2]] to tm_tensor.scatter unwrapped, so the row lands at the wrong place and x[0,0,:] is not written).'),
 'mismatch-eager-94bd52da48d6': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x0 f64 [5], [-14], [0]): shift not reduced mod 5, so the cat is slice[5:5] ++ '
                                 'slice[0:5] = x0 unchanged (before.mlir) instead of a roll by 1. Recorded on the StableHLO executor but per_k shows RefBackend mismatching too: the wrong roll is in '
                                 'the Torch IR.)'),
 'mismatch-eager-99eda3adc220': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (bool roll with shifts [1,4,4,3] on [2,3,3,3]: three of the four shifts exceed their dim '
                                 'size; the decomposition slices at -shift without modulo, so those three rolls vanish (stage_input only slices dim 2); refbackend also mismatches)'),
 'mismatch-eager-9ee7846c10d5': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(bool [2,2,5], 0, -1, 1) at none: decomposed to slice(-1, 0) without wrapping '
                                 'start; stage_input has tensor.extract_slice [1,0,0][0,2,5] cast to tensor<1x2x5xi1>, so the result is read from an empty slice (garbage); the static-shape form, '
                                 'corpus entry narrow-negative-start-garbage-value)'),
 'mismatch-eager-ac33adf0651e': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenFlattenUsingIntsOp (via DecomposeAtenRepeatOp) (repeat(x0[3,0,2] i16, dims 0,2 dynamic, [2,1,2]): '
                                 'I ran torch-function-to-torch-backend-pipeline on the one op: the repeat becomes unsqueeze/broadcast_to + view([-1,0,2,d]) and view([d,0,-1]) of zero-element '
                                 'tensors; the -1 is inferred as 0, stage_input reshapes to the constant [0,0,0] (eager [6,0,4])).'),
 'mismatch-eager-ae8516d9d065': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(neg(x) int64 [3,?], [0,-8], [0,1]) on the StableHLO path: shift -8 on a size-5 dim is '
                                 'not reduced mod 5, so x comes back unrolled; ran roll alone through IREE with dim 1 dynamic: shifts [0,-8] and [1,-8] wrong, [0,-3] and [1,-3] right)'),
 'mismatch-eager-b1d6146e758a': ('slice-start-int64-max-taken-as-zero',
                                 'lib/Dialect/Torch/Transforms/AbstractInterpLibrary.cpp:__torch__.torch.jit._shape_functions.slice (one node slice.Tensor(x int32[5], 0, INT64_MAX, 1, 1) with erased '
                                 'result type: the shape function maps start INT64_MAX to 0, refines the result to [1]; stage_input.mlir extracts tensor<1xi32> at offset 5 where eager returns an '
                                 'empty [0]).'),
 'mismatch-eager-b265c6023204': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (slice(x, 0, 0, 0, 1) of int8 [?] on the StableHLO path: the endIndexIsZero select replaces the '
                                 'normalized end 0 by the dim size (stage_input.mlir: %8 = select(end == 0, dim, end)), so x[0:0] becomes the full slice, shape [2] instead of [0]; the corpus why.md '
                                 'names this end-0 case of the same function).'),
 'mismatch-eager-b91a58ec1eea': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(v1, -8, dim=-1, index=-1): before.mlir returns v1 unchanged; a '
                                 'one-node program select_scatter(x int64[5], src=-8, dim -1, index -1) checked with irfuzz check also gives mismatch-eager at index [4] (expected -8): the slice '
                                 '[index, index+1) = [-1,0) is empty).'),
 'mismatch-eager-ba533eceafcc': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x1 f64 [3,1,1], [0,4,-1], [2,0,1]): shift 4 on the size-3 dim 0 is not reduced mod 3; '
                                 'before.mlir concats all of dim 0 with an empty slice [0:0], i.e. identity instead of roll by 1: 3 of 3 elements wrong.)'),
 'mismatch-eager-c8e5846ea91f': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(zeros int8 [3], src=-128, dim 0, index -1): compiled IR folds to '
                                 'the constant zeros, element [2] never written; eager writes -128 at [2])'),
 'mismatch-eager-ca353ca91e95': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp + DecomposeAtenFlattenUsingIntsOp (tile(f16 [5,1,?,?], [0,0,2,1]) -> repeat; each flatten '
                                 'becomes aten.view with -1 on a zero-element tensor (pipeline on the re-imported program shows view(..., [0,0,-1,3])); the lowering infers -1 as 0: stage_input '
                                 'reshapes to from_elements(0,0,0,d3), result [0,0,0,3] vs eager [0,0,4,3])'),
 'mismatch-eager-cb942ad5bd7f': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x2[1] f16, 0.001, 0, -1): decomposed to slice_scatter [-1, 0) '
                                 'which is empty; stage_input is just `return %arg0`, result keeps x2[0] instead of 0.001).'),
 'mismatch-eager-cbb795d635bd': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇arange〇start〡shape (size computed in double after Float.Scalar) '
                                 '(arange(2^63-16, 2^63-12) int64 at erase=torchscript: refinement types it [0] since both bounds round to 2^63 in double; stage_input casts the 4-element generic to '
                                 'tensor<0xi64>, output shape [0] vs eager [4]; the flip with no dims and the empty scatter are incidental)'),
 'mismatch-eager-ce0f69bc5cff': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (one node roll(x int32[5,3,4], [-8,-1], [0,-1]): |-8| >= 5 so the dim-0 roll becomes cat(x, '
                                 'empty) = x; stage_input.mlir (TOSA) only rolls the last dim; every element differs from eager, linalg/StableHLO paths mismatch too).'),
 'mismatch-eager-ce9ac7d70d6f': ('iree-stablehlo-scatter-in-place-on-returned-argument',
                                 'IREE compiler/src/iree/compiler/Dialect/Stream/Transforms/MaterializeCopyOnWrite.cpp:isSafeToElideCOW (before.mlir returns %arg1 (cat([x1]) folded to x1) and a '
                                 "stablehlo.scatter on %arg1; IREE runs the scatter in place on the caller's input buffer, so the returned argument comes back with x[1] = 2147483646; torch-mlir's "
                                 'StableHLO is right and refbackend is ok at every k).'),
 'mismatch-eager-d6e91747e86f': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_fill(arange(-0.,4.5), 0, [0,1,-1,1,-5,0], -0.0), exported as index_put: '
                                 'before.mlir passes the index resource [0,1,-1,1,-5,0] to tm_tensor.scatter unwrapped, so index -1 (=4) is never written (expected -0.0, got 4.0) and -1/-5 write out '
                                 'of bounds, which is why the folder is flaky and its rerun crashed instead).'),
 'mismatch-eager-da0fa064d2df': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenFlattenUsingIntsOp (via DecomposeAtenRepeatOp) (tile(x0 int32 [?,3,?], [1,0,1,2,0,2]) alone, '
                                 'hand-erased: the repeat decomposition flattens with aten.view(..., -1, ...) on a zero-element tensor, dims 3 and 5 stay ?, and the linalg reshape infers them as 0: '
                                 '[1,0,1,0,0,0] vs eager [1,0,1,4,0,4]. The roll after it is not needed (first wrong node is the tile).)'),
 'mismatch-eager-dd46bd7e6a42': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_put accumulate with int32 indices [-4,-4],[4,-5],[1]: the '
                                 'tm_tensor.scatter indices are the raw negative constants, so the +2.25 for (0,0,1) and (0,4,1) is not applied where eager puts it)'),
 'mismatch-eager-ea4982bdf9b5': ('slice-start-int64-max-taken-as-zero',
                                 'torch/jit/_shape_functions.py:slice via AbstractInterpLibrary.cpp (slice.Tensor(bf16 [3,5,0], 1, INT64_MAX, 6, 4) at erasure intermediate: eager [3,0,0]; refinement '
                                 'takes start INT64_MAX as 0 and types [3,2,0]; stage_input has extract_slice offset 5 size 2 stride 4 of a dim of 5)'),
 'mismatch-eager-edb2677181d7': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (combinePutIndices, no wrap of negative indices) (index_fill(v0[1,16,5,2], 1, '
                                 '[-13,10,10,-16], -2.25): stage_input feeds the raw index literal [-13,10,10,-16] into tm_tensor.scatter; rows 3 and 0 (eager) stay unfilled, 20 of 160 elements '
                                 'differ; v0 (cat) is right).'),
 'mismatch-eager-ee844b97e1ea': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇arange〇start_step〡shape (size computed in double) (arange(2^63-16, '
                                 '2^63-5, 7) int64 at erase=intermediate: refined to [0] (eager 2 elements), so cat of four is folded to dense<> : tensor<0xi64>, shape [0] vs [8])'),
 'mismatch-eager-f61e5f0af67b': ('full-bool-fill-fold-truncates',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFullOp::fold (one node masked_fill.Scalar(x bool[3,1], mask, 2): DecomposeAtenMaskedFillScalarOp creates a rank-0 aten.full(2, '
                                 'dtype=bool) whose fold truncates 2 to i1 false; stage_input.mlir selects arith.constant dense<false>, eager fills True).'),
 'mismatch-eager-f67c2efe176a': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_fill(x bool [5,2], -1, empty index, 0.5) becomes index_put.hacked_twin with indices '
                                 'arange(5)[:,None] [5,1] and the empty [0]; they broadcast to [5,0] (nothing to write) but max() makes [5,1], so stage_input.mlir scatters True at (i, 0) for 5 rows '
                                 '(dense<0> 5x1 index); re-ran: compiled column 0 all True, eager unchanged). Same max() broadcast, here a wrong value instead of the verifier error.'),
 'mismatch-eager-f902e37d0c6b': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp (via Utils.cpp:convertTensorToElementType) (cat([int8, int8, int32, uint8], 1): before.mlir widens '
                                 'the ui8 operand to i32 with arith.extsi, so 228 becomes -28, exactly the corpus entry).'),
 'mismatch-eager-fb12dd888bed': ('tril-diagonal-int64-max-overflow',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:createTriangularMatrix (triu(x0 int32 [2,4], INT64_MAX), RefBackend: before.mlir payload does arith.addi row, '
                                 '9223372036854775807 then cmpi sge col, sum; for row 1 the sum wraps negative so row 1 keeps its 4 elements where eager zeroes everything. randn_like/type_as outputs '
                                 'are irrelevant.)'),
 'pass-error-e22a2de8e730': ('transpose-same-dim-fold-drops-type',
                             'lib/Dialect/Torch/IR/TorchOps.cpp:AtenTransposeIntOp::fold (transpose(x,0,0) with an erased !torch.vtensor result folds to self of type [0],f64 inside '
                             'torch-adjust-calling-conventions dialect conversion: unresolved materialization; -torch-adjust-calling-conventions on stage_input reproduces)'),
 'printer-error-9272cef1c4d7': ('where-self-splat-fold-dynamic-dim',
                                'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold / getBroadcastedAttr (masked_fill.Scalar(int32 [?,1], mask [[True]], -1) decomposes to where.self with a '
                                'splat-true mask; the fold builds torch.vtensor.literal(dense<-1> : tensor<?x1xsi32>), which does not parse back. A 5-line where.self(splat true [1,1], -1, [?,1]) '
                                'through -canonicalize reproduces the dynamic literal)'),
 'timeout-0f2ec7a80314': ('empty-like-unknown-dtype-decompose-hang',
                          'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenEmptyLikeOp (creates aten.size before getDtypeFromOp fails, greedy driver loops) (torchscript erasure; '
                          'cat of [0,3,0] i8 tensors along dim 2 is canonicalized to a cat of nothing typed [0],unk, then empty_like of it: stage_input times out (20 s) right after the canonicalize '
                          'that leaves `empty_like %1 : [0],unk`; removing the empty_like gives a backend-contract unknown-dtype error instead of a hang; with input [0,3,2] it compiles).'),
 'verifier-error-249748f5c943': ('roll-empty-dim-cat-canonicalize',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (cat([x,x,x], 1) of uint8 [5,0,3], all empty along dim 1: stage_input already holds '
                                 'aten.cat of an empty ListConstruct, and convert-torch-to-stablehlo builds a 0-operand stablehlo.concatenate; the 3-operand cat lowers fine with '
                                 '-convert-torch-to-stablehlo, -canonicalize empties the list)'),
 'verifier-error-29e3157b0f79': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x1 bf16[4,1,3,1], 3, -1, 1) becomes slice.Tensor(x1, 3, -1, 0) typed [4,1,3,0] '
                                 '(eager: [4,1,3,1]); the following cat([x1, v1], 0) then joins [4,1,3,1] with [4,1,3,0] and convert-torch-to-linalg builds a tensor.concat that fails "static '
                                 'concatenation size mismatch along non-concatenated dimension 3". The cat lowering is innocent: its operands are wrongly typed by the narrow).'),
 'verifier-error-2b10222eabcc': ('index-put-0d-index-tensor-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:collapseAndMoveBatchDims via ConvertAtenIndexPutHackedTwinOp (index_put of a 2-D int16 tensor with a 0-d index '
                                 'tensor(-1) and a 0-d value: numBatchDims = 0, collapseAndMoveBatchDims(batch 0, count 0) skips its early return and duplicates inShape[0], giving updates '
                                 'tensor<?x1x?> vs indices 1x1: verifier error. Hand-written a.mlir: same error with 0-d index 1, fine with a [1] index; with a 1-D self the same count==0 path reads '
                                 'out of bounds and crashes, which is the corpus entry).'),
 'verifier-error-2e5d2bba52da': ('uint8-literal-canonicalize-lowering',
                                 'lib/Dialect/TorchConversion/IR/TorchConversionOps.cpp:FromBuiltinTensorOp::fold + TorchConversionDialect::materializeConstant (empty_like(..., dtype=uint8) on the '
                                 'TOSA path: tosa.cast of an i32 const to tensor<3xi8> feeding torch_c.from_builtin_tensor -> !torch.vtensor<[3],ui8>; running func.func(tosa-layerwise-constant-fold) '
                                 'on before.mlir through the Python PassManager reproduces "vtensor.literal inferred si8 incompatible with ui8" deterministically: the pass\'s folding folds the cast '
                                 "to an i8 const and then the from_builtin_tensor fold materializes a literal with a signless i8 attr and ui8 type. flaky:true only because repro.sh's torch-mlir-opt "
                                 'lacks the TOSA pass).'),
 'verifier-error-3e62c958a7b0': ('masked-fill-shape-ignores-mask-broadcast',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇masked_fill〇Scalar〡shape (masked_fill(x0 int32 [0], mask bool [1,0], -1) '
                                 'at intermediate: eager result is [1,0] (checked), the shape function returns unary(self)=[0], the where.self decomposition keeps [0] and the linalg where builds '
                                 'tensor<1x0xi32> cast to tensor<0xi32>: invalid tensor.cast.)'),
 'verifier-error-405536c0519b': ('uint8-dense-literal-tosa-const-unsigned-attr',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<ValueTensorLiteralOp>::matchAndRewriteImpl (ones_like of uint8 [3,2] folds to '
                                 'torch.vtensor.literal(dense<1> : tensor<3x2xui8>); the pattern re-signs only signed dense attrs, so tosa.const keeps the ui8 attribute with an i8 result: "expected '
                                 'same attr/result element types")'),
 'verifier-error-43f178469795': ('index-tensor-int32-index-i64-compare',
                                 'lib/Conversion/TorchToLinalg/IndirectDataMovement.cpp:makeIndexValuePositive (called by ConvertAtenIndexTensorHackedTwinOp) (x[:, i32 0, i32 0, i32 0] on int64 '
                                 '[0,1,1,2]; ran func.func(convert-torch-to-linalg) on before.mlir: arith.cmpi (i32, i64) verifier error, the int32 index compared with an i64 zero)'),
 'verifier-error-47a171c54182': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇repeat_interleave〇self_int〡shape (self[dim+1:] with dim=-1 is the whole '
                                 'list) (repeat_interleave.self_int(x2[3,1] bf16, 0, -1) with torchscript erasure: the refined result type is [3,0,3,1] (rank 4, eager [3,0]); the decomposition '
                                 'prims.collapse of [3,1,0] to that type makes convert-torch-to-stablehlo emit a from_builtin_tensor tensor<3x0xbf16> -> [3,0,3,1] (size/dtype verifier error)).'),
 'verifier-error-48d8119e3932': ('unflatten-negative-dim',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenUnflattenIntOp canonicalizer (unflatten(x f32 [0,4,2,4], -2, [2,1]): -canonicalize on stage_input rewrites it to an unsqueeze '
                                 'whose 1 lands at dim 4 ([0,4,2,4,1]) instead of dim 3, ill-typed tensor_static_info_cast; with dim=2 instead of -2 it canonicalizes to the right unsqueeze at dim '
                                 '3)'),
 'verifier-error-4a82f6fe5c00': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp::matchAndRewrite (unfold(x int64[2,5,3,5], -4, size 0, step 3), eager shape [1,5,3,5,0]: size 0 on '
                                 'rank >= 1 builds a linalg.generic with map (d4 + d0*3, ...) over a 0-extent loop, verifier "unexpected result less than 0"; reproduced with convert-torch-to-linalg '
                                 'on before.mlir per repro.sh).'),
 'verifier-error-554a5c1a6708': ('unsqueeze-lowering-static-result-no-cast',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnsqueezeOp (unsqueeze(x0, 3) of bf16 [?,?,1] whose result refines to [2,?,1,1] (dim 0 known from the '
                                 'index_copy source): the lowering returns tensor<?x?x1x1> with no tensor.cast; a hand-written 3-line unsqueeze [?,?,1] -> [2,?,1,1] gives the same "operand and '
                                 'result must have the same size and dtype").'),
 'verifier-error-669914649e1f': ('roll-empty-dim-cat-canonicalize',
                                 "lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (roll(x,[1],[0]) of bool [0,2,1,5]: at k=2 the roll decomposition's cat of two operands "
                                 'empty along dim 0 is canonicalized to a cat of an empty list (before.mlir: torch.prim.ListConstruct with no operands), which lowers to a zero-input tensor.concat: '
                                 '"requires at least one input").'),
 'verifier-error-6987ff0e5cd0': ('slice-scatter-src-dtype-not-converted',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenSliceScatterOp (slice_scatter(x1 int16 [2,4], src int8 [2,4] from two rolls): eager copies the int8 src '
                                 'into int16 (checked); the lowering builds tensor.insert_slice of tensor<?x?xi8> into tensor<2x4xi16>: "expected element type to be i16". The rolls/as_strided are '
                                 'incidental.)'),
 'verifier-error-6c7f7c087888': ('stablehlo-index-select-0d-index-drops-dim',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexSelectOp>::matchAndRewrite (index_select(x int64 [1,2], 0, 0-d int32 index) -> [1,2]: the '
                                 'gather drops the selected dim and the final stablehlo.convert goes tensor<2xi64> -> tensor<1x2xi64>; error located on the index_select line of before.mlir)'),
 'verifier-error-7183977e2f5d': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(uint8 [1], -1, size 0, step 4): eager [1,0]; size 0 special-cased only for rank 0, so the '
                                 'generic reads through (d0,d1) -> (d1 + d0*4) with d1 extent 0; convert-torch-to-linalg on before.mlir: unexpected result less than 0)'),
 'verifier-error-73d753db1380': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x0[2,5] i8, 0, size 0, step 3): the lowering handles size 0 only for rank 0 and builds a '
                                 'linalg.generic with map (d2 + d0*3, d1) over a [1,5,0] result, rejected by the verifier ("unexpected result less than 0")).'),
 'verifier-error-75fda9bb3801': ('where-self-same-branches-fold-drops-broadcast',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (swapaxes(v2, -2, 1) on rank 3 is transpose(1,1), which folds to v2 with an identical type; where(cond '
                                 '[3,3,9,3], v2, v2) then folds to v2 [3,9,3], dropping the broadcast; -canonicalize on stage_input leaves aten.roll from [3,9,3] to [3,3,9,3], and '
                                 'decompose-complex-ops then returns a [3,9,3] value from a [3,3,9,3] function)'),
 'verifier-error-7ac1ed96fef7': ('index-put-tmtensor-mixed-index-dtypes',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:combinePutIndices (one node index_put(x bf16[4,2], [None, int32 tensor([1])], v[4,1]): the None becomes an int64 '
                                 'arange index, the other index is int32; convert-torch-to-tmtensor builds prim.ListConstruct (si64, si32) -> list<vtensor<[4,1],si64>>, verifier "operand types '
                                 'should have the same type as the list contained type").'),
 'verifier-error-9a279ff4117d': ('masked-fill-shape-ignores-mask-broadcast',
                                 'projects/pt1/.../abstract_interp_lib_gen.py:aten〇masked_fill〇Scalar〡shape (masked_fill(x bf16 [4], mask [3,4], -inf), erase intermediate: refinement types the '
                                 'result [4] (unary(self), mask ignored), before.mlir has where.self(mask [3,4], -inf, x) -> [4], and convert-torch-to-tosa builds tosa.select with result 4 vs '
                                 'broadcast 3x4; eager gives [3,4]).'),
 'verifier-error-9c3cb0ff1cca': ('masked-fill-shape-ignores-mask-broadcast',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇masked_fill〇Scalar〡shape (masked_fill(x int16 [1,2], mask [2,3,2], 32767) '
                                 'at erase=intermediate: eager result is [2,3,2] (checked), but refinement types it [1,2] from self alone; the where.self carries [1,2] and '
                                 "convert-torch-to-stablehlo's chlo.broadcast_select infers 2x3x2: verifier error. Same shape-fn defect as the corpus entry, reaching the StableHLO lowering)."),
 'verifier-error-9f8d97517cac': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x0 f16 [2], 1.0, 0, -1): before.mlir already holds '
                                 'slice_scatter(x0, [1] src, dim 0, start -1, end 0), an empty slice with a 1-element src; RefBackend writes nothing (per_k numerics mismatch-eager) and '
                                 'convert-torch-to-stablehlo builds a scatter with 0 indices and 1 update, which the verifier rejects. Both come from the unnormalized index.)'),
 'verifier-error-a56ae8deebf8': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (x[0:-4:3] on bool [1]: end -4 normalizes to 0 and the endIndexIsZero select replaces it by the '
                                 "dim size 1, so stablehlo-canonicalize-dynamism makes slice [0:1:3] whose inferred tensor<1xi1> contradicts the torch result tensor<0xi1>; the entry's why.md names "
                                 'this "inferred 1 vs 0" form)'),
 'verifier-error-af78186997a9': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_put(f16 [1,2,0], [None,None,empty int64 [0]], values, accumulate=True); index tensors '
                                 '[1,1,1],[2,1],[0] broadcast to [1,2,0] but max() gives [1,2,1], so combinePutIndices makes tensor<2x3xi64> and a 2x1x1x1 update; convert-torch-to-tmtensor on '
                                 'before.mlir: tm_tensor.scatter update dim exceeds original 1 > 0)'),
 'verifier-error-aff93cacb97b': ('unflatten-dynamic-dim-static-expand-shape-no-cast',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnflattenIntOp (casts the source only when the whole result is static) (unflatten.int(x0 [?,?] si32, -2, '
                                 '[1,3,-1]) -> [1,3,1,?]: the pattern builds tensor.expand_shape tensor<?x?xi32> -> tensor<1x3x1x?xi32> without a tensor.cast, verifier: "expected dimension 0 of '
                                 'collapsed type to be static value of 3"; result type itself is right, so not unflatten-negative-dim).'),
 'verifier-error-bbb1a0dcb447': ('maximize-value-semantics-returned-copy-loses-tensor-type',
                                 "lib/Dialect/Torch/Transforms/MaximizeValueSemantics.cpp:RewriteViewLikeSubgraph (torchscript erasure: zeros_like(x1)'s copy.to_tensor %9 is returned and is the "
                                 'second operand of expand_as; ran func.func(torch-maximize-value-semantics) on before.mlir: return gets the !torch.vtensor operand where !torch.tensor is required, '
                                 'same error)'),
 'verifier-error-c0742f377b6f': ('pad-negative-tosa-pad-invalid-padding',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenConstantPadNdOp> (pad(v1 bool[3,5,3,4,10], [-10, 2, -4, 1], constant 0.5): convert-torch-to-tosa emits '
                                 'tosa.pad with padding [-4, 1] on dim 3, rejected by the TOSA verifier; StableHLO and linalg paths are fine).'),
 'verifier-error-c19d1aee555d': ('slice-scatter-src-dtype-not-converted',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenSliceScatterOp (slice_scatter(self float32 [2,0], src int8 [2,0], dim 1): before.mlir has the mixed-dtype '
                                 'slice_scatter, the lowering inserts the i8 src into the f32 tensor unconverted: tensor.insert_slice "expected element type to be f32"; eager accepts the mixed '
                                 'dtypes (checked, also with a non-empty [2,3]/[2,1] pair)).'),
 'verifier-error-cb2c2c7832e0': ('view-dynamic-dims-unsplit-invalid-collapse-shape',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenViewOp (reshape of int8 [?,2,3,?] to [18,3]: two dynamic input dims to a static output; the pattern pairs ? '
                                 'with 18 and computes the other dynamic dim as 3/(2*3)=0, building collapse_shape tensor<18x2x3x0xi8> -> tensor<18x3xi8>; before.mlir is the single view, exactly the '
                                 "corpus entry's program)."),
 'verifier-error-cc6b57e3d739': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x0 f64 [0,2,2], dim 2, size 0, step 2^38): size 0 on a rank-3 input is not special-cased, '
                                 'the generic reads through (d3 + d2*step) with d3 of extent 0, so the linalg verifier sees index -1: "unexpected result less than 0 at expression #2".)'),
 'verifier-error-cc924434896e': ('index-tensor-empty-index-zero-dim-stablehlo-gather-slice-size',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexTensorHackedTwinOp>::matchAndRewrite (x[empty int32 index] with x bf16 [0] (a select of a '
                                 '[0,3] tensor): stablehlo.gather with slice_sizes = 1 on a size-0 operand dim: "slice size (1) is out of bounds for operand dimension (0)")'),
 'verifier-error-cef67f24d3e7': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'projects/pt1/.../abstract_interp_lib_gen.py:aten.repeat_interleave.self_int shape fn (repeat_interleave(bf16 [1,3], 2, dim=-1) at torchscript erasure: eager [1,6]; '
                                 'self[:dim] + [..] + self[dim+1:] with dim+1 = 0 gives [1,6,1,3] (re-imported program through the backend pipeline returns !torch.vtensor<[1,6,1,3],bf16>); '
                                 'convert-torch-to-linalg on before.mlir then fails the collapse_shape rank check)'),
 'verifier-error-cf4b491a9f64': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (no end >= start clamp) (slice.Tensor(x1[4] bool, 0, INT64_MAX, -1, 2): the StableHLO lowering '
                                 'clamps start to 4 and normalizes end to 3, stablehlo-canonicalize-dynamism then rejects start 4 > limit 3. I set the slice result type to the correct [0] and also '
                                 'replaced the start by 6: same error both times, so the StableHLO lowering is at fault, not only the INT64_MAX shape function).'),
 'verifier-error-d049098967d1': ('uint8-literal-canonicalize-lowering',
                                 'lib/Dialect/TorchConversion/IR/TorchConversionDialect.cpp:materializeConstant + FromBuiltinTensorOp::fold (new_full(..., 0, dtype=uint8) [3,2,3,0]: the lowering '
                                 'canonicalize folds arith.constant i8 + from_builtin_tensor into a vtensor.literal with signless i8 attr and ui8 result, whose inferred type is si8: the recorded '
                                 'diagnostic)'),
 'verifier-error-d450ac117f51': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (one node roll(x f16[0,2,1], [1,1], [1,2]): the decomposition slices dim 2 as [0:-1] (end '
                                 'normalizes to 0, eager: empty); convert-torch-to-stablehlo + canonicalize on stage_input.mlir shows that slice as real_dynamic_slice [0:1] (endIndexIsZero select '
                                 'takes the dim size), so the concatenate infers 0x2x2 vs declared 0x2x1. Shift 1 on size 1 is an exact multiple, so roll-shift-larger-than-dim is not involved).'),
 'verifier-error-d6f0d17df38b': ('slice-start-int64-max-taken-as-zero',
                                 'projects/pt1/.../abstract_interp_lib_gen.py:aten〇slice〇Tensor〡shape -> torch/jit/_shape_functions.py slice (start == max_int -> 0) (slice(x bool [4], 0, INT64_MAX, '
                                 '-1, 2), erase torchscript: torch-shape-refinement-pipeline on the one slice gives [2] (start taken as 0) where eager gives [0]; convert-torch-to-tosa then builds an '
                                 'empty tosa.const index for a [2] result (verifier error); with the correct [0] type TOSA fails cleanly (legalize failure), and refbackend shows mismatch-eager at '
                                 'every k).'),
 'verifier-error-dd049e79e043': ('transpose-same-dim-fold-drops-type',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenTransposeIntOp::fold (transpose(x, 1, -1) of bool [0,4] at torchscript erasure: -canonicalize on before.mlir returns %arg0 '
                                 '([0,4]) from a function typed !torch.vtensor; with dims (1,0) instead the same file canonicalizes cleanly, so the same-dim `return getSelf()` without a type check '
                                 'is the cause).'),
 'verifier-error-de435cc34f01': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (the failing op is unfold(x0 f32 [1,2], dim 1, size 0, step 2^38) -> [1,1,0]: rank-2 input with '
                                 'size 0, generic map (d0, d2 + d1*step) with d2 of extent 0 gives -1: "unexpected result less than 0 at expression #1". The other nodes (hstack, tril, second unfold) '
                                 'are not involved.)'),
 'verifier-error-df7ce4845bfe': ('tosa-constant-pad-nd-rank0-tosa-pad',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenConstantPadNdOp> (pad of a 0-d bool with pad=[] -> constant_pad_nd on rank 0: emits tosa.pad on '
                                 'tensor<i1>, which the TOSA verifier rejects (rank >= 1))'),
 'verifier-error-e0022ba4b441': ('tosa-scatter-nd-more-indices-than-rows',
                                 'lib/Conversion/TorchToTosa/TosaLegalizeCommon.cpp:convertScatterNdOp (via TorchToTosa.cpp ConvertAtenOp<AtenIndexPutHackedTwinOp>) (index_fill(f16 [2], 0, [-2, 0, '
                                 '-2], 65504.) decomposes to index_put.hacked_twin with 3 indices into a dim of 2; torch-backend-to-tosa on stage_input: tosa.scatter K=2 < W=3 verifier error)'),
 'verifier-error-e50985965368': ('slice-start-int64-max-taken-as-zero',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇slice〇Tensor〡shape (upstream slice shape fn maps start==INT64_MAX to 0) '
                                 '(slice.Tensor(x0[4,1,3,3], 2, INT64_MAX, None, 3) with torchscript erasure: I ran the slice alone through torch-function-to-torch-backend-pipeline and it is refined '
                                 'to [4,1,1,3] (eager [4,1,0,3]); rand_like of it then viewed to the eager-valid [4,1,0,3] becomes a 12-to-0-element tensor.reshape, the verifier error).'),
 'verifier-error-ecd7497a1644': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x int8 [4,3,0], -2, size 0, step 2^38): one block of size 0, the generic map (d0, d3 + '
                                 'd1*step, d2) evaluates to -1 at the empty loop bound; verifier error in convert-torch-to-linalg, as in the corpus entry (size 0, single block))'),
 'verifier-error-f0cf93ac04e5': ('masked-scatter-decompose-ignores-mask-broadcast',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenMaskedScatterOp (masked_scatter(self uint8 [], mask bool[2], src[3]); eager result shape [2]: the '
                                 'decomposition types maskInt = add.Tensor(mask[2], zeros_like(self)) with self\'s rank-0 sizes; convert-torch-to-stablehlo on before.mlir fails "chlo.broadcast_add '
                                 'inferred tensor<2xi64> vs tensor<i64>", the linalg path fails its verifier at every k too).'),
 'verifier-error-f1c9530057b3': ('prims-collapse-lowering-static-result-no-cast',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:ConvertPrimsCollapseOp (repeat_interleave(v0, 0, 0) of a bf16 [?] roll result decomposes to broadcast_to [?,0] + '
                                 'prims.collapse -> !torch.vtensor<[0]>; the lowering builds tensor.collapse_shape tensor<?x0xbf16> into tensor<0xbf16> directly with the static result type, which '
                                 'the verifier rejects; no cast).'),
 'verifier-error-f398903dd7d7': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇repeat_interleave〇self_int〡shape (repeat_interleave(x float64 [0], 3, '
                                 "dim=-1) at torchscript erasure: the shape fn slices self[dim+1:] = self[0:] and gives [0,0] (rank 2); the decomposition's prims.collapse reuses that type, so "
                                 "convert-torch-to-linalg builds collapse_shape 0x3 -> 0x0 with one reassociation group: verifier error; the rank-1 case named in the entry's why.md).")}
NEW = {}
CALLS = ["part 1: ('crash-e9dcca8d352e', 'as-strided-rank0-empty-index-list-segfault vs new: the entry title says a rank-0 RESULT, here the result is [1,1,2,1] and only the base is rank 0; "
 "fx_as_strided._indices makes one index per base dim, so the empty index list and the indices[0] read in DecomposeAtenIndexTensorOp are the same code for the same reason: kept the entry.')",
 'part 1: (\'mismatch-eager-b265c6023204\', "slice-start-past-end-stablehlo-real-dynamic-slice vs new:stablehlo-slice-end-zero-taken-as-full: title names start > limit, but its why.md names the '
 'second case of the same getDynamicSliceInternal (the endIndexIsZero select makes x[0:0] a full slice), which is this finding; labelled the entry per the brief\'s rule.")',
 "part 1: ('verifier-error-2b10222eabcc', 'index-put-0d-index-tensor-segfault vs new: the entry is a SIGSEGV for a 1-D self; here a 2-D self gives a verifier error (updates ?x1x? vs indices 1x1). "
 "Same collapseAndMoveBatchDims count==0 path on a 0-d index (a [1] index compiles), same fix, so the entry.')",
 "part 1: ('mismatch-eager-122a0bfe54e8', 'scatter-negative-dim-out-of-bounds-write-segfault although the symptom is a silent wrong value, not a crash: the unnormalized dim -3 write lands harmlessly "
 "and the index tensor is dropped from the scatter coordinates; dim 0 is correct.')",
 'part 1: (\'mismatch-eager-f67c2efe176a\', "index-put-zero-size-index-broadcast-max although the entry\'s symptom is a verifier error: here the same max() broadcast ([5,1] with [0] -> [5,1] instead '
 'of [5,0]) yields a valid scatter that writes 5 values where eager writes none.")',
 "part 1: ('verifier-error-d6f0d17df38b', 'slice-start-int64-max-taken-as-zero vs a TOSA slice-lowering defect: the TOSA error is in convert-torch-to-tosa, but only because the shape function typed "
 "the INT64_MAX-start slice [2] instead of [0]; with the right type TOSA fails cleanly. Labelled by the cause.')",
 "part 2: ('lowering-error-1bb25949fe8b / mismatch-eager-4e7a716306cf', 'index-put-zero-size-index-broadcast-max is recorded as a tm_tensor.scatter verifier error; these two show other symptoms of "
 'the same max()-broadcast in getBroadcastShape (a broadcast_to [0,5,0]->[?,5,1] that convert-torch-to-linalg cannot legalize, and 20 real updates written where eager writes none). Same code, same '
 "reason, so the entry, not new.')",
 "part 2: ('mismatch-eager-d6e91747e86f', 'flaky: true and its rerun gave a crash instead: could be read as FALSE (flaky worker), but the wrong value at index 4 follows deterministically from the "
 "unwrapped -1 in before.mlir, and the flakiness itself is the out-of-bounds write of the same unwrapped -1/-5; labelled index-put-negative-index-not-wrapped.')",
 "part 2: ('mismatch-eager-716b83efc5f6', 'tril-diagonal-int64-max-overflow is titled for tril; its why.md names createTriangularMatrix as used by both tril (sle) and triu (sge) and mentions the "
 "triu mirror case, so this triu(INT64_MAX) overflow is that entry.')",
 "part 2: ('crash-eb170fc99fd7', 'index-put-negative-index-stablehlo-scatter-not-wrapped is recorded as a mismatch; here the unwrapped -3 writes outside the buffer and IREE segfaults (its why.md "
 "notes the out-of-buffer write for the original program). Checked it is not heap damage from another path: the StableHLO stage alone segfaults, and with -3 replaced by 0 it runs clean.')",
 "part 2: ('crash-616bf875e744', 'floordiv-int-fold-division-by-zero vs repeat-zero-count-flatten-view-wrong-shape: the view(-1) on 0 elements from the flatten decomposition is the co-cause (and "
 "gives the k=1 mismatch), but the k=2 abort comes from the INT64_MIN constant made by the floordiv folder (0//0), as that entry describes.')",
 'part 3: backend-contract-b0b960096e92: the symptom is "tensor with unknown rank" in the backend contract rather than split.Tensor not lowered; considered cat-dynamic-1d-unknown-rank (the program '
 'also has a cat of a dynamic 1-D tensor), but hand-cut IR showed the chunk/split half alone reproduces and the cat half alone does not, and the limitation entry says at torchscript the contract '
 'fails first. Labelled as the limitation.',
 'part 3: verifier-error-9f8d97517cac: recorded as a StableHLO verifier error, but the slice_scatter it fails on (start -1, end 0, src of size 1) is built by DecomposeAtenSelectScatterOp; the '
 'StableHLO lowering is fed an inconsistent op, so labelled with the decomposition defect, not a new StableHLO one.',
 'part 3: mismatch-eager-fb12dd888bed: triu (sge) with diagonal INT64_MAX, while the entry tril-diagonal-int64-max-overflow is titled for tril; its why.md names createTriangularMatrix as shared by '
 'triu and tril and the same row+diagonal i64 overflow, so the same defect, not new.',
 'part 3: mismatch-eager-66e99494d01a: labelled index-put-zero-size-index-broadcast-max although that entry is a verifier error; here the max-broadcast shape [4,1,3,5] happens to verify (update size '
 'matches x) and silently overwrites data. Same function, same 0-vs-1 max mistake, so same defect rather than new.',
 "part 4: ('mismatch-eager-36f9c00824a5', 'scatter-negative-dim-out-of-bounds-write-segfault vs new: the entry describes a crash; here the same unnormalized negative dim write in the scatter helper "
 "corrupts nothing vital and the index tensor is silently dropped (wrong values). Same code, same reason, so the entry.')",
 'part 4: (\'mismatch-eager-56b4fb58da1e\', "slice-start-past-end-stablehlo-real-dynamic-slice vs roll-shift-larger-than-dim: both defects are on the path (the roll decomposition without modulo '
 "produces x[:-6], a refbackend mismatch too); the stablehlo-specific wrong shape [3,10,4] comes from the endIndexIsZero select in getDynamicSliceInternal, which the slice entry's why.md names as "
 'its second case (title names start > limit). Removing that select restores the shape. Labelled by the stablehlo slice; fixing only the roll would also make this finding go away.")',
 "part 4: ('verifier-error-a56ae8deebf8', 'slice-start-past-end-stablehlo-real-dynamic-slice: the entry title names start > limit; this folder is the endIndexIsZero case (end normalized to 0 taken "
 "as the full dim) that the same why.md names as its second case in the same function, so labelled with that entry per the rule.')",
 "part 4: ('mismatch-eager-6e6435f58e43', 'slice-start-past-end-stablehlo-real-dynamic-slice: title case (start > limit, no clamp) but with a dynamic dim, so it shows at run time in IREE (negative "
 "size -> RESOURCE_EXHAUSTED) instead of as a verifier error. Same code and reason, so the entry rather than a new or IREE label.')",
 'part 5: (\'printer-error-9272cef1c4d7\', "where-self-splat-fold-dynamic-dim although the symptom is a printer-error (the pipeline\'s output literal with a dynamic shape does not re-parse) where '
 'the entry saw a verifier error (return type mismatch): same fold, same dynamic-shaped literal, so the same defect")',
 'part 5: (\'mismatch-eager-3817dd77ab67\', "iree-stablehlo-add-i1-lowered-as-addi: the entry\'s title/program is elementwise stablehlo.add (StableHLO\'s PointwiseToLinalgConverter), this is the '
 "scatter combiner, which goes through IREE's own copy of the table (MapStableHLOToScalarOp.h, LinalgExtRegionHLOOpConversion); the entry's why.md names this second case and its fix covers both "
 'tables, so same entry. Not scatter-add-bool-adds-as-i1-xor (that is the TMTensor/linalg path; this folder\'s stage is execute-stablehlo and torch-mlir\'s stablehlo output is right)")',
 'part 5: (\'lowering-error-7403ff2f9a07\', "masked-scatter-decompose-ignores-mask-broadcast vs masked-scatter-shape-fn-ignores-mask-broadcast: at erasure intermediate the shape fn also gives [] for '
 'the result, but the same TOSA error appears at none where the result type is the right [2]; the failing op is the decomposition\'s mis-typed add.Tensor/view, so the decomposition defect")',
 "part 6: ('verifier-error-cf4b491a9f64', 'slice-start-past-end-stablehlo-real-dynamic-slice vs slice-start-int64-max-taken-as-zero: start=INT64_MAX also gives a wrong [2] result type (refbackend "
 'numerics are mismatch-eager at every k, the shape-function defect), but the recorded StableHLO verifier error persists with the result type fixed to [0] and with start 6, so it is the StableHLO '
 "lowering missing the end>=start clamp.')",
 "part 6: ('timeout-0f2ec7a80314', 'empty-like-unknown-dtype-decompose-hang vs roll-empty-dim-cat-canonicalize (cat-all-empty-operands-erased): the hang is DecomposeAtenEmptyLikeOp looping on an "
 'unknown dtype (the recorded timeout), but the unknown dtype comes from AtenCatOp canonicalization dropping every operand of an all-empty cat; without the empty_like the same program fails the '
 "backend contract (the cat entry). Labelled by the code that hangs.')",
 "part 6: ('mismatch-eager-ac33adf0651e', 'repeat-zero-count-flatten-view-wrong-shape: its title names a 0 repeat count, here the zero elements come from a 0-size input dim with all counts >0; its "
 "why.md names the cause as the flatten decomposition view(-1) on any zero-element tensor, which is what happens here. (k=2 crashes too, not the recorded symptom.)')",
 "part 6: ('mismatch-eager-58c2e78f5260', 'scatter-negative-dim-out-of-bounds-write-segfault vs a new miscompile label: the symptom is a wrong result, not a crash, but the cause is the same "
 "unnormalized negative dim in ConvertAtenScatterOp (yieldVals[dim] written out of bounds, index value dropped); verified by flipping dim -3 -> 0.')",
 "part 6: ('crash-f5b4404d1bc8', 'remainder-int-fold-division-by-zero vs new:pixel-shuffle-zero-channels-split-dim-outer-zero: the crash is the remainder.int folder dividing by a constant 0 (same "
 'function, same missing divisor check), reached here through prims.split_dim shape function after DecomposeAtenPixelShuffleOp emits split_dim with outer_length 0 for C=0 (arguably a second defect '
 "that surfaces once the folder is fixed).')",
 "part 7: ('crash-f9695cfeb187', 'index-select-empty-index-dense-resource-sigfpe although the op is as_strided, not index_select: the FX importer rewrites as_strided to index.Tensor over constant "
 'index literals, the zero-element ones become empty dense_resource attrs, and ExecutionEngine creation dies with SIGFPE (checked by lowering stage_input and creating the engine) - the same '
 "importer/MLIR translation code as the entry; a new label would only be justified if the as_strided rewrite should not emit empty literals at all.')",
 "part 7: ('crash-186c28e60d18', 'roll-decompose-dim-out-of-range-segfault vs cat-all-empty-operands-erased: the all-empty cat canonicalization gives the rank-1 type that puts dim -3 out of range, "
 "but the SIGSEGV is the unchecked sizes[cstDim] write in DecomposeAtenRollOp (the corpus entry splits it the same way).')",
 "part 7: ('verifier-error-75fda9bb3801', 'where-self-same-branches-fold-drops-broadcast vs transpose-same-dim-fold-drops-type: the where branches are the same value only because transpose(1,1) "
 "folds to its input; that fold is type-correct here ([3,9,3] -> [3,9,3]), so the fault is the where fold dropping the broadcast.')",
 "part 7: ('mismatch-eager-ae8516d9d065', 'roll-shift-larger-than-dim; the shift 0 on dim 0 also meets the StableHLO end==0 -> dimSize select (concat of two full copies typed 3x?), but only the "
 "first 3 rows are read, and the wrong values come from shift -8 on size 5 (checked on IREE: [0,-3] right, [0,-8] wrong).')",
 "part 7: ('mismatch-eager-2919949421f5', 'roll-shift-larger-than-dim vs slice-start-past-end-stablehlo-real-dynamic-slice: the roll decomposition does not reduce shift 5 mod 3 (wrong even on "
 'linalg), and the StableHLO getDynamicSliceInternal end==0 -> dimSize select (named as a second case in slice-start-past-end-stablehlo-real-dynamic-slice/why.md) makes the empty half a full slice, '
 "hence shape 6. Fixing the roll decomposition alone removes the finding; fixing the slice alone still leaves wrong values, so roll.')",
 "part 8: ('verifier-error-d450ac117f51', 'same call as mismatch-eager-053bdd0b1d05: the end-0-becomes-full-dim case of getDynamicSliceInternal is named in the why.md of "
 "slice-start-past-end-stablehlo-real-dynamic-slice (title: the start>limit case), so labelled as that entry; the alternative would be a new:stablehlo-slice-end-zero-becomes-full-dim.')",
 'part 8: (\'verifier-error-f0cf93ac04e5\', "masked-scatter-decompose-ignores-mask-broadcast vs masked-scatter-shape-fn-ignores-mask-broadcast: at erasure intermediate the result type [] also comes '
 "from the shape function returning self, but the failing op is the decomposition's add.Tensor typed with self's sizes (its why.md says this program form gives its signature at intermediate too, and "
 'fixing the shape function alone leaves it).")',
 "part 8: ('verifier-error-29e3157b0f79', 'narrow-negative-start-empty-slice vs a cat lowering defect: the failing op is tensor.concat from aten.cat, but its second operand is typed [4,1,3,0] only "
 "because narrow(x,3,-1,1) was decomposed to an empty slice; eager gives [4,1,3,1] and the cat is then valid.')",
 "part 8: ('mismatch-eager-053bdd0b1d05', 'slice-start-past-end-stablehlo-real-dynamic-slice vs new:stablehlo-slice-end-zero-becomes-full-dim: the entry title is the start>limit case, its why.md "
 'names the endIndexIsZero full-slice case in the same function getDynamicSliceInternal, so labelled as that entry per the rule; roll-shift-larger-than-dim considered too (shift 3 > size 2 gives the '
 "slice end -3) but with zero elements only the shape is wrong and the linalg path gets the shape right, so the StableHLO slice is the defect).')"]
