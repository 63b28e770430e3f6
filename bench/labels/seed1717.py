"""Hand triage of the held-out seed-1717 one-hour campaign (docs/root-causes.md "Measured: a seventh
campaign held out"): finding folder -> (defect, the code at fault). Sorted on 2026-12-06 by six
people working blind to irfuzz's keys and rows (the program, message, crash frames, IR, one-pass
commands, upstream source at torch-mlir 0029fc2e1), each a sixth of the folders of the campaign
as it ended, against the corpus as it stood when the campaign started (141 entries, 42f53b5).
The campaign ran on 42f53b5; the rules it is scored with were frozen (5ec5721, fe071f3) before
any of its findings was read. NEW describes the defects the corpus lacked (both are corpus
entries now: unflatten-dynamic-dim-static-expand-shape-no-cast,
iree-stablehlo-scatter-ui8-update-constant-folds-to-unsigned-arith-constant).
"""

LABELS = {'backend-contract-1767cb158a6e': ('roll-empty-dim-cat-canonicalize',
                                   'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (cat([x0]*4, dim=1) of float16 [2,0,2,3], all operands empty along dim 1, erased types: '
                                   'canonicalizer drops every operand, refinement ends with !torch.vtensor<[0],unk>; same as corpus cat-all-empty-operands-erased).'),
 'backend-contract-795e60b764c1': ('cat-dynamic-1d-unknown-rank',
                                   'projects/pt1/.../abstract_interp_lib_gen.py:aten〇cat〡shape (upstream cat shape fn, legacy-empty skip): cat([x]*4, 0) of a 1-D uint8 x typed [?] (torchscript '
                                   'erasure): stage_input has the arg type_bound [?],ui8 and the cat ends vtensor<*,ui8> (unknown rank) at the backend contract. Same 1-D dynamic cat as the corpus '
                                   'entry'),
 'backend-contract-b0b960096e92': ('limitation-split-tensor-dynamic-split-size-not-lowered',
                                   'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeSplitTensorListUnpack (chunk of x1 [?,0] int64 along the dynamic dim 0 at torchscript erasure '
                                   'becomes split.Tensor with a split size computed from aten.size.int; re-running torch-lower-to-backend-contract on before.mlir leaves split.Tensor + ListUnpack '
                                   'with unrefined !torch.tensor results -> "tensor with unknown rank").'),
 'crash-072015651ef8': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp (scatter.value(x[0,1] i64, dim=-2, index [0,1], v) is decomposed to scatter.src and SIGSEGVs at '
                        'OperandStorage in ConvertAtenScatterOp<AtenScatterSrcOp>; dim=-2 is passed un-normalized to the helper that writes yieldVals[dim], the same crash the corpus entry '
                        'describes).'),
 'crash-0ad84457b9bc': ('view-like-fold-dtype-less-result-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenViewOp::fold/genericViewLikeFold (take_along_dim(dim=None) of an int16 rank-0 input with a one-element literal index, erasure '
                        'torchscript: stage_input has aten.view of the literal to an erased !torch.tensor; SIGSEGV in ShapedType::getElementType from AtenViewOp::fold in '
                        'torch-simplify-shape-calculations, the view result gets sizes before a dtype and the folder builds a DenseElementsAttr of a null type).'),
 'crash-12129cb5d27e': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter_add with dim=-2 -> unnormalized dim passed to '
                        'convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc, yieldVals[dim] writes out of bounds; SIGSEGV in OperandStorage from ConvertAtenScatterOp<AtenScatterAddOp>).'),
 'crash-4a57f663deae': ('arange-8bit-dtype-lowering-segfault',
                        'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp::matchAndRewrite (arange.start_step(0.5,1.0,1.0,dtype=int8); ran convert-torch-to-linalg: '
                        '"dstOriginalDtype has to be passed to convertScalarToDtype" then SIGSEGV in SubIOp::create (frame AddFOp::inferReturnTypes is ICF alias); si32 result lowers fine).'),
 'crash-616bf875e744': ('index-put-negative-index-not-wrapped',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_fill with index [1,-2,1] on an int32 [2]: the -2 is not wrapped, scatter writes out '
                        'of bounds, heap corrupted -> malloc abort at IR_2. irfuzz check of the full program (torchscript) reproduces the crash; same program with -2 replaced by 0 is ok at every k; '
                        'index_fill alone gives a mismatch-eager)'),
 'crash-6e2ad66acf1c': ('view-zero-elements-sigfpe',
                        'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenViewOp::matchAndRewrite (repeat of a [0,2] float32 tensor with zero counts decomposes to a view of a zero-element '
                        'tensor; SIGFPE in ConvertAtenViewOp per error.log frames).'),
 'crash-74f0068819a7': ('gather-zero-size-dim-stablehlo-slice-size-abort',
                        'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenGatherOp> (gather(x[3,4,0] f16, dim 2, index[3,0,0]) on the StableHLO path: error.log shows "Failed to '
                        'infer result type(s)" for stablehlo.gather (tensor<3x4x0xf16>, tensor<3x0x0x3xi64>): slice size 1 on the zero-size dim, an abort).'),
 'crash-77be1e34c756': ('as-strided-rank0-empty-index-list-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp (as_strided(x, [], []) of a rank-0 tensor: stage_input shows the FX importer rewrote it to '
                        'aten.index.Tensor with an empty ListConstruct of indices; the decomposition treats the empty list as all-tensors and crashes, frame getWithSizesAndDtype in '
                        'DecomposeAtenIndexTensorOp).'),
 'crash-886e9de2f6d0': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two dim=-1, no toPositiveDim: yieldVals[-1] overwrites '
                        'SmallVector size/capacity -> LLVM OOM abort in grow_pod).'),
 'crash-95471464b955': ('reshape-fold-dtype-less-tensor-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenReshapeOp::fold (slice then reshape with erased types: reshape gets sizes [0,4,3] before a dtype, fold calls '
                        'toBuiltinTensor().hasStaticShape() on null; crash frames TensorType::hasRank in AtenReshapeOp::fold).'),
 'crash-9b9307a55092': ('chunk-empty-dim-recompose-assert-divides-by-zero',
                        'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeChunkListUnpack (chunk(x bool [0,3,0], 1 chunk, dim 2 of size 0): chunkSize = ceil(0/1) = 0, the runtime check '
                        "ceil(0/0) folds to false; stage_input.mlir is just cf.assert %false 'chunks should equal to prim.list_unpack's num results', which aborts at run time)"),
 'crash-bbcc5e7b3695': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two on bool [1,1] with dim=-2: SIGSEGV in '
                        'convert-torch-to-tmtensor; the same stage_input with dim 0 converts cleanly (checked), so the negative dim is the trigger, not bool).'),
 'crash-c632738466b7': ('tile-empty-dims-repeat-decompose-abort',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp (tile(cat([x,x]), []) with erased types: becomes a repeat with an unranked result, SIGABRT in '
                        'DecomposeAtenRepeatOp::matchAndRewrite in torch-decompose-complex-ops).'),
 'crash-c8db1014db43': ('convert-tensor-to-element-type-8bit-destination-null-segfault',
                        'lib/Conversion/TorchToLinalg/Utils.cpp:convertTensorToElementType via ConvertAtenCatOp (cat of int8[0] and bool[1] operands; after canonicalization stage_input is cat of two '
                        'i1 [1] tensors with an si8 [2] result; ConvertAtenCatOp converts i1->i8 with convertTensorToElementType which yields a null value: SIGSEGV in OperandStorage from '
                        'ConvertAtenCatOp).'),
 'crash-cc72cfd582f7': ('FALSE: flaky worker - non-reproducible heap corruption',
                        'canonicalize (torch-function-to-torch-backend-pipeline): error.log is only glibc "free(): invalid next size"; stage_input through the full pipeline (3x), before.mlir through '
                        '-canonicalize (5x), the pipeline + linalg lowering, and `irfuzz rerun` of the folder copy (2x) all pass rc=0. Heap corruption most likely left in the reused worker by an '
                        'earlier case (e.g. the negative-dim scatter OOB write), not caused by this program.'),
 'crash-cdc02013c342': ('hstack-rank0-cat-canonicalize-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenHstackOp + TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (hstack([x0,x0]) of 0-d f64: atleast_1d '
                        'keeps rank 0, cat along dim 1 of rank-0 tensors, SIGSEGV in the cat canonicalization lambda).'),
 'crash-d8bb80a87592': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp / convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter_add with dim=-1, float32 [0], empty '
                        "index: the un-normalized dim indexes yieldVals[-1], corrupting the SmallVector header -> LLVM 'out of memory' in grow_pod (the dim=-1 variant the corpus entry describes))"),
 'crash-df5a6912087e': ('index-put-0d-index-tensor-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp::matchAndRewrite (index_put with a 0-d int32 index tensor: SIGSEGV in '
                        'convert-torch-to-tmtensor; with the index made 1-D [1] it converts cleanly, with a 0-d si64 index it still crashes (checked), so the 0-d index is the trigger).'),
 'crash-e9dcca8d352e': ('as-strided-rank0-empty-index-list-segfault',
                        'python/torch_mlir/extras/fx_as_strided.py:_rewrite + DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp (as_strided of a rank-0 uint8 base to [1,1,2,1]: the importer builds '
                        'one index per *base* dim, so stage_input.mlir has index.Tensor(x, ListConstruct()) with an empty list, and DecomposeAtenIndexTensorOp reads indices[0]: SIGSEGV in '
                        'StorageUniquer).'),
 'crash-eb170fc99fd7': ('index-put-negative-index-stablehlo-scatter-not-wrapped',
                        'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexPutHackedTwinOp>/broadcastAndConcatIndices (index_fill(x, -2, [2,0,-3,2], v) on int64 [1,1,3,5]: '
                        'stage_input stablehlo.scatter uses the dense_resource index [2,0,-3,2] unwrapped; -3 gives a write before the buffer and IREE dies with SIGSEGV running it; same missing wrap '
                        'of negative indices on the StableHLO path).'),
 'crash-f02497719296': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp<AtenScatterSrcOp> (scatter.src dim=-1 passed unnormalized to the helper; yieldVals[-1] corrupts '
                        'SmallVector header -> OOM abort in grow_pod).'),
 'crash-f1e9f256ee5a': ('unflatten-zero-size-sigfpe',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenUnflattenIntOp::matchAndRewrite (unflatten.int(x0[5,4,4,0] int64, 3, [0]): divides by the 0 size '
                        'unconditionally, SIGFPE in torch-decompose-complex-ops).'),
 'crash-f5b4404d1bc8': ('remainder-int-fold-division-by-zero',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenRemainderIntOp::fold (pixel_shuffle of float32 [0,2,3], r=2: the decomposition emits prims.split_dim(x, 0, outer_length=0); its reified '
                        'shape function computes a[dim] % outer_length = remainder.int(%x, 0), the folder evaluates x %% 0 -> SIGFPE in canonicalize at k=2 (before.mlir line 50). Same unguarded '
                        'folder as the corpus entry, reached via split_dim instead of view)'),
 'crash-f9695cfeb187': ('index-select-empty-index-dense-resource-sigfpe',
                        'mlir/lib/Target/LLVMIR/ModuleTranslation.cpp:convertDenseResourceElementsAttr (masked_fill with an empty [1,3,0] bool mask constant: stage_input.mlir holds arith.constant '
                        'dense_resource<...> : tensor<1x3x0xi8> (zero elements); SIGFPE while compiling/running on refbackend, the empty dense_resource global divides by 0 elements).'),
 'lowering-error-128c73e8e641': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'AbstractInterpLibrary arange.start_step shape function (arange(2^63-16, 2^63-40, -5) int64: the linalg lowering allocates tensor<5xi64> (correct, eager gives 5) but '
                                 'the function result is refined to tensor<0xi64>, so RefBackend fails on memref.cast 5 -> 0; the bounds are equal as doubles, same as the corpus entry).'),
 'lowering-error-199a26f0d825': ('arange-float-bounds-int-dtype-size-in-result-dtype',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp (arange(1, -3.5, -1.5, dtype=int16): eager length ceil(4.5/1.5)=3; stage_input '
                                 'builds tensor.empty 4xi16 because the bounds/step are fptosi-converted to i16 first (-3.5->-3, -1.5->-1) then cast to tensor<3xi16>; RefBackend memref.cast 4 vs 3 '
                                 'incompatible).'),
 'lowering-error-1bb25949fe8b': ('index-put-zero-size-index-broadcast-max',
                                 'TorchToTMTensor.cpp:getBroadcastShape (index_fill(x bool [2,3,1], 2, empty index) -> index_put.hacked_twin whose indices [2,1,1],[?,1],[0] broadcast to [2,?,0]; '
                                 'before.mlir shows ConvertAtenIndexPutHackedTwinOp broadcasting to [2,?,1] (max, 1 vs 0) and a broadcast_to [2,?,0]->[2,?,1] that linalg cannot legalize).'),
 'lowering-error-59ccbae12810': ('iree-annotate-dispatches-sigfpe-zero-size-scatter',
                                 'IREE compiler/.../Flow/Transforms/AnnotateDispatches.cpp:summarizeDispatchRegion/getMainTensorForLinalgExtOp (index_fill.int_Scalar of uint8 [2,4] with an empty '
                                 'int64 index on the StableHLO path: zero-update stablehlo.scatter, iree-compile SIGFPE in AnnotateDispatches; frames in error.log).'),
 'lowering-error-619cffb9d702': ('new:iree-stablehlo-scatter-ui8-update-constant-reshape-folds-to-unsigned-arith-constant',
                                 'IREE stablehlo preprocessing + canonicalize (tensor.collapse_shape fold/constant materialization): scatter_add with a ONE-element uint8 update constant (plain '
                                 'dense<255>, not dense_resource). iree-compile of before.mlir: after iree-stablehlo-preprocessing collapses the scatter updates (1x1 -> 1), the CanonicalizerPass '
                                 'fails with arith.constant dense<255>:tensor<1xui8> -> tensor<1xui8> (integer return type must be signless). A plain ui8 constant add compiles fine. Not the '
                                 'dense_resource re-sign entry (that one is a DenseResourceElementsAttr in the stablehlo-to-iree-input conversion, other message)'),
 'lowering-error-7c1ba0831082': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (constant_pad_nd(x int32[1,1,1,2], [2,-1]): stage_input has tensor.pad low[...,2] '
                                 'high[...,-1]; refbackend lowers it to an insert_slice at offset 2 of size 2 into size 3 -> "runs out-of-bounds").'),
 'lowering-error-84788b3eaa5d': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (constant_pad_nd(x[1,1,3], [4,-3]) lowered to tensor.pad low[0,0,4] high[0,0,-3]; '
                                 'bufferizing to insert_slice fails "offset 2 is out-of-bounds: 4 >= 4").'),
 'lowering-error-8cb1c8e8a214': ('iree-stablehlo-input-tensor-dim-on-ui8-not-legalized',
                                 'IREE StableHLO input conversion (no type conversion for tensor.dim on ui8) (roll of a uint8 [?] tensor: torch-mlir StableHLO keeps tensor<?xui8> and measures it '
                                 'with tensor.dim; iree-compile: failed to legalize tensor.dim on tensor<?xui8>; the StableHLO IR is valid).'),
 'lowering-error-c7d490066a14': ('repeat-zero-count-dynamic-collapse-shape',
                                 'MLIR one-shot bufferization CollapseShapeOpInterface / memref::CollapseShapeOp::computeCollapsedType (repeat_interleave(x bool [1,?,0], 1) flattens via '
                                 'tensor.collapse_shape tensor<1x?x0xi1> into tensor<?xi1>; 0 x dynamic group is inferred static 0 and memref.collapse_shape verifier rejects it).'),
 'lowering-error-cd777a10501e': ('limitation-split-tensor-dynamic-split-size-not-lowered',
                                 'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeSplitTensorListUnpack (chunk(x1,5,0) of a [?,?] int32 input: split.Tensor with split size '
                                 'floordiv(size+4,5) not constant, never recomposed, no lowering; stage_input.mlir shows it).'),
 'lowering-error-d9fccf617a28': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg (ConvertAtenConstantPadNdOp): constant_pad_nd(int16 [12], [-7, 3]) lowers to tensor.pad low[-7] high[3] (before.mlir), which RefBackend '
                                 "lowering rejects ('expected offsets to be non-negative, but got -7'); the corpus entry lists this exact lowering-error variant"),
 'lowering-error-f6329cb8a0ef': ('iree-stablehlo-input-ui8-dense-resource-constant',
                                 'IREE StableHLO input conversion (masked_scatter with a 5-element bool mask constant: stage_input has stablehlo.constant dense_resource<...> : tensor<5xui8>; '
                                 'iree-compile makes arith.constant with a ui8 attribute and i8 result -> verifier error). Same op passes on refbackend and tosa.'),
 'mismatch-eager-053bdd0b1d05': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll(x[0,3] bf16, shifts [-1,3], dims [0,1]); the shift 3 == size 3 decomposes to cat(x[-3:], '
                                 'x[:-3]); x[:-3] normalizes to end 0, and the endIndexIsZero select makes it end=dimSize (full), so the cat has 6 columns: stage_input.mlir shows %17 = '
                                 'select(end==0, size, end). Refbackend path ok.)'),
 'mismatch-eager-131c18ef58cf': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll int16[2] by 3 on dim 0: compiled output equals the input [-880,-374], eager rolls by '
                                 '3 mod 2 = 1 [-374,-880]; the decomposition slices at -shift without reducing modulo the dim size).'),
 'mismatch-eager-13e47f247c8b': ('slice-start-int64-max-taken-as-zero', 'slice.Tensor start=INT64_MAX end=4 on [0,3] f16: compiled result [0,3] instead of [0,0] (start treated as 0).'),
 'mismatch-eager-17c36ae1f7a6': ('tosa-cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenAddSubOp -> TosaLegalizeUtils.cpp:tosaCastTensorToType (add.Tensor float64 + uint8 on the TOSA path: '
                                 'before.mlir has tosa.cast i8->f64 of the ui8 operand, read as signed, 168.8 becomes -87.2; the same signedness-blind helper as the corpus cat/to.dtype entries).'),
 'mismatch-eager-17ccdfd6985f': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg (aten.cat lowering, convertTensorToElementType on a ui8 operand): cat of float16 tensors with a uint8 roll result along dim 1: first '
                                 'wrong node is the cat alone, 206 -> -50.0 (= 206-256, sitofp of the ui8 value). The roll (shift == size) is fine'),
 'mismatch-eager-22fd32d72469': ('slice-start-int64-max-taken-as-zero',
                                 'lib/Conversion/TorchToLinalg: slice.Tensor start=INT64_MAX end=-1 on a size-5 dim: compiled gives [0,1,4] instead of [0,1,0] (start treated as 0).'),
 'mismatch-eager-288c17d05e88': ('iree-clone-producers-scatter-updates-slice-of-in-place-target',
                                 'IREE CloneProducersIntoDispatchRegions (scatter.src(x[1,4] bf16, dim 1, index [[1,3]], src=x) on the StableHLO path: stage_input.mlir is a correct '
                                 'stablehlo.scatter(%arg0, idx, slice(%arg0)[0:2]); IREE gives out[0,3] = -86 = x[0,0] (the value already written into x[0,1]) instead of x[0,1] = -inf: updates read '
                                 'after the in-place scatter overwrote them).'),
 'mismatch-eager-2919949421f5': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll by 10 of a size-9 dim decomposes to cat(x[:, -10:], x[:, :-10]); on the StableHLO path '
                                 'the second slice end -10 normalizes (clamps) to 0 and the endIndexIsZero select replaces it by the dim size, so the empty half becomes a full slice: shape [5,18] '
                                 'instead of [5,9]; stage_input shows select(%7 == 0, dim, %7) as the end).'),
 'mismatch-eager-33789c898519': ('roll-shift-larger-than-dim',
                                 'DecomposeAtenRollOp (roll(x f16 [2], 3, -1) then roll(-2, 0): shift 3 >= size 2 not reduced mod size; compiled returns x unchanged [50.25, 7.4e-4] vs eager rolled '
                                 '[7.4e-4, 50.25]; inputs/expected/actual loaded and compared).'),
 'mismatch-eager-3683c75abaa4': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp (hstack([bool,bool,int8,uint8]) -> cat to int16 on linalg: stage_input.mlir widens the ui8 operand '
                                 'with arith.extsi i8->i16, 138 becomes -118).'),
 'mismatch-eager-3c42382f05a8': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x uint8 [0,3,4], 2, start=-1, length=1): slice(-1, 0) is empty, shape [0,3,0] '
                                 'instead of [0,3,1]; first wrong node is the narrow alone)'),
 'mismatch-eager-4336cbd470ce': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (second roll shifts dim -1 (size 2) by -5: stage_input slices [2:2] (empty) and '
                                 'concatenates the whole tensor, i.e. unchanged, while eager rolls by 1; shift not reduced modulo the size).'),
 'mismatch-eager-4cc1a9d59b27': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x[1] f16, 0, -1, 1) gives shape [0] instead of [1]: slice(start=-1, '
                                 'end=start+length=0) is empty).'),
 'mismatch-eager-4e7a716306cf': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_fill of int8 [5,2,3,2] on dim 2 with an EMPTY index: eager leaves x unchanged; the '
                                 'index_put lowering broadcasts the [5,1,1]/[2,1]/[0]/[2] index shapes with max() to 5x2x1x2 instead of 5x2x0x2 and scatters 20 updates of -128 at index 0 '
                                 '(stage_input: tm_tensor.scatter with 20x4 indices, dense<0> for the empty index)).'),
 'mismatch-eager-524c05c548f8': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'pad [-1,1] constant on int64 [3] -> constant_pad_nd with negative low lowered to tensor.pad with negative amount; all elements wrong on refbackend (stablehlo ok).'),
 'mismatch-eager-533675afd66c': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(v0, 0, -1, 1) of an int8 [3]: decomposition slices [start, start+length) = [-1, '
                                 '0) without wrapping, result [0] instead of [1]).'),
 'mismatch-eager-54f80308ab20': ('iree-stablehlo-scatter-in-place-on-returned-argument',
                                 'IREE Stream MaterializeCopyOnWrite (no clone for a borrowed import): before.mlir is right (scatter.value of %arg0 -> %5, and stack([x0]) = stablehlo.reshape %arg0 '
                                 'returned as output 1); IREE returns output 1 all zeros = the scatter written in place into the caller buffer of x0, which the returned reshape aliases. Same '
                                 'in-place-on-argument defect, returned through a reshape instead of a cat/identity'),
 'mismatch-eager-5e001c3b83d0': ('stablehlo-remainder-truncated-not-floor-mod',
                                 'lib/Conversion/TorchToStablehlo (aten.remainder lowering): take_along_dim(x f32[4,2,4], [[[3,0,3,-1]]], 0) decomposes to remainder.Scalar + gather; stage_input '
                                 'shows stablehlo.remainder (truncated) of the index by 4, so -1 stays -1 and the gather clamps it; refbackend and tosa are right. Not the gather-not-wrapped defect: '
                                 'the decomposition does wrap, the remainder lowering undoes it.'),
 'mismatch-eager-5e58358c0ce7': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_put(x[1,1] i32, [None, empty int64 [0]], empty values): the None dim index [1,1] and the '
                                 '[0] index broadcast to [1,0] (nothing written) but max() gives [1,1]; stage_input.mlir has a tm_tensor.scatter of one 0 at (0,0), so x[0,0] = -990 becomes 0).'),
 'mismatch-eager-64e0b3aa750f': ('slice-start-int64-max-taken-as-zero',
                                 'shape library/ shape refinement of aten.slice.Tensor (slice(empty_like(x) int16 [1], 0, INT64_MAX, 7) with erasure intermediate: eager empty [0], compiled returns '
                                 'tensor<1xi16>; stage_input is just tensor.empty 1xi16: INT64_MAX start read as no bound / 0).'),
 'mismatch-eager-66e99494d01a': ('index-put-zero-size-index-broadcast-max',
                                 'TorchToTMTensor.cpp:getBroadcastShape (index_copy(permute(x),1,empty index,[3,0] src): indices [3,1] and [0] broadcast with max to [3,1] instead of [3,0]; '
                                 'stage_input has a tm_tensor.scatter of 3 index tuples (i,0) writing zeros, so 3 of 6 elements become 0).'),
 'mismatch-eager-705506304d93': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_copy(x1 bf16 [1,4], 1, empty int64 index, [1,0] src): index tensors [1,1] and [0] '
                                 'broadcast to [1,0] but max() gives [1,1]; stage_input.mlir has a tm_tensor.scatter of one zero update at (0,0), so x[0,0] becomes 0 instead of unchanged; same code '
                                 'as the corpus verifier-error case, here the bogus tuple is in bounds so it miscomputes).'),
 'mismatch-eager-7107f862f131': ('where-self-same-branches-fold-drops-broadcast',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (where(mask [2,1], x [1,2], x): folds to x, dropping the broadcast to [2,2]; before.mlir and stage_input are '
                                 "`return %arg0` of [1,2]. With torchscript-erased types it shows as a wrong shape instead of the corpus entry's pass-error)"),
 'mismatch-eager-74367ac1a914': ('randn-like-dtype-none-erased', 'randn_like(dtype=None) of a float16 stack result under torchscript erasure: compiled result is float32 instead of float16.'),
 'mismatch-eager-7adfcd447f2e': ('neg-integer-computed-through-f32',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp neg payload (neg of int32 2147483647 gives -2147483648: stage_input.mlir has sitofp/fptosi around the negation, '
                                 '2^31-1 rounds to 2^31 in f32).'),
 'mismatch-eager-82b31af065c3': ('scatter-add-bool-adds-as-i1-xor',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:scatter_add lowering (scatter_add on a bool [1,4,2,1] tensor with src [False, True]: at [0,3,1,0] self True + src '
                                 'True gives False (i1 add = xor), eager gives True).'),
 'mismatch-eager-897cedbfb0c8': ('masked-scatter-shape-fn-ignores-mask-broadcast',
                                 'masked_scatter(x [1] uint8, mask [[False]]): eager result [1,1], compiled [1]: the shape function returns self shape ignoring mask broadcast.'),
 'mismatch-eager-89cca221656d': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x0 bool [2,5,1], [5], [0]): shift 5 > dim size 2 is not reduced mod the size, '
                                 'compiled result is the input unchanged, 8/10 elements wrong).'),
 'mismatch-eager-8a830e1d8234': ('full-bool-fill-fold-truncates',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFullOp::fold (new_full(x, [5,3,2,1], 2, dtype=bool) -> full: the fill 2 is truncated to i1 = false; before.mlir is '
                                 'arith.constant dense<false>, eager gives all True)'),
 'mismatch-eager-8ea2c5fa9889': ('index-put-negative-index-stablehlo-scatter-not-wrapped',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp: index.Tensor with negative index tensors (-1,-3,-2) on the StableHLO path gives wrong values (refbackend and tosa '
                                 'ok): gather index not wrapped.'),
 'mismatch-eager-93f9e0aaee18': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_put(x[1,2,3] f64, [int32 [0], int32 [-2]], values[3]): stage_input.mlir '
                                 'passes indices dense<[[0,-2]]> unwrapped to tm_tensor.scatter, so the row is written out of bounds and x[0,0,:] stays garbage/unchanged (expected 2.25 got 79.5)).'),
 'mismatch-eager-94bd52da48d6': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll bf16[2,1,3] shifts [1,0,5] dims [1,2,-3]: shift 5 on the size-2 dim; actual.pt equals '
                                 'the input unchanged while eager swaps the two rows; same on refbackend per_k k=1, so not an executor issue).'),
 'mismatch-eager-958fc66923e8': ('tril-diagonal-int64-max-overflow', 'tril(x, INT64_MAX) int32 [1,2,1]: row+diagonal overflows in linalg lowering, row 1 zeroed (expected 958 got 0).'),
 'mismatch-eager-ac33adf0651e': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp/DecomposeAtenFlattenUsingIntsOp (repeat([2,1,2]) of int16 [3,0,2] with dims 0,2 dynamic: '
                                 'ran the backend pipeline on a hand-written torch IR, the flattens become aten.view with -1 on a zero-element tensor, -1 inferred as 0, result [0,0,0] instead of '
                                 '[6,0,4]).'),
 'mismatch-eager-ae8516d9d065': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll int8 [1,2,1] shifts [3,1,-1] dims [1,2,0]: shift 3 on a size-2 dim; before.mlir for '
                                 'the StableHLO path is just `return %arg0` (input unchanged), and the linalg path also mismatches at k=1 (per_k). Eager rolls by 3 mod 2 = 1)'),
 'mismatch-eager-b1d6146e758a': ('slice-start-int64-max-taken-as-zero', 'slice.Tensor start=INT64_MAX on int64[1]: compiled returns shape [1] instead of [0] (start treated as 0).'),
 'mismatch-eager-b7ec4d4f7894': ('stablehlo-tril-triu-row-plus-diagonal-overflow',
                                 'lib/Conversion/TorchToStablehlo/Basic.cpp:convertTrilOrTriu (tril(x[1,4,2] i32, INT64_MAX) on the StableHLO path: stage_input.mlir has stablehlo.add(iota_row, '
                                 'INT64_MAX) in i64, which wraps, so compare LE is false for rows >= 1 and they become 0).'),
 'mismatch-eager-ba533eceafcc': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll float32[2] by -5 on dim 0: actual.pt equals the input unchanged, eager rolls by 1; '
                                 '|shift| >= size not reduced modulo size).'),
 'mismatch-eager-c8d768f61e87': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'AbstractInterpLibrary arange.start_step shape fn (arange(INT64_MIN, INT64_MIN+4, 3): size computed in double is 0, so stage_input already types the result '
                                 'tensor<0xi64>; eager gives 2 elements; refbackend lowering-error, stablehlo/IREE returns shape [0]).'),
 'mismatch-eager-c8e5846ea91f': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x0 int8 [1], -128, 0, -1): slice [index, index+1) = [-1, 0) before '
                                 'normalizing, nothing written, input value 119 returned).'),
 'mismatch-eager-cb942ad5bd7f': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x bf16 [1], 11.75, 0, index=-1): before.mlir is `return %arg0`; '
                                 'actual == the input 0.0009, nothing written: slice [-1, 0) is empty)'),
 'mismatch-eager-cbb795d635bd': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'arange shape function (abstract_interp_lib_gen.py aten.arange.start): arange.start(INT64_MAX-15, INT64_MAX-11): the linalg generic builds 4 elements but the '
                                 'function result is typed tensor<0xi64> (cast 4 -> ? -> 0), so compiled returns [0] where eager returns [4]; size computed in double.'),
 'mismatch-eager-ce0f69bc5cff': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x[1,2,1] i8, [3,1,-1], [1,2,0]): shift 3 on a size-2 dim is not reduced mod 2, so '
                                 'cat(x[-3:], x[:-3]) = x unchanged; both elements wrong. The refbackend also mismatches at k=1; the finding is reported on TOSA at k=2).'),
 'mismatch-eager-ce9ac7d70d6f': ('iree-stablehlo-scatter-in-place-on-returned-argument',
                                 'IREE Stream MaterializeCopyOnWrite (no clone for a borrowed import) (stage_input StableHLO is right: returns %arg1 (cat([x1]) folded to x1) and a stablehlo.scatter '
                                 'of 2147483647 into %arg1 (select_scatter); IREE runs the scatter in place on the caller buffer so output 0 (x1) comes back with x1[0]=2147483647).'),
 'mismatch-eager-d4911d1f2532': ('constant-pad-nd-negative-padding-tensor-pad', 'constant_pad_nd [2,-2] on int32 [2]: negative high padding given to tensor.pad, garbage values on refbackend.'),
 'mismatch-eager-d6e91747e86f': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_fill.int_Scalar of float32 arange [5] with indices [0,1,-1,1,-5,0]: the -1 '
                                 'is not wrapped to 4, element 4 keeps 4.0 instead of -0.0).'),
 'mismatch-eager-edb2677181d7': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_fill(x f32 [2], 0, [0,-2,-1], 0.0): before.mlir is a tm_tensor.scatter '
                                 'with the raw indices [0,-2,-1], no wrapping; element 1 not written (got -inf garbage), negative indices write out of bounds)'),
 'mismatch-eager-f61e5f0af67b': ('full-bool-fill-fold-truncates', 'masked_fill.Scalar on bool tensor with value 2: compiled fills False (value truncated to i1), eager True.'),
 'mismatch-eager-f67c2efe176a': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_fill(x2[5,2] bool, -1, empty index, 0.5) becomes index_put with [arange(5)[:,None], '
                                 'empty [0]]: the broadcast should be [5,0] but max() gives [5,1]; stage_input.mlir scatters 5 True values into column 0, so 4 False elements become True).'),
 'mismatch-eager-f902e37d0c6b': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp/convertTensorToElementType (cat of int8, int8, int32, uint8 [4,2] -> int32: the uint8 operand (arg '
                                 'typed i8 after conversion) is widened with arith.extsi, so 228 becomes -28).'),
 'pass-error-e22a2de8e730': ('where-self-same-branches-fold-drops-broadcast',
                             'TorchOps.cpp:AtenWhereSelfOp::fold (where(cond [1], x [0], x) folds to x with no type check; unresolved materialization in torch-adjust-calling-conventions).'),
 'printer-error-9272cef1c4d7': ('where-self-splat-fold-dynamic-dim',
                                'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (masked_fill.Scalar(x0 int32 [?,1], all-true [[True]] mask, -1): fold builds vtensor.literal dense<-1> : '
                                'tensor<?x1xsi32>, a dynamic-shaped elements literal that does not parse back).'),
 'timeout-0f2ec7a80314': ('empty-like-unknown-dtype-decompose-hang',
                          'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenEmptyLikeOp (torchscript erasure: empty_like of cat([x]*4, dim 2) where x int8 [0,3,0]; the cat result '
                          'has no dtype when decompose-complex-ops runs, the pattern creates aten.size then fails on the unknown dtype, greedy driver loops forever -> hang in '
                          'torch-decompose-complex-ops)'),
 'verifier-error-037c8c11ffb5': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold size 0 on rank-3 input: linalg.generic map d3 + d0*3 goes below 0, verifier error).'),
 'verifier-error-05aeef2f56d2': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'AbstractInterpLibrary repeat_interleave.self_int shape function (repeat_interleave(x[2] f64, 3, -1), torchscript erasure: stage_input.mlir refines the result to '
                                 '[6,2] (wrong rank, eager [6]), so prims.collapse gets the type [6,2] and TOSA says "cannot reshape 6 elements into 12").'),
 'verifier-error-249748f5c943': ('roll-empty-dim-cat-canonicalize',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp canonicalization (roll of int64 [3,4,0,3] on dims [2,1]: at k=2 stage_input has torch.aten.cat of an EMPTY ListConstruct '
                                 'along the size-0 dim 2 (both slice operands dropped by the canonicalizer); convert-torch-to-stablehlo then builds stablehlo.concatenate with 0 operands).'),
 'verifier-error-2b10222eabcc': ('index-put-0d-index-tensor-segfault',
                                 'TorchToTMTensor.cpp:collapseAndMoveBatchDims via ConvertAtenIndexPutHackedTwinOp (0-d index, numBatchDims=0: reads inShape[0] of values [3,4] and builds a 3x1x3x4 '
                                 'updates tensor; tm_tensor.scatter verifier error instead of segfault because values have rank>0).'),
 'verifier-error-2ccb142c3882': ('tosa-diag-embed-zero-const-wrong-element-type',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenDiagEmbedOp> (diag_embed of float64 [1] on the TOSA path: the zero tensor is built f32, tosa.scatter '
                                 'gets f32 input and f64 output, verifier error).'),
 'verifier-error-2e5d2bba52da': ('uint8-literal-canonicalize-lowering',
                                 'lib/Dialect/TorchConversion/IR/TorchConversionOps.cpp:FromBuiltinTensorOp::fold + TorchConversionDialect::materializeConstant (empty_like(dtype=uint8) on the TOSA '
                                 'path: before.mlir has tosa.const i32 -> tosa.cast i8 -> torch_c.from_builtin_tensor ... ui8; tosa-layerwise-constant-fold folds it into a torch.vtensor.literal with '
                                 'a signless i8 attr and ui8 type, whose inferReturnTypes says si8 -> verifier error. Same folder/materializer as the corpus entry, reached from a TOSA pass)'),
 'verifier-error-3e62c958a7b0': ('masked-fill-shape-ignores-mask-broadcast',
                                 'masked_fill of int8[1] with a [3,2] mask: result typed [1] by the shape function, tensor.cast tensor<3x2xi8> -> tensor<1xi8> fails.'),
 'verifier-error-405536c0519b': ('uint8-dense-literal-tosa-const-unsigned-attr',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp ValueTensorLiteral pattern (zeros_like(x[1] ui8) folds to vtensor.literal(dense<0>: tensor<1xui8>); convert-torch-to-tosa '
                                 'emits tosa.const with a ui8 attr and an i8 result: "expected same attr/result element types").'),
 'verifier-error-43f178469795': ('index-tensor-int32-index-i64-compare',
                                 'lib/Conversion/TorchToLinalg/IndirectionAndLayout (index.Tensor lowering, makeIndexValuePositive) (x[:, int32 [0,1]] on int8 [0,2]: convert-torch-to-linalg emits '
                                 'arith.cmpi (i32, i64): the i32 index is compared with an i64 zero).'),
 'verifier-error-47a171c54182': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'AbstractInterpLibrary repeat_interleave.self_int shape fn: dim=-1 -> self[dim+1:]=self[0:] gives wrong rank; on StableHLO path it surfaces as a reshape size '
                                 'mismatch.'),
 'verifier-error-48d8119e3932': ('unflatten-negative-dim',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenUnflattenIntOp canonicalizer (unflatten.int(x0 f32 [0,4,2,4], -2, [2,1]): the unsqueezed 1 lands at the end, [0,4,2,4,1] vs '
                                 'the result type [0,4,2,1,4], incompatible tensor_static_info_cast).'),
 'verifier-error-4a2edd6e7c90': ('masked-fill-shape-ignores-mask-broadcast',
                                 "abstract_interp_lib_gen.py:aten〇masked_fill〇Scalar〡shape (masked_fill(x int8 [1], mask [3,2], -127.5): the shape fn returns self's [1] although eager broadcasts to "
                                 "[3,2]; convert-torch-to-tosa then builds tosa.select with result '1' vs operands 3x2 -> verifier error (StableHLO path fails too))"),
 'verifier-error-554a5c1a6708': ('squeeze-dim-lowering-static-result-no-cast',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenSqueezeDimOp (roll+unbind decompose to squeeze.dim of [?,1,3,?] si8 with result typed [5,3,5]; the failing '
                                 'op is torch_c.from_builtin_tensor tensor<?x3x?xi8> -> [5,3,5]. A one-op squeeze.dim file in /tmp/sort54_3/sq.mlir run through convert-torch-to-linalg gives the same '
                                 '"operand and result must have the same size and dtype").'),
 'verifier-error-669914649e1f': ('roll-empty-dim-cat-canonicalize',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp AtenCatOp canonicalizer + TorchToLinalg cat lowering (roll(x[0,5,3] f32, [2,3], [0,2]): at k=2 the cat along the size-0 dim 0 has '
                                 'only empty operands, its list is emptied, and convert-torch-to-linalg emits tensor.concat with no inputs).'),
 'verifier-error-7183977e2f5d': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x[1], 0, size=0, step=5): one block of size 0, rank 1; the linalg.generic map (d1 + d0*5) '
                                 'evaluates to -1 at the loop bounds: verifier error; size 0 only special-cased for rank 0).'),
 'verifier-error-73d753db1380': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg:ConvertAtenUnfoldOp (unfold(x,0,size=0,step=3) on [1,1]: linalg.generic map d2 + d0*3 gives negative result; size-0 handled only for '
                                 'rank 0).'),
 'verifier-error-75fda9bb3801': ('where-self-same-branches-fold-drops-broadcast',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (transpose(v2,-2,1) is a same-dim transpose that folds to v2, so where.self(mask [3,3,9,3], v2, v2) has '
                                 'equal branches and folds to v2 [3,9,3]; ran -canonicalize on stage_input.mlir: roll then takes the [3,9,3] operand with a [3,3,9,3] result, return type mismatch).'),
 'verifier-error-7ac1ed96fef7': ('index-put-tmtensor-mixed-index-dtypes',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:combinePutIndices (index_put(x, [None, int32 0-d idx]): the None is replaced by an si64 arange, so the list mixes '
                                 'si64 and si32 indices; the combined ListConstruct is typed list<vtensor<[0,1],si64>> with an si32 operand -> verifier error in convert-torch-to-tmtensor '
                                 '(error.log))'),
 'verifier-error-92008c20cdf4': ('tosa-diag-embed-zero-const-wrong-element-type',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenDiagEmbedOp> (diag_embed of float16: zero tensor built f32, tosa.scatter f32 vs f16).'),
 'verifier-error-9c3cb0ff1cca': ('masked-fill-shape-ignores-mask-broadcast',
                                 'AbstractInterpLibrary masked_fill.Scalar shape function (masked_fill(x[1] i8, mask[3,2], -127.5) with intermediate erasure: the where.self result is typed [1] '
                                 '(eager [3,2], checked), so chlo.broadcast_select infers 3x2 against a 1 result type).'),
 'verifier-error-9f8d97517cac': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(f16 [2,0,4], src, dim 2, index -1): decomposes to '
                                 'slice_scatter(start=-1, end=index+1=0) with a [2,0,1] src; the slice [-1,0) is empty so the StableHLO scatter gets updates bound 1 vs indices bound 0. Ran '
                                 'torch-decompose-complex-ops + torch-backend-to-stablehlo-backend-pipeline on a hand-written select_scatter: index -1 fails the same way, index 3 passes).'),
 'verifier-error-a56ae8deebf8': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (slice(x,1,start=1,end=0,step=2) on [0,2]: end 0 replaced by dimSize 2, no end>=start clamp -> '
                                 'stablehlo.slice start 1 limit 2 inferred 0x1 vs 0x0).'),
 'verifier-error-af78186997a9': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_put(x1 f16 [0,3], [empty int32 index], x1): tm_tensor.scatter with updates '
                                 '0x1x3 over original 0x3, the unit window of the indexed dim exceeds the size-0 dim, TMTensor verifier rejects; same failure and verifier message as the corpus '
                                 'zero-size-index case).'),
 'verifier-error-aff93cacb97b': ('new:unflatten-lowering-dynamic-dim-static-expand-no-cast',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnflattenIntOp (unflatten.int(x, 0, [1,3,-1]) with x typed [?,?] si32 and result [1,3,1,?]: the lowering '
                                 'emits tensor.expand_shape from tensor<?x?> straight to 1x3x1x?, no tensor.cast of the dynamic source dim to 3, so expand_shape fails its verifier. torch-mlir-opt '
                                 '-convert-torch-to-linalg on stage_input.mlir reproduces; the same IR with the input typed [3,?] lowers fine)'),
 'verifier-error-bbb1a0dcb447': ('maximize-value-semantics-returned-copy-loses-tensor-type',
                                 'lib/Dialect/Torch/Transforms/MaximizeValueSemantics.cpp:RewriteViewLikeSubgraph (return operand !torch.vtensor vs function result !torch.tensor after '
                                 'torch-maximize-value-semantics, torchscript erasure).'),
 'verifier-error-cb2c2c7832e0': ('view-dynamic-dims-unsplit-invalid-collapse-shape',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenViewOp (view of x[?,2,3,?] i8 to [18,3]: the leading dynamic dim is paired with 18 and the trailing one '
                                 'becomes 3/(2*3) = 0 by truncating division; collapse_shape tensor<18x2x3x0> -> tensor<18x3> fails to verify).'),
 'verifier-error-cc6b57e3d739': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(float64 [0,2,2], 2, size=0, step=2**38): one block, size 0: map d3 + d2*274877906944 gives '
                                 '-1, verifier error).'),
 'verifier-error-cc924434896e': ('index-tensor-empty-index-zero-dim-stablehlo-gather-slice-size',
                                 'index.Tensor with empty index tensors on zero-size dim [4,5,0,1] on StableHLO: gather slice size 1 out of bounds for dim of size 0.'),
 'verifier-error-cef67f24d3e7': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'torch-mlir shape function for aten.repeat_interleave.self_int (abstract_interp_lib) (repeat_interleave(x0 bf16 [4,3], 2, -1), torchscript erasure: result typed rank '
                                 '4 [?,6,?,3] for a rank-2 input, tensor.collapse_shape from tensor<?x3x2> to the rank-4 type fails to verify).'),
 'verifier-error-cf4b491a9f64': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ (slice lowering, start not clamped to end): slice.Tensor(x uint8 [0,4,1,2], dim 1, start 5, end 1): start clamps to 4 but is not '
                                 "clamped to the limit 1 -> stablehlo-canonicalize-dynamism 'start index 4 is larger than limit index 1'. Same start > limit after wrapping as the corpus entry "
                                 '(x[-1:1])'),
 'verifier-error-d049098967d1': ('uint8-literal-canonicalize-lowering', 'ones_like of uint8[0]: canonicalize builds torch.vtensor.literal whose inferred type is si8 vs ui8 result.'),
 'verifier-error-d450ac117f51': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll(x[3,4,0,3] i64, [0,0], [2,1]) decomposes to cat(slice(x,1,0,None), slice(x,1,0,0)); the '
                                 'empty slice with end 0 is turned into end=dimSize by the endIndexIsZero select, so stablehlo-refine-shapes infers concatenate 3x8x0x3 against 3x4x0x3).'),
 'verifier-error-d53b567f16f3': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(int64 [1,1,3,0], 2, size=0, step=4): one block (3 < 4), size 0: map d4 + d2*4 gives -1, '
                                 'verifier error).'),
 'verifier-error-dd049e79e043': ('transpose-same-dim-fold-drops-type',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenTransposeIntOp::fold (swapaxes(-1,0) on rank 1: after toPositiveDim both dims are 0, so it folds to self typed [0] under an '
                                 'erased !torch.vtensor result; `torch-mlir-opt -canonicalize before.mlir` reproduces the return-type verifier error, and transpose(0,0) gives the same error).'),
 'verifier-error-de435cc34f01': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(select(x0,0,2) int16 [5,4], 1, size 0, step 5): size 0 handled only for rank 0, '
                                 'linalg.generic index map d2 + d1*5 goes below 0, verifier error).'),
 'verifier-error-df7ce4845bfe': ('tosa-constant-pad-nd-rank0-tosa-pad',
                                 "lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenConstantPadNdOp> (constant_pad_nd of a 0-d int8 tensor with pad []: emits a rank-0 tosa.pad, 'tosa.pad "
                                 "op operand #0 must be ... at least rank 1')"),
 'verifier-error-e0022ba4b441': ('tosa-scatter-nd-more-indices-than-rows',
                                 'lib/Conversion/TorchToTosa/TosaLegalizeUtils.cpp:convertScatterNdOp (index_copy with 6 indices into 5 rows: tosa.scatter K=5 < W=6).'),
 'verifier-error-ecd7497a1644': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x[0,2,4] f64, dim 1, size 0, step 3): a rank-3 input with size 0 gives a linalg.generic '
                                 'map d3 + d1*3 that goes to -1, "unexpected result less than 0").'),
 'verifier-error-f1c9530057b3': ('prims-collapse-lowering-static-result-no-cast',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertPrimsCollapseOp (repeat_interleave(bf16 [?], 0, 0) decomposes to unsqueeze/broadcast_to [?,0]/prims.collapse -> '
                                 'static !torch.vtensor<[0]>; the lowering builds tensor.collapse_shape tensor<?x0> into tensor<0> directly with the static result type, which the verifier rejects; '
                                 'no tensor.cast).'),
 'verifier-error-f398903dd7d7': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'repeat_interleave(x [0] int64, 0, dim=-1): shape fn gives rank-2 result ([0,0]), ConvertAtenViewOp/collapse then fails with collapsed rank 2 vs 1 reassociation '
                                 'map.')}

