"""Hand triage of the held-out seed-2468 one-hour campaign (docs/root-causes.md "Measured: an eighth
campaign held out"): finding folder -> (defect, the code at fault). Sorted on 2026-12-07 by six
people working blind to irfuzz's keys and rows (the program, message, crash frames, IR, one-pass
commands, upstream source at torch-mlir 0029fc2e1), each a sixth of the folders of the campaign
as it ended, against the corpus as it stood when the campaign started (143 entries, 0e0fd3e).
The campaign ran on 0e0fd3e; the rules it is scored with were frozen (02c1b1c) before any of its
findings was read. NEW describes the defects the corpus lacked (all three reached through IREE;
the corpus entries made from them are named in docs/root-causes.md).
"""

LABELS = {'backend-contract-1767cb158a6e': ('roll-empty-dim-cat-canonicalize',
                                   'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (cat of four int32 [0,2] operands on dim 0 with erased result type; `torch-mlir-opt '
                                   '-canonicalize before.mlir` drops every operand, leaving cat of an empty ListConstruct, so refinement ends with !torch.vtensor<[0],unk>: the '
                                   'cat-all-empty-operands-erased manifestation)'),
 'backend-contract-795e60b764c1': ('cat-dynamic-1d-unknown-rank',
                                   'abstract_interp_lib_gen.py:aten〇cat〡shape (cat([x,x,x],0) of a 1-D f64 [?] tensor with erased result type: refinement leaves !torch.vtensor<*,f64>, backend '
                                   'contract fails "unknown rank" -- the legacy-empty skip rule cannot decide for a dynamic 1-D operand, exactly the corpus entry)'),
 'backend-contract-b0b960096e92': ('limitation-split-tensor-dynamic-split-size-not-lowered',
                                   'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeSplitTensorListUnpack (chunk(x1, 5, 0) of a dynamic dim becomes split.Tensor with split size '
                                   'ceil(size/5) computed at runtime; at torchscript erasure its ListUnpack results are never refined -> unknown rank. Making %arg1 static [2,3] in before.mlir makes '
                                   'the split size constant and the backend contract passes.)'),
 'crash-072015651ef8': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter.value turned into scatter.src with dim=-2 on a [5,3,0,1] f32. The pipeline '
                        'on stage_input.mlir SIGSEGVs (rc 245); the same file with dim=2 lowers fine (rc 0). So the cause is the negative dim passed un-normalized to '
                        'convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (yieldVals[dim]).)'),
 'crash-0ad84457b9bc': ('view-like-fold-dtype-less-result-segfault',
                        "lib/Dialect/Torch/IR/TorchOps.cpp:genericViewLikeFold (take_along_dim(x int16 [5,2,1], [9], dim=None) at torchscript erasure: the index literal's view(-1) gets sizes [1] but "
                        'no dtype in torch-simplify-shape-calculations; re-ran the pipeline on stage_input.mlir: SIGSEGV in ShapedType::getElementType <- DenseElementsAttr::get <- '
                        'genericViewLikeFold <- AtenViewOp::fold).'),
 'crash-12129cb5d27e': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter_add uint8 [2,0,0,5] with dim=-2 SIGSEGVs in convert-torch-to-tmtensor; the '
                        'same stage_input with dim=2 lowers fine, so the unnormalized negative dim passed to convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (yieldVals[dim]) is the cause).'),
 'crash-186c28e60d18': ('roll-decompose-dim-out-of-range-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (all-empty cat is mistyped rank-1 [0], then roll dims [-3,2] are out of range and sizes[cstDim] '
                        'writes out of bounds; `torch-mlir-opt -torch-decompose-complex-ops before.mlir` SIGSEGVs in DecomposeAtenRollOp::matchAndRewrite)'),
 'crash-319f36d475e7': ('as-strided-rank0-empty-index-list-segfault',
                        'DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp::matchAndRewrite (as_strided(x, [], []) of a rank-0 f16: stage_input has index.Tensor with an empty ListConstruct; the '
                        'backend pipeline SIGSEGVs in decompose-complex-ops, as in the corpus entry)'),
 'crash-3964256a4396': ('index-put-negative-index-not-wrapped',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_fill 1-d bf16 [2] with index [0,0,-1]: the linalg/RefBackend run writes at -1, out '
                        'of bounds, corrupting the worker heap; malloc then aborts during the later TOSA lowering. `irfuzz check --also-lower tosa --no-numerics` gives only the TOSA verifier error '
                        '(no crash); index [0,0,1] no crash; linalg path alone gives crash-9b9307a55092 at execute.)'),
 'crash-42663fbb4363': ('remainder-scalar-fold-truncated-not-floor-mod',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenRemainderScalarOp::fold (bisected the 6-node program with irfuzz check: only v5 = take_along_dim(x0 f64[3], [-1], 0) crashes alone, '
                        'SIGSEGV on iree-cpu and the gather assert (SIGABRT) on refbackend. The raw import wraps the index with remainder.Scalar(dense<-1>, 3); the fold computes srem = -1, so '
                        'stage_input gathers with dense<-1>. Eager gives x[-1]. The JIT "__truncsfbf2" line is only the refbackend executor limit on the bf16 outputs, hit before the fallback to '
                        'iree-cpu.)'),
 'crash-4a57f663deae': ('arange-8bit-dtype-lowering-segfault',
                        'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp::matchAndRewrite (arange.start_step(1,-8,-5,dtype=int8): convert-torch-to-linalg alone '
                        'prints "for conversion to byte or char type dstOriginalDtype has to be passed to convertScalarToDtype" 3x, then SIGSEGV in SubIOp::build on the null Value; the AddFOp frame '
                        'is an ICF alias of inferReturnTypes).'),
 'crash-616bf875e744': ('floordiv-int-fold-division-by-zero',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFloordivIntOp::fold (repeat [3,0,1,2,2,1] of int16 [?,4,?]: IR_1 holds the flatten-as-view(-1) of a zero-element tensor; at k=2 the '
                        'view shape function does numel//newsize = 0//0, folded to INT64_MIN, first visible after torch-simplify-shape-calculations (print-ir-after-all); aten.size.int then folds to '
                        '-9223372036854775808 in the view size list, so the compiled view has two negative sizes and aborts with "must have at most one inferred (negative) dimension").'),
 'crash-6e2ad66acf1c': ('view-zero-elements-sigfpe',
                        'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenViewOp::getMultiplier (tile of int64 [0,5] by [1,0,1,2,0,2] decomposes to zero-element aten.view; '
                        'convert-torch-to-linalg on before.mlir dies with SIGFPE in ConvertAtenViewOp::matchAndRewrite, gcd 0 divisor)'),
 'crash-74f0068819a7': ('gather-zero-size-dim-stablehlo-slice-size-abort',
                        'TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenGatherOp>::matchAndRewrite (gather on a [?,0,?,?] operand: stablehlo.gather with slice_sizes 1 on the 0-size dim, '
                        'result-type inference fails -> report_fatal_error; same function and reason as the corpus entry)'),
 'crash-77be1e34c756': ('as-strided-rank0-empty-index-list-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp (as_strided(new_full(x0 uint8 0-d, []), [], []): the FX importer writes index.Tensor(%2, []) '
                        'with an empty index list (stage_input.mlir); torch-mlir-opt torch-function-to-torch-backend-pipeline SIGSEGVs in DecomposeAtenIndexTensorOp::matchAndRewrite -> '
                        'getWithSizesAndDtype.)'),
 'crash-886e9de2f6d0': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two amax with dim=-1 on a [0] f32: an LLVM out-of-memory '
                        'abort in SmallVectorBase::grow_pod after the yieldVals[-1] write clobbers the size/capacity. With dim=0 the same stage_input lowers fine (rc 0).)'),
 'crash-95471464b955': ('reshape-fold-dtype-less-tensor-segfault',
                        'lib/Dialect/Torch/IR/TorchOps.cpp:AtenReshapeOp::fold (pad(bool [0], [], constant) then reshape([0]), intermediate erasure: the reshape operand has sizes but no dtype during '
                        'torch-simplify-shape-calculations; re-ran: SIGSEGV at TensorType::hasRank in AtenReshapeOp::fold, i.e. toBuiltinTensor() null).'),
 'crash-9b9307a55092': ('chunk-empty-dim-recompose-assert-divides-by-zero',
                        'lib/Dialect/Torch/Transforms/RecomposeComplexOps.cpp:RecomposeChunkListUnpack (chunk(x,1,0)[-1] of bool [0,3]: IR_1 is `torch.runtime.assert %false, "chunks should equal to '
                        'prim.list_unpack\'s num results"` - chunkSize = ceildiv(0,1) = 0, then ceildiv(0,0) folds to garbage, so the assert always fails at run time; eager returns the empty '
                        'tensor).'),
 'crash-a5dde16d1094': ('index-put-negative-index-not-wrapped',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_fill dim 0 of int32 [4,1] with indices [1,-1,-1,-4]: the TMTensor scatter writes '
                        'rows -1/-4 before the buffer when the linalg path runs; the heap corruption (glibc "corrupted size vs. prev_size") surfaces later in the same worker during TOSA lowering. '
                        'TOSA pipeline alone on stage_input.mlir runs clean (3x, valgrind clean); `irfuzz check` without --also-lower tosa gives crash at stage execute; wrapped indices [1,3,3,0] '
                        'give ok on both paths)'),
 'crash-b8e0b373fb3e': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp::matchAndRewrite (scatter_reduce.two(v0, -1, ..., "amax") on int64 [?]: SIGSEGV in grow_pod under '
                        'ConvertAtenScatterReduceTwoOp; dim -1 is passed un-normalized to convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc, the corpus entry scatter-reduce-negative-dim-... which '
                        'is a manifestation of this defect)'),
 'crash-bbcc5e7b3695': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp (scatter_reduce.two(x f16 [1,2,1], dim=-2, amax): the unnormalized negative dim writes out '
                        'of bounds in convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc; SIGSEGV in convert-torch-to-tmtensor; the same stage_input with dim 1 lowers cleanly.)'),
 'crash-c632738466b7': ('tile-empty-dims-repeat-decompose-abort',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp::matchAndRewrite (tile(cat([x1], -1), []) at erase intermediate. The cat result is an unranked '
                        '!torch.vtensor, so the tile becomes a repeat with an unranked result. torch-function-to-torch-backend-pipeline on stage_input aborts (rc 250) with DecomposeAtenRepeatOp on '
                        'the stack: getSizes() of a result type that has no sizes.)'),
 'crash-c8db1014db43': ('convert-tensor-to-element-type-8bit-destination-null-segfault',
                        'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp via convertTensorToElementType (cat of bool [1] operands into an si8 result (the int8 [0] operands are '
                        'canonicalized away): convert-torch-to-linalg alone prints the dstOriginalDtype "unimplemented" error then SIGSEGV in OperandStorage building linalg.yield of the null '
                        'Value).'),
 'crash-cdc02013c342': ('hstack-rank0-cat-canonicalize-segfault',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenHstackOp + TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (hstack([x0,x0]) of a 0-d int16: the '
                        'decomposition keeps atleast_1d rank 0 and cats along dim 1, the cat canonicalizer indexes sizes out of range: SIGSEGV in canonicalize, stage_input is just the hstack).'),
 'crash-d8bb80a87592': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp/convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter_add with dim=-1 on float32 [2,5]: '
                        'yieldVals[dim] with dim -1 clobbers SmallVector size/capacity -> LLVM OOM abort; convert-torch-to-tmtensor on before.mlir rc 245, same IR with dim=1 rc 0)'),
 'crash-df5a6912087e': ('index-put-0d-index-tensor-segfault',
                        'TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp / collapseAndMoveBatchDims (index_put with a 0-d int32 index: SIGSEGV in convert-torch-to-tmtensor; re-ran stage_input '
                        'with the index as 0-d int64 -> still crashes, as 1-d [1] int64 -> compiles: the 0-d index is the trigger)'),
 'crash-e9dcca8d352e': ('as-strided-rank0-empty-index-list-segfault',
                        'python/torch_mlir/extras/fx_as_strided.py:_rewrite + DecomposeComplexOps.cpp:DecomposeAtenIndexTensorOp (as_strided of a 0-d uint8 input to size [1,1,2,1] stride [0,0,0,1]: '
                        'the importer builds one index per BASE dim, so index.Tensor(x, []) with an empty list; the decomposition reads indices[0] -> SIGSEGV in StorageUniquer. Same code and reason '
                        'as the corpus entry, here with a rank-0 base and rank-4 result.)'),
 'crash-eb170fc99fd7': ('index-put-negative-index-stablehlo-scatter-not-wrapped',
                        'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexTensorHackedTwinOp> / broadcastAndConcatIndices (x1[[-5]] on int16 [5]: before.mlir is a '
                        'stablehlo.gather with the start index dense<-5>, not wrapped. iree-run-module SIGSEGVs with -5 and with -1, and returns x[2] with index 2. The segfault is IREE reading out '
                        'of bounds in its unclamped one-index gather, which it reaches only because torch-mlir passes the negative index on, as the corpus entry '
                        'index-tensor-negative-index-stablehlo-gather-not-wrapped describes.)'),
 'crash-ec97a2dafbd6': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp / convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter.value(dim=-1) decomposed to '
                        'scatter.src dim -1 on a [2] tensor; crash in SmallVector grow_pod as the entry predicts for dim=-1; changing only the scatter.src dim to 0 in stage_input.mlir makes the '
                        'backend pipeline pass (rc 0 vs 245)).'),
 'crash-f02497719296': ('scatter-negative-dim-out-of-bounds-write-segfault',
                        'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp::matchAndRewrite (scatter.src with dim=-1 on int16 [3,5]: LLVM out of memory in SmallVector grow_pod; '
                        'editing stage_input to dim=1 lowers cleanly, rc 0: the unnormalized negative dim, -1 variant of the out-of-bounds write).'),
 'crash-f1e9f256ee5a': ('unflatten-zero-size-sigfpe',
                        'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenUnflattenIntOp (unflatten.int(x[5,4,4,0], 3, [0]): divides by each size unconditionally; '
                        'torch-decompose-complex-ops on before.mlir dies with SIGFPE in DecomposeAtenUnflattenIntOp::matchAndRewrite)'),
 'crash-f5b4404d1bc8': ('remainder-int-fold-division-by-zero',
                        'TorchOps.cpp:AtenRemainderIntOp::fold (pixel_shuffle of [4,0,3,3]: DecomposeAtenPixelShuffleOp emits prims.split_dim with outer_length outC=0; at k=2 the split_dim shape '
                        "function's size % outer_length is reified with constant 0 and the remainder.int folder divides by 0, SIGFPE in canonicalize; same folder, same missing divisor check as the "
                        'corpus entry, reached via split_dim instead of view)'),
 'crash-f9695cfeb187': ('index-select-empty-index-dense-resource-sigfpe',
                        'mlir/lib/Target/LLVMIR/ModuleTranslation.cpp:convertDenseResourceElementsAttr via fx_importer _make_vtensor_literal_op (as_strided to size [0,2] gives four zero-element '
                        'dense_resource<...> : tensor<0x2xi64> index constants; RefBackend compile passes, loading (LLVM translation) dies with SIGFPE rc 136; replacing the resources by dense<> '
                        'loads fine.)'),
 'lowering-error-03136c02caa4': ('new:iree-stablehlo-reverse-static-result-type-mismatch',
                                 'IREE compiler/plugins/input/StableHLO/stablehlo-iree/Conversion/StableHLOToLinalg.cpp:ReverseConverter (flip of a [?,?,?,1] i16 whose result torch-mlir refines to '
                                 '[2,3,2,1]. convert-torch-to-stablehlo emits stablehlo.reverse (tensor<?x?x?x1xi16>) -> tensor<2x3x2x1xi16>, which has compatible types and verifies. iree-compile '
                                 'then builds a linalg.generic whose init has the operand type. A 3-line stablehlo.reverse (tensor<?x2xf32>) -> tensor<4x2xf32> gives the same error under '
                                 'iree-compile --iree-input-type=stablehlo.)'),
 'lowering-error-0c04003d5662': ('new:iree-flow-canonicalize-merged-zero-size-slice-offset-out-of-bounds',
                                 'MLIR tensor MergeConsecutiveExtractSlice (added by IREE Flow/Transforms/Canonicalize.cpp populateMergeConsecutiveInsertExtractSlicePatterns) '
                                 '(x[:,3:1][:,:,INT64_MAX:1] of f16 [?,3,3] on the StableHLO/IREE path: iree-flow-canonicalize merges two zero-size extract_slices with constant SSA offsets into one '
                                 'with static offset 3 on a dim of size 3, which the extract_slice verifier rejects ("offset 1 is out-of-bounds: 3 >= 3"). Hand-made valid StableHLO x[:,3:3][:,:,3:3] '
                                 'fails identically, and so does program x[:,3:3][:,:,3:3] via irfuzz check; iree-opt --iree-flow-canonicalize on two such slices reproduces; plain --canonicalize '
                                 'does not).'),
 'lowering-error-128c73e8e641': ('arange-int64-extreme-bounds-shape-fn-in-double',
                                 'lib/Dialect/Torch/Transforms/ReifyAbstractInterpCalculationsUtils.cpp:adjustFunctionArg / arange shape function in double (arange(INT64_MIN, INT64_MIN+1, 2): eager '
                                 'gives 1 element; the two bounds are equal as doubles so the refined type is [0] while the linalg lowering allocates tensor<1xi64> and casts it to tensor<0xi64>, '
                                 'memref.cast incompatible in RefBackend).'),
 'lowering-error-199a26f0d825': ('arange-float-bounds-int-dtype-size-in-result-dtype',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp (arange(1, -3.5, -1.5, dtype=int16): bounds converted to i16 first (end -3, step '
                                 '-1), length ceildiv = 4 vs eager 3; before.mlir has tensor.empty 4xi16 cast to tensor<3xi16>, RefBackend memref.cast 4 vs 3 incompatible)'),
 'lowering-error-1bb25949fe8b': ('index-put-zero-size-index-broadcast-max',
                                 'TorchToTMTensor.cpp:getBroadcastShape (index_copy(v0 [3,1], 1, empty index, src [3,0]) -> index_put.hacked_twin with indices [?,1] and [0]: before.mlir shows '
                                 'prim.max.int(size, 1) giving broadcast shape [?,1] instead of [?,0], so broadcast_to of the [3,0] values to [?,1] is left illegal in convert-torch-to-linalg; the '
                                 'same max()-instead-of-broadcast rule as the corpus entry, dynamic branch)'),
 'lowering-error-59ccbae12810': ('iree-annotate-dispatches-sigfpe-zero-size-scatter',
                                 'IREE compiler/src/iree/compiler/Dialect/Flow/Transforms/AnnotateDispatches.cpp:summarizeDispatchRegion/getMainTensorForLinalgExtOp (scatter_add of bf16 [1,5,2] with '
                                 'a [1,0,1] index/src: torch-mlir emits a valid stablehlo.scatter with zero updates; iree-compile dies with SIGFPE in AnnotateDispatchesPass, per error.log stack.)'),
 'lowering-error-653497fe6abe': ('masked-scatter-shape-fn-ignores-mask-broadcast',
                                 'lib/Dialect/Torch/Transforms/AbstractInterpLibrary.cpp:__torch_mlir_shape_fn.aten.masked_scatter (masked_scatter(x0 f32 [2,0,2], mask [2,1,0,1], x0): the eager '
                                 'result is [2,2,0,2] (checked). At erase intermediate, refinement types it [2,0,2] (return self). The following scatter_reduce(dim 1, index [2,1,0,1]) then has a '
                                 'rank-3 self with a rank-4 index, and TMTensor refuses it. The scatter_reduce alone on a [2,2,0,2] input passes at none and at intermediate.)'),
 'lowering-error-7c1ba0831082': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (constant_pad_nd(f64 [2], [4, -1]): stage_input.mlir holds tensor.pad low[4] '
                                 'high[-1]; the refbackend lowering of that pad fails "slice along dimension 0 runs out-of-bounds: 5 >= 5", one of the manifestations the entry lists).'),
 'lowering-error-84788b3eaa5d': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (constant_pad_nd(x f64 [1,1,3], [4,-3]): stage_input is tensor.pad low[0,0,4] '
                                 'high[0,0,-3], a negative high pad copied into tensor.pad; RefBackend lowering to insert_slice fails "offset 2 is out-of-bounds: 4 >= 4").'),
 'lowering-error-8b4c639e210f': ('stablehlo-slice-scatter-negative-start-not-clamped',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenSliceScatterOp> (slice_scatter(x int8[0,4,4], src [0,4,2], dim 2, start -4, end INT64_MAX, step '
                                 '3): end not clamped to dimSize, the index loop enumerates ~2^63/3 indices -> bad_alloc. Isolated: the slice_scatter alone through convert-torch-to-stablehlo runs '
                                 'out of time/memory, the huge diagonal offset alone converts fine. The corpus entry why.md point 5 names the unclamped end (INT64_MAX) as the same function/fix)'),
 'lowering-error-8cb1c8e8a214': ('iree-stablehlo-input-tensor-dim-on-ui8-not-legalized',
                                 'IREE StableHLO input conversion (iree-stablehlo-to-iree-input, no GenericTypeConvert<tensor::DimOp>) (_to_copy to uint8 of a dynamic [?] bool: torch-mlir StableHLO '
                                 'measures tensor<?xui8> with tensor.dim, IREE fails "failed to legalize tensor.dim ... tensor<?xui8>", exactly the corpus entry)'),
 'lowering-error-b62a2d00a178': ('arange-float-bounds-int-dtype-size-in-result-dtype',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp (arange(2147483646, 2147483644, -2, dtype=float32): eager length 1; '
                                 'convert-torch-to-linalg on a hand-written op shows the bounds sitofp to f32 first (both round to 2^31), subf/divf/ceil in f32 -> length 0, tensor.empty(0) cast to '
                                 'tensor<1xf32>; RefBackend memref.cast 0 vs 1 incompatible.)'),
 'lowering-error-c7d490066a14': ('repeat-zero-count-dynamic-collapse-shape',
                                 'MLIR Tensor/Transforms/BufferizableOpInterfaceImpl.cpp:CollapseShapeOpInterface::bufferize, with memref computeCollapsedType (flatten of x2 f32 [0,?]). before.mlir '
                                 'is tensor.collapse_shape tensor<0x?xf32> into tensor<?xf32>. One-shot bufferization turns it into memref.collapse_shape memref<0x?> -> memref<0>, which its own '
                                 'verifier rejects. It is the same static-0-times-dynamic group as in the corpus entry.)'),
 'lowering-error-d9fccf617a28': ('constant-pad-nd-negative-padding-tensor-pad',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenConstantPadNdOp (pad(int8 [1,1,4], [-4, 0], value -8): stage_input.mlir holds tensor.pad low[0,0,-4]; '
                                 'refbackend lowering fails "expected offsets to be non-negative, but got -4", the exact manifestation named in the entry).'),
 'lowering-error-e48fd1e7cd35': ('arange-float-bounds-int-dtype-size-in-result-dtype',
                                 'lib/Conversion/TorchToLinalg/TensorConstructors.cpp:ConvertAtenArangeStartStepOp (unreduced 6-node program; the failing value is arange(end=0.5, dtype=int32): eager '
                                 'and the shape function give [1], the lowering fptosi-truncates 0.5 to 0 in i32 and allocates tensor<0xi32>, then tensor.cast to tensor<1xi32>: RefBackend '
                                 'memref.cast 0 vs 1 incompatible).'),
 'lowering-error-e6446c749c22': ('iree-llvmcpu-stack-alloca-unbounded-dynamic-size',
                                 "IREE DispatchCreation CloneProducersIntoDispatchRegions + llvm-cpu codegen (stablehlo.gather of empty_like's dynamic tensor.empty(%dim) with non-constant "
                                 '(dense_resource) indices: the ?xf64 tensor.empty is cloned into the gather dispatch and read by tensor.extract at data-dependent indices, materialized as '
                                 'memref.alloca<9007199254740991xf64>, "exceeded stack allocation limit". iree-compile: 4-line gather-from-dynamic-tensor.empty with a runtime index fails; gather '
                                 'from the argument, static empty, or constant dense indices compile)'),
 'lowering-error-e7475900ec97': ('new:iree-stablehlo-concatenate-mixed-dynamic-operand-static-sizes',
                                 'IREE compiler/plugins/input/StableHLO/Conversion/StableHLOToIREEInputDialects.cpp:ConcatenateOpConversion::matchAndRewrite (cat([x0 2x1 f32, x1 ?x1 i8 ...], 1) -> '
                                 'stablehlo.concatenate of tensor<2x1> and tensor<?x1> with static result 2x4; the pattern takes the non-concat sizes from operand 0 (static 2) and inserts the ?x1 '
                                 'operand with static_sizes [2,1], insert_slice verifier "expected type to be tensor<2x1xf32> (size mismatch)". Hand-written 2-operand concatenate (2x1, ?x1 -> 2x2) '
                                 'fails the same in iree-compile; with a dynamic result it compiles)'),
 'lowering-error-f6329cb8a0ef': ('iree-stablehlo-input-ui8-dense-resource-constant',
                                 'stablehlo/conversions/linalg/transforms/StablehloLegalizeToLinalg.cpp:ConstConverterTensor (run by IREE StableHLOToIREEInputDialects) (where.self with a 4-element '
                                 'bool condition constant: torch-mlir StableHLO holds it as stablehlo.constant dense_resource<...uint8> : tensor<4xui8> + convert to i1; IREE makes arith.constant '
                                 'with a ui8 resource value and i8 result -> verifier error, error.log.)'),
 'mismatch-eager-053bdd0b1d05': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll with shift 0 on the dynamic size-5 dim. The decomposition gives cat(x[0:], x[:0]), and '
                                 'the endIndexIsZero select turns the end 0 of x[:0] into dimSize, so the concat is [0,10] instead of [0,5]. Reduced to roll(x1 [0,?], [0], [-1]), which gives a '
                                 'mismatch on the StableHLO path at every k. before.mlir shows the select(end==0 ? dim : end). The corpus why.md names this select as part of the defect.)'),
 'mismatch-eager-122a0bfe54e8': ('scatter-negative-dim-out-of-bounds-write-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterReduceTwoOp -> convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter_reduce.two(int32 '
                                 '[5,4,4], dim=-3, amin, include_self=False): the unnormalized dim writes yieldVals[-3] out of bounds, here corrupting values instead of crashing; scatter_reduce '
                                 'alone with dim=-3 mismatches (also with sum / include_self=True), the same with dim=0 passes).'),
 'mismatch-eager-131c18ef58cf': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x int8 [2], shifts=[3]): stage_input is concat(x, x[0:0]) = x unchanged; the shift is '
                                 'not reduced modulo the size, so |shift| >= size returns the input; eager rolls by 1).'),
 'mismatch-eager-13e47f247c8b': ('slice-start-int64-max-taken-as-zero',
                                 'abstract_interp_lib_gen.py:aten〇slice〇Tensor〡shape -> upstream_shape_functions.slice (slice(x float64[1,0,3], 0, INT64_MAX, None, 2) with erased result type: the '
                                 'shape function maps start INT64_MAX to 0 and types dim 0 as 1; before.mlir is tensor.extract_slice offset 1 size 1 of a size-1 dim, compiled shape [1,0,3] vs eager '
                                 '[0,0,3])'),
 'mismatch-eager-17c36ae1f7a6': ('tosa-cat-uint8-promotion-sign-extends',
                                 'TorchToTosa.cpp:ConvertAtenAddSubOp -> TosaLegalizeUtils.cpp:tosaCastTensorToType (add.Tensor(x1 f64, x2 uint8) on the TOSA path: stage_input has tosa.cast '
                                 'tensor<4x4x3xi8> -> f64 of the ui8 operand, read as signed, so 168 becomes -88 (+0.8 => -87.2, off by 256 exactly); the same signed plain tosa.cast of a ui8 source '
                                 'in the shared helper that the corpus defect (cat, to.dtype) names as its fix point)'),
 'mismatch-eager-17ccdfd6985f': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp -> Utils.cpp:convertTensorToElementType (cat([x0 uint8 [3], x2 f64 [1], x2]) -> float64: '
                                 'stage_input.mlir converts the ui8 operand with arith.sitofp i8 -> f64, so 223 becomes -33.0 as the mismatch shows.)'),
 'mismatch-eager-1ea48ad55b63': ('iree-stablehlo-add-i1-lowered-as-addi',
                                 'IREE StableHLO input conversion: stablehlo.add on i1 becomes arith.addi (XOR) (add.Tensor(x0, x0) on bool [5,4]. before.mlir is stablehlo.add %arg0, %arg0 : '
                                 'tensor<5x4xi1>, which the spec defines as OR, so torch-mlir is right. The wrong elements are exactly the True ones (True+True=False).)'),
 'mismatch-eager-22fd32d72469': ('slice-start-int64-max-taken-as-zero',
                                 'projects/pt1 abstract_interp_lib / upstream_shape_functions.slice (aten.slice.Tensor shape function maps start==INT64_MAX to 0) (slice(bool [0,5], dim 1, start '
                                 'INT64_MAX, end None) at intermediate erasure: compiled shape [0,5] vs eager [0,0]; the same program with start 6 passes).'),
 'mismatch-eager-2919949421f5': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 "lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (endIndexIsZero select, which the entry's why.md names as part of this lowering's bound "
                                 'handling) (roll(x int32 [?=3], 5) on the StableHLO path returns shape [6]: the decomposition is cat(x[-5:], x[:-5]); x[:-5] normalizes end to 0 and the '
                                 'endIndexIsZero select replaces it by the dim size, so the empty half becomes all of x. A hand program x[0:-5] on a dynamic [3] alone gives got [3] expected [0] on '
                                 'stablehlo, linalg ok).'),
 'mismatch-eager-2a15e6716f28': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp/DecomposeAtenFlattenUsingIntsOp (x2.repeat(2,0,0) on float64 [?,3,?]: the flatten becomes '
                                 'a view with -1 on a zero-element tensor; before.mlir reshapes with dense<0> : tensor<3xi64>, result [0,0,0] vs eager [4,0,0])'),
 'mismatch-eager-2bd9c6127cb5': ('iree-stablehlo-scatter-in-place-on-returned-argument',
                                 'IREE Stream MaterializeCopyOnWrite.cpp:isSafeToElideCOW (torch-mlir output is right: return %arg0 and tensor.insert_slice of the slice_scatter src into %arg0; IREE '
                                 'runs the insert_slice dispatch tied in place on the non-consuming stream.tensor.import of %arg0 (single use, no clone after iree-stream-materialize-copy-on-write), '
                                 'so returned output 0 comes back overwritten. Hand-written 3-line insert_slice module reproduces with iree-run-module: both results show the inserted 7s)'),
 'mismatch-eager-33789c898519': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x bf16 [2,1,3], shifts [1,0,5], dims [1,2,-3]): shift 5 on a size-2 dim is not '
                                 'reduced mod 2, the slices clamp and the result is the input unchanged on every backend; the same program with shift 1 for that dim passes `irfuzz check --also-lower '
                                 'tosa`.)'),
 'mismatch-eager-3683c75abaa4': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp via convertTensorToElementType (hstack([bool[0], bool[0], int8[4], uint8[1]]) promotes to int16. '
                                 'before.mlir widens the uint8 x0 with arith.extsi, so 138 becomes -118.)'),
 'mismatch-eager-36f9c00824a5': ('scatter-negative-dim-out-of-bounds-write-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp -> convertTorchScatterIndexAndSrcToTMScatterIndexAndSrc (scatter.src(int8 [2,3,1], dim=-3): '
                                 'yieldVals[-3] written out of bounds, wrong values (4 of 6); scatter.src alone with dim=-3 mismatches, with dim=0 passes).'),
 'mismatch-eager-3c42382f05a8': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x int32 [4,0,1], dim 2, start -1, length 1): stage_input extracts [4,0,0] - the '
                                 'decomposition slices [start, start+length) = [-1, 0) without wrapping the start first, so the result is empty; eager gives [4,0,1]).'),
 'mismatch-eager-4336cbd470ce': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (second roll shifts [-1,-5] on bf16 [4,2]: -5 on a size-2 dim is sliced as x[5:] ++ x[:5] '
                                 'without modulo, before.mlir keeps the dim-1 roll as identity (extract_slice [4,0] + whole); all 8 elements differ on IREE)'),
 'mismatch-eager-4a4a01d670cf': ('stablehlo-tril-triu-row-plus-diagonal-overflow',
                                 'TorchToStablehlo/Basic.cpp:convertTrilOrTriu (triu(x0 int32 [2,4], INT64_MAX) on the StableHLO path: stage_input has stablehlo.add of the row iota and '
                                 'dense<INT64_MAX> (wraps for rows >= 1) then compare GE, so row 1 keeps its elements (got 164, expected 0); exactly the corpus entry)'),
 'mismatch-eager-4cc1a9d59b27': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x f16 [1], -1, -1, 1): decomposed to slice(-1, -1+1=0), stage_input has '
                                 'tensor.extract_slice [0][0][1] -> empty result, eager [1].)'),
 'mismatch-eager-4e7a716306cf': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_fill(x0 int8 [1,2,3,2], 2, empty index, -128). The export decomposes it to '
                                 'index_put.hacked_twin with indices [1,1,1,1], [2,1,1], [0,1], [2], which broadcast to [1,2,0,2]. max() gives [1,2,1,2]: before.mlir scatters 4 updates of -128 at '
                                 'dim-2 index 0 (dense<0> 4x1), where eager writes nothing. Here it is a silent wrong write, not a verifier error, because dim 2 has room.)'),
 'mismatch-eager-533675afd66c': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(int8 [3], 0, start=-1, length=1) at torchscript erasure: decomposed into '
                                 'slice(-1, 0), result shape [0] vs eager [1]; start=2 passes).'),
 'mismatch-eager-533ee5a4c419': ('unflatten-negative-dim',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenUnflattenIntOp::getCanonicalizationPatterns (unflatten(x int64 [5,0,5], dim -1, [5,1]) at torchscript erasure: the [n,1] '
                                 'branch unsqueezes at dim+1 = 0, stage_input is expand_shape to [1,5,0,5] where eager gives [5,0,5,1]).'),
 'mismatch-eager-599da6e4272f': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x float64[3], 4, 0) should be roll by 1; the StableHLO before.mlir returns %arg0 for '
                                 'it (and the stack repeats x0 for v2), and the RefBackend path mismatches at every k too)'),
 'mismatch-eager-5e58358c0ce7': ('index-put-negative-index-not-wrapped',
                                 'TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp/combinePutIndices (index_put(v5 [1,3,1,3], [None,None,None,tensor([-3])], values) on RefBackend: stage_input '
                                 'concatenates dense<-3> as-is into the tm_tensor.scatter indices, so the values land at offset -3 (wrong place / garbage INT64_MIN read back); same unwrapped '
                                 'negative index as the corpus entry)'),
 'mismatch-eager-64e0b3aa750f': ('slice-start-int64-max-taken-as-zero',
                                 'lib/Dialect/Torch/Transforms/AbstractInterpLibrary.cpp:slice shape function (start_val == INT64_MAX -> 0) (slice.Tensor(dim=-1, start=end=INT64_MAX) at torchscript: '
                                 'the extract_slice itself is [?,0] but the refined result type is [?,3] (tensor.cast ?x0 -> ?x? -> ?x3), so the compiled output has shape [4,3] instead of [4,0].)'),
 'mismatch-eager-66e99494d01a': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape (index_copy(x1 int64 [4,2,3,5], 1, empty index, src [4,0,3,5]). The zero-size index is '
                                 'broadcast as size 1, so before.mlir has a tm_tensor.scatter of 60 updates at dim-1 index 0 (dense<0> 60x1) and overwrites 60 elements. Eager copies nothing.)'),
 'mismatch-eager-705506304d93': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:getBroadcastShape/combinePutIndices (index_copy(f16 [2,4,4,2], dim 1, empty index, src [2,0,4,2]) alone '
                                 'reproduces: the lowered tm_tensor.scatter has 16 index tuples (the [2,1] arange index broadcast with the empty [0] index by max -> 1 instead of 0) and writes zeros '
                                 'at [:,0,:,:] (16 of 64 wrong) where eager copies nothing).'),
 'mismatch-eager-7098c831b167': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (unreduced 4-node program; first wrong node alone is narrow(x bool [5,4,0,0], dim 1, '
                                 'start -4, length 4): stage_input extracts [5,0,0,0], i.e. slice [-4, 0) unwrapped, eager gives [5,4,0,0]).'),
 'mismatch-eager-7adfcd447f2e': ('neg-integer-computed-through-f32',
                                 'lib/Conversion/TorchToLinalg (aten.neg elementwise payload): neg of int32 is sitofp->negf->fptosi in f32 (before.mlir), so 2147483647 becomes -2147483648'),
 'mismatch-eager-7b2c80ecc82d': ('tosa-add-bool-lowered-as-i1-add',
                                 'TorchToTosa.cpp:ConvertAtenAddSubOp (add.Tensor(x0, x0) of bool [5,4] on the TOSA path: stage_input is a single tosa.add on tensor<5x4xi1>, which wraps, True+True = '
                                 'False; exactly the corpus entry)'),
 'mismatch-eager-82b31af065c3': ('scatter-add-bool-adds-as-i1-xor',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenScatterOp (scatter_add on bool [1,4,2,1]: stage_input tm_tensor.scatter region uses arith.addi on i1; '
                                 'x2[0,3,1,0] is True and src True -> False, eager True.)'),
 'mismatch-eager-87f77492e2ce': ('triu-int64-min-diagonal-tosa-mask-overflow',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:createTrilOrTriuMask (tril(x0 bool [1,1,1], INT64_MIN) on TOSA. The mask test i >= j - diagonal overflows (0 - INT64_MIN '
                                 'wraps), so the mask is all true and the TOSA IR folds to return %arg0. Eager zeroes everything. It is the mirror case that the entry names: the same function and '
                                 'the same overflow.)'),
 'mismatch-eager-89086af584a6': ('iree-stablehlo-scatter-in-place-on-returned-argument',
                                 'IREE Stream MaterializeCopyOnWrite (borrowed stream.tensor.import tied in place) (expand(x) + scatter_add(x) of bf16 [4], iree-cpu executor: the returned '
                                 'x/expand(x) comes back with the scatter_add applied (4.5 at [0]); reduced to outputs (x, scatter_add(x)) with seed 5045 it still mismatches; the linalg input is '
                                 'right (return %arg0, tm_tensor.scatter outs(%arg0)) and iree-compile --compile-to=stream shows a non-consuming import dispatched in place, no clone; same IREE '
                                 'defect reached from the linalg path).'),
 'mismatch-eager-8966a0f2f5b7': ('unflatten-negative-dim',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenUnflattenIntOp::getCanonicalizationPatterns (unflatten(x bf16 [5,4,2,4], dim -2, [2,1]) at torchscript: the second-size-1 '
                                 'branch unsqueezes at dim+1 = -1, i.e. at the end: stage_input expands to [5,4,2,4,1], eager [5,4,2,1,4]).'),
 'mismatch-eager-897cedbfb0c8': ('masked-scatter-shape-fn-ignores-mask-broadcast',
                                 'abstract_interp_lib_gen.py:aten〇masked_scatter〡shape returns self (masked_scatter(x uint8[1], mask [[False]], x) at torchscript erasure: result refined to [1], IR '
                                 'folds to return %arg0, eager [1,1]; `irfuzz check` at none gives a different verifier error in decompose instead)'),
 'mismatch-eager-89cca221656d': ('roll-shift-larger-than-dim',
                                 'DecomposeComplexOps.cpp:DecomposeAtenRollOp (imitateRoll) (roll of bool [1,3,1] with shift 4 on the size-3 dim 1: linalg shows extract_slice [1,0,1] (empty) '
                                 'concatenated with the whole input, i.e. x unchanged instead of rolled by 4 mod 3 = 1; the bool-dtype manifestation of the corpus defect)'),
 'mismatch-eager-8a830e1d8234': ('full-bool-fill-fold-truncates',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFullOp::fold (new_full of a bool tensor with fill -2^63 (even): IR_1 is a folded dense<false> : tensor<3x1xi1> constant, eager '
                                 'fills True; IntegerAttr::get(i1, value) keeps the low bit.)'),
 'mismatch-eager-8b1637834424': ('slice-start-int64-max-taken-as-zero',
                                 'AbstractInterpLibrary.cpp:__torch__.torch.jit._shape_functions.slice (slice(x1 int32 [4], 0, INT64_MAX, INT64_MAX, 1) at erase torchscript. The shape function maps '
                                 'start == INT64_MAX to 0, so the type refines to [4] and the slice folds away: IR_2 returns %arg1 and the result has shape [4] where eager gives [0]. refbackend '
                                 'numerics already mismatch at k=1 (per_k).)'),
 'mismatch-eager-8cfe464b9905': ('full-bool-fill-fold-truncates',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFullOp::fold (new_full(bool, [3,1], fill INT64_MIN): alone it gives False vs eager True on refbackend and StableHLO; the odd '
                                 'fill INT64_MIN+1 passes; torch-mlir-opt -canonicalize on aten.full [3,1], -2^63, dtype bool gives dense<false>).'),
 'mismatch-eager-8ea2c5fa9889': ('index-put-negative-index-stablehlo-scatter-not-wrapped',
                                 'lib/Conversion/TorchToStablehlo (index.Tensor_hacked_twin -> stablehlo.gather) (x int8 [?=3][tensor([0,-1])] on the StableHLO path: stage_input gathers with the '
                                 'constant start indices [[0],[-1]] unwrapped; eager [x0,x2], IREE gives 0 for the -1 element; linalg path ok).'),
 'mismatch-eager-93f9e0aaee18': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_put(x f16[1], [[-1]], 1.0): tm_tensor.scatter gets dense<-1> unwrapped, '
                                 'writes before the buffer, output stays garbage -2838.0; flaky because out-of-bounds)'),
 'mismatch-eager-94bd52da48d6': ('roll-shift-larger-than-dim',
                                 'DecomposeComplexOps.cpp:DecomposeAtenRollOp (imitateRoll) (roll of bf16 [2,1,3], shift 5 on dim -3 of size 2: the slices clamp to all + empty, IR_2 folds to return '
                                 '%arg0; eager equals roll by 5 mod 2 = 1 (checked), compiled returns x; k=1 RefBackend already mismatches, k-dependence only in how far it folds)'),
 'mismatch-eager-ac33adf0651e': ('repeat-zero-count-flatten-view-wrong-shape',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRepeatOp + DecomposeAtenFlattenUsingIntsOp (repeat(x int16 [3,0,2] dims 0,2 dynamic, [2,1,2]): a '
                                 'hand-written op through torch-function-to-torch-backend-pipeline gives aten.view(..., [-1,0,2,d]) and view([d,0,-1]) on a zero-element tensor; -1 is inferred as 0, '
                                 'result [0,0,0] vs eager [6,0,4]. Here the input is empty, not a 0 count, same flatten -1 code.)'),
 'mismatch-eager-ae8516d9d065': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x0 int8 [2,2,1], [-1, 3], [-1, 0]): shift 3 on a size-2 dim is not reduced mod 2. '
                                 'cat(x[-3:], x[:-3]) = x, so IR_2 returns %arg0 unchanged (before.mlir) where eager rolls by 1. refbackend mismatches at k=1 as well. With shifts [-1, 1], linalg and '
                                 'StableHLO are ok at every k.)'),
 'mismatch-eager-b1d6146e758a': ('slice-start-int64-max-taken-as-zero',
                                 'projects/pt1 abstract_interp_lib / upstream_shape_functions.slice (slice(int32 [1], 0, start INT64_MAX, end 1, step 2) at intermediate erasure: compiled shape [1] '
                                 'vs eager [0]; the corpus lists this step-2 form (slice-start-int64-max-step2-out-of-bounds-read) under this defect).'),
 'mismatch-eager-b265c6023204': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 "lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (endIndexIsZero select, named in the entry's why.md) (slice(x int16 [3,?,?=2], dim 2, start "
                                 'INT64_MIN, end -2) on the StableHLO path: end normalizes to 0 and stage_input shows `%12 = cmpi eq %10, 0; %13 = select %12, dim, %10` feeding real_dynamic_slice, '
                                 'so the empty slice returns all 2 elements ([3,2,2] vs eager [3,2,0]); linalg path ok. My hand x[0:-5] on a dynamic [3] gives this same signature).'),
 'mismatch-eager-b5bec22fbec5': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp (narrow decomposition): narrow(x uint8[1,1,4], 2, -1, 1) becomes slice(-1, 0): before.mlir extract_slice '
                                 '[1,1,0] cast to 1x1x1, garbage value 0 vs 31'),
 'mismatch-eager-ba533eceafcc': ('roll-shift-larger-than-dim',
                                 'DecomposeComplexOps.cpp:DecomposeAtenRollOp (imitateRoll) (roll of f64 [1,2,1], shift 5 on the size-2 dim 1: stage_input slices [1,0,1] (empty) and concatenates it '
                                 'with the whole tensor, so x comes back unrolled (both elements swapped in eager); the corpus defect)'),
 'mismatch-eager-c24d8b89b5fa': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x f64 [3], shifts [4], dims [0]): the TOSA stage_input returns %arg0 unchanged for v3 '
                                 '(unflatten of the roll); actual.pt equals the input, eager rolls by 4 mod 3 = 1. The roll decomposition does not reduce the shift modulo the size; also wrong on the '
                                 'linalg path at k=1.)'),
 'mismatch-eager-c8e5846ea91f': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(v0 int8 [3], -128, 0, -1) writes nothing at index 2: it slices '
                                 '[-1, 0) before normalizing. The same program with index 2 is ok at erase intermediate.)'),
 'mismatch-eager-cb35b89208dc': ('tosa-cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenToDtypeOp> -> tosaCastTensorToType (_to_copy(uint8 [] -> float64) on the TOSA path: stage_input.mlir is '
                                 'a plain tosa.cast tensor<i8> -> tensor<f64>, 217 becomes -39.0; linalg and StableHLO paths right).'),
 'mismatch-eager-cb942ad5bd7f': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x f16 [1], src 0.001, dim 0, index -1): stage_input is `return '
                                 '%arg0` - the decomposition slices [index, index+1) = [-1, 0) before normalizing, an empty slice_scatter; eager writes 0.001).'),
 'mismatch-eager-ce0f69bc5cff': ('roll-shift-larger-than-dim',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(x int8[2,2,1], [-1,3], [-1,0]): shift 3 on a size-2 dim is not reduced modulo 2, the '
                                 'roll folds to identity (before.mlir return %arg0); RefBackend also mismatches from k=1, TOSA reported at k=2)'),
 'mismatch-eager-d6e91747e86f': ('index-put-negative-index-not-wrapped',
                                 'TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp/combinePutIndices (index_fill(arange(5), 0, [0,1,-1,1,-5,0], -0.0): the index resource goes as-is (expand_shape '
                                 'to 6x1) into tm_tensor.scatter, so -1 is not wrapped to 4 and x[4] stays 4.0; the corpus entry explicitly covers index_fill)'),
 'mismatch-eager-dd46bd7e6a42': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_put accumulate on f32 [4,5,2] with int32 indices ([-4,-4],[4,-5],[1]): '
                                 'both +2.25 lost at (0,4,1),(0,0,1). Reduced by hand to the index_put node alone: still mismatch-eager-dd46bd7e6a42; the same with the equivalent positive indices '
                                 '([0,0],[4,0],[1]) passes irfuzz check.)'),
 'mismatch-eager-e70827815b32': ('iree-stablehlo-scatter-in-place-on-returned-argument',
                                 'IREE compiler/src/iree/compiler/Dialect/Stream/Transforms/MaterializeCopyOnWrite.cpp:isSafeToElideCOW (linalg path on iree-cpu. before.mlir returns %arg0 as output '
                                 '0 and also runs tm_tensor.scatter (scatter_add of -8.25) with outs(%arg0). iree-run-module with input [1,2,3] returns result 0 = [-7.25,2,3]: the scatter ran in '
                                 'place on the caller buffer of the returned argument. Eager: -27.25 expected, -35.5 = -27.25 - 8.25 got.)'),
 'mismatch-eager-edb2677181d7': ('index-put-negative-index-not-wrapped',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp (index_fill(f32 [4,1], dim -2, index [3,-2,1,-4,-4], 0.0) alone: rows 0 and 2 '
                                 '(from -4, -2) not filled, at none and torchscript; the same with indices [3,2,1,0,0] passes; flaky only in the garbage written out of bounds).'),
 'mismatch-eager-f4f8ce2a7e04': ('narrow-negative-start-empty-slice',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenNarrowOp (narrow(x f16 [1], dim -1, start -1, length 1) then roll: the narrow becomes slice [-1, '
                                 '0), empty; at k=2 refinement types it [0] and the StableHLO path returns the constant dense<> : tensor<0xf16> (stage_input), eager [1]; IR_1 already mismatches on '
                                 'the linalg path. The roll only passes the empty value on).'),
 'mismatch-eager-f61e5f0af67b': ('full-bool-fill-fold-truncates',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenFullOp::fold (masked_fill.Scalar on bool with value 2: decomposed to where.self with a rank-0 aten.full(2, bool) folded to '
                                 'dense<false>; before.mlir selects arith.constant dense<false>)'),
 'mismatch-eager-f67c2efe176a': ('index-put-zero-size-index-broadcast-max',
                                 'TorchToTMTensor.cpp:getBroadcastShape (index_fill(x2 bool [5,2], -1, empty index, 0.5): FX gives index_put.hacked_twin(x, [arange(5)[:,None] : [5,1], index : [0]], '
                                 '[5,0] values) (checked by export), which broadcasts to [5,0] = nothing to write; the lowering broadcasts with max() to [5,1], builds a 5x2 scatter index with a '
                                 'dense<0> column and writes True at column 0 (4 of 10 elements wrong); the corpus max()-broadcast defect)'),
 'mismatch-eager-f902e37d0c6b': ('cat-uint8-promotion-sign-extends',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenCatOp -> convertTensorToElementType (cat([int8, int8, int32, uint8], 1) -> int32: stage_input widens the '
                                 'ui8 operand with arith.extsi i8 -> i32, so 228 becomes -28 at [0,6], the uint8 operand.)'),
 'mismatch-eager-fb12dd888bed': ('tril-diagonal-int64-max-overflow',
                                 'lib/Conversion/TorchToLinalg/Uncategorized.cpp:createTriangularMatrix (triu(x0 int32 [2,4], INT64_MAX). before.mlir computes arith.addi row, 9223372036854775807 and '
                                 'then cmpi sge col, sum. Row 1 wraps negative, so row 1 is kept (4 of 8 differ) where eager zeroes everything. It is the triu mirror of the entry, which names that '
                                 'case: same function, same overflow.)'),
 'pass-error-e22a2de8e730': ('where-self-same-branches-fold-drops-broadcast',
                             'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold (where.self(cond bool [1,3], x, x) with x f32 []: `if (getSelf() == getOther()) return getSelf()` drops the '
                             'broadcast; torch-mlir-opt -canonicalize on before.mlir leaves return %arg0 of type [] against the [1,3] function result).'),
 'printer-error-9272cef1c4d7': ('where-self-splat-fold-dynamic-dim',
                                'lib/Dialect/Torch/IR/TorchOps.cpp:AtenWhereSelfOp::fold / getBroadcastedAttr (masked_fill.Scalar(x int32 [?,1], mask [[True]], -1): print-ir-after-all shows '
                                '`torch.vtensor.literal(dense<-1> : tensor<?x1xsi32>)` first right after torch-decompose-complex-ops (masked_fill -> where.self with a splat-true mask folded to a '
                                'broadcast literal of the dynamic result type), which the parser rejects: "elements literal type must have static shape").'),
 'timeout-0f2ec7a80314': ('empty-like-unknown-dtype-decompose-hang',
                          'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenEmptyLikeOp (the all-empty cat of x2 leaves !torch.vtensor<[0],unk>; empty_like of it: the pattern '
                          'creates aten.size before failing on the unknown dtype, greedy driver loops forever. torch-decompose-complex-ops on before.mlir times out (rc 124 at 20 s); replacing the '
                          'empty_like by relu terminates at once)'),
 'verifier-error-1ec621d275f5': ('tosa-diag-embed-zero-const-wrong-element-type',
                                 'TorchToTosa.cpp:ConvertAtenOp<AtenDiagEmbedOp>::matchAndRewriteImpl (diag_embed of an int8 [1,1] on the TOSA path: the zero tensor comes from the integer-width '
                                 'switch (only 1/32/64, llvm_unreachable otherwise) as i1, so tosa.scatter gets i1 values_in and an i8 result; the corpus entry lists this very int8/uint8 -> i1 '
                                 'case)'),
 'verifier-error-249748f5c943': ('roll-empty-dim-cat-canonicalize',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (roll of f16 [1,6,0] along the empty dim 2: at k=2 refinement makes both slices [1,6,0] and '
                                 'canonicalize leaves aten.cat of an empty ListConstruct (before.mlir); convert-torch-to-stablehlo then builds stablehlo.concatenate with 0 operands (verifier error). '
                                 'k-dependent as in the corpus entry.)'),
 'verifier-error-2b10222eabcc': ('index-put-0d-index-tensor-segfault',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp / collapseAndMoveBatchDims (index_put(x2 int8 [4,3,1], [0-d int32 index -3], 0-d '
                                 'value). numBatchDims is 0 and inShape[0] of the 0-d values is read out of bounds, which builds a tm_tensor.scatter with a garbage updates type tensor<3x1x3x1xi8>. '
                                 'The same IR with a 1-d index converts fine; with index 1 or int64 it gives the same error; with a rank-1 self it SIGSEGVs, as the corpus program does.)'),
 'verifier-error-3e62c958a7b0': ('masked-fill-shape-ignores-mask-broadcast',
                                 'projects/pt1 abstract_interp_lib_gen.py:aten〇masked_fill〇Scalar〡shape (masked_fill(f16 [1], mask [2,2], 126.5), intermediate erasure: eager shape [2,2], refinement '
                                 'types the result [1] (stage_input: where.self ... -> [1]), then the linalg where yields 2x2 and tensor.cast 2x2 -> 1 fails to verify).'),
 'verifier-error-405536c0519b': ('uint8-dense-literal-tosa-const-unsigned-attr',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<ValueTensorLiteralOp> (ones_like of a uint8 [1,1,1,1] folds to torch.vtensor.literal(dense<1> : '
                                 'tensor<1x1x1x1xui8>); convert-torch-to-tosa emits tosa.const with the ui8 attribute and an i8 result: "expected same attr/result element types").'),
 'verifier-error-43f178469795': ('index-tensor-int32-index-i64-compare',
                                 'lib/Conversion/TorchToLinalg/IndirectDataMovement.cpp:makeIndexValuePositive (x[None, i32 0, i32 0, i32 0] on int64 [0,1,1,2]: index.Tensor_hacked_twin with si32 '
                                 'indices, convert-torch-to-linalg emits arith.cmpi (i32, i64))'),
 'verifier-error-47a171c54182': ('stablehlo-prims-collapse-static-result-no-cast',
                                 'TorchToStablehlo:ConvertAtenOp<PrimsCollapseOp> (repeat_interleave decomposes to broadcast_to + prims.collapse [?,3,?,?,1] -> [12,?,?,1]; the converted '
                                 'tensor<?x?x?x1> feeds from_builtin_tensor typed [12,...] with no cast: "operand and result must have the same size". Hand-written one-op prims.collapse with that '
                                 'static result fails the same under -convert-torch-to-stablehlo, with a [?,...] result it passes)'),
 'verifier-error-48d8119e3932': ('unflatten-negative-dim',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenUnflattenIntOp::getCanonicalizationPatterns (unflatten(x bool [2], -1, [2, 1]): canonicalize turns it into unsqueeze at dim '
                                 '-1+1 = 0 -> [1,2] and a tensor_static_info_cast to [2,1] (verifier error); the same before.mlir with dim 0 canonicalizes to unsqueeze(x, 1) -> [2,1] cleanly.)'),
 'verifier-error-4a82f6fe5c00': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x1 int64 [2,5,3,5], -4, size 0, step 3) -> [1,5,3,5,0]: size 0 at rank >= 1 builds a '
                                 'linalg.generic whose map d4 + d0*3 goes to -1, so the verifier rejects it.)'),
 'verifier-error-554a5c1a6708': ('squeeze-dim-lowering-static-result-no-cast',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenSqueezeDimOp (unbind(dim -3)[0] of a rolled [?,1,3,?] int8 tensor becomes squeeze.dim [?,1,3,?] -> [5,3,5]; '
                                 'that op alone through convert-torch-to-linalg gives from_builtin_tensor tensor<?x3x?xi8> -> [5,3,5] "operand and result must have the same size and dtype").'),
 'verifier-error-669914649e1f': ('roll-empty-dim-cat-canonicalize',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns + TorchToLinalg ConvertAtenCatOp (roll of f32 [0,2,3,0] over dims 1,2,3: at k=2 refinement '
                                 'makes the dim-3 halves [..,0] and canonicalize drops every operand, leaving aten.cat of an empty ListConstruct (stage_input); convert-torch-to-linalg emits '
                                 'tensor.concat with no inputs: "requires at least one input").'),
 'verifier-error-6987ff0e5cd0': ('slice-scatter-src-dtype-not-converted',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenSliceScatterOp (slice_scatter of int16 x1 with int8 src v3, valid in eager (result int16): '
                                 'tensor.insert_slice of tensor<?x?xi8> into tensor<2x4xi16>, "expected element type to be i16")'),
 'verifier-error-6c7f7c087888': ('stablehlo-index-select-0d-index-drops-dim',
                                 'TorchToStablehlo:ConvertAtenOp<AtenIndexSelectOp> (index_select(v1 ui8 [1], 0, 0-d int64 index) on the StableHLO path: the gather drops the dim and '
                                 'stablehlo.convert tensor<ui8> -> tensor<1xui8> fails to verify (error at the index_select line of before.mlir); the corpus entry)'),
 'verifier-error-7183977e2f5d': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x f32 [1], dim 0, size 0, step 5): result [1,0]; convert-torch-to-linalg builds a '
                                 'linalg.generic with map (d0, d1) -> (d1 + d0 * 5) whose range goes to -1, verifier error "unexpected result less than 0".)'),
 'verifier-error-73d753db1380': ('unfold-size-zero-linalg-generic-negative-index',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenUnfoldOp (unfold(x0 int8 [1,1], 0, size 0, step 3) -> [1,1,0]: the same size-0 generic with the map (d2 + '
                                 'd0*3, d1), "unexpected result less than 0".)'),
 'verifier-error-75fda9bb3801': ('roll-decompose-static-result-no-cast',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenRollOp (roll(f64 [2,?,0] -> [2,5,0], shift 1, dim 0): torch-decompose-complex-ops replaces it with '
                                 'a cat typed [2,?,0], no cast, so return no longer matches; a hand-made roll [2,?,3] -> [2,5,3] fails the same way, so the zero-size dim plays no part).'),
 'verifier-error-7ac1ed96fef7': ('index-put-tmtensor-mixed-index-dtypes',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:combinePutIndices (index_put(x bf16 [4,2], (None, int32 [1]), values [4,1]): the None becomes an int64 arange '
                                 'index and the other index is int32; the conversion builds ListConstruct(si64 [4,1], si32 [4,1]) typed list<vtensor<[4,1],si64>> from the first index: verifier error '
                                 'in convert-torch-to-tmtensor).'),
 'verifier-error-7c552d032abb': ('roll-empty-dim-cat-canonicalize',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenCatOp::getCanonicalizationPatterns (index_copy then roll of a [2,0,1] tensor: the roll cat along the empty dim 1 is '
                                 'canonicalized to a cat of an empty ListConstruct, which convert-torch-to-stablehlo turns into a zero-operand stablehlo.concatenate. Split by hand: the index_put '
                                 'half alone prints the promoteAndBroadcast "(-9223372036854775808)" message but the pass succeeds (rc 0); the roll half alone fails (rc 1) with the concatenate '
                                 'error; a non-canonicalized all-empty cat converts fine)'),
 'verifier-error-9c3cb0ff1cca': ('masked-fill-shape-ignores-mask-broadcast',
                                 'abstract_interp_lib_gen.py:aten〇masked_fill〇Scalar〡shape (masked_fill.Scalar(x0 int8 [3], mask [3,3], -127.5) with erased types: refinement types the result [3] '
                                 '(eager gives [3,3], checked), the decomposed where.self keeps [3], and the StableHLO chlo.broadcast_select infers 3x3 vs the declared tensor<3xi8>; the shape '
                                 'function ignores the mask, as in the corpus entry)'),
 'verifier-error-9f8d97517cac': ('select-scatter-negative-index-writes-nothing',
                                 'lib/Dialect/Torch/Transforms/DecomposeComplexOps.cpp:DecomposeAtenSelectScatterOp (select_scatter(x int16 [1,4], src, 0, -1): decomposed to slice_scatter(start=-1, '
                                 'end=0), an empty slice with a [1,4] src (invalid in PyTorch); the linalg path gets lucky because the same-shape slice_scatter folds to src, but '
                                 'convert-torch-to-stablehlo builds 0 scatter indices for 1 update (verifier error). before.mlir with start 0, end 1 lowers to StableHLO cleanly.)'),
 'verifier-error-a56ae8deebf8': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (slice(x0 int32 [5,3,1], 0, 0, 0, 3), i.e. x[0:0:3]. convert-torch-to-stablehlo shows '
                                 'select(end == 0 ? dimSize : end), so the end becomes 5 and stablehlo-canonicalize-dynamism infers 2x3x1 against the declared 0x3x1. This is the "inferred 1 vs 0" '
                                 'form that the entry describes.)'),
 'verifier-error-af78186997a9': ('index-put-zero-size-index-broadcast-max',
                                 'lib/Conversion/TorchToTMTensor/TorchToTMTensor.cpp:ConvertAtenIndexPutHackedTwinOp/combinePutIndices (index_copy(int8 [0], 0, empty index, src [0]) -> '
                                 'index_put.hacked_twin with an empty index: convert-torch-to-tmtensor builds tm_tensor.scatter with updates 0x1 into a tensor<0xi8>, rejected ("indexed shape of '
                                 'update value dim#1 exceeds original value at dim#0 1 0"); the same op with a [3] destination lowers fine, so the invalid scatter is specific to the empty index into '
                                 "a zero-size dim, as in the entry's own example)."),
 'verifier-error-bbb1a0dcb447': ('maximize-value-semantics-returned-copy-loses-tensor-type',
                                 'lib/Dialect/Torch/Transforms/MaximizeValueSemantics.cpp:RewriteViewLikeSubgraph (unreduced 5 nodes, torchscript erasure; v0 = ones_like(x0) is returned directly and '
                                 'is the second operand of expand_as(x0, v0), the shape the entry describes; after torch-maximize-value-semantics return operand 0 (the ones_like copy) is '
                                 '!torch.vtensor while @main returns !torch.tensor).'),
 'verifier-error-cb2c2c7832e0': ('view-dynamic-dims-unsplit-invalid-collapse-shape',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertAtenViewOp (reshape of int8 [?,2,3,?] to [18,3]: the pattern pairs dynamic dim 0 with 18, infers the other '
                                 'dynamic dim as 3/6 = 0, emits collapse_shape tensor<18x2x3x0xi8> -> tensor<18x3xi8>)'),
 'verifier-error-cc6b57e3d739': ('unfold-size-zero-linalg-generic-negative-index',
                                 'TorchToLinalg:ConvertAtenUnfoldOp (unfold(x0 f64 [0,2,2], 2, size 0, step 274877906944): one block, size 0, the linalg.generic map d3 + d2*step evaluates to -1 at '
                                 'the loop bounds, "unexpected result less than 0"; exactly the corpus entry, only the step differs)'),
 'verifier-error-cc924434896e': ('index-tensor-empty-index-zero-dim-stablehlo-gather-slice-size',
                                 'lib/Conversion/TorchToStablehlo/GatherScatter.cpp:ConvertAtenOp<AtenIndexTensorHackedTwinOp> (x0 int32 [0] indexed by an empty int64 [0] index: '
                                 'convert-torch-to-stablehlo builds stablehlo.gather with slice_sizes = [1] on a size-0 operand dim -> "slice size (1) is out of bounds", type inference fails; linalg '
                                 'path numerics ok.)'),
 'verifier-error-cd6500f5ef66': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (index_copy then roll(shifts [6,2,2]). What fails is stablehlo.concatenate, inferred 4x0x1 '
                                 'against 2x0x1: x[:-6] on a size-2 dim normalizes its end to 0, and endIndexIsZero makes that the full dim. With a roll shift of 1 on dim 0 the same program passes '
                                 'the StableHLO path at every k, even though the first diagnostic is still printed. That first diagnostic, "size of tensor a (2) must match ... '
                                 '(-9223372036854775808)", is the non-failing spurious error from promoteAndBroadcast in the index_put.)'),
 'verifier-error-cef67f24d3e7': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'projects/pt1 abstract_interp_lib_gen.py:aten〇repeat_interleave〇self_int〡shape (repeat_interleave(int64 [0,1], 2, dim=-1), intermediate erasure: the result is '
                                 "refined to rank 4 [0,2,0,1], so the decomposition's prims.collapse gets an impossible type and tensor.collapse_shape fails to verify; dim=1 passes)."),
 'verifier-error-cf4b491a9f64': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'lib/Conversion/TorchToStablehlo/ViewLike.cpp:getDynamicSlice / getDynamicSliceInternal (slice(x bool [0,2,1,5], dim 3, start 5, end 1): eager gives an empty slice; '
                                 'the StableHLO lowering never clamps end >= start, stablehlo-canonicalize-dynamism folds to stablehlo.slice start 5 > limit 1: "start index 5 is larger than limit '
                                 'index 1").'),
 'verifier-error-d049098967d1': ('uint8-literal-canonicalize-lowering',
                                 'lib/Dialect/TorchConversion/IR/TorchConversionOps.cpp:FromBuiltinTensorOp::fold + materializeConstant (zeros_like of uint8 [0]: canonicalize folds arith.constant '
                                 'dense<0>:tensor<0xi8> + from_builtin_tensor into a vtensor.literal with i8 attr and ui8 result, inferred si8 -> verifier error)'),
 'verifier-error-d450ac117f51': ('slice-start-past-end-stablehlo-real-dynamic-slice',
                                 'TorchToStablehlo/ViewLike.cpp:getDynamicSliceInternal (roll(x0 int64 [1], 5, 0) decomposes to cat(x[-5:], x[0:-5]); -convert-torch-to-stablehlo normalizes the '
                                 'second end -5 to 0 and the endIndexIsZero select turns it into dimSize 1, so x[0:-5] becomes the whole tensor and stablehlo-refine-shapes infers a 2-element '
                                 'concatenate against the declared [1]; the corpus why.md names this endIndexIsZero form ("x[0:0] would be a full slice") as part of that lowering\'s defect)'),
 'verifier-error-d9753e5f4128': ('masked-fill-shape-ignores-mask-broadcast',
                                 'projects/pt1/.../abstract_interp_lib_gen.py:aten〇masked_fill〇Scalar〡shape (masked_fill(x int8 [3], mask [3,3], -127.5) at intermediate erasure: eager result shape '
                                 '[3,3] (checked), refined type is [3]; before.mlir has where.self(mask [3,3], ...) -> [3], and convert-torch-to-tosa builds tosa.select with result 3 vs operands 3x3 '
                                 '(verifier error).)'),
 'verifier-error-dd049e79e043': ('transpose-same-dim-fold-drops-type',
                                 'lib/Dialect/Torch/IR/TorchOps.cpp:AtenTransposeIntOp::fold (transpose(x2, 0, 0) at erase torchscript folds to self, which is typed !torch.vtensor<[0],i1>, under a '
                                 'return of type !torch.vtensor. torch-mlir-opt -canonicalize on before.mlir reproduces the verifier error.)'),
 'verifier-error-df7ce4845bfe': ('tosa-constant-pad-nd-rank0-tosa-pad',
                                 'lib/Conversion/TorchToTosa/TorchToTosa.cpp:ConvertAtenOp<AtenConstantPadNdOp> (pad(int64 [], [], constant, -0.5) on the TOSA path: constant_pad_nd of a 0-d tensor '
                                 'becomes a rank-0 tosa.pad, rejected by its verifier; re-ran torch-backend-to-tosa-backend-pipeline on stage_input.mlir).'),
 'verifier-error-f1c9530057b3': ('prims-collapse-lowering-static-result-no-cast',
                                 'lib/Conversion/TorchToLinalg/DataMovement.cpp:ConvertPrimsCollapseOp (repeat_interleave(x bf16 [?,?,?,1], 3, dim 0) with the importer typing the result [12,?,?,1]: '
                                 'the decomposition ends in prims.collapse of [?,3,?,?,1] to the more static [12,...], lowered to tensor.collapse_shape straight to tensor<12x?x?x1xbf16> with no '
                                 'cast: collapse_shape verifier error; the slice output is incidental).'),
 'verifier-error-f398903dd7d7': ('repeat-interleave-negative-dim-shape-fn-wrong-rank',
                                 'abstract_interp_lib_gen.py:aten〇repeat_interleave〇self_int〡shape (repeat_interleave(x int16[0], 0, dim=-1) at intermediate: self[dim+1:] with dim -1 gives the whole '
                                 'list, result refined to rank 2 [0,0]; the decomposition prims.collapse reuses it, collapse_shape rank mismatch in convert-torch-to-linalg)'),
 'verifier-error-f901e7196297': ('where-self-same-branches-fold-drops-broadcast',
                                 'TorchOps.cpp:AtenWhereSelfOp::fold (swapaxes(v2, -2, 1) of a rank-3 tensor is a same-dim transpose and folds to v2, so where.self(mask [3,3,9,3], v2, v2) has equal '
                                 "branches; its folder returns self [3,9,3] for the [3,3,9,3] result; -canonicalize on before.mlir fails at that where's dtype.calculate (yield type mismatch))"),
 'verifier-error-fcb7a82592c5': ('stablehlo-cumsum-zero-size-dim-window-zero',
                                 'lib/Conversion/TorchToStablehlo/Pooling.cpp:ConvertAtenOp<AtenCumsumOp> (masked_scatter on int16 [0] decomposes to cumsum of a [0] mask; convert-torch-to-stablehlo '
                                 'builds reduce_window with window size 0 -> "expects window to have positive value for 0-th window dimension, but got 0"; linalg path numerics ok.)')}

NEW = {'new:iree-flow-canonicalize-merged-zero-size-slice-offset-out-of-bounds': 'IREE Flow canonicalize (Flow/Transforms/Canonicalize.cpp registers MLIR '
                                                                           'tensor::populateMergeConsecutiveInsertExtractSlicePatterns): MergeConsecutiveExtractSlice composes two zero-size '
                                                                           'tensor.extract_slice ops whose constant offsets equal the dim size into one with static offset == dim size, which '
                                                                           'tensor.extract_slice verification rejects (offset N is out-of-bounds: 3 >= 3); the constant-argument folder checks bounds, '
                                                                           'the merge does not. Smallest: iree-opt --iree-flow-canonicalize on %s=extract_slice %t[%c0,%c3,%c0][4,0,3] of '
                                                                           'tensor<4x3x3xf32>, then extract_slice %s[%c0,%c0,%c3][4,0,0]; from torch: x[:,3:3][:,:,3:3] of a [?,3,3] tensor on the '
                                                                           'StableHLO path.',
 'new:iree-stablehlo-concatenate-mixed-dynamic-operand-static-sizes': 'IREE: ConcatenateOpConversion (StableHLOToIREEInputDialects.cpp) lowers a static-result stablehlo.concatenate to '
                                                                      'tensor.insert_slice ops whose non-concat sizes come from operand 0 (folded static) and never casts the other operands, so an '
                                                                      'operand that is dynamic in a non-concat dim gives an invalid insert_slice (verifier: size mismatch). Smallest trigger: '
                                                                      'stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x1xf32>, tensor<?x1xf32>) -> tensor<2x2xf32> with iree-compile '
                                                                      '--iree-input-type=stablehlo (torch: cat([x0 [2,1], x1 [?,1]], 1)).',
 'new:iree-stablehlo-reverse-static-result-type-mismatch': 'IREE StableHLO input conversion (StableHLOToLinalg ReverseConverter) mishandles a stablehlo.reverse whose result type is more static than '
                                                           "its compatible operand type. It builds a linalg.generic whose init/outs has the operand's dynamic type while its result has the static "
                                                           'type, and the verifier rejects it. Smallest trigger: stablehlo.reverse %a, dims=[0] : (tensor<?x2xf32>) -> tensor<4x2xf32> under '
                                                           'iree-compile --iree-input-type=stablehlo --iree-hal-target-backends=llvm-cpu. It is reached from torch flip of a dynamic-dim input whose '
                                                           'result torch-mlir refines to static sizes (ConvertAtenOp<AtenFlipOp> in TorchToStablehlo/Basic.cpp emits the reverse with the converted '
                                                           'static result type, which StableHLO accepts).'}

CALLS = ["part 1: ('lowering-error-8b4c639e210f', 'stablehlo-slice-scatter-negative-start-not-clamped vs new: the trigger here is end=INT64_MAX (start -4 wraps fine), not a start below -size; the corpus "
 "why.md says the same function clamps neither bound and one fix covers both, so same defect')",
 "part 1: ('lowering-error-e6446c749c22', 'iree-llvmcpu-stack-alloca-unbounded-dynamic-size vs new: same IREE mechanism (a dynamic-shaped producer cloned into a dispatch whose only use is "
 'tensor.extract at data-dependent indices -> unbounded stack alloca), but the producer is a tensor.empty (from empty_like) feeding a gather, not a widening convert feeding a dynamic concatenate; a '
 "fix limited to bit-extend cloning would not cover it')",
 'part 1: (\'verifier-error-7c552d032abb\', "roll-empty-dim-cat-canonicalize vs stablehlo-promote-and-broadcast-dynamic-out-dim-mismatch: the reported message is promoteAndBroadcast\'s spurious '
 'error (index_put with values [2,0,0] into a dynamic [?,...] index shape), but that half alone does not fail the pass (as the corpus entry notes for full-rank values); what fails is the '
 'zero-operand stablehlo.concatenate from the all-empty cat canonicalization")',
 "part 1: ('crash-a5dde16d1094', 'index-put-negative-index-not-wrapped vs tosa-index-put-negative-index-not-wrapped: the SIGABRT is reported in TOSA lowering, but the TOSA pipeline on stage_input is "
 "clean; the heap was corrupted earlier in the same worker by the linalg-path (TMTensor) execution of the out-of-bounds scatter (linalg path alone: crash at stage execute)')",
 "part 2: ('crash-f5b4404d1bc8', 'remainder-int-fold-division-by-zero vs new:pixel-shuffle-zero-channels-split-dim-outer-zero: the crash is the remainder.int folder dividing by a constant 0 (the "
 'corpus defect), but it is reached through DecomposeAtenPixelShuffleOp building prims.split_dim(x, 1, 0), which eager PyTorch itself rejects (ZeroDivisionError); a second, decomposition-side defect '
 "may hide behind it once the folder is fixed. Labelled by the crashing code.')",
 "part 2: ('mismatch-eager-17c36ae1f7a6', 'tosa-cat-uint8-promotion-sign-extends vs new:tosa-add-uint8-promotion-sign-extends: the wrong cast is made by ConvertAtenAddSubOp (another caller than "
 "cat/to.dtype), but through the same tosaCastTensorToType helper with no source signedness, which the corpus why.md names as the one fix; labelled as the corpus defect.')",
 "part 2: ('mismatch-eager-2bd9c6127cb5', 'iree-stablehlo-scatter-in-place-on-returned-argument although this is the linalg (iree-cpu, tm_tensor input) path and an insert_slice, not a StableHLO "
 "scatter: the stream IR shows the same single-use non-consuming import tied to an in-place dispatch with no clone from MaterializeCopyOnWrite.')",
 'part 2: (\'verifier-error-d450ac117f51\', "slice-start-past-end-stablehlo-real-dynamic-slice vs new:stablehlo-slice-end-zero-becomes-dim-size: the trigger here is not start > limit but the '
 "endIndexIsZero select in getDynamicSliceInternal (a normalized end of 0 replaced by the dim size); the corpus entry's why.md explicitly counts that select as the same lowering defect, so labelled "
 'with it.")',
 "part 2: ('crash-74f0068819a7', 'gather-zero-size-dim-stablehlo-slice-size-abort, though the IR before the gather also holds an aten.cat with an empty operand list (the cat canonicalizer dropped "
 "all four zero-size hstack operands, cf. roll-empty-dim-cat-canonicalize); the abort itself is in ConvertAtenOp<AtenGatherOp> on the zero-size dim, so labelled by the crash.')",
 'part 3: crash-e9dcca8d352e: the corpus entry is titled "as_strided to a rank-0 result"; here the result is rank 4 and the BASE is rank 0. fx_as_strided._indices builds one index per base dim, so '
 'the empty list and the indices[0] read are the same code and reason; labeled the entry, not new.',
 'part 3: mismatch-eager-ac33adf0651e: corpus entry is "repeat with a 0 count"; here all counts are non-zero and the input already has a zero-size dim. Same flatten -> view(-1) on a zero-element '
 'tensor (DecomposeAtenFlattenUsingIntsOp via DecomposeAtenRepeatOp), so labeled that defect.',
 'part 3: verifier-error-9f8d97517cac: symptom is a StableHLO scatter verifier error in ConvertAtenOp<AtenSliceScatterOp>, but its slice_scatter input (start -1, end 0 with a full-size src) is '
 'already invalid, made by the select_scatter decomposition with index -1; not stablehlo-slice-scatter-negative-start-not-clamped (start -1 + size 1 = 0 is in range). Labeled the decomposition '
 'defect.',
 'part 3: lowering-error-b62a2d00a178: the corpus entry is titled for float bounds with an int16/int32 dtype; here int bounds 2147483646/2147483644 with a float32 dtype lose precision in f32. Same '
 'pattern and lines (length computed from bounds converted to the result element type; why.md point 4 notes float result types are covered by the same fix), so labeled that defect rather than new.',
 'part 3: crash-3964256a4396: SIGABRT recorded in lowering-tosa, but it is heap corruption from the linalg-path execution of the unwrapped -1 index (index-put-negative-index-not-wrapped); the TOSA '
 'lowering itself only fails its verifier (K=2 < W=3, tosa-scatter-nd-more-indices-than-rows). Labeled by the cause of the crash.',
 'part 4: crash-42663fbb4363: the message names a missing JIT symbol __truncsfbf2, an executor limit that points to FALSE. Bisection shows the crash is the take_along_dim node alone: the '
 'remainder.Scalar fold leaves index -1, and iree-cpu, the fallback executor, segfaults on it. Labelled the fold defect.',
 "part 4: crash-eb170fc99fd7: the SIGSEGV itself is IREE's unclamped 1-index gather (iree-org/iree#24881), which could be its own IREE defect. The corpus files this 1-D negative-index gather under "
 'the torch-mlir entry (the unwrapped index), so I followed it.',
 "part 4: lowering-error-03136c02caa4: chose IREE (new) over torch-mlir. torch-mlir's flip lowering emits stablehlo.reverse with a more static result and no cast, but StableHLO verifies it "
 "(compatible types); it is IREE's reverse conversion that builds an invalid generic. If the policy is that torch-mlir should emit exact types (as in the *-static-result-no-cast entries), this would "
 'be a new torch-mlir stablehlo-flip-static-result-no-cast defect instead.',
 'part 4: verifier-error-cd6500f5ef66: the signature message is the spurious promoteAndBroadcast error (stablehlo-promote-and-broadcast-dynamic-out-dim-mismatch), but that error does not fail the '
 'pass: with roll shift 1 the StableHLO path is ok at every k. The failure comes from the slice end-0 select, so I labelled slice-start-past-end-stablehlo-real-dynamic-slice.',
 'part 4: mismatch-eager-053bdd0b1d05 / verifier-error-a56ae8deebf8 / verifier-error-cd6500f5ef66: all three are the endIndexIsZero select in getDynamicSliceInternal (end 0 read as the full dim). '
 'The corpus entry slice-start-past-end-stablehlo-real-dynamic-slice has start > limit as its headline, and its why.md names this select as part of the same lowering defect, so I used that entry '
 'rather than a new label.',
 'part 4: mismatch-eager-87f77492e2ce and mismatch-eager-fb12dd888bed: tril INT64_MIN (TOSA) and triu INT64_MAX (linalg) are the mirror cases of the triu/tril entries. Each is the same function with '
 "the same overflow and is named in its entry's why.md, so I used the entries.",
 'part 5: lowering-error-0c04003d5662: the program also hits slice-start-int64-max-taken-as-zero (refbackend mismatch, result [3,0,1]) and torch-mlir emits real_dynamic_slice start 3 > limit 1 '
 '(slice-start-past-end-stablehlo-real-dynamic-slice); I chose a new IREE defect because the StableHLO lowering error persists when both are taken away (x[:,3:3][:,:,3:3], valid StableHLO with start '
 '== limit == dim size) and the failing op is made by iree-flow-canonicalize merging two slices.',
 'part 5: verifier-error-af78186997a9 / mismatch-eager-705506304d93: both are index_put with an empty index, both labelled index-put-zero-size-index-broadcast-max. 705506 is the max() broadcast the '
 "entry blames (16 index tuples instead of 0). In af78 the single 1-D index gets no max(): the scatter is invalid because its update slice has size 1 on the zero-size indexed dim. The entry's own "
 'example (x [1,0,3]) fails verification the same way, so a separate defect (update slice of 1 against a zero-size dim) could be argued.',
 'part 5: mismatch-eager-89086af584a6: labelled with the IREE Stream defect named iree-stablehlo-scatter-in-place-on-returned-argument, though it was reached from the linalg path (iree-cpu '
 'executor), not StableHLO: same IREE code (borrowed import tied in place, no clone).',
 'part 5: mismatch-eager-122a0bfe54e8 / mismatch-eager-36f9c00824a5: labelled with the negative-dim scatter defect whose name says segfault; here the out-of-bounds yieldVals[-3] write gives wrong '
 'values instead of a crash (dim=0 passes).',
 "part 6: ('mismatch-eager-2919949421f5', 'slice-start-past-end-stablehlo-real-dynamic-slice vs new:stablehlo-slice-end-zero-replaced-by-dim-size: the wrong shape comes from getDynamicSliceInternal "
 "replacing a normalized end of 0 by the dim size (x[:-5] on size 3 becomes all of x), not from the missing end>=start clamp that is the entry\\'s headline; but the entry\\'s why.md explicitly "
 'records this select as part of the same lowering\\\'s bound handling ("an x[0:0] of a non-empty dim would be a full slice"), so I filed it there. Also vs roll-shift-larger-than-dim: the same roll '
 "is wrong on the linalg path too, but the [6] shape on StableHLO is the slice lowering\\'s.')",
 "part 6: ('mismatch-eager-b265c6023204', 'same call as mismatch-eager-2919949421f5: slice end -2 on size 2 normalizes to 0 and the endIndexIsZero select makes it the whole dim; corpus entry "
 "slice-start-past-end-stablehlo-real-dynamic-slice (which names that select) vs a new defect for the select alone.')",
 "part 6: ('crash-616bf875e744', 'floordiv-int-fold-division-by-zero vs repeat-zero-count-flatten-view-wrong-shape: the view(-1) on a zero-element tensor comes from the repeat/flatten decomposition "
 "(IR_1 already mismatches eager), but the k=2 abort needs the 0//0 fold to INT64_MIN; labelled by the fold that creates the crash.')"]
