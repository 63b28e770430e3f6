"""`irfuzz corpus fmt [PATH ...] [--check]`: every JSON file under the corpus in irfuzz's layout.

Entries and seeds are copied from finding folders and edited by hand; this rewrites their
JSON in the layout irfuzz writes (generators/json_text.py) so that a diff shows content,
not indentation. Only whitespace changes: keys keep the order they have (a program's
attributes must read back exactly as written), and a file that is not JSON is an error
(exit 2), left as it is.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from fuzz.atomic import write_json_atomic
from generators.errors import UsageError
from generators.json_text import format_json

CORPUS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "corpus")


def json_files(paths: list[str]) -> list[str]:
    """The .json files given or under the folders given (hidden ones skipped), sorted."""
    found = []
    for path in paths:
        if os.path.isfile(path):
            found.append(path)
            continue
        if not os.path.isdir(path):
            raise UsageError(f"{path}: no such file or folder")
        for folder, dirs, files in os.walk(path):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            found += [os.path.join(folder, f) for f in files if f.endswith(".json") and not f.startswith(".")]
    return sorted(found)


def reformat(path: str, write: bool) -> bool:
    """Whether `path` is not in the layout (rewritten in place when `write`)."""
    with open(path) as fh:
        text = fh.read()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path}: not JSON: {exc}") from None
    if text == format_json(data, sort_keys=False) + "\n":
        return False
    if write:
        write_json_atomic(path, data, sort_keys=False)
    return True


def cmd_corpus_fmt(args: argparse.Namespace) -> int:
    files = json_files(args.paths or [CORPUS])
    changed = [path for path in files if reformat(path, write=not args.check)]
    for path in changed:
        print(path)
    verb = "would reformat" if args.check else "reformatted"
    print(f"irfuzz corpus fmt: {verb} {len(changed)} of {len(files)} JSON files", file=sys.stderr)
    return 1 if args.check and changed else 0


def register(corpus_sub: argparse._SubParsersAction) -> None:
    """Add `fmt` under `irfuzz corpus`."""
    p = corpus_sub.add_parser("fmt", help="rewrite the corpus's JSON files in irfuzz's layout (whitespace only)")
    p.add_argument("paths", nargs="*", help="files or folders (default: the repo's corpus/)")
    p.add_argument("--check", action="store_true", help="change nothing; list the files not in the layout (exit 1)")
    p.set_defaults(func=cmd_corpus_fmt)
