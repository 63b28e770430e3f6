"""Crash-safe file operations: what a kill -9 at any instant leaves is either the old or the new.

Contract: `write_json_atomic` replaces a file in one rename (the data is flushed to disk
first); `exchange_dirs` swaps two folders in one step where the kernel can
(renameat2 RENAME_EXCHANGE, Linux >= 3.15), else in two renames whose gap
`FindingStore.recover` repairs. Temporary names start with "." so that nothing half
written is ever taken for a finding.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import tempfile
from typing import Any

from generators.json_text import format_json

_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


def write_json_atomic(path: str, data: Any, sort_keys: bool = True) -> None:
    """`data` as JSON at `path`, whole or not at all, in irfuzz's layout
    (generators/json_text.py). `sort_keys=False` keeps the keys' order (a program's
    attributes must read back exactly as written)."""
    folder = os.path.dirname(path) or "."
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
    try:
        with os.fdopen(fd, "w") as fh:
            fh.write(format_json(data, sort_keys=sort_keys) + "\n")
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _renameat2() -> Any:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        function = libc.renameat2
    except (OSError, AttributeError):
        return None
    function.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    function.restype = ctypes.c_int
    return function


_RENAMEAT2 = _renameat2()


def exchange_dirs(a: str, b: str) -> bool:
    """Swap folders `a` and `b` atomically; False where the system cannot (the caller then
    renames in two steps)."""
    if _RENAMEAT2 is None:
        return False
    if _RENAMEAT2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    errno = ctypes.get_errno()
    if errno in (22, 38, 95):  # EINVAL, ENOSYS, EOPNOTSUPP: this kernel or file system cannot
        return False
    raise OSError(errno, os.strerror(errno), a)
