"""Hand triage of the held-out seed-4646 one-hour campaign (docs/root-causes.md "Measured: a tenth
campaign held out"): finding folder -> (defect, the code at fault). Sorted on 2026-12-07 by eight
people working blind to irfuzz's keys and rows (meta.json `root_cause` and report.md left out of
their copies by tools/sorting_copy.py; the program, message, crash frames, IR, one-pass
commands, upstream source at torch-mlir 0029fc2e1), each an eighth of the folders of the
campaign as it ended, against the corpus as it stood when the campaign started (152 entries,
5086e49). The campaign ran on 5086e49; the rules it is scored with were frozen there, before
any of its findings was read. NEW describes the defects the corpus lacked; CALLS the sorters'
judgement calls, by part.
"""

LABELS = {'backend-contract-1767cb158a6e': ('roll-empty-dim-cat-canonicalize',
                                   'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (cat([x,x],1) of si16 [3,0,1,2] with erased result type; `torch-mlir-opt -canonicalize '
                                   'before.mlir` drops both empty operands leaving cat of an empty ListConstruct, so refinement gives vtensor<[0],unk>: exactly corpus entry '
                                   'cat-all-empty-operands-erased).'),
 'backend-contract-795e60b764c1': ('cat-dynamic-1d-unknown-rank',
                                   'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇cat〡shape (cat of 1-D bool tensors of dynamic size [?] with erased '
                                   'result type: shape refinement leaves cat as vtensor<*,i1> ("unknown rank"); same IR pattern as the corpus entry, only dtype bool and 4 operands)'),
 'backend-contract-b0b960096e92': ('limitation-split-tensor-dynamic-split-size-not-lowered',
                                   'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeSplitTensorListUnpack (chunk(x0, 9, 0) of a dynamic-size 1-D int16 input at torchscript erasure '
                                   'becomes split.Tensor with split size ceil(size/9) computed at runtime; re-ran torch-lower-to-backend-contract on before.mlir: the split.Tensor/ListUnpack on '
                                   '!torch.tensor are never recomposed or refined, so the arg static_info_cast stays unranked -> "tensor with unknown rank"; the known dynamic-split-size limitation, '
                                   'why.md names the torchscript form).'),
 'crash-072015651ef8': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter.value -> scatter.src with dim=-2 on [0,2] int64; the pipeline SIGSEGVs in '
                        'ConvertAtenScatterOp<AtenScatterSrcOp>; the same IR with dim=0 lowers fine (rc 0), so the unnormalized negative dim passed to '
                        'convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (yieldVals[dim]) is the cause)'),
 'crash-0ad84457b9bc': ('view-like-fold-dtype-less-result-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:genericViewLikeFold (take_along_dim(x, tensor([0]), None) at torchscript erasure: the index view of the 1-element literal gets sizes [1] '
                        'but no dtype; re-ran the pipeline on stage_input.mlir: SIGSEGV ShapedType::getElementType <- DenseElementsAttr::get <- genericViewLikeFold <- AtenViewOp::fold in '
                        'torch-simplify-shape-calculations).'),
 'crash-12129cb5d27e': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter_add int8 [3,3,2] with dim=-2: the unnormalized dim reaches '
                        'convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc yieldVals[dim]; convert-torch-to-tmtensor on stage_input.mlir SIGSEGVs (rc 245), the same IR with dim=1 converts fine)'),
 'crash-186c28e60d18': ('roll-decompose-dim-out-of-range-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp::matchAndRewrite (same program as the corpus entry: cat of all-empty bool [0,3,2] erased -> rank-1 '
                        'type, roll dims [-3,2] written at sizes[-2]; reran the pipeline on stage_input.mlir: SIGSEGV xxh3_64bits <- getWithSizesAndDtype <- DecomposeAtenRollOp).'),
 'crash-319f36d475e7': ('as-strided-rank0-empty-index-list-segfault',
                        'python/torch_mlir/extras/fx_as_strided.py:_rewrite + DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp::matchAndRewrite (as_strided(x0 f16 rank-0, [], [], 0): importer '
                        'writes index.Tensor(x, []) (stage_input.mlir), the decomposition reads indices[0] of the empty list; SIGSEGV in torch-decompose-complex-ops. Exactly the corpus trigger.)'),
 'crash-3964256a4396': ('index-put-negative-index-not-wrapped',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (flaky SIGABRT "malloc(): invalid next size" recorded in the TOSA stage; running '
                        'torch-backend-to-tosa-backend-pipeline on stage_input.mlir alone gives only a legalize failure for scatter_reduce, no crash. The program has index_fill(x1[3,2] int32, dim 0, '
                        'index [2,2,-1,1]): on the linalg path the -1 row is written before the buffer, heap damage that kills the worker later).'),
 'crash-4a57f663deae': ('arange-8bit-dtype-lowering-segfault',
                        'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp::matchAndRewrite (arange(3, dtype=uint8); torch-mlir-opt -convert-torch-to-linalg on '
                        'stage_input.mlir prints "unimplemented: for conversion to byte or char type dstOriginalDtype has to be passed" then SIGSEGV in SubIOp::create/inferReturnTypes on the null '
                        'Value)'),
 'crash-5c3fc3e1af2f': ('index-put-negative-index-not-wrapped',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_put on a uint8 [1] tensor with index [[-1]]; before.mlir is tm_tensor.scatter with '
                        'index dense<-1> unique_indices(true): the unwrapped index writes one element before the buffer, SIGSEGV while running on RefBackend; why.md names the 1-d out-of-bounds-write '
                        'crash form).'),
 'crash-616bf875e744': ('floordiv-int-fold-division-by-zero',
                        "lib/Dialect/Torch/IR/TorchOps.cpp:AtenFloordivIntOp::fold (x.repeat([2,0,0]) on f64 [?,1,?]: IR_1 holds the flatten decomposition's view(-1,...) of a zero-element tensor; "
                        'regenerated IR_2 with torch-simplification-pipeline and --mlir-print-ir-after-all: torch.constant.int INT64_MIN first appears after torch-simplify-shape-calculations (the '
                        'view shape fn\'s numel // newsize = 0 // 0 folded) and becomes a view size; the lowered view\'s runtime assert "must have at most one inferred (negative) dimension" then '
                        'aborts)'),
 'crash-63040f8bb5fb': ('as-strided-rank0-empty-index-list-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp::matchAndRewrite (as_strided(x0, [], []) of a rank-0 int32 is imported as index.Tensor(x, []) '
                        'with an empty index list; re-ran: SIGSEGV in DecomposeAtenIndexTensorOp; the index.Tensor alone, without the tile, still crashes the pipeline).'),
 'crash-6e2ad66acf1c': ('view-zero-elements-sigfpe',
                        'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenViewOp::matchAndRewrite (masked_scatter of a [2,0,2] f32 decomposes into aten.view [2,0,2]->[-1] and [0]->[2,0,2] of '
                        'zero-element tensors; getMultiplier divides by gcd 0 -> SIGFPE in convert-torch-to-linalg)'),
 'crash-74f0068819a7': ('gather-zero-size-dim-stablehlo-slice-size-abort',
                        'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenGatherOp> (gather on a [0] si64 input with an empty index; a one-op gather file under '
                        '-convert-torch-to-stablehlo aborts "Failed to infer result type(s)" in stablehlo::GatherOp::build: slice size 1 on a zero-size dim).'),
 'crash-77be1e34c756': ('as-strided-rank0-empty-index-list-segfault',
                        'python/torch_mlir/extras/fx_as_strided.py:_rewrite + DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp::matchAndRewrite (as_strided of a rank-0 ui8 base to [3,0,0,1]: '
                        'importer builds one index per BASE dim, so index.Tensor(x, []) with an empty list; ran func.func(torch-decompose-complex-ops) on stage_input.mlir: SIGSEGV in '
                        'getWithSizesAndDtype from DecomposeAtenIndexTensorOp, the indices[0] read of the empty list.)'),
 'crash-886e9de2f6d0': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two with dim=-1 on si16 [2]; dim passed un-normalized to '
                        'convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc, yieldVals[-1] write corrupts the SmallVector header -> LLVM OOM in grow_pod; flaky as described in the corpus entry '
                        'scatter-reduce-negative-dim-out-of-bounds-write-segfault).'),
 'crash-95471464b955': ('reshape-fold-dtype-less-tensor-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenReshapeOp::fold (randn_like(x).reshape([4]) with intermediate erasure: reshape of a vtensor that gets sizes before a dtype; '
                        'toBuiltinTensor() null -> hasRank SIGSEGV, frames AtenReshapeOp::fold; same two-node pattern as the corpus entry)'),
 'crash-96fd4543a29b': ('roll-decompose-dim-out-of-range-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (cat([x0]*3, 0) of an empty float [0,5] input at intermediate erasure is canonicalized to a cat of '
                        'an empty list typed [0],unk (rank 1); roll dims [1,-2] then indexes the rank-1 sizes at -1 unchecked, SIGSEGV in XXH3 hashing inside DecomposeAtenRollOp; identical to the '
                        "entry's cat+roll scenario)."),
 'crash-9b9307a55092': ('split-size-int64-max-assert-overflow',
                        'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeSplitTensorListUnpack (split(x, INT64_MAX, dim=3) on int16 [0,2,5,3]: stage_input is just cf.assert false '
                        '"numResults should equal to floordiv(totalSize + splitSize - 1, splitSize)": the ceil-div 3 + INT64_MAX - 1 overflows, the assert folds to false and every run aborts)'),
 'crash-a5dde16d1094': ('index-put-negative-index-not-wrapped',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_fill on dim 0 of [4,5,2] with indices [-1,-4,-4,3]: the linalg/RefBackend run '
                        'scatters at negative rows, writing before the buffer; the recorded SIGABRT "double free or corruption" in the TOSA lowering is that heap damage: the TOSA and linalg '
                        'pipelines alone on stage_input.mlir both pass (rc 0), repro.sh does not reproduce, finding is flaky; running the model on the linalg path (fx + RefBackend) in fresh '
                        'processes gives wrong values and then heap aborts "corrupted double-linked list" / "free(): invalid next size" in 2 of 3 runs).'),
 'crash-b8e0b373fb3e': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two amax with dim=-1 on bf16 [0]: dim passed unnormalized '
                        'to the shared helper, yieldVals[-1] corrupts the SmallVector size/capacity -> crash in grow_pod; the scatter_reduce manifestation of the same defect)'),
 'crash-bbcc5e7b3695': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two prod with dim=-2 on f64 [1,4], index [1,0]; the '
                        'lowering pipeline segfaults in the tmtensor conversion (linalg.yield creation, yieldVals[dim] with dim<0); the same IR with dim=0 lowers cleanly).'),
 'crash-bcae563661bd': ('tosa-slice-scatter-negative-start-not-clamped-abort',
                        'TorchToTosa.cpp:ConvertAtenOp<AtenSliceScatterOp>::matchAndRewriteImpl (slice_scatter(x0 si32[3,2,5], src[3,1,5], dim -2, start INT64_MIN, end 1, step 3): start += size is '
                        'not clamped to 0, getConstTensor reports "number of elements mismatch" and .value() aborts; reproduced with -convert-torch-to-tosa on before.mlir.)'),
 'crash-c632738466b7': ('tile-empty-dims-repeat-decompose-abort',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp::matchAndRewrite (tile(empty_like(x[0,2,3,4]), [1,2,1]) with result vtensor<*,si64>; '
                        'DecomposeAtenTileOp builds repeat with the unranked result type and DecomposeAtenRepeatOp calls getSizes() on it; `torch-mlir-opt -torch-decompose-complex-ops before.mlir` '
                        'aborts in DecomposeAtenRepeatOp).'),
 'crash-c8db1014db43': ('convert-tensor-to-element-type-8bit-destination-null-segfault',
                        'lib/Conversion/TorchToLinalg/Utils.cpp:convertTensorToElementType (cat of bool [1,5,1,1] and uint8 [?,5,1,1] operands -> ui8 result; re-run -convert-torch-to-linalg: '
                        '"dstOriginalDtype has to be passed" then SIGSEGV in linalg::YieldOp::create under convertTensorToElementType called from ConvertAtenCatOp)'),
 'crash-cdc02013c342': ('hstack-rank0-cat-canonicalize-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (hstack of three 0-d f16 tensors; before.mlir is aten.cat along dim 1 of rank-0 operands built by '
                        "DecomposeAtenHstackOp; `torch-mlir-opt -canonicalize before.mlir` segfaults in the AtenCatOp canonicalization lambda, exactly the entry's program)."),
 'crash-d8bb80a87592': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter_add dim=-1 on bf16 [4]: crash in ConvertAtenScatterOp<AtenScatterAddOp> '
                        '(OOM in grow_pod / SIGSEGV depending on ASLR, marked flaky); rc 245 in 3 of 3 reruns, dim=0 lowers fine: same yieldVals[dim] write before the SmallVector)'),
 'crash-dc08b06ee814': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp / convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter_add with dim=-1 passes the negative '
                        'dim to yieldVals[dim]; re-ran linalg pipeline: SIGSEGV in grow_pod <- convertTorchScatterIndexAndSrc...; changing dim -1 to 1 in stage_input.mlir: rc 0).'),
 'crash-df5a6912087e': ('index-put-0d-index-tensor-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp::matchAndRewrite (index_put bool [5] with a 0-d index tensor and 0-d values; '
                        'collapseAndMoveBatchDims reads inShape[0] of an empty shape. Same SIGSEGV with the index changed from -2 to 2, so not the negative-index defect)'),
 'crash-e9dcca8d352e': ('as-strided-rank0-empty-index-list-segfault',
                        'python/torch_mlir/extras/fx_as_strided.py:_rewrite + lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp::matchAndRewrite (as_strided of a rank-0 '
                        'f32 input to [0,0]: _indices builds one index per BASE dim, so stage_input has index.Tensor(x, []) (empty ListConstruct); the decomposition reads indices[0] of the empty '
                        'list, SIGSEGV in StorageUniquer as recorded).'),
 'crash-ec97a2dafbd6': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite -> convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter.src with dim=-1 on si32[1]: dim passed without '
                        'toPositiveDim, yieldVals[-1] write corrupts the SmallVector; SIGSEGV in SmallVectorBase::grow_pod, the dim=-1 variant the entry describes.)'),
 'crash-f02497719296': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp<AtenScatterSrcOp>::matchAndRewrite (scatter.src with dim=-1 on ui8 [0,4]; negative dim not normalized '
                        'before yieldVals[dim], OOB write -> LLVM OOM abort in grow_pod; the corpus entry names dim=-1 giving exactly this grow_pod abort).'),
 'crash-f1e9f256ee5a': ('unflatten-zero-size-sigfpe',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenUnflattenIntOp::matchAndRewrite (unflatten.int(x[4,0], 1, [0,3,2]): a 0 in sizes -> unconditional '
                        'inferredSizeInt / sizesInts[j] divides by 0, SIGFPE in the decomposition frame)'),
 'crash-f5b4404d1bc8': ('remainder-int-fold-division-by-zero',
                        "lib/Dialect/Torch/IR/TorchOps.cpp:AtenRemainderIntOp::fold (pixel_shuffle(x, 2) on an int16 [0,0,2] input: the decomposition's prims.split_dim gets outer_length 0 and its "
                        "reified shape function computes `a[dim] % 0`; `torch-mlir-opt -canonicalize before.mlir` dies with SIGFPE in AtenRemainderIntOp::fold's lambda, the unguarded constant-0 "
                        'divisor of the entry).'),
 'crash-f9695cfeb187': ('index-select-empty-index-dense-resource-sigfpe',
                        'mlir/lib/Target/LLVMIR/ModuleTranslation.cpp:convertDenseResourceElementsAttr (as_strided to [0,3,4] is exported as index.Tensor with three zero-element int64 index '
                        'constants, which the FX importer writes as dense_resource; stage_input compiles through RefBackend, then the process dies in ExecutionEngine load; the same linalg with '
                        'dense<> in place of the dense_resource constants compiles and runs (empty [0,3,4] int16): the empty dense_resource LLVM translation SIGFPE)'),
 'crash-fe99bed49a16': ('tosa-index-put-negative-index-not-wrapped',
                        'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenIndexPutHackedTwinOp> (index_put(x2[3,5], [tensor([-1,-1])], x0) on the TOSA path: before.mlir has tosa.scatter '
                        'with the unwrapped -1 row index; ran only the TOSA IR on tosa-refbackend in fresh processes (oracles.numeric_rerun): 3 of 4 runs abort "double free or corruption", the 4th '
                        'gives wrong values; so the execute-tosa SIGABRT is the TOSA scatter writing out of bounds itself).'),
 'import-error-61daa2b5a92c': ('new:fx-importer-literal-cache-stale-on-id-reuse',
                               'python/torch_mlir/extras/fx_importer.py:_make_vtensor_literal_op / RefTracker.track (two bool lifted constants, a 0-d False mask and a [1] False source of '
                               'masked_scatter: _import_literal converts each bool tensor to a temporary .to(torch.uint8) copy; RefTracker caches the ElementsAttr by id() with the finalizer removed, '
                               "so the second temporary reusing the freed first one's id gets the 0-d dense<0>:tensor<ui8> attr with a [1],ui8 result type -> verifier error. Nondeterministic: my "
                               're-import of program.json verified (two separate literals), matching meta "did not reproduce again")'),
 'lowering-error-0c04003d5662': ('iree-flow-canonicalize-merged-zero-size-slices-offset-out-of-bounds',
                                 'mlir/lib/Dialect/Tensor/Transforms/MergeConsecutiveInsertExtractSlicePatterns.cpp:MergeConsecutiveExtractSlice via iree-flow-canonicalize (two valid zero-size '
                                 'real_dynamic_slices of a [1,0,?] i32: rows [1:1] then [0:0]; iree-compile llvm-cpu on stage_input.mlir with --mlir-print-ir-after-failure: fails in '
                                 'iree-flow-canonicalize, merged extract_slice static offset 1 on a size-1 dim, offset 0 is out-of-bounds: 1 >= 1).'),
 'lowering-error-128c73e8e641': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'AbstractInterpLibrary (aten.arange.start shape function, bounds converted to float) (arange.start(2^63-16, 2^63-15) int64: eager 1 element; shape refinement gives '
                                 '[0] (both bounds equal as doubles) while the linalg lowering builds tensor<1xi64> and casts to tensor<0xi64>: memref.cast incompatible at refbackend.)'),
 'lowering-error-199a26f0d825': ('arange-float-bounds-int-dtype-size-in-result-dtype',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp (arange(-0.0, 2.5, 1.0, dtype=int16): the result type is [3] but the linalg '
                                 'lowering computes the length in i16 (2), tensor.empty 2xi16 cast to 3xi16, refbackend memref.cast 2xi16 -> 3xi16 fails).'),
 'lowering-error-1bb25949fe8b': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_copy(x, 1, empty index, src [2,0,2]) -> index_put with indices [?,1,1],[0,1],[2]; '
                                 '-convert-torch-to-tmtensor alone emits prim.max.int chain giving broadcast shape [?,1,2] instead of [?,0,2] and aten.broadcast_to of values [2,0,2] to [?,1,2], '
                                 'which linalg then cannot legalize: the max()-broadcast of a 0 against a 1)'),
 'lowering-error-59ccbae12810': ('iree-annotate-dispatches-sigfpe-zero-size-scatter',
                                 'IREE compiler/src/iree/compiler/Dialect/Flow/Transforms/AnnotateDispatches.cpp:summarizeDispatchRegion (scatter.value with an empty int64 index on int32 [1] -> a '
                                 'valid stablehlo.scatter with tensor<0x1xi64> indices and tensor<0xi32> updates; iree-compile SIGFPE in getMainTensorForLinalgExtOp/summarizeDispatchRegion, the '
                                 "entry's zero-update scatter)."),
 'lowering-error-5ec27ebf09f4': ('iree-stablehlo-scatter-dynamic-indices-static-updates-mismatch',
                                 'compiler/plugins/input/StableHLO/Conversion/StableHLOToLinalgExt.cpp:ScatterOpConversion::matchAndRewrite (slice + index_put(accumulate) with '
                                 '[None,None,None,tensor(0)] and empty [2,0,4] values on f16 [2,2,4,1] dims 0,1 dynamic: the stablehlo.scatter is valid; error.log shows iree_linalg_ext.scatter with '
                                 'static updates tensor<0xf16> against dynamic indices tensor<?x4xi64> rejected by its verifier ("mismatch in shape of indices and update value at dim#0"))'),
 'lowering-error-7403ff2f9a07': ('masked-scatter-decompose-ignores-mask-broadcast',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenMaskedScatterOp (masked_scatter(x[4,2] f64, mask[1,1,2], x): eager result is [1,4,2]; the '
                                 'decomposition types add.Tensor(mask, zeros[4,2]) and the cumsum/index_select chain with self sizes [4,2]; re-ran convert-torch-to-tosa on stage_input.mlir: the add '
                                 'lowers to a broadcast tensor that cannot be cast to tensor<4x2xi64>, unresolved materialization at that add/view).'),
 'lowering-error-7c1ba0831082': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (pad(x bool [2,4], [2,5,2,-1]): the negative high pad is copied into tensor.pad '
                                 'high[-1,5]; refbackend lowering then fails on the insert_slice "slice along dimension 0 runs out-of-bounds: 3 >= 3" (stage_input.mlir shows the tensor.pad low[2,2] '
                                 'high[-1,5]))'),
 'lowering-error-8192b5a7c630': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenFlattenUsingIntsOp (via DecomposeAtenRepeatOp) (repeat [3,2] of a bf16 [0,6]: stage_input has '
                                 'aten.view [0,-1] of a zero-element [0,2,6] typed [0,12]; -1 on 0 elements is ambiguous (eager rejects it), the StableHLO reshape infers -1 as 0 and canonicalize '
                                 'fails "output shape [0, 0] is incompatible with tensor<0x12xbf16>"; reran the stablehlo pipeline on stage_input.mlir).'),
 'lowering-error-84788b3eaa5d': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (pad(x f32[2], [4,-2]): stage_input has tensor.pad low[4] high[-2]; lowering to insert_slice fails '
                                 '"offset 0 is out-of-bounds: 4 >= 4". Negative pads copied into tensor.pad unchecked.)'),
 'lowering-error-8b4c639e210f': ('stablehlo-slice-scatter-negative-start-not-clamped',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenSliceScatterOp> (slice_scatter(x[3,2,5] int32, src, dim -2, start INT64_MIN, end 1, step 3); '
                                 'start+size not clamped to 0, ~2^63 scatter indices: convert-torch-to-stablehlo alone on before.mlir dies with LLVM out of memory; the corpus entry describes the '
                                 'INT64_MIN/bad_alloc flakiness).'),
 'lowering-error-8cb1c8e8a214': ('iree-stablehlo-input-tensor-dim-on-ui8-not-legalized',
                                 'IREE compiler/plugins/input/StableHLO/Conversion/StableHLOToIREEInputDialects.cpp:ConvertStableHloToIreeInputDialects (zeros_like of uint8 [0,2,?]: torch-mlir '
                                 'StableHLO has tensor.dim on tensor<0x2x?xui8>; iree-stablehlo-to-iree-input fails "failed to legalize tensor.dim" since tensor.dim has no GenericTypeConvert for '
                                 'ui8->i8)'),
 'lowering-error-a2d883a2dded': ('iree-llvmcpu-stack-alloca-unbounded-dynamic-size',
                                 'IREE compiler/src/iree/compiler/Dialect/Flow/Transforms/RegionOpUtils.cpp:hasUnfusableUseInDispatch/getCloneableOps (empty_like + cat of 4 dynamic f16 tensors -> '
                                 "tensor.empty feeding a dynamic stablehlo.concatenate; iree-compile fails 'memref.alloca ... overflows 64 bits'. --mlir-print-ir-after clone-producers shows the "
                                 "tensor.empty cloned into the concatenate's dispatch and read by tensor.extract; with the argument concatenated directly it compiles)."),
 'lowering-error-b6c13dd1fed8': ('masked-fill-shape-ignores-mask-broadcast',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇masked_fill〇Scalar〡shape (masked_fill of int32 [1] with a [2,4] mask: '
                                 'eager result [2,4]; with intermediate erasure shape refinement types it [1] (unary(self)), so the following diagonal(1, 1, -2) sits on a rank-1 tensor and '
                                 'convert-torch-to-linalg cannot legalize it; regenerated: erase=none types the result [2,4] and the pipeline lowers fine (rc 0))'),
 'lowering-error-c7d490066a14': ('repeat-zero-count-dynamic-collapse-shape',
                                 'MLIR Tensor/Transforms/BufferizableOpInterfaceImpl.cpp:CollapseShapeOpInterface::bufferize (computeCollapsedType) (tile(x0 int32 [2, dynamic], [0]) -> repeat [0]: '
                                 'stage_input.mlir is valid linalg IR with tensor.collapse_shape tensor<0x?xi32> into tensor<?xi32>; RefBackend bufferization builds memref<0x?xi32> -> memref<0xi32> '
                                 'and the collapse_shape verifier rejects it, same one-node program shape as the entry).'),
 'lowering-error-cd777a10501e': ('limitation-split-tensor-dynamic-split-size-not-lowered',
                                 'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeSplitTensorListUnpack (chunk(x[?,1],1,0) becomes split.Tensor with a split size from aten.size.int; '
                                 'recomposition needs a constant split size, so split.Tensor survives to torch-finalizing-backend-type-conversion: "not lowered: torch.aten.split.Tensor". Same '
                                 'program as the limitation entry)'),
 'lowering-error-d9fccf617a28': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (constant_pad_nd of int8 [2] with pads [-1,-1]: stage_input.mlir already has '
                                 'tensor.pad low[-1] high[-1]; refbackend lowering of the pad to insert_slice fails "expected offsets to be non-negative, but got -1").'),
 'lowering-error-e48fd1e7cd35': ('arange-float-bounds-int-dtype-size-in-result-dtype',
                                 'TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp (arange(0.5, dtype=int32): eager/shape fn size 1; the lowering fptosi-converts end 0.5 to 0 first '
                                 'and builds tensor<0xi32> cast to tensor<1xi32>: memref.cast incompatible. Same length-in-result-dtype computation as the entry, int32 variant.)'),
 'lowering-error-f6329cb8a0ef': ('iree-stablehlo-input-ui8-dense-resource-constant',
                                 'IREE StableHLO input conversion (constant conversion) (masked_fill with a bool mask constant on f64 [3]: the mask is a ui8 dense_resource stablehlo.constant; '
                                 'iree-compile makes arith.constant dense_resource<...>: tensor<3xui8> with result tensor<3xi8> and fails the verifier, as in error.log).'),
 'mismatch-eager-01557f905c1d': ('where-self-same-branches-fold-drops-broadcast',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (where(cond [1,7,1,0], v0, v0) with v0 [7,0,0]: the `self == other` early return folds to v0 and drops the '
                                 'broadcast to [1,7,0,0]; compiled result has shape [7,0,0])'),
 'mismatch-eager-053bdd0b1d05': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 "lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll(x, [-5,0], [-1,0]) on float64 [5,5], StableHLO/IREE path: the roll decomposition's second "
                                 'slice for dim 0 with shift 0 is x[0:0]; before.mlir shows the `endIndexIsZero` select (arith.cmpi eq %24, 0 -> end = dim size) turning that empty slice into a full '
                                 "one, so the concatenate along dim 0 gives [10,5] instead of [5,5]; the end-0 case is named in the entry's why.md)."),
 'mismatch-eager-0e9acacf5c08': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (constant_pad_nd(x f32[1], [1,-1], -0.0): eager gives [-0.0]; '
                                 '--mlir-print-ir-after-all shows convert-torch-to-linalg emitting tensor.pad low[1] high[-1], which canonicalize folds away, so stage_input is `return %arg0` and the '
                                 'input value (inf) comes back)'),
 'mismatch-eager-122a0bfe54e8': ('scatter-negative-dim-out-of-bounds-write-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp / convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter_reduce.two amin '
                                 'with dim=-3 on int32 [5,4,4]: the un-normalized dim makes yieldVals[dim] write outside the vector, so the generated scatter coordinates are the index positions '
                                 '(i,0,k), not the index values (stage_input.mlir yields %14,0,%12); compiled via fx+RefBackend: dim=-3 wrong, same program with dim=0 equals eager).'),
 'mismatch-eager-131c18ef58cf': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll int32 [5,1,1] shifts [-8,-1] dims [0,2]: the shift -8 is not reduced mod 5, the '
                                 'clamped slices give cat([], x) = x (before.mlir extract_slice at offset 5 size 0); actual.pt equals the input, eager is roll by 2)'),
 'mismatch-eager-132682465db5': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp (stack of 3x f32 + 1x uint8 along -1 decomposes to unsqueeze+cat; before.mlir converts the ui8 '
                                 'operand with arith.sitofp i8->f32, so 166 becomes -90.0).'),
 'mismatch-eager-13e47f247c8b': ('slice-start-int64-max-taken-as-zero',
                                 'abstract_interp_lib_gen.py aten.slice.Tensor shape -> upstream_shape_functions.slice (start INT64_MAX -> 0) (slice(x f32[1], -1, INT64_MAX, None, 1) at erase '
                                 'intermediate: eager [0]; shape fn refines to [1] and the slice folds to `return %arg0` (stage_input).)'),
 'mismatch-eager-17ccdfd6985f': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp (cat([uint8[5,4,1], float64[0,4,1]], 0): the ui8 operand is promoted to f64 with arith.sitofp '
                                 '(before.mlir), so 131 becomes -125.0; corpus entry cat-uint8-promotion-to-float-sign-extends).'),
 'mismatch-eager-22fd32d72469': ('slice-start-int64-max-taken-as-zero',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇slice〇Tensor〡shape -> upstream_shape_functions.slice (slice(x '
                                 'bool[1,0,2,2], -4, INT64_MAX, None, 2) with torchscript erasure: shape fn takes start INT64_MAX as 0, result typed [1,0,2,2]; linalg clamps the offset to 1 but '
                                 'keeps size 1 -> extract_slice offset 1 size 1 of a size-1 dim; eager [0,0,2,2]. Same as the step-2 variant entry)'),
 'mismatch-eager-288c17d05e88': ('iree-clone-producers-scatter-updates-slice-of-in-place-target',
                                 'IREE DispatchCreation/CloneProducersIntoDispatchRegions.cpp (scatter.src(x, 1, [[1,2]], x) on float32 [1,3]: before.mlir is a valid stablehlo.scatter whose updates '
                                 "are stablehlo.slice %arg0 of the scatter's own target; compiled result [a, a, a] vs eager [a, a, nan]: out[0,2] reads x[0,1] after the scatter overwrote it, the "
                                 "entry's in-place read-after-write)."),
 'mismatch-eager-2919949421f5': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll(x int16 [0,1,5,2] dims 2,3 dynamic, shifts [5,2,-1], dims [2,0,1]) on the StableHLO path: '
                                 "the roll decomposition's slice(0, -5) on the size-5 dim normalizes its end to 0, and the `endIndexIsZero` select in stage_input (%14/%15) replaces it by the dim "
                                 'size, so the empty half becomes the full dim and the concatenate gives size 10 instead of 5)'),
 'mismatch-eager-2a15e6716f28': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp + DecomposeAtenFlattenUsingIntsOp (repeat(x[2,3,2] f64 dynamic dims, [2,0,0]): flatten '
                                 'becomes view with -1 on a zero-element tensor; stage_input.mlir reshapes tensor<2x?x0x3x0x?> with shape dense<0> to tensor<?x0x0> and the -1 dim is inferred as 0: '
                                 'compiled [0,0,0] vs eager [4,0,0]).'),
 'mismatch-eager-311b52154eed': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (narrow_copy(x int16 [?]=2, 0, start -2, length 0) -> slice [-2:-2]; start and end normalize to '
                                 '0 and the endIndexIsZero select turns the end into the dim size, so real_dynamic_slice returns [0:2] (shape [2], eager [0]); the corpus why.md names this end==0 '
                                 'case of the same function)'),
 'mismatch-eager-33789c898519': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll f16 [3,5,3] shifts [-5,-7,-1] dims [1,2,0]: shift -7 on the size-3 dim is not reduced '
                                 'modulo the size, the slices make it a no-op; stage_input (TOSA) only rolls dim 0, every element differs).'),
 'mismatch-eager-338a348b3aa3': ('roll-shift-larger-than-dim',
                                 'DecomposeComplexOps.cpp:DecomposeAtenRollOp (imitateRoll) (roll(transpose(x f64[2]), [3], [0]): shift 3 >= size 2 is not reduced mod size; stage_input is concat(x, '
                                 'x[0:0]) i.e. x unchanged, eager rolls by 1 (2 of 2 elements differ).)'),
 'mismatch-eager-36f9c00824a5': ('scatter-negative-dim-out-of-bounds-write-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc via ConvertAtenScatterOp (scatter.src on int8 [2,3,1] with '
                                 'dim=-3: the index tensor value is never yielded (generic yields i, j, 0: yieldVals[-3] written out of bounds). Hand IR with -convert-torch-to-tmtensor: dim 0 yields '
                                 '%extracted in slot 0, dim 2 in slot 2, dim -3 yields only the iteration indices (silent wrong result), dim -1 crashes).'),
 'mismatch-eager-3c2eb14cb66f': ('tosa-cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenCatOp> (cat([type_as(x1,x0) int8, x1 uint8]) -> int16 on TOSA: stage IR widens the ui8 operand with '
                                 'plain tosa.cast i8->i16 (signed), uint8 178 becomes -78 in x1 rows only)'),
 'mismatch-eager-3c42382f05a8': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x, 1, -1, 1) on int8 [0,2]: eager [0,1]; the decomposition slices [start, '
                                 'start+length) = [-1, 0) without wrapping start, so before.mlir is tensor.extract_slice ... [0, 0] -> tensor<0x0xi8>, shape [0,0]).'),
 'mismatch-eager-4336cbd470ce': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(arange(0.1,3.1,bf16) [3], shifts [4]): the shift is not reduced mod 3; stage_input is '
                                 'concat(whole tensor, extract_slice [0][0]) i.e. the input unchanged, where eager rolls by 1)'),
 'mismatch-eager-4bafc1f61c13': ('scatter-negative-dim-out-of-bounds-write-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp<AtenScatterSrcOp> / convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter.value(x0 '
                                 'f64 [3,2,3,4], dim=-4, [[[[1]]]], 1.5), decomposed to scatter.src: yieldVals[-4] is written out of bounds so the scatter coordinate stays 0 (stage_input.mlir yields '
                                 '0,0,0,0); fx+RefBackend: dim=-4 writes 1.5 at [0,0,0,0], dim=0 equals eager).'),
 'mismatch-eager-4c2f516b6173': ('index-put-accumulate-bool-adds-as-i1-xor',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_put accumulate=True on bool [3,1,3,2] with values [True,False] at '
                                 '(0,0),(0,-2): the tm_tensor.scatter region is arith.addi on i1, so x=True + True gives False at [i,0,0,0] (all 3 wrong elements are exactly those, actual.pt vs '
                                 'inputs); the unwrapped -2 index also reaches the scatter but adds False, which cannot change a value)'),
 'mismatch-eager-4cc1a9d59b27': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x f64 [1,2], dim -1, start -1, length 1): decomposed to slice(start, '
                                 'start+length) = slice(-1, 0), empty; compiled shape [1,0] vs eager [1,1], at every k).'),
 'mismatch-eager-4e7a716306cf': ('index-put-zero-size-index-broadcast-max',
                                 'TorchToTMTensor.cpp:getBroadcastShape (max of sizes) via ConvertAtenIndexPutHackedTwinOp (index_fill(x i8[1,1], 1, empty int64 index, 1.9): exported as '
                                 'index_put.hacked_twin with indices [1,1] and [0] which broadcast to [1,0]; getBroadcastShape takes max -> [1,1], a zero index tensor<1x1xi64> appears and the '
                                 'scatter writes 1 at [0,0]; eager writes nothing (127 stays).)'),
 'mismatch-eager-524c05c548f8': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenConstantPadNdOp (pad(uint8[1,3,3], [2,-1]) lowered to tensor.pad low[0,0,2] high[0,0,-1] (before.mlir); '
                                 'negative high pad gives garbage in the refbackend output).'),
 'mismatch-eager-533ee5a4c419': ('unflatten-negative-dim',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenUnflattenIntOp::getCanonicalizationPatterns (unflatten(x int16 [1,1,0,3], -3, [-1, 1]) at torchscript erasure: second-size-1 '
                                 'branch uses dim+1 = -2 un-normalized for the unsqueeze (rank+1 semantics), the 1 lands at position 3: compiled [1,1,0,1,3] vs eager [1,1,1,0,3])'),
 'mismatch-eager-56b4fb58da1e': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll(x, [-3,6,-1,1], [-2,3,-4,1]) on bool [5,0,3,2], torchscript, StableHLO/IREE: only dim 3 '
                                 "grows (2 -> 4). Its shift 6 is a multiple of the size, so the decomposition's x[-6:] (full) + x[:-6] (empty after clamping, end normalized to 0) is right in Torch "
                                 'semantics; the `endIndexIsZero` select makes the empty half a full slice, doubling the dim. Same end-0 case as mismatch-eager-053bdd0b1d05).'),
 'mismatch-eager-58c2e78f5260': ('scatter-negative-dim-out-of-bounds-write-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc via ConvertAtenScatterOp (scatter.src(x f64[3,3,3], dim=-3, '
                                 'index [2,1,3]): the linalg never reads the index tensor (the extract is written to yieldVals[-3], out of bounds), so the scatter indices are the iteration '
                                 'coordinates; regenerated with dim=0 the index constant is extracted and used. Same unnormalized negative dim, here silently wrong instead of a crash)'),
 'mismatch-eager-59b833602566': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (pad(x bool[2], [2,-2], value 0.5): the Torch backend IR still has constant_pad_nd '
                                 '(checked via fx import + torch pipeline), the linalg lowering puts -2 into tensor.pad high, the pads cancel in the type and the tensor.pad folds to its source: '
                                 'stage_input.mlir is just return %arg0; eager gives [True, True]).'),
 'mismatch-eager-5ca316f0fda9': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp (stack of uint8 [3,4,1] x3 with int32 becomes cat of unsqueezes; stage_input widens the ui8 operand '
                                 'with arith.extsi i8->i32, so 171 becomes -85)'),
 'mismatch-eager-5debd4a40f13': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll of a bool [5,5] by 11 on dim -2: shift not reduced modulo 5, the slices x[-11:] / '
                                 'x[:-11] make the roll a no-op; wrong on linalg (k=1), TOSA and StableHLO alike).'),
 'mismatch-eager-5e58358c0ce7': ('index-put-negative-index-not-wrapped',
                                 'TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp/combinePutIndices (index_put(x i64[1,3,4,3], [None,None,None,[-3]], values) : before.mlir passes dense<-3> '
                                 'straight into tm_tensor.scatter; -3 on a size-3 dim should mean 0, the write lands at flat offset -3 (the previous row), 3 of 36 elements wrong.)'),
 'mismatch-eager-66e99494d01a': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_copy(int8[3,1,2], 2, empty int64 index, int8[3,1,0]) decomposes to index_put.hacked_twin '
                                 'whose indices broadcast to [3,1,0]; max() makes it [3,1,1], so before.mlir scatters 3 zero updates at (i,0,0) (empty index materialized as a 1-element 0 tensor) and '
                                 'eager leaves x unchanged. The corpus entry hits the TMTensor verifier because x has a 0-size dim; here x is non-empty so the same wrong broadcast writes silently).'),
 'mismatch-eager-6d111c02b829': ('stablehlo-remainder-truncated-not-floor-mod',
                                 'lib/Conversion/TorchToStablehlo/Basic.cpp:INSERT_BINARY_MULDIV_PATTERN(AtenRemainderScalarOp, chlo::BroadcastRemOp) (take_along_dim(expand(x uint8), idx with -1/-3, '
                                 '-1) on StableHLO/IREE: the decomposition wraps idx with remainder.Scalar(idx, 3), lowered to stablehlo.remainder (truncated: -1 stays -1), the gather clamps to 0 '
                                 'and reads the wrong element; stage IR shows stablehlo.remainder %c_0, 3 on the constant indices)'),
 'mismatch-eager-705506304d93': ('index-put-zero-size-index-broadcast-max',
                                 "lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_copy(x, 1, empty int64 index, zeros[2,0,4,2]) on f16 [2,4,4,2]: the index_put's index "
                                 'tensors broadcast to [2,0,4,2] (nothing to write) but max() gives [2,1,4,2], so before.mlir has a tm_tensor.scatter of 16 index tuples (dim-1 index the constant 0) '
                                 'writing 0.0: 16 of 64 elements zeroed).'),
 'mismatch-eager-7098c831b167': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x bool[5,4,0,0], 1, -4, 4): decomposed to slice(-4, 0) without wrapping start, so '
                                 'stage_input extracts [5,0,0,0] where eager gives [5,4,0,0])'),
 'mismatch-eager-7107f862f131': ('where-self-same-branches-fold-drops-broadcast',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (where(cond bool[2,3,1,5], x1, x1) with x1 f64 [0,5]: the folder returns self when self == other, dropping '
                                 'the broadcast to [2,3,0,5]; at torchscript erasure the result type is erased so no verifier catches it: stage_input.mlir is return %arg0 : tensor<0x5xf64>, compiled '
                                 'shape [0,5] vs eager [2,3,0,5]).'),
 'mismatch-eager-716b83efc5f6': ('tril-diagonal-int64-max-overflow',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:createTriangularMatrix (triu f32 [1,2,3] with diagonal INT64_MAX: payload arith.addi row + 9223372036854775807 wraps '
                                 'for row 1, cmpi sge keeps row 1 where eager zeroes everything; the why.md names the shared helper used for triu (sge) and tril)'),
 'mismatch-eager-7adfcd447f2e': ('neg-integer-computed-through-f32',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:createLinalgPayloadCalculationForElementwiseOp (AtenNegOp) (neg of int64 [3,1,2]: before.mlir computes sitofp '
                                 'i64->f32, negf, fptosi; an input near INT64_MIN/MAX comes back -2^63 instead of -(2^63-1)).'),
 'mismatch-eager-8126955982ba': ('slice-start-int64-max-taken-as-zero',
                                 'abstract_interp_lib_gen.py aten.slice.Tensor shape -> upstream_shape_functions.slice (start INT64_MAX -> 0) (slice(randn_like f64[1,1,2], 0, INT64_MAX, 1, 3) at '
                                 'erase intermediate: lowering extracts a 0x1x2 slice but the refined result type is [1,1,2] (shape fn took start as 0); output shape [1,1,2] vs eager [0,1,2].)'),
 'mismatch-eager-82b31af065c3': ('scatter-add-bool-adds-as-i1-xor',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp (scatter_add on bool [2,3] with repeated indices: the tm_tensor.scatter region adds with '
                                 'arith.addi on i1 (before.mlir), so True+True = False where eager gives True).'),
 'mismatch-eager-86fb5287bf81': ('stablehlo-tril-triu-row-plus-diagonal-overflow',
                                 'lib/Conversion/TorchToStablehlo/Basic.cpp:convertTrilOrTriu (triu(x f32 [3,3], INT64_MAX) on StableHLO/IREE: stage IR has stablehlo.add iota_row + '
                                 '9223372036854775807 in i64, which wraps negative for rows >= 1, so compare GE keeps those rows (6 of 9 elements nonzero, eager all 0))'),
 'mismatch-eager-897cedbfb0c8': ('masked-scatter-shape-fn-ignores-mask-broadcast',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇masked_scatter〡shape (masked_scatter(x, [[False]], x) on int32 [0] at '
                                 'intermediate erasure: eager broadcasts self with the [1,1] mask to [1,0]; refinement takes the result shape from the shape function (returns self) so before.mlir is '
                                 "`return %arg0 : tensor<0xi32>`, shape [0]; exactly the entry's program)."),
 'mismatch-eager-89cca221656d': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(unsqueeze(x bool[5]), shifts [-9, 2], dims [0, 1]): shift -9 on a size-5 dim is not '
                                 'reduced mod 5; stage_input concatenates extract_slice[5][0] (empty) with the whole tensor, i.e. returns the input, where eager rolls by 1)'),
 'mismatch-eager-8a830e1d8234': ('full-bool-fill-fold-truncates',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFullOp::fold (new_full(x, [4], 2, dtype=bool) decomposes to aten.full with int fill 2 and i1 result; the folder builds '
                                 'IntegerAttr::get(i1, 2) = false: stage_input.mlir is a dense<false> constant, eager all True).'),
 'mismatch-eager-8b1637834424': ('slice-start-int64-max-taken-as-zero',
                                 'projects/pt1 slice shape function (torch/jit/_shape_functions.py slice: start == INT64_MAX -> 0, inlined in AbstractInterpLibrary.cpp) (x[INT64_MAX:] of int32 [1] '
                                 'with erased result type: refinement types the slice [1] and it folds away, before.mlir is `return %arg0`; all three backends return shape [1] vs eager [0])'),
 'mismatch-eager-8ea2c5fa9889': ('index-put-negative-index-stablehlo-scatter-not-wrapped',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexTensorHackedTwinOp> (x[tensor([0,-1])] on int8 [3], StableHLO path: stage_input gathers '
                                 'with the constant index [0,-1] unwrapped (resource bytes FFFF..), IREE returns 0 for x[-1]; linalg and TOSA paths ok). Corpus entry '
                                 'index-tensor-negative-index-stablehlo-gather-not-wrapped records this manifestation.'),
 'mismatch-eager-93f9e0aaee18': ('index-put-zero-size-index-broadcast-max',
                                 'TorchToTMTensor.cpp:getBroadcastShape (max of sizes) via ConvertAtenIndexPutHackedTwinOp (index_put(x bf16[3,2], [None, empty idx], zeros[3,0]): torch IR (exported '
                                 'by hand) has indices [3,1] and [0] -> true broadcast [3,0], max gives [3,1]; the scatter writes 0 into x[:,0] (3 of 6 elements wrong), eager writes nothing.)'),
 'mismatch-eager-94bd52da48d6': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(float32[3,1,2,2], [4,0,2,5], [0,2,3,1]): the shift 4 on the size-3 dim 0 is not '
                                 'reduced mod 3, the slices clamp and the cat rebuilds x; before.mlir (IR_2) is `return %arg0`; refbackend mismatches too at k=1..4, so not an IREE issue).'),
 'mismatch-eager-958fc66923e8': ('tril-diagonal-int64-max-overflow',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:createLinalgPayloadCalculationForElementwiseOp (AtenTrilOp case) (tril(x int8 [1,3,4,3], INT64_MAX) on the '
                                 'linalg/refbackend path: stage IR computes arith.addi row, 9223372036854775807 : i64, which wraps for rows >= 1, so cmpi sle fails and those rows become 0 (27 of 36 '
                                 'elements))'),
 'mismatch-eager-961dd5731aa9': ('tril-diagonal-int64-max-overflow',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:tril/triu lowering (tril(x, INT64_MAX) on float64 [1,2,2], RefBackend: row + diagonal wraps in i64 so elements of '
                                 "rows >= 1 become 0 (2 of 4 differ, expected x[0,1,0] kept, got 0.0); the entry's overflow)."),
 'mismatch-eager-98757f3012dd': ('scatter-negative-dim-out-of-bounds-write-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp<AtenScatterAddOp> (scatter_add(x int8[4,3,1,5], dim=-3, index [4,2,1,5], src): stage_input '
                                 'never reads the index constant (only src); the scatter indices are the iteration coordinates because the index value went to yieldVals[-3], out of bounds; same as '
                                 'mismatch-eager-58c2e78f5260, where dim=0 was checked to read the index)'),
 'mismatch-eager-99eda3adc220': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(unsqueeze(x bool[5],-1), [-9,2], [0,1]): |shift| 9 > size 5 is not reduced modulo the '
                                 'size, the cat of clamped slices is the input itself; stage_input.mlir (StableHLO path, k=2) is just a reshape of the input, eager rolls by 1; linalg path also '
                                 'mismatched at every k).'),
 'mismatch-eager-9ee7846c10d5': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x bool [2,2,5], 0, -1, 1) decomposes to slice(start=-1, end=start+length=0), an '
                                 'empty slice; before.mlir extract_slice [1,0,0][0,2,5] cast to 1x2x5, so the result is garbage (4 of 10 wrong) where eager gives x[1:2])'),
 'mismatch-eager-ac33adf0651e': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenFlattenUsingIntsOp (via DecomposeAtenRepeatOp) (repeat [1,1,2] of a zero-element int32 [2,0,2] '
                                 '(dims dynamic): the flatten becomes view [d0, 0, -1], stage_input reshapes with the -1 inferred as 0 (from_elements %d0, 0, 0), shape [2,0,0] vs eager [2,0,4]).'),
 'mismatch-eager-ae8516d9d065': ('roll-shift-larger-than-dim',
                                 'DecomposeComplexOps.cpp:DecomposeAtenRollOp (imitateRoll) (roll(x i64[1,2], [0,5], [-2,-1]): shift 5 on a size-2 dim, not reduced modulo; refbackend at k=1 and '
                                 'IREE-StableHLO at k=2 both return x unchanged (stage_input `return %arg0`), eager swaps the two elements. Decomposition, not the backend.)'),
 'mismatch-eager-b1d6146e758a': ('slice-start-int64-max-taken-as-zero',
                                 'shape refinement of aten.slice.Tensor (abstract_interp_lib slice shape fn) (slice(int16[0,2,3], 2, INT64_MAX, 3, 2) with erased result type: refined size 2 on dim 2 '
                                 '(start read as 0), lowered to extract_slice [0,2,2] at offset 3; eager shape [0,2,0]: the corpus integer/step-2 variant '
                                 'slice-start-int64-max-step2-out-of-bounds-read).'),
 'mismatch-eager-b265c6023204': ('slice-start-int64-max-taken-as-zero',
                                 'projects/pt1/python/torch_mlir/jit_ir_importer/build_tools/abstract_interp_lib_gen.py:aten〇slice〇Tensor〡shape -> upstream_shape_functions.slice (x int32 [1], '
                                 'slice(x, 0, INT64_MAX, None, 1) with intermediate erasure: shape fn reads start INT64_MAX as 0, result typed [1], the slice folds to its input; stage StableHLO is '
                                 'just `return %arg0`; eager [0])'),
 'mismatch-eager-b91a58ec1eea': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x2[0:6:4], -8, dim -1, index -1) on int64: eager [-876, -8], '
                                 'compiled [-876, -637]: the value is never written; before.mlir returns the plain extract_slice, the [index, index+1) = [-1, 0) empty slice of the entry).'),
 'mismatch-eager-ba533eceafcc': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x f32[2], shifts [3]): shift 3 >= size 2 not reduced mod 2; stage_input is '
                                 'concat(whole input, extract_slice [0][0]) = the input, eager rolls by 1)'),
 'mismatch-eager-c8d768f61e87': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'shape library aten〇arange〇start〡shape via torch-reify-shape-calculations (Float.Scalar of int bounds) (arange(2^63-16, 2^63-12) int64 at intermediate erasure: both '
                                 "bounds round to the same double, size refined to 0; stage_input.mlir (StableHLO) returns tensor<0xi64> where eager has 4 elements; linalg path is the corpus entry's "
                                 'lowering-error at every k).'),
 'mismatch-eager-c8e5846ea91f': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x int16 [1], src 6, dim 0, index -1): the slice_scatter over '
                                 '[index, index+1) = [-1, 0) is empty, before.mlir is `return %arg0`, result is x (506) instead of 6)'),
 'mismatch-eager-ca353ca91e95': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenFlattenUsingIntsOp (via tile -> DecomposeAtenRepeatOp) (tile [0,0,2,1] of f16 [0,1,2,3]: repeat '
                                 'with 0 counts, the flatten view(-1) on the empty tensor infers 0: shape [0,0,0,3] vs eager [0,0,4,3]).'),
 'mismatch-eager-cb735e802757': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (pad(x f32[1,1,3], [-3,3], value=-inf): eager all -inf; tensor.pad low[-3] high[3] folds away (same '
                                 'shape), stage_input is `return %arg0`, so the input comes back.)'),
 'mismatch-eager-cb942ad5bd7f': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(bf16[1], bf16[], 0, -1): the decomposition slices [index, index+1) '
                                 '= [-1, 0) before normalizing, writing nothing; before.mlir is `return %arg1`).'),
 'mismatch-eager-ce0f69bc5cff': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x int64 [1,2], [0,5], [-2,-1]): shift 5 on a size-2 dim is not reduced mod 2, the cat '
                                 'of clamped slices is x itself; stage TOSA IR is `return %arg0`; refbackend at k=1 mismatches too, so not really k-dependent)'),
 'mismatch-eager-da0fa064d2df': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp/DecomposeAtenFlattenUsingIntsOp (tile(x, [1,0,1,2,0,2]) on int32 [2,3,2] = repeat with 0 '
                                 "counts: before.mlir reshapes the zero-element broadcast with tensor.reshape to the constant shape [1,0,1,0,0,0] (the flatten's view(-1) dims resolved to 0) -> "
                                 '[1,0,1,0,0,0] instead of [1,0,1,4,0,4]).'),
 'mismatch-eager-dd46bd7e6a42': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_put(x f32[4,5,2], [[-4,-4],[4,-5],[1]], 2.25, accumulate) : stage_input '
                                 'concatenates the raw int32 indices (-4, 4/-5, 1) into tm_tensor.scatter without wrapping, so the two adds meant for [0,4,1] and [0,0,1] land elsewhere; 2 of 40 '
                                 'elements differ)'),
 'mismatch-eager-e01125571832': ('iree-stablehlo-rng-uniform-f16-nan',
                                 'IREE StableHLO input conversion of stablehlo.rng UNIFORM (rand_like(x, dtype=float16): stage_input.mlir is a valid stablehlo.rng with f16 bounds 0 and 1 and a '
                                 'tensor<5x2xf16> result; IREE computes it in f16 and returns NaN for all 10 elements; TOSA and linalg paths are fine).'),
 'mismatch-eager-ea4982bdf9b5': ('slice-start-int64-max-taken-as-zero',
                                 'slice shape function (torch/jit/_shape_functions.py slice: start == INT64_MAX -> 0, in AbstractInterpLibrary.cpp) (empty_like bf16 [3,5,0] then slice dim 1 start '
                                 'INT64_MAX end 6 step 4, result type erased: refined to [3,2,0] as for start 0 (before.mlir returns tensor<3x2x0xbf16>), eager [3,0,0])'),
 'mismatch-eager-edb2677181d7': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_fill of f32 [1,16,5,2] on dim 1 with indices [-13,10,10,-16]: lowered to '
                                 'tm_tensor.scatter with the negative indices unwrapped, 20 of 160 elements wrong; the corpus entry names index_fill as a manifestation).'),
 'mismatch-eager-ee844b97e1ea': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'AbstractInterpLibrary aten.arange.start_step shape function in double (arange.start_step(2^63-16, 2^63-5, 7) int64, cat of 4 copies: eager 2 elements each -> [8]; '
                                 'at erase intermediate the shape fn sees equal doubles, size 0, so the whole result folds to dense<> tensor<0xi64>.)'),
 'mismatch-eager-f61e5f0af67b': ('full-bool-fill-fold-truncates',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFullOp::fold (masked_fill.Scalar(bool x, x, 2): DecomposeAtenMaskedFillScalarOp -> createRank0Tensor -> aten.full(2, '
                                 'dtype=bool), which folds via IntegerAttr::get(i1, 2) to dense<false>; hand IR with -torch-decompose-complex-ops gives literal false for fill 2 and true for fill '
                                 '3).'),
 'mismatch-eager-f67c2efe176a': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_fill(x bool [1,5,1], 1, [0,2,2,-1,0], False): decomposed to index_put; '
                                 'stage IR feeds the raw index constant (holding -1) into tm_tensor.scatter unwrapped, so element [0,4,0] is never cleared (and the write goes out of bounds))'),
 'mismatch-eager-f902e37d0c6b': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp (cat([uint8 [3,2], int64, int64], 0): the uint8 operand is widened signed, 158 becomes -98 (2 of 18 '
                                 'differ), RefBackend, erase none).'),
 'mismatch-eager-fb12dd888bed': ('tril-diagonal-int64-max-overflow',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:createTriangularMatrix (triu(x int32[2,1], INT64_MAX): stage_input computes row + 9223372036854775807 in i64 (wraps '
                                 'for row 1) and compares it with col, so row 1 keeps its element where eager gives 0; same add-then-compare overflow as the tril entry, with the triu predicate)'),
 'pass-error-e22a2de8e730': ('where-self-same-branches-fold-drops-broadcast',
                             'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (where(cond 0-d, x0, x0) with x0 int32 0-d at intermediate erasure: the early `getSelf() == getOther()` return '
                             'replaces the !torch.vtensor result with the !torch.vtensor<[],si32> operand, skipping the valueTy == resultTy check; torch-adjust-calling-conventions alone on '
                             'stage_input.mlir reproduces the unresolved materialization; with a distinct other operand (clone of x0) it passes).'),
 'printer-error-9272cef1c4d7': ('where-self-splat-fold-dynamic-dim',
                                'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (getBroadcastedAttr) (masked_fill.Scalar(x bf16 [1,?,?], mask True, 65504.) then neg, torchscript erasure: '
                                'after torch-decompose-complex-ops the where.self with a splat-true mask folds to torch.vtensor.literal(dense<6.5536e4> : tensor<1x?x?xbf16>), a dynamic-shaped '
                                'elements literal the printer rejects; seen with torch-function-to-torch-backend-pipeline -mlir-print-ir-after-all)'),
 'timeout-0f2ec7a80314': ('empty-like-unknown-dtype-decompose-hang',
                          'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNewEmptyOp::matchAndRewrite (torchscript erasure; new_empty of the masked_fill result whose dtype is '
                          'still unknown: the pattern creates a ConstantNoneOp before getDtypeFromOp fails, the greedy driver loops. stage_input without the new_empty line finishes (rc 0), without '
                          'the zeros_like line still hangs (timeout 25 s)).'),
 'verifier-error-037c8c11ffb5': ('unfold-size-zero-linalg-generic-negative-index',
                                 'TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x f32[1,3,3], -3, size 0, step 4): eager gives [1,3,3,0]; size 0 is special-cased only for rank 0, so the '
                                 'generic map (d3 + d0*4, ...) evaluates to -1 on the empty last loop; verifier error in convert-torch-to-linalg.)'),
 'verifier-error-13c8ec85b950': ('new:tosa-equalize-ranks-multiple-dynamic-dims-reshape',
                                 'mlir/lib/Dialect/Tosa/Utils/ConversionUtils.cpp:mlir::tosa::EqualizeRanks (called by ConvertAtenOp<AtenWhereSelfOp>) (masked_fill of f64 [1,?,?] by a rank-5 bool '
                                 'mask: where.self rank-broadcasts self with tosa.reshape to 1x1x1x?x? whose const_shape has two -1s, rejected by the TOSA verifier. Hand IR add.Tensor([2,1,3,2,2], '
                                 '[1,?,?]) through convert-torch-to-tosa fails the same way; with [1,2,?] (one dynamic dim) it converts. Not the unsqueeze pattern of the corpus entry).'),
 'verifier-error-249748f5c943': ('roll-empty-dim-cat-canonicalize',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (cat([v1, v1], 2) of two [0,2,0,3] tensors: the canonicalizer drops every operand empty '
                                 'along dim 2 and rebuilds cat on an empty list (stage_input shows ListConstruct : ()), so convert-torch-to-stablehlo emits a 0-operand stablehlo.concatenate; '
                                 '-convert-torch-to-stablehlo on the valid 2-operand cat lowers fine, -canonicalize alone empties the list)'),
 'verifier-error-29e3157b0f79': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x, 3, -1, 1) then cat([x, v1], 0) on bf16 [1,1,3,1], torchscript erasure: the '
                                 "narrow becomes slice.Tensor(dim 3, start -1, end 0) typed [1,1,3,0] (eager [1,1,3,1]), so the cat with x is refined to [2,1,3,0] and convert-torch-to-linalg's "
                                 "tensor.concat fails 'static concatenation size mismatch along non-concatenated dimension 3'; the cat lowering is right given its wrongly-typed operand)."),
 'verifier-error-2b10222eabcc': ('index-put-0d-index-tensor-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:collapseAndMoveBatchDims via ConvertAtenIndexPutHackedTwinOp (index_put(x int16[4,5], [tensor(-1) 0-d], tensor(0) '
                                 '0-d): numBatchDims is 0 and the helper reads inShape[0] of the empty shape, giving updates tensor<5x1x5xi16> against indices tensor<1x1xi64> (verifier error); the '
                                 'same before.mlir with a 1-d index [-1] converts (rc 0))'),
 'verifier-error-2b20aaef48b4': ('slice-scatter-src-dtype-not-converted',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenSliceScatterOp (slice_scatter(x1 f64[0], x2 int32[0], 0, 1, -1, 3): eager accepts the int32 src and copies '
                                 'into f64; the lowering builds tensor.insert_slice of tensor<?xi32> into tensor<0xf64> without converting src: "expected element type to be \'f64\'" in '
                                 'convert-torch-to-linalg).'),
 'verifier-error-2e5d2bba52da': ('uint8-literal-canonicalize-lowering',
                                 'lib/Dialect/TorchConversion/IR/TorchConversionOps.cpp:FromBuiltinTensorOp::fold + TorchConversionDialect::materializeConstant (empty_like uint8 [1,3,3] on the TOSA '
                                 'path: convert-torch-to-tosa emits tosa.const i32 + tosa.cast to i8 + torch_c.from_builtin_tensor -> ui8; tosa-layerwise-constant-fold folds the pair into '
                                 'torch.vtensor.literal(dense<0> : tensor<1x3x3xi8>) typed ui8, whose type inference gives si8 -> verifier error; same fold/materialize as the entry, reached from '
                                 'another folding pass)'),
 'verifier-error-3e62c958a7b0': ('masked-fill-shape-ignores-mask-broadcast',
                                 'lib/Dialect/Torch/Transforms/AbstractInterpLibrary.cpp:aten.masked_fill.Scalar shape function (masked_fill of int16 [1,4,3] with a [2,3,4,3] mask, intermediate '
                                 'erasure: refinement types the result [1,4,3] (eager [2,3,4,3]), the where.self lowering produces 2x3x4x3 and the cast to 1x4x3 fails to verify in '
                                 'convert-torch-to-linalg).'),
 'verifier-error-405536c0519b': ('uint8-dense-literal-tosa-const-unsigned-attr',
                                 'TorchToTosa.cpp:ValueTensorLiteralOp conversion (ones_like(x bool[], dtype=uint8) folds to vtensor.literal(dense<1> : tensor<ui8>); reran -convert-torch-to-tosa on '
                                 'stage_input.mlir: tosa.const with a ui8 attribute and i8 result, "expected same attr/result element types".)'),
 'verifier-error-43f178469795': ('index-tensor-int32-index-i64-compare',
                                 'lib/Conversion/TorchToLinalg/IndirectionOps.cpp:makeIndexValuePositive (index.Tensor(int8[0,2,2,5], [None, None, int32 empty index]): the int32 index reaches the '
                                 'linalg payload and is compared with an i64 zero: arith.cmpi (i32, i64) fails the verifier in convert-torch-to-linalg, as repro.sh shows).'),
 'verifier-error-48d8119e3932': ('unflatten-negative-dim',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenUnflattenIntOp::getCanonicalizationPatterns (unflatten(x int64 [5,0,5], -1, [5, 1]): canonicalize computes dim+1 = 0 and '
                                 'unsqueezes at the front, [1,5,0,5], then tensor_static_info_cast to the declared [5,0,5,1] is cast-incompatible (verifier error))'),
 'verifier-error-4a82f6fe5c00': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x, -4, size 0, step 3) on int64 [1,0,3,5]: size 0 on a rank-4 input builds a '
                                 "linalg.generic with map d4 + d0*3 whose last loop has extent 0, verifier 'unexpected result less than 0'; size 0 handled only for rank 0)."),
 'verifier-error-554a5c1a6708': ('new:unsqueeze-lowering-static-result-no-cast',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnsqueezeOp::matchAndRewrite (aten.unsqueeze of [?,?,1] bf16 typed -> [2,?,1,1] (export specialized dim 0 '
                                 'via index_copy): the pattern replaces the op with unsqueezeTensor\'s tensor<?x?x1x1> and no tensor.cast, so from_builtin_tensor to [2,?,1,1] fails "operand and '
                                 'result must have the same size and dtype"; a 5-line unsqueeze alone reproduces it under convert-torch-to-linalg, and the same op typed [?,?,1,1] lowers fine)'),
 'verifier-error-669914649e1f': ('roll-empty-dim-cat-canonicalize',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp canonicalizer + lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp (roll(x int16 [1,0,3], [1], [1]) over the '
                                 'size-0 dim: at k=2 refinement makes both slices empty and canonicalize drops every cat operand; stage_input.mlir has aten.cat of an empty ListConstruct, lowered to '
                                 'tensor.concat with no inputs: "requires at least one input").'),
 'verifier-error-6987ff0e5cd0': ('slice-scatter-src-dtype-not-converted',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenSliceScatterOp (slice_scatter(self int16 [2,4], src int8 [2,4], dim -2, -2:2): src is inserted unconverted, '
                                 'tensor.insert_slice of tensor<?x?xi8> into tensor<2x4xi16> -> "expected element type to be i16" in convert-torch-to-linalg)'),
 'verifier-error-6c7f7c087888': ('stablehlo-index-select-0d-index-drops-dim',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexSelectOp> / gatherTensorAlongSingleAxis (index_select of si16 [3] with a 0-d index 1: the '
                                 'gather drops the dim, stablehlo.convert tensor<i16> -> tensor<1xi16> fails to verify in convert-torch-to-stablehlo; before.mlir has the correct [1] result type).'),
 'verifier-error-7183977e2f5d': ('unfold-size-zero-linalg-generic-negative-index',
                                 'TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x ui8[1], -1, size 0, step 4): eager [1,0]; reran -convert-torch-to-linalg on stage_input.mlir: '
                                 '"unexpected result less than 0 at expression #0 in (d0, d1) -> (d1 + d0 * 4)". Same size-0 rank>=1 case.)'),
 'verifier-error-73d753db1380': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(ui8[1,0], 0, size 0, step 274877906944): one block, size 0; the generic map (d2 + d0*step, '
                                 'd1) evaluates to -1 at the empty loop bounds: linalg verifier "unexpected result less than 0").'),
 'verifier-error-75fda9bb3801': ('roll-decompose-static-result-no-cast',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll of a [?,3,?,2] value whose imported result type is [1,3,?,2]: the decomposition '
                                 'replaces it with the cat typed like the input, no cast; a one-roll module with -torch-decompose-complex-ops reproduces the same return-type verifier error)'),
 'verifier-error-7ac1ed96fef7': ('index-put-tmtensor-mixed-index-dtypes',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:combinePutIndices (index_put(x, [int32 0-d index -2, None], ...) on uint8 [2,2]: the None becomes an int64 '
                                 "arange, and the list combining an si32 and an si64 index is typed with the first (si32): 'operand types should have the same type as the list contained type' in "
                                 'convert-torch-to-tmtensor).'),
 'verifier-error-92008c20cdf4': ('tosa-diag-embed-zero-const-wrong-element-type',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenDiagEmbedOp> (diag_embed(x f16[1,4,3], -3, 2, -4) on the TOSA path: the zero tensor is built as f32, so '
                                 'tosa.scatter gets a tensor<1x144x1xf32> input with f16 updates and an f16 result: "expect input and output to have same element type, got f32 and f16")'),
 'verifier-error-9c3cb0ff1cca': ('masked-fill-shape-ignores-mask-broadcast',
                                 'abstract_interp_lib_gen.py / AbstractInterpLibrary.cpp: aten〇masked_fill〇Scalar〡shape returns self (masked_fill(x f64 [1,2,2], mask [1,1,3,2,2], True) at '
                                 'intermediate erasure: eager result is [1,1,3,2,2] (expected.pt), refinement types it [1,2,2]; the decomposed where.self keeps that type and '
                                 "convert-torch-to-stablehlo's chlo.broadcast_select infers 1x1x3x2x2 vs declared 1x2x2: verifier error; TOSA path fails too)."),
 'verifier-error-9f8d97517cac': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x int8 [1,2,3], src [2,3], dim 0, index -1): stage_input shows '
                                 'slice_scatter(start -1, end 0) with the unsqueezed [1,2,3] src, an empty slice range with a size-1 src; on the StableHLO path the scatter then fails its verifier '
                                 '(updates bound 1 vs scatter_indices bound 0) instead of silently writing nothing)'),
 'verifier-error-a56ae8deebf8': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (slice of si64 [0,2,2] on dim 1, start 0, end INT64_MIN: getNormalizedDimSizeInternal clamps '
                                 'end to -2 and wraps it to 0, then the endIndexIsZero select replaces the 0 by the dim size, a full slice; stablehlo-canonicalize-dynamism infers 0x2x2 vs the '
                                 'declared 0x0x2).'),
 'verifier-error-af78186997a9': ('index-put-zero-size-index-broadcast-max',
                                 'TorchToTMTensor.cpp:getBroadcastShape (max) / ConvertAtenIndexPutHackedTwinOp (index_copy(x f32[0,0,5], 1, empty index, x): indices [0,1,1], [0,1], [5] broadcast to '
                                 '[0,0,5] but max() gives [0,1,5]; the tm_tensor.scatter update has 1 where the original has 0, "indexed shape of update value dim#1 exceeds original value at dim#0 1 '
                                 '0". Same message form as the entry.)'),
 'verifier-error-bbb1a0dcb447': ('maximize-value-semantics-returned-copy-loses-tensor-type',
                                 'lib/Dialect/Torch/Transforms/MaximizeValueSemantics.cpp:RewriteViewLikeSubgraph (torchscript erasure: copy.to_tensor of empty_like(x) is both returned and the '
                                 'second operand of expand_as; the first pattern refuses it, RewriteViewLikeSubgraph replaceAllUsesWith also rewrites the return, so func.return gets !torch.vtensor '
                                 'for a !torch.tensor result).'),
 'verifier-error-c0742f377b6f': ('pad-negative-tosa-pad-invalid-padding',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenConstantPadNdOp> (constant_pad_nd(x f32 [4], [-4, 3]): a cropping pad; convert-torch-to-tosa emits '
                                 'tosa.pad with padding [-4, 3], rejected by the TOSA verifier; k=2 only because at k=1 the TOSA path hit a backend limit elsewhere in the program)'),
 'verifier-error-c19d1aee555d': ('slice-scatter-src-dtype-not-converted',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenSliceScatterOp (slice_scatter(f32 [2,0] self, si8 [2,0] src, dim 1): src inserted with tensor.insert_slice '
                                 "without converting to f32: 'expected element type to be f32')."),
 'verifier-error-cc924434896e': ('index-tensor-empty-index-zero-dim-stablehlo-gather-slice-size',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexTensorHackedTwinOp> (as_strided(zeros_like(x uint8[0]), [0]) exports as index.Tensor of a '
                                 '[0] tensor with an empty index; convert-torch-to-stablehlo builds a stablehlo.gather with slice_sizes 1 on the size-0 dim: "slice size (1) is out of bounds for '
                                 'operand dimension (0)")'),
 'verifier-error-cede198f5f36': ('masked-fill-shape-ignores-mask-broadcast',
                                 'abstract_interp_lib_gen.py / AbstractInterpLibrary.cpp: aten〇masked_fill〇Scalar〡shape returns self (masked_fill(x f16 [1], mask [1,1,3], -2.25) then permute '
                                 '[1,0,2]: eager masked_fill result is [1,1,3]; at intermediate erasure shape refinement types it [1] (rank 1), so the following 3-d permute fails its verifier in '
                                 'torch-simplify-shape-calculations: "same rank, but 1 != 3").'),
 'verifier-error-cef67f24d3e7': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'AbstractInterpLibrary (abstract_interp_lib_gen.py aten.repeat_interleave.self_int shape: self[:dim] + [..] + self[dim+1:] with dim=-1) (repeat_interleave(x int64 '
                                 '[0,2], 3, dim=-1), erased types: result refined to [0,6,0,2] (rank 4); prims.collapse to that type fails the collapse_shape verifier in convert-torch-to-linalg)'),
 'verifier-error-cf4b491a9f64': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSlice/getDynamicSliceInternal (slice of f64 [0,5] dim 1, start 5, end -1, step 2: end normalized to 4 but '
                                 'never clamped to >= start; stablehlo-canonicalize-dynamism folds a slice with start 5 > limit 4 and fails).'),
 'verifier-error-d049098967d1': ('uint8-literal-canonicalize-lowering',
                                 'TorchConversionOps.cpp:FromBuiltinTensorOp::fold + TorchConversionDialect.cpp:materializeConstant (zeros_like(x f64[0,2,1,3], dtype=uint8): the ui8 literal goes '
                                 'through convert-torch-to-arith as signless i8, canonicalize re-folds it into a vtensor.literal with i8 attr and ui8 type, inferred si8 -> verifier error.)'),
 'verifier-error-d450ac117f51': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll(float32[0,5,2,2], ...) with shift 0 on dim 2 decomposes to cat(x[:, :, 0:], x[:, :, '
                                 '0:0]); the endIndexIsZero select turns the [0:0] slice into a full slice, so concatenate gets two 0x5x2x2 operands (inferred 0x5x4x2 vs result 0x5x2x2). Hand IR '
                                 'with only the two slices + cat reproduces; convert-torch-to-stablehlo output shows cmpi eq end,0 -> select dimSize).'),
 'verifier-error-dd049e79e043': ('transpose-same-dim-fold-drops-type',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenTransposeIntOp::fold (swapaxes(x f64 [0,2,2], 0, 0) -> transpose.int(x, 0, 0) at torchscript erasure: the dim0 == dim1 early '
                                 'return folds to self of type [0,2,2] while the result is the erased !torch.vtensor, so canonicalize leaves a return type mismatch)'),
 'verifier-error-de435cc34f01': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x, 1, size 0, step 274877906944) on f32 [0,2]: size 0 on rank 2 builds a linalg.generic '
                                 "with map d2 + d1*274877906944 over a 0-extent last loop, 'unexpected result less than 0'; same size-0 case as the entry)."),
 'verifier-error-df7ce4845bfe': ('tosa-constant-pad-nd-rank0-tosa-pad',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenConstantPadNdOp> (constant_pad_nd(x int32 0-d, [], -1.9) on the TOSA path: emits tosa.pad on '
                                 'tensor<i32>, which TOSA forbids ("must be ... tensor of at least rank 1"))'),
 'verifier-error-e50985965368': ('slice-start-int64-max-taken-as-zero',
                                 'abstract_interp_lib_gen.py aten〇slice〇Tensor〡shape -> upstream_shape_functions.slice (start == INT64_MAX read as 0) (slice(x bf16 [1,1,3,3], 2, INT64_MAX, None, 3) '
                                 'then reshape [4,1,0,3] at torchscript erasure: eager slice is [1,1,0,3]; refinement types it [1,1,1,3] ((3-0+2)//3 = 1), so the view lowers to tensor.reshape of 3 '
                                 'elements into 0: verifier error in convert-torch-to-linalg).'),
 'verifier-error-ecd7497a1644': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x bool [1,3,3], dim -2, size 0, step 2^38): size 0 with rank >= 1 builds a linalg.generic '
                                 'with map d3 + d1*step over a size-0 loop, verifier: "unexpected result less than 0")'),
 'verifier-error-f0cf93ac04e5': ('masked-scatter-decompose-ignores-mask-broadcast',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenMaskedScatterOp (masked_scatter of f64 [4,2] with a [1,1,2] mask (eager result [1,4,2]): '
                                 "before.mlir has the decomposition add.Tensor(mask [1,1,2], zeros [4,2]) typed [4,2], self's sizes; chlo.broadcast_add infers 1x4x2 and convert-torch-to-stablehlo "
                                 'fails to verify).'),
 'verifier-error-f1c9530057b3': ('prims-collapse-lowering-static-result-no-cast',
                                 'TorchToLinalg:ConvertPrimsCollapseOp (repeat_interleave.self_int(x f32[0,?,2,1], 0, 1) decomposes to broadcast_to [0,?,0,2,1] + prims.collapse -> static [0,0,2,1]; '
                                 'the lowering builds tensor.collapse_shape straight to the static result type from a dynamic source dim: collapse_shape verifier error. Same signature and trigger '
                                 'family as the entry.)'),
 'verifier-error-f398903dd7d7': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'abstract_interp_lib_gen.py / AbstractInterpLibrary.cpp: aten.repeat_interleave.self_int shape function (repeat_interleave(float64[0], 1, dim=-1) at intermediate '
                                 'erasure: the shape fn slices with dim+1 = 0 and refines the result to rank 2 [0,0]; the decomposition then builds prims.collapse [0,1] -> [0,0] and '
                                 'convert-torch-to-linalg emits an invalid tensor.collapse_shape).'),
 'verifier-error-fcb7a82592c5': ('stablehlo-cumsum-zero-size-dim-window-zero',
                                 'lib/Conversion/TorchToStablehlo/Pooling.cpp:ConvertAtenOp<AtenCumsumOp> (masked_scatter with an empty [2,0,2] mask decomposes to cumsum over a [0] si64 tensor; '
                                 'convert-torch-to-stablehlo builds a reduce_window with window size 0: "expects window to have positive value for 0-th window dimension, but got 0")')}
NEW = {'new:fx-importer-literal-cache-stale-on-id-reuse': 'FX importer: RefTracker keys cached literal ElementsAttrs by id(tensor) and never evicts (finalizer removed), while _import_literal hands it '
                                                    "short-lived .to(torch.uint8) copies of bool constants; a later temporary that reuses a freed id gets the earlier tensor's attribute (wrong "
                                                    'shape/value). Trigger: masked_scatter with a 0-d bool mask constant and a [1] bool source constant -> vtensor.literal dense<0>:tensor<ui8> typed '
                                                    '[1],ui8 (intermittent).',
 'new:tosa-equalize-ranks-multiple-dynamic-dims-reshape': 'TorchToTosa rank broadcasting through MLIR mlir::tosa::EqualizeRanks (ConversionUtils.cpp): the lower-rank operand is reshaped with '
                                                          "computeReshapeOutput's shape passed to getTosaConstShape unchanged, so an operand with two or more dynamic dims gets a tosa.reshape with "
                                                          'several -1 ("expected at most one target dimension to be -1"). Smallest trigger: aten.add.Tensor of [2,1,3,2,2] f32 and [1,?,?] f32 with '
                                                          'convert-torch-to-tosa (also where.self / masked_fill).',
 'new:unsqueeze-lowering-static-result-no-cast': 'aten.unsqueeze whose result type is more static than its operand: ConvertAtenUnsqueezeOp (lib/Conversion/TorchToLinalg/DataMovement.cpp) does '
                                                 'rewriter.replaceOp(op, unsqueezeTensor(...)) with the operand-derived tensor<?x...> and no tensor.cast to the converted result type (verifier error '
                                                 'on torch_c.from_builtin_tensor). Smallest trigger: `torch.aten.unsqueeze %arg0, 3 : !torch.vtensor<[?,?,1],bf16> -> !torch.vtensor<[2,?,1,1],bf16>` '
                                                 'under -convert-torch-to-linalg. Sibling of squeeze-dim-lowering-static-result-no-cast (whose why.md notes this pattern fails the same way but does '
                                                 'not list it).'}
CALLS = ["part 1: ('verifier-error-d450ac117f51', 'slice-start-past-end-stablehlo-real-dynamic-slice vs new: the entry title is the start>limit case, but its why.md names the second case in the same "
 "function (getDynamicSliceInternal replaces an end of 0 by the dim size, so x[0:0] becomes a full slice), which is what happens here; per the brief that entry covers both.')",
 "part 1: ('verifier-error-13c8ec85b950', 'tosa-unsqueeze-multiple-dynamic-dims-reshape vs new: same message and same kind of mistake (one -1 per dynamic dim in a tosa.reshape shape), but here the "
 "reshape comes from MLIR tosa::EqualizeRanks in the where.self (and add) lowering, not from ConvertAtenOp<AtenUnsqueezeOp>; a separate fix, so new.')",
 "part 1: ('mismatch-eager-f61e5f0af67b', 'full-bool-fill-fold-truncates vs new: reached through masked_fill (createRank0Tensor builds aten.full) rather than new_full, but the code at fault is the "
 "same AtenFullOp::fold i1 truncation (fill 2 -> false, 3 -> true).')",
 "part 1: ('mismatch-eager-66e99494d01a', 'index-put-zero-size-index-broadcast-max vs new: the corpus entry is a verifier error (x with a 0-size dim); here x has no 0-size dim so getBroadcastShape "
 "max() produces a silent mismatch (3 spurious zero writes). Same function and reason, so the corpus defect.')",
 "part 1: ('mismatch-eager-36f9c00824a5', 'scatter-negative-dim-out-of-bounds-write-segfault vs a new label: the corpus entry is a crash, here the same negative-dim yieldVals[dim] out-of-bounds "
 "write gives a silent mismatch (dim=-3 of rank 3); same code at fault, so the corpus defect.')",
 "part 2: ('lowering-error-1bb25949fe8b', 'index-put-zero-size-index-broadcast-max vs new: the corpus entry shows a tm_tensor.scatter verifier error; here the same max()-broadcast in "
 'getBroadcastShape (dynamic prim.max.int chain) gives [?,1,2] for [?,0,2], and the failure surfaces as an illegal aten.broadcast_to of the [2,0,2] values in convert-torch-to-linalg. Same code, same '
 "reason, so the corpus entry.')",
 "part 2: ('verifier-error-249748f5c943', 'roll-empty-dim-cat-canonicalize vs a StableHLO cat lowering defect: the stage IR already has the empty cat list from the AtenCatOp canonicalizer; "
 "convert-torch-to-stablehlo lowers the valid 2-operand all-empty cat fine, so the fault is the canonicalizer (the entry names it).')",
 "part 2: ('mismatch-eager-ce0f69bc5cff', 'recorded at k=2 on TOSA, but refbackend mismatches at k=1 too and the stage IR is `return %arg0`: the roll decomposition (shift 5 on size 2) is the cause "
 "on every path, not a k-dependent change.')",
 "part 2: ('mismatch-eager-6d111c02b829', 'stablehlo-remainder-truncated-not-floor-mod vs remainder-scalar-fold-truncated-not-floor-mod: the wrapping remainder is not folded here; the stage IR has "
 "stablehlo.remainder on the constant indices, so it is the StableHLO lowering, not the torch folder.')",
 'part 3: verifier-error-29e3157b0f79: the verifier error is in the cat lowering (tensor.concat), but the cat only fails because the narrow decomposition typed its operand [1,1,3,0] instead of '
 '[1,1,3,1]; labelled by the root cause narrow-negative-start-empty-slice.',
 'part 3: mismatch-eager-053bdd0b1d05 (and mismatch-eager-56b4fb58da1e): the entry slice-start-past-end-stablehlo-real-dynamic-slice is titled for start > limit (verifier error), but its why.md '
 'names the second case in the same function (getDynamicSliceInternal replaces an end of 0 by the dim size, so x[0:0] becomes a full slice); these roll findings are that second case (wrong shape), '
 'so labelled the entry per the brief rule rather than new:stablehlo-slice-end-zero-full.',
 'part 3: mismatch-eager-705506304d93: the entry index-put-zero-size-index-broadcast-max shows a verifier error; here the same max() broadcast makes a valid but wrong scatter (wrong values) because '
 'the other dims are non-zero. Same code, same reason.',
 'part 3: lowering-error-a2d883a2dded: the entry names a bit-extend convert as the producer cloned into the dynamic concatenate dispatch; here the cloned producer is a tensor.empty (from '
 'empty_like). Same mechanism and same fix point (hasUnfusableUseInDispatch ignoring the tensor.extract use), so labelled as the entry rather than new.',
 'part 3: crash-f5b4404d1bc8: reached through pixel_shuffle decomposition giving prims.split_dim outer_length 0 (for C=0) rather than through the view shape function; the crash is the same '
 'AtenRemainderIntOp::fold divide-by-zero.',
 'part 3: crash-96fd4543a29b: the wrong rank comes from the AtenCatOp all-empty canonicalization (roll-empty-dim-cat-canonicalize), but the crash is the unchecked dim in DecomposeAtenRollOp; the '
 'corpus records this exact cat+roll crash as roll-decompose-dim-out-of-range-segfault.',
 "part 4: ('crash-616bf875e744', 'floordiv-int-fold-division-by-zero vs repeat-zero-count-flatten-view-wrong-shape: the view(-1) of a zero-element tensor from the repeat/flatten decomposition is the "
 "co-cause (k=1 is a mismatch), but the k=2 crash comes from the INT64_MIN that the floordiv folder puts into the view sizes')",
 "part 4: ('crash-f9695cfeb187', 'index-select-empty-index-dense-resource-sigfpe: the entry title names index_select, but its why.md names the defect as any zero-element dense_resource constant (FX "
 "importer + MLIR translation); here the empty constants come from as_strided -> index.Tensor')",
 "part 4: ('mismatch-eager-2919949421f5', 'slice-start-past-end-stablehlo-real-dynamic-slice: its title is the start>limit case, but its why.md also names the `endIndexIsZero` select in "
 "getDynamicSliceInternal (an end of 0 becomes the dim size, x[0:0] a full slice), which is this finding; could otherwise be new:stablehlo-slice-end-zero-becomes-full-dim')",
 "part 4: ('mismatch-eager-58c2e78f5260', 'scatter-negative-dim-out-of-bounds-write-segfault though the symptom is a wrong result, not a crash: the same yieldVals[dim] write with dim=-3 drops the "
 "index value (checked: dim=0 reads the index)')",
 "part 4: ('mismatch-eager-fb12dd888bed', 'tril-diagonal-int64-max-overflow although this is triu: the why.md names createTriangularMatrix as shared by tril (sle) and triu (sge); the overflow of row "
 "+ diagonal is the same code')",
 "part 4: ('verifier-error-2b10222eabcc', 'index-put-0d-index-tensor-segfault although the symptom is a verifier error, not a SIGSEGV: the out-of-bounds inShape[0] read of the 0-d values happened to "
 "give a garbage shape (5x1x5) instead of crashing; a 1-d index makes it go away. The index -1 is also unwrapped (index-put-negative-index-not-wrapped) but that does not cause the verifier error')",
 "part 4: ('verifier-error-554a5c1a6708', 'new:unsqueeze-lowering-static-result-no-cast vs squeeze-dim-lowering-static-result-no-cast: the squeeze entry\\'s why.md says its sibling "
 'ConvertAtenUnsqueezeOp fails the same way (same refactor, "the same for unsqueeze" fix) but "not listed here"; it is a different function, and the corpus keeps each pattern\\\'s missing cast as '
 "its own defect (unfold, prims-collapse, roll), so new')",
 'part 5: (\'pass-error-e22a2de8e730\', "where-self-same-branches-fold-drops-broadcast: here no broadcast is dropped (all operands 0-d); the fold returns self whose type is more static than the '
 "erased result type. Same early return in AtenWhereSelfOp::fold skipping the type check, and the entry's fix (return self only when its type equals the result type) covers it, so the same "
 'defect.")',
 "part 5: ('mismatch-eager-4bafc1f61c13', 'same as mismatch-eager-122a0bfe54e8: negative-dim scatter defect showing as wrong values instead of a crash.')",
 "part 5: ('mismatch-eager-122a0bfe54e8', 'the corpus entry for scatter negative dim is titled as a crash (segfault); here the same out-of-bounds yieldVals[dim] write silently yields wrong scatter "
 "coordinates (wrong values, no crash). Same code and reason, so labelled with that defect.')",
 "part 5: ('lowering-error-7403ff2f9a07', 'masked-scatter-decompose-ignores-mask-broadcast vs masked-scatter-shape-fn-ignores-mask-broadcast: at torchscript erasure the result type [4,2] is also "
 "wrong (shape fn), but the failing op is the decomposition add.Tensor typed with self sizes, which the decompose entry says fails the same way at every erasure.')",
 "part 5: ('crash-a5dde16d1094', 'recorded stage is lowering-tosa (SIGABRT, double free) but it does not reproduce alone; attributed to the linalg-path index_fill negative-index out-of-bounds write "
 "(heap damage) rather than tosa-index-put-negative-index-not-wrapped, since the TOSA program is never executed before the crash.')",
 "part 6: ('verifier-error-2e5d2bba52da', 'uint8-literal-canonicalize-lowering vs new: the entry was seen in the linalg canonicalize; here the same FromBuiltinTensorOp::fold/materializeConstant pair "
 "runs inside tosa-layerwise-constant-fold on the TOSA path (not uint8-dense-literal-tosa-const-unsigned-attr, which is a ui8 tosa.const attribute). Same code, same reason -> the entry')",
 "part 6: ('verifier-error-9f8d97517cac', 'select-scatter-negative-index-writes-nothing (a mismatch entry) for a StableHLO verifier error: the decomposition builds the empty [-1,0) slice_scatter "
 "with a size-1 src; the StableHLO lowering only exposes it')",
 "part 6: ('mismatch-eager-4c2f516b6173', 'index-put-accumulate-bool-adds-as-i1-xor vs index-put-negative-index-not-wrapped: both defects are in the IR (-2 reaches tm_tensor.scatter unwrapped), but "
 "the visible mismatch is only the i1 add (True+True=False at the 3 in-bounds [i,0,0,0] positions); the misplaced value is False, a no-op under xor')",
 "part 6: ('mismatch-eager-716b83efc5f6', 'tril-diagonal-int64-max-overflow for a triu: same createTriangularMatrix addi overflow (why.md says the helper serves triu with sge too), so the same "
 "defect')",
 "part 6: ('mismatch-eager-311b52154eed', 'slice-start-past-end-stablehlo-real-dynamic-slice vs new: the entry title names the missing end>=start clamp, but its why.md names the endIndexIsZero "
 "select (an end of 0 becomes the dim size) in the same getDynamicSliceInternal; this folder is that second case, so labeled with the entry per the rule')",
 "part 6: ('import-error-61daa2b5a92c', 'new importer defect vs FALSE (flaky): it did not reproduce for irfuzz or for me, but the mechanism is deterministic-in-principle importer code (id-keyed "
 "cache without eviction over freed temporaries), so a true defect')",
 'part 7: (\'verifier-error-f0cf93ac04e5\', "masked-scatter-decompose-ignores-mask-broadcast vs masked-scatter-shape-fn-ignores-mask-broadcast: at torchscript erasure the result type [4,2] also '
 "comes from the wrong shape function, but the op that fails is the decomposition's add typed with self's sizes (a non-empty broadcasting mask), which the shape-fn entry itself attributes to the "
 'decompose entry.")',
 "part 7: ('verifier-error-3e62c958a7b0', 'masked-fill-shape-ignores-mask-broadcast: checked with torch-shape-refinement-pipeline that masked_fill.Scalar of [1,4,3] with a [2,3,4,3] mask refines to "
 "[1,4,3]; not the masked_scatter decompose entry (no masked_scatter here).')",
 "part 7: ('verifier-error-a56ae8deebf8', 'slice-start-past-end-stablehlo-real-dynamic-slice vs new: here it is the end-of-0 -> dimSize select (end INT64_MIN normalized to 0 becomes a full slice), "
 'not the missing end>=start clamp; the entry\\\'s why.md names this second case of the same function (the "inferred 1 vs 0" form), so that entry per the brief.\')',
 "part 7: ('timeout-0f2ec7a80314', 'empty-like-unknown-dtype-decompose-hang: the culprit is new_empty (DecomposeAtenNewEmptyOp), not empty_like; the entry title names empty_like but its why.md names "
 "DecomposeAtenNewEmptyOp as the same create-then-fail defect, so that entry per the brief.')",
 "part 7: ('lowering-error-8192b5a7c630', 'repeat-zero-count-flatten-view-wrong-shape vs new: the zero is an input dim, not a repeat count, and the path is StableHLO (static result type makes it a "
 "canonicalize error instead of a wrong shape); the code at fault is the same flatten-to-view(-1) decomposition on a zero-element tensor.')",
 "part 7: ('crash-e9dcca8d352e', 'as-strided-rank0-empty-index-list-segfault: the corpus title says a rank-0 result, here the result is [0,0] but the base is rank 0; the importer emits one index per "
 "base dim, so the empty index list and the same indices[0] read follow; same code at fault.')",
 'part 8: (\'mismatch-eager-4e7a716306cf\', "The corpus entry index-put-negative-index-not-wrapped lists this signature (as an index_fill with indices [-1, 2, 2, -3]), but this folder\'s program '
 '(reduced and original) is index_fill with an EMPTY index on int8 [1,1]/[2,3]; no negative index anywhere. The wrong write comes from getBroadcastShape taking max(1, 0) = 1, so labelled '
 'index-put-zero-size-index-broadcast-max from the evidence, not the signature.")',
 "part 8: ('crash-77be1e34c756', 'as-strided-rank0-empty-index-list-segfault: the entry names a rank-0 RESULT; here the result is [3,0,0,1] but the BASE is rank 0 (the importer emits one index per "
 "base dim), so the same empty index list reaches the same indices[0] read in DecomposeAtenIndexTensorOp (crash frame getWithSizesAndDtype rather than StorageUniquer). Same code, same reason.')",
 "part 8: ('mismatch-eager-ae8516d9d065', 'Recorded on the IREE-StableHLO executor at k=2, but refbackend at k=1 is also mismatch-eager and stage_input is already `return %arg0`: the roll "
 "decomposition is at fault, not StableHLO/IREE.')"]
