// A zero-element dense_resource global: LLVM translation (ExecutionEngine) dies with SIGFPE.
// python translate_global.py empty-dense-resource-global.mlir   (with dense<> instead: "engine ok")
module {
  llvm.mlir.global internal constant @g(dense_resource<empty_i64> : tensor<0xi64>) {addr_space = 0 : i32} : !llvm.array<0 x i64>
  llvm.func @main() attributes {llvm.emit_c_interface} {
    llvm.return
  }
}
{-#
  dialect_resources: {
    builtin: {
      empty_i64: "0x08000000"
    }
  }
#-}
