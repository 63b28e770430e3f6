"""One exception hierarchy (generators/errors.py); the exit code is decided by class, once,
in fuzz/cli.py's main."""

import pytest

import fuzz.cli as cli
from fuzz.finding_folder import FindingFolderError
from fuzz.targets.build_seed_corpus import SeedError
from fuzz.targets.harness import IrfuzzInternalError
from generators.erasure import ErasureError
from generators.errors import BadInput, InternalError, IrfuzzError, ProgramError, UsageError
from generators.importer import ExportFailure, TorchMlirImportError
from oracles.executors import ExecutorLimit


def test_each_error_class_says_whether_the_input_or_irfuzz_is_wrong():
    for bad_input in (UsageError, ProgramError, SeedError, FindingFolderError):
        assert issubclass(bad_input, BadInput) and not issubclass(bad_input, InternalError), bad_input
    for internal in (ErasureError, ExportFailure, IrfuzzInternalError):
        assert issubclass(internal, InternalError) and not issubclass(internal, BadInput), internal
    for signal in (TorchMlirImportError, ExecutorLimit):   # outcomes passed between irfuzz's parts
        assert issubclass(signal, IrfuzzError) and not issubclass(signal, (BadInput, InternalError)), signal
    assert issubclass(ProgramError, ValueError) and issubclass(FindingFolderError, ValueError)  # old excepts hold


@pytest.mark.parametrize("error, code, prefix", [
    (ProgramError("nodes[0].op: unknown op 'x'"), cli.EXIT_USAGE, "irfuzz: error: "),
    (UsageError("--count must be >= 1"), cli.EXIT_USAGE, "irfuzz: error: "),
    (ErasureError("erasure level 'intermediate' failed"), cli.EXIT_INTERNAL, "irfuzz: internal error"),
    (ExecutorLimit("an executor limit that escaped"), cli.EXIT_INTERNAL, "irfuzz: internal error"),
])
def test_main_turns_an_error_into_its_exit_code_and_one_line(monkeypatch, capsys, error, code, prefix):
    def failing(args):
        raise error

    monkeypatch.setattr(cli, "cmd_stats", failing)
    assert cli.main(["stats", "--count", "1"]) == code
    err = capsys.readouterr().err
    assert err.startswith(prefix) and str(error) in err and "Traceback" not in err


def test_a_numeric_bundle_copies_every_irfuzz_module_its_runtime_imports():
    """A bundle's repro.py (fuzz/findings/bundle.py) runs copies of irfuzz's runtime files
    (numeric_repro.RUNTIME_FILES and the executor's): an irfuzz module one of them imports but
    the bundle does not copy (the error hierarchy in generators/errors.py, say) makes every
    standalone numeric repro fail."""
    import ast
    import os

    from fuzz.findings.numeric_repro import EXECUTOR_FILES, runtime_files

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for executor in EXECUTOR_FILES:
        copied = set(runtime_files({"executor": executor}))
        for relative in copied:
            with open(os.path.join(root, relative)) as fh:
                tree = ast.parse(fh.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module \
                        and node.module.split(".")[0] in ("generators", "oracles", "fuzz"):
                    module = node.module.replace(".", "/")
                    assert f"{module}.py" in copied or f"{module}/__init__.py" in copied, (relative, node.module)
