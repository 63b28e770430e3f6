"""Copy a campaign's finding folders for a blind sort by hand (bench/labels/SORTING.md, step 2-3).

Each folder with a meta.json is copied to COPY/findings/<name>/ without what tells irfuzz's
grouping (its `report.md`, the `root_cause` field of its meta.json), and the sorted names are
dealt round-robin into COPY/part1.txt .. partN.txt, one part per person.

Usage: python tools/sorting_copy.py FINDINGS_DIR COPY --parts N
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys

# What a sorter must not see of irfuzz's grouping: the folder's rendered report (its root-cause
# row) and the key in its meta.json.
LEFT_OUT = ("report.md",)
STRIPPED_FIELDS = ("root_cause",)


def finding_names(findings_dir: str) -> list[str]:
    """The campaign's finding folders (those with a meta.json), sorted."""
    return sorted(name for name in os.listdir(findings_dir)
                  if os.path.isfile(os.path.join(findings_dir, name, "meta.json")))


def copy_for_sorting(findings_dir: str, copy: str, parts: int) -> list[list[str]]:
    """Copy every finding folder into COPY/findings without irfuzz's grouping; write the parts."""
    names = finding_names(findings_dir)
    for name in names:
        target = os.path.join(copy, "findings", name)
        shutil.copytree(os.path.join(findings_dir, name), target, ignore=shutil.ignore_patterns(*LEFT_OUT))
        meta_path = os.path.join(target, "meta.json")
        with open(meta_path) as fh:
            meta = json.load(fh)
        for field in STRIPPED_FIELDS:
            meta.pop(field, None)
        with open(meta_path, "w") as fh:
            json.dump(meta, fh, indent=1, sort_keys=True)
    dealt = [names[n::parts] for n in range(parts)]
    for n, part in enumerate(dealt, 1):
        with open(os.path.join(copy, f"part{n}.txt"), "w") as fh:
            fh.write("".join(f"{name}\n" for name in part))
    return dealt


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("findings_dir")
    parser.add_argument("copy")
    parser.add_argument("--parts", type=int, default=6)
    args = parser.parse_args(argv[1:])
    if os.path.exists(os.path.join(args.copy, "findings")):
        print(f"{args.copy}/findings exists: copy into a new folder", file=sys.stderr)
        return 2
    dealt = copy_for_sorting(args.findings_dir, args.copy, args.parts)
    print(f"{sum(len(part) for part in dealt)} folders in {args.parts} parts under {args.copy}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
