"""Program -> Python source: the minimized PyTorch module a bug report shows.

The source defines `model` and `inputs` the way `irfuzz check` expects a model file, calling
the same aten overloads the catalog's eager functions call, so the module traces to the same
Torch IR. Inputs are loaded from `inputs.pt` next to the file when present (the exact values
the finding was seen with), else regenerated with random values of the same shape and dtype.
"""

from __future__ import annotations

from typing import Any

from .calls import render
from .program import Program


def _call(op: str, args: list[str], attrs: dict[str, Any]) -> str:
    from .catalog import get_op

    return render(get_op(op).call(attrs), args)


def forward_lines(program: Program) -> list[str]:
    """The body of `forward` (one aten call per node, unindented), without its return."""
    return [f"{n.name} = {_call(n.op, list(n.operands), dict(n.attrs))}" for n in program.nodes]


def program_to_python(program: Program, class_name: str = "Repro") -> str:
    params = ", ".join(i.name for i in program.inputs)
    body = [f"        {line}" for line in forward_lines(program)]
    outputs = ", ".join(program.outputs) + ("," if len(program.outputs) == 1 else "")
    specs = ", ".join(f"({list(i.spec.shape)!r}, torch.{i.spec.dtype})" for i in program.inputs)
    return "\n".join([
        "import os",
        "",
        "import torch",
        "",
        "",
        f"class {class_name}(torch.nn.Module):",
        f"    def forward(self, {params}):",
        *body,
        f"        return ({outputs})",
        "",
        "",
        f"model = {class_name}()",
        "_here = os.path.dirname(os.path.abspath(__file__))",
        "if os.path.exists(os.path.join(_here, 'inputs.pt')):",
        "    inputs = tuple(torch.load(os.path.join(_here, 'inputs.pt')))",
        "else:  # same shapes and dtypes, other values",
        f"    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in [{specs}])",
        "",
    ])