NEW = {'new:iree-stablehlo-scatter-ui8-update-constant-reshape-folds-to-unsigned-arith-constant': 'IREE StableHLO input path: a scatter whose updates are a plain (dense, one-element) ui8 '
                                                                                            'stablehlo.constant; after iree-stablehlo-preprocessing collapses the updates (tensor.collapse_shape 1x1 '
                                                                                            '-> 1), the canonicalizer folds the reshape of the constant into an arith.constant dense<255> : '
                                                                                            "tensor<1xui8> with a ui8 result, which fails 'integer return type must be signless'. Smallest seen: "
                                                                                            'scatter_add(x uint8 [4,2], 0, [[0]], tensor([[255]], uint8)) on the StableHLO/IREE path (iree-compile of '
                                                                                            'before.mlir). A standalone ui8 constant + add compiles.',
 'new:unflatten-lowering-dynamic-dim-static-expand-no-cast': 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnflattenIntOp: when the unflattened source dim is dynamic but every output '
                                                             'size in its group is static (e.g. [1,3,1] with -1 inferred as 1), it emits tensor.expand_shape from tensor<?x...> to a static group '
                                                             "without a tensor.cast, and expand_shape's verifier rejects it ('expected dimension 0 of collapsed type to be static value of 3'). "
                                                             'Smallest: unflatten.int(x: [?,?] si32, 0, [1,3,-1]) -> [1,3,1,?]; same IR with x typed [3,?] lowers.'}

