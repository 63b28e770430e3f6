"""One exception hierarchy for everything irfuzz raises on purpose.

On the lowest floor (generators/) so that every module may use it. What an error that
reaches the command line means is decided by its class, in one place (fuzz/cli.py main):
  BadInput       exit 2: the input or the command line is wrong (the message says how)
  InternalError  exit 3: a bug in irfuzz itself (never reported as a compiler finding)
Any other IrfuzzError is a signal between irfuzz's own parts (an executor limit, a failed
torch-mlir import, ...); one that reaches the command line is an irfuzz bug too (exit 3).
"""


class IrfuzzError(Exception):
    """Base of irfuzz's own errors."""


class BadInput(IrfuzzError):
    """Something irfuzz was given is wrong: a file, an option, a folder; exit code 2."""


class InternalError(IrfuzzError):
    """A bug in irfuzz itself (never reported as a compiler finding); exit code 3."""


class ProgramError(BadInput, ValueError):
    """A Program (or its JSON) is malformed; the message names the field and the problem."""


class UsageError(BadInput):
    """Bad command-line input (file, option, pipeline string); exit code 2."""
