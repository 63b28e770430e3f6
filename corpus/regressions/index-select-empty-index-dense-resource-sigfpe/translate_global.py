"""Translate an MLIR (LLVM dialect) module to LLVM IR through the wheel's ExecutionEngine.

Usage: python translate_global.py empty-dense-resource-global.mlir
Dies with SIGFPE (status 136 / -8) while the bug is open; prints "engine ok" once fixed.
"""
import sys

from torch_mlir.execution_engine import ExecutionEngine
from torch_mlir.ir import Context, Module

with Context():
    module = Module.parse(open(sys.argv[1]).read())
    ExecutionEngine(module, opt_level=2)
    print("engine ok")