CALLS = ["part 1: ('verifier-error-af78186997a9', 'index-put-zero-size-index-broadcast-max vs new:index-put-unit-window-over-zero-size-dim: with one index there is no broadcasting to get wrong statically; "
 'the verifier fails because ConvertAtenIndexPutHackedTwinOp always gives an indexed dim a size-1 update window, which exceeds a size-0 input dim even with 0 updates. The corpus entry (input '
 "[1,0,3], empty index) fails the same verifier check for what looks like this same reason (its max() analysis would not fix it), so I used its name; a maintainer could split it.')",
 "part 1: ('mismatch-eager-ac33adf0651e', 'repeat-zero-count-flatten-view-wrong-shape: no repeat count is 0 here, the input itself has a 0 dim; but the wrong code is the same (flatten decomposed to "
 "view with -1 on a zero-element tensor), so same defect.')",
 "part 1: ('mismatch-eager-17c36ae1f7a6', 'tosa-cat-uint8-promotion-sign-extends vs new:tosa-add-uint8-promotion-sign-extends: the pattern is ConvertAtenAddSubOp, not the cat pattern, but the corpus "
 "already groups to.dtype under this name as the same signedness-blind tosaCastTensorToType call; chose the corpus name.')",
 "part 2: crash-f5b4404d1bc8: remainder-int-fold-division-by-zero vs new (pixel_shuffle decomposition emitting prims.split_dim with outer_length 0, which split_dim's shape fn asserts > 0). The crash "
 'itself is the unguarded AtenRemainderIntOp::fold (x % 0 on the reified split_dim shape fn), same folder as the corpus entry; labelled by the crashing code.',
 "part 2: lowering-error-619cffb9d702: new vs iree-stablehlo-input-ui8-dense-resource-constant. Both are ui8 constants breaking IREE's StableHLO input, but here the constant is a plain dense (one "
 "element), the failing pass is a canonicalize after stablehlo preprocessing (collapse_shape fold) and the message differs ('must be signless' vs 'same type'); kept separate.",
 'part 2: verifier-error-2e5d2bba52da: uint8-literal-canonicalize-lowering vs uint8-dense-literal-tosa-const-unsigned-attr. The failing op is torch.vtensor.literal (signless i8 attr, ui8 type) built '
 'by FromBuiltinTensorOp fold/materializeConstant, reached in tosa-layerwise-constant-fold; not the tosa.const ui8-attr case.',
 'part 2: mismatch-eager-54f80308ab20: judged from before.mlir (correct) and the zeros in output 1 (x0 overwritten by the scatter); did not rerun iree-compile/iree-run-module for this one.',
 "part 2: mismatch-eager-7107f862f131: where-self-same-branches-fold-drops-broadcast although the corpus entry's symptom is a pass-error: same fold, here erased types let the wrong shape through to "
 'execution.',
 "part 3: ('mismatch-eager-5e001c3b83d0', 'stablehlo-remainder-truncated-not-floor-mod vs index-put-negative-index-stablehlo-scatter-not-wrapped: take_along_dim wraps its index with remainder.Scalar "
 "before the gather, and the stablehlo.remainder is truncated; chose the remainder defect.')",
 'part 4: mismatch-eager-053bdd0b1d05 and verifier-error-d450ac117f51: both come from getDynamicSliceInternal treating a normalized end of 0 as dimSize (an empty x[a:-size] / x[0:0] slice becomes '
 'full), reached through roll decompositions. I labelled them slice-start-past-end-stablehlo-real-dynamic-slice because that why.md names this endIndexIsZero select as part of its defect (the '
 '"inferred 1 vs 0" form), but its title is about the missing start<=end clamp. If the grouping splits the end==0 select out, both would be new:stablehlo-slice-end-zero-taken-as-full.',
 'part 4: crash-e9dcca8d352e: the corpus entry (as-strided-rank0-empty-index-list-segfault) is titled "rank-0 result", but here the base is rank 0 and the result is [1,1,2,1]. The importer builds '
 'one index per base dim, so the list is still empty, and the crash is the same (DecomposeAtenIndexTensorOp indices[0]), so I gave it the same label.',
 'part 4: mismatch-eager-5e58358c0ce7 and mismatch-eager-f67c2efe176a: the corpus entry index-put-zero-size-index-broadcast-max is a verifier error; these two are the same getBroadcastShape max() '
 'fault, but here the scatter is valid and writes wrong values (miscompile), so I gave them the same label.',
 'part 4: mismatch-eager-ce0f69bc5cff: reported on the TOSA path at k=2, but the refbackend mismatches too and the cause is the shared roll decomposition (shift 3 >= size 2), so I labelled it '
 'roll-shift-larger-than-dim and not a TOSA defect.',
 "part 5: ('crash-eb170fc99fd7', 'index-put-negative-index-stablehlo-scatter-not-wrapped vs an IREE runtime fault: the SIGSEGV is IREE executing an out-of-bounds scatter, but the out-of-bounds index "
 "is the unwrapped -3 from torch-mlir StableHLO index_put (index_fill) lowering; the corpus entry itself says such programs write outside the buffer.')",
 "part 5: ('mismatch-eager-2919949421f5', 'slice-start-past-end-stablehlo-real-dynamic-slice vs new:stablehlo-slice-end-zero-means-full vs roll-shift-larger-than-dim: the wrong shape comes from "
 'getDynamicSliceInternal replacing a normalized end of 0 by the dim size; that corpus entry names this same select (the x[0:0] full-slice form) as part of its defect, so I used it; the slice ends '
 "at 0 only because the roll decomposition did not reduce 10 mod 9 (roll-shift-larger-than-dim), but that alone would give the right shape.')",
 "part 5: ('mismatch-eager-4e7a716306cf', 'index-put-zero-size-index-broadcast-max: corpus entry shows it as a TMTensor verifier error; here the max() broadcast gives size 1 instead of 0 on a "
 'non-empty dim, so a valid scatter of wrong updates is emitted (wrong values). Same code and reason: I imported it (fx, output torch): index_put.hacked_twin with index shapes [5,1,1,1], [2,1,1], '
 "[0,1], [2] and values [5,2,0,2] (correct), so the size-1 dim (20 = 5*2*1*2 scatter rows) comes from the max() broadcast in TorchToTMTensor.')",
 "part 5: ('verifier-error-9f8d97517cac', 'select-scatter-negative-index-writes-nothing: the corpus entry shows wrong values on linalg (nothing written); here the same un-normalized end = index+1 = "
 '0 gives a slice_scatter whose src size 1 disagrees with the empty slice, and the StableHLO slice_scatter lowering turns that into an invalid scatter. Verified index -1 vs 3 by hand; a stricter '
 "reading might blame the StableHLO slice_scatter lowering for not rejecting it.')",
 'part 5: (\'verifier-error-249748f5c943\', "roll-empty-dim-cat-canonicalize: the verifier trips in convert-torch-to-stablehlo (empty stablehlo.concatenate), not linalg tensor.concat as in the '
 'corpus entry; the input to it already is the canonicalizer-emptied aten.cat, which is that entry\'s named root cause.")',
 "part 5: ('crash-c8db1014db43', 'convert-tensor-to-element-type-8bit-destination-null-segfault vs cat-empty-operand-drops-promoted-dtype: the canonicalizer dropped the empty int8 operands, but the "
 "result type stays si8 (correct per eager), and the crash is the null value from converting i1 to i8.')",
 "part 6: ('crash-cc72cfd582f7', 'FALSE (flaky/non-reproducible) vs an unknown real heap-corruption defect: could not reproduce in 10 runs of every stage; only evidence is a glibc free() abort "
 "during canonicalize.')",
 "part 6: ('verifier-error-2b10222eabcc', 'index-put-0d-index-tensor-segfault vs new: the corpus entry is a SIGSEGV, this is a tm_tensor.scatter verifier error. Same trigger (0-d index; 1-d index "
 '[0] with values [1,3,4] converts fine, int64 0-d index fails the same) and same code (collapseAndMoveBatchDims with numBatchDims=0 reads inShape[0]); values of rank 2 make the read in-bounds but '
 "wrong.')",
 "part 6: ('pass-error-e22a2de8e730', 'where-self-same-branches-fold-drops-broadcast vs new: here cond [1] and x [0] broadcast to [0], so no broadcast is lost; the fold returns x typed [0] for an "
 "erased !torch.vtensor result. Same early return in AtenWhereSelfOp::fold skipping the type check, same fix.')",
 "part 6: ('mismatch-eager-66e99494d01a', 'index-put-zero-size-index-broadcast-max: corpus symptom is a verifier error; here the max-broadcast gives a valid-looking but wrong scatter (3 writes "
 "instead of 0), so it is a silent miscompile from the same getBroadcastShape max.')"]
