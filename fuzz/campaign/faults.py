"""Fault injection for the campaign process itself: the tests kill it with a real SIGKILL at
named points and check that a resumed campaign loses and doubles nothing.

`IRFUZZ_CAMPAIGN_FAULT=<point>:<n>` kills this process the n-th time (1-based) execution
reaches `fault_point("<point>")`. Points: `store-before-rename` (a finding folder is
complete in its temporary name), `store-before-exchange` (a reduced example is ready,
the old one still in place), `batch-checked` (a batch's verdicts are in, nothing of it
recorded), `reduce-started` (a reduction is under way), `state-before-commit` (the
batch's findings are on disk, its programs not yet counted).
"""

from __future__ import annotations

import os
import signal
import threading

_lock = threading.Lock()
_hits: dict[str, int] = {}


def fault_point(name: str) -> None:
    spec = os.environ.get("IRFUZZ_CAMPAIGN_FAULT")
    if not spec:
        return
    point, _, nth = spec.partition(":")
    if point != name:
        return
    with _lock:
        _hits[name] = _hits.get(name, 0) + 1
        if _hits[name] == int(nth or 1):
            os.kill(os.getpid(), signal.SIGKILL)
